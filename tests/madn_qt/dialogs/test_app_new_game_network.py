"""The New game dialog leads to a network game too (walk-through of issue 37: a grandchild who
only wants to join the family's table met this dialog at every start, and had to cancel it and
find Game ▸ Network game… alone): its "Network game…" button, or Alt+N, closes it and opens the
lobby, the running game untouched; in every language its mnemonic is the dialog's own."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractButton, QLabel
from pytestqt.qtbot import QtBot

from madn_qt.dialogs.new_game import NETWORK, NewGameDialog
from madn_qt.i18n import install_translator
from tests.madn_qt.app_support import config, make_window
from tests.madn_qt.network.lobby_support import close_and_check_threads


def mnemonics(dialog: NewGameDialog) -> list[str]:
    """The Alt+letter of every visible label and button of ``dialog``."""
    found = []
    for widget in dialog.findChildren(QLabel) + dialog.findChildren(QAbstractButton):
        match = re.search(r"&([^&\s])", widget.text())
        if match and widget.isVisible():
            found.append(match.group(1).lower())
    return found


def test_network_game_in_the_new_game_dialog_opens_the_lobby(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(config("human,random,random,random"), seed=7)
    before = list(window.controller.commands)
    dialog = window.open_new_game()
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.network_button.accessibleName() == "Network game"
    results: list[int] = []
    dialog.finished.connect(results.append)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.keyClick(dialog, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: window.new_game_dialog is None)
    assert results == [NETWORK]
    lobby = window.network.lobby
    assert lobby is not None
    qtbot.waitUntil(lobby.isVisible)
    assert window.controller.commands == before  # the game goes on as it was
    lobby.reject()
    close_and_check_threads(qtbot, window)


@pytest.mark.parametrize("language", ["en", "de", "it"])
def test_the_network_buttons_mnemonic_is_the_dialogs_own(
    qapp: QCoreApplication, qtbot: QtBot, language: str
) -> None:
    install_translator(qapp, language)
    try:
        dialog = NewGameDialog()
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitUntil(dialog.isVisible)
        keys = mnemonics(dialog)
        assert dialog.network_button.text().replace("&", "") != ""
        assert len(keys) == len(set(keys)), (language, sorted(keys))
    finally:
        install_translator(qapp, "en")
