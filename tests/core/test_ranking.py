"""GAME.md 2, rule 9 and section 3's "play on": the end of the game and the places.

The first player with all figures in the goal wins and the game ends at once. The others are
ranked by figures in the goal, then by distance travelled (the sum of the progress of the figures
out of the house, goal fields counting 40 and up); equal players share a place and the next
place is skipped (1, 2, 2, 4). With play on, finishers are skipped, the game goes on until one
player is left, and that player takes the last place (docs/rules.md).
"""

from __future__ import annotations

import pytest

from core.happenings import GameOver, Moved, SeatFinished, TurnStarted
from core.position import Phase
from core.ranking import ranking
from tests.core.helpers import play, pos

HOME = "H,H,H,H"
WON = "G1,G2,G3,G4"


def ranked(slots: str, done: str = "0") -> tuple[tuple[int, int], ...]:
    turn = done.split(",")[0] if done else "0"
    extra = f" done={done} rules=fc,po" if done else ""
    return ranking(pos(f"f={slots} turn={turn} phase=over rolls=0{extra}"))


def test_more_goal_figures_beat_more_distance() -> None:
    # Blue: one goal figure, distance 40. Green: none in the goal, distance 35+36+37+38 = 146.
    assert ranked(f"{WON}/G1,H,H,H/35,36,37,38/{HOME}") == ((0, 1), (1, 2), (2, 3), (3, 4))


def test_with_equal_goal_figures_the_distance_decides() -> None:
    # Blue: G1 + 10 = 50; green: G1 + 5 = 45; yellow: G2 + 2 = 43.
    assert ranked(f"{WON}/G1,10,H,H/G1,5,H,H/G2,2,H,H") == ((0, 1), (1, 2), (2, 3), (3, 4))
    assert ranked(f"{WON}/G2,2,H,H/G1,5,H,H/G1,10,H,H") == ((0, 1), (3, 2), (2, 3), (1, 4))


def test_goal_figures_count_their_goal_progress_as_distance() -> None:
    # Blue's G4 is 43 and green's G1 + 3 is 40 + 3: one goal figure each, the same distance.
    assert ranked(f"{WON}/G4,H,H,H/G1,3,H,H/{HOME}") == ((0, 1), (1, 2), (2, 2), (3, 4))
    # G4 (43) beats G1 (40) with nothing else on the board.
    assert ranked(f"{WON}/G1,H,H,H/G4,H,H,H/{HOME}") == ((0, 1), (2, 2), (1, 3), (3, 4))


def test_house_figures_add_no_distance() -> None:
    # Blue 10 with three in the house, green 4 + 6 with two: both have gone 10.
    assert ranked(f"{WON}/10,H,H,H/4,6,H,H/{HOME}") == ((0, 1), (1, 2), (2, 2), (3, 4))
    # A figure on its start field has gone 0: the same as one in the house.
    assert ranked(f"{WON}/0,H,H,H/{HOME}/1,H,H,H") == ((0, 1), (3, 2), (1, 3), (2, 3))


@pytest.mark.parametrize(
    ("slots", "expected"),
    [
        (f"{WON}/5,H,H,H/5,H,H,H/{HOME}", ((0, 1), (1, 2), (2, 2), (3, 4))),
        (f"{WON}/5,H,H,H/5,H,H,H/5,H,H,H", ((0, 1), (1, 2), (2, 2), (3, 2))),
        (f"{WON}/7,H,H,H/5,H,H,H/5,H,H,H", ((0, 1), (1, 2), (2, 3), (3, 3))),
        (f"{WON}/{HOME}/{HOME}/{HOME}", ((0, 1), (1, 2), (2, 2), (3, 2))),
        (f"{WON}/{HOME}/-/{HOME}", ((0, 1), (1, 2), (3, 2))),
    ],
)
def test_equal_players_share_a_place_and_the_next_place_is_skipped(
    slots: str, expected: tuple[tuple[int, int], ...]
) -> None:
    assert ranked(slots) == expected


