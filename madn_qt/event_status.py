"""The panel's line of event mode about the player to move: their pip counter on its way to the
wheel (x / 32) and the turns they still sit out (issue 23). Pure: the panel shows the text."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from core.event.state import COUNTER_LIMIT
from core.position import Position

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
        text = translate("EventStatus", "Knocked out of the game")
    return text
