"""The dice as pure geometry and state (madn_qt.board.dice, table_die, the die meshes and the
atlas of numbers): which dice a roll is shown with, the D4's and D10's faces and numbers, how
they lie at rest reading from the player's side, where one or two dice rest, and the pieces
the renderer gets."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from PySide6.QtGui import QGuiApplication

from core.chance import Dice
from core.layout import goal_cell, house_cell, ring_cell
from core.rules import Rules
from core.setup import initial_position
from madn_qt.board import camera as cam
from madn_qt.board import dice, die_throw, meshes
from madn_qt.board.dice_atlas import ATLAS_SIZE, paint_atlas
from madn_qt.board.overlay import D4_MESH, D10_MESH, DIE_MESH, kind
from madn_qt.board.pieces import Scene, pieces
from madn_qt.board.table_die import TableDie
from tests.madn_qt.board.atlas_support import coverage as ink_of

SEATS = [None, 0, 1, 2, 3]
FIELDS = (
    [tuple(map(float, ring_cell(f))) for f in range(40)]
    + [goal_cell(s, i) for s in range(4) for i in range(4)]
    + [house_cell(s, i) for s in range(4) for i in range(4)]
)


def frame_point(face: dice.Face, x: float, y: float) -> np.ndarray:
    """The die-local point at ``(x, y)`` of the face's frame (the inverse of its frame_xy)."""
    p: np.ndarray = face.origin + x * face.right + y * face.up
    return p


def _event(dice_in_use: Dice) -> object:
    return initial_position(Rules(event_mode=True), (0, 1, 2, 3)).but(dice=dice_in_use)


def test_a_roll_is_shown_with_the_dice_of_the_position_before_it() -> None:
    classic = initial_position(Rules(), (0, 1, 2, 3))
    assert dice.shown_dice((5,), classic) == (6, 1)
    assert dice.shown_dice((7,), _event(Dice(10))) == (10, 1)  # type: ignore[arg-type]
    assert dice.shown_dice((3,), _event(Dice(4))) == (4, 1)  # type: ignore[arg-type]
    assert dice.shown_dice((2, 9), _event(Dice(10, 2))) == (10, 2)  # type: ignore[arg-type]
    assert dice.shown_dice((6, 6), _event(Dice(6, 2))) == (6, 2)  # type: ignore[arg-type]
    # A pip the position's dice cannot show: the smallest die that shows it (never a D4).
    assert dice.shown_dice((8,), classic) == (10, 1)
    assert dice.shown_dice((5,), _event(Dice(4))) == (6, 1)  # type: ignore[arg-type]
    assert dice.shown_dice((4,), None) == (6, 1)


def test_the_d4_is_a_tetrahedron_whose_faces_carry_their_corners_numbers() -> None:
    d4 = dice.d4()
    assert len(d4.vertices) == 4 and len(d4.faces) == 4
    edges = {
        round(float(np.linalg.norm(a - b)), 6) for a, b in itertools.combinations(d4.vertices, 2)
    }
    assert edges == {round(dice.D4_EDGE, 6)}
    for face in d4.faces:
        numbers = sorted(label.text for label in face.labels if not label.mark)
        assert numbers == sorted(str(c + 1) for c in face.corners)
        assert [label.text for label in face.labels if label.mark] == ["D4"]
        for label in face.labels:
            if label.mark:
                continue
            corner = d4.vertices[int(label.text) - 1]
            x, y = face.frame_xy(corner)
            # written towards its corner, nearer it than the face's middle
            top = (-math.sin(label.angle), math.cos(label.angle))
            assert top[0] * x + top[1] * y == pytest.approx(math.hypot(x, y), rel=1e-6)
            assert math.hypot(x - label.x, y - label.y) < math.hypot(x, y)
    assert sorted(d4.up) == [1, 2, 3, 4]


def test_the_d10_has_ten_flat_kites_numbered_one_to_ten_opposites_adding_to_eleven() -> None:
    d10 = dice.d10()
    assert len(d10.faces) == 10
    numbers = sorted(int(face.labels[0].text) for face in d10.faces)
    assert numbers == list(range(1, 11))
    for face in d10.faces:
        points = d10.vertices[list(face.corners)]
        assert len(points) == 4
        offsets = (points - face.origin) @ face.normal
        assert np.allclose(offsets, 0.0, atol=1e-9)  # flat
        assert float(face.normal @ points.mean(axis=0)) > 0  # outward
        assert [label.text for label in face.labels[1:]] == ["D10"]
        opposite = next(f for f in d10.faces if float(f.normal @ face.normal) < -0.999)
        assert int(face.labels[0].text) + int(opposite.labels[0].text) == 11
    underlined = {face.labels[0].text for face in d10.faces if face.labels[0].underline}
    assert underlined == {"6", "9"}


