"""The words of event mode's wheel of fortune: each event's short name and what it does.

For each of the fourteen events of :class:`core.event.wheel.Event` (GAME.md 4.3):

- :func:`event_name` — a short name ("Place swap"), for the wheel's segment and the move log;
- :func:`event_sentence` — one or two sentences that tell the player who drew it what happens,
  spoken to that player ("You sit out your next turn."); the numbers (how long a D4 or D10 lasts,
  how many turns the second die, how far the paths lead) come from the core's constants;
- :func:`no_effect_sentence` — said after the sentence when the event finds nothing to act on
  (GAME.md 4.3: "drawn, shown, confirmed and has no effect").

All of them go through ``QCoreApplication.translate`` with the context ``"EventTexts"``, so they
follow a language switch when asked again.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication

from core.event.construction import DETOUR_LENGTH, SHORTCUT_LENGTH
from core.event.draws import SECOND_TURNS
from core.event.state import SIDES_ROUNDS
from core.event.wheel import Event

translate = QCoreApplication.translate

# The faces of the two die-sides events (core.event.play.confirm: 4 and 10).
FOUR_SIDES: Final = 4
TEN_SIDES: Final = 10
# A D4 or D10 lasts the rest of the current table round and this many complete ones more.
MORE_ROUNDS: Final = SIDES_ROUNDS - 1


def event_name(event: Event) -> str:
    """The event's short name in the app's language ("Rocket")."""
    names = {
        Event.REINFORCEMENT: translate("EventTexts", "Reinforcement"),
        Event.KNOCKED_OUT: translate("EventTexts", "Knocked out"),
        Event.LEADER_BACK: translate("EventTexts", "Leader, turn back!"),
        Event.CONSTRUCTION: translate("EventTexts", "Construction"),
        Event.NEW_DISTRIBUTION: translate("EventTexts", "New distribution"),
        Event.SWAP: translate("EventTexts", "Place swap"),
        Event.SEND_BACK: translate("EventTexts", "Send back"),
        Event.ROCKET: translate("EventTexts", "Rocket"),
        Event.SECOND_DIE: translate("EventTexts", "Second die"),
        Event.FOUR_SIDED: translate("EventTexts", "Four-sided die"),
        Event.TEN_SIDED: translate("EventTexts", "Ten-sided die"),
        Event.EXTRA_ROLL: translate("EventTexts", "Extra roll"),
        Event.SKIP: translate("EventTexts", "Skip a turn"),
        Event.SPECIAL_TRAIN: translate("EventTexts", "Special train"),
    }
    return names[event]


def event_sentence(event: Event, before_move: bool = False) -> str:
    """What ``event`` does, told to the player who drew it.

    ``before_move``: the wheel turned before the move (the pip counter reached 32), which only
    changes the special train's sentence: that train passes after the move.
    """
    if event is Event.REINFORCEMENT:
        return translate(
            "EventTexts",
            "You get one more figure: it waits in your house, and your house and goal lane "
            "each grow by one place. To win, every one of your figures must reach the goal.",
        )
    if event is Event.KNOCKED_OUT:
        return translate(
            "EventTexts",
            "You are out of the game: your figures leave the board. If only one player is "
            "left, that player wins.",
        )
    if event is Event.LEADER_BACK:
        return translate(
            "EventTexts",
            "For every player, you too, the figure furthest ahead on the ring or unprotected in "
            "the goal lane goes back to its house.",
        )
    if event is Event.CONSTRUCTION:
        return translate(
            "EventTexts",
            "The paths are rebuilt: a new green shortcut ({forward} fields forward) and a new "
            "orange detour ({back} fields back) replace the old pair.",
        ).format(forward=SHORTCUT_LENGTH, back=DETOUR_LENGTH)
    if event is Event.NEW_DISTRIBUTION:
        return translate(
            "EventTexts",
            "Every figure on the ring is put on a new field of the ring, drawn at random. "
            "Nobody is captured.",
        )
    if event is Event.SWAP:
        return translate(
            "EventTexts",
            "Pick one of your figures on the ring and an opponent's figure on the ring: the two "
            "swap fields.",
        )
    if event is Event.SEND_BACK:
        return translate(
            "EventTexts",
            "Pick an opponent's figure on the ring or unprotected in a goal lane: it goes back "
            "to its house.",
        )
    if event is Event.ROCKET:
        return translate(
            "EventTexts",
            "A second wheel picks one of your opponents' figures on the ring or unprotected in "
            "a goal lane, and the rocket sends it back to its house.",
        )
    if event is Event.SECOND_DIE:
        return translate(
            "EventTexts",
            "For your next {fewest} or {most} turns (drawn at random) you roll two dice and move "
            "one figure by their sum. Leaving the house takes a double six.",
        ).format(fewest=SECOND_TURNS[0], most=SECOND_TURNS[-1])
    if event is Event.FOUR_SIDED:
        return translate(
            "EventTexts",
            "Everyone rolls a four-sided die (1 to {sides}) for the rest of this table round "
            "and %n more table round(s). Nobody can leave the house, and no roll gives another "
            "roll.",
            None,
            MORE_ROUNDS,
        ).format(sides=FOUR_SIDES)
    if event is Event.TEN_SIDED:
        return translate(
            "EventTexts",
            "Everyone rolls a ten-sided die (1 to {sides}) for the rest of this table round "
            "and %n more table round(s). A 6 still brings a figure out and gives another roll; "
            "7 to {sides} do neither.",
            None,
            MORE_ROUNDS,
        ).format(sides=TEN_SIDES)
    if event is Event.EXTRA_ROLL:
        return translate("EventTexts", "You roll once more right after this turn's move.")
    if event is Event.SKIP:
        return translate("EventTexts", "You sit out your next turn.")
    if before_move:
        return translate(
            "EventTexts",
            "The train comes after your move: it sends home every figure on its crossings and "
            "the unprotected goal figures under its track.",
        )
    return translate(
        "EventTexts",
        "The train comes now: it sends home every figure on its crossings and the unprotected "
        "goal figures under its track.",
    )


def no_effect_sentence() -> str:
    """Said when the event drawn has nothing to act on."""
    return translate("EventTexts", "There is nothing for it to act on: nothing happens.")


def drawn_sentence(event: Event, *, before_move: bool = False, acts: bool = True) -> str:
    """What the box says of the event just drawn: what it does (:func:`event_sentence`) and,
    when it finds nothing to act on, that nothing happens."""
    sentence = event_sentence(event, before_move)
    return sentence if acts else f"{sentence} {no_effect_sentence()}"
