"""The dice on the 3D board as pure geometry: which dice a roll is shown with, the shapes of the
D6, D4 and D10, where each value's face (or corner) lies, how a die lies at rest so that its
number reads from the player's side, and where one or two dice come to rest.

No Qt and no GL: :mod:`madn_qt.board.meshes` builds the meshes from these shapes,
:mod:`madn_qt.board.dice_atlas` paints their faces' numbers, and
:mod:`madn_qt.board.animation` throws them.

* The D6 is the rounded ivory cube with pips (:func:`madn_qt.board.meshes.die`).
* The D4 is a tetrahedron that reads at its top corner, as a real one does: each face carries
  the numbers of its three corners, each written towards its corner, so the value rolled stands
  upright at the top of every face the player sees. It rests with one face turned to the
  player.
* The D10 is a pentagonal trapezohedron (ten kites; opposite faces add up to 11, the odd
  numbers round one pole), numbered 1..10 and read on its top face, which is turned so that the
  number stands upright for the player; 6 and 9 are underlined.

Every face of a D4 and a D10 also carries a small "D4" / "D10" mark.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import Final

import numpy as np

from core.position import Phase, Position

Vector = tuple[float, float, float]

SIDES: Final = (4, 6, 10)  # the dice a game can roll (GAME.md 4.3)
MAX_DICE: Final = 2
# The faces' pictures (madn_qt.board.dice_atlas): ATLAS_CELLS x ATLAS_CELLS cells, one a face.
ATLAS_CELLS: Final = 4
ATLAS_CELL_PIXELS: Final = 256


def shown_dice(pips: tuple[int, ...], position: Position | None) -> tuple[int, int]:
    """``(sides, count)`` of the dice a roll of ``pips`` is shown with: the dice of the shown
    position (the board shows the position before the roll: its dice are the roll's), unless a
    pip does not fit them; then the smallest die that shows every pip. At most two dice."""
    count = min(max(len(pips), 1), MAX_DICE)
    top = max(pips, default=1)
    sides = position.dice.sides if position is not None else 6
    if sides not in SIDES or top > sides:
        sides = next((s for s in SIDES if s >= top and s >= 6), SIDES[-1])
    return sides, count


def dice_to_roll(
    position: Position, sides: int, values: tuple[int, ...]
) -> tuple[int, tuple[int, ...]] | None:
    """The dice to lay on the table, at rest, when ``position`` asks for a roll with other dice
    than the ``sides`` and ``values`` the table shows (a D4 after a D10, one die after two):
    the dice in use, each showing the last roll's value where it fits (else its highest face),
    so that nobody is asked to roll a D4 over a D10's "10". ``None``: the table's dice are
    right (or there is no roll to come, or no dice shown yet)."""
    if position.phase is not Phase.ROLL or not values:
        return None
    wanted = position.dice
    count = min(max(wanted.count, 1), MAX_DICE)
    if (sides, len(values)) == (wanted.sides, count) or wanted.sides not in SIDES:
        return None
    kept = [min(v, wanted.sides) for v in values[:count]]
    kept += [kept[0]] * (count - len(kept))
    return wanted.sides, tuple(kept)


@dataclass(frozen=True)
class Label:
    """Text painted on a face, in the face's own frame (board units): centred at ``(x, y)``,
    its top turned ``angle`` radians counter-clockwise from the frame's up, ``size`` high."""

    text: str
    x: float
    y: float
    angle: float
    size: float
    underline: bool = False
    mark: bool = False  # the die's small "D4"/"D10" mark (lighter, smaller)


@dataclass(frozen=True)
class Face:
    """A flat face: its corners (indices into the shape's vertices, counter-clockwise seen from
    outside), outward normal, and the frame its labels are painted in: ``origin`` in the face's
    plane, ``right`` and ``up`` unit vectors along it. ``cell`` is its picture in the atlas."""

    corners: tuple[int, ...]
    normal: np.ndarray
    origin: np.ndarray
    right: np.ndarray
    up: np.ndarray
    labels: tuple[Label, ...]
    cell: int

    def frame_xy(self, point: np.ndarray) -> tuple[float, float]:
        """A point of the face in its frame."""
        d = np.asarray(point, dtype=np.float64) - self.origin
        return float(d @ self.right), float(d @ self.up)


@dataclass(frozen=True)
class DieShape:
    """A die: its corners, faces, and for each value the direction (die-local) that points up
    when it shows that value and the one that then faces the player. ``rest_height``: its
    centre above the board at rest; ``frame_half``: half the side of the square of a face's
    frame that its atlas cell shows; ``bevel``: how far the edges are rounded off."""

    sides: int
    vertices: np.ndarray
    faces: tuple[Face, ...]
    up: dict[int, np.ndarray]
    front: dict[int, np.ndarray]
    rest_height: float
    frame_half: float
    bevel: float

    def face_showing(self, value: int) -> Face | None:
        """For tests: the face that is up (D10) when ``value`` shows; None for a die read at a
        corner. (The board turns a die by its ``up`` and ``front`` directions; the tests find
        the face whose number a player reads on the 3D board.)"""
        for face in self.faces:
            if float(face.normal @ self.up[value]) > 0.999:
                return face
        return None


def _unit(v: np.ndarray) -> np.ndarray:
    u: np.ndarray = np.asarray(v, dtype=np.float64) / float(np.linalg.norm(v))
    return u


def _outward(points: np.ndarray, corners: list[int]) -> tuple[int, ...]:
    """``corners`` ordered counter-clockwise seen from outside (the shape is centred at 0)."""
    p = points[corners]
    n = np.cross(p[1] - p[0], p[2] - p[0])
    return tuple(corners) if float(n @ p.mean(axis=0)) > 0 else tuple(reversed(corners))


# --- the D4 ----------------------------------------------------------------------------------

D4_EDGE: Final = 1.15
D4_NUMBER: Final = 0.28  # the height of a corner's number
D4_NUMBER_AT: Final = 0.40  # from the face's middle towards its corner, of that distance
_D4_RADIUS: Final = D4_EDGE * math.sqrt(3.0 / 8.0)  # from the middle to a corner
# Resting, the numbers at its top corner lie higher over its middle than these (board units),
# the others lower (the shader prints only the top ones in full): a top number spans 0.36 r to
# 0.75 r (r: middle to corner), the others -0.21 r to 0.
D4_TOP_RISE: Final = (0.06 * _D4_RADIUS, 0.26 * _D4_RADIUS)


@functools.cache
def d4() -> DieShape:
    """The tetrahedron: corner ``i`` is value ``i + 1``."""
    radius = _D4_RADIUS
    base = np.array([[1, 1, 1], [1, -1, -1], [-1, 1, -1], [-1, -1, 1]], dtype=np.float64)
    vertices = base / math.sqrt(3.0) * radius
    faces = []
    for opposite in range(4):
        corners = _outward(vertices, [k for k in range(4) if k != opposite])
        p = vertices[list(corners)]
        centre = p.mean(axis=0)
        normal = _unit(-vertices[opposite])
        up = _unit(p[0] - centre)
        right = _unit(np.cross(up, normal))
        labels = []
        for k, corner in enumerate(corners):
            towards = p[k] - centre
            x, y = float(towards @ right), float(towards @ up)
            angle = math.atan2(-x, y)  # (counter-clockwise from the frame's up)
            labels.append(
                Label(str(corner + 1), x * D4_NUMBER_AT, y * D4_NUMBER_AT, angle, D4_NUMBER)
            )
        # The mark in the middle, read like the number at the first corner.
        labels.append(Label("D4", 0.0, -0.014, 0.0, 0.085, mark=True))
        faces.append(Face(corners, normal, centre, right, up, tuple(labels), opposite))
    up_of = {v: _unit(vertices[v - 1]) for v in range(1, 5)}
    front_of = {}
    for value, up_v in up_of.items():
        # A side face turned to the player: the one opposite the next corner.
        other = value % 4
        n = -_unit(vertices[other])
        front_of[value] = _unit(n - (n @ up_v) * up_v)
    return DieShape(
        sides=4,
        vertices=vertices,
        faces=tuple(faces),
        up=up_of,
        front=front_of,
        rest_height=radius / 3.0,
        frame_half=D4_EDGE * 0.62,
        bevel=0.05,
    )


# --- the D10 ---------------------------------------------------------------------------------

D10_RADIUS: Final = 0.54  # the belt's corners from the axis
D10_POLE: Final = 0.66  # each pole from the centre
# Along a kite's long diagonal (from its pole), of its length: the number's middle, its
# height (10's: a little less, to fit), the mark's middle and size; the atlas cell shows the
# square of the diagonal round its middle (a little more), so the whole kite.
D10_NUMBER_AT: Final = 0.65
D10_NUMBER: Final = 0.38
D10_TEN_AT: Final = 0.665
D10_TEN: Final = 0.26
D10_MARK_AT: Final = 0.385
D10_MARK: Final = 0.072
D10_FRAME: Final = 0.52
# Round the pole whose faces hold the odd numbers; face k+2 of the other half is opposite
# face k (a pentagonal trapezohedron is point-symmetric) and holds 11 minus its number.
D10_TOP_NUMBERS: Final = (1, 7, 3, 9, 5)


@functools.cache
def d10() -> DieShape:
    c = math.cos(math.radians(36.0))
    belt = D10_POLE * (1.0 - c) / (1.0 + c)  # (so that every kite is flat)
    points = [(0.0, 0.0, D10_POLE), (0.0, 0.0, -D10_POLE)]
    for k in range(5):
        a = math.radians(72.0 * k)
        points.append((D10_RADIUS * math.cos(a), D10_RADIUS * math.sin(a), belt))
    for k in range(5):
        a = math.radians(72.0 * k + 36.0)
        points.append((D10_RADIUS * math.cos(a), D10_RADIUS * math.sin(a), -belt))
    vertices = np.array(points, dtype=np.float64)

    def upper(k: int) -> int:
        return 2 + k % 5

    def lower(k: int) -> int:
        return 7 + k % 5

    kites: list[tuple[list[int], int, int]] = []  # corners, pole, far tip; numbered below
    for k in range(5):
        kites.append(([0, upper(k), lower(k), upper(k + 1)], 0, lower(k)))
    for k in range(5):
        kites.append(([1, lower(k), upper(k + 1), lower(k + 1)], 1, upper(k + 1)))
    numbers = list(D10_TOP_NUMBERS) + [11 - D10_TOP_NUMBERS[(k - 2) % 5] for k in range(5)]
    faces = []
    up_of: dict[int, np.ndarray] = {}
    front_of: dict[int, np.ndarray] = {}
    for (corners, pole, tip), number in zip(kites, numbers, strict=True):
        ordered = _outward(vertices, corners)
        p = vertices[list(ordered)]
        normal = _unit(np.cross(p[1] - p[0], p[2] - p[0]))
        up = _unit(vertices[pole] - vertices[tip])
        right = _unit(np.cross(up, normal))
        origin = (vertices[pole] + vertices[tip]) / 2.0
        diagonal = float(np.linalg.norm(vertices[tip] - vertices[pole]))
        text = str(number)
        size = (D10_TEN if number == 10 else D10_NUMBER) * diagonal
        y = (0.5 - (D10_TEN_AT if number == 10 else D10_NUMBER_AT)) * diagonal
        mark = (0.5 - D10_MARK_AT) * diagonal
        labels = (
            Label(text, 0.0, y, 0.0, size, underline=text in ("6", "9")),
            Label("D10", 0.0, mark, 0.0, D10_MARK * diagonal, mark=True),
        )
        faces.append(Face(ordered, normal, origin, right, up, labels, number + 3))
        up_of[number] = normal
        front_of[number] = -up  # the number's foot towards the player
    c_face = faces[0]
    rest = float(c_face.normal @ vertices[c_face.corners[0]])  # centre to a face
    return DieShape(
        sides=10,
        vertices=vertices,
        faces=tuple(faces),
        up=up_of,
        front=front_of,
        rest_height=rest,
        frame_half=D10_FRAME * float(np.linalg.norm(vertices[0] - vertices[7])),
        bevel=0.04,
    )


# --- the D6 ----------------------------------------------------------------------------------

D6_HALF: Final = 0.32  # (meshes.DIE_HALF)
# Each value's face: outward normal, and a tangent axis (meshes.DIE_FACES lays the pips out).
D6_FACES: Final[dict[int, tuple[Vector, Vector]]] = {
    1: ((0, 0, 1), (1, 0, 0)),
    6: ((0, 0, -1), (1, 0, 0)),
    2: ((0, 1, 0), (1, 0, 0)),
    5: ((0, -1, 0), (1, 0, 0)),
    3: ((1, 0, 0), (0, 1, 0)),
    4: ((-1, 0, 0), (0, 1, 0)),
}


@functools.cache
def d6() -> DieShape:
    """The cube (its mesh, with pips, is :func:`madn_qt.board.meshes.die`; no faces here)."""
    corners = np.array(
        [[x, y, z] for x in (-1, 1) for y in (-1, 1) for z in (-1, 1)], dtype=np.float64
    )
    return DieShape(
        sides=6,
        vertices=corners * D6_HALF,
        faces=(),
        up={v: np.array(n, dtype=np.float64) for v, (n, _) in D6_FACES.items()},
        front={v: np.array(u, dtype=np.float64) for v, (_, u) in D6_FACES.items()},
        rest_height=D6_HALF,
        frame_half=D6_HALF,
        bevel=0.09,
    )


def shape(sides: int) -> DieShape:
    """The die of ``sides`` faces (4, 6 or 10)."""
    if sides == 4:
        return d4()
    if sides == 10:
        return d10()
    if sides == 6:
        return d6()
    raise ValueError(f"no die with {sides} sides")


def rotation_z(angle: float) -> np.ndarray:
    c, s = math.cos(angle), math.sin(angle)
    return np.array([[c, -s, 0.0], [s, c, 0.0], [0.0, 0.0, 1.0]])


def resting(die: DieShape, value: int, towards: tuple[float, float], turn: float) -> np.ndarray:
    """The orientation (3x3) in which ``die`` shows ``value``: its up direction to +z and its
    front to ``towards`` (a direction on the board, from the die to the player) turned by
    ``turn`` radians."""
    if value not in die.up:
        raise ValueError(f"a D{die.sides} shows 1..{die.sides}, not {value}")
    u = die.up[value]
    f = die.front[value]
    local = np.column_stack([f, np.cross(u, f), u])
    t = np.array([towards[0], towards[1], 0.0])
    t = rotation_z(turn) @ _unit(t)
    world = np.column_stack([t, np.cross([0.0, 0.0, 1.0], t), [0.0, 0.0, 1.0]])
    m: np.ndarray = world @ local.T
    return m


def top_value(die: DieShape, orientation: np.ndarray) -> int:
    """The value a die in ``orientation`` shows: the one whose up direction is highest."""
    return max(die.up, key=lambda v: float((orientation @ die.up[v])[2]))


# --- where the dice come to rest -------------------------------------------------------------

# The dice rest on the wood in one of the two quarters the railway's track does not cross
# (core.layout.TRACK_ENDS), the one nearer the player, in the arm of that quarter that runs
# towards the player: between a ring arm and the next arm or a house, where no figure stands
# and no figure's picture reaches from the overview. Seen from there a die lies in front of
# the fields behind it and beside the fields to its sides. Spots as (along, across): board
# units along the arm from the ring's inner corner towards the player, and across it to the
# player's right; two dice lie one a little further and to the left, one nearer and right.
QUARTERS: Final[tuple[tuple[float, float], ...]] = ((1.0, -1.0), (-1.0, 1.0))
ARM_MIDDLE: Final = 2.5  # the arm's middle line from the board's middle (ring 1, house 4)
ONE_DIE: Final = (2.7, 0.2)
TWO_DICE: Final = ((3.8, -0.25), (2.45, 0.4))


def quarter(yaw: float) -> tuple[float, float]:
    """The quarter (its sign in x and y) nearer a camera at ``yaw`` (camera.Camera)."""
    towards = (math.sin(yaw), -math.cos(yaw))
    return max(QUARTERS, key=lambda q: q[0] * towards[0] + q[1] * towards[1])


def rest_spots(yaw: float, count: int) -> list[tuple[float, float]]:
    """Where ``count`` dice come to rest for a player whose camera is at ``yaw``."""
    towards = (math.sin(yaw), -math.cos(yaw))  # from the board towards the eye
    sx, sy = quarter(yaw)
    # The quarter's two arms: along x (from (sx, sy * ARM_MIDDLE)) or along y.
    along_x = abs(towards[0]) > abs(towards[1])
    if along_x:
        start, direction = (sx * 1.0, sy * ARM_MIDDLE), (sx, 0.0)
    else:
        start, direction = (sx * ARM_MIDDLE, sy * 1.0), (0.0, sy)
    right = (math.cos(yaw), math.sin(yaw))
    # across the arm, to the player's right
    normal = (-direction[1], direction[0])
    if normal[0] * right[0] + normal[1] * right[1] < 0:
        normal = (-normal[0], -normal[1])
    layout = [ONE_DIE] if count <= 1 else list(TWO_DICE)
    return [
        (
            start[0] + direction[0] * a + normal[0] * c,
            start[1] + direction[1] * a + normal[1] * c,
        )
        for a, c in layout
    ]


def towards_eye(yaw: float) -> tuple[float, float]:
    """The direction on the board from the dice towards a camera at ``yaw``."""
    return (math.sin(yaw), -math.cos(yaw))
