"""The lobby's internet parts fit a 1024 × 768 screen whole, in English, German and Italian, with
the game's style (the rules of docs/lan.md, "The lobby's size", checked by
``test_app_lobby_fit.misfits``): the host page of a table that invites over the internet with a
code for three seats and a spectator (the most rows there are), a wrong guess's sentence and the
rendezvous out of reach; the join page with its code field and a refused code's sentence. Every
control of both is reachable by the keyboard and has a screen-reader name."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from madn_qt.i18n import install_translator
from madn_qt.network.internet import code_failed_text
from madn_qt.network.invites import SPECTATE
from madn_qt.network.lobby import LobbyDialog
from tests.madn_qt.network.internet_support import (
    internet_window,
    open_internet_table,
)
from tests.madn_qt.network.lobby_support import close_and_check_threads, unique
from tests.madn_qt.network.test_app_lobby_fit import LANGUAGES, fits, styled  # noqa: F401
from tests.net.internet.rendezvous import Network

pytestmark = pytest.mark.timeout(150)


def unnamed(root: QWidget) -> list[str]:
    """The visible fields and buttons of ``root`` without a screen-reader name or keyboard
    focus."""
    found = []
    for widget in root.findChildren(QWidget):
        if not isinstance(widget, QLineEdit | QPushButton) or not widget.isVisible():
            continue
        text = widget.text() if isinstance(widget, QPushButton) else widget.objectName()
        if not widget.accessibleName():
            found.append(f"{type(widget).__name__} {text!r} has no accessible name")
        if widget.focusPolicy() == Qt.FocusPolicy.NoFocus:
            found.append(f"{type(widget).__name__} {text!r} takes no keyboard focus")
    return found


def codes_named(lobby: LobbyDialog) -> list[str]:
    panel = lobby.host_page.invites
    return [
        f"code of {seat}"
        for seat, row in panel.rows.items()
        if not row.code.accessibleName() or not row.code.focusPolicy() & Qt.FocusPolicy.TabFocus
    ]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_internet_host_and_join_pages_fit(
    styled: QApplication,  # noqa: F811
    qtbot: QtBot,
    tmp_path: Path,
    network: Network,
    language: str,
) -> None:
    window, play = internet_window(qtbot, tmp_path, network)
    install_translator(styled, language)
    seats = [("you", "Anna"), ("remote", ""), ("remote", ""), ("remote", "")]
    lobby = open_internet_table(qtbot, play, seats, unique("internet fit"))
    panel = lobby.host_page.invites
    qtbot.waitUntil(lambda: set(panel.codes()) == {1, 2, 3, SPECTATE}, timeout=30000)
    fits(qtbot, lobby, "an internet table's codes", language)
    assert not unnamed(lobby) and not codes_named(lobby), unnamed(lobby) + codes_named(lobby)
    # The longest sentences: a wrong guess, and the rendezvous out of reach.
    book = play.internet.book
    assert book is not None
    book.guessed_wrong(3)
    book.trouble = "cannot reach the rendezvous server (connection refused)"
    panel.show_book(book)
    assert network.mailbox in panel.trouble.text()
    fits(qtbot, lobby, "a wrong guess, the rendezvous out of reach", language)

    join = lobby.join_page
    lobby.tabs.setCurrentWidget(join)
    join.code.field.setText("7-guitarist-revenge")
    join.code_refused(code_failed_text("timeout", play.internet.servers()))
    fits(qtbot, lobby, "a code nobody answered", language)
    assert not unnamed(lobby), unnamed(lobby)
    label = next(
        w for w in join.findChildren(QLabel) if w.buddy() is join.code.field and w.isVisible()
    )
    assert "&" in label.text()  # its mnemonic
    close_and_check_threads(qtbot, window)
