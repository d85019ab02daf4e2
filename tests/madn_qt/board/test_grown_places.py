"""Event mode's grown houses and goal lanes (madn_qt.board.marks, textures): Reinforcement's
extra house places and goal places are drawn where core.layout puts the figures, every figure of
a seat with 4 to 8 figures stands on a drawn spot, no two spots overlap and none runs into the
ring, another lane, a start arrow or a construction path; the picture over the plain board is
the board painted with those places. No GL."""

from __future__ import annotations

import dataclasses
import itertools
import math

import numpy as np
import pytest

from core.board import DEFAULT_FIGURES, GOAL_START, HOUSE, RING_SIZE, SEAT_COUNT
from core.event.construction import PAIRS, Paths
from core.event.play import reinforce
from core.layout import figure_cell, goal_cell, house_cell, ring_cell
from core.position import Position
from core.rules import Rules
from core.setup import initial_position
from madn_qt import palette
from madn_qt.board.marks import EMBLEM_RADIUS, FIELD_RADIUS, BoardMarks, board_marks, turn
from madn_qt.board.path_routes import path_marks
from madn_qt.board.places import (
    MOST_PLACES,
    Spot,
    figure_scale,
    figure_spot_scale,
    goal_spots,
    house_scale,
    house_spots,
)
from tests.madn_qt.board.test_marks import _rgba, event_position

PLACES = range(DEFAULT_FIGURES, MOST_PLACES + 1)
FIRST = Paths(1, 18)


def grown(position: Position, seat: int, times: int) -> Position:
    """``position`` after ``times`` Reinforcement events of ``seat`` (core's own)."""
    turn = position.turn
    for _ in range(times):
        position, _ = reinforce(position.but(turn=seat), [])
    return position.but(turn=turn)


def inside_any(spots: tuple[Spot, ...], points: object, margin: float) -> bool:
    """Whether any of ``points`` lies inside any of ``spots`` grown by ``margin``
    (:meth:`Spot.contains` for every pair at once)."""
    xy = np.asarray(points, dtype=float).reshape(-1, 1, 2)
    centre = np.array([s.centre for s in spots])
    axis = np.array([s.axis for s in spots])
    d = xy - centre
    u = d[..., 0] * axis[:, 0] + d[..., 1] * axis[:, 1]
    v = -d[..., 0] * axis[:, 1] + d[..., 1] * axis[:, 0]
    along = np.array([s.along for s in spots]) + margin
    across = np.array([s.across for s in spots]) + margin
    return bool(np.any((u / along) ** 2 + (v / across) ** 2 <= 1.0))


def ring_spots() -> list[Spot]:
    return [
        Spot(-1, "ring", f, (float(x), float(y)), FIELD_RADIUS, FIELD_RADIUS, (1.0, 0.0))
        for f in range(RING_SIZE)
        for x, y in [ring_cell(f)]
    ]


def overlap(a: Spot, b: Spot, margin: float = 0.0) -> bool:
    """Whether two spots (ovals) come closer than ``margin``: a point of either's rim inside
    the other grown by it. (Two ovals whose centres lie further apart than their longest
    radii and the margin cannot: such pairs are passed over.)"""
    reach = max(a.along, a.across) + max(b.along, b.across) + 2.0 * margin
    if math.dist(a.centre, b.centre) > reach:
        return False
    return any(b.contains(p, margin) for p in a.outline(64)) or any(
        a.contains(p, margin) for p in b.outline(64)
    )


# --- which places a position shows -------------------------------------------------------------


def test_reinforcement_grows_the_seats_places_on_the_board() -> None:
    start = event_position(FIRST)
    assert board_marks(start).grown == ()
    once = grown(start, 2, 1)
    assert once.goal_sizes[2] == 5 and len(once.figures[2]) == 5
    marks = board_marks(once)
    assert marks.grown == ((2, 5),) and not marks.plain
    assert [marks.places(s) for s in range(SEAT_COUNT)] == [4, 4, 5, 4]
    twice = board_marks(grown(once, 0, 2))
    assert twice.grown == ((0, 6), (2, 5)) and twice != marks
    # A classic game of four figures shows none (its marks stay the plain board's).
    assert board_marks(initial_position(Rules(), (0, 1, 2, 3))).grown == ()


def test_a_knocked_out_seat_keeps_its_places() -> None:
    position = grown(event_position(FIRST), 1, 2)
    out = position.but(figures=tuple(() if s == 1 else r for s, r in enumerate(position.figures)))
    assert board_marks(out).places(1) == 6


