"""The side panel in the real window: nothing jumps across a turn in English, German and Italian,
whether Pass is shown or not; the current player's colour and symbol; the die cleared at a turn's
start and the tries left; during the computer's turn the panel says who plays and offers none of
its figures."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget
from pytestqt.qtbot import QtBot

from core.chance import ScriptedChance
from core.rules import Rules
from madn_qt.i18n import install_translator
from madn_qt.play.controller import Stage
from madn_qt.texts import SEAT_RGB, symbol
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import config, make_window, wait_stage
from tests.madn_qt.panel_support import die_description, die_text, tries_text

PENALTIES = Rules(penalties=True, one_figure_out=True, railway=False)
# Anna brings a figure out with a 6 (a Pass on offer, with a penalty), moves it off the start
# with the second 6, then ones for everybody: turns with and without Pass, the computer's too.
DICE = [6, 6] + [1] * 80


def fixed_parts(window: MainWindow) -> dict[str, QWidget]:
    panel = window.panel
    parts: dict[str, QWidget] = {
        "turn box": panel._turn_box,
        "die": panel._die_label,
        "status": panel._status,
        "figures box": panel.figures.box,
        "roll": panel.roll_button,
        "pace": panel.pace_button,
        "camera": panel.camera_button,
        "sound": panel.sound_button,
    }
    for index, button in enumerate(panel.figures.buttons):
        parts[f"figure {index + 1}"] = button
    return parts


def geometry(window: MainWindow) -> dict[str, QRect]:
    """Where each fixed part of the panel is, in the panel's coordinates (layouts settled)."""
    panel = window.panel
    layout = panel.layout()
    assert layout is not None
    layout.activate()
    QApplication.processEvents()
    return {
        name: QRect(widget.mapTo(panel, widget.rect().topLeft()), widget.size())
        for name, widget in fixed_parts(window).items()
    }


def test_the_panel_does_not_jump_across_turns(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    window = make_window(qtbot, tmp_path)
    window.language = language
    window.resize(1280, 800)
    seats = config("human:Annabella,empty,normal:Bartholomäus", PENALTIES)
    window.start_game(seats, chance=ScriptedChance(DICE))
    c = window.controller
    first = geometry(window)
    samples: list[tuple[str, bool, dict[str, QRect]]] = []

    def sample(stage: Stage) -> None:
        shown = not window.panel.pass_button().isHidden()
        samples.append((stage.value, shown, geometry(window)))

    c.stage_changed.connect(sample)
    try:
        for _ in range(8):  # Anna's turns (and Bartholomäus's in between)
            stage = wait_stage(qtbot, window, Stage.HUMAN_ROLL, Stage.HUMAN_MOVE, timeout=20000)
            if stage is Stage.HUMAN_ROLL:
                assert c.request_roll()
            else:
                assert c.request_move(c.choices[0])
    finally:
        c.stage_changed.disconnect(sample)
    stages = {s for s, _, _ in samples}
    assert {"human_roll", "human_move", "ai_turn", "animating"} <= stages, stages
    assert any(shown for _, shown, _ in samples), "Pass never shown"
    assert any(not shown for _, shown, _ in samples)
    for stage, shown, parts in samples:
        for name, rect in parts.items():
            assert rect == first[name], f"{language}: {name} moved at {stage} (Pass {shown})"


def test_no_text_is_cut_off(qtbot: QtBot, tmp_path: Path, language: str, styled: None) -> None:
    """No toggle's or Roll's text is cut off, whatever state it says (no audio device
    included), in the game's style and at the window's narrowest panel."""
    window = make_window(qtbot, tmp_path)
    window.resize(1024, 640)
    window.start_game(config("human:Annabella,empty,normal:Bartholomäus"), seed=1)
    panel = window.panel
    qtbot.waitUntil(lambda: panel.width() <= 400)  # the narrowest side column
    for pace in ("normal", "fast", "end"):
        panel.set_pace(pace)
        assert fits(panel.pace_button), (language, panel.pace_button.text())
    for follow in (True, False):
        panel.set_follow_camera(follow)
        assert fits(panel.camera_button), (language, panel.camera_button.text())
    for on in (True, False):
        panel.set_sound(on)
        assert fits(panel.sound_button), (language, panel.sound_button.text())
    panel.set_sound_available(False)
    assert fits(panel.sound_button), (language, panel.sound_button.text())
    assert fits(panel.roll_button)


def fits(button: QAbstractButton) -> bool:
    return button.fontMetrics().horizontalAdvance(button.text()) + 12 <= button.width()


def test_the_turn_shows_the_players_colour_and_symbol_and_the_die(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, fast=False)
    window.start_game(config("human:Anna,empty,normal:Ben"), chance=ScriptedChance([2, 3, 4, 5]))
    panel = window.panel
    c = window.controller
    wait_stage(qtbot, window, Stage.HUMAN_ROLL)
    assert panel._swatch.text() == symbol(0)
    assert SEAT_RGB[0] in panel._swatch.styleSheet()
    assert die_text(panel) == ""  # nothing rolled yet in this turn: an empty die
    assert die_description(panel) == "not rolled yet"
    assert tries_text(panel) == "Tries left: 3"
    assert c.request_roll()
    qtbot.waitUntil(lambda: die_text(panel) == "2")
    wait_stage(qtbot, window, Stage.HUMAN_ROLL)
    assert die_text(panel) == "2" and tries_text(panel) == "Tries left: 2"
    assert c.request_roll()
    wait_stage(qtbot, window, Stage.HUMAN_ROLL)
    assert die_text(panel) == "3" and tries_text(panel) == "Tries left: 1"
    assert c.request_roll()
    # Ben's turn: his colour and symbol; the die is cleared for him, nothing of his offered.
    qtbot.waitUntil(lambda: c.position is not None and c.position.turn == 2, timeout=5000)
    assert panel._swatch.text() == symbol(2) and SEAT_RGB[2] in panel._swatch.styleSheet()
    assert die_text(panel) == "" and die_description(panel) == "not rolled yet"
    assert tries_text(panel) == "Tries left: 3"
    assert "Ben" in panel._turn_label.text() and "computer" in panel._turn_label.text()
    assert panel.figures.stack.currentIndex() == 1
    # The computer's level is said too, in the turn line and in the figures' place.
    assert panel._turn_label.text() == "Ben (green) — computer, normal"
    assert panel.figures.other_label.text() == "The computer plays for Ben (green), level: normal."
    assert panel.choice_buttons() == []
    assert all(not b.isVisible() for b in panel.figure_buttons())
    qtbot.waitUntil(lambda: die_text(panel) == "5", timeout=5000)  # Ben's own roll


def test_before_a_game_the_panel_offers_no_unnamed_buttons(qtbot: QtBot) -> None:
    """No game yet: a line stands in the figure buttons' place (read by a screen reader), no
    empty button is shown or reachable; it follows the language."""
    from madn_qt.panel.side_panel import SidePanel

    panel = SidePanel()
    qtbot.addWidget(panel)
    panel.show()
    qtbot.waitExposed(panel)
    assert panel.figures.stack.currentIndex() == 1
    assert all(not b.isVisible() for b in panel.figure_buttons())
    assert panel.choice_buttons() == []
    text = panel.figures.other_label.accessibleDescription()
    assert text == panel.figures.other_label.text() and "game starts" in text
    app = QApplication.instance()
    assert app is not None
    install_translator(app, "de")
    try:
        panel.retranslate()
        assert panel.figures.other_label.text() not in ("", text)
    finally:
        install_translator(app, "en")
        panel.retranslate()
    assert panel.figures.other_label.text() == text
