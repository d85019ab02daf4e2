"""The board in words, for a player who cannot see it (issue 36): whose turn it is, each seat's
last roll, and where every figure stands, seat by seat from the seat to move.

Pure (no widgets): :func:`board_words` turns a position, its setup and the seats' last rolls
into the board's accessible name and description; :func:`last_rolls` finds the last rolls in a
game's positions. The window sets them on the board after every position it shows and speaks
them through the move log's announcement (View ▸ Board status, B).

Short sentences, one line per seat: "Anna (red): last roll 6. Figure 1: field 17, not safe. Next
ahead: Ben (blue) figure 2, 3 fields away. Next behind: Carla (green) figure 1, 5 fields away.
Figure 4: goal place 2 of 4, safe. Figures 2, 3: house, safe." Fields are the board's absolute
numbers (:func:`madn_qt.texts.field_number`), as the field numbers on the board, the log and the
figure buttons name them; goal places count from the lane's entrance.

*Safe* says whether anything the rules in force can send the figure home (GAME.md 2.6, 4.1,
4.2): a figure in the house is safe; no ring field is safe, the start field neither (a figure
coming out captures what stands there); a goal figure cannot be captured by a move, so it is
safe in the classic game, while in event mode (send back, rockets, "Leader, turn back!") and on
a goal field under the railway's track it is safe only with every deeper goal place taken.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from core import board as graph
from core.board import (
    GOAL_START,
    HOUSE,
    RING_SIZE,
    SEAT_COUNT,
    STAR_FIELDS,
    is_ring,
    ring_field,
    under_track,
)
from core.event.draws import is_safe
from core.position import Phase, Position
from core.ranking import ranking
from core.setup import SeatKind, Setup
from madn_qt.texts import field_number, level_name, seat_label

translate = QCoreApplication.translate


@dataclass(frozen=True)
class BoardText:
    """The board's accessible name (short: whose turn) and description (everything)."""

    name: str
    description: str


def last_rolls(positions: Sequence[Position], upto: Position | None = None) -> dict[int, int]:
    """Each seat's last roll (the sum of its pips) in a game's ``positions``, up to the
    position ``upto`` (the one shown; by default the last). A roll stands in every position
    that waits for its move (and for an event it drew); roll-off rolls do not count."""
    end = len(positions)
    if upto is not None:
        for index in range(len(positions) - 1, -1, -1):
            if positions[index] is upto:
                end = index + 1
                break
    seats = set(positions[0].seats) if positions else set()
    rolls: dict[int, int] = {}
    for index in range(end - 1, -1, -1):
        position = positions[index]
        if position.pips and position.phase is not Phase.ROLL_OFF:
            rolls.setdefault(position.turn, sum(position.pips))
            if len(rolls) == len(seats):
                break
    return rolls


def figure_safe(position: Position, seat: int, progress: int) -> bool:
    """Whether the rules in force can send the figure home where it stands (module docstring)."""
    if progress == HOUSE:
        return True
    if is_ring(progress):
        return False
    row, size = position.figures[seat], position.goal_sizes[seat]
    if position.rules.event_mode:
        return is_safe(row, progress, size)
    if position.rules.railway and under_track(seat, progress, size):
        return is_safe(row, progress, size)
    return True


def board_words(
    position: Position | None, setup: Setup | None, rolls: Mapping[int, int]
) -> BoardText:
    """The board in words (see the module's docstring); ``rolls``: each seat's last roll."""
    board = translate("BoardWords", "Game board")
    if position is None or setup is None:
        none = translate("BoardWords", "No game is running.")
        return BoardText(board, none)
    turn = turn_sentence(position, setup, rolls)
    name = translate("BoardWords", "Game board: {turn}").format(turn=turn)
    lines = [turn]
    if position.rules.railway and not position.over and position.train > 0:
        lines[0] += " " + train_sentence(position.train)
    order = [(position.turn + step) % SEAT_COUNT for step in range(SEAT_COUNT)]
    for seat in order:
        if seat in position.seats:
            lines.append(seat_line(position, setup, seat, rolls))
    return BoardText(name, "\n".join(lines))


def who(setup: Setup, seat: int) -> str:
    """ "Anna (red)" """
    return seat_label(seat, setup.name(seat))


def turn_sentence(position: Position, setup: Setup, rolls: Mapping[int, int]) -> str:
    """ "Anna (red) is to move, rolled 6." / "The game is over. Anna (red) wins." """
    if position.over:
        places = ranking(position)
        if places:
            return translate("BoardWords", "The game is over. {who} wins.").format(
                who=who(setup, places[0][0])
            )
        return translate("BoardWords", "The game is over.")
    if position.phase is Phase.ROLL_OFF:
        return translate("BoardWords", "Roll-off for the first turn: {who} rolls.").format(
            who=who(setup, position.turn)
        )
    if position.pips:
        return translate("BoardWords", "{who} is to move, rolled {pips}.").format(
            who=who(setup, position.turn), pips=sum(position.pips)
        )
    return translate("BoardWords", "{who} is to roll.").format(who=who(setup, position.turn))


