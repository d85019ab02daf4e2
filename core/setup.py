"""Who sits where and under which rules: a game's :class:`Setup`, the one type for it everywhere.

The New game dialog makes one, ``--players`` describes one, a game record and the app's
remembered last game store one, and :class:`core.table.Table` plays one. Each of the four seats
is a :class:`Seat`: a local human, an AI of some level, a remote player (LAN play), or empty.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Final

from core.board import HOUSE, SEAT_COUNT
from core.event.state import EventState, Origin, Pending
from core.event.wheel import Event
from core.moves import rolls_allowed
from core.position import Phase, Position, check_seats
from core.rules import Rules

DEFAULT_NAMES: Final = ("Anna", "Ben", "Carla", "Dario")
AI_PREFIX: Final = "ai:"
AI_LEVELS: Final = ("easy", "normal", "strong", "random")  # the engine players a seat offers
# Who plays a seat that was a network player's when a game after the LAN game starts (the app's
# Play again and New game dialog): that player is not at this computer (issue 22).
REMOTE_LEVEL: Final = "normal"


class SeatKind(Enum):
    """Who plays a seat."""

    HUMAN = "human"  # a person at this computer
    AI = "ai"  # an engine player of some level
    REMOTE = "remote"  # a person at another computer (LAN play)
    EMPTY = "empty"  # nobody


@dataclass(frozen=True, slots=True)
class Seat:
    """One seat: who plays it, under which name, and (for the AI) at which level."""

    kind: SeatKind = SeatKind.EMPTY
    name: str = ""
    level: str = ""  # the engine player's name (core.ai.make_player) for an AI seat

    @staticmethod
    def human(name: str = "") -> Seat:
        return Seat(SeatKind.HUMAN, name)

    @staticmethod
    def ai(level: str, name: str = "") -> Seat:
        return Seat(SeatKind.AI, name, level)

    @property
    def occupied(self) -> bool:
        return self.kind is not SeatKind.EMPTY

    @property
    def is_human(self) -> bool:
        return self.kind is SeatKind.HUMAN

    @property
    def label(self) -> str:
        """The kind as a record writes it: ``human``, ``ai:<level>``, ``remote`` or ``empty``."""
        return AI_PREFIX + self.level if self.kind is SeatKind.AI else self.kind.value

    @staticmethod
    def from_label(label: str, name: str = "") -> Seat:
        """The seat a :attr:`label` describes; ``ValueError`` for an unknown kind."""
        if label.startswith(AI_PREFIX) and label[len(AI_PREFIX) :]:
            return Seat(SeatKind.AI, name, label[len(AI_PREFIX) :])
        try:
            kind = SeatKind(label)
        except ValueError:
            raise ValueError(f"unknown kind of player {label!r}") from None
        if kind is SeatKind.AI:
            raise ValueError("an AI seat needs its level (ai:<level>)")
        return Seat(kind, name)


def _four_ai() -> tuple[Seat, ...]:
    return tuple(Seat.ai("random", DEFAULT_NAMES[s]) for s in range(SEAT_COUNT))


@dataclass(frozen=True, slots=True)
class Setup:
    """What a game starts from: the rules, the four seats (clockwise from seat 0) and, without
    a roll-off, who goes first (``None``: the lowest occupied seat)."""

    rules: Rules = field(default_factory=Rules)
    seats: tuple[Seat, ...] = field(default_factory=_four_ai)
    first: int | None = None

    def __post_init__(self) -> None:
        if len(self.seats) != SEAT_COUNT:
            raise ValueError(f"a setup has {SEAT_COUNT} seats, not {len(self.seats)}")

    @classmethod
    def of(
        cls,
        occupied: tuple[int, ...] = (0, 1, 2, 3),
        rules: Rules | None = None,
        first: int | None = None,
        seat: Seat | None = None,
    ) -> Setup:
        """A setup with ``occupied`` seats, each played as ``seat`` (default: the random AI)."""
        seats = tuple(
            (seat or Seat.ai("random")) if s in occupied else Seat() for s in range(SEAT_COUNT)
        )
        named = tuple(
            Seat(s.kind, s.name or DEFAULT_NAMES[i], s.level) if s.occupied else s
            for i, s in enumerate(seats)
        )
        return cls(rules or Rules(), named, first)

    @property
    def occupied(self) -> tuple[int, ...]:
        """The seats somebody plays, in seat order."""
        return tuple(s for s, seat in enumerate(self.seats) if seat.occupied)

    def problem(self) -> str | None:
        """Why these seats cannot start a game (English, for logs); ``None`` when they can."""
        try:
            check_seats(self.occupied)
        except ValueError as error:
            return str(error)
        return None

    def name(self, seat: int) -> str:
        """The seat's player's name (its default name when none was given)."""
        return self.seats[seat].name.strip() or DEFAULT_NAMES[seat]

    def start(self) -> Position:
        """The game's first position (a roll-off, when the rules ask for one, overrides
        :attr:`first`; a first player who is not seated is a ``ValueError``)."""
        first = None if self.rules.roll_off else self.first
        return initial_position(self.rules, self.occupied, first)

    def with_seats(self, seats: tuple[Seat, ...]) -> Setup:
        return Setup(self.rules, seats, self.first)

    def to_dict(self) -> dict[str, Any]:
        return {
            "seats": [{"kind": s.kind.value, "name": s.name, "level": s.level} for s in self.seats],
            "rules": self.rules.to_dict(),
            "first": self.first,
        }

    @classmethod
    def from_dict(cls, data: Any) -> Setup:
        """Rebuild a setup from :meth:`to_dict`; ``ValueError`` for anything malformed.

        Older settings wrote an empty seat's kind as ``off``; it reads as empty."""
        if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
            raise ValueError("a setup is a mapping with a list of seats")
        seats = []
        for entry in data["seats"]:
            if not isinstance(entry, dict) or set(entry) - {"kind", "name", "level"}:
                raise ValueError(f"malformed seat {entry!r}")
            kind, name, level = entry.get("kind"), entry.get("name", ""), entry.get("level", "")
            if not isinstance(name, str) or not isinstance(level, str):
                raise ValueError("seat name and level must be strings")
            try:
                seat_kind = SeatKind.EMPTY if kind == "off" else SeatKind(kind)
            except ValueError:
                raise ValueError(f"unknown seat kind {kind!r}") from None
            seats.append(Seat(seat_kind, name, level if seat_kind is SeatKind.AI else ""))
        rules = data.get("rules", {})
        if not isinstance(rules, dict):
            raise ValueError("rules must be a mapping")
        first = data.get("first")
        if first is not None and (type(first) is not int or not 0 <= first < SEAT_COUNT):
            raise ValueError(f"first must be a seat number, not {first!r}")
        return cls(Rules.from_dict(rules), tuple(seats), first)


