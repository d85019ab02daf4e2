"""Hostile peers against a real ``madn host`` process on 127.0.0.1 (issue 20): what a stranger
on the LAN sends must not stop the game, keep players out, find the PIN, fill the log or spoof
a name's direction. Attackers are raw clients (tests/net/raw.py) or joiners that misbehave, from
several loopback source addresses; honest players are real ``madn join`` processes. Every
attack is bounded in count and time."""

from __future__ import annotations

import asyncio
import itertools
import re
import time
from pathlib import Path
from typing import Any

import pytest

from net.join.client import JoinClient, JoinSettings
from net.join.follow import Follow
from net.listener import TableListener
from net.lockstep.session import Session
from net.protocol.messages import Act, Desync
from tests.net.peers import join_settings
from tests.net.processes import Peer, host_process, join_process
from tests.net.raw import RawPeer

pytestmark = pytest.mark.timeout(150)

SEATS = "ai:random,remote,ai:random,empty"


def run(coro: Any, limit: float = 90.0) -> Any:
    async def bounded() -> Any:
        async with asyncio.timeout(limit):
            return await coro

    return asyncio.run(bounded())


async def follow(peer: RawPeer, until_seq: int) -> None:
    """Read frames until an input numbered ``until_seq`` or later has been seen."""
    while True:
        frame = await peer.frame(10.0)
        if frame["t"] == "input" and frame["seq"] >= until_seq:
            return
        if frame["t"] == "log" and frame["first"] + len(frame["entries"]) > until_seq:
            return


async def answer_to(peer: RawPeer, kind: str) -> dict[str, Any]:
    while True:
        frame = await peer.frame(10.0)
        if frame["t"] == kind:
            assert isinstance(frame, dict)
            return frame


# --- 1. desync reports that are none -----------------------------------------------------------


class FalseAlarmFollow(Follow):
    """Follows the game honestly, and once, after input 40, reports a desync with the host's own
    hash."""

    alarmed = False

    def _stepped(self, seq: int, steps: list[Any]) -> None:
        super()._stepped(seq, steps)
        session, conn = self.state.session, self.state.conn
        if not self.alarmed and session is not None and conn is not None and seq >= 40:
            self.alarmed = True
            conn.send(Desync(seq, session.log[seq].h, session.notation()))


class FalseAlarm(JoinClient):
    """Plays its seat honestly, and once, after input 40, reports a desync with the host's own
    hash: no desync at all."""

    def __init__(self, settings: JoinSettings) -> None:
        super().__init__(settings)
        self.follow = FalseAlarmFollow(self.state, self.duties)


@pytest.mark.slow
def test_a_spectators_desync_and_a_matching_hash_are_refused_and_the_game_finishes(
    peers: list[Peer], tmp_path: Path
) -> None:
    host, port = host_process(peers, tmp_path, SEATS, "--pace", "0.01")

    async def attack() -> Session:
        alarm = FalseAlarm(join_settings(tmp_path, port, "ben"))
        playing = asyncio.ensure_future(alarm.run())
        watcher = await RawPeer.open(port)
        _, accept = await watcher.join(seat=-2, name="mallory")
        assert accept["t"] == "accept" and accept["seats"] == []
        await follow(watcher, 5)
        watcher.send({"t": "desync", "seq": 3, "hash": 12345, "notation": "MADN nonsense"})
        refused = await answer_to(watcher, "refused")
        assert refused["what"] == "desync" and "spectator" in refused["reason"]
        await follow(watcher, 60)  # the game went on past the seated peer's false alarm too
        watcher.close()
        return await playing

    session = run(attack())
    assert host.wait(60) == 0, host.stderr()[-3000:]
    assert host.final() == session.final_line()
    log = host.stderr()
    assert "no desync: your state hash after input" in log
    assert "a spectator plays no part" in log
    assert "desync report" not in log
    assert not list((tmp_path / "xdg-host").rglob("desync-*.json"))


# --- 2. idle connections -----------------------------------------------------------------------


async def idle_flood(port: int, sources: list[str], each: int, stop: asyncio.Event) -> list[int]:
    """Keep ``each`` connections per source address open that send a length prefix and then
    nothing, opening a new one whenever the host closes one, until ``stop``. Per source: how
    many connections it opened."""
    opened = [0] * len(sources)

    async def hold(index: int) -> None:
        while not stop.is_set():
            try:
                peer = await RawPeer.open(port, sources[index])
            except OSError:
                await asyncio.sleep(0.01)
                continue
            opened[index] += 1
            peer.send_bytes(b"\x00\x00\x01\x00")  # 256 bytes announced, none sent
            closed = asyncio.ensure_future(peer.reader.read())
            stopping = asyncio.ensure_future(stop.wait())
            await asyncio.wait({closed, stopping}, return_when=asyncio.FIRST_COMPLETED)
            for task in (closed, stopping):
                task.cancel()
            peer.close()

    holders = [asyncio.ensure_future(hold(i)) for i in range(len(sources)) for _ in range(each)]
    await stop.wait()
    await asyncio.gather(*holders, return_exceptions=True)
    return opened


