"""The move log's lines for event mode (issue 23): every wheel turn with its event, what the
event did, a new pair of paths, the dice, the skips, a seat knocked out. A screen reader hears
each as the log announces it; a loss of the player's own (a figure another player's event moved
back, the seat knocked out) is marked like a capture (:class:`madn_qt.log.move_log.LogLine`).
:class:`EventLines` is the part of :class:`madn_qt.log.move_log.MoveLogFormatter` that says them.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject

from core.event.wheel import Event
from core.happenings import (
    CounterReset,
    DiceChanged,
    EventApplied,
    Happening,
    PathsBuilt,
    SeatKnockedOut,
    SecondDie,
    TurnSkipped,
    WheelDrawn,
)
from madn_qt.event_texts import event_name
from madn_qt.texts import place_text

translate = QCoreApplication.translate

# The events that move figures (with nothing to move, the log says so).
MOVING_EVENTS = frozenset(
    {Event.LEADER_BACK, Event.NEW_DISTRIBUTION, Event.SWAP, Event.SEND_BACK, Event.ROCKET}
)
KNOCKED_OFF = -2  # EventApplied.moved: the figure left the board (its seat is knocked out)


def dice_changed_line(sides: int, rounds: int) -> str:
    """A die change in the words of the panel's dice line
    (:func:`madn_qt.panel.dice_text.sides_text`): ``rounds`` table-round ends to come before the
    six-sided die is back, the current table round's end the first of them (GAME.md 4.3: the rest
    of this table round and two more)."""
    if rounds <= 0 or sides == 6:
        return translate("EventLog", "The six-sided die is back.")
    if rounds == 1:
        text = translate("EventLog", "Everyone rolls a D{sides} until this table round ends.")
    elif rounds == 2:
        text = translate("EventLog", "Everyone rolls a D{sides} for this table round and the next.")
    else:
        text = translate(
            "EventLog",
            "Everyone rolls a D{sides} for this table round and %n more.",
            "",
            rounds - 1,
        )
    return text.format(sides=sides)


def skipped_line(who: str, left: int) -> str:
    """A turn sat out, and how many more are owed (none: not a word of them)."""
    if left <= 0:
        return translate("EventLog", "{who} sits out this turn.").format(who=who)
    text = translate("EventLog", "{who} sits out this turn and %n more.", "", left)
    return text.format(who=who)


class EventLines(QObject):
    """Event mode's sentences (a part of the move log's formatter)."""

    _who: Callable[[int], str]
    _own: Callable[[int], bool] | None

    def _mine(self, seat: int) -> bool:
        return self._own is not None and self._own(seat)

    def event_line(self, event: Happening) -> str | tuple[str, bool] | None:
        """The line for an event-mode happening (with whether it marks a loss of one's own),
        or None when ``event`` is none of them."""
        if isinstance(event, CounterReset):
            return translate(
                "EventLog", "{who}'s pip counter reaches {total}: the wheel turns."
            ).format(who=self._who(event.seat), total=event.total)
        if isinstance(event, WheelDrawn):
            return translate("EventLog", "{who} turns the wheel: {event}.").format(
                who=self._who(event.seat), event=event_name(event.event)
            )
        if isinstance(event, EventApplied):
            return self._applied(event)
        if isinstance(event, PathsBuilt):
            return translate(
                "EventLog",
                "New paths: a shortcut from field {shortcut}, a detour from field {detour}.",
            ).format(shortcut=event.shortcut + 1, detour=event.detour + 1)
        if isinstance(event, DiceChanged):
            if event.rounds == 0 or event.sides == 6:
                return translate("EventLog", "The six-sided die is back.")
            return dice_changed_line(event.sides, event.rounds)
        if isinstance(event, SecondDie):
            text = translate(
                "EventLog", "{who} rolls two dice in the next %n turns.", "", event.turns
            )
            return text.format(who=self._who(event.seat))
        if isinstance(event, TurnSkipped):
            return skipped_line(self._who(event.seat), event.left)
        if isinstance(event, SeatKnockedOut):
            text = translate("EventLog", "{who} is knocked out: the figures leave the board.")
            return text.format(who=self._who(event.seat)), self._mine(event.seat)
        return None

    def _applied(self, event: EventApplied) -> str | tuple[str, bool] | None:
        name = event_name(event.event)
        if event.event is Event.REINFORCEMENT:
            return translate("EventLog", "{who} gets one more figure.").format(
                who=self._who(event.seat)
            )
        if not event.moved:
            if event.event in MOVING_EVENTS:
                return translate("EventLog", "{event}: it has nothing to act on.").format(
                    event=name
                )
            return None  # (the dice, a skip, the train: their own lines say it)
        parts = []
        lost = False
        for seat, figure, start, target in event.moved:
            if target == KNOCKED_OFF:
                continue  # (said by SeatKnockedOut)
            lost = lost or (seat != event.seat and self._mine(seat))
            parts.append(
                translate("EventLog", "{who}'s figure {figure} from {start} to {target}").format(
                    who=self._who(seat),
                    figure=figure + 1,
                    start=place_text(seat, start),
                    target=place_text(seat, target),
                )
            )
        if not parts:  # (only a knock-out's figures left the board: SeatKnockedOut says so)
            return None
        text = translate("EventLog", "{event}: {moves}.").format(event=name, moves="; ".join(parts))
        return text, lost
