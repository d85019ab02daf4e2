"""The panel's words for the dice in event mode (madn_qt.panel.dice_text) in English, German and
Italian: the D4 or D10 and the table rounds it lasts, the two dice and the turns they last."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from core.event.state import SIDES_ROUNDS, EventState
from core.event.wheel import Event
from core.position import Position
from core.rules import Rules
from core.setup import initial_position
from madn_qt.panel.dice_text import dice_text, sides_text, two_dice_text
from tests.core.helpers import pos, run


def _event(turn: int = 0, **state: object) -> Position:
    base = initial_position(Rules(event_mode=True), (0, 1, 2, 3))
    return base.but(turn=turn, event_state=EventState(**state))  # type: ignore[arg-type]


# (sides, sides_rounds, two_dice, second of seat 0): the words in en, de, it
CASES = [
    (
        10,
        SIDES_ROUNDS,
        False,
        0,
        {
            "en": "D10 for this table round and 2 more",
            "de": "W10 noch in dieser Runde und 2 weiteren",
            "it": "D10 per questo giro e altri 2",
        },
    ),
    (
        4,
        2,
        False,
        0,
        {
            "en": "D4 for this table round and the next",
            "de": "W4 in dieser und der nächsten Runde",
            "it": "D4 per questo giro e il prossimo",
        },
    ),
    (
        10,
        1,
        False,
        0,
        {
            "en": "D10 until this table round ends",
            "de": "W10 bis zum Ende dieser Runde",
            "it": "D10 fino alla fine di questo giro",
        },
    ),
    (
        6,
        0,
        True,
        0,
        {
            "en": "Two dice this turn",
            "de": "Zwei Würfel in diesem Zug",
            "it": "Due dadi in questo turno",
        },
    ),
    (
        6,
        0,
        True,
        1,
        {
            "en": "Two dice this turn and the next",
            "de": "Zwei Würfel in diesem und im nächsten Zug",
            "it": "Due dadi in questo turno e nel prossimo",
        },
    ),
    (
        6,
        0,
        True,
        3,
        {
            "en": "Two dice this turn and 3 more",
            "de": "Zwei Würfel in diesem Zug und 3 weiteren",
            "it": "Due dadi in questo turno e in altri 3",
        },
    ),
    (
        6,
        0,
        False,
        2,
        {
            "en": "Two dice in the next 2 turns",
            "de": "Zwei Würfel in den nächsten 2 Zügen",
            "it": "Due dadi nei prossimi 2 turni",
        },
    ),
    (
        6,
        0,
        False,
        1,
        {
            "en": "Two dice in the next turn",
            "de": "Zwei Würfel im nächsten Zug",
            "it": "Due dadi nel prossimo turno",
        },
    ),
    (
        10,
        3,
        True,
        0,
        {
            "en": "D10 for this table round and 2 more · Two dice this turn",
            "de": "W10 noch in dieser Runde und 2 weiteren · Zwei Würfel in diesem Zug",
            "it": "D10 per questo giro e altri 2 · Due dadi in questo turno",
        },
    ),
]


@pytest.mark.parametrize("language", ["en", "de", "it"], indirect=True)
@pytest.mark.parametrize(("sides", "rounds", "now", "more", "words"), CASES)
def test_the_dice_are_named_with_how_long_they_last(
    language: str, sides: int, rounds: int, now: bool, more: int, words: dict[str, str]
) -> None:
    position = _event(sides=sides, sides_rounds=rounds, two_dice=now, second=(more, 0, 0, 0))
    assert dice_text(position) == words[language]


@pytest.mark.parametrize("language", ["en", "de", "it"], indirect=True)
def test_the_classic_die_says_nothing(language: str) -> None:
    assert dice_text(initial_position(Rules(), (0, 1, 2, 3))) == ""
    assert dice_text(_event()) == ""  # event mode with one six-sided die
    assert sides_text(6, 2) == "" and two_dice_text(False, 0) == ""


def test_only_the_player_to_move_hears_of_its_second_die(qapp: QApplication) -> None:
    """Another seat's second die is not the dice of this turn."""
    assert dice_text(_event(turn=1, second=(2, 0, 0, 0))) == ""
    assert dice_text(_event(turn=1, second=(0, 1, 0, 0))) == "Two dice in the next turn"


def test_the_words_follow_the_engine_as_a_ten_sided_die_runs_down(qapp: QApplication) -> None:
    """Played through the engine (as tests/core/event/test_event_dice.py): seat 2, the table round's
    last, draws a D10; it lasts two more table rounds, then the six-sided die says nothing."""
    tail = "rules=fc,ev open=0 paths=21:38"
    before = pos(f"f=8,H,H,H/-/8,H,H,H/- turn=2 phase=roll rolls=1 {tail} ctr=0,0,31,0")
    drawn, _ = run(before, "r1", Event.TEN_SIDED, "ok")
    assert dice_text(drawn) == "D10 for this table round and 2 more"
    seen = []
    position, _ = run(drawn, "m0>9")  # (the round ends with seat 2's move)
    for _ in range(5):
        seen.append(dice_text(position))
        figure = position.figures[position.turn][0]
        position, _ = run(position, f"r1 m0>{figure + 1}")
    assert seen == [
        "D10 for this table round and the next",
        "D10 for this table round and the next",
        "D10 until this table round ends",
        "D10 until this table round ends",
        "",
    ]


def test_the_words_follow_the_engine_through_a_second_die(qapp: QApplication) -> None:
    """Seat 0 owes one turn with two dice: named before it (for the next turn), during it
    (this turn), and no more after it."""
    tail = "rules=fc,ev open=0 paths=21:38"
    before = pos(f"f=H,H,H,H/-/5,H,H,H/- turn=2 phase=move die=3 {tail} second=1,0,0,0")
    assert dice_text(before) == ""  # (seat 2 is to move)
    assert dice_text(before.but(turn=0)) == "Two dice in the next turn"
    started, _ = run(before, "m0>8")
    assert started.turn == 0 and dice_text(started) == "Two dice this turn"
    after, _ = run(started, "r6+1 p r6+2 p r6+3 p")
    assert after.turn == 2 and dice_text(after) == "" and dice_text(after.but(turn=0)) == ""
