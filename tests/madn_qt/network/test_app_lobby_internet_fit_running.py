"""The host's lobby opened again while its internet table's game runs fits a 1024 × 768 screen
whole, in English, German and Italian (the rules of docs/lan.md, "The lobby's size"): the most
rows there are then — a used code, a code for each computer's seat a late arrival may take, a
spectator's — with a wrong guess's sentence and the note that hosting or joining ends the game.
Found in a walk-through: opened mid-game the dialog was narrower than before the start (the
seats' choices, which set its width, are hidden then), so the codes' column squeezed its
sentences into many lines; in German the dialog was taller than the screen and the wrong
guess's sentence was cut off."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from madn_qt.i18n import install_translator
from madn_qt.network.invites import SPECTATE
from tests.madn_qt.network.internet_support import (
    code_joiner,
    internet_window,
    open_internet_table,
)
from tests.madn_qt.network.lobby_support import Peer, close_and_check_threads, unique
from tests.madn_qt.network.test_app_lobby_fit import LANGUAGES, fits, styled  # noqa: F401
from tests.net.internet.rendezvous import Network

pytestmark = pytest.mark.timeout(180)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_running_internet_tables_lobby_fits(
    styled: QApplication,  # noqa: F811
    qtbot: QtBot,
    tmp_path: Path,
    network: Network,
    peers: list[Peer],
    language: str,
) -> None:
    window, play = internet_window(qtbot, tmp_path, network)
    play.host_pace = 0.5  # (the computer's seats: the game runs while the lobby is looked at)
    install_translator(styled, language)
    seats = [("you", "Anna"), ("remote", ""), ("ai:random", "Carla"), ("ai:random", "Dario")]
    lobby = open_internet_table(qtbot, play, seats, unique("running fit"))
    panel = lobby.host_page.invites
    qtbot.waitUntil(lambda: 1 in panel.codes(), timeout=30000)
    code_joiner(peers, tmp_path, network, "ben", panel.codes()[1], "--ai", "random")
    qtbot.waitUntil(lambda: window.controller.following, timeout=60000)
    qtbot.waitUntil(lambda: play.lobby is None, timeout=10000)

    lobby = play.open_lobby()
    qtbot.waitExposed(lobby)
    panel = lobby.host_page.invites
    assert lobby.tabs.currentWidget() is lobby.host_page and lobby.note.isVisible()
    qtbot.waitUntil(lambda: set(panel.codes()) == {2, 3, SPECTATE}, timeout=30000)
    fits(qtbot, lobby, "the running table's codes", language)
    book = play.internet.book
    assert book is not None
    book.guessed_wrong(3)
    book.invites[SPECTATE].visitors = 1  # ("A spectator came in; this code is for the next one")
    panel.show_book(book)
    fits(qtbot, lobby, "the running table's codes, a wrong guess, a spectator came", language)
    lobby.reject()
    close_and_check_threads(qtbot, window)
