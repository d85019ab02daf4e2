"""The lockstep session (net/lockstep/session.py) in one process: the same inputs in the same order
give the same game on every peer; what does not fit is refused and changes nothing; a relayed input
no honest host sends, or a hash that differs, stops the game (issue 13)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.tokens import format_command
from net.lockstep.randomness import HashChain
from net.lockstep.session import DesyncError, HostFault, InputRefused, Session, write_desync_report
from net.protocol.messages import ActInput, CommitInput, DropInput, ReturnInput, RevealInput
from tests.net.lockstep.star import Star, star_setup

pytestmark = pytest.mark.timeout(120)


@pytest.mark.parametrize("event", [False, True])
def test_every_peer_plays_the_same_game(event: bool) -> None:
    star = Star(star_setup(event))
    star.play()
    finals = {s.final_line() for s in star.sessions.values()}
    assert len(finals) == 1
    assert star.host.over
    replayed = Session.replay(star.host.log, 1)
    assert replayed.final_line() == star.host.final_line()
    assert [e.h for e in replayed.log] == [e.h for e in star.host.log]


def at_decision(star: Star) -> int:
    """Play until a seat decides; that seat."""
    for _ in range(1000):
        items = star.next_inputs()
        if len(items) == 1 and isinstance(items[0], ActInput):
            return items[0].seat
        for item in items:
            star.relay(item)
    raise AssertionError("no decision")


def assert_refused(session: Session, item: object, match: str) -> None:
    before = (session.next_seq, session.state_hash, session.commands)
    with pytest.raises(InputRefused, match=match):
        session.apply(item)  # type: ignore[arg-type]
    assert (session.next_seq, session.state_hash, session.commands) == before


def test_a_move_for_another_peers_seat_is_refused() -> None:
    star = Star()
    for _ in range(50):
        seat = at_decision(star)
        if seat in (1, 2):
            break
        star.relay(star.next_inputs()[0])
    host = star.host
    seat = host.to_act()
    assert seat in (1, 2)
    token = format_command(host.legal_actions()[0])
    other = 2 if seat == 1 else 1
    assert_refused(host, ActInput(other, seat, token), "not peer")
    assert_refused(host, ActInput(0, seat, token), "not peer 0")
    assert_refused(host, ActInput(seat, (seat + 1) % 4, token), "is to act")
    assert_refused(host, ActInput(seat, seat, "m3>77"), "not legal")
    assert_refused(host, ActInput(seat, seat, "r6"), "chance answer")
    assert_refused(host, ActInput(seat, seat, "zz"), "not a command")
    star.relay(ActInput(seat, seat, token))


def test_reveals_are_checked() -> None:
    star = Star()
    host = star.host
    for _ in range(100):
        if host.needs_reveal(1) is not None:
            break
        for item in star.next_inputs():
            star.relay(item)
    node = host.needs_reveal(1)
    assert node is not None
    chain = star.chains[1][0]
    index = chain.length - host.peers[1].chain.remaining
    true = chain.value(index)
    assert_refused(host, RevealInput(1, node, chain.value(index + 1)), "no preimage")
    assert_refused(host, RevealInput(1, node, star.chains[2][0].value(index)), "no preimage")
    assert_refused(host, RevealInput(1, node + 1, true), "not open")
    star.relay(RevealInput(1, node, true))
    assert_refused(host, RevealInput(1, node, true), "not open|already")


def test_renewals_keep_a_long_game_going() -> None:
    star = Star(star_setup(event=True), chain_length=40)
    star.play()
    assert star.renewals >= 3 * (star.host.nodes // 40)
    assert len({s.final_line() for s in star.sessions.values()}) == 1


def test_a_renewal_must_serve_a_node_that_has_not_opened() -> None:
    star = Star()
    host = star.host
    for _ in range(30):
        for item in star.next_inputs():
            star.relay(item)
    chain = HashChain(length=100)
    assert_refused(host, CommitInput(1, chain.anchor, 100, host.nodes - 1), "renewal serves")
    assert_refused(host, CommitInput(1, chain.anchor, 100, host.nodes + 20_000), "renewal serves")
    star.relay(CommitInput(1, chain.anchor, 100, host.nodes + 2))
    assert_refused(host, CommitInput(1, chain.anchor, 100, host.nodes + 3), "pending")


def test_a_dropped_peer_leaves_the_mix_and_the_host_plays_its_seat() -> None:
    star = Star()
    host = star.host
    for _ in range(200):
        if host.open is not None and host.commands > 30:
            break
        for item in star.next_inputs():
            star.relay(item)
    assert host.open is not None and host.open.waiting_for() == {0, 1, 2}
    node = host.open.index
    for item in star.next_inputs():
        if not (isinstance(item, RevealInput) and item.peer == 2):
            star.relay(item)
    assert host.open is not None and host.open.index == node  # waits for peer 2
    star.relay(DropInput(2, "gone", "normal"))
    assert host.open is None or host.open.index > node  # answered without peer 2
    assert host.controller(2) == 0 and host.controller(1) == 1
    assert_refused(host, DropInput(2, "gone", "normal"), "dropped already")
    # While dropped, peer 2 is not asked for reveals, and the host plays seat 2.
    for _ in range(300):
        assert host.needs_reveal(2) is None
        items = star.next_inputs()
        items = [i for i in items if not (isinstance(i, RevealInput) and i.peer == 2)]
        for item in items:
            if isinstance(item, ActInput) and item.seat == 2:
                assert item.peer == 0
            star.relay(item)
        if host.over:
            break
    if not host.over:
        star.relay(ReturnInput(2))
        assert host.controller(2) == 2
        assert_refused(host, ReturnInput(2), "not dropped")
        star.play()
    assert len({s.final_line() for s in star.sessions.values()}) == 1


def test_a_relayed_move_for_our_seat_that_we_did_not_send_stops_the_game() -> None:
    star = Star()
    for _ in range(100):
        seat = at_decision(star)
        if seat == 1:
            break
        star.relay(star.next_inputs()[0])
    host, ours = star.host, star.sessions[1]
    ours.sent.clear()  # peer 1 has not sent its move yet
    token = format_command(host.legal_actions()[-1])
    digest, _ = host.apply(ActInput(1, 1, token))  # the host forges peer 1's move
    with pytest.raises(HostFault, match="did not send"):
        ours.apply_relayed(host.next_seq - 1, ActInput(1, 1, token), digest)


def test_a_relayed_input_that_does_not_fit_is_a_host_fault() -> None:
    star = Star()
    session = star.sessions[1]
    with pytest.raises(HostFault, match="due"):
        session.apply_relayed(5, ReturnInput(1), 0)
    with pytest.raises(HostFault, match="does not fit"):
        session.apply_relayed(1, ReturnInput(1), 0)


def test_a_different_hash_is_a_desync_and_its_report_says_everything(tmp_path: Path) -> None:
    star = Star()
    for _ in range(20):
        for item in star.next_inputs():
            star.relay(item)
    host, peer = star.host, star.sessions[1]
    item = star.next_inputs()[0]
    seq = host.next_seq
    digest, _ = host.apply(item)
    if isinstance(item, ActInput):
        star.sessions[item.peer].note_sent(item.seat, peer.commands, item.cmd)
    with pytest.raises(DesyncError) as caught:
        peer.apply_relayed(seq, item, digest ^ 1)
    error = caught.value
    assert error.seq == seq and error.ours == digest
    path = write_desync_report(
        tmp_path / "desync",
        peer,
        seq,
        [(0, digest ^ 1, host.notation()), (1, error.ours, peer.notation())],
        str(error),
    )
    report = json.loads(path.read_text(encoding="utf-8"))
    assert report["seq"] == seq
    assert len(report["inputs"]) == seq + 1
    assert report["inputs"][0]["i"]["k"] == "start"
    assert {s["peer"] for s in report["states"]} == {0, 1}
    assert report["states"][1]["notation"].startswith("MADN")
    assert "out of sync" in report["reason"]
