"""The game's marks on the board (madn_qt.board.marks): which fields get stars, where the
construction paths run and where their arrows point; and the marked board picture as a layer
over the plain one (textures, static_scene). No GL."""

from __future__ import annotations

import dataclasses
import itertools
import math

import numpy as np
import pytest
from PySide6.QtGui import QImage

from core.board import CROSSINGS, FIELDS_PER_SEAT, LAST_RING, RING_SIZE, STAR_FIELDS, ring_field
from core.chance import ChanceKind, Draw
from core.engine import apply
from core.event.construction import DETOUR, PAIRS, SHORTCUT, Paths
from core.layout import ring_cell
from core.position import Position
from core.rules import Rules
from core.setup import initial_position
from madn_qt.board import path_routes
from madn_qt.board.marks import STAR_OUTER, BoardMarks, board_marks, field_side, star_points
from madn_qt.board.path_routes import (
    CLEAR_MIN,
    LATTICE_REACH,
    PATH_RIM,
    chevrons,
    clearances,
    end_direction,
    length,
    path_marks,
    point_along,
    shortened,
)

SEATS = (0, 1, 2, 3)


def event_position(paths: Paths, rules: Rules | None = None) -> Position:
    """The start of an event-mode game once its first construction pair is drawn."""
    start = initial_position(rules or Rules(event_mode=True), SEATS)
    after, _ = apply(start, Draw(ChanceKind.PATHS, PAIRS.index(paths)))
    return after


def centre(field: int) -> tuple[float, float]:
    """Ring ``field``'s centre as a board point."""
    x, y = ring_cell(field)
    return float(x), float(y)


def with_paths(position: Position, paths: Paths) -> Position:
    """``position`` after a construction event drew ``paths``."""
    assert position.event_state is not None
    return position.but(event_state=dataclasses.replace(position.event_state, paths=paths))


# --- which marks a position shows ------------------------------------------------------------


def test_a_classic_game_shows_only_the_railway_if_its_rules_have_it() -> None:
    assert board_marks(None) == BoardMarks()
    classic = board_marks(initial_position(Rules(), SEATS))
    assert classic == BoardMarks(railway=True) and classic.plain
    without = board_marks(initial_position(Rules(railway=False), SEATS))
    assert without == BoardMarks(railway=False) and without.plain


def test_event_mode_shows_the_twelve_star_fields_and_the_pair_drawn() -> None:
    start = initial_position(Rules(event_mode=True), SEATS)
    assert start.event_state is not None and start.event_state.paths is None
    before = board_marks(start)  # (the first pair not drawn yet)
    assert before.stars == STAR_FIELDS and before.paths is None and not before.plain
    shown = board_marks(event_position(Paths(11, 25)))
    assert shown == BoardMarks(railway=True, stars=STAR_FIELDS, paths=Paths(11, 25))
    moved = board_marks(with_paths(event_position(Paths(11, 25)), Paths(32, 8)))
    assert moved.paths == Paths(32, 8) and moved != shown
    no_rail = board_marks(event_position(Paths(11, 25), Rules(event_mode=True, railway=False)))
    assert not no_rail.railway and no_rail.stars == STAR_FIELDS


# --- stars -----------------------------------------------------------------------------------


