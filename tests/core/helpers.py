"""Small helpers for rules tests: positions from notation, moves by their keys, random games."""

from __future__ import annotations

from core.engine import Roll, apply
from core.events import Event
from core.game import Game, Setup
from core.moves import Move, legal_moves
from core.notation import parse_position
from core.players import RandomPlayer
from core.position import Phase, Position
from core.rng import SeededDice


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
    return [m.key for m in legal_moves(position)]


def play(position: Position, figure: int, target: int) -> tuple[Position, list[Event]]:
    return apply(position, Move(figure, target, target))


def roll(position: Position, value: int) -> tuple[Position, list[Event]]:
    return apply(position, Roll((value,)))


def random_game(setup: Setup, seed: int, commands: int | None = None) -> Game:
    """A game of random players with seeded dice, played to its end (or to ``commands``
    commands)."""
    game = Game(setup)
    dice, player = SeededDice(seed), RandomPlayer(seed)
    while not game.over and (commands is None or len(game.commands) < commands):
        if game.position.phase is Phase.MOVE:
            game.apply(player.choose(game.position, game.legal_moves()))
        else:
            game.roll(dice)
    return game