def test_the_winner_is_first_even_behind_in_seat_order() -> None:
    assert ranked(f"5,H,H,H/{HOME}/{WON}/3,H,H,H", done="2") == ((2, 1), (0, 2), (3, 3), (1, 4))


def test_before_anyone_finishes_the_places_are_the_standings() -> None:
    assert ranked(f"{HOME}/{HOME}/{HOME}/{HOME}", done="") == ((0, 1), (1, 1), (2, 1), (3, 1))
    assert ranked(f"{HOME}/G1,H,H,H/3,H,H,H/3,H,H,H", done="") == ((1, 1), (2, 2), (3, 2), (0, 4))


def test_finishers_rank_in_finishing_order_then_the_rest() -> None:
    slots = f"{WON}/G1,G2,G3,G4/G1,G2,G3,G4/G1,H,H,H"
    assert ranked(slots, done="2,0,1") == ((2, 1), (0, 2), (1, 3), (3, 4))
    assert ranked(f"{WON}/{HOME}/{WON}/G4,G3,G2,30", done="2,0") == ((2, 1), (0, 2), (3, 3), (1, 4))


def test_the_first_to_finish_ends_the_game_at_once_even_with_a_six() -> None:
    text = f"f=34,G2,G3,G4/G1,H,H,H/35,36,37,38/{HOME} turn=0 phase=move die=6"
    after, events = play(pos(text), 0, 40)
    places = ((0, 1), (1, 2), (2, 3), (3, 4))
    assert events == [
        Moved(0, 0, 34, 40, (34, 35, 36, 37, 38, 39, 40)),
        SeatFinished(0, 1),
        GameOver(places),
    ]
    assert GameOver(places).winner == 0
    assert (after.phase, after.finished, after.rolls_left, after.pips) == (Phase.OVER, (0,), 0, ())
    assert ranking(after) == places


def test_with_play_on_a_finisher_is_skipped_and_the_next_player_begins() -> None:
    text = f"f=34,G2,G3,G4/{HOME}/5,H,H,H/{HOME} turn=0 phase=move die=6 rules=fc,po"
    after, events = play(pos(text), 0, 40)
    assert events == [
        Moved(0, 0, 34, 40, (34, 35, 36, 37, 38, 39, 40)),
        SeatFinished(0, 1),
        TurnStarted(1, 3),
    ]
    assert (after.phase, after.finished, after.turn) == (Phase.ROLL, (0,), 1)
    assert after.active_seats == (1, 2, 3)
    assert after.next_seat(3) == 1


def test_with_play_on_the_next_finisher_takes_the_next_place() -> None:
    text = f"f={WON}/{HOME}/38,G2,G3,G4/5,H,H,H turn=2 phase=move die=2 rules=fc,po done=0"
    after, events = play(pos(text), 0, 40)
    assert events == [Moved(2, 0, 38, 40, (38, 39, 40)), SeatFinished(2, 2), TurnStarted(3, 1)]
    assert after.finished == (0, 2) and after.next_seat(3) == 1 and after.next_seat(1) == 3


def test_with_play_on_the_last_player_left_takes_the_last_place() -> None:
    # Blue, still in the game with a goal figure, ranks below green, the third finisher.
    text = f"f={WON}/G1,H,H,H/38,G2,G3,G4/{WON} turn=2 phase=move die=2 rules=fc,po done=3,0"
    after, events = play(pos(text), 0, 40)
    expected = ((3, 1), (0, 2), (2, 3), (1, 4))
    assert events == [Moved(2, 0, 38, 40, (38, 39, 40)), SeatFinished(2, 3), GameOver(expected)]
    assert after.phase is Phase.OVER and after.finished == (3, 0, 2)


def test_with_play_on_two_players_end_at_the_first_finisher() -> None:
    text = "f=38,G2,G3,G4/-/G1,H,H,H/- turn=0 phase=move die=2 rules=fc,po"
    after, events = play(pos(text), 0, 40)
    assert events == [
        Moved(0, 0, 38, 40, (38, 39, 40)),
        SeatFinished(0, 1),
        GameOver(((0, 1), (2, 2))),
    ]
    assert after.phase is Phase.OVER
