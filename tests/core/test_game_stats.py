"""A game's statistics (core.stats) against games whose every roll is known (stats_games.py),
and against the ranking's tally, the record round trip and random games of both modes."""

from __future__ import annotations

import pytest

from core.event.wheel import Event
from core.game import Game
from core.record import Record, dumps, loads
from core.rules import Rules
from core.seat_stats import game_tally
from core.setup import Setup
from core.stats import (
    GameStats,
    RaceLine,
    SixesShare,
    chi_square_p,
    game_stats,
    record_stats,
    standing,
)
from tests.core.helpers import random_game
from tests.core.stats_games import scripted, scripted_record


def test_the_capture_game_counted_by_hand() -> None:
    stats = game_stats(scripted("captures"))
    anna, carla = stats.seats
    assert (anna.seat, anna.name, carla.seat, carla.name) == (0, "Anna", 2, "Carla")
    # Anna rolled 6 5 5 5 2 4; Carla 1 2 3 4 5 1 2 3 4 6 1 6 1 (nine of them passed)
    assert (anna.rolls, anna.sixes, anna.passes) == (6, 1, 0)
    assert (carla.rolls, carla.sixes, carla.passes) == (13, 2, 9)
    assert (anna.captures_given, anna.captures_suffered) == (1, 1)
    assert (carla.captures_given, carla.captures_suffered) == (1, 1)
    [anna_d6] = anna.dice
    assert (anna_d6.kind, anna_d6.faces) == ("d6", (0, 1, 0, 1, 3, 1))
    assert anna_d6.chi2 == pytest.approx(6.0)  # 6 rolls, 1 expected per face: 12 - 6
    assert anna_d6.p == pytest.approx(0.306219, abs=1e-6)  # chi2.sf(6, 5)
    [carla_d6] = carla.dice
    assert carla_d6.faces == (4, 2, 2, 2, 1, 2)
    assert carla_d6.chi2 == pytest.approx(29 / 13)  # 33 * 6 / 13 - 13
    total = stats.total
    assert (total.rolls, total.sixes, total.captures, total.passes) == (19, 3, 2, 9)
    [all_d6] = total.dice
    assert all_d6.faces == (4, 3, 2, 3, 4, 3)
    assert all_d6.chi2 == pytest.approx(17 / 19)  # 63 * 6 / 19 - 19
    assert all_d6.p == pytest.approx(chi_square_p(17 / 19, 5))
    # every roll of Anna's moved; of Carla's 13 only 6 1 6 1
    assert anna.selection == SixesShare(rolls=6, sixes=1, moved=6, moved_sixes=1)
    assert carla.selection == SixesShare(rolls=13, sixes=2, moved=4, moved_sixes=2)
    assert total.selection == SixesShare(19, 3, 10, 3)
    assert carla.selection.share_all == pytest.approx(2 / 13)
    assert carla.selection.share_moved == pytest.approx(0.5)
    assert (anna.events, anna.train_hits, total.events, total.train_hits) == ((), 0, (), 0)
    assert (stats.rounds, stats.over, stats.event_mode) == (5, False, False)


def test_the_race_of_the_capture_game() -> None:
    stats = game_stats(scripted("captures"))
    # Anna's figure at 5, 10, 15, 17 after rounds 1-4 (standing = progress + 1), captured in 5;
    # Carla at home until round 4 (at 1), captured and out again in round 5 (at 1).
    assert stats.seat(0).race == RaceLine(0, (0, 6, 11, 16, 18, 0), (5,), (5,))
    assert stats.seat(2).race == RaceLine(2, (0, 0, 0, 0, 2, 2), (5,), (5,))
    with pytest.raises(KeyError):
        stats.seat(1)


def test_standing_counts_steps_from_the_house() -> None:
    assert standing((-1, -1, -1, -1)) == 0
    assert standing((0, -1, 12, 43)) == 1 + 0 + 13 + 44
    assert standing((40, 41, 42, 43)) == 170  # four figures home
    assert standing(()) == 0


def test_a_d10_and_a_two_dice_roll_count_each_die_as_a_face_of_its_kind() -> None:
    stats = game_stats(scripted("d10"))
    anna, carla = stats.seats
    # Anna: D6 5 5 5 5 5 5 2, then D10 3 6 10 3
    assert [(t.kind, t.faces) for t in anna.dice] == [
        ("d6", (0, 1, 0, 0, 6, 0)),
        ("d10", (0, 0, 2, 0, 0, 1, 0, 0, 0, 1)),
    ]
    assert (anna.rolls, anna.sixes, anna.passes) == (11, 1, 8)
    # Carla: D6 1 x6, then D10 10 10 9, then two D10s 3+6 and 6+6 (two rolls, four dice)
    assert [(t.kind, t.faces) for t in carla.dice] == [
        ("d6", (6, 0, 0, 0, 0, 0)),
        ("d10", (0, 0, 1, 0, 0, 3, 0, 0, 1, 2)),
    ]
    assert (carla.rolls, carla.sixes, carla.passes) == (11, 3, 10)
    assert [t.dice for t in carla.dice] == [6, 7]
    total = stats.total
    assert total.rolls == 22
    assert [(t.kind, t.faces) for t in total.dice] == [
        ("d6", (6, 1, 0, 0, 6, 0)),
        ("d10", (0, 0, 3, 0, 0, 4, 0, 0, 1, 3)),
    ]
    d10 = total.dice[1]
    assert d10.chi2 == pytest.approx(229 / 11)  # 11 dice, 1.1 expected per face
    assert d10.p == pytest.approx(chi_square_p(229 / 11, 9))
    # only rolls of one D6 take part in the selection figures: Anna's 7 and Carla's 6, none moved
    assert anna.selection == SixesShare(7, 0, 0, 0)
    assert carla.selection == SixesShare(6, 0, 0, 0)
    assert anna.events == ((Event.TEN_SIDED, 1),)
    assert carla.events == ((Event.SECOND_DIE, 1),)
    assert total.events == ((Event.SECOND_DIE, 1), (Event.TEN_SIDED, 1))  # the wheel's order
    assert stats.event_mode and not stats.over
    # three table rounds ended, then the game stands in the fourth: one more point
    assert stats.rounds == 3
    assert anna.race.steps == (0, 0, 0, 11, 14) and carla.race.steps == (0, 0, 0, 0, 1)


