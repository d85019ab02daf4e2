"""The rules text describes exactly the chosen options."""

from __future__ import annotations

import html

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QTextDocument

from core.rules import CLASSIC, ORIGINAL, Rules
from madn_qt.dialogs.rules_text import controls_html, rules_html


def plain(rules: Rules, qapp: QCoreApplication) -> str:
    doc = QTextDocument()
    doc.setHtml(rules_html(rules))
    return doc.toPlainText()


OPTIONS = [
    "forced_capture",
    "jump_in_goal",
    "one_figure_out",
    "roll_off",
    "play_on",
    "penalties",
    "railway",
]


@pytest.mark.parametrize("option", OPTIONS)
def test_every_option_changes_the_text(option: str, qapp: QCoreApplication) -> None:
    for base in (CLASSIC, ORIGINAL):
        flipped = base.with_options(**{option: not getattr(base, option)})
        assert rules_html(flipped) != rules_html(base)


# (option, sentence when on, sentence when off)
SENTENCES = [
    ("forced_capture", "you must make a capturing move", "Capturing is never required"),
    ("jump_in_goal", "you may jump over your own figures", "You may not jump over your own"),
    ("one_figure_out", "one figure already on its start field", "All figures start in their house"),
    ("roll_off", "everybody rolls once", "chosen as first in the new-game dialog"),
    ("play_on", "The others play on", "the game ends at once"),
    ("penalties", "the game then applies the penalty", "only offers moves that keep these duties"),
]


@pytest.mark.parametrize(("option", "on", "off"), SENTENCES)
def test_option_sentences(option: str, on: str, off: str, qapp: QCoreApplication) -> None:
    text_on = plain(CLASSIC.with_options(**{option: True}), qapp)
    text_off = plain(CLASSIC.with_options(**{option: False}), qapp)
    assert on in text_on and off not in text_on
    assert off in text_off and on not in text_off


def test_the_railway_is_explained_only_when_it_runs(qapp: QCoreApplication) -> None:
    text = plain(CLASSIC, qapp)
    assert CLASSIC.railway and "The railway" in text
    assert "crosses the ring at fields 14 and 36" in text  # the crossings, as the app numbers
    assert "innermost goal field of red and blue" in text and "is safe" in text
    assert "two, three, four or five" in text
    assert "the turn comes back to the player who began the game" in text
    assert "Every figure standing on a crossing goes back to its house" in text
    assert "figures in the houses are never touched" in text
    assert "counts down the table rounds" in text
    assert "train's countdown" in text  # a tip
    original = plain(ORIGINAL, qapp)
    assert not ORIGINAL.railway
    assert "railway" not in original.lower() and "train" not in original.lower()


def test_penalties_name_what_each_penalty_does(qapp: QCoreApplication) -> None:
    text = plain(ORIGINAL, qapp)
    assert "figure left on the start field goes back to the house" in text
    assert "the figure that could have captured goes back" in text
    assert "the most advanced of them" in text
    assert "the move is void" in text
    assert "Computer players always keep every duty" in text
    # Without forced capture there is no capture duty, so no penalty for missing one.
    assert "could have captured" not in plain(ORIGINAL.with_options(forced_capture=False), qapp)


def test_core_rules_are_always_described(qapp: QCoreApplication) -> None:
    for rules in (CLASSIC, ORIGINAL):
        text = plain(rules, qapp)
        for phrase in (
            "up to three times",  # three tries
            "Clear your start field",  # priority a
            "Bring a figure out",  # priority b
            "must fit exactly",  # goal-lane exactness
            "No field of the ring is safe",
            "roll again",
        ):
            assert phrase in text
    # Priorities are a numbered list in the rules' order.
    html = rules_html(CLASSIC)
    ol = html[html.index("<ol>") : html.index("</ol>")]
    assert ol.index("Clear your start field") < ol.index("Bring a figure out") < ol.index("Capture")
    assert "Capture:" not in rules_html(CLASSIC.with_options(forced_capture=False))


def test_ranking_and_figure_count(qapp: QCoreApplication) -> None:
    text = plain(CLASSIC, qapp)
    assert "ranked by their figures in the goal, then by the distance" in text
    assert "share a place" in text
    assert "4 figure" in text and "%n" not in text
    assert "5 figure" in plain(CLASSIC.with_options(figures=5), qapp)


def test_tips_and_controls(qapp: QCoreApplication) -> None:
    text = plain(CLASSIC, qapp)
    assert "Tips" in text and "Controls" in text
    controls = controls_html()
    for key in ("Space", "Tab / Shift+Tab, arrow keys", "Enter", "F", "R", "F1", "Ctrl+N"):
        assert f"<b>{key}</b>" in controls


def test_html_is_well_formed_and_escaped(qapp: QCoreApplication) -> None:
    html = rules_html(ORIGINAL)
    assert html.startswith("<html>") and html.endswith("</html>")
    assert html.count("<li>") == html.count("</li>")
    assert "&quot;Camera: follows&quot;" in html  # quotes in sentences are escaped, not markup


def test_event_mode_explains_all_fourteen_events_with_their_chances() -> None:
    from core.event.wheel import Event
    from madn_qt.dialogs.rules_text import rules_html
    from madn_qt.event_texts import event_name

    text = rules_html(Rules(event_mode=True))
    assert "Event mode" in text and "star" in text and "32" in text
    for event in Event:
        assert html.escape(event_name(event)) in text, event
    assert "(1 %)" in text and "(8.17 %)" in text
    assert "Event mode" not in rules_html(Rules())  # the classic game says nothing of it
