"""Internet play in the app's lobby (issue 37), through a real local rendezvous (mailbox server)
and transit relay, the app's real network thread and real ``madn`` processes:

- the host page opens a table that invites over the internet: a code for each remote seat and
  one for a spectator appear; Copy puts a code on the clipboard; a wrong guess shows its sentence
  next to the seat and a new code replaces the old one; a real ``madn join --code`` takes a seat
  by the code shown in the window, which then says who used it; the game ends the same on both
  sides;
- the join page joins a headless ``madn host --internet`` by its code (typed as a person reads
  it out: spaces, capitals), the computer playing the seat the code is for, to the end;
- a wrong code gets its sentence and the field keeps the text; a word that is no code word is
  pointed out before the one guess is spent; the field completes the code words.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from madn_qt.network.code_entry import last_word
from madn_qt.network.invites import SPECTATE
from tests.madn_qt.network.internet_support import (
    code_joiner,
    host_process,
    internet_window,
    open_internet_table,
    other_words,
    printed_codes,
)
from tests.madn_qt.network.lobby_support import (
    Peer,
    close_and_check_threads,
    lan_window,
    unique,
    window_final,
)
from tests.net.internet.rendezvous import Network

pytestmark = pytest.mark.timeout(240)

CODE = r"\d+-[a-z]+-[a-z]+"


@pytest.mark.slow  # (a whole game by code through the real rendezvous: 25–40 s)
def test_the_host_page_shows_a_code_per_seat_and_a_joiner_by_code_uses_it(
    qtbot: QtBot, tmp_path: Path, network: Network, peers: list[Peer]
) -> None:
    window, play = internet_window(qtbot, tmp_path, network)
    seats = [("ai:random", "Anna"), ("remote", ""), ("remote", ""), ("empty", "")]
    lobby = open_internet_table(qtbot, play, seats, unique("internet host"))
    page = lobby.host_page
    panel = page.invites
    assert panel.isVisible() and not page.rules_box.isVisible()
    qtbot.waitUntil(lambda: "on the internet" in page.message.text())
    assert play.link is not None and play.link.table is not None
    settings = play.link.table.settings
    assert not settings.announce and settings.bind == "127.0.0.1"  # nothing on the LAN
    qtbot.waitUntil(lambda: set(panel.codes()) == {1, 2, SPECTATE}, timeout=30000)
    codes = panel.codes()
    assert all(re.fullmatch(CODE, c) for c in codes.values()), codes
    assert panel.states()[1] == "Waiting for a friend"
    assert panel.states()[SPECTATE] == "Waiting for a spectator"
    # Alt+C goes to the codes (the box's mnemonic), Tab from one to the next. (Pressed again
    # while the focus is not there: on an X server without a window manager the window's
    # activation can land after the first press and give the focus back to the button.)
    lobby.activateWindow()
    qtbot.waitUntil(lobby.isActiveWindow)

    def in_codes() -> bool:
        if not panel.isAncestorOf(QApplication.focusWidget()):
            qtbot.keyClick(lobby, Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)
        return panel.isAncestorOf(QApplication.focusWidget())

    qtbot.waitUntil(in_codes)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert panel.isAncestorOf(QApplication.focusWidget())  # (the next code, or its Copy)
    # Copy puts the code on the clipboard, and says so.
    panel.rows[2].copy.click()
    assert QGuiApplication.clipboard().text() == codes[2]
    assert codes[2] in panel.copied.text()

    # A wrong guess at seat 2's code: its sentence, and a new code in the old one's place.
    guess = code_joiner(peers, tmp_path, network, "guess", other_words(codes[2]), "--ai", "random")
    qtbot.waitUntil(lambda: guess.process.poll() is not None, timeout=60000)
    assert guess.process.returncode == 3, guess.stderr()[-2000:]
    ready = "Someone tried a wrong code — a new code is ready"
    qtbot.waitUntil(lambda: panel.states()[2] == ready, timeout=30000)
    fresh = panel.codes()[2]
    assert fresh != codes[2]
    assert panel.rows[2].state.isVisible()

    # Carla takes seat 1 by the code the window shows: the window says she used it.
    carla = code_joiner(
        peers, tmp_path, network, "carla", codes[1], "--ai", "random", "--name", "Carla"
    )
    qtbot.waitUntil(lambda: panel.states()[1] == "Used by Carla", timeout=60000)
    # (The code's state follows Carla's hello; the seat list the lobby's seat message a moment
    # after it: both say Carla.)
    qtbot.waitUntil(lambda: "Carla" in " ".join(page.seat_list.lines()), timeout=30000)
    assert panel.codes().get(2) == fresh  # the other seat still waits
    # Ben takes seat 2 by its new code: the game starts, the lobby closes.
    ben = code_joiner(peers, tmp_path, network, "ben", fresh, "--ai", "random", "--name", "Ben")
    qtbot.waitUntil(lambda: window.controller.following, timeout=60000)
    qtbot.waitUntil(lambda: play.lobby is None, timeout=10000)
    book = play.internet.book
    assert book is not None and book.invites[1].name == "Carla"
    qtbot.waitUntil(lambda: book.invites[2].name == "Ben")  # (at the latest with the start)
    finals = {carla.finish(qtbot, 180), ben.finish(qtbot, 180)}
    qtbot.waitUntil(
        lambda: window.controller.table is not None and window_final(window) in finals,
        timeout=30000,
    )
    assert finals == {window_final(window)}
    close_and_check_threads(qtbot, window)


@pytest.mark.slow  # (a whole game by code through the real rendezvous: 25–40 s)
def test_the_join_page_joins_a_host_process_by_its_code(
    qtbot: QtBot, tmp_path: Path, network: Network, peers: list[Peer]
) -> None:
    host = host_process(peers, tmp_path, network, "ai:random,empty,remote", "--seed", "11")
    window, play = internet_window(qtbot, tmp_path, network)
    lobby = play.open_lobby()
    qtbot.waitUntil(lobby.isVisible)
    page = lobby.join_page
    page.name.setText("Dora")
    page.player.setCurrentIndex(page.player.findData("ai:random"))
    code = printed_codes(qtbot, host, 2)["2"]
    # Read out on the phone and typed as heard: spaces, a capital.
    number, first, second = code.split("-")
    field = page.code.field
    field.setFocus()
    qtbot.keyClicks(field, f"{number} {first.capitalize()} {second}")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.following, timeout=60000)
    assert play.link is not None and play.link.role == "join"
    assert play.status.text().startswith("Network game: the computer plays Dora for you.")
    host.wait_for(qtbot, r"the code for seat 2 was used")
    # The bridge lives for the whole game (a dropped connection comes back through it).
    bridge = getattr(play.link, "bridge", None)
    assert bridge is not None and bridge.offer is not None and bridge.offer.seat == 2
    final = host.finish(qtbot, 180)
    qtbot.waitUntil(lambda: window_final(window) == final, timeout=30000)
    qtbot.waitUntil(lambda: play.link is None, timeout=10000)
    close_and_check_threads(qtbot, window)


def test_a_wrong_code_gets_its_sentence_and_the_field_keeps_it(
    qtbot: QtBot, tmp_path: Path, network: Network, peers: list[Peer]
) -> None:
    host = host_process(peers, tmp_path, network, "ai:random,empty,remote", "--seed", "12")
    window, play = internet_window(qtbot, tmp_path, network)
    lobby = play.open_lobby()
    qtbot.waitUntil(lobby.isVisible)
    page = lobby.join_page
    page.name.setText("Dora")
    field = page.code.field
    wrong = other_words(printed_codes(qtbot, host, 2)["2"])
    field.setText(wrong)
    page.code.button.click()
    assert page.leave_button.isVisible()  # (trying)
    sentence = "This code is wrong or was used already. Ask your host for a new code."
    qtbot.waitUntil(lambda: page.message.text() == sentence, timeout=60000)
    assert field.text() == wrong and field.hasFocus()
    qtbot.waitUntil(lambda: play.link is None, timeout=10000)
    assert page.code.button.isEnabled() and not window.controller.following
    host.wait_for(qtbot, r"somebody tried a wrong code for seat 2")
    close_and_check_threads(qtbot, window)


def test_the_code_field_forgives_and_completes_and_spends_no_guess_on_a_typing_mistake(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, play = lan_window(qtbot, tmp_path)
    lobby = play.open_lobby()
    qtbot.waitUntil(lobby.isVisible)
    page = lobby.join_page
    asked: list[str] = []
    page.code_requested.connect(lambda code, *_: asked.append(code))
    page.name.setText("Dora")
    field = page.code.field
    # Alt+C reaches the field (its label's mnemonic); the words after the number complete.
    lobby.activateWindow()
    qtbot.waitUntil(lobby.isActiveWindow)
    qtbot.keyClick(lobby, Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(field.hasFocus)
    qtbot.keyClicks(field, "7 guitar")
    completer = field.completer_
    qtbot.waitUntil(lambda: completer.popup().isVisible())
    assert completer.currentCompletion() == "7 guitarist"
    qtbot.keyClick(completer.popup(), Qt.Key.Key_Down)
    qtbot.keyClick(completer.popup(), Qt.Key.Key_Return)
    assert field.text() == "7 guitarist" and not asked  # Enter took the word, joined nothing
    qtbot.keyClicks(field, " REVENGx")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert not asked and "revengx" in page.message.text() and "not used up" in page.message.text()
    assert field.text() == "7 guitarist REVENGx"
    field.setText("seven guitarist revenge")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert not asked and "a number and two words" in page.message.text()
    field.setText(" 7 Guitarist  Revenge. ")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert asked == ["7-guitarist-revenge"]
    assert last_word("7-guit") == ("7-", "guit") and last_word("12") == ("12", "")
    close_and_check_threads(qtbot, window)


@pytest.mark.slow  # (10 s on a quiet machine)
def test_a_joiner_by_code_whose_connection_is_cut_comes_back_through_its_bridge(
    qtbot: QtBot, tmp_path: Path, network: Network, peers: list[Peer]
) -> None:
    """Every byte through the relay; the relay is stopped mid-game and started again: the app's
    joiner comes back through its bridge (the return code, no new code), and the game ends the
    same on both sides."""
    from net.internet.rendezvous import Servers

    relay_only = ("--relay-only", "--timeout", "90", "--pace", "0.05")
    host = host_process(peers, tmp_path, network, "ai:random,empty,remote", *relay_only)
    window, play = internet_window(qtbot, tmp_path, network)
    play.internet.servers = lambda: Servers(network.mailbox, network.relay, direct=False)
    lobby = play.open_lobby()
    qtbot.waitUntil(lobby.isVisible)
    page = lobby.join_page
    page.player.setCurrentIndex(page.player.findData("ai:random"))
    page.name.setText("Dora")
    page.code.field.setText(printed_codes(qtbot, host, 2)["2"])
    page.code.button.click()
    qtbot.waitUntil(lambda: window.controller.following, timeout=60000)
    link = play.link
    host.wait_for(qtbot, r"came through the code for seat 2 \(->relay", 60)
    host.wait_for(qtbot, r"command 250", 120)
    lost: list[bool] = []
    assert link is not None
    link.connection.connect(lambda connected, _text: lost.append(connected))
    network.stop_relay()
    qtbot.waitUntil(lambda: False in lost, timeout=60000)
    network.start_relay()
    host.wait_for(qtbot, r"came back through its return code \(->relay", 90)
    qtbot.waitUntil(lambda: lost[-1], timeout=60000)
    assert play.link is link  # the same link and bridge, all along
    final = host.finish(qtbot, 180)
    qtbot.waitUntil(lambda: window_final(window) == final, timeout=30000)
    close_and_check_threads(qtbot, window)
