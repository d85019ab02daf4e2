"""Reveals are due at once (docs/protocol.md "Reveals are due at once"; net/host/reveal_clock.py),
the seconds on a clock the test sets (tests/net/clock.py): a reveal for another player's chance
node is due within ``settings.reveal_grace`` (2 s); a joiner whose reveals came
``settings.late_budget`` (20 s) late in all is dropped then, not a moment sooner, whatever the
takeover, with one log line saying why; a late reveal spends the budget for the next one. Real
sockets on 127.0.0.1, a raw joiner that reveals when the test says (tests/net/raw.py). The griefer
in real time: tests/net/host/test_lan_slow_reveals.py."""

from __future__ import annotations

import logging
import re
from pathlib import Path

import pytest

from core.chance import ChanceKind
from core.table import ChanceTurn
from net.host.table import HostSettings
from net.lockstep.randomness import MIN_CHAIN, HashChain
from net.lockstep.session import HOST, Session
from net.protocol.messages import Commit, DropInput, Reveal
from tests.net.clock import at, clock, run_on_clock, turns
from tests.net.host.test_lan_takeover_clock import bye_of, withholder
from tests.net.peers import host_settings, hosted, setup_with
from tests.net.raw import RawPeer

pytestmark = pytest.mark.timeout(90)

PROTOCOL = Path(__file__).resolve().parents[3] / "docs" / "protocol.md"
HOST_LOG = "madn.net.host"
GRACE = 2.0  # docs/protocol.md: a reveal not for one's own die is due within 2 s
BUDGET = 20.0  # ... and 20 late seconds per joiner and game
JUST_BEFORE = 0.1


def drops(session: Session) -> list[tuple[int, str]]:
    return [(e.i.peer, e.i.reason) for e in session.log if isinstance(e.i, DropInput)]


def messages(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == HOST_LOG]


def own_die(session: Session, peer: int) -> bool:
    """Whether the open chance node is ``peer``'s own die (docs/protocol.md: a die of a seat it
    plays)."""
    turn = session.what_next()
    return (
        isinstance(turn, ChanceTurn)
        and turn.node.kind is ChanceKind.DIE
        and session.controller(turn.seat) == peer
    )


def test_the_documented_grace_and_budget_are_the_codes_defaults() -> None:
    text = " ".join(PROTOCOL.read_text(encoding="utf-8").split())
    grace = re.search(r"due within (\d+) s \(`reveal_grace`\)", text)
    budget = re.search(r"(\d+) late seconds per game \(`late_budget`\)", text)
    assert grace is not None and float(grace.group(1)) == GRACE
    assert budget is not None and float(budget.group(1)) == BUDGET
    assert HostSettings().reveal_grace == GRACE and HostSettings().late_budget == BUDGET


# --- the seconds, on a clock the test sets ----------------------------------------------------


@pytest.mark.parametrize("takeover", ["ai", "pause"])
def test_a_reveal_for_another_players_node_is_due_within_the_grace_and_the_budget(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, takeover: str
) -> None:
    """Rita (seat 1) never reveals; chance node 0 is Anna's die (seat 0): not hers. With the
    defaults she is dropped 2 s + 20 s after it opened (before the 30 s timeout), not a moment
    sooner, whatever the takeover; her connection is closed with the reason."""

    async def game() -> None:
        settings = host_settings(tmp_path, ping=60.0, pace=0.0, timeout=30.0, takeover=takeover)
        async with hosted(setup_with(1), settings) as table:
            opened = clock().freeze()
            raw, peer = await withholder(table, 1, "rita")  # her commit starts the game
            await turns(lambda: table.session is not None and bool(table.duties.reveal_timers))
            session = table.session
            assert session is not None
            node = session.needs_reveal(peer)
            assert node == 0 and not own_die(session, peer)  # Anna's die (seat 0)
            await at(opened + GRACE + BUDGET - JUST_BEFORE)
            assert drops(session) == [] and session.needs_reveal(peer) == node
            await at(opened + GRACE + BUDGET)
            assert drops(session) == [(peer, "timeout")]
            assert session.controller(1) == HOST
            clock().thaw()
            assert await bye_of(raw) == "your reveals came too late"
            raw.close()
        (line,) = [m for m in messages(caplog) if "late in all" in m]
        assert line == (
            "rita dropped (timeout): the AI (normal) plays seat 1; its reveals for other "
            "players' chance nodes came 20.0 s late in all (more than the 20 s a game allows, "
            "2 s after each node), the last for node 0"
        )

    with caplog.at_level(logging.INFO, logger=HOST_LOG):
        run_on_clock(game)


def test_a_late_reveal_spends_the_budget_and_the_next_one_is_due_at_the_grace(
    tmp_path: Path,
) -> None:
    """Rita reveals for node 0 (Anna's die) 15 s after the grace, which leaves her 5 late
    seconds: the next reveal for another player's node is waited for 2 s + 5 s, not a moment
    longer (her own dice meanwhile she reveals at once)."""

    async def game() -> None:
        settings = host_settings(tmp_path, ping=60.0, pace=0.0, timeout=30.0)
        async with hosted(setup_with(1), settings) as table:
            opened = clock().freeze()
            raw = await RawPeer.open(table.port)
            _, answer = await raw.join(seat=1, name="rita")
            peer = int(answer["peer"])
            chain = HashChain(length=MIN_CHAIN)
            raw.send(Commit(chain.anchor, MIN_CHAIN, 0).to_wire())
            revealed = 0

            def reveal(node: int) -> None:
                nonlocal revealed
                raw.send(Reveal(node, chain.value(revealed)).to_wire())
                revealed += 1

            await turns(lambda: table.session is not None and bool(table.duties.reveal_timers))
            session = table.session
            assert session is not None
            assert session.needs_reveal(peer) == 0 and not own_die(session, peer)
            await at(opened + GRACE + 15.0)
            assert drops(session) == []
            reveal(0)
            await turns(lambda: session.needs_reveal(peer) != 0)
            assert table.takeover.reveals.late == {peer: pytest.approx(15.0)}
            while True:  # her own dice she rolls at once, till another player's node
                await turns(lambda: session.needs_reveal(peer) is not None)
                node = session.needs_reveal(peer)
                assert node is not None
                if not own_die(session, peer):
                    break
                reveal(node)
                await turns(lambda: session.needs_reveal(peer) != node)  # noqa: B023
            await turns(lambda: (peer, node) in table.duties.reveal_timers)
            due = clock().frozen
            assert due is not None
            await at(due + GRACE + 5.0 - JUST_BEFORE)
            assert drops(session) == []
            await at(due + GRACE + 5.0)
            assert drops(session) == [(peer, "timeout")]
            clock().thaw()
            raw.close()

    run_on_clock(game)
