"""The window's controller, able to follow a LAN game as well as to drive a local one.

:class:`NetworkController` is a :class:`~madn_qt.play.controller.GameController`; with no LAN game
it *is* that controller (every override hands over to it). :meth:`~NetworkController.follow` makes
it show a LAN game instead: the network (``net``, on its own thread) owns that game, and the
controller only

* plays each :class:`~core.table.Step` the network reports onto a mirror
  :class:`~core.table.Table` (the same engine, so the same events and state hash) and animates it,
  one after another, at the board's pace (a long backlog is shown without animation);
* offers the local person's seats their choices when the network says it is their turn
  (:meth:`~NetworkController.offer`), and hands the chosen move to the network
  (:attr:`~NetworkController.lan_decision`) instead of playing it: the move appears when the
  network plays it, like anybody else's.

* lets the local person roll their own die when the network says it waits for them
  (:meth:`~NetworkController.offer_roll`, net.lockstep.roll_hold): Roll or Space sends the roll
  (:attr:`~NetworkController.lan_roll`), and the die shows when the network draws it.

It never draws a die itself (the dice come from commit–reveal on the network) and never plays
for another seat. A local game (New game, Open) ends the following
(:attr:`~NetworkController.lan_left`).
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, Signal

from core.actions import CONFIRM, Action, Command, Confirm, Pick
from core.chance import ChanceProvider
from core.engine import IllegalCommandError
from core.game import Game
from core.moves import Move
from core.position import Phase
from core.setup import REMOTE_LEVEL, Seat, SeatKind, Setup
from core.table import Step, Table
from madn_qt.play.animator import Animator
from madn_qt.play.controller import GameController, Stage
from net.lockstep.session import Elsewhere, NoChance

log = logging.getLogger(__name__)

CATCH_UP = 8  # more steps than this waiting: all but the last few are shown without animation
CATCH_UP_KEEP = 2  # steps still animated after catching up


@dataclass
class _Offer:
    seat: int
    actions: list[Action]  # moves, or in event mode a confirmation or picks
    n: int  # the command number the decision is for

    @property
    def moves(self) -> list[Move]:
        return [a for a in self.actions if isinstance(a, Move)]


@dataclass(frozen=True)
class _RollOffer:
    seat: int
    n: int  # the command number of the roll (the die is the game's next command)


@dataclass
class _Following:
    local: frozenset[int]
    queue: deque[Step] = field(default_factory=deque)
    offer: _Offer | None = None
    roll: _RollOffer | None = None  # the local person's die waits for Roll or Space
    away: bool = False  # the host is out of reach: nothing can be sent, nothing is offered
    sent: int | None = None  # the command number we sent a decision for (awaiting its echo)
    ended: bool = False  # the LAN game stopped: nothing more is shown or offered


class NetworkController(GameController):
    """A :class:`GameController` that also follows LAN games (see the module's docstring)."""

    lan_decision = Signal(int, object)  # seat, Move: the local person's choice, for the network
    lan_roll = Signal(int)  # the local person rolls the die offered as this command number
    lan_left = Signal()  # the followed LAN game was replaced by a local one, or the app closes

    def __init__(self, animator: Animator | None = None, parent: QObject | None = None) -> None:
        self._lan: _Following | None = None  # before super(): it may call _advance
        self._note = ""
        super().__init__(animator, parent)

    # --- reading -----------------------------------------------------------------------------
    @property
    def following(self) -> bool:
        """Whether a LAN game is shown (and still going on)."""
        return self._lan is not None and not self._lan.ended

    @property
    def local_seats(self) -> frozenset[int]:
        return self._lan.local if self._lan is not None else frozenset()

    @property
    def note(self) -> str:
        """What the LAN game waits for that nobody at this computer can do: a missing player
        and the countdown, the host out of reach, the game's stop ('' for nothing, and once a
        local game replaced the LAN game); the status bar and the log agree."""
        return self._note if self._lan is not None else ""

    def set_note(self, note: str) -> None:
        if note != self._note:
            self._note = note
            self.note_changed.emit(self.note)

    def set_host_away(self, away: bool) -> None:
        """The host is out of reach (a joiner tries again) or back: while it is away, the
        local person's choices and roll are withdrawn (nothing could be sent); once back, the
        network offers them again."""
        lan = self._lan
        if lan is None or lan.ended or lan.away == away:
            return
        lan.away = away
        if away:
            self._withdraw()
        self._advance()

    def _withdraw(self) -> None:
        """No choices on the panel or the board (the stage says what else)."""
        self._set_choices([])
        if self._animator is not None and self.table is not None:
            self._animator.set_movable(self.table.position.turn, [])

    def is_human(self, seat: int) -> bool:
        if self._lan is not None:
            return seat in self._lan.local
        return super().is_human(seat)

    # --- following a LAN game ----------------------------------------------------------------
    def follow(
        self,
        setup: Setup,
        local_seats: Sequence[int],
        commands: Sequence[Command] = (),
        home: int | None = None,
    ) -> None:
        """Show the LAN game of ``setup`` (after ``commands``, for a rejoin) with the local
        person at ``local_seats`` (none: watching, or the computer plays this side's seat);
        the camera sits behind ``home`` (default: the first local seat)."""
        self._cancel_pending()
        game = Game(setup)
        for command in commands:
            game.apply(command)
        players = {s: Elsewhere() for s in setup.occupied if setup.seats[s].kind is SeatKind.AI}
        self.table = Table(setup, NoChance(), players=players, inline_ai=False, game=game)
        self._setup = setup
        self._lan = _Following(frozenset(local_seats))
        self._set_choices([])
        animator = self._animator
        if animator is not None:
            for seat in range(len(setup.seats)):
                animator.set_movable(seat, [])
            if home is None and local_seats:
                home = min(local_seats)
            if home is not None:
                animator.set_home_seat(home)
            animator.set_position(self.table.position)
        self.game_started.emit(setup)
        self._show_position(self.table.position)
        self._set_stage(Stage.IDLE)
        self._advance()

    def set_local_seats(self, local_seats: Sequence[int], home: int | None = None) -> None:
        """The local person plays ``local_seats`` from now on (a late arrival took a seat); the
        camera moves behind ``home``."""
        lan = self._lan
        if lan is None or lan.ended:
            return
        lan.local = frozenset(local_seats)
        animator = self._animator
        if animator is not None and home is not None:
            animator.set_home_seat(home)
        self._advance()

    def feed(self, steps: Sequence[Step]) -> None:
        """Commands the network played, in order; shown one after another."""
        lan = self._lan
        if lan is None or lan.ended:
            return
        lan.queue.extend(steps)
        self._advance()

    def offer(self, seat: int, actions: Sequence[Action], n: int) -> None:
        """The network asks the local person at ``seat`` to decide command ``n``."""
        lan = self._lan
        if lan is None or lan.ended or seat not in lan.local:
            return
        lan.offer = _Offer(seat, list(actions), n)
        self._advance()

    def offer_roll(self, seat: int, n: int, seconds: float) -> None:
        """The network waits for the local person at ``seat`` to roll (command ``n``); after
        ``seconds`` it rolls by itself."""
        lan = self._lan
        if lan is None or lan.ended or seat not in lan.local:
            return
        lan.roll = _RollOffer(seat, n)
        self._advance()

    def decision_refused(self) -> None:
        """The network refused our decision: offer the same choices again."""
        lan = self._lan
        if lan is not None and lan.sent is not None:
            lan.sent = None
            self._advance()

    def stop_following(self) -> None:
        """The LAN game stopped (a desync, the host gone, leaving): the board keeps its last
        position, nothing more is shown or offered."""
        lan = self._lan
        if lan is None or lan.ended:
            return
        self.set_note("")  # (a stop says why: NetworkPlay sets that note after this)
        lan.ended = True
        lan.queue.clear()
        lan.offer = None
        lan.roll = None
        self._cancel_pending()
        self._withdraw()
        if self._stage is not Stage.OVER:
            self._set_stage(Stage.IDLE)

    # --- a local game ends the following -----------------------------------------------------
    def _leave(self) -> None:
        lan, self._lan = self._lan, None
        self.set_note("")
        if lan is not None and not lan.ended:
            self.lan_left.emit()

    def new_game(
        self, setup: Setup, chance: ChanceProvider | None = None, seed: int | None = None
    ) -> None:
        self._leave()
        # "Play again" after a LAN game: the computer plays the network players' seats, under
        # their names.
        seats = tuple(
            Seat.ai(REMOTE_LEVEL, s.name) if s.kind is SeatKind.REMOTE else s for s in setup.seats
        )
        super().new_game(setup.with_seats(seats), chance, seed)

    def continue_game(
        self,
        setup: Setup,
        game: Game,
        chance: ChanceProvider | None = None,
        seed: int | None = None,
    ) -> None:
        self._leave()
        super().continue_game(setup, game, chance, seed)

    def shutdown(self) -> None:
        self._leave()
        super().shutdown()

    # --- the local person's input ------------------------------------------------------------
    def request_roll(self) -> bool:
        lan = self._lan
        if lan is None:
            return super().request_roll()
        if not self.accepts_input() or self._stage is not Stage.HUMAN_ROLL or lan.roll is None:
            return False
        n, lan.roll = lan.roll.n, None
        self._set_stage(Stage.IDLE)  # until the network draws the die
        self.lan_roll.emit(n)
        return True

    def request_move(self, move: Move) -> bool:
        lan = self._lan
        if lan is None:
            return super().request_move(move)
        if self._stage is not Stage.HUMAN_MOVE:
            return False
        if not any(m.key == move.key and m.breaks == move.breaks for m in self._choices):
            return False
        return self._hand_on(move)

    def request_confirm(self) -> bool:
        if self._lan is None:
            return super().request_confirm()
        return self._stage is Stage.HUMAN_CONFIRM and self._hand_on(CONFIRM)

    def request_pick(self, pick: Pick) -> bool:
        if self._lan is None:
            return super().request_pick(pick)
        return self._stage is Stage.HUMAN_PICK and pick in self._picks and self._hand_on(pick)

    def _hand_on(self, action: Action) -> bool:
        """The local person's decision goes to the network (it appears when played there)."""
        lan = self._lan
        offer = None if lan is None else lan.offer
        if lan is None or offer is None or not self.accepts_input():
            return False
        lan.sent = offer.n
        self._set_choices([])
        self._picks = []
        if self._animator is not None:
            self._animator.set_movable(offer.seat, [])
        self._set_stage(Stage.IDLE)  # until the network plays it
        self.lan_decision.emit(offer.seat, action)
        return True

    # --- the state machine while following ---------------------------------------------------
    def _advance(self) -> None:
        lan = self._lan
        if lan is None:
            super()._advance()
            return
        table = self.table
        if lan.ended or table is None or self._busy() or self.paused:
            return
        while lan.queue and lan.queue[0].index < len(table.game.commands):
            lan.queue.popleft()  # shown already (the log replayed after a rejoin)
        if len(lan.queue) > CATCH_UP:
            while len(lan.queue) > CATCH_UP_KEEP:
                if not self._show(lan.queue.popleft(), animate=False):
                    return
        if lan.queue:
            self._show(lan.queue.popleft(), animate=True)
            return
        position = table.position
        if position.phase is Phase.OVER:
            lan.ended = True  # shown to its end
            if self._stage is not Stage.OVER:
                self._set_stage(Stage.OVER)
                self.game_over.emit(table.game.position_ranking())
            return
        n = len(table.game.commands)
        if lan.away:  # (shown to the last step; nothing to offer until the host is back)
            self._set_stage(Stage.IDLE)
            return
        roll = lan.roll
        roll_next = roll is not None and roll.n == n and position.turn == roll.seat
        if roll_next and position.chance_node() is not None:  # (the die: Roll or Space)
            self._set_stage(Stage.HUMAN_ROLL)
            return
        offer = lan.offer
        mine = offer is not None and offer.n == n and table.seat_to_act() == offer.seat
        if offer is not None and mine and lan.sent != n:
            if all(isinstance(a, Confirm) for a in offer.actions):
                self._set_stage(Stage.HUMAN_CONFIRM)
                return
            if all(isinstance(a, Pick) for a in offer.actions):
                self._picks = [a for a in offer.actions if isinstance(a, Pick)]
                self._set_stage(Stage.HUMAN_PICK)
                return
            self._set_choices(offer.moves)
            if self._animator is not None:
                figures = sorted({m.figure for m in offer.moves if not m.is_pass})
                self._animator.set_movable(
                    offer.seat, self._expand_house(position, offer.seat, figures)
                )
            self._set_stage(Stage.HUMAN_MOVE)
            return
        # Somebody else acts, the dice are being revealed, or our decision is on its way.
        self._set_stage(Stage.IDLE if lan.sent == n else Stage.AI_TURN)

    def _show(self, step: Step, animate: bool) -> bool:
        """Play ``step`` onto the mirror table and show it; ``False`` if it does not fit."""
        table = self.table
        lan = self._lan
        assert table is not None and lan is not None
        done = len(table.game.commands)
        if step.index < done:
            return True  # shown already (the log replayed after a rejoin)
        before = table.position
        try:
            if step.index > done:
                raise IllegalCommandError(f"command {step.index} arrived after {done}")
            mine = table.play(step.command)
        except IllegalCommandError as error:
            log.error("the followed LAN game does not fit the board: %s", error)
            self.stop_following()
            return False
        if mine.state_hash != step.state_hash:
            log.error("the board's copy of the LAN game differs after command %d", step.index)
        self._set_choices([])
        if not animate:
            self._tell(mine)
            if self._animator is not None:
                self._animator.set_position(mine.position)
            return True
        self._set_stage(Stage.ANIMATING)
        self._step_show.present(mine, before, computer=False)
        return True
