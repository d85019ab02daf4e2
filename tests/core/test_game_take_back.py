"""Taking commands back (the app's undo): the game is exactly as it was after the commands kept,
and playing the taken commands again gives back every position."""

from __future__ import annotations

import pytest

from core.game import Game
from core.rules import Rules
from core.setup import Setup
from tests.core.helpers import random_game


@pytest.mark.parametrize("rules", [Rules(), Rules(event_mode=True)], ids=["classic", "event"])
def test_taking_back_and_playing_again_gives_every_position(rules: Rules) -> None:
    played = random_game(Setup(rules=rules), seed=7, commands=300)
    commands = list(played.commands)
    game = Game.replay(played.setup, commands)
    keep = len(commands) // 2
    taken = game.take_back(keep)
    assert taken == commands[keep:]
    fresh = Game.replay(played.setup, commands[:keep])
    assert game.commands == fresh.commands and game.positions == fresh.positions
    assert game.position == fresh.position == played.positions[keep]
    for command in taken:
        game.apply(command)
    assert game.positions == played.positions and game.position == played.position


def test_taking_back_nothing_or_everything() -> None:
    played = random_game(Setup(), seed=3, commands=40)
    game = Game.replay(played.setup, list(played.commands))
    assert game.take_back(len(game.commands)) == []
    assert game.take_back(0) == list(played.commands)
    assert game.position == Game(played.setup).position and game.commands == []


@pytest.mark.parametrize("length", [-1, 41])
def test_a_length_the_game_does_not_have_is_refused(length: int) -> None:
    played = random_game(Setup(), seed=3, commands=40)
    game = Game.replay(played.setup, list(played.commands))
    with pytest.raises(ValueError):
        game.take_back(length)
    assert game.commands == played.commands
