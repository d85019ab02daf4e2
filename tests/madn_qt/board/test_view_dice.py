"""The dice on the real 3D board (Xvfb, llvmpipe): a D10's roll reads its number on the face
up, a D4's at the top of the face turned to the player, a roll of two dice shows two dice, and
a classic game gets its D6 back. The numbers are read off the framebuffer: each candidate
number is painted as the atlas paints it, mapped onto the die's face where the board drew it,
and the drawn pixels must be dark where that number has ink and light where it has none; the
number rolled must fit far better than every other."""

from __future__ import annotations

import dataclasses
import itertools
import math

import numpy as np
import pytest
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from core.chance import Dice
from core.position import Position
from core.rules import Rules
from core.setup import initial_position
from madn_qt.board import BoardView, dice, meshes
from madn_qt.board import camera as cam
from madn_qt.board.dice_atlas import paint_atlas
from madn_qt.board.overlay import D4_MESH, D10_MESH, DIE_MESH
from tests.madn_qt.board.atlas_support import coverage
from tests.madn_qt.board.clock_support import still_picture
from tests.madn_qt.board.view_support import ViewSetup

pytestmark = pytest.mark.gl


def _event(dice_in_use: Dice) -> Position:
    return initial_position(Rules(event_mode=True), (0, 1, 2, 3)).but(dice=dice_in_use)


@pytest.fixture
def view_setup() -> ViewSetup:
    return ViewSetup(initial_position(Rules(), (0, 1, 2, 3)), size=(640, 520), animation_speed=40.0)


def _roll(qtbot: QtBot, view: BoardView, position: Position, pips: tuple[int, ...]) -> None:
    view.set_position(position)
    with qtbot.waitSignal(view.animation_finished, timeout=10000):
        view.roll_die(pips)


def _close_up(qtbot: QtBot, view: BoardView, elevation: float, distance: float) -> QImage:
    """The camera close over the dice from the player's side; the picture drawn."""
    models = [m for m, _ in view._die.models()]
    x = sum(m[0, 3] for m in models) / len(models)
    y = sum(m[1, 3] for m in models) / len(models)
    camera = cam.Camera(
        yaw=cam.seat_yaw(view.home_seat()),
        elevation=math.radians(elevation),
        distance=distance,
        target=(float(x), float(y), 0.3),
        shift_y=0.0,
    )
    view._cameras.put(camera)
    painted = len(view.paint_times)
    view.update()
    qtbot.waitUntil(lambda: len(view.paint_times) > painted, timeout=5000)
    return still_picture(qtbot, view)  # (and the refined picture)


def _luminance(image: QImage, points: np.ndarray) -> np.ndarray:
    """Luminance 0..1 of the picture at widget pixels ``points`` (N, 2)."""
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    w, h = image.width(), image.height()
    raw = np.frombuffer(image.constBits(), dtype=np.uint8).reshape(h, image.bytesPerLine())
    rgb = raw[:, : w * 3].reshape(h, w, 3).astype(np.float64) / 255.0
    xs = np.clip(np.round(points[:, 0]).astype(int), 0, w - 1)
    ys = np.clip(np.round(points[:, 1]).astype(int), 0, h - 1)
    luminance: np.ndarray = rgb[ys, xs] @ np.array([0.299, 0.587, 0.114])
    return luminance


