"""The pieces of one frame of the 3D board: the figures (where they stand or move, glowing when
movable, lifted when hinted or focused, hopping for the winner), the focused move's target mark,
the winner's confetti, the train, a passing bird and the dice — as the renderer draws them
(:class:`~madn_qt.board.overlay.PieceDraw`), and which movable figure a click meets. Pure
functions of a :class:`Scene`, the view's state at one instant (madn_qt.board.view builds it
each frame).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from core.layout import figure_cell
from core.position import Position
from madn_qt.board import camera as cam
from madn_qt.board.animation import Timeline
from madn_qt.board.bird import BirdFlight
from madn_qt.board.celebration import Celebration
from madn_qt.board.meshes import (
    DIE_HALF,
    PAWN_HEIGHT,
    PAWN_PICK_HEIGHT,
    PAWN_PICK_RADIUS,
    TRAIN_HEIGHT,
)
from madn_qt.board.overlay import (
    BIRD_MESH,
    COACH_MESH,
    CONFETTI_MESH,
    DIE_MESH,
    LOCO_MESH,
    MARK_MESH,
    ROUTE_MESH,
    PieceDraw,
    piece_matrix,
)
from madn_qt.board.places import figure_spot_scale
from madn_qt.board.scenery import FIELD_RELIEF
from madn_qt.palette import SEAT_PAINT

HINT_LIFT = 0.35  # board units: the figure a hint suggests stands this high above its field
GLOW_LOW = 0.5  # the movable figures' pulse at its faintest
GLOW_STEADY = 0.85  # their glow under reduced motion
GLOW_BEAT = 0.8  # pulses a second


def glow_level(glow_time: float, reduced: bool) -> float:
    """The movable figures' glow ``glow_time`` seconds into their pulse: between GLOW_LOW and 1
    (steady under reduced motion), never so faint that a ring is lost in the overview."""
    if reduced:
        return GLOW_STEADY
    pulse = 0.5 + 0.5 * math.sin(glow_time * 2.0 * math.pi * GLOW_BEAT)
    return GLOW_LOW + (1.0 - GLOW_LOW) * pulse


@dataclass(frozen=True)
class Scene:
    """The view's state at one instant, as far as the pieces show it."""

    position: Position | None
    timeline: Timeline | None
    timeline_time: float
    animating: bool
    movable: frozenset[tuple[int, int]]  # (seat, figure) that glow and answer a click
    hinted: tuple[int, int] | None  # (seat, figure) a hint suggests
    focused: tuple[int, int] | None  # (seat, figure) with the keyboard focus
    focus_target: tuple[int, int] | None  # its move's (seat, progress)
    glow: float  # the movable figures' glow now
    celebration: Celebration | None
    celebration_time: float
    bird: BirdFlight | None
    scene_time: float
    die_model: np.ndarray
    die_lift: float
    # The dice as drawn (madn_qt.board.table_die.TableDie.pieces); none: one D6 at die_model.
    dice: tuple[PieceDraw, ...] = ()
    places: tuple[int, ...] = ()  # house and goal places by seat, as the board shows them
    # The focused move's way through a special path: the progress values between its start
    # and its target (none for a move along the ring alone).
    focus_route: tuple[int, ...] = ()


def scene_places(scene: Scene, seat: int) -> int:
    """How many goal places ``seat``'s lane has on the board now."""
    if 0 <= seat < len(scene.places):
        return scene.places[seat]
    position = scene.position
    return max(position.goal_sizes[seat], 1) if position is not None else 4


def figure_spot(
    position: Position | None, timeline: Timeline | None, t: float, seat: int, figure: int
) -> tuple[float, float, float] | None:
    """Where the figure stands at animation time ``t`` (following a running animation; a
    figure the animation brings, as Reinforcement's new one, stands where it shows it)."""
    if position is None or not 0 <= seat < len(position.figures):
        return None
    row = position.figures[seat]
    if timeline is not None and figure >= 0:
        pose = timeline.figure_pose((seat, figure), t)
        if pose is not None:
            return pose.x, pose.y, FIELD_RELIEF + pose.z
    if not 0 <= figure < len(row):
        return None
    x, y = figure_cell(seat, figure, row[figure], max(position.goal_sizes[seat], 1))
    return x, y, FIELD_RELIEF


def pieces(scene: Scene) -> list[PieceDraw]:
    """Everything the renderer draws live over the baked board this frame."""
    drawn = _figures(scene)
    mark = target_mark(scene)
    if mark is not None:
        drawn.append(mark)
        drawn.extend(route_marks(scene))
    party = scene.celebration
    if party is not None:
        for k, (model, colour) in enumerate(party.confetti(scene.celebration_time, FIELD_RELIEF)):
            drawn.append(
                PieceDraw(
                    mesh=CONFETTI_MESH,
                    key=("confetti", k),
                    model=model,
                    tint=colour,
                    height=0.1,
                    radius=0.1,
                    shadow=False,
                )
            )
    timeline = scene.timeline
    if timeline is not None and timeline.train is not None:
        for k, vehicle in enumerate(timeline.train.vehicles(scene.timeline_time)):
            model = piece_matrix(vehicle.x, vehicle.y, 0.0, vehicle.heading)
            model[:3, :3] *= vehicle.scale
            mesh = LOCO_MESH if vehicle.vehicle == "locomotive" else COACH_MESH
            drawn.append(
                PieceDraw(
                    mesh=mesh,
                    key=("train", k),
                    model=model,
                    height=TRAIN_HEIGHT,
                    shadow=False,
                )
            )
    if scene.bird is not None:
        for k, model in enumerate(scene.bird.wing_models(scene.scene_time)):
            drawn.append(PieceDraw(mesh=BIRD_MESH, key=("bird", k), model=model, shadow=False))
    one = PieceDraw(
        mesh=DIE_MESH,
        key="die",
        model=scene.die_model,
        lift=scene.die_lift,
        height=2 * DIE_HALF,
        radius=0.3,
    )
    drawn.extend(scene.dice or (one,))
    return drawn


