"""The rules text's event-mode section (GAME.md 4, issue 23): the star fields, the pip counter,
the wheel of fortune and every one of its fourteen events with its chance and what it does, the
special paths and the dice. Written from the rules and the events' own sentences
(:mod:`madn_qt.event_texts`), translated in the context ``RulesText``."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from core.event.state import COUNTER_LIMIT
from core.event.wheel import SLICES, WHEEL_SLICES, Event
from core.rules import Rules
from madn_qt.event_texts import event_name, event_sentence

translate = QCoreApplication.translate


def event_mode_html(rules: Rules) -> str:
    """The section for ``rules`` ('' in the classic game)."""
    if not rules.event_mode:
        return ""
    intro = translate(
        "RulesText",
        "Event mode plays the classic game with more happening on the board. Twelve ring "
        "fields carry a star: a move that ends on one turns the wheel of fortune after it. "
        "Each player also counts the pips they roll: a roll that brings the count to {limit} "
        "or more turns the wheel before the move, and the count starts again. A pair of "
        "special paths lies on the ring, a green shortcut four fields forward and an orange "
        "detour three fields back, with arrows for their direction: a figure that starts on "
        "a path's first field, or passes it with steps left, may take the path for one step "
        "(its figure buttons name each way). A construction event lays a new pair.",
    ).format(limit=COUNTER_LIMIT)
    wheel = translate(
        "RulesText",
        "The wheel of fortune has fourteen events; the player who turned it confirms the one "
        "it stopped on (Space or Enter), and picks the figures when the event asks for them.",
    )
    items = []
    for event in Event:
        share = 100.0 * SLICES[event] / WHEEL_SLICES
        chance = translate("RulesText", "{percent} %").format(percent=f"{share:.3g}")
        items.append(
            f"<li><b>{escape(event_name(event))}</b> ({escape(chance)}): "
            f"{escape(event_sentence(event))}</li>"
        )
    return (
        f"<h2>{escape(translate('RulesText', 'Event mode'))}</h2>"
        f"<p>{escape(intro)}</p><p>{escape(wheel)}</p><ul>{''.join(items)}</ul>"
    )
