"""The painted board top as an image: wood, lines, fields, house corners and seat symbols.

Drawn with numpy (wood grain) and QPainter (everything painted on it); no GL calls. Image row 0
is the board's near edge (``y = -BOARD_HALF``), column 0 its left edge, so texture coordinates
are simply ``((x + BOARD_HALF) / size, (y + BOARD_HALF) / size)``.
"""

from __future__ import annotations

from typing import Final

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPen, QPolygonF

from core.board import DEFAULT_FIGURES, RING_SIZE, SEAT_COUNT, start_field
from core.layout import goal_cell, house_cell, ring_cell
from madn_qt.board import palette
from madn_qt.board.meshes import symbol_outline

BOARD_HALF: Final = 6.0
FIELD_RADIUS: Final = 0.40
TEXTURE_SIZE: Final = 1536


def board_uv(xy: np.ndarray) -> np.ndarray:
    """Texture coordinates of board-top points ``(N, 2)``."""
    return (np.asarray(xy, dtype=np.float64) + BOARD_HALF) / (2.0 * BOARD_HALF)


def _qcolour(c: palette.Colour, alpha: float = 1.0) -> QColor:
    return QColor.fromRgbF(c[0], c[1], c[2], alpha)


def _mix(a: palette.Colour, b: palette.Colour, t: float) -> palette.Colour:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t)