def _fit(
    view: BoardView,
    image: QImage,
    die: dice.DieShape,
    face: dice.Face,
    label: dice.Label,
    model: np.ndarray,
    text: str,
) -> float:
    """How well the drawn face shows ``label`` reading ``text``: the pixels' mean luminance
    where that text has no ink minus where it has ink, round the label (0: no sign of it)."""
    variant = dataclasses.replace(
        label, text=text, underline=text in ("6", "9") and die.sides == 10
    )
    alone = dataclasses.replace(face, labels=(variant,))
    cell = dice.ATLAS_CELL_PIXELS
    col, row = face.cell % dice.ATLAS_CELLS, face.cell // dice.ATLAS_CELLS
    ink = coverage(paint_atlas([(die, alone)]))[
        row * cell : (row + 1) * cell, col * cell : (col + 1) * cell
    ]
    rows, cols = np.mgrid[0:cell:2, 0:cell:2]
    rows, cols = rows.ravel(), cols.ravel()
    half = die.frame_half
    xs = ((cols + 0.5) / cell - 0.5) * 2 * half  # cell pixels -> the face's frame
    ys = (0.5 - (rows + 0.5) / cell) * 2 * half
    near = np.hypot(xs - label.x, ys - label.y) < label.size * 0.9
    flat = meshes._inset(face, die.vertices[list(face.corners)], die.bevel * 1.6)
    corners = np.array([face.frame_xy(c) for c in flat])
    for k in range(len(corners)):
        a, b = corners[k], corners[(k + 1) % len(corners)]
        near &= (b[0] - a[0]) * (ys - a[1]) - (b[1] - a[1]) * (xs - a[0]) > 0
    value = ink[rows, cols]
    inked, bare = near & (value > 0.9), near & (value < 0.02)
    local = face.origin + xs[:, None] * face.right + ys[:, None] * face.up
    world = local @ model[:3, :3].T + model[:3, 3]
    clip = np.concatenate([world, np.ones((len(world), 1))], 1) @ view._view_projection().T
    ndc = clip[:, :2] / clip[:, 3:4]
    pixels = np.stack(
        [(ndc[:, 0] * 0.5 + 0.5) * view.width(), (0.5 - ndc[:, 1] * 0.5) * view.height()], 1
    )
    seen = _luminance(image, pixels)
    assert inked.sum() > 40 and bare.sum() > 40
    return float(seen[bare].mean() - seen[inked].mean())


def _reads(fits: dict[int, float], value: int, lead: float = 0.12) -> None:
    """The number rolled fits best, with a clear contrast and ``lead`` over the next best."""
    best = max(fits, key=lambda n: fits[n])
    others = max(f for n, f in fits.items() if n != value)
    assert best == value and fits[value] > 0.3 and fits[value] - others > lead, fits


@pytest.mark.parametrize("seat", [None, 2])
def test_a_d10_roll_of_7_shows_a_ten_sided_die_reading_7(
    qtbot: QtBot, view: BoardView, seat: int | None
) -> None:
    view.set_home_seat(seat)
    _roll(qtbot, view, _event(Dice(10)), (7,))
    assert view.dice_shown() == (10, (7,))
    drawn = [p for p in view._pieces() if p.key in ("die", "die-2")]
    assert [p.mesh for p in drawn] == [D10_MESH]
    image = _close_up(qtbot, view, 62.0, 3.2)
    model, _ = view._die.model()
    d10 = dice.d10()
    face = d10.face_showing(7)
    assert face is not None and float((model[:3, :3] @ face.normal)[2]) > 0.999
    fits = {n: _fit(view, image, d10, face, face.labels[0], model, str(n)) for n in range(1, 11)}
    _reads(fits, 7)


def test_a_d4_roll_of_3_reads_3_at_the_top_of_the_face_turned_to_the_player(
    qtbot: QtBot, view: BoardView
) -> None:
    _roll(qtbot, view, _event(Dice(4)), (3,))
    assert [p.mesh for p in view._pieces() if p.key == "die"] == [D4_MESH]
    image = _close_up(qtbot, view, 22.0, 2.8)
    model, _ = view._die.model()
    d4 = dice.d4()
    towards = np.array(dice.towards_eye(cam.seat_yaw(None)))
    front = max(d4.faces, key=lambda f: float((model[:3, :3] @ f.normal)[:2] @ towards))
    label = next(lab for lab in front.labels if lab.text == "3")
    fits = {n: _fit(view, image, d4, front, label, model, str(n)) for n in range(1, 5)}
    _reads(fits, 3)


def _shown_label(die: dice.DieShape, model: np.ndarray, value: int) -> tuple[dice.Face, dice.Label]:
    """The face and label that show ``value`` on a die at rest: a D10's top face, a D4's
    corner number on the side face turned most to the player (the default view's)."""
    if die.sides == 10:
        face = die.face_showing(value)
        assert face is not None
        return face, face.labels[0]
    towards = np.array(dice.towards_eye(cam.seat_yaw(None)))
    r = model[:3, :3]
    faces = [f for f in die.faces if any(lab.text == str(value) for lab in f.labels)]
    front = max(faces, key=lambda f: float((r @ f.normal)[:2] @ towards))
    return front, next(lab for lab in front.labels if lab.text == str(value))


