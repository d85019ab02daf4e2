"""The dice's numbers as one texture: a picture of every face of the D4 and the D10 in a grid of
cells (:data:`~madn_qt.board.dice.ATLAS_CELLS` squared), painted once per process with QPainter
from the faces' labels (:mod:`madn_qt.board.dice`), and sampled by the pieces' shader where a
face carries its numbers (:func:`madn_qt.board.meshes.numbered_die`).

Each cell shows the square of ``2 * frame_half`` board units round its face's frame, the face's
up at the top; its colour is the ink everywhere and its alpha how much ink lies there, so the
shader mixes the ink over the die's own colour and the cells bleed nothing into each other as
they are filtered down.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable
from typing import Final

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QTransform

from madn_qt.board.dice import (
    ATLAS_CELL_PIXELS,
    ATLAS_CELLS,
    DieShape,
    Face,
    Label,
    d4,
    d10,
)

ATLAS_SIZE: Final = ATLAS_CELLS * ATLAS_CELL_PIXELS
INK: Final = (0.20, 0.10, 0.32)  # a deep violet, event mode's colour (the star fields')
MARK_ALPHA: Final = 0.55  # the small "D4" / "D10" marks, lighter than the numbers


def label_path(label: Label, scale: float) -> QPainterPath:
    """The label's outline in cell pixels round its centre ``(0, 0)``, ``scale`` pixels a board
    unit, upright (its size is the height of its digits or letters)."""
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(200)
    if label.mark:
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 96)
    path = QPainterPath()
    path.addText(0.0, 0.0, font, label.text)
    box = path.boundingRect()
    k = label.size * scale / max(box.height(), 1.0)
    if len(label.text) > 1 and not label.mark:
        squeeze = 0.82  # two digits ("10"): a little narrower, as on a real die
    else:
        squeeze = 1.0
    t = QTransform()
    t.scale(k * squeeze, k)
    t.translate(-box.center().x(), -box.center().y())
    shaped = t.map(path)
    if label.underline:  # 6 and 9 of the D10
        width = shaped.boundingRect().width()
        bar = QPainterPath()
        h = label.size * scale
        bar.addRoundedRect(QRectF(-width * 0.28, h * 0.55, width * 0.56, h * 0.09), 2.0, 2.0)
        shaped = shaped.united(bar)
    return shaped


def _paint_face(painter: QPainter, die: DieShape, face: Face) -> None:
    col, row = face.cell % ATLAS_CELLS, face.cell // ATLAS_CELLS
    scale = ATLAS_CELL_PIXELS / (2.0 * die.frame_half)  # pixels a board unit
    centre = QPointF((col + 0.5) * ATLAS_CELL_PIXELS, (row + 0.5) * ATLAS_CELL_PIXELS)
    for label in face.labels:
        painter.save()
        painter.translate(centre + QPointF(label.x * scale, -label.y * scale))
        painter.rotate(-math.degrees(label.angle))  # (counter-clockwise on the face)
        alpha = MARK_ALPHA if label.mark else 1.0
        painter.fillPath(label_path(label, scale), QColor.fromRgbF(1.0, 1.0, 1.0, alpha))
        painter.restore()


def paint_atlas(faces: Iterable[tuple[DieShape, Face]] | None = None) -> QImage:
    """The atlas as an image (RGBA, the ink in its colour, alpha the coverage): every face of
    the D4 and the D10, or only ``faces`` (each in its cell). Needs a QGuiApplication (QPainter
    and fonts)."""
    if faces is None:
        faces = [(die, face) for die in (d4(), d10()) for face in die.faces]
    image = QImage(ATLAS_SIZE, ATLAS_SIZE, QImage.Format.Format_RGBA8888)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    for die, face in faces:
        _paint_face(painter, die, face)
    painter.end()
    ink = np.array([round(c * 255) for c in INK], dtype=np.uint8)
    data = np.frombuffer(image.constBits(), dtype=np.uint8).reshape(ATLAS_SIZE, ATLAS_SIZE, 4)
    out = data.copy()
    out[:, :, :3] = ink  # (the colour the same everywhere: the alpha says where the ink is)
    result = QImage(out.tobytes(), ATLAS_SIZE, ATLAS_SIZE, QImage.Format.Format_RGBA8888)
    return result.copy()


@functools.cache
def atlas_bytes() -> bytes:
    """The atlas as tightly packed RGBA bytes, row 0 at the top (the texture's t = 0)."""
    image = paint_atlas()
    return bytes(image.constBits())[: ATLAS_SIZE * ATLAS_SIZE * 4]
