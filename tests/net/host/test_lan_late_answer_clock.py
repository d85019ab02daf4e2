"""A late arrival's way to its seat at the host (issue 34; docs/protocol.md "A friend who comes
late", steps 2-5): the host's person's answer (``late_answer``) and "let everyone in"
(``allow_everyone``); the first chain it commits (``first`` 0 and exactly 16 values or more, a
later one replacing it); the ``take`` numbered only once it is both allowed and committed, in
either order, with its name cut to 32 characters and its token kept first; and every way it is
turned away or goes: a no (``refuse`` ``running`` naming the seat, no ``bye``), a seat that is the
computer's no more when the take would be numbered, a bye before the take. Each frees the seat.

One process, real sockets on 127.0.0.1, the late arrival a raw client (tests/net/raw.py); the
clock stands still while the test looks (tests/net/clock.py), so the game waits at the host's
next own decision and nothing runs out."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import Any

import pytest

from core.rules import Rules
from core.setup import Seat, SeatKind, Setup
from net.host.late import LATE_HOLD
from net.host.table import HostSettings, HostTable
from net.join.client import JoinClient
from net.listener import TableListener
from net.lockstep.randomness import MIN_CHAIN, HashChain
from net.lockstep.session import Session
from net.protocol.messages import Bye, Commit, TakeInput
from net.store import KeptMember, lan_folder, load_kept
from tests.net.clock import at, clock, run_on_clock, turns
from tests.net.peers import finish, host_settings, hosted, join_settings, setup_with, spawn
from tests.net.raw import RawPeer, hello

pytestmark = pytest.mark.timeout(90)

HOST_LOG = "madn.net.host"
READ_LIMIT = 10.0  # real seconds a frame the host sent may take to arrive
FIRST_CHAIN = f"a first chain serves from node 0 and has {MIN_CHAIN}+ values"


class Doorman(TableListener):
    """The host's person: asked about late arrivals, told when a question is settled."""

    def __init__(self) -> None:
        self.asked: list[tuple[int, str, int]] = []
        self.withdrawn: list[int] = []

    def late_arrival(self, peer: int, name: str, seat: int) -> None:
        self.asked.append((peer, name, seat))

    def late_withdrawn(self, peer: int) -> None:
        self.withdrawn.append(peer)


def takes(session: Session) -> list[tuple[int, TakeInput]]:
    return [(n, e.i) for n, e in enumerate(session.log) if isinstance(e.i, TakeInput)]


def messages(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == HOST_LOG]


def asking(tmp: Path, **changes: Any) -> HostSettings:
    # Pings far apart (a raw client answers none); the host's person is asked.
    settings = {"ping": 60.0, "pace": 0.003, "late_join": True, "ask_late": True, **changes}
    return host_settings(tmp, **settings)


def commit(chain: HashChain, length: int = MIN_CHAIN, first: int = 0) -> dict[str, Any]:
    return Commit(chain.anchor, length, first).to_wire()


async def running(table: HostTable, tmp: Path) -> tuple[Session, JoinClient, Any]:
    """Ben plays seat 1; the game runs, then the clock stops."""
    client = JoinClient(join_settings(tmp, table.port, "ben", reconnect=0.0))
    task = spawn(client.run())
    await turns(lambda: table.session is not None and table.session.next_seq > 10)
    clock().freeze()
    assert table.session is not None
    return table.session, client, task


async def late(table: HostTable, seat: int, name: str) -> tuple[RawPeer, int]:
    raw = await RawPeer.open(table.port)
    _, answer = await raw.join(seat=seat, name=name)
    assert answer["t"] == "accept" and answer["seats"] == [seat], answer
    return raw, int(answer["peer"])


async def _read(raw: RawPeer, kind: str) -> Any:
    while True:
        frame = await raw.frame(20.0)
        if frame.get("t") == kind:
            return frame


async def next_of(raw: RawPeer, kind: str) -> Any:
    """The next frame of type ``kind`` on a raw connection (the log and inputs skipped), waited
    for by the real clock (the loop's may stand still)."""
    reading = asyncio.ensure_future(_read(raw, kind))
    try:
        await turns(reading.done, limit=READ_LIMIT)
    finally:
        reading.cancel()
    return reading.result()


