"""The lobby dialog itself (issue 13): Game ▸ Network game… opens it by keyboard, every control has
a screen-reader name, Tab reaches every field of both pages, the host page checks its setup, the
texts are German and Italian too, and refusals read as sentences."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from core.setup import SeatKind
from madn_qt.i18n import install_translator
from madn_qt.network.texts import refusal_text, stop_text, table_line
from net.discovery import table_from_txt
from tests.madn_qt.network.lobby_support import close_and_check_threads, lan_window
from tests.madn_qt.window.test_app_accessibility import unnamed_controls


def tab_order(start: QWidget, steps: int) -> list[str]:
    names = []
    widget = start
    for _ in range(steps):
        widget = widget.nextInFocusChain()
        while not (widget.focusPolicy() & Qt.FocusPolicy.TabFocus) or not widget.isVisible():
            widget = widget.nextInFocusChain()
        names.append(widget.accessibleName())
    return names


def test_the_menu_opens_the_lobby_and_every_control_is_named(qtbot: QtBot, tmp_path: Path) -> None:
    window, play = lan_window(qtbot, tmp_path)
    actions = window.menus.game_menu.actions()
    assert actions.index(play.action) == actions.index(window.menus.new_game_action) + 1
    assert play.action.text() == "Ne&twork game…"
    assert play.action.shortcut().toString() == "Ctrl+L"
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: play.lobby is not None)
    lobby = play.lobby
    assert lobby is not None
    qtbot.waitExposed(lobby)
    assert lobby.windowTitle() == "Network game"
    assert unnamed_controls(lobby) == []
    lobby.tabs.setCurrentWidget(lobby.host_page)
    assert unnamed_controls(lobby) == []
    # Keyboard: Ctrl+Tab switches the pages; the host page's fields are all reachable by Tab.
    lobby.tabs.setCurrentWidget(lobby.join_page)
    lobby.join_page.table_list.setFocus()
    qtbot.keyClick(lobby.join_page.table_list, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert lobby.tabs.currentWidget() is lobby.host_page
    reached = tab_order(lobby.host_page.table_name, 30)
    for name in (
        "Mode",
        "PIN: 4 or 6 digits, or empty for none",
        "Forced capture",
        "Late arrivals may take a computer's seat",
        "Open the table",
        "Who plays red",
        "Name of red",
        "Who plays yellow",
    ):
        assert name in reached, reached
    lobby.tabs.setCurrentWidget(lobby.join_page)
    join_reached = tab_order(lobby.join_page.table_list, 8)
    for name in (
        "Address of the table",
        "Connect to the address",
        "Your name",
        "PIN of the table",
        "Who plays your seat",
    ):
        assert name in join_reached, join_reached
    qtbot.keyClick(lobby, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: play.lobby is None)
    close_and_check_threads(qtbot, window)


def test_the_host_page_makes_the_setup_and_says_what_is_missing(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, play = lan_window(qtbot, tmp_path)
    lobby = play.open_lobby()
    page = lobby.host_page
    page.set_seat(0, "you", "Anna")
    page.set_seat(1, "ai:easy", "Bert")
    page.set_seat(2, "remote")
    page.set_seat(3, "empty")
    setup = page.setup()
    assert [s.kind for s in setup.seats] == [
        SeatKind.HUMAN,
        SeatKind.AI,
        SeatKind.REMOTE,
        SeatKind.EMPTY,
    ]
    assert setup.seats[1].level == "easy" and setup.seats[0].name == "Anna"
    assert page.open_button.isEnabled()
    assert not page._names[2].isEnabled()  # a player on the network brings its name
    page.set_seat(2, "ai:random")
    assert not page.open_button.isEnabled()
    assert "at least one seat for a player on the network" in page.message.text()
    page.set_seat(2, "remote")
    page.pin.setText("12")
    assert not page.open_button.isEnabled() and "4 or 6 digits" in page.message.text()
    page.pin.setText("12345")
    assert not page.open_button.isEnabled()
    page.pin.setText("123456")
    assert page.open_button.isEnabled()
    page.pin.setText("1234")
    assert page.open_button.isEnabled()
    assert page.late_join()  # late arrivals may take a computer's seat, by default
    page.mode.setCurrentIndex(page.mode.findData("event"))
    assert page.open_button.isEnabled()  # (a person may sit at an event table: issue 23)
    page.set_seat(0, "ai:random")
    assert page.open_button.isEnabled()
    assert page.setup().rules.event_mode and not page.setup().rules.penalties
    page.set_seat(1, "empty")
    page.set_seat(3, "empty")
    assert page.open_button.isEnabled()  # red against green
    page.set_seat(2, "empty")
    assert page.message.text() == "A game needs at least two players."
    close_and_check_threads(qtbot, window)


def test_an_event_table_can_be_joined_by_a_person(qtbot: QtBot, tmp_path: Path) -> None:
    window, play = lan_window(qtbot, tmp_path)
    lobby = play.open_lobby()
    page = lobby.join_page
    assert play.watcher is not None
    play.watcher.tables_changed.disconnect()  # only this test's tables
    txt = {"proto": "3", "name": "Events", "mode": "event", "free": "1", "pin": "0"}
    page.set_tables([table_from_txt("Events._madn._tcp.local.", ["127.0.0.1"], 9, txt)])
    assert page.select("Events")
    model = page.player.model()
    person = page.player.findData("person")
    assert model.flags(model.index(person, 0)) & Qt.ItemFlag.ItemIsEnabled  # (issue 23)
    close_and_check_threads(qtbot, window)


def test_texts_in_german_and_italian(app: QCoreApplication, qtbot: QtBot, tmp_path: Path) -> None:
    window, play = lan_window(qtbot, tmp_path)
    assert install_translator(app, "de") == "de"
    qtbot.waitUntil(lambda: play.action.text() == "Ne&tzwerkspiel…")  # LanguageChange
    assert refusal_text("pin", "wrong PIN") == "Falsche PIN."
    assert refusal_text("full", "table full: every seat is taken") == (
        "Der Tisch ist voll: jeder Platz ist besetzt."
    )
    assert stop_text("closing") == "Der Gastgeber hat den Tisch geschlossen."
    txt = {"proto": "3", "name": "Küche", "mode": "classic", "free": "2", "pin": "1"}
    table = table_from_txt("Küche._madn._tcp.local.", ["127.0.0.1"], 9, txt)
    assert table_line(table) == "Küche — klassisch — 2 freie Plätze — braucht eine PIN"
    lobby = play.open_lobby()
    assert lobby.windowTitle() == "Netzwerkspiel"
    lobby.reject()
    assert install_translator(app, "it") == "it"
    qtbot.waitUntil(lambda: play.action.text() == "Partita in re&te…")
    assert refusal_text("running", "game running") == "La partita a questo tavolo è già cominciata."
    assert table_line(table) == "Küche — classica — 2 posti liberi — richiede un PIN"
    assert install_translator(app, "en") == "en"
    assert table_line(table) == "Küche — classic — 2 free seats — needs a PIN"
    close_and_check_threads(qtbot, window)


def test_refusals_read_as_sentences() -> None:
    assert refusal_text("pin", "this table needs a PIN") == "This table needs a PIN."
    assert refusal_text("busy", "the table is busy: try again in a moment") == (
        "The table is busy: try again in a moment."
    )
    assert refusal_text("running", "the host did not let you take over Dario's seat") == (
        "The host did not let you take over the seat."
    )
    assert refusal_text("version", "wrong version: ...") == (
        "The table runs another version of the game."
    )
    assert refusal_text("running", "game running") == "The game at this table has started already."
    assert refusal_text("no such code", "?") == "The host refused to let you in."


def test_a_running_table_says_which_seats_a_late_arrival_can_take() -> None:
    from madn_qt.texts import colour_name

    txt = {
        "proto": "3",
        "name": "Küche",
        "mode": "classic",
        "free": "2",
        "pin": "0",
        "state": "running",
        "late": "0,2",
    }
    table = table_from_txt("Küche._madn._tcp.local.", ["127.0.0.1"], 9, txt)
    assert table.running and table.late == (0, 2) and table.compatible
    assert table_line(table) == (
        f"Küche — classic — running — the computer plays {colour_name(0)}, {colour_name(2)}; "
        "you can take over"
    )
    full = table_from_txt("K._madn._tcp.local.", ["127.0.0.1"], 9, {**txt, "late": "-"})
    assert table_line(full) == "Küche — classic — running — you can watch"
    assert table_from_txt("K", ["127.0.0.1"], 9, {**txt, "late": "9,x,1,1"}).late == (1,)


def test_a_local_game_waits_while_the_lobby_is_open(qtbot: QtBot, tmp_path: Path) -> None:
    from tests.madn_qt.app_support import config

    window, play = lan_window(qtbot, tmp_path)
    c = window.controller
    window.start_game(config("random,random,random,random"), seed=3)
    qtbot.waitUntil(lambda: len(c.commands) > 3)
    lobby = play.open_lobby()
    assert c.paused
    qtbot.wait(100)
    before = len(c.commands)
    qtbot.wait(300)
    assert len(c.commands) <= before + 1  # at most the step under way when it paused
    lobby.reject()
    qtbot.waitUntil(lambda: not c.paused)
    qtbot.waitUntil(lambda: len(c.commands) > before + 3)
    close_and_check_threads(qtbot, window)


def test_the_lobby_remembers_the_name_the_address_and_the_host_page(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, play = lan_window(qtbot, tmp_path)
    lobby = play.open_lobby()
    host, join = lobby.host_page, lobby.join_page
    host.table_name.setText("Kitchen table")
    host.set_seat(0, "you", "Anna")
    host.set_seat(1, "remote")
    host.set_seat(2, "ai:strong", "Rita")
    host.set_seat(3, "empty")
    host.late.setChecked(False)
    option, box = next(iter(host._options.items()))
    chosen = not box.isChecked()
    box.setChecked(chosen)
    host.pin.setText("4711")
    qtbot.mouseClick(host.open_button, Qt.MouseButton.LeftButton)  # a real table, on loopback
    qtbot.waitUntil(lambda: play.link is not None)
    play.leave()
    join.name.setText("Ben")
    join.address.setText("127.0.0.1:9")  # nobody listens there: it is tried, and fails
    qtbot.mouseClick(join.connect_button, Qt.MouseButton.LeftButton)
    qtbot.keyClick(lobby, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: play.lobby is None)
    again = play.open_lobby()
    host, join = again.host_page, again.join_page
    assert host.table_name.text() == "Kitchen table"
    assert [str(k.currentData()) for k in host._kinds] == ["you", "remote", "ai:strong", "empty"]
    assert host._names[0].text() == "Anna" and host._names[2].text() == "Rita"
    assert not host.late.isChecked() and host._options[option].isChecked() == chosen
    assert host.pin.text() == ""  # the PIN is not kept in the settings file
    assert (join.name.text(), join.address.text()) == ("Ben", "127.0.0.1:9")
    qtbot.keyClick(again, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: play.lobby is None)
    # A settings file that holds something else: the lobby opens with its defaults.
    window.settings.store.setValue("lan/lobby", "[1, 2")
    fresh = play.open_lobby()
    assert fresh.host_page.table_name.text() == "madn table"
    qtbot.keyClick(fresh, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: play.lobby is None)
    close_and_check_threads(qtbot, window)
