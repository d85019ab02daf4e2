"""The running game's story in the move log, kept so that it can be told again.

A language switch writes the whole log anew, and so does opening a saved game (its moves so
far). :class:`GameLog` keeps what the lines were made from — a new game's names, the batches of
events, notes on saved and opened files — and writes them into the :class:`MoveLogView` through
the :class:`MoveLogFormatter`: new lines are announced to screen readers, rewritten ones not.

A network game met under way (a late arrival, a rejoin, a resumed table) begins with where it
stands instead of "New game: …" (:meth:`GameLog.open_under_way`, :mod:`madn_qt.log.under_way`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from PySide6.QtCore import QCoreApplication

from core.happenings import Happening
from madn_qt.log.move_log import MoveLogFormatter, MoveLogView

translate = QCoreApplication.translate


@dataclass(frozen=True)
class FileNote:
    """A line of the move log: the game was ``saved`` to or ``opened`` from ``file``, or it
    ``continued`` from the last time the app ran (:mod:`madn_qt.files.game_files`)."""

    kind: Literal["saved", "opened", "continued"]
    file: str = ""


@dataclass(frozen=True)
class Opening:
    """The first lines of a game met under way, made in the language installed."""

    lines_of: Callable[[], list[str]]


# names of a new game, events, a file note, a line the app says (made in the language shown),
# the first lines of a game met under way
Entry = tuple[str, ...] | list[Happening] | FileNote | Callable[[], str] | Opening


class GameLog:
    def __init__(self, view: MoveLogView, formatter: MoveLogFormatter) -> None:
        self.view = view
        self.formatter = formatter
        self._entries: list[Entry] = []
        self._roll_off = False
        self._opening: Opening | None = None  # the next game's first lines, if met under way

    def reset(self, roll_off: bool) -> None:
        """An empty log for a game that begins with a roll-off or not."""
        self.view.clear()
        self._entries = []
        self._roll_off = roll_off
        self._opening = None
        self.formatter.reset(roll_off=roll_off)

    def open_under_way(self, lines_of: Callable[[], list[str]], roll_off: bool = False) -> None:
        """The next game shown is met under way: its log begins with ``lines_of()`` (where the
        game stands, in the language installed) instead of "New game: …"; ``roll_off``: its
        roll-off for the first turn still goes on (else no later turn is told as the first)."""
        self._opening = Opening(lines_of)
        self._roll_off = roll_off
        self.formatter.reset(roll_off=roll_off)

    def new_game(self, names: tuple[str, ...]) -> None:
        opening, self._opening = self._opening, None
        if opening is not None:
            self._entries.append(opening)
            self.view.add_lines(opening.lines_of())
            return
        self._entries.append(names)
        self.view.add_lines([self._new_game_line(names)])

    def happenings(self, happenings: list[Happening]) -> None:
        """What just happened, announced."""
        self._entries.append(list(happenings))
        self.view.add_lines(self.formatter.lines(happenings))

    def history(self, happenings: list[Happening]) -> None:
        """What happened before (an opened game's moves so far), written without announcing."""
        self._entries.append(list(happenings))
        self.rewrite()

    def note(self, note: FileNote) -> None:
        """That the game was saved, opened or continued, announced like a move."""
        self._entries.append(note)
        self.view.add_lines([self._file_line(note)])

    def say(self, text_of: Callable[[], str]) -> None:
        """A line the app says about the game (a LAN game's stop), announced; ``text_of`` makes
        it in the language installed (again after a switch)."""
        self._entries.append(text_of)
        self.view.add_lines([text_of()])

    def rewrite(self) -> None:
        """Write the whole log again (in the language now installed), without announcing it:
        the formatter runs over everything once more and ends in the same state."""
        if not self._entries:
            return
        self.formatter.reset(roll_off=self._roll_off)
        lines: list[str] = []
        for entry in self._entries:
            if isinstance(entry, tuple):
                lines.append(self._new_game_line(entry))
            elif isinstance(entry, FileNote):
                lines.append(self._file_line(entry))
            elif isinstance(entry, list):
                lines += self.formatter.lines(entry)
            elif isinstance(entry, Opening):
                lines += entry.lines_of()
            else:
                lines.append(entry())
        self.view.set_lines(lines)

    @staticmethod
    def _new_game_line(names: tuple[str, ...]) -> str:
        return translate("GameLog", "New game: {players}.").format(players=", ".join(names))

    @staticmethod
    def _file_line(note: FileNote) -> str:
        if note.kind == "saved":
            text = translate("GameLog", "Game saved as {file}.")
        elif note.kind == "opened":
            text = translate("GameLog", "Game opened from {file}.")
        else:
            text = translate("GameLog", "The game from last time goes on.")
        return text.format(file=note.file)
