"""The extended board on the flat board (a QWidget, grabbed): the star fields, the crossings
and both construction paths where the board graph says, turned with the home seat; a
construction event moves the paths; a classic game keeps the plain board."""

from __future__ import annotations

import math
from collections.abc import Iterator

import numpy as np
import pytest
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from core.board import CROSSINGS, STAR_FIELDS
from core.happenings import PathsBuilt
from core.layout import ring_cell
from core.rules import Rules
from core.setup import initial_position
from madn_qt.board.flat_board import FlatBoardView
from madn_qt.board.marks import star_points
from madn_qt.board.path_routes import path_marks
from tests.madn_qt.board.test_marks import centre, event_position, with_paths
from tests.madn_qt.board.test_view_marks import (
    FIRST,
    SECOND,
    _band_points,
    _green,
    _off_white,
    _orange,
    _violet,
)


@pytest.fixture
def board(qtbot: QtBot) -> Iterator[FlatBoardView]:
    b = FlatBoardView()
    qtbot.addWidget(b)
    b.resize(720, 720)
    b.set_position(event_position(FIRST))
    b.show()
    qtbot.waitExposed(b)
    yield b
    b.close()


def _colours(board: FlatBoardView, points: list[tuple[float, float]]) -> list[np.ndarray]:
    image: QImage = board.grab().toImage()
    found = []
    for x, y in points:
        p = board._to_screen(x, y)
        c = QColor(image.pixelColor(int(p.x()), int(p.y())))
        found.append(np.array([c.red(), c.green(), c.blue()], dtype=int))
    return found


def _star_spots() -> list[tuple[float, float]]:
    spots = []
    for field in STAR_FIELDS:
        (px, py), (cx, cy) = star_points(field)[0], ring_cell(field)
        spots.append((cx + (px - cx) * 0.6, cy + (py - cy) * 0.6))
    return spots


@pytest.mark.parametrize("home", [None, 0, 1, 2])
def test_stars_and_paths_are_painted_where_the_board_graph_says(
    board: FlatBoardView, home: int | None
) -> None:
    board.set_home_seat(home)
    assert all(_violet(c) for c in _colours(board, _star_spots()))
    shortcut, detour = path_marks(FIRST)
    greens = _colours(board, _band_points(shortcut))
    oranges = _colours(board, _band_points(detour))
    assert len(greens) >= 3 and all(_green(c) for c in greens), greens
    assert len(oranges) >= 2 and all(_orange(c) for c in oranges), oranges
    # The crossings keep their red and white rims, the other ring fields stay plain.
    for field in CROSSINGS:
        x, y = ring_cell(field)
        rim = [
            (x + 0.33 * math.cos(k * math.pi / 8), y + 0.33 * math.sin(k * math.pi / 8))
            for k in range(16)
        ]
        colours = _colours(board, rim)
        assert sum(c[0] > c[1] + 80 for c in colours) >= 4, (field, colours)  # red stripes
        assert sum(_off_white(c) for c in colours) >= 4, (field, colours)  # and white ones
    plain = _colours(board, [centre(f) for f in (3, 8, 11, 26, 33)])
    assert all(_off_white(c) for c in plain), plain


def test_a_construction_event_moves_the_paths_on_the_flat_board(
    qtbot: QtBot, board: FlatBoardView
) -> None:
    after = with_paths(event_position(FIRST), SECOND)
    with qtbot.waitSignal(board.animation_finished, timeout=3000):
        board.play_happenings([PathsBuilt(SECOND.shortcut, SECOND.detour)], after)
    old = [p for m in path_marks(FIRST) for p in _band_points(m)]
    assert not any(_green(c) or _orange(c) for c in _colours(board, old))
    new_short, new_detour = path_marks(SECOND)
    assert all(_green(c) for c in _colours(board, _band_points(new_short)))
    assert all(_orange(c) for c in _colours(board, _band_points(new_detour)))


def test_a_classic_game_has_no_stars_on_the_flat_board(board: FlatBoardView) -> None:
    board.set_position(initial_position(Rules(), (0, 1, 2, 3)))
    centres = [centre(f) for f in STAR_FIELDS]
    assert all(_off_white(c) for c in _colours(board, centres))
