"""Every event of the wheel has a short name and a sentence in English, German and Italian, with
the rules' numbers from the core's constants (madn_qt/event_texts.py)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from core.event.construction import DETOUR_LENGTH, SHORTCUT_LENGTH
from core.event.draws import SECOND_TURNS
from core.event.state import SIDES_ROUNDS
from core.event.wheel import Event
from madn_qt.event_texts import (
    event_name,
    event_sentence,
    no_effect_sentence,
)
from madn_qt.i18n import install_translator


def every_event_text() -> list[str]:
    """Every name and sentence madn_qt.event_texts can give, in the app's language."""
    texts = [event_name(event) for event in Event]
    texts += [event_sentence(event) for event in Event]
    texts.append(event_sentence(Event.SPECIAL_TRAIN, before_move=True))
    texts.append(no_effect_sentence())
    return texts


def test_every_event_has_a_name_and_a_sentence(language: str) -> None:
    names = [event_name(event) for event in Event]
    assert all(names) and len(set(names)) == len(Event)
    assert all(len(name) <= 22 for name in names), names  # short: a segment's label
    for event in Event:
        sentence = event_sentence(event)
        assert sentence[0].isupper() and sentence.endswith((".", "!")), sentence
        assert "{" not in sentence and "%n" not in sentence, sentence
        assert len(sentence) < 260, sentence
    texts = every_event_text()
    assert len(texts) == 2 * len(Event) + 2 and len(set(texts)) == len(texts)
    assert no_effect_sentence() in texts
    assert event_sentence(Event.SPECIAL_TRAIN, before_move=True) in texts


def test_german_and_italian_are_translated(language: str) -> None:
    if language == "en":
        assert event_name(Event.ROCKET) == "Rocket"
        return
    app = QApplication.instance()
    assert app is not None
    install_translator(app, "en")
    source = every_event_text()
    install_translator(app, language)
    translated = every_event_text()
    for text, before in zip(translated, source, strict=True):
        assert text != before, text
    sentence = event_sentence(Event.SKIP)
    # German speaks to the player with "du", Italian with "tu"
    if language == "de":
        assert event_name(Event.ROCKET) == "Rakete"
        assert "du " in sentence.lower() or "dein" in sentence.lower()
    else:
        assert event_name(Event.ROCKET) == "Razzo"


def test_the_rules_numbers_come_from_the_core(language: str) -> None:
    construction = event_sentence(Event.CONSTRUCTION)
    assert str(SHORTCUT_LENGTH) in construction and str(DETOUR_LENGTH) in construction
    second = event_sentence(Event.SECOND_DIE)
    assert str(SECOND_TURNS[0]) in second and str(SECOND_TURNS[-1]) in second
    for event, sides in ((Event.FOUR_SIDED, 4), (Event.TEN_SIDED, 10)):
        sentence = event_sentence(event)
        assert str(sides) in sentence and str(SIDES_ROUNDS - 1) in sentence
    if language == "en":
        assert "2 more table rounds" in event_sentence(Event.FOUR_SIDED)
