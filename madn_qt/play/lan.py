"""What the game controller asks of LAN play while it shows a LAN game (:class:`LanPart`).

The network (``net``, on its own thread) owns a LAN game; the window's network part
(:class:`madn_qt.network.lan_game.LanGame`) holds what it reports and offers until the
controller shows it, and hands the person's roll and decisions back to it. The part plays each
reported step onto the mirror table it made (:meth:`LanPart.next_step`), and the controller shows
it as it shows its own; then it asks the part, as it asks a table, what comes next for the person
at this computer (:meth:`LanPart.what_next`):
the die to roll (:attr:`LanWait.ROLL`), a decision (:class:`LanOffer`), or nothing to do here
(the host out of reach, our decision on its way, somebody else's turn). The part lives above
this package (``madn_qt.network``); this protocol is all the controller knows of it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Protocol

from core.actions import Action
from core.position import Position
from core.table import Step, Table


class LanWait(Enum):
    """What the followed game waits for when the person here has no decision to make."""

    AWAY = "away"  # the host is out of reach: nothing can be sent, nothing is offered
    ROLL = "roll"  # the person here rolls their own die (Roll or Space)
    SENT = "sent"  # our decision is on its way (it appears when the network plays it)
    ELSEWHERE = "elsewhere"  # somebody else acts, or the dice are being revealed


@dataclass(frozen=True)
class LanOffer:
    """The network asks the person here to decide at ``seat`` among ``actions`` (moves, or in
    event mode a confirmation or picks)."""

    seat: int
    actions: tuple[Action, ...]


LanNext = LanOffer | LanWait


@dataclass(frozen=True)
class Reported:
    """A step the network reported, played onto the mirror table: the table's own ``step``,
    the position ``before`` it, and whether it is ``animated`` (a long backlog is caught up
    without animation)."""

    step: Step
    before: Position
    animated: bool


class LanPart(Protocol):
    """LAN play as the controller asks it (see the module's docstring)."""

    @property
    def local_seats(self) -> frozenset[int]:
        """The seats the person at this computer plays."""

    @property
    def played_here(self) -> frozenset[int]:
        """The seats played at this computer: the person's and this side's computer's."""

    @property
    def ended(self) -> bool:
        """Whether the LAN game stopped, or was shown to its end: nothing more to show or
        offer."""

    def next_step(self, table: Table) -> Reported | None:
        """The next reported step not yet shown, played onto the mirror ``table``; None when
        none waits, or when it does not fit ``table`` (then the following is stopped)."""

    def what_next(self, n: int, turn: int, seat_to_act: int | None, chance: bool) -> LanNext:
        """What command ``n`` waits for from the person here, at a position whose ``turn`` it
        is, whose seat to act is ``seat_to_act``, and which waits for chance (``chance``)."""

    def shown_to_the_end(self) -> None:
        """The game is shown to its end: nothing more is offered."""

    def take_roll(self) -> int | None:
        """The command number of the die the person here may roll now (the offer is used up);
        None when none is offered."""

    def send_roll(self, n: int) -> None:
        """The person here rolls the die offered as command ``n``: on to the network."""

    def take_decision(self) -> int | None:
        """The seat of the decision offered to the person here (from now on it is on its way);
        None when none is offered."""

    def send_decision(self, seat: int, action: Action) -> None:
        """The person's decision at ``seat``: on to the network (it is played there)."""

    def stop(self) -> None:
        """The LAN game stopped: nothing more is shown or offered."""

    def leave(self) -> None:
        """A local game replaces the LAN game (or the app closes)."""
