"""The LAN game the window's controller follows: what the network reports and offers, held until
the controller shows it, and the person's roll and decisions handed back.

:class:`LanGame` is the controller's network part (:class:`madn_qt.play.lan.LanPart`, all the
controller knows of it). The network (``net``, on its own thread) owns the LAN game; this part

* builds a mirror :class:`~core.table.Table` for the controller (:meth:`LanGame.follow`) and
  plays each reported :class:`~core.table.Step` onto it when the controller asks for the next
  one (:meth:`LanGame.next_step`: the same engine, so the same events and state hash, checked);
  the controller shows them one after another, at the board's pace, a long backlog without
  animation but for its last steps;
* keeps what the network offers the local person's seats (:meth:`LanGame.offer`) until the
  controller offers it, and hands the chosen move to the network (:attr:`LanGame.decision`)
  instead of playing it: the move appears when the network plays it, like anybody else's;
* lets the local person roll their own die when the network says it waits for them
  (:meth:`LanGame.offer_roll`, net.lockstep.roll_hold): Roll or Space sends the roll
  (:attr:`LanGame.roll`), and the die shows when the network draws it.

It never draws a die itself (the dice come from commit–reveal on the network) and never plays
for another seat. A local game (New game, Open) ends the following (:attr:`LanGame.left`).
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, Signal

from core.actions import Action, Command
from core.engine import IllegalCommandError
from core.game import Game
from core.setup import SeatKind, Setup
from core.table import Step, Table
from madn_qt.network.seats_shown import shown_setup
from madn_qt.play.controller import GameController
from madn_qt.play.lan import LanNext, LanOffer, LanWait, Reported
from net.lockstep.roster import SeatHolder
from net.lockstep.session import HOST, Elsewhere, NoChance

log = logging.getLogger(__name__)

CATCH_UP = 8  # more steps than this waiting: all but the last few are shown without animation
CATCH_UP_KEEP = 2  # steps still animated after catching up


@dataclass
class _Offer:
    seat: int
    actions: list[Action]  # moves, or in event mode a confirmation or picks
    n: int  # the command number the decision is for


@dataclass(frozen=True)
class _RollOffer:
    seat: int
    n: int  # the command number of the roll (the die is the game's next command)


@dataclass
class _Following:
    local: frozenset[int]
    setup: Setup  # the start's setup (the seats as the host set them up)
    holders: tuple[SeatHolder, ...] = ()  # who plays each seat now (net.lockstep.roster)
    own_computer: dict[int, str] = field(default_factory=dict)  # seats our AI plays: level
    hosting: bool = False  # this computer hosts the table (its computer plays the AI seats)
    queue: deque[Step] = field(default_factory=deque)
    offer: _Offer | None = None
    roll: _RollOffer | None = None  # the local person's die waits for Roll or Space
    away: bool = False  # the host is out of reach: nothing can be sent, nothing is offered
    sent: int | None = None  # the command number we sent a decision for (awaiting its echo)
    ended: bool = False  # the LAN game stopped: nothing more is shown or offered
    catching_up: bool = False  # a long backlog is shown unanimated but for its last steps


class LanGame(QObject):
    """The controller's network part (see the module's docstring)."""

    decision = Signal(int, object)  # seat, Move: the local person's choice, for the network
    roll = Signal(int)  # the local person rolls the die offered as this command number
    left = Signal()  # the followed LAN game was replaced by a local one, or the app closes

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self._controller = controller
        self._lan: _Following | None = None  # the LAN game followed (None: a local game)

    def _followed(self) -> _Following | None:
        """The LAN game followed, while it goes on."""
        lan = self._lan
        return None if lan is None or lan.ended else lan

    # --- what the network reports (net's queued signals, through the glue) -------------------
    def follow(
        self,
        setup: Setup,
        local_seats: Sequence[int],
        commands: Sequence[Command] = (),
        home: int | None = None,
        holders: Sequence[SeatHolder] = (),
        own_computer: Mapping[int, str] | None = None,
        hosting: bool = False,
    ) -> None:
        """Show the LAN game of ``setup`` (after ``commands``, for a rejoin) with the local
        person at ``local_seats`` (none: watching, or the computer plays this side's seat:
        ``own_computer``, seat → level); the camera sits behind ``home`` (default: the first
        local seat). ``holders``: who plays each seat now (the seats are shown so); ``hosting``:
        this computer hosts the table."""
        lan = _Following(
            frozenset(local_seats), setup, tuple(holders), dict(own_computer or {}), hosting
        )
        shown = self._shown(lan)
        game = Game(shown)
        for command in commands:
            game.apply(command)
        players = {s: Elsewhere() for s in shown.occupied if shown.seats[s].kind is SeatKind.AI}
        table = Table(shown, NoChance(), players=players, inline_ai=False, game=game)
        self._lan = lan
        if home is None and local_seats:
            home = min(local_seats)
        self._controller.follow(self, table, home)

    @property
    def played_here(self) -> frozenset[int]:
        """The seats played at this computer (also after the game's end): the person's, this
        side's computer's (a joiner's AI; the host's AI seats), not a dropped joiner's."""
        lan = self._lan
        if lan is None:
            return frozenset()
        seats = set(lan.local) | set(lan.own_computer)
        if lan.hosting:
            if lan.holders:
                seats |= {h.seat for h in lan.holders if not h.person and h.peer == HOST}
            else:  # (no roster yet: the setup's own computer seats)
                seats |= {s for s in lan.setup.occupied if lan.setup.seats[s].kind is SeatKind.AI}
        return frozenset(seats)

    @staticmethod
    def _shown(lan: _Following) -> Setup:
        return shown_setup(lan.setup, lan.holders, lan.local, lan.own_computer)

    def set_holders(self, holders: Sequence[SeatHolder]) -> None:
        """Who plays each seat changed (a take, a drop, a return): shown from now on."""
        lan = self._followed()
        if lan is None:
            return
        lan.holders = tuple(holders)
        self._controller.followed_seats(self._shown(lan))

    def set_local_seats(
        self,
        local_seats: Sequence[int],
        home: int | None = None,
        own_computer: Mapping[int, str] | None = None,
    ) -> None:
        """The local person plays ``local_seats`` from now on (a late arrival took a seat;
        ``own_computer``: the seats this side's AI plays, seat → level); the camera moves behind
        ``home``."""
        lan = self._followed()
        if lan is None:
            return
        lan.local = frozenset(local_seats)
        lan.own_computer = dict(own_computer or {})
        self._controller.followed_seats(self._shown(lan))
        self._controller.followed_changed(home=home)

    def feed(self, steps: Sequence[Step]) -> None:
        """Commands the network played, in order; shown one after another."""
        lan = self._followed()
        if lan is None:
            return
        lan.queue.extend(steps)
        self._controller.followed_changed()

    def offer(self, seat: int, actions: Sequence[Action], n: int) -> None:
        """The network asks the local person at ``seat`` to decide command ``n``."""
        lan = self._followed()
        if lan is None or seat not in lan.local:
            return
        lan.offer = _Offer(seat, list(actions), n)
        self._controller.followed_changed()

    def offer_roll(self, seat: int, n: int, seconds: float) -> None:
        """The network waits for the local person at ``seat`` to roll (command ``n``); after
        ``seconds`` it rolls by itself."""
        lan = self._followed()
        if lan is None or seat not in lan.local:
            return
        lan.roll = _RollOffer(seat, n)
        self._controller.followed_changed()

    def decision_refused(self) -> None:
        """The network refused our decision: offer the same choices again."""
        lan = self._lan
        if lan is not None and lan.sent is not None:
            lan.sent = None
            self._controller.followed_changed()

    def set_host_away(self, away: bool) -> None:
        """The host is out of reach (a joiner tries again) or back: while it is away, the
        local person's choices and roll are withdrawn (nothing could be sent); once back, the
        network offers them again."""
        lan = self._followed()
        if lan is None or lan.away == away:
            return
        lan.away = away
        self._controller.followed_changed(withdraw=away)

    # --- what the controller asks (madn_qt.play.lan.LanPart) ---------------------------------
    @property
    def local_seats(self) -> frozenset[int]:
        return self._lan.local if self._lan is not None else frozenset()

    @property
    def ended(self) -> bool:
        return self._lan is None or self._lan.ended

    def next_step(self, table: Table) -> Reported | None:
        lan = self._followed()
        if lan is None:
            return None
        queue = lan.queue
        while queue and queue[0].index < len(table.game.commands):
            queue.popleft()  # shown already (the log replayed after a rejoin)
        if len(queue) > CATCH_UP:
            lan.catching_up = True
        while queue:
            animated = not lan.catching_up or len(queue) <= CATCH_UP_KEEP
            lan.catching_up = not animated
            step = queue.popleft()
            done = len(table.game.commands)
            if step.index < done:
                continue  # shown already
            before = table.position
            try:
                if step.index > done:
                    raise IllegalCommandError(f"command {step.index} arrived after {done}")
                mine = table.play(step.command)
            except IllegalCommandError as error:
                log.error("the followed LAN game does not fit the board: %s", error)
                self._controller.stop_following()
                return None
            if mine.state_hash != step.state_hash:
                log.error("the board's copy of the LAN game differs after command %d", step.index)
            return Reported(mine, before, animated)
        return None

    def what_next(self, n: int, turn: int, seat_to_act: int | None, chance: bool) -> LanNext:
        lan = self._followed()
        if lan is None or lan.away:  # (nothing to offer until the host is back)
            return LanWait.AWAY
        roll = lan.roll
        if roll is not None and roll.n == n and turn == roll.seat and chance:
            return LanWait.ROLL  # (the die: Roll or Space)
        offer = lan.offer
        if offer is not None and offer.n == n and seat_to_act == offer.seat and lan.sent != n:
            return LanOffer(offer.seat, tuple(offer.actions))
        # Somebody else acts, the dice are being revealed, or our decision is on its way.
        return LanWait.SENT if lan.sent == n else LanWait.ELSEWHERE

    def shown_to_the_end(self) -> None:
        if self._lan is not None:
            self._lan.ended = True

    def take_roll(self) -> int | None:
        lan = self._lan
        if lan is None or lan.roll is None:
            return None
        n, lan.roll = lan.roll.n, None
        return n

    def send_roll(self, n: int) -> None:
        self.roll.emit(n)

    def take_decision(self) -> int | None:
        lan = self._lan
        offer = None if lan is None else lan.offer
        if lan is None or offer is None:
            return None
        lan.sent = offer.n
        return offer.seat

    def send_decision(self, seat: int, action: Action) -> None:
        self.decision.emit(seat, action)

    def stop(self) -> None:
        lan = self._lan
        if lan is None:
            return
        lan.ended = True
        lan.queue.clear()
        lan.offer = None
        lan.roll = None

    def leave(self) -> None:
        lan, self._lan = self._lan, None
        if lan is not None and not lan.ended:
            self.left.emit()
