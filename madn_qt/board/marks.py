"""The game's marks on the board: what a game adds to the plain painted board, as geometry in
board units (pure Python, no Qt), for the 3D board's texture and the flat board alike.

* The railway's track and its two crossings (``railway``: the rules have the railway; where they
  lie is :mod:`core.layout`'s and :mod:`core.board`'s).
* Event mode's 12 star fields (:data:`core.board.STAR_FIELDS`): a five-pointed star on each,
  one point towards the board's centre for the player on that side (:func:`star_points`).
* Event mode's construction pair (:class:`core.event.construction.Paths`): the green shortcut
  and the orange detour, each a line routed round the board's fields
  (:mod:`madn_qt.board.path_routes`).
* Event mode's grown houses and goal lanes: a seat that Reinforcement gave more than four
  figures gets a house place and a goal place for each (:mod:`madn_qt.board.places`).
* The ring's field numbers (View ▸ Field numbers) and the fields a focused figure button names.

:func:`board_marks` says which marks a position shows; they change only with the rules (a new
game), when a construction event draws a new pair and when Reinforcement grows a seat.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Final

from core.board import (
    DEFAULT_FIGURES,
    FIELDS_PER_SEAT,
    GOAL_START,
    HOUSE,
    RING_SIZE,
    SEAT_COUNT,
    STAR_FIELDS,
    is_ring,
    ring_field,
)
from core.event.construction import Paths
from core.layout import ring_cell
from core.position import Position

Point = tuple[float, float]

FIELD_RADIUS: Final = 0.40  # a painted field (madn_qt.board.textures)
EMBLEM_RADIUS: Final = 0.56  # the centre emblem
STAR_OUTER: Final = 0.31  # the star's points, from the field's centre
STAR_INNER: Final = 0.135  # the star's inner corners


@dataclass(frozen=True)
class BoardMarks:
    """What the board shows beyond its plain fields: the railway's track, the star fields, the
    construction pair (``None``: none drawn yet, or not event mode), the seats grown beyond
    four places, ``(seat, places)`` by seat, and their counts ``(seat, at home, in the goal)``;
    the ring's field numbers (``numbers``: View ▸ Field numbers) and the ring fields whose
    number shows anyway (``named``: the fields a focused figure button names)."""

    railway: bool = True
    stars: tuple[int, ...] = ()
    paths: Paths | None = None
    grown: tuple[tuple[int, int], ...] = ()
    counts: tuple[tuple[int, int, int], ...] = ()
    numbers: bool = False
    named: tuple[int, ...] = ()

    @property
    def plain(self) -> bool:
        """Nothing of event mode: the board's picture as the classic game has it."""
        return (
            not self.stars
            and self.paths is None
            and not self.grown
            and not self.numbers
            and not self.named
        )

    def labelled(self) -> tuple[int, ...]:
        """The ring fields (absolute) whose number the board shows."""
        return tuple(range(RING_SIZE)) if self.numbers else tuple(sorted(set(self.named)))

    def count(self, seat: int) -> tuple[int, int] | None:
        """``(at home, in the goal)`` of a grown seat, None for the others."""
        for s, home, goal in self.counts:
            if s == seat:
                return home, goal
        return None

    def places(self, seat: int) -> int:
        """How many house places and goal places ``seat`` has on the board (four unless
        grown)."""
        return dict(self.grown).get(seat, DEFAULT_FIGURES)


def seat_places(position: Position, seat: int) -> int:
    """How many house and goal places ``position`` gives ``seat``: its goal lane's length or
    its figures, whichever is more (a knocked-out seat keeps its places), at least four."""
    row = position.figures[seat] if seat < len(position.figures) else ()
    size = position.goal_sizes[seat] if seat < len(position.goal_sizes) else 0
    return max(DEFAULT_FIGURES, size, len(row))


def board_marks(position: Position | None) -> BoardMarks:
    """The marks ``position``'s board shows: the track with the railway; in event mode the
    stars and the current construction pair; and the houses and lanes grown beyond four
    places (Reinforcement; a game of more figures has them from the start)."""
    if position is None:
        return BoardMarks()
    rules = position.rules
    grown = tuple(
        (seat, places)
        for seat in range(SEAT_COUNT)
        if (places := seat_places(position, seat)) > DEFAULT_FIGURES
    )
    counts = tuple(seat_count(position, seat) for seat, _ in grown)
    if not rules.event_mode:
        return BoardMarks(railway=rules.railway, grown=grown, counts=counts)
    state = position.event_state
    paths = None if state is None else state.paths
    return BoardMarks(rules.railway, STAR_FIELDS, paths, grown, counts)


def seat_count(position: Position, seat: int) -> tuple[int, int, int]:
    """``(seat, figures at home, figures in the goal)`` of ``position``."""
    row = position.figures[seat] if seat < len(position.figures) else ()
    home = sum(1 for p in row if p == HOUSE)
    return seat, home, sum(1 for p in row if p >= GOAL_START)


def named_fields(
    position: Position | None,
    focused: tuple[int, int] | None,
    target: tuple[int, int] | None,
) -> tuple[int, ...]:
    """The ring fields (absolute) a focused figure button names: the field its figure
    stands on and its move's target ``(seat, progress)``, those of them on the ring."""
    named: set[int] = set()
    if position is not None and focused is not None:
        seat, figure = focused
        row = position.figures[seat] if seat < len(position.figures) else ()
        if 0 <= figure < len(row) and is_ring(row[figure]):
            named.add(ring_field(seat, row[figure]))
    if target is not None and is_ring(target[1]):
        named.add(ring_field(*target))
    return tuple(sorted(named))


# --- stars --------------------------------------------------------------------------------------


def turn(x: float, y: float, quarters: int) -> Point:
    """A board point turned clockwise (seen from above) by ``quarters`` (core.layout): seat 0's
    point turned to seat ``quarters``'s side of the board."""
    for _ in range(quarters % SEAT_COUNT):
        x, y = y, -x
    return x, y


def field_side(field: int) -> int:
    """The seat whose side of the board ring ``field`` lies on: a quarter's first five fields
    run along its own seat's arm, the other five along the next seat's."""
    quarter, offset = divmod(field % RING_SIZE, FIELDS_PER_SEAT)
    return quarter if offset < FIELDS_PER_SEAT // 2 else (quarter + 1) % SEAT_COUNT


def star_points(field: int) -> tuple[Point, ...]:
    """The star on ``field``: its ten corners round the field's centre (points and inner corners
    in turn), the first point towards the board's centre for the player on that side."""
    cx, cy = ring_cell(field)
    ux, uy = turn(1.0, 0.0, field_side(field))  # (seat 0 sits at -x: its "up" is +x)
    base = math.atan2(uy, ux)
    points = []
    for k in range(10):
        radius = STAR_OUTER if k % 2 == 0 else STAR_INNER
        a = base + k * math.pi / 5
        points.append((cx + radius * math.cos(a), cy + radius * math.sin(a)))
    return tuple(points)