class _Canvas:
    """World (board units) to pixel mapping for the painter."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.scale = size / (2.0 * BOARD_HALF)

    def p(self, x: float, y: float) -> QPointF:
        return QPointF((x + BOARD_HALF) * self.scale, (y + BOARD_HALF) * self.scale)

    def d(self, length: float) -> float:
        return length * self.scale


def _wood(size: int) -> np.ndarray:
    """Warm wood with soft grain running left to right, as RGBA bytes (size, size, 4)."""
    rng = np.random.default_rng(7)
    u = np.linspace(0.0, 1.0, size, dtype=np.float32)
    x, y = np.meshgrid(u, u)
    warp = (
        0.012 * np.sin(x * 5.0 + y * 3.0)
        + 0.006 * np.sin(x * 13.0 + 1.3)
        + 0.003 * np.sin(x * 37.0)
    )
    lines = (0.5 + 0.5 * np.sin((y + warp) * 2.0 * np.pi * 38.0)) ** 8
    fine = (0.5 + 0.5 * np.sin((y + warp * 2.3) * 2.0 * np.pi * 151.0 + x * 2.0)) ** 3
    streak = 0.5 + 0.5 * np.sin(y * 2.0 * np.pi * 4.0 + np.sin(x * 3.0) * 0.8)
    noise = rng.normal(0.0, 1.0, (size // 8, size // 8)).astype(np.float32)
    noise = np.kron(noise, np.ones((8, 8), np.float32))[:size, :size]
    t = 0.80 - 0.16 * lines - 0.07 * fine - 0.08 * streak + 0.02 * noise
    t = np.clip(t, 0.0, 1.0)[..., None]
    dark = np.array(palette.WOOD_DARK, np.float32)
    light = np.array(palette.WOOD_LIGHT, np.float32)
    rgb = dark + (light - dark) * t
    # The rim of the board is a touch darker, as if worn by hands and varnish.
    edge = np.minimum(np.minimum(x, 1.0 - x), np.minimum(y, 1.0 - y))[..., None]
    rgb *= 0.88 + 0.12 * np.clip(edge / 0.04, 0.0, 1.0)
    out = np.empty((size, size, 4), np.uint8)
    out[..., :3] = np.clip(rgb * 255.0, 0, 255).astype(np.uint8)
    out[..., 3] = 255
    return out


def _symbol_path(canvas: _Canvas, seat: int, cx: float, cy: float, size: float) -> QPainterPath:
    outline = symbol_outline(seat)
    poly = QPolygonF([canvas.p(cx + px * size, cy + py * size) for px, py in outline])
    path = QPainterPath()
    path.addPolygon(poly)
    path.closeSubpath()
    return path


def _field(
    painter: QPainter,
    canvas: _Canvas,
    centre: tuple[float, float],
    fill: palette.Colour,
    symbol: tuple[int, float] | None = None,
) -> None:
    cx, cy = centre
    r = canvas.d(FIELD_RADIUS)
    # A soft dark halo on the wood: the painted field seems to stand a little proud.
    for k, alpha in ((1.16, 0.10), (1.09, 0.16)):
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(QColor.fromRgbF(0.18, 0.1, 0.04, alpha)))
        painter.drawEllipse(canvas.p(cx, cy), r * k, r * k)
    # The relief, painted: the field's rim casts a thin shadow away from the sun (towards +x,
    # +y), and catches the light on the sun's side.
    painter.setBrush(QBrush(QColor.fromRgbF(0.16, 0.08, 0.03, 0.45)))
    painter.drawEllipse(canvas.p(cx + 0.035, cy + 0.03), r * 1.01, r * 1.01)
    painter.setBrush(QBrush(QColor.fromRgbF(1.0, 0.96, 0.86, 0.55)))
    painter.drawEllipse(canvas.p(cx - 0.018, cy - 0.015), r * 0.99, r * 0.99)
    painter.setBrush(QBrush(_qcolour(fill)))
    painter.setPen(QPen(_qcolour(palette.FIELD_LINE), canvas.d(0.035)))
    painter.drawEllipse(canvas.p(cx, cy), r - canvas.d(0.02), r - canvas.d(0.02))
    # A faint inner ring, like a brush line of the painter.
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(_qcolour(_mix(fill, (1.0, 1.0, 1.0), 0.35), 0.6), canvas.d(0.018)))
    painter.drawEllipse(canvas.p(cx, cy), r * 0.80, r * 0.80)
    if symbol is not None:
        seat, size = symbol
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(_qcolour(palette.SEAT_SYMBOL_INK[seat])))
        painter.drawPath(_symbol_path(canvas, seat, cx, cy, size))


def field_colour_at(kind: str, seat: int) -> palette.Colour:
    """The paint of a field kind (``ring``, ``start``, ``goal``, ``house``) for a seat."""
    if kind == "ring":
        return palette.FIELD_WHITE
    return palette.SEAT_PAINT[seat]


def board_fields() -> list[tuple[tuple[float, float], str, int]]:
    """Every painted field: ``(centre, kind, seat)`` with kind ring/start/goal/house."""
    fields: list[tuple[tuple[float, float], str, int]] = []
    starts = {start_field(s): s for s in range(SEAT_COUNT)}
    for f in range(RING_SIZE):
        x, y = ring_cell(f)
        if f in starts:
            fields.append(((float(x), float(y)), "start", starts[f]))
        else:
            fields.append(((float(x), float(y)), "ring", -1))
    for s in range(SEAT_COUNT):
        for i in range(DEFAULT_FIGURES):
            fields.append((goal_cell(s, i), "goal", s))
            fields.append((house_cell(s, i), "house", s))
    return fields


def paint_board(size: int = TEXTURE_SIZE) -> QImage:
    """The board top as an RGBA8888 image of ``size`` x ``size`` pixels."""
    wood = _wood(size)
    image = QImage(wood.data, size, size, size * 4, QImage.Format.Format_RGBA8888).copy()
    canvas = _Canvas(size)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    # A painted frame line near the rim.
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(_qcolour(palette.FIELD_LINE, 0.75), canvas.d(0.05)))
    inset = BOARD_HALF - 0.28
    painter.drawRoundedRect(
        QRectF(canvas.p(-inset, -inset), canvas.p(inset, inset)), canvas.d(0.3), canvas.d(0.3)
    )
    # House corners: a soft rounded patch of the seat's colour behind its four places.
    for s in range(SEAT_COUNT):
        cells = [house_cell(s, i) for i in range(DEFAULT_FIGURES)]
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        rect = QRectF(
            canvas.p(min(xs) - 0.62, min(ys) - 0.62), canvas.p(max(xs) + 0.62, max(ys) + 0.62)
        )
        painter.setPen(QPen(_qcolour(palette.SEAT_PAINT[s], 0.9), canvas.d(0.05)))
        painter.setBrush(
            QBrush(_qcolour(_mix(palette.SEAT_PAINT[s], palette.WOOD_LIGHT, 0.55), 0.55))
        )
        painter.drawRoundedRect(rect, canvas.d(0.5), canvas.d(0.5))
    # Lines joining the ring fields and leading into each goal lane.
    pen = QPen(_qcolour(palette.FIELD_LINE, 0.9), canvas.d(0.08))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    for f in range(RING_SIZE):
        a, b = ring_cell(f), ring_cell(f + 1)
        painter.drawLine(canvas.p(a[0], a[1]), canvas.p(b[0], b[1]))
    for s in range(SEAT_COUNT):
        entrance = ring_cell(start_field(s) - 1)
        inner = goal_cell(s, DEFAULT_FIGURES - 1)
        pen.setColor(_qcolour(_mix(palette.SEAT_PAINT[s], palette.FIELD_LINE, 0.35), 0.95))
        painter.setPen(pen)
        painter.drawLine(canvas.p(entrance[0], entrance[1]), canvas.p(inner[0], inner[1]))
    for centre, kind, seat in board_fields():
        fill = field_colour_at(kind, seat)
        if kind == "ring":
            _field(painter, canvas, centre, fill)
        elif kind == "start":
            _field(painter, canvas, centre, fill, (seat, 0.24))
        elif kind == "goal":
            _field(painter, canvas, centre, fill, (seat, 0.16))
        else:
            _field(painter, canvas, centre, fill, (seat, 0.2))
    painter.end()
    return image


def image_bytes(image: QImage) -> bytes:
    """Tightly packed RGBA8888 bytes of an image, row 0 first."""
    img = image.convertToFormat(QImage.Format.Format_RGBA8888)
    ptr = img.constBits()
    data = bytes(ptr)
    stride = img.bytesPerLine()
    width = img.width()
    if stride == width * 4:
        return data
    rows = [data[r * stride : r * stride + width * 4] for r in range(img.height())]
    return b"".join(rows)