@pytest.mark.parametrize("sides", [4, 6, 10])
def test_every_value_rests_flat_on_the_board_showing_itself(sides: int) -> None:
    die = dice.shape(sides)
    for value in range(1, sides + 1):
        for turn in (-0.3, 0.0, 0.3):
            r = dice.resting(die, value, (0.0, -1.0), turn)
            assert np.allclose(r @ r.T, np.eye(3), atol=1e-9)
            assert np.linalg.det(r) == pytest.approx(1.0)
            assert dice.top_value(die, r) == value
            assert (r @ die.up[value])[2] == pytest.approx(1.0)
            lowest = float(np.min((r @ die.vertices.T)[2])) + die.rest_height
            assert lowest == pytest.approx(0.0, abs=1e-9)  # on the board, not in it
            if sides == 10:  # lying on a face: three corners or more on the board
                low = np.isclose((r @ die.vertices.T)[2] + die.rest_height, 0.0, atol=1e-9)
                assert low.sum() >= 3
        with pytest.raises(ValueError):
            dice.resting(die, sides + 1, (0.0, -1.0), 0.0)


@pytest.mark.parametrize("seat", SEATS)
def test_a_d10_number_stands_upright_for_the_player(seat: int | None) -> None:
    """The face up carries the value, its number's top away from the player (it reads)."""
    yaw = cam.seat_yaw(seat)
    towards = dice.towards_eye(yaw)
    d10 = dice.d10()
    for value in range(1, 11):
        r = dice.resting(d10, value, towards, 0.0)
        face = d10.face_showing(value)
        assert face is not None and face.labels[0].text == str(value)
        up = r @ face.up
        assert up[0] * towards[0] + up[1] * towards[1] == pytest.approx(-1.0)
        right = r @ face.right  # (and not mirrored: its right is the player's right)
        assert right[0] * math.cos(yaw) + right[1] * math.sin(yaw) == pytest.approx(1.0)


@pytest.mark.parametrize("seat", SEATS)
def test_a_d4_shows_its_value_upright_at_the_top_of_the_face_turned_to_the_player(
    seat: int | None,
) -> None:
    yaw = cam.seat_yaw(seat)
    towards = dice.towards_eye(yaw)
    d4 = dice.d4()
    for value in range(1, 5):
        r = dice.resting(d4, value, towards, 0.0)
        front = max(d4.faces, key=lambda f: float((r @ f.normal)[:2] @ np.array(towards)))
        assert float((r @ front.normal)[:2] @ np.array(towards)) > 0.9  # facing the player
        label = next(lab for lab in front.labels if lab.text == str(value))
        top = (-math.sin(label.angle), math.cos(label.angle))
        up = r @ (top[0] * front.right + top[1] * front.up)
        assert up[2] > 0.9  # its number upright, at the top corner
        others = [lab for lab in front.labels if lab.text != str(value) and not lab.mark]
        height = [float((r @ frame_point(front, lab.x, lab.y))[2]) for lab in others]
        low, high = dice.D4_TOP_RISE
        shown = float((r @ frame_point(front, label.x, label.y))[2])
        assert shown > high and all(h < low for h in height)  # (the shader prints it in full)


def test_the_meshes_are_closed_with_their_numbers_in_their_atlas_cells(
    qapp: QGuiApplication,
) -> None:
    coverage = ink_of(paint_atlas())
    cell = dice.ATLAS_CELL_PIXELS
    for die in (dice.d4(), dice.d10()):
        mesh = meshes.numbered_die(die)
        p = mesh.vertices[:, :3].astype(float)
        tri = mesh.indices.reshape(-1, 3)
        cross = np.cross(p[tri[:, 1]] - p[tri[:, 0]], p[tri[:, 2]] - p[tri[:, 0]])
        assert np.all(np.einsum("ij,ij->i", cross, p[tri].mean(axis=1)) > 0)  # all outward
        printed = mesh.vertices[mesh.vertices[:, 11] > 0]
        expected = meshes.PRINT_TOP_FACE if die.sides == 10 else meshes.PRINT_TOP_CORNER
        assert np.all(printed[:, 11] == expected)
        for face in die.faces:
            on = np.all(np.isclose(printed[:, 3:6], face.normal, atol=1e-6), axis=1)
            uv = printed[on][:, 9:11]
            assert len(uv) == len(face.corners)
            col, row = face.cell % dice.ATLAS_CELLS, face.cell // dice.ATLAS_CELLS
            px, py = uv[:, 0] * ATLAS_SIZE, uv[:, 1] * ATLAS_SIZE
            assert np.all((px > col * cell) & (px < (col + 1) * cell))
            assert np.all((py > row * cell) & (py < (row + 1) * cell))
            # Its cell holds ink (its numbers), and none outside the face's flat part.
            ink = coverage[row * cell : (row + 1) * cell, col * cell : (col + 1) * cell]
            assert ink.max() > 0.99
            rows, cols = np.nonzero(ink > 0.02)
            half = die.frame_half
            xs = ((cols + 0.5) / cell - 0.5) * 2 * half  # (cell pixels -> the face's frame)
            ys = (0.5 - (rows + 0.5) / cell) * 2 * half
            corners = np.array([face.frame_xy(c) for c in uv_corners(die, face)])
            for k in range(len(corners)):
                a, b = corners[k], corners[(k + 1) % len(corners)]
                inside = (b[0] - a[0]) * (ys - a[1]) - (b[1] - a[1]) * (xs - a[0])
                assert np.all(inside > 0.0), (die.sides, face.cell)
    assert kind(D4_MESH) != kind(D10_MESH) != kind(DIE_MESH)


