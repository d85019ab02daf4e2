"""A hash chain serves exactly the number of reveals its commitment names, and not one more
(issue 34; docs/protocol.md "Fair chance"): a peer chooses its own secret and may build a chain
longer than the length it commits, so the next true preimage after the last committed value is
refused as well as a false one. Checked on :class:`net.lockstep.randomness.ChainCheck` and in a
session, where a peer with no values left is waited for no more and its extra reveal is refused."""

from __future__ import annotations

import hashlib

import pytest

from core.ai import make_player
from core.chance import ChanceKind, ChanceNode
from core.tokens import format_command
from net.lockstep.randomness import (
    ChainCheck,
    HashChain,
    chain_step,
    draw_values,
    own_value,
    renew_margin,
)
from net.lockstep.session import InputRefused, Session
from net.protocol.messages import ActInput, PeerEntry, RevealInput
from tests.net.lockstep.star import star_setup, start_input

pytestmark = pytest.mark.timeout(60)
LONGER_BY = 3  # the values the cheating peer built beyond the length it committed


@pytest.mark.parametrize("committed", [1, 2, 16])
def test_exactly_the_committed_number_of_reveals_is_accepted(committed: int) -> None:
    built = HashChain(length=committed + LONGER_BY)
    check = ChainCheck(built.anchor, committed)
    for index in range(committed):  # the first and the last reveal are at the boundary too
        assert check.remaining == committed - index
        assert check.verify(built.value(index)), index
        check.accept(built.value(index))
    assert check.remaining == 0
    extra = built.value(committed)  # a true preimage of the last value: still refused
    assert check.verify(extra) is False
    with pytest.raises(ValueError, match="preimage"):
        check.accept(extra)
    assert (check.remaining, check.last) == (0, built.value(committed - 1))


def test_a_chain_commits_at_least_one_value() -> None:
    built = HashChain(length=4)
    with pytest.raises(ValueError):
        ChainCheck(built.anchor, 0)
    with pytest.raises(ValueError):
        HashChain(length=0)


def short_committer(committed: int) -> tuple[Session, dict[int, HashChain]]:
    """The host's session of the star (tests/net/lockstep/star.py): peer 1 built a chain longer than
    the ``committed`` length it names at the start; peers 0 and 2 have long chains."""
    setup = star_setup()
    chains = {0: HashChain(length=4096), 1: HashChain(length=committed + LONGER_BY)}
    chains[2] = HashChain(length=4096)
    seats = {0: (0, 3), 1: (1,), 2: (2,)}
    lengths = {0: 4096, 1: committed, 2: 4096}
    entries = [PeerEntry(p, f"peer{p}", seats[p], chains[p].anchor, lengths[p]) for p in seats]
    return Session(start_input("ab" * 16, setup, entries), 0), chains


@pytest.mark.parametrize("committed", [1, 3])
def test_a_peer_with_no_values_left_is_waited_for_no_more_and_refused(committed: int) -> None:
    host, chains = short_committer(committed)
    players = {seat: make_player("random", seat) for seat in range(4)}
    revealed = dict.fromkeys(chains, 0)
    for _ in range(5000):
        waiting = {p: host.needs_reveal(p) for p in chains}
        if revealed[1] == committed and host.open is not None and waiting[1] is None:
            break  # a node opened after peer 1's last committed value
        reveals = [(p, n) for p, n in waiting.items() if n is not None]
        if reveals:
            for peer, node in reveals:
                host.apply(RevealInput(peer, node, chains[peer].value(revealed[peer])))
                revealed[peer] += 1
            continue
        seat = host.to_act()
        assert seat is not None
        action = players[seat].choose(host.position, host.legal_actions())
        host.apply(ActInput(host.controller(seat), seat, format_command(action)))
    else:
        raise AssertionError("no chance node opened after the committed reveals")
    assert revealed[1] == committed and host.chain_remaining(1) == 0
    opened = host.open
    assert opened is not None and 1 not in opened.required and {0, 2} <= opened.required
    before = (host.next_seq, host.state_hash)
    extra = chains[1].value(committed)  # the next true preimage of the longer chain
    with pytest.raises(InputRefused, match="does not wait for peer 1"):
        host.apply(RevealInput(1, opened.index, extra))
    assert (host.next_seq, host.state_hash) == before


# --- the chain's own edges and the draws' ranges (survivors of make mutation-net) -------------


def test_a_chain_of_one_value_reveals_its_secret_and_then_nothing() -> None:
    secret = bytes(range(32))
    chain = HashChain(secret, length=1)
    assert chain.secret == secret and chain.anchor == chain_step(secret)
    assert chain.length == 1 and chain.value(0) == secret
    with pytest.raises(IndexError) as caught:
        chain.value(1)
    assert str(caught.value) == "the chain has 1 values to reveal, not 2"
    with pytest.raises(ValueError) as short:
        HashChain(secret, length=0)
    assert str(short.value) == "a chain has at least one value to reveal"
    with pytest.raises(ValueError) as wrong:
        HashChain(secret[:31], length=4)
    assert str(wrong.value) == "a chain's secret is 32 bytes"


def test_a_check_says_why_it_refuses() -> None:
    built = HashChain(length=2)
    with pytest.raises(ValueError) as anchor:
        ChainCheck(built.anchor[:31], 2)
    assert str(anchor.value) == "an anchor is 32 bytes and a chain at least one value long"
    check = ChainCheck(built.anchor, 2)
    with pytest.raises(ValueError) as false:
        check.accept(built.value(1))
    assert str(false.value) == "the value is not the chain's next preimage"


def test_own_value_of_a_used_up_check_is_none() -> None:
    chain = HashChain(length=2)
    check = ChainCheck(chain.anchor, 2)
    for _ in range(2):
        value = own_value([chain], check)
        assert value is not None
        check.accept(value)
    assert own_value([chain], check) is None  # nothing left: no value, no IndexError


@pytest.mark.parametrize(
    ("length", "margin"),
    [(8192, 1024), (4096, 1024), (4095, 1023), (68, 17), (64, 16), (40, 16), (16, 16), (1, 16)],
)
def test_a_chain_is_renewed_a_quarter_before_its_end_between_16_and_1024(
    length: int, margin: int
) -> None:
    assert renew_margin(length) == margin


@pytest.mark.parametrize(("low", "high"), [(1, 2), (1, 3), (1, 5), (0, 8), (1, 9)])
def test_every_value_of_a_range_is_drawn(low: int, high: int) -> None:
    """Ranges whose outcomes are one over a power of two (the mask's edge) or two."""
    node = ChanceNode(ChanceKind.TRAIN, low, high)
    drawn = {draw_values(hashlib.sha256(bytes([i])).digest(), node)[0] for i in range(256)}
    assert drawn == set(range(low, high + 1))
