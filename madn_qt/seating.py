"""Who sits where: the seats of a new game (human, AI of some level, or empty) and its rules.

A :class:`GameConfig` is what the New game dialog produces and what ``--players`` describes on
the command line. It turns into a :class:`core.game.Setup` for the engine; the names and kinds of
the seats stay with the app (the engine only knows seat numbers).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from core.board import SEAT_COUNT
from core.game import Setup
from core.position import check_seats
from core.rules import Rules
from madn_qt.settings import GameSetup, SeatSetup
from madn_qt.settings import SeatKind as SettingsSeatKind

DEFAULT_NAMES: tuple[str, ...] = ("Anna", "Ben", "Carla", "Dario")
AI_LEVELS: tuple[str, ...] = ("easy", "normal", "strong", "random")


class SeatKind(Enum):
    HUMAN = "human"
    AI = "ai"
    EMPTY = "empty"


@dataclass(frozen=True, slots=True)
class SeatConfig:
    """One seat: who plays it, under which name, and (for the AI) at which level."""

    kind: SeatKind = SeatKind.EMPTY
    name: str = ""
    level: str = "easy"

    @property
    def occupied(self) -> bool:
        return self.kind is not SeatKind.EMPTY

    @property
    def is_human(self) -> bool:
        return self.kind is SeatKind.HUMAN


def _default_seats() -> tuple[SeatConfig, ...]:
    return (
        SeatConfig(SeatKind.HUMAN, DEFAULT_NAMES[0]),
        SeatConfig(SeatKind.AI, DEFAULT_NAMES[1], "easy"),
        SeatConfig(SeatKind.AI, DEFAULT_NAMES[2], "easy"),
        SeatConfig(SeatKind.AI, DEFAULT_NAMES[3], "easy"),
    )


@dataclass(frozen=True, slots=True)
class GameConfig:
    """Everything the New game dialog decides."""

    seats: tuple[SeatConfig, ...] = field(default_factory=_default_seats)
    rules: Rules = field(default_factory=Rules)
    mode: str = "classic"
    first: int | None = None  # who begins (without roll-off); None: the lowest occupied seat

    @property
    def occupied(self) -> tuple[int, ...]:
        return tuple(s for s, seat in enumerate(self.seats) if seat.occupied)

    def problem(self) -> str | None:
        """Why these seats cannot start a game (English, for logs); ``None`` when they can."""
        try:
            check_seats(self.occupied)
        except ValueError as error:
            return str(error)
        return None

    def setup(self) -> Setup:
        first = self.first if self.first in self.occupied and not self.rules.roll_off else None
        return Setup(rules=self.rules, seats=self.occupied, first=first)

    def name(self, seat: int) -> str:
        name = self.seats[seat].name.strip()
        return name or DEFAULT_NAMES[seat]


def parse_players(spec: str, rules: Rules | None = None) -> GameConfig:
    """Parse ``--players``: four comma-separated seats, each ``human[:Name]``, an AI level
    (``easy``, ``normal``, ``strong``, ``random``, optionally ``:Name``) or ``empty``.

    Fewer than four entries leave the remaining seats empty. Raises ``ValueError``.
    """
    parts = [p.strip() for p in spec.split(",")]
    if len(parts) > SEAT_COUNT:
        raise ValueError(f"at most {SEAT_COUNT} seats, not {len(parts)}")
    parts += ["empty"] * (SEAT_COUNT - len(parts))
    seats: list[SeatConfig] = []
    for index, part in enumerate(parts):
        kind_text, _, name = part.partition(":")
        kind_text = kind_text.strip().lower()
        name = name.strip() or DEFAULT_NAMES[index]
        if kind_text in ("empty", "none", "-", ""):
            seats.append(SeatConfig(SeatKind.EMPTY, DEFAULT_NAMES[index]))
        elif kind_text == "human":
            seats.append(SeatConfig(SeatKind.HUMAN, name))
        elif kind_text in AI_LEVELS:
            seats.append(SeatConfig(SeatKind.AI, name, kind_text))
        else:
            raise ValueError(f"unknown seat {part!r}: use human, empty or an AI level")
    config = GameConfig(tuple(seats), rules or Rules())
    problem = config.problem()
    if problem is not None:
        raise ValueError(problem)
    return config


_TO_SETTINGS: dict[SeatKind, SettingsSeatKind] = {
    SeatKind.HUMAN: "human",
    SeatKind.AI: "ai",
    SeatKind.EMPTY: "off",
}


def setup_from_config(config: GameConfig) -> GameSetup:
    """The settings' form of a config (remembered as the last new-game setup)."""
    seats = tuple(
        SeatSetup(_TO_SETTINGS[s.kind], s.name, s.level if s.kind is SeatKind.AI else "")
        for s in config.seats
    )
    return GameSetup(seats=seats, rules=config.rules)


def config_from_setup(setup: GameSetup) -> GameConfig:
    """A config from the remembered setup; unusable seats fall back to the defaults."""
    back = {v: k for k, v in _TO_SETTINGS.items()}
    defaults = _default_seats()
    seats = tuple(
        SeatConfig(
            back[s.kind],
            s.name or DEFAULT_NAMES[i],
            s.level if s.level in AI_LEVELS else defaults[i].level,
        )
        for i, s in enumerate(setup.seats)
    )
    config = GameConfig(seats, setup.rules)
    return config if config.problem() is None else GameConfig(rules=setup.rules)
