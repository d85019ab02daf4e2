"""Every level plays only legal moves that break no duty, under every option combination."""

from __future__ import annotations

import pytest

from core.ai import EasyPlayer, NormalPlayer, StrongPlayer, make_player
from core.ai.base import AiPlayer
from core.ai.evaluation import Weights
from core.chance import SeededChance
from core.game import Game
from core.moves import legal_moves
from core.position import Phase
from core.rules import ORIGINAL, Rules
from core.setup import Setup
from tests.core.ai.conftest import decision_positions, every_rules

SEATINGS = [(0, 2), (0, 1, 2), (0, 1, 2, 3)]
# Hazard 0 keeps the race table quick to build; the search and the duty filter are the same.
QUICK = Weights(hazard=0.0)


def levels(seed: int) -> list[AiPlayer]:
    return [EasyPlayer(seed), NormalPlayer(seed), StrongPlayer(seed, weights=QUICK)]


@pytest.mark.parametrize("rules", every_rules(), ids=lambda r: r.flags())
def test_every_level_keeps_every_duty_in_positions_from_real_games(rules: Rules) -> None:
    checked = 0
    for index, seats in enumerate(SEATINGS):
        for position in decision_positions(rules, seats, seed=17 * index + 3, limit=40):
            moves = legal_moves(position)
            allowed = {m.key for m in moves if m.breaks is None}
            for player in levels(checked):
                chosen = player.choose(position, moves)
                assert chosen in moves
                assert chosen.breaks is None
                assert chosen.key in allowed
            checked += 1
    assert checked > 60


@pytest.mark.parametrize("rules", [Rules(), ORIGINAL, Rules(forced_capture=False)])
def test_whole_games_between_the_levels_end_and_stay_legal(rules: Rules) -> None:
    game = Game(Setup.of(rules=rules))
    players = {
        0: EasyPlayer(1),
        1: NormalPlayer(2),
        2: StrongPlayer(3, weights=QUICK),
        3: NormalPlayer(4),
    }
    dice = SeededChance(99)
    while not game.over:
        assert len(game.commands) < 50_000
        if game.position.phase is Phase.MOVE:
            moves = game.legal_moves()
            chosen = players[game.position.turn].choose(game.position, moves)
            assert chosen.breaks is None
            game.apply(chosen)
        else:
            game.draw(dice)


def test_levels_are_registered_engine_players() -> None:
    for name in ("easy", "normal", "strong"):
        player = make_player(name, 5)
        assert player.name == name


def test_with_penalties_every_level_keeps_the_capture_duty() -> None:
    # Red can capture green on ring field 8 with a 3 (forced); moving the figure at 20 or passing
    # would break the duty and is on offer only because of the penalties option.
    from core.notation import parse_position

    text = "MADN1 f=5,20,H,H/-/28,H,H,H/- turn=0 phase=move die=3 rolls=0 rules=fc,pen"
    position = parse_position(text)
    moves = legal_moves(position)
    assert any(m.breaks is not None for m in moves)
    for seed in range(20):
        for player in levels(seed):
            assert player.choose(position, moves).key == (0, 8, ())


@pytest.mark.slow
def test_the_registered_strong_level_keeps_every_duty() -> None:
    player = make_player("strong", 11)
    for position in decision_positions(ORIGINAL, (0, 1, 2, 3), seed=8, limit=30):
        moves = legal_moves(position)
        assert player.choose(position, moves).breaks is None