def parse_players(
    spec: str, rules: Rules | None = None, levels: tuple[str, ...] = AI_LEVELS
) -> Setup:
    """Parse ``--players``: up to four comma-separated seats, each ``human[:Name]``, an AI level
    (one of ``levels``, optionally ``:Name``), ``remote[:Name]`` or ``empty``; missing seats are
    empty. Raises ``ValueError`` with the reason."""
    parts = [p.strip() for p in spec.split(",")]
    if len(parts) > SEAT_COUNT:
        raise ValueError(f"at most {SEAT_COUNT} seats, not {len(parts)}")
    parts += ["empty"] * (SEAT_COUNT - len(parts))
    seats: list[Seat] = []
    for index, part in enumerate(parts):
        kind_text, _, name = part.partition(":")
        kind_text = kind_text.strip().lower()
        name = name.strip() or DEFAULT_NAMES[index]
        if kind_text in ("empty", "none", "-", ""):
            seats.append(Seat())
        elif kind_text in ("human", "remote"):
            seats.append(Seat(SeatKind(kind_text), name))
        elif kind_text in levels:
            seats.append(Seat.ai(kind_text, name))
        else:
            raise ValueError(f"unknown seat {part!r}: use human, empty or an AI level")
    setup = Setup(rules or Rules(), tuple(seats))
    problem = setup.problem()
    if problem is not None:
        raise ValueError(problem)
    return setup


def initial_position(rules: Rules, seats: tuple[int, ...], first: int | None = None) -> Position:
    """The position before the first command.

    ``seats`` are the occupied seats (2 to 4; two players sit opposite). ``first`` is the first
    player when the rules do not ask for a roll-off (default: the lowest seat). With the railway
    the game starts by drawing the train's first interval.
    """
    check_seats(seats)
    start = (HOUSE,) * rules.figures
    if rules.one_figure_out:
        start = (0, *start[1:])
    figures = tuple(start if s in seats else () for s in range(SEAT_COUNT))
    goal_sizes = tuple(rules.figures if s in seats else 0 for s in range(SEAT_COUNT))
    ordered = tuple(sorted(seats))
    if rules.roll_off:
        turn, contenders = ordered[0], ordered
    else:
        turn = ordered[0] if first is None else first
        if turn not in ordered:
            raise ValueError(f"first player {turn} is not one of the seats {ordered}")
        contenders = ()
    base = Position(rules, ordered, figures, goal_sizes, turn, Phase.ROLL, contenders=contenders)
    if rules.event_mode:
        # Table rounds count in event mode (the dice's durations); the first pair of paths comes
        # before everything else.
        state = EventState(pending=Pending(Origin.START, Event.CONSTRUCTION, confirmed=True))
        return base.but(
            phase=Phase.DRAW, rolls_left=0, opener=-1 if contenders else turn, event_state=state
        )
    if rules.railway:
        return base.but(phase=Phase.TRAIN, rolls_left=0, opener=-1 if contenders else turn)
    if contenders:
        return base.but(phase=Phase.ROLL_OFF)
    return base.but(rolls_left=rolls_allowed(base, turn))