def test_a_knocked_out_seat_has_no_race_points_after_it_left() -> None:
    stats = game_stats(scripted("knock_out"))
    assert stats.over and stats.rounds == 2
    assert stats.seat(2).events == ((Event.KNOCKED_OUT, 1),)
    assert stats.seat(2).race.steps == (0, 0, 0)  # the start and rounds 1, 2; out in round 3
    assert stats.seat(0).race.steps == (0, 0, 0, 11)  # the end of the game in round 3


def test_the_trains_hits_and_the_race_point_after_it() -> None:
    stats = game_stats(scripted("train"))
    assert stats.seat(0).train_hits == 1 and stats.seat(2).train_hits == 0
    assert stats.total.train_hits == 1
    assert stats.seat(0).captures_suffered == 0  # the train captures nobody
    assert stats.seat(0).race.steps == (0, 0, 0)  # round 2 ended with the train's pass
    assert stats.seat(0).rolls == 7 and stats.seat(0).passes == 3


def test_the_roll_off_is_not_counted() -> None:
    stats = game_stats(scripted("roll_off"))
    # Anna rolled 3 and Carla 5 in the roll-off; then Carla 6 1, Anna 2 4 6
    assert stats.seat(0).rolls == 3 and stats.seat(0).dice[0].faces == (0, 1, 0, 1, 0, 1)
    assert stats.seat(2).rolls == 2 and stats.seat(2).dice[0].faces == (1, 0, 0, 0, 0, 1)
    assert stats.total.rolls == 5
    assert stats.rounds == 0 and stats.seat(2).race.steps == (0, 2)


def test_a_game_without_a_roll_has_no_dice() -> None:
    stats = game_stats(Game(Setup.of((1, 3), Rules())))
    assert [row.seat for row in stats.seats] == [1, 3]
    assert all(row.rolls == 0 and row.dice == () for row in stats.seats)
    assert stats.total.dice == () and stats.total.selection.share_all == 0.0
    assert [row.race.steps for row in stats.seats] == [(0,), (0,)]


def _consistent(stats: GameStats, game: Game) -> None:
    tally = game_tally(game)
    for row in stats.seats:
        mine = tally[row.seat]
        assert (row.rolls, row.sixes) == (mine.rolls, mine.sixes)
        assert (row.captures_given, row.captures_suffered) == (mine.captures, mine.captured)
        assert sum(t.faces[5] for t in row.dice if t.sides >= 6) == row.sixes
        assert sum(t.dice for t in row.dice) >= row.rolls
        assert row.selection.rolls <= row.rolls and row.selection.moved <= row.selection.rolls
        assert len(row.race.captures) == row.captures_given
        assert len(row.race.suffered) == row.captures_suffered
        # a finished game ends within a table round: one point more than the rounds ended,
        # the final standing; a seat knocked out has fewer
        if len(row.race.steps) == stats.rounds + 2:
            assert row.race.steps[-1] == standing(game.position.figures[row.seat])
        else:
            assert game.setup.rules.event_mode and len(row.race.steps) <= stats.rounds + 1
    total = stats.total
    assert total.rolls == sum(row.rolls for row in stats.seats)
    assert total.captures == sum(row.captures_suffered for row in stats.seats)
    for test in total.dice:
        assert test.faces == tuple(
            sum(col)
            for col in zip(
                *(t.faces for row in stats.seats for t in row.dice if t.sides == test.sides),
                strict=True,
            )
        )


@pytest.mark.parametrize(
    ("rules", "seed"),
    [
        (Rules(), 1),
        (Rules(railway=False, roll_off=True), 2),
        (Rules(event_mode=True), 3),
        (Rules(event_mode=True, roll_off=True, play_on=True), 4),
    ],
)
def test_random_games_add_up_and_read_back_from_their_record(rules: Rules, seed: int) -> None:
    game = random_game(Setup.of((0, 1, 2, 3), rules), seed)
    assert game.over
    stats = game_stats(game)
    _consistent(stats, game)
    assert all(row.rolls > 20 for row in stats.seats)
    if rules.event_mode:
        assert stats.total.events and stats.event_mode
    # a saved and reopened game has the same statistics
    assert record_stats(loads(dumps(Record.of_game(game, "")))) == stats


@pytest.mark.parametrize("name", ["captures", "d10", "knock_out", "train", "roll_off"])
def test_a_scripted_game_read_back_from_its_record(name: str) -> None:
    assert record_stats(loads(dumps(scripted_record(name)))) == game_stats(scripted(name))


def test_the_selection_effect_over_simulated_games() -> None:
    # tools/sixes_share.py, on 10 games (docs/cli.md gives the figures of 100): sixes are about
    # a sixth of all rolls and clearly more of the rolls that moved
    from tools.sixes_share import measure

    share = measure(["normal"] * 4, 10, 1, Rules())
    assert share.rolls > 4000 and share.moved < share.rolls
    assert 0.15 < share.share_all < 0.185
    assert share.share_moved > share.share_all + 0.03