async def closed_without_bye(raw: RawPeer) -> bool:
    try:
        frame = await next_of(raw, "bye")
    except EOFError:
        return True
    raise AssertionError(f"a bye after the refusal: {frame}")


async def leave(client: JoinClient, task: Any, raws: list[RawPeer]) -> None:
    clock().thaw()
    for raw in raws:
        raw.close()
    await client.close()
    await finish([task])


def test_a_yes_after_the_commit_numbers_the_take_at_once_with_the_latest_chain(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    async def game() -> None:
        doorman = Doorman()
        async with hosted(setup_with(1), asking(tmp_path), doorman) as table:
            session, client, task = await running(table, tmp_path)
            raw, eve = await late(table, 0, "eve")
            assert doorman.asked == [(eve, "eve", 0)]
            member = table.members[eve]
            older, newer = HashChain(length=MIN_CHAIN), HashChain(length=MIN_CHAIN + 1)
            raw.send(commit(older))
            raw.send(commit(newer, MIN_CHAIN + 1))  # a later commit replaces the first
            await turns(lambda: member.anchor == newer.anchor)
            assert takes(session) == [] and member.late and member.reserved is not None
            assert doorman.withdrawn == []

            table.late_answer(eve, True)
            ((seq, take),) = takes(session)
            assert take == TakeInput(eve, "eve", 0, newer.anchor, MIN_CHAIN + 1)
            assert f"eve took seat 0 from the computer at input {seq}" in messages(caplog)
            assert member.late is False and member.reserved is None
            assert doorman.withdrawn == [eve]
            assert session.seats_of(eve) == (0,)
            keep = lan_folder(table.settings.data) / "tables" / f"{table.table_id}.keep"
            assert KeptMember(eve, "eve", member.token, (0,), True) in load_kept(keep).members

            # Answers about somebody who is no late arrival (any more), or nobody: nothing.
            table.late_answer(eve, False)
            table.late_answer(1, False)
            table.late_answer(99, True)
            assert doorman.withdrawn == [eve]
            assert member.conn is not None and table.members[1].conn is not None
            assert len(takes(session)) == 1
            await leave(client, task, [raw])

    with caplog.at_level(logging.INFO, logger=HOST_LOG):
        run_on_clock(game)


def test_a_yes_before_the_commit_waits_for_a_first_chain_of_16_values(tmp_path: Path) -> None:
    async def game() -> None:
        doorman = Doorman()
        async with hosted(setup_with(1), asking(tmp_path), doorman) as table:
            session, client, task = await running(table, tmp_path)
            raw, eve = await late(table, 0, "eve")
            member = table.members[eve]
            table.late_answer(eve, True)
            assert takes(session) == [] and member.allowed is True
            assert doorman.withdrawn == [eve]
            table.late_answer(eve, False)  # answered already: a second answer changes nothing
            assert table.members.get(eve) is member and doorman.withdrawn == [eve]

            chain = HashChain(length=MIN_CHAIN)
            for first, length in ((1, MIN_CHAIN), (0, MIN_CHAIN - 1)):
                raw.send(commit(chain, length, first))
                refused = await next_of(raw, "refused")
                assert (refused["what"], refused["reason"]) == ("commit", FIRST_CHAIN)
                assert takes(session) == [] and member.anchor == b""

            raw.send(commit(chain, MIN_CHAIN))  # exactly 16: enough
            await turns(lambda: bool(takes(session)))
            ((_, take),) = takes(session)
            assert take == TakeInput(eve, "eve", 0, chain.anchor, MIN_CHAIN)
            assert table.members.get(eve) is member and not member.late
            await leave(client, task, [raw])

    run_on_clock(game)


def test_a_no_is_a_refusal_that_names_the_seat_and_frees_it(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    text = "the host did not let you take over Anna's seat"

    async def game() -> None:
        doorman = Doorman()
        async with hosted(setup_with(1), asking(tmp_path), doorman) as table:
            session, client, task = await running(table, tmp_path)
            raw, eve = await late(table, 0, "eve")
            member = table.members[eve]
            conn = member.conn
            assert conn is not None and 0 not in table.lobby.late_seats()
            raw.send(commit(HashChain(length=MIN_CHAIN)))
            await turns(lambda: bool(member.anchor))

            table.late_answer(eve, False)
            assert eve not in table.members and member.reserved is None
            assert set(doorman.withdrawn) == {eve}
            assert conn.closed and conn.close_reason == text
            assert f"eve may not take a seat: {text}" in messages(caplog)
            assert takes(session) == [] and 0 in table.lobby.late_seats()
            refused = await next_of(raw, "refuse")
            assert (refused["reason"], refused["text"]) == ("running", text)
            assert await closed_without_bye(raw)
            await leave(client, task, [raw])

    with caplog.at_level(logging.INFO, logger=HOST_LOG):
        run_on_clock(game)


def test_everyone_allowed_takes_the_committed_at_once_and_asks_nobody_after(
    tmp_path: Path,
) -> None:
    async def game() -> None:
        doorman = Doorman()
        async with hosted(setup_with(1), asking(tmp_path), doorman) as table:
            session, client, task = await running(table, tmp_path)
            eve_raw, eve = await late(table, 0, "eve")
            fay_raw, fay = await late(table, 2, "fay")
            eve_chain, fay_chain, gus_chain = (HashChain(length=MIN_CHAIN) for _ in range(3))
            eve_raw.send(commit(eve_chain))
            await turns(lambda: bool(table.members[eve].anchor))
            assert doorman.asked == [(eve, "eve", 0), (fay, "fay", 2)]

            table.allow_everyone()
            assert table.settings.ask_late is False
            assert [t for _, t in takes(session)] == [
                TakeInput(eve, "eve", 0, eve_chain.anchor, 16)
            ]
            assert table.members[fay].allowed is True and table.members[fay].late
            assert sorted(doorman.withdrawn) == sorted([eve, fay])  # not Ben: no late arrival

            fay_raw.send(commit(fay_chain))
            await turns(lambda: len(takes(session)) == 2)
            gus_raw, gus = await late(table, 3, "gus")
            assert len(doorman.asked) == 2  # Gus is not asked
            gus_raw.send(commit(gus_chain))
            await turns(lambda: len(takes(session)) == 3)
            assert [(t.peer, t.seat) for _, t in takes(session)] == [(eve, 0), (fay, 2), (gus, 3)]
            await leave(client, task, [eve_raw, fay_raw, gus_raw])

    run_on_clock(game)


@pytest.mark.parametrize("how", ["bye", "gone"])
def test_a_late_arrival_who_goes_before_its_take_frees_its_seat(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, how: str
) -> None:
    async def game() -> None:
        doorman = Doorman()
        async with hosted(setup_with(1), asking(tmp_path), doorman) as table:
            session, client, task = await running(table, tmp_path)
            raw, eve = await late(table, 0, "eve")
            member = table.members[eve]
            if how == "bye":
                raw.send(Bye("changed my mind").to_wire())
                reasons = {"left (changed my mind)"}
            else:  # (a reset when the host's frames were still unread)
                raw.close()
                reasons = {
                    "the other side closed the connection",
                    "connection broke ([Errno 104] Connection reset by peer)",
                }
            await turns(lambda: eve not in table.members)
            assert member.conn is None and member.reserved is None
            assert doorman.withdrawn == [eve]
            said = [m for m in messages(caplog) if m.startswith("eve left before taking a seat")]
            assert said in ([f"eve left before taking a seat ({r})"] for r in reasons)
            assert 0 in table.lobby.late_seats() and takes(session) == []
            await leave(client, task, [raw])

    with caplog.at_level(logging.INFO, logger=HOST_LOG):
        run_on_clock(game)


def test_a_seat_that_is_the_computers_no_more_cannot_be_taken(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Ben left, the computer plays his seat, Eve asks for it; Ben comes back (``return``)
    before the host's person says yes: the take does not fit, Eve is refused."""
    text = "the seat cannot be taken: the computer does not play seat 1"

    async def game() -> None:
        doorman = Doorman()
        async with hosted(setup_with(1), asking(tmp_path), doorman) as table:
            session, client, task = await running(table, tmp_path)
            await client.close()
            await finish([task])
            await turns(lambda: session.peers[1].dropped)
            raw, eve = await late(table, 1, "eve")
            raw.send(commit(HashChain(length=MIN_CHAIN)))
            await turns(lambda: bool(table.members[eve].anchor))

            back = await RawPeer.open(table.port)
            assert (await back.frame())["t"] == "server"
            back.send_bytes(
                hello(seat=-1, name="ben", nonce=b"j" * 16, token=table.members[1].token)
            )
            await turns(lambda: not session.peers[1].dropped)

            table.late_answer(eve, True)
            assert takes(session) == [] and eve not in table.members
            assert set(doorman.withdrawn) == {eve}
            assert f"eve may not take a seat: {text}" in messages(caplog)
            refused = await next_of(raw, "refuse")
            assert (refused["reason"], refused["text"]) == ("running", text)
            clock().thaw()
            raw.close()
            back.close()

    with caplog.at_level(logging.INFO, logger=HOST_LOG):
        run_on_clock(game)


def test_a_take_carries_the_seats_name_cut_to_32_characters(tmp_path: Path) -> None:
    """A late arrival without a name of its own is named after the seat it takes; a take's
    name is at most 32 characters (docs/protocol.md: ``name``)."""
    long = "Annabella Maximiliane von Hohenzollern-Sigmaringen"
    setup = Setup(
        Rules(),
        (Seat.ai("random", long), Seat(SeatKind.REMOTE, ""), Seat.ai("random", "Carla"), Seat()),
    )

    async def game() -> None:
        async with hosted(setup, asking(tmp_path, ask_late=False)) as table:
            session, client, task = await running(table, tmp_path)
            raw, eve = await late(table, 0, "")
            chain = HashChain(length=MIN_CHAIN)
            raw.send(commit(chain))
            await turns(lambda: bool(takes(session)))
            ((_, take),) = takes(session)
            assert take == TakeInput(eve, long[:32], 0, chain.anchor, MIN_CHAIN)
            await leave(client, task, [raw])

    run_on_clock(game)


def test_a_refusal_text_is_cut_to_300_characters(tmp_path: Path) -> None:
    """A seat named at length makes a no's text longer than a ``refuse`` may carry: it is cut
    to 300 characters (docs/protocol.md: ``text`` ≤ 300)."""
    name = "N" * 300
    setup = Setup(
        Rules(),
        (Seat.ai("random", name), Seat(SeatKind.REMOTE, ""), Seat.ai("random", "Carla"), Seat()),
    )
    text = f"the host did not let you take over {name}'s seat"

    async def game() -> None:
        async with hosted(setup, asking(tmp_path)) as table:
            _, client, task = await running(table, tmp_path)
            raw, eve = await late(table, 0, "eve")
            table.late_answer(eve, False)
            refused = await next_of(raw, "refuse")
            assert (refused["reason"], refused["text"]) == ("running", text[:300])
            await leave(client, task, [raw])

    run_on_clock(game)


def test_a_late_arrivals_hold_ends_with_the_table(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """The close ends every timer of the table: a late arrival still waiting for its answer
    is not refused 60 s later, and its question is not withdrawn then, by a closed table."""

    async def game() -> None:
        doorman = Doorman()
        async with hosted(setup_with(1), asking(tmp_path), doorman) as table:
            *_, task = await running(table, tmp_path)
            accepted = clock().frozen
            assert accepted is not None
            raw, eve = await late(table, 0, "eve")
            member = table.members[eve]
            assert member.reserved is not None
            await table.close()
            await turns(lambda: member.conn is None)
            assert member.reserved is None
            await at(accepted + LATE_HOLD)
            assert doorman.withdrawn == []
            assert not any(m.startswith("eve may not take a seat") for m in messages(caplog))
            clock().thaw()
            raw.close()
            await finish([task])

    with caplog.at_level(logging.INFO, logger=HOST_LOG):
        run_on_clock(game)