def uv_corners(die: dice.DieShape, face: dice.Face) -> np.ndarray:
    """The corners of a face's flat, printed part (its edges are rounded off)."""
    return meshes._inset(face, die.vertices[list(face.corners)], die.bevel)


@pytest.mark.parametrize("seat", SEATS)
@pytest.mark.parametrize("count", [1, 2])
def test_the_dice_rest_off_every_field_in_the_quarter_nearer_the_player(
    seat: int | None, count: int
) -> None:
    yaw = cam.seat_yaw(seat)
    spots = dice.rest_spots(yaw, count)
    assert len(spots) == count
    towards = dice.towards_eye(yaw)
    for x, y in spots:
        assert x * towards[0] + y * towards[1] > 0  # the quarter on the player's side
        assert abs(x) > 1.5 and abs(y) > 1.5 and x * y < 0  # inside it, the track's not there
        for fx, fy in FIELDS:  # the widest die (the D4, 0.71 to a corner) over no field
            assert math.hypot(x - fx, y - fy) > 0.4 + 0.71 * 0.95, ((x, y), (fx, fy))
    if count == 2:
        (ax, ay), (bx, by) = spots
        assert math.hypot(ax - bx, ay - by) > 2 * 0.71  # apart, whichever way they turn
        right = (math.cos(yaw), math.sin(yaw))
        across = (bx - ax) * right[0] + (by - ay) * right[1]
        assert across > 0.3  # side by side: the second to the right of the first


@pytest.mark.parametrize("sides", [4, 10])
def test_a_numbered_die_throw_settles_showing_its_value(sides: int) -> None:
    for value in range(1, sides + 1):
        roll = die_throw.die_roll((value,), seed=value, sides=sides, yaw=0.4)
        pos, orientation = roll.pose(roll.duration)
        assert die_throw.top_value(orientation, sides) == value
        assert pos[2] == pytest.approx(dice.shape(sides).rest_height)
        start, _ = roll.pose(0.0)
        assert start[2] > 1.0
    with pytest.raises(ValueError):
        die_throw.die_roll((5,), seed=1, sides=4)
    with pytest.raises(ValueError):
        die_throw.die_roll((11,), seed=1, sides=10)
    assert die_throw.die_roll((3, 9), seed=1, sides=10, index=1).value == 9


def test_the_table_throws_two_dice_side_by_side_and_lands_them() -> None:
    table = TableDie()
    table.throw((7, 10), 1.0, False, 2, sides=10)
    assert table.rolling and (table.sides, table.count, table.values) == (10, 2, [7, 10])
    drawn = table.pieces()
    assert [p.mesh for p in drawn] == [D10_MESH, D10_MESH]
    assert len({p.key for p in drawn}) == 2
    assert table.rolls[0].side == table.rolls[1].side != 0  # thrown together, from one side
    while not table.advance(0.05):
        pass
    spots = dice.rest_spots(cam.seat_yaw(2), 2)
    for (model, lift), spot, value in zip(table.models(), spots, (7, 10), strict=True):
        assert (model[0, 3], model[1, 3]) == pytest.approx(spot)
        assert lift == pytest.approx(0.0)
        assert dice.top_value(dice.d10(), model[:3, :3]) == value
    # A classic game after it: one D6 again, at the one die's spot.
    table.classic()
    assert (table.sides, table.count) == (6, 1)
    assert [p.mesh for p in table.pieces()] == [DIE_MESH]
    # The next single roll of a D4 takes the second die off the table.
    table.throw((2, 3), 1.0, True, None, sides=4)
    table.throw((3,), 1.0, True, None, sides=4)
    table.land()
    assert [p.mesh for p in table.pieces()] == [D4_MESH]
    assert die_throw.top_value(table.rest, 4) == 3


def test_the_dice_turn_to_read_for_another_player_without_changing_their_values() -> None:
    table = TableDie()
    table.throw((9,), 1.0, True, 0, sides=10)
    table.land()
    table.seen_from(2)
    model, _ = table.model()
    face = dice.d10().face_showing(9)
    assert face is not None
    up = model[:3, :3] @ face.up
    towards = dice.towards_eye(cam.seat_yaw(2))
    assert up[0] * towards[0] + up[1] * towards[1] < -0.9
    assert dice.top_value(dice.d10(), model[:3, :3]) == 9


def test_the_scene_draws_the_dice_it_is_given() -> None:
    table = TableDie()
    table.throw((1, 4), 1.0, True, None, sides=4)
    model, lift = table.model()
    scene = Scene(
        position=None,
        timeline=None,
        timeline_time=0.0,
        animating=False,
        movable=frozenset(),
        hinted=None,
        focused=None,
        focus_target=None,
        glow=0.0,
        celebration=None,
        celebration_time=0.0,
        bird=None,
        scene_time=0.0,
        die_model=model,
        die_lift=lift,
        dice=table.pieces(),
    )
    assert [p.key for p in pieces(scene) if p.mesh == D4_MESH] == ["die", "die-2"]
