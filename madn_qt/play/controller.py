"""The game controller: drives the :class:`core.table.Table` of the running game at the app's pace.

The table owns the game, its chance and the seats' engine players; the controller only *submits
commands* to it and keeps what only the app needs: pacing, the animation lock, Qt signals. Its
stages (:class:`~madn_qt.play.stage.Stage`) say what it waits for; only in a person's stages are
the ``request_*`` methods accepted. :meth:`pause` / :meth:`resume` (counted: Game ▸ Pause and
every window that takes the player's attention) hold the game: no computer acts or thinks, the
board and the wheel stand still. Undo and redo (:mod:`madn_qt.play.undo`) change the table's
game and show it again (:meth:`reshow`). A LAN game is shown from what the network reports
(:meth:`follow`); what the controller asks of it is :class:`madn_qt.play.lan.LanPart`.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from core.actions import CONFIRM, Action, Command, Pick
from core.chance import ChanceKind, ChanceProvider
from core.engine import IllegalCommandError
from core.game import Game
from core.moves import Move
from core.position import Position
from core.setup import REMOTE_LEVEL, Seat, SeatKind, Setup
from core.table import ChanceTurn, Decider, PassTurn, Step, Table
from madn_qt.play.animator import Animator, WheelPresenter
from madn_qt.play.choices import PersonChoices
from madn_qt.play.computer_answer import ComputerAnswer
from madn_qt.play.computer_pace import ComputerPace, computer_turn
from madn_qt.play.following import FollowedSteps
from madn_qt.play.lan import LanPart
from madn_qt.play.pace import AI_PACE_MS, AI_PASS_PAUSE_MS, PASS_PAUSE_MS, Pace
from madn_qt.play.stage import PERSON_STAGES as PERSON_STAGES
from madn_qt.play.stage import Stage as Stage
from madn_qt.play.step_show import StepShow
from madn_qt.play.thinking import ComputerThinking, DecisionClock
from madn_qt.play.undo import RememberedChance, TakeBacks
from madn_qt.play.waits import Waits

log = logging.getLogger(__name__)


class GameController(QObject):
    """Drives one game at a time between the engine, the players, the board and the UI. It owns
    its collaborators (:mod:`madn_qt.play`): its pace, its step show, the person's choices, the
    computer's thinking, what it waits for, and while it shows a LAN game, its network part."""

    game_started = Signal(object)  # Setup
    # Setup: the LAN game's seats as shown here changed (a take, a drop, a return: names, kinds)
    seats_changed = Signal(object)
    position_changed = Signal(object)  # Position
    happenings_applied = Signal(object, object)  # list[Happening], Position after them
    stage_changed = Signal(object)  # Stage
    note_changed = Signal(str)  # what the game waits for that nobody here can do (see note)
    choices_changed = Signal(object)  # list[Move] the human to move may choose ([] otherwise)
    game_over = Signal(object)  # ranking: tuple[tuple[seat, place], ...]
    paused_changed = Signal(bool)
    pace_changed = Signal(object)  # Pace
    # Every command as the game applies it (before it is shown): what is kept for next time
    # follows it, so that not even a killed process loses one (madn_qt.files.game_files).
    step_played = Signal(object)  # core.table.Step

    def __init__(self, animator: Animator | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pace = ComputerPace()
        self._step_show = StepShow(self._pace, self._tell, self._step_shown, self)
        self._thinking = ComputerThinking(self)
        self._clock = DecisionClock()
        self.table: Table | None = None
        self._setup: Setup | None = None  # the last game's setup, kept after shutdown
        self._stage = Stage.IDLE
        self._waits = Waits(self._on_resumed, self)
        self._waits.paused_changed.connect(self._on_paused)
        self._answer = ComputerAnswer(
            self._thinking, self._clock, self._waits, self._pace, lambda: self.table, self._apply
        )
        self.takebacks = TakeBacks()  # the moves taken back (undo) and what redo plays again
        self._choices = PersonChoices(self.choices_changed.emit)
        self._followed = FollowedSteps(
            self._choices, self._step_show, self._tell, self._set_stage, self._over
        )
        self._lan: LanPart | None = None  # the network part of the LAN game shown (if any)
        self._note = ""  # what the LAN game waits for that nobody here can do
        self._shown: Position | None = None  # the position last told (position_changed)
        if animator is not None:
            self.set_animator(animator)

    # --- wiring ------------------------------------------------------------------------------
    def set_animator(self, animator: Animator | None) -> None:
        self._step_show.set_animator(animator)
        if animator is not None and self.table is not None:
            animator.set_position(self.table.position)

    def set_wheel(self, wheel: WheelPresenter | None) -> None:
        """Who shows the wheel of fortune's spins (None: nobody, the game goes straight on)."""
        self._step_show.set_wheel(wheel)

    @property
    def _animator(self) -> Animator | None:
        return self._step_show.animator

    # --- the pace ----------------------------------------------------------------------------
    def set_animation_speed(self, speed: float) -> None:
        """The settings' speed (1 = normal; larger = faster): pauses and animations."""
        self._pace.set_speed(speed)
        self._step_show.set_board_speed(self._pace.speed)

    @property
    def pace(self) -> Pace:
        return self._pace.pace

    def set_pace(self, pace: Pace) -> None:
        """How the computer's turns are shown from now on; the pace stays from game to game,
        except "to the end", which is for the game at hand (:meth:`end_reached`)."""
        if self._pace.set_pace(pace):
            self.pace_changed.emit(pace)

    def end_reached(self) -> None:
        """The game went to its end: "to the end" gives way to the pace chosen before it."""
        if self._pace.pace is Pace.END:
            self.set_pace(self._pace.before_end)

    @property
    def skipping(self) -> bool:
        """Whether the command just applied is shown without animation (:attr:`Pace.END`)."""
        return self._step_show.skipping

    @property
    def in_slice(self) -> bool:
        """Whether "to the end" plays a slice now (:attr:`ComputerPace.in_slice`)."""
        return self._pace.in_slice

    # --- reading -----------------------------------------------------------------------------
    @property
    def note(self) -> str:
        """What a LAN game waits for that nobody here can do ('' for nothing; a local game
        waits for nobody else), as the network glue says it (:meth:`set_note`); the panel says
        it instead of whose turn it is."""
        return self._note if self._lan is not None else ""

    def set_note(self, note: str) -> None:
        if note != self._note:
            self._note = note
            self.note_changed.emit(self.note)

    @property
    def following(self) -> bool:
        """Whether a LAN game is shown (and still going on)."""
        return self._lan is not None and not self._lan.ended

    @property
    def local_seats(self) -> frozenset[int]:
        """The seats played here in the LAN game shown (also after its end; none offline)."""
        return self._lan.local_seats if self._lan is not None else frozenset()

    @property
    def lan(self) -> LanPart | None:
        """The network part of the LAN game shown (also after its end); None offline."""
        return self._lan

    @property
    def decision_seconds(self) -> dict[int, list[float]]:
        """Seconds each seat took per decision in this session (time per move)."""
        return self._clock.seconds

    @property
    def stage(self) -> Stage:
        return self._stage

    @property
    def paused(self) -> bool:
        return self._waits.paused

    @property
    def game(self) -> Game | None:
        return None if self.table is None else self.table.game

    @property
    def setup(self) -> Setup | None:
        """The setup of the running (or, after :meth:`shutdown`, the last) game."""
        return self._setup

    @property
    def position(self) -> Position | None:
        """The position as shown now: the game's, except while a wheel still turns to what the
        game already drew (its result is told when the wheel rests)."""
        if self.table is None:
            return None
        return self._shown if self._shown is not None else self.table.position

    @property
    def choices(self) -> list[Move]:
        """The moves the human to move may choose now (empty unless :attr:`Stage.HUMAN_MOVE`)."""
        return list(self._choices.moves)

    @property
    def picks(self) -> list[Pick]:
        """The picks the human to act may choose now (empty unless :attr:`Stage.HUMAN_PICK`)."""
        return list(self._choices.picks)

    def accepts_input(self) -> bool:
        """Whether game input (roll, move, confirm, pick) from the local human is taken now."""
        return self._stage in PERSON_STAGES and not self.paused and not self._busy()

    def is_human(self, seat: int) -> bool:
        """Whether a person at this computer plays ``seat`` (a LAN game's setup is the one
        shown here: ``human`` only at the seats of the person here)."""
        return self._setup is not None and self._setup.seats[seat].is_human

    def name(self, seat: int) -> str:
        return "" if self._setup is None else self._setup.name(seat)

    # --- commands from the UI ----------------------------------------------------------------
    def new_game(
        self, setup: Setup, chance: ChanceProvider | None = None, seed: int | None = None
    ) -> None:
        """Replace the running game (if any) with a new one and start it. ``seed`` seeds the
        chance and the AI players (tests, ``--seed``; default ``os.urandom``). A network
        player's seat (Play again after a LAN game) is the computer's, under the player's name.
        """
        self._leave()
        seats = tuple(
            Seat.ai(REMOTE_LEVEL, s.name) if s.kind is SeatKind.REMOTE else s for s in setup.seats
        )
        setup = setup.with_seats(seats)
        problem = setup.problem()
        if problem is not None:
            raise ValueError(problem)
        self._start(setup, Game(setup), chance, seed, 0)

    def continue_game(
        self,
        setup: Setup,
        game: Game,
        chance: ChanceProvider | None = None,
        seed: int | None = None,
        taken_back: int = 0,
    ) -> None:
        """Replace the running game (if any) with ``game`` (an opened saved game, ``taken_back``
        moves taken back in it so far) and play it on from its last position; chance and AI
        seeds as for :meth:`new_game`."""
        self._leave()
        self._start(setup, game, chance, seed, taken_back)

    def _start(
        self,
        setup: Setup,
        game: Game,
        chance: ChanceProvider | None,
        seed: int | None,
        taken_back: int,
    ) -> None:
        self._cancel_pending()
        seed = int.from_bytes(os.urandom(8), "big") if seed is None else seed
        table = Table(setup, chance, seed=seed, inline_ai=False, game=game)
        table.chance = RememberedChance(table.chance, lambda: table.game)  # (undo: dice stand)
        self.takebacks.forget(taken_back)
        self.table = table
        self._shown = None
        self._clock.reset()
        table.listeners.append(self.step_played.emit)
        self._setup = setup
        self.end_reached()  # a new game never starts at "to the end"
        if any(p.name == "strong" for p in table.players.values()):
            self._thinking.prepare_strong(setup.rules, setup.occupied)
        self._begin(table)

    def _begin(self, table: Table, home: int | None = None) -> None:
        """The board (its camera behind ``home``), the panel and the window show ``table``'s
        game from its position, and it goes on."""
        self._choices.set_moves([])
        animator = self._animator
        if animator is not None:
            for seat in range(len(table.setup.seats)):
                animator.set_movable(seat, [])
            if home is not None:
                animator.set_home_seat(home)
            animator.set_position(table.position)
        self.game_started.emit(table.setup)
        self._show_position(table.position)
        self._set_stage(Stage.IDLE)
        self._advance()

    def request_roll(self) -> bool:
        """The local human rolls; ignored (``False``) unless a human is to roll now. In a LAN
        game the roll goes to the network (the die shows when the network draws it)."""
        if not self._asks(Stage.HUMAN_ROLL):
            return False
        if self._lan is not None:
            n = self._lan.take_roll()
            if n is None:
                return False
            self._set_stage(Stage.IDLE)  # until the network draws the die
            self._lan.send_roll(n)
            return True
        self._draw()
        return True

    def request_confirm(self) -> bool:
        """The local human confirms the event the wheel drew; ignored unless asked."""
        return self._asks(Stage.HUMAN_CONFIRM) and self._decide(CONFIRM)

    def request_pick(self, pick: Pick) -> bool:
        """The local human picks the event's figures (one of :attr:`picks`)."""
        return self._asks(Stage.HUMAN_PICK) and pick in self._choices.picks and self._decide(pick)

    def request_move(self, move: Move) -> bool:
        """The local human plays ``move`` (one of :attr:`choices`); "touched is moved"."""
        return self._asks(Stage.HUMAN_MOVE) and self._choices.holds(move) and self._decide(move)

    def _asks(self, stage: Stage) -> bool:
        """Whether the person here may act now, and the game waits for them in ``stage``."""
        return self.accepts_input() and self._stage is stage

    def _decide(self, action: Action) -> bool:
        """The person's decision: played here, or in a LAN game handed to the network (it
        appears when played there)."""
        lan = self._lan
        if lan is None:
            self._clock.took()
            self._apply(action)
            return True
        seat = lan.take_decision()
        if seat is None:
            return False
        self._choices.close(seat, self._animator)
        self._set_stage(Stage.IDLE)  # until the network plays it
        lan.send_decision(seat, action)
        return True

    def hint(self) -> Move | None:
        """The move the normal level would play for the local human to move now (``None``
        unless a human is choosing). Read-only: the player still makes the move."""
        if self.table is None or not self._asks(Stage.HUMAN_MOVE):
            return None
        return self._choices.hint(self.table.position)

    def request_figure(self, seat: int, figure: int) -> bool:
        """A figure was picked on the board: play its move, if it has one."""
        if self.table is None or not self._asks(Stage.HUMAN_MOVE):
            return False
        move = self._choices.for_figure(self.table.position, seat, figure)
        return move is not None and self.request_move(move)

    def pause(self) -> None:
        """Hold the game (see the module's docstring); counted, undone by :meth:`resume`."""
        self._waits.pause()

    def resume(self) -> None:
        self._waits.resume()

    def _on_paused(self, paused: bool) -> None:
        """The board and the wheel stand still or go on; the computer stops thinking (asked
        again when the game goes on)."""
        self._step_show.hold(paused)
        if paused and self._waits.pending == "worker":
            self._thinking.cancel()
            self._waits.pending = ""
        self.paused_changed.emit(paused)

    def reshow(self) -> None:
        """The table's game went back or forward (undo, redo): shown from its position, and
        the game goes on from there."""
        table = self.table
        if table is None or self._lan is not None:
            return
        self._cancel_pending()
        self._choices.set_moves([])
        if self._animator is not None:
            self._animator.set_position(table.position)
        self._show_position(table.position)
        self._set_stage(Stage.IDLE)
        self._advance()

    def shutdown(self) -> None:
        """Cancel everything (closing window): no timer, animation or AI answer acts later."""
        self._leave()
        self._cancel_pending()
        self._thinking.shutdown()
        self.table = None
        self._set_stage(Stage.IDLE)

    # --- a LAN game ----------------------------------------------------------------------------
    def follow(self, lan: LanPart, table: Table, home: int | None = None) -> None:
        """Show the LAN game of ``lan`` on its mirror ``table`` (the network's steps are played
        onto it as they come); the camera sits behind ``home``."""
        self._cancel_pending()
        self.table = table
        self._setup = table.setup
        self._lan = lan
        self._begin(table, home)

    def followed_seats(self, setup: Setup) -> None:
        """The LAN game's seats as shown here (who plays each, under which name) changed; the
        game is the same."""
        if self._lan is not None and setup != self._setup:
            self._setup = setup
            self.seats_changed.emit(setup)

    def followed_changed(self, home: int | None = None, withdraw: bool = False) -> None:
        """The LAN game's part has news (steps, an offer, the local seats, the host away or
        back): the camera moves behind ``home``; ``withdraw`` takes the person's choices off
        the panel and the board at once (the host is out of reach); then what comes next."""
        if home is not None and self._animator is not None:
            self._animator.set_home_seat(home)
        if withdraw:
            self._choices.withdraw(self.table, self._animator)
        self._advance()

    def stop_following(self) -> None:
        """The LAN game stopped (a desync, the host gone, leaving): the board keeps its last
        position, nothing more is shown or offered."""
        lan = self._lan
        if lan is None or lan.ended:
            return
        self.set_note("")  # (a stop says why: the network glue sets that note after this)
        lan.stop()
        self._cancel_pending()
        self._choices.withdraw(self.table, self._animator)
        if self._stage is not Stage.OVER:
            self._set_stage(Stage.IDLE)

    def _leave(self) -> None:
        """A local game replaces the LAN game shown, or the window closes."""
        lan, self._lan = self._lan, None
        self.set_note("")
        if lan is not None:
            lan.leave()

    # --- the state machine -------------------------------------------------------------------
    def _advance(self) -> None:
        table = self.table
        if table is None or self._busy() or self.paused:
            return
        if self._lan is not None:
            if not self._lan.ended:
                self._followed.advance(self._lan, table)
            return
        position = table.position
        turn = table.what_next()
        if turn is None:
            self._over(table)
            return
        person = turn.decider is Decider.PERSON
        if self._pace.skips(self._computer_stretch()) and turn.decider is not Decider.REMOTE:
            self._run_to_the_end()
            return
        if isinstance(turn, ChanceTurn):
            if turn.node.kind is ChanceKind.DIE and person:
                self._set_stage(Stage.HUMAN_ROLL)
            else:
                self._set_stage(Stage.AI_TURN)
                self._waits.after(self._pace.pause_ms(AI_PACE_MS, computer=True), self._draw)
            return
        if isinstance(turn, PassTurn):
            self._set_stage(Stage.AUTO_PASS)
            pause = PASS_PAUSE_MS if person else AI_PASS_PAUSE_MS
            move = turn.move
            self._waits.after(
                self._pace.pause_ms(pause, computer=not person), lambda: self._apply(move)
            )
            return
        # A decision: moves, or in event mode a confirmation or a pick.
        actions = list(turn.actions)
        self._clock.ask(turn.seat)
        if not person:
            self._set_stage(Stage.AI_TURN)
            self._waits.pending = "worker"
            self._thinking.think(table.player(turn.seat), position, actions)
        else:
            self._set_stage(self._choices.offer(turn.seat, actions, position, self._animator))

    def _draw(self) -> None:
        """Answer the pending chance node (a roll, the railway's interval, the wheel, an
        event's draw) and show it."""
        self._play(lambda t: t.draw(), decided=False)

    def _apply(self, move: Action) -> None:
        self._play(lambda t: t.play(move), decided=True)

    def _play(self, run: Callable[[Table], Step], decided: bool) -> None:
        """Play a command (``decided``: a decision, whose choices close) and show it."""
        table = self.table
        if table is None:
            return
        before = table.position
        computer = self._computer_stretch()
        step = self._command(run)
        if step is None:
            return
        if decided:
            self._choices.close(before.turn, self._animator)
        else:
            self._choices.set_moves([])
        self._set_stage(Stage.ANIMATING)
        self._step_show.skipping = self._pace.skips(computer)
        self._step_show.present(step, before, computer)

    def _command(self, run: Callable[[Table], Step]) -> Step | None:
        if self.table is None:
            return None
        try:
            return run(self.table)
        except IllegalCommandError:
            log.exception("the engine refused a command; the game goes on")
            QTimer.singleShot(0, self, self._advance)
            return None

    def _computer_stretch(self) -> bool:
        """Whether the next command belongs to the computer (not a local human's)."""
        return self.table is not None and computer_turn(self.table)

    def _run_to_the_end(self) -> None:
        """:attr:`Pace.END`: the computer's stretch at once, a slice at a time; every command
        told (quietly), the board and the panel show the position where the slice ends."""
        table = self.table
        if table is None:
            return
        self._choices.set_moves([])
        self._set_stage(Stage.AI_TURN)
        last, refused = self._pace.play_slice(table, self._command, self._told_unseen)
        self._step_show.skipping = False
        if last is not None:
            self._show_position(last.position)
            if self._animator is not None:
                self._animator.set_position(last.position)
        if refused:
            return  # (the game goes on from the event loop: _command saw to it)
        self._waits.later(self._advance)

    def _told_unseen(self, step: Step) -> None:
        """A command of "to the end"'s slice: its happenings told (quietly), not shown."""
        self._step_show.skipping = True
        self.happenings_applied.emit(step.happenings, step.position)

    # --- telling the window ------------------------------------------------------------------
    def _tell(self, step: Step) -> None:
        """Tell the window a command's happenings and the position after it."""
        self._shown = step.position  # (what the window reads while it hears the happenings)
        self.happenings_applied.emit(step.happenings, step.position)
        self._show_position(step.position)

    def _show_position(self, position: Position) -> None:
        self._shown = position
        self.position_changed.emit(position)

    def _step_shown(self, settle: bool) -> None:
        """The step is shown (``settle``: the board shows the game's position); on it goes."""
        if settle and self._animator is not None and self.table is not None:
            self._animator.set_position(self.table.position)  # (as after any animation)
        self._waits.later(self._advance)

    def _busy(self) -> bool:
        """Whether something is awaited: a pause, the AI's answer, the board or the wheel."""
        return bool(self._waits.pending or self._step_show.showing)

    # --- asynchronous steps ------------------------------------------------------------------
    def _on_resumed(self) -> None:
        """The last dialog closed: the step parked meanwhile runs, or the game goes on."""
        if self.paused or self.table is None:
            return
        parked, self._waits.parked = self._waits.parked, None
        if parked is not None and not self._busy():
            parked()
            return
        self._advance()

    def _cancel_pending(self) -> None:
        self._waits.cancel()
        self._step_show.cancel()
        self._thinking.cancel()

    # --- signals -----------------------------------------------------------------------------
    def _set_stage(self, stage: Stage) -> None:
        if stage is not self._stage:
            self._stage = stage
            self.stage_changed.emit(stage)

    def _over(self, table: Table) -> None:
        if self._stage is not Stage.OVER:
            self._set_stage(Stage.OVER)
            self.game_over.emit(table.game.position_ranking())

    @property
    def commands(self) -> list[Command]:
        return [] if self.table is None else list(self.table.game.commands)
