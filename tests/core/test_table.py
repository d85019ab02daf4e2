"""The table: the one step loop that plays chance and engine players and waits for everybody else.

The contract: :meth:`Table.step` plays a chance answer from the table's provider, an engine
player's choice, or a pass where nothing else is legal (for any seat); it returns ``None`` when a
human or remote seat must decide (or, with ``inline_ai`` off, an AI seat) and once the game is
over. :meth:`Table.play` applies any command and, when it does not fit, raises
:class:`IllegalCommandError` and changes nothing. Every command becomes a :class:`Step` reported
to the listeners, whose state hash is its position's. A game played at a table is its commands:
:meth:`Game.replay` rebuilds it without a generator.
"""

from __future__ import annotations

import pytest

from core.ai.base import AiPlayer
from core.chance import ChanceKind, Draw, Roll, ScriptedChance
from core.engine import IllegalCommandError, IllegalMoveError, legal_actions
from core.game import Game
from core.happenings import (
    Moved,
    Passed,
    RollAgain,
    Rolled,
    TrainScheduled,
    TurnStarted,
)
from core.moves import PASS, Move
from core.notation import format_position
from core.players import Player, RandomPlayer
from core.position import Phase
from core.rules import Rules
from core.setup import Seat, SeatKind, Setup
from core.table import ChanceTurn, Decider, DecisionTurn, PassTurn, Step, Table, engine_players

HUMAN_VS_AI = Setup(Rules(), (Seat.human("Anna"), Seat(), Seat.ai("random", "Ben"), Seat()))
# Anna (seat 0) fails her three tries, Ben (seat 2) brings a figure out and runs 4, Anna rolls a 6.
SCRIPT = ([3, 2, 1, 6, 4, 6], {ChanceKind.TRAIN: [3]})


def scripted_table(setup: Setup = HUMAN_VS_AI, *, inline_ai: bool = True) -> Table:
    return Table(setup, ScriptedChance(*SCRIPT), inline_ai=inline_ai)


def test_the_table_plays_chance_forced_passes_and_the_ai_and_stops_at_the_human() -> None:
    table = scripted_table()
    heard: list[Step] = []
    table.listeners.append(heard.append)
    steps = table.run()
    assert [s.command for s in steps] == [
        Draw(ChanceKind.TRAIN, 3),
        Roll((3,)),
        PASS,
        Roll((2,)),
        PASS,
        Roll((1,)),
        PASS,  # the human's forced passes
        Roll((6,)),
        Move(0, -1, 0, None, None, (-1, 0)),  # the AI brings a figure out
        Roll((4,)),
        Move(0, 0, 4, None, None, (0, 1, 2, 3, 4)),
        Roll((6,)),
    ]
    assert steps[0].happenings == [TrainScheduled(3), TurnStarted(0, 3)]
    assert steps[6].happenings == [Passed(0, 0), TurnStarted(2, 3)]
    assert steps[8].happenings == [Moved(2, 0, -1, 0, (-1, 0)), RollAgain(2, 1)]
    assert steps[10].happenings == [Moved(2, 0, 0, 4, (0, 1, 2, 3, 4)), TurnStarted(0, 3)]
    assert steps[11].happenings == [Rolled(0, (6,), 2)]
    assert [s.index for s in steps] == list(range(12))
    assert heard == steps
    # Anna has one legal move (out with the 6), but a human decides even that.
    assert table.step() is None and table.run() == []
    assert table.seat_to_act() == 0 and table.setup.seats[0].kind is SeatKind.HUMAN
    turn = table.what_next()
    assert isinstance(turn, DecisionTurn) and turn.decider is Decider.PERSON
    assert turn.seat == 0 and turn.actions == tuple(table.legal_moves())
    assert [m.key for m in table.legal_moves()] == [(0, 0, ())]
    assert format_position(table.position) == (
        "MADN1 f=H,H,H,H/-/4,H,H,H/- turn=0 phase=move die=6 rolls=2 rules=fc,rw train=2 open=0"
    )


def test_every_step_carries_its_position_and_that_positions_hash() -> None:
    table = scripted_table()
    heard: list[Step] = []
    table.listeners.append(heard.append)
    table.run()
    table.play(Move(0, 0, 0))
    assert len(heard) == len(table.game.commands) == 13
    for step in heard:
        assert step.position is table.game.positions[step.index + 1]
        assert step.command is table.game.commands[step.index]
        assert step.state_hash == step.position.state_hash()
    assert heard[-1].happenings == [Moved(0, 0, -1, 0, (-1, 0)), RollAgain(0, 1)]


