"""madn_qt.play.undo, pure: which commands were a person's decisions, what one take-back takes,
and the dice that stand when the game comes to the same command number again."""

from __future__ import annotations

from core.chance import ChanceKind, ChanceNode, SeededChance
from core.game import Game
from core.moves import offered_moves
from core.position import Phase
from core.setup import Setup
from core.table import Table
from madn_qt.play.undo import RememberedChance, TakeBacks, is_decision, last_decision
from tests.core.helpers import random_game

DIE = ChanceNode(ChanceKind.DIE, 1, 6, 1)


def test_the_dice_stand_for_the_same_command_number_and_kind() -> None:
    game = Game(Setup())
    chance = RememberedChance(SeededChance(1), lambda: game)
    first = [chance.draw(DIE) for _ in range(5)]
    assert len(set(first)) == 1  # still command 0: the same answer each time
    plain = SeededChance(1)
    assert len({plain.draw(DIE) for _ in range(5)}) > 1  # (as it would not be without memory)
    other = ChanceNode(ChanceKind.TRAIN, 2, 5, 1)
    drawn = chance.draw(other)  # another kind of draw at command 0: a new answer
    assert 2 <= drawn[0] <= 5
    assert chance.draw(other) == drawn


def test_a_take_back_goes_to_the_persons_last_decision() -> None:
    played = random_game(Setup(), seed=9, commands=200)
    seats = played.setup.occupied
    person = seats[0]
    decisions = [
        i
        for i, position in enumerate(played.positions[:-1])
        if position.turn == person and is_decision(position)
    ]
    assert len(decisions) >= 3
    game = Game.replay(played.setup, list(played.commands))
    assert last_decision(game, lambda seat: seat == person) == decisions[-1]
    takebacks = TakeBacks()
    assert takebacks.take_back(game, lambda seat: seat == person)
    assert len(game.commands) == decisions[-1] and takebacks.count == 1
    assert takebacks.take_back(game, lambda seat: seat == person)
    assert len(game.commands) == decisions[-2] and takebacks.count == 2
    for command in takebacks.redo():
        game.apply(command)
    assert len(game.commands) == decisions[-1] and takebacks.count == 1 and takebacks.can_redo
    takebacks.decided()
    assert not takebacks.can_redo and takebacks.redo() == []


def test_no_take_back_without_a_persons_decision() -> None:
    table = Table(Setup(), seed=2)
    for _ in range(30):
        table.step()
    takebacks = TakeBacks()
    assert not takebacks.take_back(table.game, lambda seat: False)
    assert len(table.game.commands) == 30 and takebacks.count == 0


def test_chance_and_the_only_pass_are_no_decisions() -> None:
    played = random_game(Setup(), seed=4, commands=300)
    kinds = set()
    for position in played.positions[:-1]:
        moves = offered_moves(position) if position.phase is Phase.MOVE else []
        if position.chance_node() is not None:
            kinds.add("chance")
            assert not is_decision(position)
        elif len(moves) == 1 and moves[0].is_pass and moves[0].breaks is None:
            kinds.add("pass")
            assert not is_decision(position)
        elif len(moves) > 1:
            kinds.add("choice")
            assert is_decision(position)
    assert kinds == {"chance", "pass", "choice"}
