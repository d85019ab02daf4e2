"""The way back to a table (issue 38, points 3 and 6), on the net layer: a host that closes its
kept table for now says so in its bye (``BYE_KEPT``: the joiner may tell its player the table
opens again), one without a kept game does not; the joiner's kept identity says where the table
was (its name, address, the name joined with, the AI level), and ``IdentityStore.kept`` lists it
once no joiner holds it, and sets nothing aside but names a damaged file."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

import pytest

from net.join.client import JoinClient
from net.listener import TableListener
from net.protocol.messages import BYE_KEPT
from net.store import IdentityStore, lan_folder
from tests.net.peers import host_settings, hosted, join_settings, run, setup_with, spawn, until

pytestmark = pytest.mark.timeout(60)


class Connections(TableListener):
    def __init__(self) -> None:
        self.changes: list[tuple[bool, str]] = []

    def connection(self, connected: bool, text: str) -> None:
        self.changes.append((connected, text))


@pytest.mark.parametrize("keep", [True, False])
def test_a_host_that_closes_for_now_says_its_table_is_kept(tmp_path: Path, keep: bool) -> None:
    events = Connections()
    folder = lan_folder(tmp_path / "ben") / "joined"

    async def game() -> None:
        settings = host_settings(tmp_path, pace=0.002, keep=keep, name="Küche")
        async with hosted(setup_with(1), settings) as table:
            client = JoinClient(join_settings(tmp_path, table.port, "ben"), events)
            ben = spawn(client.run())
            await until(lambda: table.session is not None and table.session.next_seq > 20)
            await table.close("the host's app closes")  # for now (not final)
            await until(lambda: bool(events.changes), limit=10)
            assert IdentityStore(folder).kept() == ([], [])  # (held by the running joiner)
            await client.close()
            with contextlib.suppress(BaseException):  # (it ends: nothing to try again)
                await ben
            identities, damaged = IdentityStore(folder).kept()
            assert damaged == []
            assert [(i.name, i.host, i.port, i.player, i.level) for i in identities] == [
                ("Küche", "127.0.0.1", table.port, "ben", "random")
            ]

    run(game)
    connected, text = events.changes[0]
    assert not connected and "the host's app closes" in text
    assert (BYE_KEPT in text) == keep


def test_a_farewell_tells_the_joiners_before_the_table_closes(tmp_path: Path) -> None:
    """What a table with doors does before they close (and cut the connections through them):
    the joiners hear the bye of a table kept for a resume, and close their side."""
    events = Connections()

    async def game() -> None:
        async with hosted(setup_with(1), host_settings(tmp_path, pace=0.002)) as table:
            client = JoinClient(join_settings(tmp_path, table.port, "ben"), events)
            ben = spawn(client.run())
            await until(lambda: table.session is not None and table.session.next_seq > 20)
            member = table.members[1]
            conn = member.conn
            assert conn is not None
            await table.farewell("the host's app closes", timeout=5.0)
            assert events.changes and BYE_KEPT in events.changes[0][1]
            assert conn.closed  # (the joiner closed its side: the host's reader saw it)
            await client.close()
            with contextlib.suppress(BaseException):
                await ben

    run(game)


def test_kept_identities_and_damaged_files(tmp_path: Path) -> None:
    folder = tmp_path / "joined"
    folder.mkdir()
    old = {"table": "a" * 32, "token": "11" * 16, "peer": 1, "chains": []}  # from before
    (folder / f"{'a' * 32}-111111111111.json").write_text(json.dumps(old), encoding="utf-8")
    (folder / f"{'b' * 32}-222222222222.json").write_text("{not json", encoding="utf-8")
    bad_port = dict(old, table="c" * 32, port="x")
    (folder / f"{'c' * 32}-333333333333.json").write_text(json.dumps(bad_port), encoding="utf-8")
    identities, damaged = IdentityStore(folder).kept()
    assert [(i.table, i.name, i.host, i.port) for i in identities] == [("a" * 32, "", "", 0)]
    assert [p.name[:1] for p in damaged] == ["b", "c"]
