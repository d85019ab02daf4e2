"""Internet play's servers in the settings (issue 37): the rendezvous (a magic-wormhole mailbox
server) and the transit relay, the public ones by default, replaceable by self-hosted ones in the
Settings dialog, validated, and brought back by Restore defaults."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from madn_qt.dialogs.settings_dialog import SettingsDialog
from madn_qt.settings import PUBLIC_MAILBOX, PUBLIC_RELAY, Settings, mailbox_valid, relay_valid
from net.internet import rendezvous


def settings_at(path: Path) -> Settings:
    return Settings(QSettings(str(path), QSettings.Format.IniFormat))


def test_the_defaults_are_the_public_network_and_a_bad_entry_reads_as_the_default(
    tmp_path: Path,
) -> None:
    assert (PUBLIC_MAILBOX, PUBLIC_RELAY) == (rendezvous.PUBLIC_MAILBOX, rendezvous.PUBLIC_RELAY)
    path = tmp_path / "madn.ini"
    s = settings_at(path)
    assert (s.rendezvous, s.relay) == (PUBLIC_MAILBOX, PUBLIC_RELAY)
    s.rendezvous = "wss://mailbox.example.org/v1"
    s.relay = "tcp:relay.example.org:4001"
    s.sync()
    again = settings_at(path)
    assert again.rendezvous == "wss://mailbox.example.org/v1"
    assert again.relay == "tcp:relay.example.org:4001"
    again.store.setValue("internet/rendezvous", "http://mailbox.example.org")
    again.store.setValue("internet/relay", "relay.example.org:4001")
    assert (again.rendezvous, again.relay) == (PUBLIC_MAILBOX, PUBLIC_RELAY)
    with pytest.raises(ValueError):
        again.rendezvous = "mailbox.example.org"
    with pytest.raises(ValueError):
        again.relay = "tcp:relay.example.org:99999"


@pytest.mark.parametrize(
    ("text", "valid"),
    [
        ("ws://relay.magic-wormhole.io:4000/v1", True),
        ("wss://mailbox.example.org/v1", True),
        ("ws://127.0.0.1:4000/v1", True),
        ("http://relay.magic-wormhole.io:4000/v1", False),
        ("ws://", False),
        ("ws://host name/v1", False),
        ("", False),
    ],
)
def test_a_rendezvous_is_a_ws_or_wss_url(text: str, valid: bool) -> None:
    assert mailbox_valid(text) is valid


@pytest.mark.parametrize(
    ("text", "valid"),
    [
        ("tcp:transit.magic-wormhole.io:4001", True),
        ("tcp:127.0.0.1:4001", True),
        ("tcp:transit.magic-wormhole.io", False),
        ("udp:transit.magic-wormhole.io:4001", False),
        ("tcp::4001", False),
        ("tcp:relay:0", False),
        ("tcp:relay:65536", False),
    ],
)
def test_a_relay_is_tcp_host_port(text: str, valid: bool) -> None:
    assert relay_valid(text) is valid


def test_the_dialog_takes_self_hosted_servers_checks_them_and_restores_the_defaults(
    qtbot: QtBot, tmp_path: Path
) -> None:
    settings = settings_at(tmp_path / "madn.ini")
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.rendezvous.text() == PUBLIC_MAILBOX and dialog.relay.text() == PUBLIC_RELAY
    assert dialog.rendezvous.accessibleName() and dialog.relay.accessibleName()
    assert dialog.restore.accessibleName()
    ok = dialog.ok
    assert ok is not None and ok.isEnabled()
    # Alt+Z reaches the rendezvous field (its label's mnemonic); a bad address is said, and OK
    # waits for a good one.
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.keyClick(dialog, Qt.Key.Key_Z, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(dialog.rendezvous.hasFocus)
    dialog.rendezvous.selectAll()
    qtbot.keyClicks(dialog.rendezvous, "mailbox.example.org")
    assert not ok.isEnabled() and dialog.servers_problem.isVisible()
    assert "ws://" in dialog.servers_problem.text()
    dialog.rendezvous.setText("wss://mailbox.example.org/v1")
    dialog.relay.setText("tcp:relay.example.org")
    assert not ok.isEnabled() and "tcp:HOST:PORT" in dialog.servers_problem.text()
    dialog.relay.setText("tcp:relay.example.org:4001")
    assert ok.isEnabled() and not dialog.servers_problem.isVisible()
    dialog.apply_to(settings)
    assert settings.rendezvous == "wss://mailbox.example.org/v1"
    assert settings.relay == "tcp:relay.example.org:4001"
    # Restore defaults (Alt+F) brings the public network back.
    qtbot.keyClick(dialog, Qt.Key.Key_F, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: dialog.rendezvous.text() == PUBLIC_MAILBOX)  # (an animated click)
    assert dialog.relay.text() == PUBLIC_RELAY
    dialog.apply_to(settings)
    assert (settings.rendezvous, settings.relay) == (PUBLIC_MAILBOX, PUBLIC_RELAY)
