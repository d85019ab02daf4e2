"""Event mode in the position notation: the keys that carry :class:`~core.event.state.EventState`.

Written only for event-mode positions (rule flag ``ev``), each only when it differs from a fresh
game's value, so a position's text stays short; :func:`parse_events` refuses anything the engine
cannot reach (see docs/notation.md for every key).
"""

from __future__ import annotations

from core.board import RING_SIZE, SEAT_COUNT
from core.event.construction import PAIR_INDEX, Paths
from core.event.state import SIDES_ROUNDS, EventState, Origin, Pending
from core.event.wheel import Event

KEYS = ("ctr", "sides", "second", "two", "skips", "extra", "out", "paths", "event", "trainafter")


class EventNotationError(ValueError):
    """Event-mode keys that do not describe a reachable state."""


def _seats(values: tuple[int, ...]) -> str:
    return ",".join(str(v) for v in values)


def format_events(state: EventState) -> list[str]:
    """The notation's tokens for ``state``."""
    parts = []
    if any(state.counters):
        parts.append(f"ctr={_seats(state.counters)}")
    if state.sides != 6:
        parts.append(f"sides={state.sides}:{state.sides_rounds}")
    if any(state.second):
        parts.append(f"second={_seats(state.second)}")
    if state.two_dice:
        parts.append("two=1")
    if any(state.skips):
        parts.append(f"skips={_seats(state.skips)}")
    if state.extra:
        parts.append(f"extra={state.extra}")
    if state.out:
        parts.append(f"out={_seats(state.out)}")
    if state.paths is not None:
        parts.append(f"paths={state.paths.shortcut}:{state.paths.detour}")
    pending = state.pending
    if pending is not None:
        event = pending.event.value if pending.event is not None else "-"
        placed = _seats(pending.placed)
        parts.append(f"event={pending.origin.value}:{event}:{int(pending.confirmed)}:{placed}")
    if state.train_after_move:
        parts.append("trainafter=1")
    return parts


def _number(text: str, what: str, low: int, high: int) -> int:
    if not text.isdigit() or text != str(int(text)):
        raise EventNotationError(f"{what}: {text!r} is not a plain number")
    value = int(text)
    if not low <= value <= high:
        raise EventNotationError(f"{what}: {value} is outside {low}..{high}")
    return value


def _four(text: str, what: str, high: int) -> tuple[int, ...]:
    values = text.split(",")
    if len(values) != SEAT_COUNT:
        raise EventNotationError(f"{what} needs four values, one per seat")
    return tuple(_number(v, what, 0, high) for v in values)


def parse_events(fields: dict[str, str], seats: list[int]) -> EventState:
    """The event state written in ``fields`` (the notation's keys) for a game of ``seats``."""
    counters = _four(fields["ctr"], "ctr", 31) if "ctr" in fields else (0,) * SEAT_COUNT
    sides, rounds = 6, 0
    if "sides" in fields:
        faces, _, left = fields["sides"].partition(":")
        sides = _number(faces, "sides", 4, 10)
        if sides not in (4, 10):
            raise EventNotationError("sides= is 4 or 10 (a six-sided die is not written)")
        rounds = _number(left, "sides rounds", 1, SIDES_ROUNDS)
    second = _four(fields["second"], "second", 99) if "second" in fields else (0,) * SEAT_COUNT
    skips = _four(fields["skips"], "skips", 99) if "skips" in fields else (0,) * SEAT_COUNT
    for values, what in ((counters, "ctr"), (second, "second"), (skips, "skips")):
        if any(values[s] for s in range(SEAT_COUNT) if s not in seats):
            raise EventNotationError(f"{what}: an empty seat has no value")
    two = fields.get("two", "0")
    if two not in ("0", "1"):
        raise EventNotationError("two= is 1 (this turn rolls two dice) or left out")
    extra = _number(fields["extra"], "extra", 1, 99) if "extra" in fields else 0
    out = tuple(_number(s, "out", 0, SEAT_COUNT - 1) for s in fields.get("out", "").split(",") if s)
    if len(set(out)) != len(out) or any(s not in seats for s in out):
        raise EventNotationError("out: knocked-out seats are distinct occupied seats")
    paths = _paths(fields["paths"]) if "paths" in fields else None
    pending = _pending(fields["event"]) if "event" in fields else None
    after = fields.get("trainafter", "0")
    if after not in ("0", "1"):
        raise EventNotationError("trainafter= is 1 (a special train after the move) or left out")
    return EventState(
        counters,
        sides,
        rounds,
        second,
        two == "1",
        skips,
        extra,
        out,
        paths,
        pending,
        after == "1",
    )


def _paths(text: str) -> Paths:
    shortcut, _, detour = text.partition(":")
    paths = Paths(
        _number(shortcut, "paths", 0, RING_SIZE - 1), _number(detour, "paths", 0, RING_SIZE - 1)
    )
    if paths not in PAIR_INDEX:
        raise EventNotationError(
            "paths: the two paths may not touch a start field or share a field"
        )
    return paths


def _pending(text: str) -> Pending:
    parts = text.split(":")
    if len(parts) != 4:
        raise EventNotationError("event= is origin:event:confirmed:fields placed")
    origin_text, event_text, confirmed, placed_text = parts
    try:
        origin = Origin(origin_text)
    except ValueError:
        raise EventNotationError(f"event: unknown origin {origin_text!r}") from None
    event = None
    if event_text != "-":
        try:
            event = Event(event_text)
        except ValueError:
            raise EventNotationError(f"event: unknown event {event_text!r}") from None
    if confirmed not in ("0", "1"):
        raise EventNotationError("event: confirmed is 0 or 1")
    placed = tuple(
        _number(f, "event placed", 0, RING_SIZE - 1) for f in placed_text.split(",") if f
    )
    if len(set(placed)) != len(placed):
        raise EventNotationError("event: a field is placed twice")
    return Pending(origin, event, confirmed == "1", placed)
