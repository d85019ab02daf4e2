"""The roster (net.lockstep.roster): who plays each seat, as the log says, on every peer alike —
the host's person a person (not "the computer" seen from a joiner), a dropped player the
computer under the player's name, a late arrival under its own name."""

from __future__ import annotations

from core.rules import Rules
from core.setup import Seat, SeatKind, Setup
from net.lockstep.randomness import HashChain
from net.lockstep.roster import Holder, SeatHolder, seat_holders
from net.protocol.messages import DropInput, ReturnInput, TakeInput
from tests.net.lockstep.star import Star


def family_setup() -> Setup:
    """Anna at the host's computer (red), Ben and Carla at theirs, the host's AI "Dario"."""
    seats = (
        Seat.human("Anna"),
        Seat(SeatKind.REMOTE, "Ben"),
        Seat(SeatKind.REMOTE, "Carla"),
        Seat.ai("easy", "Dario"),
    )
    return Setup(Rules(), seats)


def rosters(star: Star) -> set[tuple[SeatHolder, ...]]:
    return {seat_holders(session) for session in star.sessions.values()}


def test_each_peer_reads_the_same_roster_and_the_host_person_is_a_person() -> None:
    star = Star(family_setup())
    assert rosters(star) == {
        (
            SeatHolder(0, "Anna", Holder.PERSON, 0),
            SeatHolder(1, "peer1", Holder.PERSON, 1),
            SeatHolder(2, "peer2", Holder.PERSON, 2),
            SeatHolder(3, "Dario", Holder.COMPUTER, 0, "easy"),
        )
    }


def test_a_drop_a_return_and_a_late_arrival_change_the_roster_everywhere() -> None:
    star = Star(family_setup())
    star.relay(DropInput(2, "gone", "normal"))
    (roster,) = rosters(star)
    assert roster[2] == SeatHolder(2, "peer2", Holder.COMPUTER, 2, "normal")
    assert not roster[2].person
    star.relay(ReturnInput(2))
    (roster,) = rosters(star)
    assert roster[2] == SeatHolder(2, "peer2", Holder.PERSON, 2)
    # Dora takes the computer's seat 3 (peer 3 is new): she plays it under her own name.
    chain = HashChain(length=64)
    star.relay(TakeInput(3, "Dora", 3, chain.anchor, chain.length))
    (roster,) = rosters(star)
    assert roster[3] == SeatHolder(3, "Dora", Holder.PERSON, 3)
    assert roster[3].person
    # Dropped again, the computer plays for Dora (the drop's level).
    star.relay(DropInput(3, "left", "easy"))
    (roster,) = rosters(star)
    assert roster[3] == SeatHolder(3, "Dora", Holder.COMPUTER, 3, "easy")
