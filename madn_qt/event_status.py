"""The panel's line of event mode about the player to move: their pip counter on its way to the
wheel (x / 32), the turns they still sit out, and the dice in use and how long they last
(issue 23). Pure: the panel shows the text."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from core.event.state import COUNTER_LIMIT
from core.position import Position
from madn_qt.dice_text import dice_text

translate = QCoreApplication.translate


def event_line(position: Position | None, seat: int | None) -> str:
    """'Pip counter 17 / 32 · sits out 1 turn' for ``seat`` in an event-mode game ('' in a
    classic game, or without a seat)."""
    state = None if position is None else position.event_state
    if state is None or seat is None or not 0 <= seat < len(state.counters):
        return ""
    text = translate("EventStatus", "Pip counter {pips} / {limit}").format(
        pips=state.counters[seat], limit=COUNTER_LIMIT
    )
    skips = state.skips[seat]
    if skips:
        text += " · " + translate("EventStatus", "sits out %n turn(s)", "", skips)
    if seat in state.out:
        return translate("EventStatus", "Knocked out of the game")
    assert position is not None
    dice = dice_text(position)  # the D4/D10 and how long it lasts, two dice (madn_qt.dice_text)
    return f"{text} · {dice}" if dice else text
