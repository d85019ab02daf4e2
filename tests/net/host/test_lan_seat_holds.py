"""Holds on the computer's seats (docs/protocol.md "A friend who comes late", "Holds";
net/host/late.py): a newcomer who asks for a seat and never takes it holds one seat per
connection, at most two per source address; its hold gives way to another newcomer after 5 s
without a commitment; and a friend who finds every seat reserved by others is told so (``busy``,
tried again), not that the computer plays no seat that is free to take.

A griefer with three connections that asked for every computer seat, never committed and asked
again kept a real late friend out for minutes with that misleading refusal. Real sockets on
127.0.0.1 (the griefers' connections from 127.0.0.2 and 127.0.0.3: other addresses), raw
griefers (tests/net/raw.py), the friend a real ``JoinClient``; the 5 s on a clock the test sets
(tests/net/clock.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from net.host.late import ALL_HELD
from net.host.table import HostSettings, HostTable
from net.join.client import JoinClient, JoinFailed
from net.listener import TableListener
from net.lockstep.randomness import MIN_CHAIN, HashChain
from net.protocol.messages import Commit, TakeInput
from tests.net.clock import at, clock, run_on_clock, turns
from tests.net.peers import finish, host_settings, hosted, join_settings, setup_with, spawn
from tests.net.raw import RawPeer

pytestmark = pytest.mark.timeout(90)

COMMIT_WITHIN = 5.0  # docs/protocol.md "Holds": no commitment within 5 s of the accept
JUST_BEFORE = 0.1
GRIEFER = "127.0.0.2"
OTHER = "127.0.0.3"


def late_settings(tmp: Path, **changes: Any) -> HostSettings:
    # Pings far apart (a raw griefer answers none); a slow pace: the game runs while we look.
    return host_settings(tmp, ping=60.0, pace=0.05, late_join=True, timeout=3600.0, **changes)


async def running(table: HostTable, tmp: Path) -> JoinClient:
    """Ben plays seat 1 from the start; the computer plays seats 0, 2 and 3."""
    ben = JoinClient(join_settings(tmp, table.port, "ben"))
    spawn(ben.run())
    await turns(lambda: table.session is not None and table.session.next_seq > 2)
    assert table.lobby.late_seats() == [0, 2, 3]
    return ben


async def ask(table: HostTable, source: str, seat: int = -1, name: str = "grief") -> Any:
    """A raw newcomer from ``source`` who asks for ``seat``: its connection and the answer."""
    raw = await RawPeer.open(table.port, source)
    _, answer = await raw.join(seat=seat, name=name)
    return raw, answer


async def refusal(raw: RawPeer) -> Any:
    while True:
        frame = await raw.frame(20.0)
        if frame.get("t") == "refuse":
            return frame


def takes(table: HostTable) -> list[TakeInput]:
    session = table.session
    return [e.i for e in session.log if isinstance(e.i, TakeInput)] if session else []


class Retries(TableListener):
    def __init__(self) -> None:
        self.texts: list[str] = []

    def retrying(self, text: str) -> None:
        self.texts.append(text)


def test_one_address_holds_two_seats_at_most_and_a_late_friend_gets_the_third(
    tmp_path: Path,
) -> None:
    """Three griefer connections from one address ask for every computer seat and never
    commit: two hold a seat, the third is told ``busy`` (its address holds two); the friend
    (a real joiner, another address) takes the third seat. Before: the three held all of them,
    and the friend was refused ``running`` ("no seat that is free to take")."""

    async def game() -> None:
        async with hosted(setup_with(1), late_settings(tmp_path)) as table:
            ben = await running(table, tmp_path)
            griefers = []
            answers = []
            for _ in range(3):
                raw, answer = await ask(table, GRIEFER)
                griefers.append(raw)
                answers.append(answer)
            assert [a["t"] for a in answers] == ["accept", "accept", "refuse"], answers
            assert [a["seats"] for a in answers[:2]] == [[0], [2]]
            assert answers[2]["reason"] == "busy"
            assert answers[2]["text"] == (
                "your address holds 2 seats already for newcomers who have not taken them yet "
                "(at most 2 at once): try again once they are taken"
            )
            friend = JoinClient(join_settings(tmp_path, table.port, "carla"))
            carla = spawn(friend.run())
            await turns(lambda: any(t.name == "carla" for t in takes(table)))
            (take,) = takes(table)
            assert take.seat == 3
            await turns(lambda: friend.state.seats == (3,))
            for raw in griefers:
                raw.close()
            await friend.close()
            await ben.close()
            await finish([carla])

    run_on_clock(game)


def test_a_friend_who_finds_every_seat_reserved_is_told_so_and_tries_again(
    tmp_path: Path,
) -> None:
    """Holds from two addresses fill every computer seat: the friend is told ``busy`` with the
    truth, tries again meanwhile, and gives up after its connection timeout saying why. Before:
    refused at once with ``running``, "the computer plays no seat that is free to take"."""

    async def game() -> None:
        async with hosted(setup_with(1), late_settings(tmp_path)) as table:
            ben = await running(table, tmp_path)
            griefers = [await ask(table, source) for source in (GRIEFER, GRIEFER, OTHER)]
            assert [a["seats"] for _, a in griefers] == [[0], [2], [3]]
            assert table.lobby.late_seats() == []
            raw, answer = await ask(table, "127.0.0.1", name="carla")
            assert answer["t"] == "refuse" and answer["reason"] == "busy"
            assert answer["text"] == ALL_HELD
            raw.close()
            raw, answer = await ask(table, "127.0.0.1", seat=2, name="carla")
            assert answer["reason"] == "busy" and answer["text"] == (
                "seat 2 is reserved by a newcomer who has not taken it yet: try again in a moment"
            )
            raw.close()
            retries = Retries()
            friend = JoinClient(
                join_settings(tmp_path, table.port, "carla", connect_timeout=3.0), retries
            )
            with pytest.raises(JoinFailed) as failed:
                await friend.run()
            assert str(failed.value) == f"the table stayed busy ({ALL_HELD})"
            assert retries.texts and retries.texts[0] == "the table is busy, trying again"
            for raw, _ in griefers:
                raw.close()
            await ben.close()

    run_on_clock(game)


def test_a_hold_without_a_commitment_gives_way_after_5_s(tmp_path: Path) -> None:
    """Three holds from two addresses, one of them committed (it waits for the host's person).
    Until 5 s after their accept a friend is told ``busy``; from then on the seats of the two
    that did not commit are announced free to take again, the friend gets the first of them and
    its griefer is refused ``running``; the committed hold stays. The griefer's address still
    holds two (one reserved, one given way): a new hold of its own is ``busy``."""

    async def game() -> None:
        async with hosted(setup_with(1), late_settings(tmp_path, ask_late=True)) as table:
            ben = await running(table, tmp_path)
            accepted = clock().freeze()
            griefers = [await ask(table, source) for source in (GRIEFER, GRIEFER, OTHER)]
            assert [a["seats"] for _, a in griefers] == [[0], [2], [3]]
            committed, _ = griefers[2]
            chain = HashChain(length=MIN_CHAIN)
            committed.send(Commit(chain.anchor, MIN_CHAIN, 0).to_wire())
            await turns(lambda: all(m.anchor for m in table.members.values() if m.seats == (3,)))

            await at(accepted + COMMIT_WITHIN - JUST_BEFORE)
            assert table.lobby.late_seats() == []
            raw, answer = await ask(table, "127.0.0.1", name="carla")
            assert answer["reason"] == "busy" and answer["text"] == ALL_HELD
            raw.close()

            await at(accepted + COMMIT_WITHIN)
            assert table.lobby.late_seats() == [0, 2]  # given way; seat 3's hold is committed
            raw, answer = await ask(table, GRIEFER)
            assert answer["reason"] == "busy" and "your address holds 2" in answer["text"]
            raw.close()
            friend, answer = await ask(table, "127.0.0.1", name="carla")
            assert answer["t"] == "accept" and answer["seats"] == [0]
            assert table.lobby.late_seats() == [2]
            clock().thaw()
            refused = await refusal(griefers[0][0])
            assert refused["reason"] == "running"
            assert refused["text"] == (
                "the seat was not taken in time (no commitment): another newcomer took it"
            )
            friend.close()
            for raw, _ in griefers:
                raw.close()
            await ben.close()

    run_on_clock(game)
