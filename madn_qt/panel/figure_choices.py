"""What the Figures box offers for the player to move: the buttons' entries and, in event mode,
the seat's figures summed up in one line.

A seat of the classic size (four figures or fewer) gets a button per figure, as on the printed
board: those the roll cannot move are shown greyed, with their place. A seat grown by event
mode's reinforcements (up to 26 figures and more) gets buttons only for the figures the roll can
move, each route its own button, and the rest is summed up in the line above them ("House 20 ·
on the way 1 · goal 5 of 26"): a list that fits the panel whatever the seat has grown to
(docs/ui.md, "Many figures").

At a branch of the special paths the plain route comes first, so that the first choice (the
one the focus starts on, the one Enter plays) is the ordinary move, and a shortcut or a detour
is always a deliberate choice.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from core.board import HOUSE, is_ring
from core.moves import Move
from core.position import Position
from madn_qt.log.move_words import move_words, still_words
from madn_qt.panel.figure_buttons import move_label

translate = QCoreApplication.translate

EVERY_FIGURE_UP_TO = 4  # a seat with this many figures or fewer gets a button per figure

# A button's text, the move it plays (None: greyed) and its accessible name, the move in full
# words (madn_qt.log.move_words: "Figure 1 — house → start field 1").
Entry = tuple[str, Move | None, str]


def route_order(move: Move) -> tuple[int, tuple[str, ...]]:
    """The plain route first, then the routes through one special path, then through both."""
    return (len(move.paths), move.paths)


def every_figure(position: Position) -> bool:
    """Whether the player to move gets a button per figure (a seat of the classic size)."""
    return len(position.figures[position.turn]) <= EVERY_FIGURE_UP_TO


def choice_entries(position: Position, moves: list[Move], names: dict[int, str]) -> list[Entry]:
    """The Figures box's buttons for the player to move, in the order of the figures: every
    figure of a classic-sized seat, only the movable ones of a grown seat. A house move is
    offered on the first house figure (all house figures glow on the board)."""
    seat = position.turn
    row = position.figures[seat]
    every = every_figure(position)
    house_move = next((m for m in moves if not m.is_pass and m.start == HOUSE), None)
    lowest_house = next((i for i, p in enumerate(row) if p == HOUSE), None)
    entries: list[Entry] = []
    for figure, progress in enumerate(row):
        own = sorted(
            (m for m in moves if not m.is_pass and m.figure == figure and m.start != HOUSE),
            key=route_order,
        )
        if house_move is not None and figure == lowest_house:
            own = [house_move]
        if not own:
            if every:
                label = move_label(seat, figure, progress, None, "")
                entries.append((label, None, still_words(position, figure)))
            continue
        for move in own:
            victim = names.get(move.capture[0], "") if move.capture else ""
            label = move_label(seat, figure, progress, move, victim)
            entries.append((label, move, move_words(position, move, names)))
    return entries


def figures_summary(position: Position, seat: int) -> str:
    """``seat``'s figures in one line: how many in the house, on the way and in the goal, of
    all it has ("House 20 · on the way 1 · goal 5 of 26")."""
    row = position.figures[seat]
    house = sum(1 for p in row if p == HOUSE)
    way = sum(1 for p in row if p != HOUSE and is_ring(p))
    goal = len(row) - house - way
    text = translate("SidePanel", "House {house} · on the way {way} · goal {goal} of {total}")
    return text.format(house=house, way=way, goal=goal, total=len(row))
