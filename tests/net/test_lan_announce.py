"""The host announces its table through net/discovery/__init__.py when it is there, and works
without it (issue 13: the adapter does nothing when discovery is missing). Zeroconf pinned to
127.0.0.1."""

from __future__ import annotations

import secrets
import sys
import types
from pathlib import Path
from typing import Any, ClassVar

import pytest

from net.discovery.announcement import Announcement, table_txt
from net.join.client import JoinClient
from tests.net.peers import (
    finals,
    finish,
    host_settings,
    hosted,
    join_settings,
    run,
    setup_with,
    spawn,
    until,
)

pytestmark = pytest.mark.timeout(90)


def test_without_discovery_the_table_is_simply_not_announced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "net.discovery", None)  # import fails

    async def game() -> None:
        announcement = Announcement("t", 1234, ["127.0.0.1"])
        announcement.want({"mode": "classic"})
        announcement.want({"free": "0"})
        await announcement.close()
        assert not announcement.active and announcement.wish is None
        async with hosted(setup_with(1), host_settings(tmp_path, announce=True)) as table:
            ben = spawn(JoinClient(join_settings(tmp_path, table.port, "ben")).run())
            session = await table.wait()
            assert len(finals(session, *await finish([ben]))) == 1

    run(game)


class Recorder:
    """Stands in for zeroconf's announcer and writes down what is asked of it."""

    calls: ClassVar[list[tuple[Any, ...]]] = []

    def __init__(self, name: str, port: int, txt: dict[str, str], interfaces: Any) -> None:
        self.calls.append(("start", dict(txt)))

    async def start(self) -> None:
        pass

    async def update(self, txt: dict[str, str]) -> None:
        self.calls.append(("update", dict(txt)))

    async def close(self) -> None:
        self.calls.append(("close",))


def test_a_burst_of_changes_is_one_change_on_the_lan(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = types.ModuleType("net.discovery")
    fake.TableAnnouncer = Recorder  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "net.discovery", fake)
    calls = Recorder.calls
    calls.clear()

    async def flapping() -> None:
        announcement = Announcement("t", 1234, None)
        for free in range(50):
            announcement.want({"free": str(free)})
        await until(lambda: announcement.active)
        assert calls == [("start", {"free": "49"})]
        announcement.want({"free": "3"})
        announcement.want({"free": "49"})  # back to what is shown: nothing to do
        announcement.want(None)
        announcement.want({"free": "1"})
        announcement.want(None)
        await until(lambda: not announcement.active)
        assert calls[1:] == [("close",)]
        announcement.want({"free": "2"})
        await until(lambda: announcement.active)
        announcement.want({"free": "0"})
        await until(lambda: len(calls) == 4)
        assert calls[2:] == [("start", {"free": "2"}), ("update", {"free": "0"})]
        await announcement.close()
        assert calls[4:] == [("close",)] and not announcement.active
        announcement.want({"free": "1"})  # closed: nothing more
        assert announcement.wish is None

    run(flapping)


def test_the_txt_entries() -> None:
    txt = table_txt(setup_with(2, event=True), 2, True, "ab" * 16)
    assert txt["proto"] == "3" and txt["mode"] == "event" and txt["free"] == "2"
    assert txt["rules"] == "fc,rw,ev" and txt["pin"] == "1" and txt["id"] == "ab" * 16
    assert txt["state"] == "lobby" and "late" not in txt
    running = table_txt(setup_with(1), 2, False, "ab" * 16, running=True, late=(0, 2))
    assert (running["state"], running["free"], running["late"]) == ("running", "2", "0,2")
    full = table_txt(setup_with(1), 0, False, "ab" * 16, running=True)
    assert (full["state"], full["free"], full["late"]) == ("running", "0", "-")


@pytest.mark.slow  # (10 s on a quiet machine)
def test_the_table_is_listed_with_its_free_seats_and_withdrawn_when_it_starts(
    tmp_path: Path,
) -> None:
    discovery = pytest.importorskip("net.discovery")
    name = f"lan test {secrets.token_hex(4)}"

    async def game() -> None:
        settings = host_settings(
            tmp_path, announce=True, interfaces=["127.0.0.1"], name=name, pin="12"
        )
        async with (
            discovery.TableBrowser(interfaces=["127.0.0.1"], recheck_interval=None) as browser,
            hosted(setup_with(2), settings) as table,
        ):

            def ours() -> list[object]:
                return [t for t in browser.tables if t.name == name]

            await until(lambda: bool(ours()), limit=20)
            (info,) = ours()
            assert info.port == table.port and info.free == 2 and info.pin and info.compatible
            ben = spawn(JoinClient(join_settings(tmp_path, table.port, "ben", pin="12")).run())
            await until(lambda: any(t.free == 1 for t in ours()), limit=20)
            carla = spawn(JoinClient(join_settings(tmp_path, table.port, "carla", pin="12")).run())
            await until(lambda: not ours(), limit=20)  # withdrawn once the game starts
            session = await table.wait()
            assert len(finals(session, *await finish([ben, carla]))) == 1

    run(game)
