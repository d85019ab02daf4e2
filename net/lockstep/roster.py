"""Who plays each seat of a network game now, as the input log says: the roster every peer shows.

The setup of the start names the seats as the host saw them (``human``: a person at the *host's*
computer; ``remote``: a joiner; ``ai``: the host's computer). Seen from a joiner, the host's
person is a person at another computer, not "a person here"; a joiner dropped for good is played
by the host's computer under the joiner's name; a late arrival who took a seat plays it under its
own name. :func:`seat_holders` reads all of it from a :class:`~net.lockstep.session.Session` (the
start, every ``take``, ``drop`` and ``return`` applied so far), the same on every peer: each
front end marks the seats played at its own computer itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from core.setup import SeatKind
from net.lockstep.session import HOST, Session


class Holder(Enum):
    """Who plays a seat."""

    PERSON = "person"  # a person: at the host's computer (peer 0) or at a joiner's
    COMPUTER = "computer"  # the host's computer: an AI seat, or for a dropped player


@dataclass(frozen=True, slots=True)
class SeatHolder:
    """One occupied seat: who plays it (``holder``), under which ``name``, at which ``peer``'s
    computer (the person's; for the computer: the peer it plays for, 0 for the host's own AI
    seats), and for the computer its ``level`` ('' when the setup gives none)."""

    seat: int
    name: str
    holder: Holder
    peer: int
    level: str = ""

    @property
    def person(self) -> bool:
        return self.holder is Holder.PERSON


def seat_holders(session: Session) -> tuple[SeatHolder, ...]:
    """The roster of ``session`` now, one entry per occupied seat in seat order."""
    setup = session.start.setup
    holders: list[SeatHolder] = []
    for seat in setup.occupied:
        owner = session.owners[seat]
        if owner == HOST:
            own = setup.seats[seat]
            if own.kind is SeatKind.HUMAN:
                holders.append(SeatHolder(seat, own.name, Holder.PERSON, HOST))
            else:
                holders.append(SeatHolder(seat, own.name, Holder.COMPUTER, HOST, own.level))
            continue
        peer = session.peers[owner]
        if peer.dropped:
            holders.append(SeatHolder(seat, peer.name, Holder.COMPUTER, owner, peer.level))
        else:
            holders.append(SeatHolder(seat, peer.name, Holder.PERSON, owner))
    return tuple(holders)
