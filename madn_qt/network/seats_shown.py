"""The seats of a network game as this computer shows them (:func:`shown_setup`).

The start's setup names the seats as the host set them up: ``human`` is a person at the *host's*
computer, ``remote`` a joiner, ``ai`` the host's computer. Every peer shows instead who plays each
seat now (:mod:`net.lockstep.roster`: a late arrival under its own name, a dropped player's seat
as the computer's), and from its own side: a seat a person plays *here* is ``human``, a seat a
person plays at any other computer (the host's person too, seen from a joiner) is ``remote``, a
seat the computer plays is ``ai`` (a joiner's own seat played by its own computer at the level
chosen when joining). The board, the panel, the status line and the log read names and kinds from
this setup, so that "Anna (red) — at another computer" is what a joiner reads for the host's
person, never "computer".
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from core.setup import Seat, SeatKind, Setup
from net.lockstep.roster import SeatHolder


def shown_setup(
    setup: Setup,
    holders: Sequence[SeatHolder],
    people: Collection[int],
    own_computer: Mapping[int, str] | None = None,
) -> Setup:
    """``setup`` with each seat of ``holders`` as this computer shows it: ``people`` are the
    seats a person plays here, ``own_computer`` the seats this computer's AI plays for this side
    (seat → level)."""
    own_computer = own_computer or {}
    by_seat = {holder.seat: holder for holder in holders}
    seats = list(setup.seats)
    for seat in setup.occupied:
        given = setup.seats[seat]
        holder = by_seat.get(seat)
        if holder is not None:
            name, person, level = holder.name, holder.person, holder.level
        else:  # (no roster yet: the setup's own kinds)
            name, person, level = given.name, given.kind is not SeatKind.AI, given.level
        if seat in people:
            seats[seat] = Seat(SeatKind.HUMAN, name)
        elif seat in own_computer:
            seats[seat] = Seat(SeatKind.AI, name, own_computer[seat])
        elif person:
            seats[seat] = Seat(SeatKind.REMOTE, name)
        else:
            seats[seat] = Seat(SeatKind.AI, name, level)
    shown = tuple(seats)
    return setup if shown == setup.seats else setup.with_seats(shown)
