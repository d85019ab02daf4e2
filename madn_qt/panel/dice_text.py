"""What the panel says about the dice in event mode: their kind and how long they last.

Pure (no widgets): :func:`dice_text` words a position's dice in the language shown — the D4 or
D10 everyone rolls and the table rounds it lasts ("D10 for this table round and 2 more"), and
the two dice of the player to move and the turns they last ("Two dice this turn and 1 more").
The classic die says nothing (""). The words come from the position's event state, the same
that decides the next roll, so the panel says what the board's dice show (GAME.md 4.3).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from core.position import Position

translate = QCoreApplication.translate

SEPARATOR = " · "  # between the kind of die and the two dice


def sides_text(sides: int, rounds: int) -> str:
    """A D4's or D10's words: ``rounds`` table-round ends still to come before the six-sided
    die is back (the current one included); "" for the six-sided die."""
    if sides == 6 or rounds <= 0:
        return ""
    if rounds == 1:
        text = translate("Dice", "D{sides} until this table round ends")
    elif rounds == 2:
        text = translate("Dice", "D{sides} for this table round and the next")
    else:
        text = translate("Dice", "D{sides} for this table round and %n more", "", rounds - 1)
    return text.format(sides=sides)


def two_dice_text(now: bool, more: int) -> str:
    """The second die's words for the player to move: two dice ``now`` (this turn) and in
    ``more`` own turns after it; "" when it rolls one."""
    if now and more <= 0:
        return translate("Dice", "Two dice this turn")
    if now and more == 1:
        return translate("Dice", "Two dice this turn and the next")
    if now:
        return translate("Dice", "Two dice this turn and %n more", "", more)
    if more == 1:
        return translate("Dice", "Two dice in the next turn")
    if more > 1:
        return translate("Dice", "Two dice in the next %n turns", "", more)
    return ""


def dice_text(position: Position) -> str:
    """The dice of ``position`` in words for the panel ("" for the classic die)."""
    state = position.event_state
    if state is None:
        return ""
    seat = position.turn
    more = state.second[seat] if 0 <= seat < len(state.second) else 0
    parts = [sides_text(state.sides, state.sides_rounds), two_dice_text(state.two_dice, more)]
    return SEPARATOR.join(part for part in parts if part)
