"""The first lines of the log of a network game this computer meets under way (issue 38, 7): a
late arrival, a watcher of a running game, a player back at its seat, a host whose table goes
on after a restart. Instead of "New game: …" (the game did not just begin) the log says how far
the game is and where every seat's figures stand, short enough to be read out:

    You joined a game under way in table round 37 (143 moves played).
    Anna (red): 2 in the house, 1 on the ring, 1 in the goal lane.
    Ben (blue), computer (normal): 4 in the goal lane, finished, place 1.
    Carla (green) is to roll.

A seat's line counts its figures in the house, on the ring and in the goal lane (event mode adds
its pip counter; a seat knocked out or finished says so); the last line says whose turn it is,
with the railway when the train passes, and in event mode a die other than the six-sided one.
Pure (no widgets): :func:`game_so_far` reads the table round and the moves from the commands so
far, :func:`under_way_lines` writes the lines in the language installed (again after a switch).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QCoreApplication

from core.actions import Command
from core.board import GOAL_START, HOUSE, is_ring
from core.event.state import COUNTER_LIMIT
from core.game import Game
from core.happenings import Moved
from core.position import Position
from core.setup import SeatKind, Setup
from core.stats.race import RaceCounter
from madn_qt.log.board_words import train_sentence, turn_sentence, who
from madn_qt.log.event_log import dice_changed_line
from madn_qt.texts import level_name

translate = QCoreApplication.translate


class Arrival(Enum):
    """How this computer meets the game under way."""

    JOINED = "joined"  # a late arrival, to take a computer's seat
    WATCHING = "watching"  # a spectator of a running game
    BACK = "back"  # a player back at its seat (a rejoin: after a cut, a crash, a restart)
    RESUMED = "resumed"  # the host's table goes on where it stopped


@dataclass(frozen=True)
class SoFar:
    """A game as it stands: its position, the table round it is in (1 for the first) and the
    moves played (a figure moved; passes and draws do not count)."""

    position: Position
    table_round: int
    moves: int


def game_so_far(setup: Setup, commands: Sequence[Command]) -> SoFar:
    """The game of ``setup`` after ``commands`` (replayed: a table round ends each time the turn
    passes the seat that opened the game, :class:`core.stats.race.RaceCounter`'s count)."""
    game = Game(setup)
    counter = RaceCounter(game.position, setup.occupied)
    moves = 0
    for command in commands:
        for happening in game.apply(command):
            counter.see(happening)
            moves += isinstance(happening, Moved)
        counter.command_done(game.position)
    return SoFar(game.position, counter.rounds + 1, moves)


def head_line(arrival: Arrival, so_far: SoFar) -> str:
    """ "You joined a game under way in table round 37 (143 moves played)." """
    if arrival is Arrival.JOINED:
        text = translate(
            "UnderWay",
            "You joined a game under way in table round {round} (%n move(s) played).",
            "",
            so_far.moves,
        )
    elif arrival is Arrival.WATCHING:
        text = translate(
            "UnderWay",
            "You are watching a game under way in table round {round} (%n move(s) played).",
            "",
            so_far.moves,
        )
    elif arrival is Arrival.BACK:
        text = translate(
            "UnderWay",
            "You are back at the table in table round {round} (%n move(s) played).",
            "",
            so_far.moves,
        )
    else:
        text = translate(
            "UnderWay",
            "Your table goes on where it stopped, in table round {round} (%n move(s) played).",
            "",
            so_far.moves,
        )
    return text.format(round=so_far.table_round)


def seat_words(position: Position, setup: Setup, seat: int) -> str:
    """ "Anna (red): 2 in the house, 1 on the ring, 1 in the goal lane." """
    head = who(setup, seat)
    entry = setup.seats[seat]
    if entry.kind is SeatKind.AI:
        head = translate("BoardWords", "{who}, computer ({level})").format(
            who=head, level=level_name(entry.level)
        )
    state = position.event_state
    if state is not None and seat in state.out:
        return translate("BoardWords", "{who}: knocked out.").format(who=head)
    if seat in position.finished:
        return translate("BoardWords", "{who}: finished, place {place}.").format(
            who=head, place=position.finished.index(seat) + 1
        )
    row = position.figures[seat]
    house = sum(1 for progress in row if progress == HOUSE)
    ring = sum(1 for progress in row if is_ring(progress))
    goal = sum(1 for progress in row if progress >= GOAL_START)
    parts = []
    if house:
        parts.append(translate("UnderWay", "{n} in the house").format(n=house))
    if ring:
        parts.append(translate("UnderWay", "{n} on the ring").format(n=ring))
    if goal:
        parts.append(translate("UnderWay", "{n} in the goal lane").format(n=goal))
    if state is not None:
        parts.append(
            translate("UnderWay", "pip counter {pips} of {limit}").format(
                pips=state.counters[seat], limit=COUNTER_LIMIT
            )
        )
    return translate("UnderWay", "{who}: {figures}.").format(who=head, figures=", ".join(parts))


def turn_words(position: Position, setup: Setup) -> str:
    """Whose turn it is, the train's rounds with the railway, a die other than the D6."""
    text = turn_sentence(position, setup, {})
    if position.over:
        return text
    if position.rules.railway and position.train > 0:
        text += " " + train_sentence(position.train)
    state = position.event_state
    if state is not None and state.sides != 6:
        text += " " + dice_changed_line(state.sides, state.sides_rounds)
    return text


def under_way_lines(arrival: Arrival, so_far: SoFar, setup: Setup) -> list[str]:
    """The log's first lines for a game met under way (the module's docstring); ``setup``: the
    seats as this computer shows them (the names as they are now)."""
    position = so_far.position
    lines = [head_line(arrival, so_far)]
    lines += [seat_words(position, setup, seat) for seat in position.seats]
    lines.append(turn_words(position, setup))
    return lines
