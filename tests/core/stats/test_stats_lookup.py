"""A game's statistics looked up by seat (core/stats/summary.py): a seat that does not play is a
``KeyError`` that says so."""

from __future__ import annotations

import pytest

from core.game import Game
from core.rules import Rules
from core.setup import Setup
from core.stats import game_stats


def test_a_seat_that_does_not_play_is_a_key_error_in_these_words() -> None:
    stats = game_stats(Game(Setup.of((0, 2), Rules())))
    assert stats.seat(2).seat == 2
    with pytest.raises(KeyError) as absent:
        stats.seat(1)
    assert absent.value.args == ("seat 1 does not play in this game",)