# --- every figure on a drawn spot ----------------------------------------------------------------


@pytest.mark.parametrize("places", PLACES)
def test_every_figure_of_a_seat_stands_on_a_drawn_spot(places: int) -> None:
    """A seat of ``places`` figures: each figure's cell, in the house and on every goal place,
    is the centre of a spot the board draws, and the spot holds its foot."""
    for seat in range(SEAT_COUNT):
        houses = house_spots(seat, places)
        goals = goal_spots(seat, places)
        assert len(houses) == len(goals) == places
        for figure in range(places):
            home = figure_cell(seat, figure, HOUSE, places)
            assert houses[figure].centre == pytest.approx(home)
            for index in range(places):
                at = figure_cell(seat, figure, GOAL_START + index, places)
                assert goals[index].centre == pytest.approx(at)
                assert goals[index].contains(at)
        for spot in goals:  # the pawn's foot (shrunk in a long lane) stays on its spot
            foot = 0.305 * figure_scale(places)
            assert foot <= spot.along + 0.02 and foot <= spot.across


def test_the_figures_of_a_reinforced_game_stand_on_spots() -> None:
    """Real Reinforcement events (core) up to eight figures, figures in house and goal."""
    position = event_position(FIRST)
    for k in range(MOST_PLACES - DEFAULT_FIGURES):
        seat = k % SEAT_COUNT
        position = grown(position, seat, 1 + k // SEAT_COUNT)
    marks = board_marks(position)
    for seat, row in enumerate(position.figures):
        places = marks.places(seat)
        spots = house_spots(seat, places) + goal_spots(seat, places)
        size = position.goal_sizes[seat]
        for figure in range(len(row)):
            for progress in (HOUSE, *range(GOAL_START, GOAL_START + size)):
                at = figure_cell(seat, figure, progress, size)
                assert any(math.dist(s.centre, at) < 1e-9 for s in spots), (seat, figure, progress)


@pytest.mark.parametrize("places", PLACES)
def test_no_two_spots_overlap_nor_touch_the_ring_the_emblem_or_other_lanes(places: int) -> None:
    spots = [s for seat in range(SEAT_COUNT) for s in house_spots(seat, places)]
    spots += [s for seat in range(SEAT_COUNT) for s in goal_spots(seat, places)]
    everything = spots + ring_spots()
    for a, b in itertools.combinations(everything, 2):
        assert not overlap(a, b, 0.02), (a, b)
    emblem = Spot(-1, "emblem", 0, (0.0, 0.0), EMBLEM_RADIUS, EMBLEM_RADIUS, (1.0, 0.0))
    for spot in spots:
        assert not overlap(spot, emblem), spot
    # On the board, inside its painted frame.
    for spot in spots:
        assert max(abs(c) for p in spot.outline() for c in p) < 5.6


def test_a_longer_lane_stays_in_the_lanes_room_innermost_place_first() -> None:
    """A grown lane's places lie between the entrance field and the innermost field's inner
    rim, no wider than the four-lane, the innermost place the deepest."""
    for seat in range(SEAT_COUNT):
        up = turn(1.0, 0.0, seat)
        for places in range(DEFAULT_FIGURES + 1, 28):
            lane = goal_spots(seat, places)
            depth = [s.centre[0] * up[0] + s.centre[1] * up[1] for s in lane]
            assert max(depth) == pytest.approx(depth[-1])  # the innermost place
            for spot in lane:
                lx, ly = turn(*spot.centre, -seat)
                assert lx - spot.along >= -4.55 and lx + spot.along <= -0.6 + 1e-9
                assert abs(ly) + spot.across <= 0.41 + 1e-9


def test_the_start_arrows_and_the_paths_keep_off_every_place() -> None:
    from madn_qt.board.textures import start_arrow

    for places in PLACES:
        for seat in range(SEAT_COUNT):
            spots = house_spots(seat, places) + goal_spots(seat, places)
            (ax, ay), (cx, cy), (bx, by) = start_arrow(places)
            for t in np.linspace(0.0, 1.0, 40):
                x = (1 - t) ** 2 * ax + 2 * (1 - t) * t * cx + t * t * bx
                y = (1 - t) ** 2 * ay + 2 * (1 - t) * t * cy + t * t * by
                for _ in range(seat):
                    x, y = y, -x
                assert not any(s.contains((x, y), 0.07) for s in spots), (places, seat, t)
    spots = tuple(
        s
        for seat in range(SEAT_COUNT)
        for s in house_spots(seat, MOST_PLACES) + goal_spots(seat, MOST_PLACES)
    )
    for pair in PAIRS:
        for mark in path_marks(pair):
            assert not inside_any(spots, mark.line, 0.08), (mark.junction, mark.end)


def test_a_figure_shrinks_only_in_a_lane_too_close_for_its_foot() -> None:
    assert figure_scale(4) == figure_scale(5) == 1.0
    assert figure_scale(26) < figure_scale(16) < figure_scale(8) <= 1.0
    for seat in range(SEAT_COUNT):
        inner = goal_cell(seat, 7, 8)
        assert figure_spot_scale(seat, *inner, 8) == pytest.approx(figure_scale(8))
        ex, ey = ring_cell(10 * seat - 1)
        assert figure_spot_scale(seat, float(ex), float(ey), 8) == 1.0  # the ring's size
        home = house_cell(seat, 7, 26)
        assert house_scale(26) < 1.0
        assert figure_spot_scale(seat, *home, 26) == pytest.approx(house_scale(26))
        # another seat's lane does not shrink it
        other = goal_cell((seat + 1) % SEAT_COUNT, 3, 8)
        assert figure_spot_scale(seat, *other, 8) == 1.0


# --- the picture ---------------------------------------------------------------------------------


def _paint_at(image: np.ndarray, x: float, y: float, size: int) -> np.ndarray:
    from madn_qt.board.textures import BOARD_HALF

    scale = size / (2 * BOARD_HALF)
    col, row = int((x + BOARD_HALF) * scale), int((y + BOARD_HALF) * scale)
    return image[row, col, :3].astype(int)


def _fill_point(spot: Spot) -> tuple[float, float]:
    """A point of the spot's paint, clear of its symbol and letter (on the letter's side of a
    grown lane's oval, beyond the letter)."""
    (x, y), (ux, uy) = spot.centre, spot.axis
    rx, ry = uy, -ux  # the player's right
    return x + rx * spot.across * 0.7, y + ry * spot.across * 0.7


@pytest.mark.parametrize("places", [(5, 4, 4, 4), (6, 4, 8, 4), (4, 7, 4, 6)])
def test_the_grown_picture_is_the_board_painted_with_those_places(
    qapp: object, places: tuple[int, ...]
) -> None:
    """Over a copy of the plain picture the marks layer paints exactly the board with the grown
    places (painted again only inside the rectangles they touch), and each place shows its
    seat's paint where core puts its figures."""
    from madn_qt.board.textures import paint_board, paint_marks_on

    size = 768
    plain = paint_board(size)
    marks = BoardMarks(grown=tuple((s, n) for s, n in enumerate(places) if n > DEFAULT_FIGURES))
    marked = plain.copy()
    paint_marks_on(marked, marks)
    shown = _rgba(marked).astype(int)
    full = _rgba(paint_board(size, True, places)).astype(int)
    assert np.abs(shown - full).max() <= 8
    before = _rgba(plain).astype(int)
    for seat, count in enumerate(places):
        paint = np.array(palette.SEAT_PAINT[seat]) * 255
        for spot in goal_spots(seat, count) + house_spots(seat, count):
            colour = _paint_at(shown, *_fill_point(spot), size)
            assert np.abs(colour - paint).max() < 40, (seat, spot.kind, spot.index, colour)
        if count > DEFAULT_FIGURES:
            # A goal place of the grown lane between two of the four-lane's fields: wood before.
            middle = goal_spots(seat, count)[count // 2]
            if all(math.dist(middle.centre, s.centre) > 0.45 for s in goal_spots(seat, 4)):
                old = _paint_at(before, *_fill_point(middle), size)
                assert np.abs(old - paint).max() > 60, (seat, old)


def test_a_grown_lane_letters_its_places_on_from_the_entrance() -> None:
    from madn_qt.board.textures import GOAL_LETTERS, goal_letter

    assert [goal_letter(i) for i in range(8)] == list("abcdefgh")
    assert GOAL_LETTERS == "abcd"


def test_marks_of_an_event_game_carry_the_grown_places(qapp: object) -> None:
    """The 3D board's picture for a reinforced position: the plain one with the marks layer
    (stars, paths and the grown places), one picture per set of marks."""
    from madn_qt.board.static_scene import marked_picture

    position = grown(event_position(FIRST), 3, 1)
    marks = board_marks(position)
    assert marks.grown == ((3, 5),)
    picture = marked_picture(marks)
    assert picture is marked_picture(dataclasses.replace(marks))  # (kept)
    assert picture != marked_picture(dataclasses.replace(marks, grown=()))
