"""A move through the special paths (GAME.md 4.4) says its way, in the real window, in English,
German and Italian: a saved event game waits at a branch (tests/data/grown/seat0-branch.madn);
the button of a route through a path names the path, its junction and where it leads on its
second line (in one line that fits the column: "via the orange detour: 10 → 7"), and once
played the move log tells the same way in full ("… via the orange detour at field 10: back to 7,
then on to 10"; not "from field 10 to field 10" with no word of the detour)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from pytestqt.qtbot import QtBot

from core.event.construction import DETOUR, SHORTCUT
from madn_qt.files.saved_game import read
from madn_qt.log.route_text import route_text, short_way
from madn_qt.play.controller import Stage
from tests.madn_qt.app_support import make_window, wait_stage
from tests.madn_qt.panel.test_app_panel_grown import GROWN

# The path's words in each language (the route's second line begins with "via" / "über" / "per").
WORDS = {
    "en": {SHORTCUT: "the green shortcut at field", DETOUR: "the orange detour at field"},
    "de": {SHORTCUT: "die grüne Abkürzung bei Feld", DETOUR: "den orangen Umweg bei Feld"},
    "it": {
        SHORTCUT: "la scorciatoia verde alla casella",
        DETOUR: "la deviazione arancione alla casella",
    },
}
SHORT = {
    "en": {SHORTCUT: "the green shortcut: ", DETOUR: "the orange detour: "},
    "de": {SHORTCUT: "die grüne Abkürzung: ", DETOUR: "den orangen Umweg: "},
    "it": {SHORTCUT: "la scorciatoia verde: ", DETOUR: "la deviazione arancione: "},
}
VIA = {"en": "via ", "de": "über ", "it": "per "}


@pytest.mark.parametrize("language", ["en", "de", "it"], indirect=True)
def test_a_route_through_a_path_is_told_the_same_on_its_button_and_in_the_log(
    qtbot: QtBot, tmp_path: Path, language: str, styled: None
) -> None:
    window = make_window(qtbot, tmp_path)
    window.resize(QSize(1280, 770))
    c = window.controller
    window.show_opened_game(read(GROWN / "seat0-branch.madn"), seed=3)
    wait_stage(qtbot, window, Stage.HUMAN_MOVE)
    qtbot.waitUntil(c.accepts_input)
    special = [
        b
        for b in window.panel.choice_buttons()
        if b.choice is not None and b.choice.paths and b.isVisible()
    ]
    assert special, "the saved game waits at a branch"
    button = special[0]
    move = button.choice
    assert move is not None
    way = route_text(0, move.route, move.paths)
    lines = button.text().split("\n")
    assert lines[1] == VIA[language] + short_way(0, move.route, move.paths)
    assert lines[1].startswith(VIA[language] + SHORT[language][move.paths[0]])
    assert way.startswith(WORDS[language][move.paths[0]])
    # The button and the log name the same junction and the same end of the path.
    junction, end = re.findall(r"\d+", lines[1])[:2]
    assert re.findall(r"\d+", way)[:2] == [junction, end]
    assert all(button.fontMetrics().horizontalAdvance(line) < button.width() - 8 for line in lines)
    played = len(c.commands)
    before = len(window.move_log.lines())
    button.click()
    qtbot.waitUntil(lambda: len(c.commands) > played)
    qtbot.waitUntil(lambda: len(window.move_log.lines()) > before)
    told = [line for line in window.move_log.lines()[before:] if way in line]
    assert len(told) == 1, window.move_log.lines()[before:]
    assert f"{VIA[language]}{way}." in told[0]  # the log's sentence ends with the same way