def train_sentence(rounds: int) -> str:
    if rounds == 1:
        return translate("BoardWords", "The train passes when this table round ends.")
    return translate("BoardWords", "The train passes in %n table round(s).", "", rounds)


def seat_line(position: Position, setup: Setup, seat: int, rolls: Mapping[int, int]) -> str:
    """One seat: who, its last roll, then its figures on the ring, in the goal, in the house."""
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
    if seat in rolls:
        text = translate("BoardWords", "{who}: last roll {pips}.")
        text = text.format(who=head, pips=rolls[seat])
    else:
        text = translate("BoardWords", "{who}: no roll yet.").format(who=head)
    row = position.figures[seat]
    sentences = [text]
    for figure, progress in enumerate(row):  # (figure by figure; the house's together)
        if is_ring(progress):
            sentences.extend(ring_sentences(position, setup, seat, figure))
        elif progress >= GOAL_START:
            sentences.append(goal_sentence(position, seat, figure, progress))
    house = [f + 1 for f, p in enumerate(row) if p == HOUSE]
    if len(house) == 1:
        sentences.append(translate("BoardWords", "Figure {n}: house, safe.").format(n=house[0]))
    elif house:
        numbers = ", ".join(str(n) for n in house)
        text = translate("BoardWords", "Figures {list}: house, safe.")
        sentences.append(text.format(list=numbers))
    return " ".join(sentences)


def field_note(position: Position, field: int) -> str:
    """What is special about ring ``field`` (0..39) under the rules in force: a railway
    crossing, a star field ('' for nothing)."""
    if position.rules.railway and field in graph.CROSSINGS:  # (read now: a test may lay another)
        return translate("BoardWords", "railway crossing")
    if position.rules.event_mode and field in STAR_FIELDS:
        return translate("BoardWords", "star field")
    return ""


def field_words(position: Position, field: int) -> str:
    """ "field 17", with what is special there: "field 14 (railway crossing)"."""
    text = translate("BoardWords", "field {n}").format(n=field + 1)
    note = field_note(position, field)
    return f"{text} ({note})" if note else text


def ring_sentences(position: Position, setup: Setup, seat: int, figure: int) -> list[str]:
    """ "Figure 1: field 17, not safe." and the next figures ahead of it and behind it."""
    field = ring_field(seat, position.figures[seat][figure])
    sentences = [
        translate("BoardWords", "Figure {n}: {place}, not safe.").format(
            n=figure + 1, place=field_words(position, field)
        )
    ]
    others = [
        (s, f, ring_field(s, p))
        for s in position.seats
        for f, p in enumerate(position.figures[s])
        if is_ring(p) and (s, f) != (seat, figure)
    ]
    if not others:
        return sentences
    ahead = min(others, key=lambda other: (other[2] - field) % RING_SIZE)
    behind = min(others, key=lambda other: (field - other[2]) % RING_SIZE)
    sentences.append(
        translate("BoardWords", "Next ahead: {who} figure {n}, {away}.").format(
            who=who(setup, ahead[0]), n=ahead[1] + 1, away=away((ahead[2] - field) % RING_SIZE)
        )
    )
    sentences.append(
        translate("BoardWords", "Next behind: {who} figure {n}, {away}.").format(
            who=who(setup, behind[0]), n=behind[1] + 1, away=away((field - behind[2]) % RING_SIZE)
        )
    )
    return sentences


def away(fields: int) -> str:
    return translate("BoardWords", "%n field(s) away", "", fields)


def goal_sentence(position: Position, seat: int, figure: int, progress: int) -> str:
    """ "Figure 4: goal place 2 of 4, safe." """
    place = goal_place(position, seat, progress)
    if figure_safe(position, seat, progress):
        text = translate("BoardWords", "Figure {n}: {place}, safe.")
    else:
        text = translate("BoardWords", "Figure {n}: {place}, not safe.")
    return text.format(n=figure + 1, place=place)


def goal_place(position: Position, seat: int, progress: int) -> str:
    """ "goal place 2 of 4", counted from the lane's entrance."""
    return translate("BoardWords", "goal place {k} of {size}").format(
        k=progress - GOAL_START + 1, size=position.goal_sizes[seat]
    )


def start_field_words(seat: int) -> str:
    """ "start field 11" """
    return translate("BoardWords", "start field {n}").format(n=field_number(seat, 0))
