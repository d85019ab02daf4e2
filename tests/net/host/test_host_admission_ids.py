"""The peer ids the host hands out on admission (issue 34; docs/protocol.md "Handshake"): players
1 to 15 and spectators 16 to 63, the lowest free; a running game's peers keep theirs; a late
arrival gets one no late arrival had while there is one.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, cast

import pytest

from net.lockstep.randomness import HashChain
from net.protocol.messages import MAX_PEER_ID, MAX_PEERS, Desync, DropInput, TakeInput
from tests.net.host.admission_support import FakeConn, member_of, on_loop, running, table_of

pytestmark = pytest.mark.timeout(60)


class Seated:
    def __init__(self, seats: tuple[int, ...] = (1,)) -> None:
        self.seats = seats


class Peers:
    """A running session as far as peer ids go (every peer plays a seat)."""

    def __init__(self, peers: Sequence[int]) -> None:
        self.peers = {p: Seated() for p in peers}


def test_players_get_ids_1_to_15_and_spectators_16_to_63_the_lowest_free(tmp_path: Path) -> None:
    table = table_of(tmp_path)
    assert (MAX_PEERS, MAX_PEER_ID) == (16, 63)
    assert table.admission.new_peer_id(False) == 1 and table.admission.new_peer_id(True) == 16
    table.state.members = {p: member_of(p) for p in (1, 2, 4)}
    table.members.update({p: member_of(p, True) for p in (16, 17)})
    assert table.admission.new_peer_id(False) == 3 and table.admission.new_peer_id(True) == 18
    table.state.members = {p: member_of(p) for p in range(1, 15)}  # one player id left: 15
    table.members.update({p: member_of(p, True) for p in range(16, 63)})  # one left: 63
    assert table.admission.new_peer_id(False) == 15 and table.admission.new_peer_id(True) == 63
    table.members.update({15: member_of(15), 63: member_of(63, True)})
    assert table.admission.new_peer_id(False) is None and table.admission.new_peer_id(True) is None


def test_a_running_games_peers_keep_their_ids_when_they_are_not_members(tmp_path: Path) -> None:
    table = table_of(tmp_path)
    table.state.session = Peers([0, 1, 2, 16])  # type: ignore[assignment]
    assert table.admission.new_peer_id(False) == 3 and table.admission.new_peer_id(True) == 17
    table.state.members = {3: member_of(3), 17: member_of(17, True)}  # members beside the peers
    assert table.admission.new_peer_id(False) == 4 and table.admission.new_peer_id(True) == 18


def test_a_late_arrival_gets_an_id_no_late_arrival_had_while_there_is_one(
    tmp_path: Path,
) -> None:
    table = table_of(tmp_path)
    table.state.session = Peers([0, 1])  # type: ignore[assignment]
    assert table.admission.new_peer_id(False, late=True) == 2
    # 2 is free again, but was handed out
    assert table.admission.new_peer_id(False, late=True) == 3
    assert table.admission.new_peer_id(False) == 2  # a player in the lobby takes the lowest free
    assert table.admission.late_ids == {2, 3}
    # every free id was a late arrival's: the one handed out longest ago (2 and 3 went last)
    table.admission.late_ids = set(range(2, 16))
    assert table.admission.new_peer_id(False, late=True) == 4
    table.state.session = Peers(range(16))  # type: ignore[assignment]
    assert table.admission.new_peer_id(False, late=True) is None


def test_a_late_arrival_gets_the_id_of_a_peer_with_no_seat_left_which_is_forgotten(
    tmp_path: Path,
) -> None:
    """docs/protocol.md "Peer ids": with every id a member's or a peer's of the game, a late
    arrival gets the id of a peer whose seats were all taken; that peer's token is void and its
    connection (it watches) is closed; what it still sends is not heard."""

    async def script() -> None:
        table = await running(tmp_path, late_join=True)
        session = table.session
        assert session is not None
        ben = table.members[1]
        chain = HashChain(length=20)
        table.numbering.sequence(DropInput(1, "gone", "random"))
        table.numbering.sequence(TakeInput(2, "carla", 1, chain.anchor, chain.length))
        assert session.seats_of(1) == () and session.seats_of(2) == (1,)
        # every peer's rule: an id that plays a seat is no new peer's
        refused = table.numbering.sequence(TakeInput(2, "eve", 0, chain.anchor, 20))
        assert refused == "peer 2 plays a seat of this game already"
        conn = FakeConn()
        ben.conn = cast(Any, conn)  # back, watching
        table.members.update({p: member_of(p) for p in range(3, 16)})  # every other id taken
        peer = table.admission.new_peer_id(False, late=True)
        assert peer == 1 and 1 not in table.members
        assert ben.conn is None and conn.closed is not None and "newcomer" in conn.closed[0]
        seq = session.next_seq
        table.inbound.handle(ben, cast(Any, conn), Desync(0, 1, "x"))  # still in its queue
        assert session.next_seq == seq and conn.sent == [] and not table.state.stopped
        # its token is unknown now; a take of its id fits every peer's session
        fresh = HashChain(length=20)
        assert table.numbering.sequence(TakeInput(1, "dora", 0, fresh.anchor, 20)) is None
        assert session.seats_of(1) == (0,) and session.peers[1].name == "dora"
        assert not session.peers[1].dropped and session.peers[1].chain.remaining == 20
        # nobody left with no seat who is not waiting for its take: no id
        table.members.update({1: member_of(1)})
        table.members[1].late = True
        assert table.admission.new_peer_id(False, late=True) is None

    on_loop(script)


def test_a_late_arrivals_id_is_reused_before_a_player_of_the_starts(tmp_path: Path) -> None:
    async def script() -> None:
        table = await running(tmp_path, late_join=True)
        session = table.session
        assert session is not None
        chains = [HashChain(length=20) for _ in range(3)]
        table.numbering.sequence(DropInput(1, "gone", "random"))  # ben, a player of the start
        table.numbering.sequence(TakeInput(2, "carla", 1, chains[0].anchor, 20))
        table.numbering.sequence(DropInput(2, "left", "random"))
        table.numbering.sequence(TakeInput(3, "dora", 1, chains[1].anchor, 20))
        table.members[2] = member_of(2)
        table.members[2].came_late = True
        table.members.update({p: member_of(p) for p in range(4, 16)})
        assert session.seats_of(1) == session.seats_of(2) == ()
        assert table.admission.new_peer_id(False, late=True) == 2  # carla's, not ben's
        assert 1 in table.members and 2 not in table.members

    on_loop(script)