def _drawn(qtbot: QtBot, view: BoardView) -> QImage:
    """The picture the player looks at once the view holds still (the refined one: which of
    the draft and the refined picture a grab got depended on the machine's load)."""
    painted = len(view.paint_times)
    view.update()
    qtbot.waitUntil(lambda: len(view.paint_times) > painted, timeout=5000)
    return still_picture(qtbot, view)


@pytest.mark.parametrize(("sides", "pips"), [(10, (3, 9)), (4, (4, 1)), (10, (10, 6))])
def test_a_roll_of_two_dice_shows_two_dice_each_reading_its_value(
    qtbot: QtBot, view: BoardView, sides: int, pips: tuple[int, int]
) -> None:
    """Read in the overview itself, as the player sees it: both dice lie there, side by side
    (the first to the left, a little nearer), and neither hides the other's number."""
    view.resize(936, 781)  # (the board in the 1280 x 800 window)
    # Rolled by the player of the default view (behind seat 3's side): on its side of the table.
    _roll(qtbot, view, _event(Dice(sides, 2)).but(turn=3), pips)
    assert view.dice_shown() == (sides, pips)
    mesh = D10_MESH if sides == 10 else D4_MESH
    assert [p.mesh for p in view._pieces() if p.key in ("die", "die-2")] == [mesh, mesh]
    image = _drawn(qtbot, view)
    die = dice.shape(sides)
    models = [m for m, _ in view._die.models()]
    for model, value in zip(models, pips, strict=True):
        face, label = _shown_label(die, model, value)
        fits = {n: _fit(view, image, die, face, label, model, str(n)) for n in range(1, sides + 1)}
        _reads(fits, value, lead=0.07)  # (at a few pixels a number, 6 is near 5 and 8)
    centres = [view.board_screen_pos(float(m[0, 3]), float(m[1, 3])) for m in models]
    assert centres[0] is not None and centres[1] is not None
    assert centres[1].x() > centres[0].x() + 10  # the second to the right


def test_a_roll_of_two_six_sided_dice_shows_both_and_the_next_single_roll_one(
    qtbot: QtBot, view: BoardView
) -> None:
    _roll(qtbot, view, _event(Dice(6, 2)), (2, 5))
    assert [p.mesh for p in view._pieces() if p.key in ("die", "die-2")] == [DIE_MESH] * 2
    image = _drawn(qtbot, view)
    models = [m for m, _ in view._die.models()]
    for model in models:  # its top face ivory (between its pips), not the board's wood
        x, y = float(model[0, 3]), float(model[1, 3])
        ivory = 0
        for dx, dy in itertools.product((-0.2, -0.1, 0.0, 0.1, 0.2), repeat=2):
            p = view.board_screen_pos(x + dx, y + dy, 0.63)
            assert p is not None
            colour = image.pixelColor(round(p.x()), round(p.y()))
            rgb = np.array([colour.redF(), colour.greenF(), colour.blueF()])
            ivory += rgb.min() > 0.55 and rgb.max() - rgb.min() < 0.2
        assert ivory >= 12, ivory
    # The next roll is one die's: the second leaves the table, wood where it lay.
    _roll(qtbot, view, _event(Dice(6, 1)), (4,))
    assert len(view._die.models()) == 1
    image = _drawn(qtbot, view)
    ((one, _),) = view._die.models()
    away = max(models, key=lambda m: float(np.linalg.norm(m[:2, 3] - one[:2, 3])))
    assert float(np.linalg.norm(away[:2, 3] - one[:2, 3])) > 1.0
    gone = view.board_screen_pos(float(away[0, 3]), float(away[1, 3]), 0.02)
    assert gone is not None
    wood = image.pixelColor(round(gone.x()), round(gone.y()))
    assert wood.redF() - wood.blueF() > 0.25, wood.name()


def test_a_classic_game_after_an_event_game_gets_its_six_sided_die_back(
    qtbot: QtBot, view: BoardView
) -> None:
    _roll(qtbot, view, _event(Dice(10, 2)), (10, 8))
    view.set_position(initial_position(Rules(), (0, 1, 2, 3)))
    assert [p.mesh for p in view._pieces() if p.key in ("die", "die-2")] == [DIE_MESH]
    with qtbot.waitSignal(view.animation_finished, timeout=10000):
        view.roll_die((4,))
    assert view.dice_shown() == (6, (4,))
