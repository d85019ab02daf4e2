"""Reinforcement and Knocked out on the flat board (a QWidget, grabbed): the grown lane's goal
places and the extra house place are painted where core puts the figures, a Reinforcement
event paints them and fades the new figure in; a knocked-out seat's figures fade out (briefly
under reduced motion) and are gone afterwards."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from core.board import DEFAULT_FIGURES
from core.event.play import reinforce
from core.layout import figure_cell
from madn_qt.board import flat_board
from madn_qt.board.flat_board import FlatBoardView
from madn_qt.board.places import Spot, goal_spots, house_spots
from madn_qt.texts import SEAT_RGB
from tests.madn_qt.board.test_event_figures import knocked_out
from tests.madn_qt.board.test_grown_places import _fill_point
from tests.madn_qt.board.test_view_grown import _start


@pytest.fixture
def board(qtbot: QtBot) -> Iterator[FlatBoardView]:
    b = FlatBoardView()
    qtbot.addWidget(b)
    b.resize(720, 720)
    b.set_home_seat(0)
    b.set_position(_start())
    b.show()
    qtbot.waitExposed(b)
    yield b
    b.close()


def _colour(board: FlatBoardView, point: tuple[float, float]) -> np.ndarray:
    image = board.grab().toImage()
    p = board._to_screen(*point)
    c = QColor(image.pixelColor(int(p.x()), int(p.y())))
    return np.array([c.red(), c.green(), c.blue()], dtype=int)


def _body(point: tuple[float, float]) -> tuple[float, float]:
    """A point of a figure's disc at ``point`` beside its symbol."""
    return point[0] + 0.17, point[1] + 0.17


def _rgb(name: str, lighter: int = 100) -> np.ndarray:
    c = QColor(name).lighter(lighter)
    return np.array([c.red(), c.green(), c.blue()], dtype=int)


def _place_paint(board: FlatBoardView, spot: Spot) -> bool:
    """Whether ``spot`` shows its seat's place paint (the seat's colour, lighter)."""
    colour = _colour(board, _fill_point(spot))
    return bool(np.abs(colour - _rgb(SEAT_RGB[spot.seat], 150)).max() < 12)


def test_a_reinforcement_paints_the_longer_lane_and_the_new_place(
    qtbot: QtBot, board: FlatBoardView
) -> None:
    middle = goal_spots(0, 5)[2]  # between the four-lane's second and third field
    fifth = house_spots(0, 5)[DEFAULT_FIGURES]
    assert not _place_paint(board, middle) and not _place_paint(board, fifth)
    assert all(_place_paint(board, s) for s in goal_spots(0, 4)[:3])  # (the last holds one)
    after, events = reinforce(_start(), [])
    finished: list[bool] = []
    board.animation_finished.connect(lambda: finished.append(True))
    board.play_happenings(events, after)
    assert board.is_animating() and board.fade_share() is not None
    qtbot.waitUntil(lambda: bool(finished), timeout=5000)
    lane = goal_spots(0, 5)
    assert all(_place_paint(board, s) for s in lane[:4])
    # The new figure on its new house place, the goal figure on its place in the longer lane.
    assert board.figure_screen_pos(0, 4) == board._to_screen(*fifth.centre)
    assert board.figure_screen_pos(0, 3) == board._to_screen(*lane[4].centre)
    assert figure_cell(0, 3, after.figures[0][3], 5) == pytest.approx(lane[4].centre)
    centre = _colour(board, _body(fifth.centre))
    assert np.abs(centre - _rgb(SEAT_RGB[0])).max() < 12, centre  # the red figure


def test_reinforcements_new_figure_fades_in(
    qtbot: QtBot, board: FlatBoardView, monkeypatch: pytest.MonkeyPatch
) -> None:
    after, events = reinforce(_start(), [])
    board.set_animation_speed(0.1)  # (a long fade: looked at half way)
    board.play_happenings(events, after)
    fifth = house_spots(0, 5)[DEFAULT_FIGURES]
    monkeypatch.setattr(board, "fade_share", lambda: 0.5)
    half = _colour(board, _body(fifth.centre))
    figure, place = _rgb(SEAT_RGB[0]), _rgb(SEAT_RGB[0], 150)
    assert np.abs(half - (figure + place) / 2).max() < 16, (half, figure, place)


@pytest.mark.parametrize("reduced", [False, True])
def test_a_knocked_out_seats_figures_fade_out(
    qtbot: QtBot, board: FlatBoardView, monkeypatch: pytest.MonkeyPatch, reduced: bool
) -> None:
    board.set_reduced_motion(reduced)
    before = _start()
    on_ring = _body(figure_cell(1, 3, before.figures[1][3]))  # ring field 19: off-white
    blue, field = _rgb(SEAT_RGB[1]), _rgb("#fbf7ec")
    assert np.abs(_colour(board, on_ring) - blue).max() < 12
    after, events = knocked_out(before, 1)
    finished: list[bool] = []
    board.animation_finished.connect(lambda: finished.append(True))
    board.play_happenings(events, after)
    assert sorted(board.leaving_figures()) == [(1, f) for f in range(4)]
    expected = flat_board.REDUCED_FADE_MS if reduced else flat_board.FADE_MS
    assert board._timer.interval() == expected  # (at pace 1)
    with monkeypatch.context() as patch:
        patch.setattr(board, "fade_share", lambda: 0.5)
        half = _colour(board, on_ring)
        if reduced:  # (fading where it stands)
            assert np.abs(half - (blue + field) / 2).max() < 16, half
        else:  # (and rising a little: its lower part already shows the field)
            assert not np.array_equal(half, blue)
    qtbot.waitUntil(lambda: bool(finished), timeout=5000)
    assert board.leaving_figures() == [] and after.figures[1] == ()
    assert np.abs(_colour(board, on_ring) - field).max() < 12
    assert board.figure_screen_pos(1, 0) is None