def test_a_command_that_does_not_fit_changes_nothing_and_is_not_reported() -> None:
    table = scripted_table()
    table.run()
    heard: list[Step] = []
    table.listeners.append(heard.append)
    before = (table.position, list(table.game.commands), list(table.game.positions))
    with pytest.raises(IllegalMoveError) as wrong_move:
        table.play(Move(1, 5, 5))
    assert str(wrong_move.value) == "figure 1 to 5 is not a legal move here"
    with pytest.raises(IllegalCommandError) as wrong_kind:
        table.play(Roll((3,)))
    assert str(wrong_kind.value) == "no roll expected: the position waits for move"
    with pytest.raises(IllegalCommandError):
        table.play(Draw(ChanceKind.TRAIN, 4))
    assert (table.position, table.game.commands, table.game.positions) == before
    assert heard == []
    # The right command is still taken afterwards.
    assert table.play(Move(0, 0, 0)).index == 12 and len(heard) == 1


def test_a_chance_answer_can_be_handed_in_from_outside() -> None:
    table = scripted_table()
    step = table.play(Draw(ChanceKind.TRAIN, 5))
    assert step.happenings == [TrainScheduled(5), TurnStarted(0, 3)] and table.position.train == 5
    step = table.play(Roll((6,)))
    assert step.happenings == [Rolled(0, (6,), 2)]
    with pytest.raises(ValueError, match="no chance node"):
        table.draw()


def test_the_table_draws_from_its_provider_in_order() -> None:
    table = scripted_table()
    assert table.chance_node() is not None and table.chance_node() == table.position.chance_node()
    assert table.draw().command == Draw(ChanceKind.TRAIN, 3)
    assert table.draw().command == Roll((3,))
    assert table.chance_node() is None  # the forced pass is next


def test_a_forced_pass_is_played_for_a_human_and_a_remote_seat() -> None:
    for kind in (SeatKind.HUMAN, SeatKind.REMOTE):
        setup = Setup(Rules(railway=False), (Seat(kind, "Anna"), Seat(), Seat(kind, "Ben"), Seat()))
        table = Table(setup, ScriptedChance([3, 2, 1, 5, 5, 5, 6]))
        steps = table.run()
        assert [s.command for s in steps] == [
            Roll((3,)),
            PASS,
            Roll((2,)),
            PASS,
            Roll((1,)),
            PASS,
            Roll((5,)),
            PASS,
            Roll((5,)),
            PASS,
            Roll((5,)),
            PASS,
            Roll((6,)),
        ]
        assert table.step() is None and table.seat_to_act() == 0


def test_a_remote_seat_with_a_choice_waits_for_the_driver() -> None:
    setup = Setup(Rules(railway=False), (Seat.ai("random"), Seat(), Seat(SeatKind.REMOTE), Seat()))
    table = Table(setup, ScriptedChance([6, 1, 6, 3]))
    steps = table.run()
    # Seat 0 (AI): out with the 6 and one field on; seat 2 (remote) rolls a 6 and decides.
    assert [s.command for s in steps] == [
        Roll((6,)),
        Move(0, -1, 0, None, None, (-1, 0)),
        Roll((1,)),
        Move(0, 0, 1, None, None, (0, 1)),
        Roll((6,)),
    ]
    assert table.seat_to_act() == 2 and table.step() is None
    assert 2 not in table.players


def test_without_inline_ai_the_ai_waits_for_the_driver() -> None:
    setup = Setup(Rules(railway=False), (Seat.ai("random"), Seat(), Seat.ai("random"), Seat()))
    table = Table(setup, ScriptedChance([6, 4, 3, 3, 3, 2]), inline_ai=False)
    assert table.step() == Step(0, Roll((6,)), [Rolled(0, (6,), 2)], table.position)
    # A single legal move (out with the 6) still waits: the driver plays the AI's choice.
    assert table.step() is None and table.run() == []
    player = table.player(0)
    move = player.choose(table.position, table.legal_moves())
    assert move.key == (0, 0, ())
    table.play(move)
    assert table.step() is not None  # the roll of 4
    assert table.step() is None
    table.play(table.player(0).choose(table.position, table.legal_moves()))
    # Seat 2 fails its three tries: forced passes are the table's, with or without inline AI;
    # then seat 0's single move with the 2 waits again.
    steps = table.run()
    assert [s.command for s in steps] == [
        Roll((3,)),
        PASS,
        Roll((3,)),
        PASS,
        Roll((3,)),
        PASS,
        Roll((2,)),
    ]
    assert table.seat_to_act() == 0 and [m.key for m in table.legal_moves()] == [(0, 6, ())]


def test_stepping_a_finished_game_returns_none() -> None:
    table = Table(Setup.of((0, 2)), seed=4)
    steps = table.run()
    assert table.over and steps[-1].position.phase is Phase.OVER
    assert table.step() is None and table.run() == []
    assert table.chance_node() is None and table.seat_to_act() is None


def test_a_whole_seeded_game_at_a_table_replays_from_its_commands() -> None:
    setup = Setup(
        Rules(),
        (Seat.ai("normal"), Seat.ai("easy"), Seat.ai("random"), Seat.ai("normal")),
    )
    table = Table(setup, seed=2026)
    heard: list[Step] = []
    table.listeners.append(heard.append)
    table.run()
    assert table.over
    assert any(isinstance(c, Draw) for c in table.game.commands)
    replayed = Game.replay(setup, list(table.game.commands))
    assert replayed.position.state_hash() == table.position.state_hash()
    assert replayed.positions == table.game.positions
    assert [s.state_hash for s in heard] == [p.state_hash() for p in replayed.positions[1:]]