@pytest.mark.slow
def test_a_flood_of_idle_connections_keeps_nobody_out(peers: list[Peer], tmp_path: Path) -> None:
    seats = "ai:random,remote,remote,ai:random"
    _, port = host_process(peers, tmp_path, seats, "--pace", "0.004")
    sources = [f"127.0.0.{i}" for i in range(2, 12)]  # ten addresses, four idle each: 40

    async def attack() -> list[int]:
        stop = asyncio.Event()
        flood = asyncio.ensure_future(idle_flood(port, sources, 4, stop))
        await asyncio.sleep(1.5)  # the host is full of idle connections
        joiners = [
            join_process(peers, tmp_path, name, port, "--ai", "random", "--timeout", "30")
            for name in ("ben", "carla")
        ]
        try:
            for joiner in joiners:
                await asyncio.to_thread(joiner.wait_for, r"joined table .* seat \d", 40.0)
        finally:
            stop.set()
        return await flood

    opened = run(attack())
    assert sum(opened) >= 40, opened
    codes = [p.wait(90) for p in peers]
    assert codes == [0, 0, 0], [p.stderr()[-1500:] for p in peers]
    assert len({p.final() for p in peers}) == 1
    assert "other protocol" not in peers[1].stderr() + peers[2].stderr()


class Retries(TableListener):
    def __init__(self) -> None:
        self.texts: list[str] = []

    def retrying(self, text: str) -> None:
        self.texts.append(text)


def test_a_joiner_told_busy_tries_again_and_gets_in(peers: list[Peer], tmp_path: Path) -> None:
    """Thirty-two connections from thirty-two addresses, each younger than the grace period
    when the joiner comes: it is told busy (a bye in place of the server hello), says so, and
    gets in once the idle ones may make room."""
    host, port = host_process(peers, tmp_path, SEATS, "--pace", "0.004")
    sources = [f"127.0.1.{i}" for i in range(1, 33)]

    async def attack() -> tuple[Session, list[str]]:
        held = [await RawPeer.open(port, source) for source in sources]
        for peer in held:
            peer.send_bytes(b"\x00\x00")
        await held[-1].frame()  # the last one has its server hello: every slot is taken
        events = Retries()
        client = JoinClient(join_settings(tmp_path, port, "ben", connect_timeout=20.0), events)
        session = await client.run()
        for peer in held:
            peer.close()
        return session, events.texts

    session, retries = run(attack())
    assert retries and retries[0] == "the table is busy, trying again"
    assert host.wait(60) == 0, host.stderr()[-3000:]
    assert host.final() == session.final_line()


# --- 3. guessing the PIN -----------------------------------------------------------------------


async def guess_pins(
    port: int, sources: list[str], workers: int, stop: asyncio.Event
) -> list[tuple[float, str]]:
    """Workers that try wrong PINs from rotating source addresses until ``stop``: (time, reason)
    of every refusal."""
    answers: list[tuple[float, str]] = []
    addresses = itertools.cycle(sources)
    guesses = (f"{n:04d}" for n in itertools.count(1000))

    async def worker() -> None:
        while not stop.is_set():
            try:
                peer = await RawPeer.open(port, next(addresses))
                _, answer = await peer.join(pin=next(guesses), wait=20.0)
            except (OSError, EOFError, TimeoutError):
                continue
            peer.close()
            if answer["t"] == "refuse":
                answers.append((time.monotonic(), str(answer["reason"])))

    tasks = [asyncio.ensure_future(worker()) for _ in range(workers)]
    await stop.wait()
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    return answers