def _figures(scene: Scene) -> list[PieceDraw]:
    position = scene.position
    drawn: list[PieceDraw] = []
    if position is None:
        return drawn
    animating, party, party_time = scene.animating, scene.celebration, scene.celebration_time
    timeline, t = scene.timeline, scene.timeline_time
    for seat, row in enumerate(position.figures):
        count = len(row)
        if timeline is not None:  # (and the figures the animation brings)
            count = max([count, *(f + 1 for s, f in timeline.tracks if s == seat)])
        for figure in range(count):
            spin = 0.0
            lift = 0.0
            size = 1.0
            if timeline is not None:
                pose = timeline.figure_pose((seat, figure), t)
                if pose is not None:
                    spin, lift, size = pose.spin, pose.z, pose.scale
            spot = figure_spot(position, timeline, t, seat, figure)
            if spot is None or size <= 0.01:
                continue
            size *= figure_spot_scale(seat, spot[0], spot[1], scene_places(scene, seat))
            movable = (seat, figure) in scene.movable and not animating
            hinted = movable and scene.hinted == (seat, figure)
            focused = not animating and scene.focused == (seat, figure)
            z = spot[2]
            if hinted or focused:  # (not animating: its pose adds no lift)
                lift = HINT_LIFT
                z += HINT_LIFT
            winner = party is not None and seat == party.seat
            if party is not None and winner:
                hop = party.figure_lift(figure, party_time)
                lift += hop
                z += hop
            model = piece_matrix(spot[0], spot[1], z, spin)
            if size != 1.0:  # (in a long goal lane, or leaving or joining the board)
                model[:3, :3] *= size
            drawn.append(
                PieceDraw(
                    mesh=seat,
                    key=(seat, figure),
                    model=model,
                    glow=1.0 if hinted or focused or winner else scene.glow if movable else 0.0,
                    halo=movable or winner,
                    focus=focused,
                    lift=lift,
                    height=PAWN_HEIGHT * size,
                    radius=0.3 * size,
                    ground=FIELD_RELIEF,
                )
            )
    return drawn


def target_mark(scene: Scene) -> PieceDraw | None:
    """The ring round the focused figure's target field (none while pieces move)."""
    position, target, focused = scene.position, scene.focus_target, scene.focused
    if position is None or target is None or scene.animating or focused is None:
        return None
    seat, progress = target
    if not 0 <= seat < len(position.figures) or progress < 0:
        return None
    try:
        x, y = figure_cell(seat, 0, progress, max(position.goal_sizes[seat], 1))
    except ValueError:  # a goal place beyond the lane
        return None
    return PieceDraw(
        mesh=MARK_MESH,
        key="target",
        model=piece_matrix(x, y, FIELD_RELIEF, 0.0),
        ground=FIELD_RELIEF,
        shadow=False,
        tint=SEAT_PAINT[focused[0] % len(SEAT_PAINT)],
    )


def route_marks(scene: Scene) -> list[PieceDraw]:
    """A dot on every field of the focused move's way through a special path (drawn with its
    target's ring: not while pieces move)."""
    position, focused = scene.position, scene.focused
    if position is None or focused is None or scene.animating:
        return []
    seat = focused[0]
    tint = SEAT_PAINT[seat % len(SEAT_PAINT)]
    dots = []
    for k, progress in enumerate(scene.focus_route):
        if progress < 0:
            continue
        try:
            x, y = figure_cell(seat, 0, progress, max(position.goal_sizes[seat], 1))
        except ValueError:  # a goal place beyond the lane
            continue
        dots.append(
            PieceDraw(
                mesh=ROUTE_MESH,
                key=("route", k),
                model=piece_matrix(x, y, FIELD_RELIEF, 0.0),
                ground=FIELD_RELIEF,
                shadow=False,
                tint=tint,
            )
        )
    return dots


def picked(scene: Scene, origin: np.ndarray, direction: np.ndarray) -> tuple[int, int] | None:
    """The movable figure (seat, figure) that a ray from the eye through a pixel meets first,
    with a raised (hinted or focused) one where it stands raised; None if it meets none."""
    best: tuple[float, tuple[int, int]] | None = None
    for seat, figure in sorted(scene.movable):
        spot = figure_spot(scene.position, scene.timeline, scene.timeline_time, seat, figure)
        if spot is None:
            continue
        lift = HINT_LIFT if (seat, figure) in (scene.hinted, scene.focused) else 0.0
        # A figure in a grown house or lane stands smaller: so does its sphere, so that a click
        # on it never meets its neighbour's first.
        size = figure_spot_scale(seat, spot[0], spot[1], scene_places(scene, seat))
        centre = np.array([spot[0], spot[1], spot[2] + lift + PAWN_PICK_HEIGHT * size])
        t = cam.ray_sphere(origin, direction, centre, PAWN_PICK_RADIUS * size)
        if t is not None and (best is None or t < best[0]):
            best = (t, (seat, figure))
    return None if best is None else best[1]