def test_a_table_is_reproducible_from_its_seed() -> None:
    setup = Setup.of((0, 1, 2, 3), seat=Seat.ai("easy"))

    def commands(seed: int) -> list[object]:
        table = Table(setup, seed=seed)
        table.run()
        return list(table.game.commands)

    assert commands(8) == commands(8)
    assert commands(8) != commands(9)


def _seed_state(player: Player) -> tuple[str, int]:
    assert isinstance(player, RandomPlayer | AiPlayer)
    return player.name, player.rng.state


def test_engine_players_are_seeded_reproducibly_per_seat() -> None:
    four = Setup(
        Rules(),
        (Seat.ai("easy"), Seat.ai("normal"), Seat.ai("strong"), Seat.ai("random")),
    )
    first, again = engine_players(four, 42), engine_players(four, 42)
    assert sorted(first) == [0, 1, 2, 3]
    assert [_seed_state(first[s]) for s in range(4)] == [_seed_state(again[s]) for s in range(4)]
    assert [first[s].name for s in range(4)] == ["easy", "normal", "strong", "random"]
    states = [_seed_state(first[s])[1] for s in range(4)]
    assert len(set(states)) == 4  # every seat its own stream
    other = engine_players(four, 43)
    assert all(_seed_state(other[s])[1] != states[s] for s in range(4))
    # A seat's seed depends on the seed and its own place only, not on who sits elsewhere.
    mixed = Setup(Rules(), (Seat.human(), Seat.ai("normal"), Seat(), Seat.ai("random")))
    players = engine_players(mixed, 42)
    assert sorted(players) == [1, 3]
    assert _seed_state(players[1]) == _seed_state(first[1])
    assert _seed_state(players[3]) == _seed_state(first[3])


def test_a_table_refuses_seats_it_cannot_play() -> None:
    with pytest.raises(ValueError, match=r"AI seats without a player: \[2\]"):
        Table(HUMAN_VS_AI, players={})
    with pytest.raises(ValueError, match="not the setup's occupied seats"):
        Table(HUMAN_VS_AI, game=Game(Setup.of((1, 3))))
    # Given players are used as they are (one player may serve several seats).
    player = RandomPlayer(1)
    table = Table(Setup.of((0, 2)), players={0: player, 2: player})
    assert table.player(0) is player and table.player(2) is player


def test_a_table_continues_a_game_in_progress() -> None:
    first = scripted_table()
    first.run()
    game = Game.replay(HUMAN_VS_AI, list(first.game.commands))
    table = Table(HUMAN_VS_AI, ScriptedChance([5]), game=game)
    assert table.position == first.position and table.step() is None
    step = table.play(Move(0, 0, 0))
    assert step.index == 12
    assert table.step() == Step(13, Roll((5,)), [Rolled(0, (5,), 0)], table.position)


@pytest.mark.parametrize("event", [False, True])
def test_what_next_is_the_one_answer_that_step_follows(event: bool) -> None:
    """Over whole games (classic and event mode), what_next names the chance node, the forced
    pass or the decision with exactly the engine's legal actions, the seat to act and who
    decides there; and step plays what it says."""
    seats = (Seat.ai("random", "A"), Seat(SeatKind.REMOTE, "B"), Seat.ai("random", "C"), Seat())
    deciders = {0: Decider.ENGINE, 1: Decider.REMOTE, 2: Decider.PERSON}
    for seed in range(6):
        table = Table(
            Setup(Rules(event_mode=event), seats), seed=seed, deciders=deciders.__getitem__
        )
        kinds: set[str] = set()
        while (turn := table.what_next()) is not None:
            position = table.position
            assert turn.seat == position.turn and turn.decider is deciders[turn.seat]
            if isinstance(turn, ChanceTurn):
                kinds.add("chance")
                assert turn.node == position.chance_node()
                before = len(table.game.commands)
                step = table.step()
                assert step is not None and step.index == before
                assert isinstance(step.command, Roll | Draw)
                continue
            assert position.chance_node() is None
            actions = legal_actions(position)
            if isinstance(turn, PassTurn):
                kinds.add("pass")
                assert actions == [turn.move] and turn.move.is_pass and turn.move.breaks is None
                step = table.step()
                assert step is not None and step.command == turn.move
                continue
            assert isinstance(turn, DecisionTurn) and list(turn.actions) == actions
            kinds.add(turn.decider.value)
            if turn.decider is Decider.ENGINE:
                assert table.step() is not None
            else:  # a person or a peer elsewhere: the table waits, the driver plays
                assert table.step() is None
                only = turn.only
                table.play(only if only is not None else actions[0])
        assert table.over
        assert kinds >= {"chance", "engine", "remote", "person"}
