"""A replay on the flat board (issue 24): every step forwards and backwards shows exactly the
record's position (its state hash), the turn steps land on the turns' starts, Home/End, the slider
and a click on a log line jump there, Space plays to the end, the keys work by real key presses,
and each step is told to a screen reader. The record is never changed."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt
from pytestqt.qtbot import QtBot

from core.game import Game
from core.happenings import TurnStarted
from core.position import Phase
from core.record import Record
from core.rules import Rules
from madn_qt.i18n import install_translator
from madn_qt.play.animator import rolled_pips
from madn_qt.replay.window import ReplayWindow
from tests.madn_qt.replay.replay_support import (
    CLASSIC,
    EVENT,
    ROLL_OFF,
    focus,
    hashes_of,
    make_replay,
    record_of,
    shown_hash,
    wait_shown,
)


def press(qtbot: QtBot, window: ReplayWindow, key: Qt.Key, ctrl: bool = False) -> None:
    """A real key press where the keyboard focus is."""
    modifier = Qt.KeyboardModifier.ControlModifier if ctrl else Qt.KeyboardModifier.NoModifier
    qtbot.keyClick(focus(window), key, modifier)


@pytest.mark.slow
@pytest.mark.parametrize("game", [CLASSIC, EVENT, ROLL_OFF], ids=["classic", "event", "roll-off"])
def test_every_step_forwards_and_backwards_shows_the_records_position(
    qtbot: QtBot, tmp_path: Path, game: tuple[str, Rules, int]
) -> None:
    record = record_of(*game)
    commands = list(record.commands)
    hashes = hashes_of(record)
    window = make_replay(qtbot, tmp_path, record)
    player = window.player
    count = len(commands)
    assert shown_hash(window) == hashes[0]
    wheels = 0
    for k in range(1, count + 1):
        player.step_forward()
        wait_shown(qtbot, window, k)
        assert shown_hash(window) == hashes[k], k
        assert window.controls.slider.value() == k
        position = window.model.positions[k]
        if position.phase is Phase.CONFIRM:  # the wheel turned and rests on what it drew
            pending = position.event_state.pending if position.event_state else None
            assert pending is not None and pending.event is not None
            assert window.events.isVisible() and window.events.shows(position.turn, pending.event)
            wheels += 1
    assert position.over
    assert (wheels > 10) is record.setup.rules.event_mode
    for k in range(count - 1, -1, -1):
        player.step_back()
        wait_shown(qtbot, window, k)
        assert shown_hash(window) == hashes[k], k
    assert list(record.commands) == commands  # the replay never changes its record


def turn_starts(record: Record) -> list[int]:
    """Where the record's turns start, worked out here: the start, and after every command
    whose happenings begin a turn."""
    starts = [0]
    game = Game(record.setup)
    for k, command in enumerate(record.commands):
        if any(isinstance(h, TurnStarted) for h in game.apply(command)):
            starts.append(k + 1)
    return starts


def test_whole_turns_by_ctrl_and_the_arrows(qtbot: QtBot, tmp_path: Path) -> None:
    record = record_of(*CLASSIC)
    hashes = hashes_of(record)
    starts = turn_starts(record)
    count = len(record.commands)
    window = make_replay(qtbot, tmp_path, record)
    player = window.player
    seen = [0]
    while player.index < count:
        press(qtbot, window, Qt.Key.Key_Right, ctrl=True)  # (a jump: shown at once)
        seen.append(player.index)
        assert shown_hash(window) == hashes[player.index]
    assert seen == (starts if starts[-1] == count else [*starts, count])
    back = [player.index]
    while player.index > 0:
        press(qtbot, window, Qt.Key.Key_Left, ctrl=True)
        back.append(player.index)
        assert shown_hash(window) == hashes[player.index]
    assert back[::-1] == seen
    # From the middle of a turn, Ctrl+Left goes to its start, Ctrl+Right to the next one's.
    middle = next(s + 2 for s, t in itertools.pairwise(starts) if t - s > 3)
    window.player.jump(middle)
    press(qtbot, window, Qt.Key.Key_Left, ctrl=True)
    assert player.index == max(s for s in starts if s < middle)
    window.player.jump(middle)
    press(qtbot, window, Qt.Key.Key_Right, ctrl=True)
    assert player.index == min(s for s in starts if s > middle)
    # Every turn start is a position where a player is about to roll (or the railway draws).
    for k in starts[1:]:
        assert window.model.positions[k].phase in (Phase.ROLL, Phase.TRAIN, Phase.OVER), k


def test_home_end_the_slider_and_a_log_line_jump_there(qtbot: QtBot, tmp_path: Path) -> None:
    record = record_of(*CLASSIC)
    hashes = hashes_of(record)
    count = len(record.commands)
    window = make_replay(qtbot, tmp_path, record)
    player = window.player
    press(qtbot, window, Qt.Key.Key_End)
    assert player.index == count and shown_hash(window) == hashes[count]
    assert window.controls.where.text() == f"Step {count} of {count}"
    press(qtbot, window, Qt.Key.Key_Home)
    assert player.index == 0 and shown_hash(window) == hashes[0]
    # The slider, by its own keys (Page Up: ten steps on).
    slider = window.controls.slider
    slider.setFocus()
    qtbot.waitUntil(slider.hasFocus)
    for expected in (10, 20):
        qtbot.keyClick(slider, Qt.Key.Key_PageUp)
        assert player.index == expected and shown_hash(window) == hashes[expected]
    # A click on a line of the log: the step that made it.
    log = window.log
    row = 40
    entry = window.model.entries[row]
    item = log.item(row)
    assert item is not None and item.text() == entry.text
    log.scrollToItem(item)
    qtbot.mouseClick(
        log.viewport(), Qt.MouseButton.LeftButton, pos=log.visualItemRect(item).center()
    )
    assert player.index == entry.position
    assert shown_hash(window) == hashes[entry.position]
    current = log.currentItem()
    assert current is not None and current.text() == window.model.lines[entry.command][-1]
    # The buttons do the same as the keys.
    window.controls.buttons["end"].click()
    assert player.index == count
    window.controls.buttons["start"].click()
    assert player.index == 0


def test_space_plays_to_the_end(qtbot: QtBot, tmp_path: Path) -> None:
    record = record_of(*CLASSIC)
    hashes = hashes_of(record)
    count = len(record.commands)
    window = make_replay(qtbot, tmp_path, record)
    play = window.controls.buttons["play"]
    assert play.text() == "Play" and play.accessibleName() == "Play (Space)"
    window.log.setFocus()  # (Space plays wherever the focus is)
    qtbot.waitUntil(window.log.hasFocus)
    press(qtbot, window, Qt.Key.Key_Space)
    assert window.player.playing and play.text() == "Pause"
    wait_shown(qtbot, window, count, timeout=240000)  # (361 steps; minutes on a loaded machine)
    qtbot.waitUntil(lambda: not window.player.playing)
    assert shown_hash(window) == hashes[count]
    assert play.text() == "Play"
    assert "The game is over." in window.step_text.text()
    # Space at the end plays again from the start; Space again pauses.
    press(qtbot, window, Qt.Key.Key_Space)
    assert window.player.playing
    press(qtbot, window, Qt.Key.Key_Space)
    assert not window.player.playing
    stopped = window.player.index
    wait_shown(qtbot, window, stopped)
    assert stopped < count and shown_hash(window) == hashes[stopped]


def test_each_step_is_told_by_its_log_lines(qtbot: QtBot, tmp_path: Path) -> None:
    record = record_of(*CLASSIC)
    window = make_replay(qtbot, tmp_path, record)
    log = window.log
    model = window.model
    rolled = re.compile(r"^(Anna \(red\)|Ben \(green\)) rolls \d\.$")
    for k in range(1, 41):
        press(qtbot, window, Qt.Key.Key_Right)
        wait_shown(qtbot, window, k)
        said = log.accessibleDescription()
        assert said == window.step_text.text() and said, k
        lines = model.lines[k - 1]
        if lines:
            assert said == " ".join(lines)
            current = log.currentItem()
            assert current is not None and current.text() == lines[-1]  # its line is marked
        else:  # a roll, told with its move: the step says the roll alone
            assert rolled.match(said), said
    press(qtbot, window, Qt.Key.Key_Left)
    wait_shown(qtbot, window, 39)
    assert log.accessibleDescription() == model.said(39)
    press(qtbot, window, Qt.Key.Key_Home)
    assert log.accessibleDescription() == "The start of the game."
    # Enter plays the focused button, as a click does.
    step_on = window.controls.buttons["step_on"]
    step_on.setFocus()
    qtbot.waitUntil(step_on.hasFocus)
    qtbot.keyClick(step_on, Qt.Key.Key_Return)
    wait_shown(qtbot, window, 1)
    # Every control has an accessible name.
    for button in window.controls.buttons.values():
        assert button.accessibleName()
    for widget in (window.controls.slider, window.controls.speed, log, window.play_on_button):
        assert widget.accessibleName()


def test_the_speed_and_a_step_cut_short(qtbot: QtBot, tmp_path: Path) -> None:
    """At the game's pace a step takes its time; a second step ends the first at once, and
    stepping back while a step is shown lands on the position before it."""
    record = record_of(*CLASSIC)
    hashes = hashes_of(record)
    window = make_replay(qtbot, tmp_path, record, fast=False)
    window.set_animation_speed(1.0)
    window.controls.speed.setCurrentIndex(window.controls.speed.findData(4.0))
    assert window.player.speed == 4.0
    window.controls.speed.setCurrentIndex(0)
    player = window.player
    player.step_forward()
    assert player.busy and player.index == 1  # the dice are rolling
    player.step_forward()  # the roll ends at once, the move begins
    assert player.index == 2
    player.step_back()
    assert not player.busy and player.index == 1 and shown_hash(window) == hashes[1]
    player.step_forward()
    wait_shown(qtbot, window, 2)
    assert shown_hash(window) == hashes[2]


def test_a_new_language_writes_the_replay_again(
    qtbot: QtBot, tmp_path: Path, app: QCoreApplication
) -> None:
    record = record_of(*CLASSIC)
    window = make_replay(qtbot, tmp_path, record)
    assert window.events.reduced  # (reduced motion reaches the wheel, as in the game)
    window.player.jump(20)
    row = window.log.currentRow()
    try:
        install_translator(app, "de")
        qtbot.waitUntil(lambda: window.windowTitle() == "Wiederholung: test.madn")
        assert window.controls.where.text() == f"Schritt 20 von {len(record.commands)}"
        assert window.log.currentRow() == row
        first = window.log.item(0)
        assert first is not None and first.text() == "Neues Spiel: Anna, Ben."
        assert "würfelt" in window.step_text.text()
        assert window.controls.buttons["play"].text() == "Abspielen"
    finally:
        install_translator(app, "en")
    qtbot.waitUntil(lambda: window.windowTitle() == "Replay: test.madn")


def test_a_record_without_commands(qtbot: QtBot, tmp_path: Path) -> None:
    """A game saved before its first roll: one position, nothing to play, Play on offered."""
    record = Record(record_of(*CLASSIC).setup, [], "2026-12-03")
    window = make_replay(qtbot, tmp_path, record)
    press(qtbot, window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not window.player.playing)
    press(qtbot, window, Qt.Key.Key_Right)
    assert window.player.index == 0 and shown_hash(window) == hashes_of(record)[0]
    assert window.controls.where.text() == "Step 0 of 0"
    assert window.play_on_button.isEnabled()


def test_a_jump_shows_the_dice_of_the_last_roll(qtbot: QtBot, tmp_path: Path) -> None:
    """After End, Home, the slider or a log line the dice show the last roll before the step
    shown, not whatever was thrown last on screen."""
    record = record_of(*CLASSIC)
    window = make_replay(qtbot, tmp_path, record)
    model, player, board = window.model, window.player, window.board

    def last_roll(k: int) -> tuple[int, ...]:
        return next((p for h in reversed(model.happenings[:k]) if (p := rolled_pips(h))), ())

    rolls = [k + 1 for k in range(model.count) if rolled_pips(model.happenings[k])]
    targets = [model.count, rolls[3], rolls[len(rolls) // 2] + 1, rolls[-2]]
    assert len({last_roll(k) for k in targets}) > 1  # (the jumps land on different rolls)
    player.step_forward()  # the first roll, thrown on screen
    wait_shown(qtbot, window, 1)
    for k in targets:
        player.jump(k)
        wait_shown(qtbot, window, k)
        values = board.dice_shown()[1]  # type: ignore[attr-defined]
        assert values and values == last_roll(k)[: len(values)], k


def test_a_click_on_the_slider_goes_to_that_step(qtbot: QtBot, tmp_path: Path) -> None:
    """A click beside the handle goes where it was clicked (not a page of ten steps on)."""
    record = record_of(*CLASSIC)
    window = make_replay(qtbot, tmp_path, record)
    slider, count = window.controls.slider, window.model.count
    for share in (0.75, 0.25):
        x = round(slider.width() * share)
        qtbot.mouseClick(slider, Qt.MouseButton.LeftButton, pos=QPoint(x, slider.height() // 2))
        wait_shown(qtbot, window, slider.value())
        assert abs(window.player.index - share * count) < 0.06 * count, window.player.index
