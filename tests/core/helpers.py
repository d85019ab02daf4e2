"""Small helpers for rules tests: positions from notation, moves by their keys, random games."""

from __future__ import annotations

from core.actions import Command
from core.chance import ChanceKind, Draw, Roll, SeededChance
from core.engine import IllegalCommandError, apply
from core.event.wheel import FIRST_SLICE, Event
from core.game import Game
from core.happenings import Happening
from core.moves import Move, legal_moves
from core.notation import parse_position
from core.players import RandomPlayer
from core.position import Position
from core.rules import Rules
from core.setup import Setup
from core.table import Table
from core.tokens import parse_command

# GAME.md sections 2 and 3 without the railway (4.2): the rules the focused rule tests check.
PLAIN = Rules(railway=False)


def pos(text: str) -> Position:
    """A position from its notation, ``MADN1`` and defaults filled in where left out."""
    if not text.startswith("MADN1"):
        text = "MADN1 " + text
    if "rules=" not in text:
        text += " rules=fc"
    if "rolls=" not in text:
        text += " rolls=0" if "phase=move" in text else " rolls=1"
    return parse_position(text)


def keys(position: Position) -> list[tuple[int, int]]:
    """Legal moves as (figure, target); a pass is (-1, -1)."""
    return [(m.figure, m.target) for m in legal_moves(position)]


def play(position: Position, figure: int, target: int) -> tuple[Position, list[Happening]]:
    return apply(position, Move(figure, target, target))


def roll(position: Position, value: int) -> tuple[Position, list[Happening]]:
    return apply(position, Roll((value,)))


def random_game(setup: Setup, seed: int, commands: int | None = None) -> Game:
    """A game of random players with seeded chance at a table, played to its end (or to
    ``commands`` commands); the setup's seats keep their names and kinds."""
    player = RandomPlayer(seed)
    table = Table(setup, SeededChance(seed), players=dict.fromkeys(setup.occupied, player))
    while not table.over and (commands is None or len(table.game.commands) < commands):
        table.step()
    return table.game


def spin(event: Event) -> Draw:
    """The wheel's draw that stops on ``event`` (its first slice)."""
    return Draw(ChanceKind.WHEEL, FIRST_SLICE[event])


def run(position: Position, *commands: str | Command | Event) -> tuple[Position, list[Happening]]:
    """Apply commands in turn: record tokens (``"r6 m0>0 ok"``, several to a string), commands,
    or an event for the wheel to stop on. The last position and every happening on the way."""
    events: list[Happening] = []
    for item in commands:
        if isinstance(item, str):
            steps: list[Command] = [parse_command(token) for token in item.split()]
        else:
            steps = [spin(item) if isinstance(item, Event) else item]
        for command in steps:
            position, happened = apply(position, command)
            events += happened
    return position, events


def refusal(position: Position, command: Command) -> str:
    """The message of the :class:`IllegalCommandError` that ``command`` raises at ``position``."""
    try:
        apply(position, command)
    except IllegalCommandError as error:
        return str(error)
    raise AssertionError(f"{command} was accepted")
