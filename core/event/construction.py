"""Construction paths of event mode (GAME.md 4.4): a shortcut, a detour, and the routes over them.

A pair of paths lies on the board at a time. The green shortcut leads from its junction 4 ring
fields forward, the orange detour from its junction 3 ring fields back; neither starts or ends on
a start field and the two share no field. Every such pair is listed once, in a fixed order
(:data:`PAIRS`), so a construction event draws one of them by its index.

Taking a path costs one die step and carries the figure from the junction to the path's end; the
fields between are not touched. A figure standing on a junction when its move begins, or passing
over one with steps left, may take the path there; each path once per move. A path is closed to a
figure if the shortcut would carry it past its own goal entrance or the detour behind its own
start field. :func:`routes` lists every way a figure can spend its steps: the engine offers each
as its own legal move.
"""

from __future__ import annotations

from typing import Final

from core.board import FIELDS_PER_SEAT, GOAL_START, LAST_RING, RING_SIZE
from core.value_types import dataclass

SHORTCUT: Final = "shortcut"
DETOUR: Final = "detour"
SHORTCUT_LENGTH: Final = 4  # fields forward
DETOUR_LENGTH: Final = 3  # fields back


@dataclass(frozen=True, slots=True)
class Paths:
    """The construction pair on the board: the junction fields (absolute ring fields)."""

    shortcut: int
    detour: int

    @property
    def shortcut_end(self) -> int:
        return (self.shortcut + SHORTCUT_LENGTH) % RING_SIZE

    @property
    def detour_end(self) -> int:
        return (self.detour - DETOUR_LENGTH) % RING_SIZE

    def fields(self) -> tuple[int, int, int, int]:
        return (self.shortcut, self.shortcut_end, self.detour, self.detour_end)


def _is_start(field: int) -> bool:
    return field % FIELDS_PER_SEAT == 0


def _pairs() -> tuple[Paths, ...]:
    pairs = []
    for shortcut in range(RING_SIZE):
        for detour in range(RING_SIZE):
            paths = Paths(shortcut, detour)
            fields = paths.fields()
            if any(_is_start(f) for f in fields) or len(set(fields)) != len(fields):
                continue
            pairs.append(paths)
    return tuple(pairs)


PAIRS: Final[tuple[Paths, ...]] = _pairs()
PAIR_INDEX: Final[dict[Paths, int]] = {paths: i for i, paths in enumerate(PAIRS)}


def routes(
    row: tuple[int, ...],
    figure: int,
    seat: int,
    steps: int,
    last: int,
    jump: bool,
    paths: Paths,
) -> dict[tuple[int, tuple[str, ...]], tuple[int, ...]]:
    """Every way figure ``figure`` of ``row`` (on the ring or in its goal lane, not in the house)
    can move ``steps`` steps: ``(target, kinds of paths) -> progress values passed``.

    ``last`` is the seat's innermost goal progress; ``jump``: own goal figures may be passed. A
    route may end where it began (a detour and then as many steps forward); it may not end on
    another own figure.
    """
    start = row[figure]
    found: dict[tuple[int, tuple[str, ...]], tuple[int, ...]] = {}
    offset = FIELDS_PER_SEAT * seat
    shortcut_at = (paths.shortcut - offset) % RING_SIZE  # the junctions in this seat's progress
    detour_at = (paths.detour - offset) % RING_SIZE
    others = tuple(p for i, p in enumerate(row) if i != figure)

    _walk(found, others, last, jump, shortcut_at, detour_at, start, steps, (start,), ())
    return found


def _walk(
    found: dict[tuple[int, tuple[str, ...]], tuple[int, ...]],
    others: tuple[int, ...],
    last: int,
    jump: bool,
    shortcut_at: int,
    detour_at: int,
    at: int,
    left: int,
    passed: tuple[int, ...],
    kinds: tuple[str, ...],
) -> None:
    """Extend the route ``passed`` (paths ``kinds`` taken) at ``at`` by ``left`` more steps into
    ``found`` (module level rather than a closure in :func:`routes`: a recursive closure is a
    reference cycle that only the cyclic garbage collector frees, at every move)."""
    if left == 0:
        if at not in others:
            found.setdefault((at, kinds), passed)
        return
    # One step forward: along the ring, into the goal lane after the goal entrance.
    nxt = at + 1
    if nxt <= last and not (nxt >= GOAL_START and nxt in others and (not jump or left == 1)):
        _walk(
            found, others, last, jump, shortcut_at, detour_at, nxt, left - 1, (*passed, nxt), kinds
        )
    if at <= LAST_RING:
        if at == shortcut_at and SHORTCUT not in kinds and at + SHORTCUT_LENGTH <= LAST_RING:
            end = at + SHORTCUT_LENGTH
            _walk(
                found,
                others,
                last,
                jump,
                shortcut_at,
                detour_at,
                end,
                left - 1,
                (*passed, end),
                (*kinds, SHORTCUT),
            )
        if at == detour_at and DETOUR not in kinds and at - DETOUR_LENGTH >= 0:
            end = at - DETOUR_LENGTH
            _walk(
                found,
                others,
                last,
                jump,
                shortcut_at,
                detour_at,
                end,
                left - 1,
                (*passed, end),
                (*kinds, DETOUR),
            )
