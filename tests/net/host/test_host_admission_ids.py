"""The peer ids the host hands out on admission (issue 34; docs/protocol.md "Handshake"): players
1 to 15 and spectators 16 to 63, the lowest free; a running game's peers keep theirs; a late
arrival gets one no late arrival had while there is one.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from net.protocol.messages import MAX_PEER_ID, MAX_PEERS
from tests.net.host.admission_support import member_of, table_of

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
