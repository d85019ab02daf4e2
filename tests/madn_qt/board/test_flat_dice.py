"""The dice on the flat board: a D6 with pips, a D4 and a D10 with their numbers and their kind
written under them, two side by side while the second die applies, in the inner quarter nearer
the player, off every field. The values are read off the painted widget: the ink drawn in a
die's square must match that die painted with the value rolled far better than with any other."""

from __future__ import annotations

import math
from collections.abc import Iterator

import numpy as np
import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot

from core.chance import Dice
from core.layout import goal_cell, house_cell, ring_cell
from core.position import Position
from core.rules import Rules
from core.setup import initial_position
from madn_qt.board.flat_board import FlatBoardView
from madn_qt.board.flat_dice import kind_label, paint_die


def _event(dice_in_use: Dice) -> Position:
    return initial_position(Rules(event_mode=True), (0, 1, 2, 3)).but(dice=dice_in_use)


@pytest.fixture
def board(qtbot: QtBot) -> Iterator[FlatBoardView]:
    b = FlatBoardView()
    qtbot.addWidget(b)
    b.resize(720, 720)
    b.set_animation_speed(20.0)
    b.show()
    qtbot.waitExposed(b)
    yield b
    b.close()


def _roll(qtbot: QtBot, board: FlatBoardView, position: Position, pips: tuple[int, ...]) -> None:
    board.set_position(position)
    with qtbot.waitSignal(board.animation_finished, timeout=5000):
        board.roll_die(pips)


def _ink(image: QImage) -> np.ndarray:
    """Where an image is dark (the numbers, the pips, the outline): a boolean mask."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    w, h = image.width(), image.height()
    data = np.frombuffer(image.constBits(), dtype=np.uint8).reshape(h, image.bytesPerLine())
    px = data[:, : w * 4].reshape(h, w, 4).astype(np.float64) / 255.0  # B, G, R, A
    luminance = px[:, :, 2] * 0.299 + px[:, :, 1] * 0.587 + px[:, :, 0] * 0.114
    mask: np.ndarray = (luminance < 0.4) & (px[:, :, 3] > 0.5)
    return mask


def _painted(board: FlatBoardView, box: QRectF, sides: int, value: int) -> np.ndarray:
    """The ink of a die of ``sides`` showing ``value`` painted in a square like ``box``."""
    size = math.ceil(box.width()) + 2
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    here = QRectF(
        box.x() - math.floor(box.x()) + 1,
        box.y() - math.floor(box.y()) + 1,
        box.width(),
        box.height(),
    )
    paint_die(painter, here, sides, value, False, board.font())
    painter.end()
    return _ink(image)


def _read(board: FlatBoardView, box: QRectF, sides: int) -> dict[int, float]:
    """How well the board's painting in ``box`` matches each value (overlap of their ink)."""
    shot = board.grab().toImage()
    size = math.ceil(box.width()) + 2
    seen = _ink(shot.copy(math.floor(box.x()) - 1, math.floor(box.y()) - 1, size, size))
    painted = {value: _painted(board, box, sides, value) for value in range(1, sides + 1)}
    outline = np.logical_and.reduce(list(painted.values()))  # (the ink every value has)
    seen &= ~outline
    fits = {}
    for value, want in painted.items():
        want = want & ~outline
        fits[value] = float((seen & want).sum() / max((seen | want).sum(), 1))
    return fits


def _reads(fits: dict[int, float], value: int) -> None:
    others = max(f for n, f in fits.items() if n != value)
    assert (
        max(fits, key=lambda n: fits[n]) == value
        and fits[value] > 0.8
        and fits[value] - others > 0.15
    ), fits


FIELDS = (
    [tuple(map(float, ring_cell(f))) for f in range(40)]
    + [goal_cell(s, i) for s in range(4) for i in range(4)]
    + [house_cell(s, i) for s in range(4) for i in range(4)]
)


@pytest.mark.parametrize("seat", [None, 0, 2])
@pytest.mark.parametrize(
    ("dice_in_use", "pips"),
    [(Dice(10), (7,)), (Dice(4), (3,)), (Dice(10, 2), (6, 10)), (Dice(6, 2), (5, 2))],
)
def test_the_dice_read_their_values_side_by_side_off_every_field(
    qtbot: QtBot, board: FlatBoardView, seat: int | None, dice_in_use: Dice, pips: tuple[int, ...]
) -> None:
    board.set_home_seat(seat)
    roller = 3 if seat is None else seat  # (the default view sits behind seat 3's side)
    _roll(qtbot, board, _event(dice_in_use).but(turn=roller), pips)
    assert board.dice_shown() == (dice_in_use.sides, pips)
    boxes = board.die_rects()
    assert len(boxes) == len(pips)
    for box, value in zip(boxes, pips, strict=True):
        _reads(_read(board, box, dice_in_use.sides), value)
        for field in FIELDS:  # (a field's disc: 0.38 units)
            centre = board._to_screen(*field)
            r = board._unit() * 0.4
            disc = QRectF(centre - QPointF(r, r), centre + QPointF(r, r))
            assert not disc.intersects(box), (field, box)
        assert box.center().y() > board.height() / 2  # on the roller's side (the bottom)
    if len(boxes) == 2:
        assert boxes[0].right() < boxes[1].left() and boxes[0].top() == boxes[1].top()


def test_the_kind_is_written_under_a_d4_or_a_d10_only(qtbot: QtBot, board: FlatBoardView) -> None:
    assert (kind_label(4), kind_label(6), kind_label(10)) == ("D4", "", "D10")

    def ink_under() -> int:
        box = board.die_rects()[0]
        unit = board._unit()
        under = QRectF(
            box.left() - unit * 0.6, box.bottom() + 1, box.width() + unit * 1.2, unit * 0.5
        )
        shot = board.grab().toImage().copy(under.toRect())
        return int(_ink(shot).sum())

    _roll(qtbot, board, _event(Dice(10)), (9,))
    assert ink_under() > 20
    _roll(qtbot, board, _event(Dice(6)), (4,))
    assert ink_under() == 0


def test_a_classic_die_has_pips_and_comes_back_after_an_event_game(
    qtbot: QtBot, board: FlatBoardView
) -> None:
    _roll(qtbot, board, _event(Dice(10, 2)), (10, 4))
    board.set_position(initial_position(Rules(), (0, 1, 2, 3)))
    assert board.dice_shown() == (6, ())
    _roll(qtbot, board, initial_position(Rules(), (0, 1, 2, 3)), (5,))
    assert board.dice_shown() == (6, (5,))
    (box,) = board.die_rects()
    _reads(_read(board, box, 6), 5)