def test_three_stars_a_quarter_on_no_start_entrance_or_crossing() -> None:
    assert len(set(STAR_FIELDS)) == 12
    for quarter in range(4):
        inside = [f for f in STAR_FIELDS if f // FIELDS_PER_SEAT == quarter]
        assert len(inside) == 3
    starts = {FIELDS_PER_SEAT * s for s in SEATS}
    entrances = {ring_field(s, LAST_RING) for s in SEATS}
    assert not set(STAR_FIELDS) & (starts | entrances | set(CROSSINGS))


@pytest.mark.parametrize("field", STAR_FIELDS)
def test_each_star_sits_on_its_field_with_a_point_towards_the_centre(field: int) -> None:
    points = star_points(field)
    cx, cy = ring_cell(field)
    assert len(points) == 10
    radii = [math.hypot(x - cx, y - cy) for x, y in points]
    assert radii[0::2] == pytest.approx([STAR_OUTER] * 5)  # the points ...
    assert max(radii[1::2]) < STAR_OUTER / 2  # ... and the inner corners
    # The first point faces the centre for the player on that side (seat 0 sits at -x).
    up = [(1.0, 0.0), (0.0, -1.0), (-1.0, 0.0), (0.0, 1.0)][field_side(field)]
    first = ((points[0][0] - cx) / STAR_OUTER, (points[0][1] - cy) / STAR_OUTER)
    assert first == pytest.approx(up, abs=1e-9)


def test_a_fields_side_is_the_arm_it_lies_on() -> None:
    assert [field_side(f) for f in (0, 4, 5, 9, 10, 14, 15, 39)] == [0, 0, 1, 1, 1, 1, 2, 0]
    for field in range(RING_SIZE):  # a side's arm: the ring fields nearest that edge
        x, y = ring_cell(field)
        edge = [-x, y, x, -y][field_side(field)]
        assert edge >= 1, field


# --- paths -----------------------------------------------------------------------------------


def _lines() -> dict[tuple[int, int], tuple[tuple[float, float], ...]]:
    """Every path line any construction pair draws, by (junction, end)."""
    found = {}
    for pair in PAIRS:
        for mark in path_marks(pair):
            found[(mark.junction, mark.end)] = mark.line
    return found


def test_the_shortcut_runs_four_fields_forward_the_detour_three_back() -> None:
    shortcut, detour = path_marks(Paths(11, 25))
    assert (shortcut.kind, shortcut.junction, shortcut.end) == (SHORTCUT, 11, 15)
    assert (detour.kind, detour.junction, detour.end) == (DETOUR, 25, 22)
    shortcut, detour = path_marks(Paths(37, 21))  # round the ring's end
    assert (shortcut.junction, shortcut.end, detour.junction, detour.end) == (37, 1, 21, 18)


def test_every_path_runs_from_its_junctions_rim_to_its_ends_rim_round_the_other_fields() -> None:
    lines = _lines()
    assert len(lines) == 64  # 32 shortcuts and 32 detours, whichever pair they come in
    for (junction, end), line in lines.items():
        start, goal = ring_cell(junction), ring_cell(end)
        assert math.dist(line[0], start) == pytest.approx(PATH_RIM, abs=1e-3)
        assert math.dist(line[-1], goal) == pytest.approx(PATH_RIM, abs=1e-3)
        points = np.array(line)
        # never back over its own fields, on the board inside its frame, clear of the rest
        assert np.hypot(*(points - start).T).min() >= PATH_RIM - 1e-3, (junction, end)
        assert np.hypot(*(points - goal).T).min() >= PATH_RIM - 1e-3, (junction, end)
        assert np.abs(points).max() <= LATTICE_REACH, (junction, end)
        ends = tuple(sorted({junction, end}))
        assert clearances(points, ends).min() >= CLEAR_MIN, (junction, end)
        # a smooth line: no step turns by more than 40 degrees
        steps = np.diff(points, axis=0)
        steps = steps[np.hypot(*steps.T) > 1e-6]
        unit = steps / np.hypot(*steps.T)[:, None]
        turns = np.degrees(np.arccos(np.clip((unit[1:] * unit[:-1]).sum(1), -1.0, 1.0)))
        assert turns.max() < 40.0, (junction, end, turns.max())


def test_paths_keep_well_clear_except_round_the_end_of_an_arm() -> None:
    """Beside the ring there is open wood, and a path keeps a quarter field from every field;
    only one that goes round the outer end of an arm (the three fields across it, the goal
    entrance in the middle) must squeeze between two fields somewhere."""
    entrances = {ring_field(s, LAST_RING) for s in SEATS}
    for (junction, end), line in _lines().items():
        forward = (end - junction) % RING_SIZE < RING_SIZE // 2
        low, high = (junction, end) if forward else (end, junction)
        span = {(low + k) % RING_SIZE for k in range((high - low) % RING_SIZE + 1)}
        room = clearances(np.array(line), tuple(sorted({junction, end}))).min()
        if not span & entrances:
            assert room >= 0.25, (junction, end, room)
        else:
            assert room >= CLEAR_MIN, (junction, end, room)


def test_the_arrows_point_from_the_junction_to_the_end() -> None:
    for (junction, end), line in _lines().items():
        arrows = chevrons(line)
        assert len(arrows) >= 1
        total = length(line)
        along = []
        for point, direction in arrows:
            assert math.hypot(*direction) == pytest.approx(1.0)
            # on the line: the point at some distance along it
            distance = min(
                (abs(math.dist(point_along(line, s)[0], point)), s)
                for s in np.linspace(0.0, total, 400)
            )[1]
            along.append(distance)
            ahead, _ = point_along(line, min(distance + 0.05, total))
            step = (ahead[0] - point[0], ahead[1] - point[1])
            assert step[0] * direction[0] + step[1] * direction[1] > 0, (junction, end)
        assert along == sorted(along) and min(along) > 0.3 and max(along) < total - 0.3
        # The arrowhead at the end points into the end field.
        dx, dy = end_direction(line)
        gx, gy = ring_cell(end)
        into = ((gx - line[-1][0]) / PATH_RIM, (gy - line[-1][1]) / PATH_RIM)
        assert dx * into[0] + dy * into[1] > 0.7, (junction, end)


def test_long_paths_carry_more_arrows() -> None:
    lines = _lines()
    by_length = sorted(lines.values(), key=length)
    assert len(chevrons(by_length[-1])) > len(chevrons(by_length[0]))
    for line in lines.values():
        spots = [p for p, _ in chevrons(line)]
        for a, b in itertools.pairwise(spots):
            assert math.dist(a, b) > 0.4  # spread along the line, not bunched


def test_a_shortened_line_stops_that_far_before_its_end() -> None:
    line = path_routes.route_line(11, 15)
    cut = shortened(line, 0.2)
    assert cut[0] == line[0]
    assert length(cut) == pytest.approx(length(line) - 0.2, abs=1e-6)


def test_a_construction_event_moves_the_paths() -> None:
    before = path_marks(Paths(11, 25))
    after = path_marks(Paths(32, 8))
    assert {(m.junction, m.end) for m in before} == {(11, 15), (25, 22)}
    assert {(m.junction, m.end) for m in after} == {(32, 36), (8, 5)}
    assert all(a.line != b.line for a, b in zip(before, after, strict=True))


# --- the picture: a layer over the plain board ---------------------------------------------------


def _rgba(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGBA8888)
    data = np.frombuffer(image.constBits(), np.uint8, image.sizeInBytes()).copy()
    return data.reshape(image.height(), image.bytesPerLine() // 4, 4)[:, : image.width()]


def test_the_classic_picture_is_the_plain_one(qapp: object) -> None:
    from madn_qt.board.static_scene import board_picture, marked_picture

    for railway in (True, False):
        assert marked_picture(BoardMarks(railway=railway)) is board_picture(railway)


def test_marks_are_painted_over_the_plain_picture_only_where_they_are(qapp: object) -> None:
    from madn_qt.board.textures import BOARD_HALF, paint_board, paint_marks_on

    size = 384
    plain = paint_board(size)
    shown = BoardMarks(True, STAR_FIELDS, Paths(11, 25))
    marked = plain.copy()
    paint_marks_on(marked, shown)
    changed = np.abs(_rgba(marked).astype(int) - _rgba(plain).astype(int)).max(axis=2) > 8
    rows, cols = np.nonzero(changed)
    scale = size / (2 * BOARD_HALF)
    xy = np.stack([(cols + 0.5) / scale - BOARD_HALF, (rows + 0.5) / scale - BOARD_HALF], 1)
    near = np.zeros(len(xy), dtype=bool)
    for field in STAR_FIELDS:
        near |= np.hypot(*(xy - ring_cell(field)).T) < STAR_OUTER + 0.08
    for mark in path_marks(Paths(11, 25)):
        for point in mark.line:
            near |= np.hypot(*(xy - point).T) < 0.36
    assert near.all()  # nothing else of the board changed
    for field in STAR_FIELDS:  # and every star is there
        assert (np.hypot(*(xy - ring_cell(field)).T) < 0.2).sum() > 10
