"""A resumed table keeps its PIN (docs/lan.md, "Resuming a table"): the kept file's header holds
it, the resumed table asks every joiner and spectator for it again, and a file from before the PIN
was kept resumes without one. Real sockets on 127.0.0.1, a real keep file."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from net.host.table import HostTable
from net.join.client import JoinClient
from net.protocol.frames import encode_frame
from net.protocol.messages import SPECTATE
from net.store import _frames, latest_kept, load_kept
from tests.net.peers import (
    finals,
    finish,
    host_settings,
    join_settings,
    refused,
    run,
    setup_with,
    spawn,
    until,
)

pytestmark = pytest.mark.timeout(90)


def test_a_resumed_table_asks_for_its_pin_again(tmp_path: Path) -> None:
    async def game() -> None:
        settings = host_settings(tmp_path, pin="4711", pace=0.003)
        table = HostTable(setup_with(1), settings)
        port = await table.open()
        ben = spawn(JoinClient(join_settings(tmp_path, port, "ben", pin="4711")).run())
        await until(lambda: table.session is not None and table.session.next_seq > 60)
        await table.close()  # the host's app closes mid-game
        kept = latest_kept(settings.data)
        assert kept is not None
        assert load_kept(kept).settings["pin"] == "4711"
        await asyncio.sleep(0.3)
        again = HostTable.resume(kept, host_settings(tmp_path, port=port))  # no PIN given
        assert again.settings.pin == "4711"
        await again.open()
        try:
            error = await refused(tmp_path, port, "eve", seat=SPECTATE)
            assert error.reason == "pin" and "needs a PIN" in error.text
            error = await refused(tmp_path, port, "mallory", seat=SPECTATE, pin="1234")
            assert error.reason == "pin"
            # Ben's joiner kept retrying with the PIN it knows and goes on with its token.
            session = await again.wait()
            assert len(finals(session, *await finish([ben]))) == 1
        finally:
            await again.close()

    run(game)


def test_a_pin_given_at_resume_replaces_the_kept_one_for_later_resumes_too(
    tmp_path: Path,
) -> None:
    kept = _keep_a_game(tmp_path, pin="4711")
    before = load_kept(kept)

    async def host_once(pin: str) -> str:
        table = HostTable.resume(kept, host_settings(tmp_path, pin=pin))
        await table.open()
        await table.close()  # mid-game again: the file stays
        return table.settings.pin

    assert run(lambda: host_once("0815")) == "0815"
    after = load_kept(kept)
    assert after.settings["pin"] == "0815"
    assert (after.chains, after.entries) == (before.chains, before.entries)  # nothing lost
    assert not kept.with_name(kept.name + ".new").exists()
    assert run(lambda: host_once("")) == "0815"  # the next resume asks for the new PIN


def test_a_file_kept_before_the_pin_was_resumes_without_one(tmp_path: Path) -> None:
    kept = _keep_a_game(tmp_path, pin="4711")
    assert HostTable.resume(kept, host_settings(tmp_path)).settings.pin == "4711"
    _rewrite_header(kept, lambda head: head["settings"].pop("pin"))
    assert HostTable.resume(kept, host_settings(tmp_path)).settings.pin == ""


def test_a_pin_that_is_no_text_is_a_damaged_header(tmp_path: Path) -> None:
    kept = _keep_a_game(tmp_path, pin="4711")
    _rewrite_header(kept, lambda head: head["settings"].update(pin=4711))
    with pytest.raises(ValueError, match="damaged header: the PIN is no text"):
        HostTable.resume(kept, host_settings(tmp_path))


def _keep_a_game(tmp_path: Path, pin: str) -> Path:
    """A keep file of a game in progress, left by a host that closed."""

    async def game() -> Path:
        settings = host_settings(tmp_path, pin=pin, pace=0.003)
        table = HostTable(setup_with(1), settings)
        port = await table.open()
        ben = spawn(JoinClient(join_settings(tmp_path, port, "ben", pin=pin, reconnect=0.5)).run())
        await until(lambda: table.session is not None and table.session.next_seq > 20)
        await table.close()
        ben.cancel()
        await asyncio.gather(ben, return_exceptions=True)
        kept = latest_kept(settings.data)
        assert kept is not None
        return kept

    result: Path = run(game)
    return result


def _rewrite_header(path: Path, change: Any) -> None:
    frames = list(_frames(path))
    change(frames[0])
    path.write_bytes(b"".join(encode_frame(frame) for frame in frames))
