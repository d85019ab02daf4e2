"""The dice in the notation: ``dice=`` names them (``d4``, ``d6``, ``d10``, ``x2`` for two), and
``die=`` holds one value per die of the pending roll.

Without ``dice=`` the dice are one D6, and one D6 is never written; ``d6x1`` reads as one D6.
"""

from __future__ import annotations

import pytest

from core.chance import D6, Dice
from core.notation import NotationError, format_position, parse_position

BASE = "MADN1 f=H,H/-/H,H/- turn=0 phase=roll rolls=1 rules=fc"
MOVE = "MADN1 f=5,H/-/H,H/- turn=0 phase=move rolls=0 rules=fc"


@pytest.mark.parametrize(
    ("token", "dice"),
    [
        ("d4", Dice(4)),
        ("d10", Dice(10)),
        ("d6x2", Dice(6, 2)),
        ("d4x2", Dice(4, 2)),
        ("d10x2", Dice(10, 2)),
    ],
)
def test_dice_are_read_and_written_back(token: str, dice: Dice) -> None:
    position = parse_position(f"{BASE} dice={token}")
    assert position.dice == dice
    assert format_position(position) == f"{BASE} dice={token}"


def test_one_d6_is_the_default_and_is_not_written() -> None:
    assert parse_position(BASE).dice == D6
    position = parse_position(f"{BASE} dice=d6x1")
    assert position.dice == D6 and format_position(position) == BASE


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (f"{BASE} dice=6", "dice: '6' is not d4, d6 or d10 (x2 for two dice)"),
        (f"{BASE} dice=d8", "dice: 'd8' is not d4, d6 or d10 (x2 for two dice)"),
        (f"{BASE} dice=D6", "dice: 'D6' is not d4, d6 or d10 (x2 for two dice)"),
        (f"{BASE} dice=", "dice: '' is not d4, d6 or d10 (x2 for two dice)"),
        (f"{BASE} dice=d6x3", "dice count: 3 is outside 1..2"),
        (f"{BASE} dice=d6x0", "dice count: 0 is outside 1..2"),
        (f"{BASE} dice=d6xx", "dice count: 'x' is not a number"),
        (f"{MOVE} die=3 dice=d6x2", "die= needs 2 pips for d6x2"),
        (f"{MOVE} die=3+4", "die= needs 1 pips for d6"),
        (f"{MOVE} die=3+4+5 dice=d4x2", "die: 5 is outside 1..4"),
        (f"{MOVE} die=7 dice=d10x2", "die= needs 2 pips for d10x2"),
    ],
)
def test_malformed_dice_give_exactly_this_message(text: str, message: str) -> None:
    with pytest.raises(NotationError) as raised:
        parse_position(text)
    assert str(raised.value) == message
