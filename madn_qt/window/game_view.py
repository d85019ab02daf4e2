"""What the main window shows of the game as it goes: the side panel, the die, the status line,
the move log, the sounds of the moves, and which menu entries work now.

:class:`GameView` is an object of its own that the main window owns (as it owns its
:class:`~madn_qt.window.settings.SettingsApplier`), with the panel, the side column, the menus, the
move log and the board it shows the game on. It follows the controller's signals (a game started,
events applied, the stage or the choices changed; the window connects them) and shows the position;
it never changes game state. The die follows the current player's roll, a series of tries for a 6
lasts until a figure moves or the turn ends, and the panel waits for the board's tumbling die. The
current choice is shown on the board (``board.set_focused``). Every text the panel can show in a
game is reserved at its start, so that nothing jumps (:meth:`GameView.reserve_texts`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt

from core.board import GOAL_START
from core.event.wheel import Event
from core.happenings import (
    Captured,
    EventApplied,
    GameOver,
    Happening,
    Moved,
    PathsBuilt,
    Rolled,
    RollOffRolled,
    SeatFinished,
    TrainComing,
    TrainPassed,
    TurnStarted,
)
from core.moves import Move
from core.position import Phase, Position
from core.ranking import ranking
from core.setup import SeatKind, Setup
from madn_qt.board.protocol import BoardWidget
from madn_qt.log.game_log import GameLog
from madn_qt.panel import status_line
from madn_qt.panel.column import SideColumn
from madn_qt.panel.dice_text import dice_text
from madn_qt.panel.side_panel import SidePanel
from madn_qt.play.controller import GameController, Stage
from madn_qt.window.menus import WindowMenus


class GameView(QObject):
    """The game as the window shows it (see the module's docstring); ``play`` sounds a cue."""

    def __init__(
        self,
        controller: GameController,
        board: BoardWidget,
        panel: SidePanel,
        side: SideColumn,
        menus: WindowMenus,
        log: GameLog,
        play: Callable[[str], None],
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.board = board
        self.panel = panel
        self.side = side
        self.menus = menus
        self.log = log
        self._play = play
        # The 3D board cues steps, goals, captures and the train in time with its animation;
        # over a board without cues they sound when the command is applied.
        self._board_cues = board.cues_sounds
        self.held = ""  # the player paused the game (Game ▸ Pause): what the status line says
        self._last_pips = 0  # the current player's roll (0: none yet in this turn)
        self._pips_seat: int | None = None  # whose roll _last_pips is
        self._series = False  # the player to move has a series of tries for a 6
        self._die_rolling = False  # the board's die tumbles: the panel waits for it
        self._last_stage = Stage.IDLE
        self._focused: tuple[int, Move] | None = None  # the current choice shown on the board
        self._event_asked: tuple[Stage, int] | None = None  # the event decision asked for last

    # --- the game as it goes -----------------------------------------------------------------
    def choice_focused(self, move: Move | None) -> None:
        """The current choice on the board: its figure raised or ringed, its target marked."""
        position = self.controller.position
        if move is None or move.is_pass or position is None:
            if self._focused is not None:
                self.board.set_focused(self._focused[0], None, None)
            self._focused = None
            return
        seat = position.turn
        self._focused = (seat, move)
        way = move.route[1:-1] if move.paths else ()  # (a special path's route: every field)
        self.board.set_focused(seat, move.figure, (seat, move.target), way)

    def figure_clicked(self, seat: int, figure: int) -> None:
        """A figure clicked on the board: its move, or while an event asks for figures, its
        pick (a swap's own figure, then the opponent's)."""
        if self.controller.stage is Stage.HUMAN_PICK:
            self.panel.event_box.choose_figure(seat, figure)
        else:
            self.controller.request_figure(seat, figure)

    def _show_names(self, setup: Setup) -> dict[int, str]:
        """Every seat's name (and the computer's level) where the panel shows them."""
        names = {seat: setup.name(seat) for seat in setup.occupied}
        self.panel.set_names(names)
        self.panel.seat_rows.set_seats(names, {seat: self._level(seat) for seat in names})
        self.panel.event_box.set_names(names)
        return names

    def seats_changed(self, setup: Setup) -> None:
        """Who plays a seat of the LAN game changed (a late arrival, a player dropped or
        back): names and kinds as they are now, the same game."""
        self._show_names(setup)
        self.reserve_texts()
        self.refresh()

    def pick_focused(self, figure: tuple[int, int] | None) -> None:
        """The figure whose pick button has the focus (or the mouse) stands raised in its ring
        on the board."""
        if figure is None:
            self.board.set_focused(0, None, None)
        else:
            self.board.set_focused(figure[0], figure[1], None)

    def listen(self) -> None:
        """Follow the controller: a game's start, its seats, each command's happenings, and
        every change of stage, note, choices or pause (the panel and the board again)."""
        c = self.controller
        c.game_started.connect(self.game_started)
        c.seats_changed.connect(self.seats_changed)
        c.happenings_applied.connect(self.happenings)
        for changed in (c.stage_changed, c.note_changed, c.choices_changed, c.paused_changed):
            changed.connect(self.refresh)

    def game_started(self, setup: Setup) -> None:
        names = self._show_names(setup)
        self.panel.event_box.finish()
        self._event_asked = None
        self.log.new_game(tuple(names.values()))
        self._last_pips = 0  # (no roll of the last game stays on the panel: a LAN game, too)
        self._pips_seat = None  # (no roll seen yet: a game met under way shows its pending one)
        self._die_rolling = False
        # The first turn starts without a TurnStarted event: its tries are the position's.
        position = self.controller.position
        self._series = (
            position is not None and position.phase is Phase.ROLL and position.rolls_left > 1
        )
        self.reserve_texts()

    def _note_die(self, happenings: list[Happening]) -> None:
        """Follow the current player's die: a roll shows, a new turn clears it; a series of
        tries for a 6 lasts until a figure moves or the turn ends."""
        for happening in happenings:
            if isinstance(happening, TurnStarted):
                self._last_pips = 0
                self._series = happening.rolls > 1
            elif isinstance(happening, Rolled | RollOffRolled):
                self._last_pips = sum(happening.pips)
                self._pips_seat = happening.seat
            elif isinstance(happening, Moved):
                self._series = False

    def cleared(self) -> None:
        """A new game replaces the running one: no roll of the last one stays on the panel."""
        self._last_pips = 0
        self._series = False

    def opened(self, happenings: list[Happening]) -> None:
        """An opened game is shown: the die shows the turn's last roll, if any (resting)."""
        self._note_die(happenings)
        self._die_rolling = False
        self.refresh()

    def happenings(self, happenings: list[Happening], _position: object) -> None:
        quiet = self.controller.skipping  # the computer's turns to the end: no sound either
        for happening in happenings:
            if isinstance(happening, Rolled | RollOffRolled):
                self._die_rolling = not quiet
                if not quiet:
                    self._play("dice")
            elif quiet and not isinstance(happening, GameOver):
                continue
            elif isinstance(happening, Captured) and not self._board_cues:
                self._play("capture")
            elif isinstance(happening, Moved) and not self._board_cues:
                self._play("goal" if happening.target >= GOAL_START else "step")
            elif isinstance(happening, TrainPassed) and not self._board_cues:
                self._play("train")
            elif isinstance(happening, TrainComing):
                self._play("train_signal")  # (the last table round before the train)
            elif isinstance(happening, PathsBuilt):
                self._play("construction")
            elif isinstance(happening, EventApplied) and happening.event is Event.ROCKET:
                if not self._board_cues:
                    self._play("rocket")  # (the 3D board whooshes as the target takes off)
            elif isinstance(happening, SeatFinished | GameOver):
                self._play("win")
        self._note_die(happenings)
        self.log.happenings(happenings)
        self.refresh()

    def _watching(self) -> bool:
        """Nobody at this computer plays a seat of the game shown: all seats are the computer's
        (a local game), or this computer watches a LAN game (or its seat went to the
        computer)."""
        c = self.controller
        setup = c.setup
        if setup is None or c.position is None:
            return False
        return not any(c.is_human(seat) for seat in setup.occupied)

    def _kind(self, seat: int) -> str:
        setup = self.controller.setup
        return "" if setup is None else setup.seats[seat].kind.value

    def _level(self, seat: int) -> str:
        """The computer's level at ``seat`` ('' for a person, or a seat played elsewhere)."""
        setup = self.controller.setup
        if setup is None or setup.seats[seat].kind is not SeatKind.AI:
            return ""
        return setup.seats[seat].level

    def refresh(self, *_: object) -> None:
        c = self.controller
        position = c.position
        stage = c.stage
        self.menus.save_action.setEnabled(position is not None)
        # The computer's pace (F) is this computer's own game's: a network game keeps the
        # network's, so it is offered nowhere then.
        for action in (self.menus.next_pace_action, *self.menus.pace_actions.values()):
            action.setEnabled(not c.following)
        self.panel.pace_button.setEnabled(not c.following)
        self.panel.set_watching(self._watching())
        self.panel.set_toggles_reachable(
            position is not None
            and c.accepts_input()
            and stage in (Stage.HUMAN_ROLL, Stage.HUMAN_MOVE)
        )
        if position is None:
            self.menus.roll_action.setEnabled(False)
            self.menus.hint_action.setEnabled(False)
            self.panel.show_turn(None, "", True)
            self.panel.show_die(0, None)
            self.panel.show_figures(None, [], False)
            self.panel.show_train(None)
            self.panel.seat_rows.show_position(None)
            self.panel.show_event_line("")
            self.panel.set_roll_enabled(False)
            self.panel.set_status(status_line.no_game_text())
            self.side.panel_changed()
            return
        seat = position.turn
        winner = self._winner()
        if winner is not None:
            seat = winner  # (the game is over: the turn box shows who won)
        name = c.name(seat)
        human = c.is_human(seat)
        kind = self._kind(seat)
        level = self._level(seat)
        self.panel.show_turn(seat, name, human, kind, level)
        tries: int | None = None
        if self._series and position.phase is Phase.ROLL and stage is not Stage.OVER:
            tries = position.rolls_left  # (once a move is on offer, tries no longer count)
        if stage is not Stage.ANIMATING:
            self._die_rolling = False
        # Only a roll of the seat to move, and none while a train passes before its first roll.
        own = self._pips_seat == position.turn and position.phase is not Phase.TRAIN
        pips = self._last_pips if own else 0
        if self._pips_seat is None and position.phase is Phase.MOVE and position.pips:
            pips = sum(position.pips)  # a game met under way: the roll that waits for its move
        self.panel.show_die(pips, tries, rolling=self._die_rolling)
        self.panel.show_train(position)
        self.panel.seat_rows.show_position(position)
        self.panel.show_event_line("" if position.over else dice_text(position))
        accepts = c.accepts_input()
        other = ""
        if not human and stage is not Stage.OVER:
            other = self.panel.other_text(seat, name, kind, level)
        self.panel.show_figures(position, c.choices, accepts and stage is Stage.HUMAN_MOVE, other)
        self._show_event(position, stage, accepts)
        self.panel.set_roll_enabled(accepts and stage is Stage.HUMAN_ROLL)
        self.menus.roll_action.setEnabled(accepts and stage is Stage.HUMAN_ROLL)
        self.menus.hint_action.setEnabled(accepts and stage is Stage.HUMAN_MOVE)
        self.panel.set_status(self._status_text(stage, name, human, len(c.choices)))
        self.side.panel_changed()
        if stage is not self._last_stage:
            self._last_stage = stage
            if stage is Stage.HUMAN_MOVE and accepts:
                self.panel.focus_first_choice()
            elif stage is Stage.HUMAN_ROLL and accepts:
                self.panel.roll_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_event(self, position: Position, stage: Stage, accepts: bool) -> None:
        """The event box while an event is on (the wheel turns, or its event waits for its
        confirmation, a draw or a pick): the person here is asked once per decision."""
        box = self.panel.event_box
        on = box.spinning() or position.phase in (Phase.CONFIRM, Phase.DRAW, Phase.PICK)
        if not on:
            if box.isVisible():
                box.finish()
                self._event_asked = None
                self.panel.set_watching(self._watching())
            return
        c = self.controller
        pending = None if position.event_state is None else position.event_state.pending
        drawn = None if pending is None else pending.event
        if drawn is not None and not box.spinning() and not box.shows(position.turn, drawn):
            box.show_drawn(position)  # (a game opened while an event waits)
        asked = (stage, len(c.commands))
        if stage in (Stage.HUMAN_CONFIRM, Stage.HUMAN_PICK) and accepts:
            if self._event_asked != asked:
                self._event_asked = asked
                if stage is Stage.HUMAN_CONFIRM:
                    box.ask_confirm(True)
                else:
                    box.ask_pick(c.picks, position)
        elif not box.spinning():
            box.clear()
        box.show()
        self.panel.set_watching(self._watching())

    # --- the status line ---------------------------------------------------------------------
    def _status_text(self, stage: Stage, name: str, human: bool, choices: int) -> str:
        """What is going on and which keys work now (or what the game waits for that nobody
        here can do)."""
        c = self.controller
        if c.note:
            return c.note
        return status_line.status_text(
            stage,
            name,
            human=human,
            choices=choices,
            paused=c.paused,
            pace=c.pace,
            held=self.held,
            die_rolling=self._die_rolling,
            winner=self._winner_name(),
            position=c.position,
            elsewhere=self._kind(c.position.turn) if c.following and c.position else "",
            network=c.following,
        )

    def _winner(self) -> int | None:
        """The winner's seat once the game shown is over: first in its ranking (in event mode
        also the last one left when the others were knocked out, with no figure home)."""
        position = self.controller.position
        if position is None or not position.over:
            return None
        places = ranking(position)
        return places[0][0] if places else None

    def _winner_name(self) -> str:
        winner = self._winner()
        return "" if winner is None else self.controller.name(winner)

    def reserve_texts(self) -> None:
        """Hand the panel every text its turn, status and "who plays" lines can show in this
        game, so that each keeps one height for the whole game (nothing jumps)."""
        setup = self.controller.setup
        turn: list[str] = []
        other: list[str] = []
        for seat in setup.occupied if setup is not None else ():
            assert setup is not None
            name, kind = setup.name(seat), setup.seats[seat].kind.value
            human = setup.seats[seat].is_human
            level = self._level(seat)
            turn.append(self.panel.turn_text(seat, name, human, kind, level))
            if not human:
                other.append(self.panel.other_text(seat, name, kind, level))
        self.panel.reserve_texts(turn, status_line.every_status_text(setup), other)
