"""The game controller: drives the :class:`core.table.Table` of the running game at the app's pace.

The table owns the game, its chance and the seats' engine players; the controller only ever
*submits commands* to it (``Table.draw`` for chance, ``Table.play`` for decisions) and keeps what
only the app needs: pacing, the animation lock and Qt signals. A small state machine decides what
happens next:

* a human is to roll or to choose a move: :attr:`Stage.HUMAN_ROLL` / :attr:`Stage.HUMAN_MOVE`,
  the only stages in which :meth:`request_roll` / :meth:`request_move` are accepted; in event
  mode also to confirm the event the wheel drew (:attr:`Stage.HUMAN_CONFIRM`,
  :meth:`request_confirm`) or to pick the figures of a swap or a send-back
  (:attr:`Stage.HUMAN_PICK`, :attr:`picks`, :meth:`request_pick`);
* the wheel of fortune turns: the *wheel presenter* (:class:`WheelPresenter`, the window's
  wheel, :mod:`madn_qt.play.animator`) spins to the drawn slice and reports ``stopped``
  (:attr:`Stage.ANIMATING`);
* an AI seat is to act, or chance is drawn that nobody rolls (the railway's interval):
  :attr:`Stage.AI_TURN` (a short pause, then the draw; an AI's move is chosen by
  :class:`~madn_qt.play.ai_worker.AiWorker` on a background thread);
* only a pass is legal: :attr:`Stage.AUTO_PASS`, applied after a short pause;
* a command's events are being shown: :attr:`Stage.ANIMATING`, until the board (the
  *animator*) emits ``animation_finished``;
* :attr:`Stage.OVER` once the game has ended.

:meth:`pause` / :meth:`resume` (counted, so nested dialogs work) stop the AI from acting; a
decision that arrives while paused waits until the last :meth:`resume`.

How fast each stretch is shown, the computer's and a person's, is :mod:`madn_qt.play.pace`'s
:class:`~madn_qt.play.pace.Pace`; what the board must offer is
:class:`madn_qt.play.animator.Animator`.
Every asynchronous callback carries the current *generation*; a new game or :meth:`shutdown`
bumps it, so stale timers, animations and AI answers are ignored.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from core.actions import CONFIRM, Action, Command, Confirm, Pick
from core.board import HOUSE
from core.chance import ChanceKind, ChanceProvider
from core.engine import IllegalCommandError
from core.game import Game
from core.moves import Move
from core.players import make_player
from core.position import Position
from core.setup import Setup
from core.table import ChanceTurn, Decider, PassTurn, Step, Table
from madn_qt.play.ai_worker import AiWorker
from madn_qt.play.animator import Animator, WheelPresenter
from madn_qt.play.computer_pace import ComputerPace, computer_turn, first_fair
from madn_qt.play.pace import AI_PACE_MS, AI_PASS_PAUSE_MS, PASS_PAUSE_MS, Pace
from madn_qt.play.stage import PERSON_STAGES as PERSON_STAGES
from madn_qt.play.stage import Stage as Stage
from madn_qt.play.step_show import StepShow

log = logging.getLogger(__name__)

HINT_SEED = 0  # the hint's level breaks ties by its seed: the same position, the same hint


def random_seed() -> int:
    return int.from_bytes(os.urandom(8), "big")


class GameController(QObject):
    """Drives one game at a time between the engine, the players, the board and the UI. It owns
    its collaborators: the pace of the computer's stretches
    (:class:`~madn_qt.play.computer_pace.ComputerPace`), how a step is shown
    (:class:`~madn_qt.play.step_show.StepShow`) and the AI's worker thread."""

    game_started = Signal(object)  # Setup
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
        self._worker = AiWorker(self)
        self._worker.decided.connect(self._on_ai_decided)
        self._worker.failed.connect(self._on_ai_failed)
        self.table: Table | None = None
        self._setup: Setup | None = None  # the last game's setup, kept after shutdown
        self._stage = Stage.IDLE
        self._generation = 0
        self._pending = ""  # "timer" or "worker" while one is awaited (the step show: showing)
        self._pause_count = 0
        self._parked: Callable[[], None] | None = None  # a step that came due while paused
        self._ai_ticket = 0
        self._ai_started = 0.0
        # Seconds each seat took per decision in this session (the statistics' time per move).
        self.decision_seconds: dict[int, list[float]] = {}
        self._asked: tuple[int, float] | None = None  # (seat, when) of the decision asked for
        self._choices: list[Move] = []
        self._picks: list[Pick] = []
        self._shown: Position | None = None  # the position last told (position_changed)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer)
        self._timer_action: Callable[[], None] | None = None
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
        """Scales the AI's and the automatic pass's pauses and the board's animations (1 =
        normal; larger = faster); the computer's turns go faster still (:class:`Pace`)."""
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
        """The game went to its end (or another one starts): "to the end" gives way to the pace
        chosen before it; any other pace stays."""
        if self._pace.pace is Pace.END:
            self.set_pace(self._pace.before_end)

    @property
    def skipping(self) -> bool:
        """Whether the command just applied is shown without animation (:attr:`Pace.END`)."""
        return self._step_show.skipping

    @property
    def in_slice(self) -> bool:
        """Whether "to the end" plays a slice of commands at once now: what follows every
        command (the game kept for next time) waits for the slice's end (position_changed)."""
        return self._pace.in_slice

    # --- reading -----------------------------------------------------------------------------
    @property
    def note(self) -> str:
        """What the game waits for that nobody at this computer can do ('' for nothing): a
        local game waits for nobody else; a LAN game's missing player or host, see
        :class:`madn_qt.network.controller.NetworkController`. The panel says it instead of
        whose turn it is."""
        return ""

    @property
    def stage(self) -> Stage:
        return self._stage

    @property
    def paused(self) -> bool:
        return self._pause_count > 0

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
        return list(self._choices)

    @property
    def picks(self) -> list[Pick]:
        """The picks the human to act may choose now (empty unless :attr:`Stage.HUMAN_PICK`)."""
        return list(self._picks)

    def accepts_input(self) -> bool:
        """Whether game input (roll, move, confirm, pick) from the local human is taken now."""
        return self._stage in PERSON_STAGES and not self.paused and not self._busy()

    def is_human(self, seat: int) -> bool:
        return self._setup is not None and self._setup.seats[seat].is_human

    def name(self, seat: int) -> str:
        return "" if self._setup is None else self._setup.name(seat)

    # --- commands from the UI ----------------------------------------------------------------
    def new_game(
        self, setup: Setup, chance: ChanceProvider | None = None, seed: int | None = None
    ) -> None:
        """Replace the running game (if any) with a new one and start it.

        ``seed`` seeds the chance and the AI players (tests, ``--seed``); by default both come
        from ``os.urandom``.
        """
        problem = setup.problem()
        if problem is not None:
            raise ValueError(problem)
        self._start(setup, Game(setup), chance, seed)

    def continue_game(
        self,
        setup: Setup,
        game: Game,
        chance: ChanceProvider | None = None,
        seed: int | None = None,
    ) -> None:
        """Replace the running game (if any) with ``game`` (an opened saved game) and play it
        on from its last position; chance and AI seeds as for :meth:`new_game`."""
        self._start(setup, game, chance, seed)

    def _start(
        self, setup: Setup, game: Game, chance: ChanceProvider | None, seed: int | None
    ) -> None:
        self._cancel_pending()
        table = Table(
            setup,
            chance,
            seed=random_seed() if seed is None else seed,
            inline_ai=False,
            game=game,
        )
        self.table = table
        self._shown = None
        self.decision_seconds = {}
        self._asked = None
        table.listeners.append(self.step_played.emit)
        self._setup = setup
        self.end_reached()  # a new game never starts at "to the end"
        if any(p.name == "strong" for p in table.players.values()):
            self._worker.prepare_strong(setup.rules, setup.occupied)
        self._set_choices([])
        if self._animator is not None:
            for seat in range(len(setup.seats)):
                self._animator.set_movable(seat, [])
            self._animator.set_position(table.position)
        self.game_started.emit(setup)
        self._show_position(table.position)
        self._set_stage(Stage.IDLE)
        self._advance()

    def request_roll(self) -> bool:
        """The local human rolls; ignored (``False``) unless a human is to roll now."""
        if not self.accepts_input() or self._stage is not Stage.HUMAN_ROLL:
            return False
        self._draw()
        return True

    def request_confirm(self) -> bool:
        """The local human confirms the event the wheel drew; ignored unless asked."""
        if not self.accepts_input() or self._stage is not Stage.HUMAN_CONFIRM:
            return False
        self._took()
        self._apply(CONFIRM)
        return True

    def request_pick(self, pick: Pick) -> bool:
        """The local human picks the event's figures (one of :attr:`picks`)."""
        if not self.accepts_input() or self._stage is not Stage.HUMAN_PICK:
            return False
        if pick not in self._picks:
            return False
        self._took()
        self._apply(pick)
        return True

    def request_move(self, move: Move) -> bool:
        """The local human plays ``move`` (one of :attr:`choices`); "touched is moved"."""
        if not self.accepts_input() or self._stage is not Stage.HUMAN_MOVE:
            return False
        if not any(m.key == move.key and m.breaks == move.breaks for m in self._choices):
            return False
        self._took()
        self._apply(move)
        return True

    def hint(self) -> Move | None:
        """The move the normal level would play for the local human to move now (``None``
        unless a human is choosing). Read-only: the player still makes the move. The normal
        level decides in well under a millisecond and explains itself in the rules' own terms
        (captures, the goal, safety), which suits a hint better than a search's verdict."""
        if self.table is None or not self.accepts_input() or self._stage is not Stage.HUMAN_MOVE:
            return None
        hint = make_player("normal", HINT_SEED).choose(self.table.position, self._choices)
        return hint if isinstance(hint, Move) else None

    def move_for_figure(self, seat: int, figure: int) -> Move | None:
        """The choice that moves ``figure`` of ``seat`` (a house figure stands for all of them)."""
        if self.table is None or seat != self.table.position.turn:
            return None
        progress = self.table.position.figures[seat][figure]
        mine = [
            m
            for m in self._choices
            if not m.is_pass and (m.figure == figure or (progress == HOUSE and m.start == HOUSE))
        ]
        mine.sort(key=lambda m: m.breaks is not None)  # a dutiful move before a breaking one
        return mine[0] if mine else None

    def request_figure(self, seat: int, figure: int) -> bool:
        """A figure was picked on the board: play its move, if it has one."""
        if not self.accepts_input() or self._stage is not Stage.HUMAN_MOVE:
            return False
        move = self.move_for_figure(seat, figure)
        return move is not None and self.request_move(move)

    def pause(self) -> None:
        """Stop the AI and automatic steps (dialogs); counted, undo with :meth:`resume`."""
        self._pause_count += 1
        if self._pause_count == 1:
            self.paused_changed.emit(True)

    def resume(self) -> None:
        if self._pause_count == 0:
            return
        self._pause_count -= 1
        if self._pause_count == 0:
            self.paused_changed.emit(False)
            generation = self._generation
            QTimer.singleShot(0, self, lambda: self._resume_now(generation))

    def shutdown(self) -> None:
        """Cancel everything (closing window): no timer, animation or AI answer acts later."""
        self._cancel_pending()
        self._worker.shutdown()
        self.table = None
        self._set_stage(Stage.IDLE)

    # --- the state machine -------------------------------------------------------------------
    def _advance(self) -> None:
        table = self.table
        if table is None or self._busy() or self.paused:
            return
        position = table.position
        turn = table.what_next()
        if turn is None:
            if self._stage is not Stage.OVER:
                self._set_stage(Stage.OVER)
                self.game_over.emit(table.game.position_ranking())
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
                self._after(self._pace.pause_ms(AI_PACE_MS, computer=True), self._draw)
            return
        if isinstance(turn, PassTurn):
            self._set_stage(Stage.AUTO_PASS)
            pause = PASS_PAUSE_MS if person else AI_PASS_PAUSE_MS
            move = turn.move
            self._after(self._pace.pause_ms(pause, computer=not person), lambda: self._apply(move))
            return
        # A decision: moves, or in event mode a confirmation or a pick.
        actions = list(turn.actions)
        self._asked = (turn.seat, time.monotonic())
        if not person:
            self._set_stage(Stage.AI_TURN)
            self._pending = "worker"
            self._ai_started = time.monotonic()
            self._ai_ticket = self._worker.think(table.player(turn.seat), position, actions)
        elif all(isinstance(a, Confirm) for a in actions):
            self._set_stage(Stage.HUMAN_CONFIRM)
        elif all(isinstance(a, Pick) for a in actions):
            self._picks = [a for a in actions if isinstance(a, Pick)]
            self._set_stage(Stage.HUMAN_PICK)
        else:
            moves = [a for a in actions if isinstance(a, Move)]
            self._set_choices(moves)
            if self._animator is not None:
                figures = sorted({m.figure for m in moves if not m.is_pass})
                self._animator.set_movable(
                    turn.seat, self._expand_house(position, turn.seat, figures)
                )
            self._set_stage(Stage.HUMAN_MOVE)

    @staticmethod
    def _expand_house(position: Position, seat: int, figures: list[int]) -> list[int]:
        """A house move is listed for one house figure; every house figure glows for it."""
        row = position.figures[seat]
        if any(row[f] == HOUSE for f in figures):
            figures = sorted(set(figures) | {i for i, p in enumerate(row) if p == HOUSE})
        return figures

    def _draw(self) -> None:
        """Answer the pending chance node (a roll, the railway's interval, the wheel, an
        event's draw) and show it."""
        computer = self._computer_stretch()
        before = None if self.table is None else self.table.position
        step = self._command(lambda t: t.draw())
        if step is None or before is None:
            return
        self._set_choices([])
        self._set_stage(Stage.ANIMATING)
        self._step_show.skipping = self._pace.skips(computer)
        self._step_show.present(step, before, computer)

    def _apply(self, move: Action) -> None:
        table = self.table
        if table is None:
            return
        before = table.position
        computer = self._computer_stretch()
        step = self._command(lambda t: t.play(move))
        if step is None:
            return
        self._set_choices([])
        self._picks = []
        if self._animator is not None:
            self._animator.set_movable(before.turn, [])
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
        """:attr:`Pace.END`: play the computer's stretch at once, a slice at a time (the window
        stays alive between slices). Every command's happenings go out as always (the log keeps
        every move, quietly); the board and the panel get the position where the slice ends."""
        table = self.table
        if table is None:
            return
        self._set_choices([])
        self._set_stage(Stage.AI_TURN)
        last, refused = self._pace.play_slice(table, self._command, self._told_unseen)
        self._step_show.skipping = False
        if last is not None:
            self._show_position(last.position)
            if self._animator is not None:
                self._animator.set_position(last.position)
        if refused:
            return  # (the game goes on from the event loop: _command saw to it)
        generation = self._generation
        QTimer.singleShot(0, self, lambda: self._continue(generation))

    def _told_unseen(self, step: Step) -> None:
        """A command of "to the end"'s slice: its happenings told (quietly), not shown."""
        self._step_show.skipping = True
        self.happenings_applied.emit(step.happenings, step.position)

    # --- telling the window ------------------------------------------------------------------
    def _tell(self, step: Step) -> None:
        """Tell the window a command's happenings and the position after it (the log, the
        panel, the sounds)."""
        self._shown = step.position  # (what the window reads while it hears the happenings)
        self.happenings_applied.emit(step.happenings, step.position)
        self._show_position(step.position)

    def _show_position(self, position: Position) -> None:
        self._shown = position
        self.position_changed.emit(position)

    def _step_shown(self, settle: bool) -> None:
        """The step show is done (``settle``: the board shows the game's position first); the
        game goes on from the event loop."""
        if settle and self._animator is not None and self.table is not None:
            self._animator.set_position(self.table.position)  # (as after any animation)
        generation = self._generation
        QTimer.singleShot(0, self, lambda: self._continue(generation))

    def _busy(self) -> bool:
        """Whether something is awaited: a pause, the AI's answer, the board or the wheel."""
        return bool(self._pending or self._step_show.showing)

    # --- asynchronous steps ------------------------------------------------------------------
    def _after(self, ms: int, action: Callable[[], None]) -> None:
        self._pending = "timer"
        self._timer_action = action
        self._timer.start(ms)

    def _on_timer(self) -> None:
        action, self._timer_action = self._timer_action, None
        self._pending = ""
        if action is None or self.table is None:
            return
        if self.paused:
            self._parked = action  # the last resume() runs it
            return
        action()

    def _on_ai_decided(self, ticket: int, move: object) -> None:
        if ticket != self._ai_ticket or self._pending != "worker":
            return
        if not isinstance(move, Move | Confirm | Pick):
            return
        self._pending = ""
        self._took()  # (the computer's thinking, not the pause before its move is shown)
        if self.paused:
            self._parked = lambda: self._play_ai_move(move)
            return
        self._play_ai_move(move)

    def _took(self) -> None:
        """The decision asked for is made: how long it took is the seat's (time per move)."""
        if self._asked is not None:
            seat, since = self._asked
            self.decision_seconds.setdefault(seat, []).append(time.monotonic() - since)
            self._asked = None

    def _on_ai_failed(self, ticket: int, error: str) -> None:
        if ticket != self._ai_ticket or self._pending != "worker" or self.table is None:
            return
        log.error("AI failed (%s); it plays its first legal action", error)
        self._pending = ""
        self._play_ai_move(first_fair(self.table.legal_actions()))

    def _play_ai_move(self, move: Action) -> None:
        waited_ms = int((time.monotonic() - self._ai_started) * 1000)
        rest = self._pace.pause_ms(AI_PACE_MS, computer=True) - waited_ms
        if rest > 0:
            self._after(rest, lambda: self._apply(move))
        else:
            self._apply(move)

    def _continue(self, generation: int) -> None:
        if generation == self._generation:
            self._advance()

    def _resume_now(self, generation: int) -> None:
        if generation != self._generation or self.paused or self.table is None:
            return
        parked, self._parked = self._parked, None
        if parked is not None and not self._busy():
            parked()
            return
        self._advance()

    def _cancel_pending(self) -> None:
        self._generation += 1
        self._timer.stop()
        self._timer_action = None
        self._step_show.cancel()
        self._worker.cancel_all()
        self._ai_ticket = -1
        self._parked = None
        self._pending = ""

    # --- signals -----------------------------------------------------------------------------
    def _set_stage(self, stage: Stage) -> None:
        if stage is not self._stage:
            self._stage = stage
            self.stage_changed.emit(stage)

    def _set_choices(self, moves: Sequence[Move]) -> None:
        self._choices = list(moves)
        self.choices_changed.emit(list(moves))

    @property
    def commands(self) -> list[Command]:
        return [] if self.table is None else list(self.table.game.commands)