@pytest.mark.slow
def test_pin_guesses_are_bounded_table_wide_and_the_right_pin_gets_in(
    peers: list[Peer], tmp_path: Path
) -> None:
    host, port = host_process(
        peers,
        tmp_path,
        "ai:random,remote,remote,empty",
        "--pin",
        "4711",
        "--pace",
        "0.004",
        "--ping",
        "2",  # a hello that waits at the PIN gate longer than 3 pings is not taken for gone
    )
    fresh = [f"127.0.2.{i}" for i in range(1, 25)]  # 24 addresses; the players use 127.0.0.1

    async def attack() -> tuple[list[tuple[float, str]], float, float]:
        stop = asyncio.Event()
        began = time.monotonic()
        guessing = asyncio.ensure_future(guess_pins(port, fresh, 24, stop))
        await asyncio.sleep(6.0)  # the guesser has been at it for a while
        ben = join_process(peers, tmp_path, "ben", port, "--ai", "random", "--pin", "4711")
        started = time.monotonic()
        await asyncio.to_thread(ben.wait_for, r"joined table .* seat \d", 30.0)
        fresh_wait = time.monotonic() - started
        # Now the guesser also tries from the players' own address (a NAT, one laptop).
        shared = asyncio.ensure_future(guess_pins(port, ["127.0.0.1"], 4, stop))
        await asyncio.sleep(2.0)
        carla = join_process(peers, tmp_path, "carla", port, "--ai", "random", "--pin", "4711")
        started = time.monotonic()
        await asyncio.to_thread(carla.wait_for, r"joined table .* seat \d", 40.0)
        shared_wait = time.monotonic() - started
        stop.set()
        answers = await guessing + await shared
        return [(t - began, r) for t, r in answers], fresh_wait, shared_wait

    answers, fresh_wait, shared_wait = run(attack())
    wrong = sorted(t for t, reason in answers if reason == "pin")
    span = wrong[-1] - wrong[0]
    assert len(wrong) >= 10 and span > 5.0, (len(wrong), span)
    # At most three wrong proofs in any second over all 25 addresses. The host checks them in
    # bursts of three a second apart; the answers reach us 0.5 s after their check, on a loaded
    # machine bunched by up to a few tenths of a second (one burst late, the next on time: 0.84 s
    # between two bursts was seen): seven answers (three bursts) never come within 1.5 s. An
    # unbounded gate answers the 25 guessers within milliseconds.
    for i in range(len(wrong) - 6):
        assert wrong[i + 6] - wrong[i] >= 1.5, wrong[i : i + 7]
    assert len(wrong) <= 3 * span + 6, (len(wrong), span)
    print(
        f"PIN gate: {len(wrong)} wrong answers in {span:.1f} s ({len(wrong) / span:.2f}/s); "
        f"right PIN in after {fresh_wait:.1f} s (fresh address), {shared_wait:.1f} s (shared)"
    )
    assert fresh_wait < 8.0 and shared_wait < 25.0, (fresh_wait, shared_wait)
    assert [p.wait(90) for p in peers] == [0, 0, 0], [p.stderr()[-1500:] for p in peers]
    assert len({p.final() for p in peers}) == 1
    assert re.search(r"\d+ wrong PIN attempts in the last minute", host.stderr())
    assert "try again in a minute" not in peers[2].stderr()


# --- 4. a flood of refused moves ---------------------------------------------------------------


class FloodingFollow(Follow):
    """Follows the game honestly and, from its start, sends FLOOD moves for a seat that is not
    its own, fifty at a time: bounded by their count (and by 30 s), not by a time a loaded
    machine may not give it."""

    FLOOD = 2500
    flooding: asyncio.Task[None] | None = None
    sent = 0

    def _started(self) -> None:
        super()._started()
        if self.flooding is None:
            self.flooding = asyncio.ensure_future(self._flood())

    async def _flood(self) -> None:
        end = time.monotonic() + 30.0
        while self.sent < self.FLOOD and time.monotonic() < end:
            conn, session = self.state.conn, self.state.session
            if session is not None and session.over:
                return
            if conn is not None and session is not None:
                for _ in range(50):
                    conn.send(Act(session.commands, 0, "p"))
                    self.sent += 1
            await asyncio.sleep(0.005)


class Flooder(JoinClient):
    """Plays its seat honestly and floods the host with moves for a seat not its own
    (:class:`FloodingFollow`)."""

    def __init__(self, settings: JoinSettings) -> None:
        super().__init__(settings)
        self.flood = FloodingFollow(self.state, self.duties)
        self.follow = self.flood


def test_a_flood_of_refused_moves_writes_a_few_log_lines(peers: list[Peer], tmp_path: Path) -> None:
    host, port = host_process(peers, tmp_path, SEATS, "--pace", "0.01")

    async def flood() -> tuple[Session, int]:
        client = Flooder(join_settings(tmp_path, port, "mallory"))
        session = await client.run()
        if client.flood.flooding is not None:
            await client.flood.flooding
        return session, client.flood.sent

    session, sent = run(flood())
    assert host.wait(60) == 0, host.stderr()[-3000:]
    assert host.final() == session.final_line()
    assert sent >= 2000
    refusals = [line for line in host.stderr().splitlines() if "refused" in line]
    # Once per kind in full, then a count every 10 s: a handful of lines, not thousands.
    assert len(refusals) <= 12, refusals
    counted = [int(n) for n in re.findall(r"refused (\d+) more act messages", host.stderr())]
    assert counted and sum(counted) + 2 >= sent // 2, (counted, sent)


# --- 5. names that turn text around ------------------------------------------------------------


def test_a_name_with_direction_overrides_is_cleaned(peers: list[Peer], tmp_path: Path) -> None:
    host, port = host_process(peers, tmp_path, SEATS, "--pace", "0.001")
    ben = join_process(
        peers, tmp_path, "ben", port, "--ai", "random", "--name", "\u202eCarla\u2066 \u200fX"
    )
    assert [p.wait(60) for p in (host, ben)] == [0, 0]
    started = host.wait_for(r"the game starts: .*")
    assert "seat 1 Carla X (remote)" in started.group(0), started.group(0)
    assert not re.search("[\u202a-\u202e\u2066-\u2069\u200e\u200f]", host.stderr())
