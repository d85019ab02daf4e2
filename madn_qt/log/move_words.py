"""What a figure's button does, in words for a screen reader (issue 36): its accessible name.

The button shows a compact text ("Figure 1 — house → field 1"); its accessible name says the
move in full: "Figure 1 — house → start field 1", "Figure 3 — field 38 → goal place 3 of 4",
"Figure 2 — field 17 → 21, captures Ben (blue)", a way along event mode's special paths ("…, via
the orange detour: 10 → 7"), a field that is special ("field 14 (railway crossing)", "field 13
(star field)"), a penalty, and for a figure the roll cannot move, where it stands. Pure (no
widgets); the places are :mod:`madn_qt.log.board_words`'s.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from core.board import HOUSE, is_ring, ring_field
from core.moves import Move
from core.position import Position
from madn_qt.log.board_words import field_note, field_words, goal_place, start_field_words
from madn_qt.log.route_text import short_way
from madn_qt.texts import duty_text, seat_label

translate = QCoreApplication.translate


def place_words(position: Position, seat: int, progress: int) -> str:
    """Where a figure of ``seat`` stands: "house", "field 17", "goal place 2 of 4"."""
    if progress == HOUSE or progress < 0:
        return translate("MoveWords", "house")
    if is_ring(progress):
        return field_words(position, ring_field(seat, progress))
    return goal_place(position, seat, progress)


def move_words(position: Position, move: Move, names: Mapping[int, str]) -> str:
    """The accessible name of the button that plays ``move`` for the seat to move."""
    seat = position.turn
    if move.is_pass:
        if move.breaks is not None:
            return translate("MoveWords", "Pass — Penalty: {duty}").format(
                duty=duty_text(move.breaks)
            )
        return translate("MoveWords", "Pass: no figure can move")
    start = place_words(position, seat, move.start)
    if move.start == HOUSE:
        target = start_field_words(seat)
    elif is_ring(move.start) and is_ring(move.target):
        field = ring_field(seat, move.target)
        note = field_note(position, field)  # (a crossing or a star field says so)
        target = f"{field + 1} ({note})" if note else str(field + 1)  # "field 17 → 21"
    else:
        target = place_words(position, seat, move.target)
    text = translate("MoveWords", "Figure {n} — {start} → {target}").format(
        n=move.figure + 1, start=start, target=target
    )
    way = short_way(seat, move.route, move.paths)
    if way:
        text = translate("MoveWords", "{move}, via {way}").format(move=text, way=way)
    if move.capture is not None:
        victim_seat, victim_figure = move.capture
        victim = seat_label(victim_seat, names.get(victim_seat, ""))
        text = translate("MoveWords", "{move}, captures {victim} figure {n}").format(
            move=text, victim=victim, n=victim_figure + 1
        )
    if move.breaks is not None:
        text = translate("MoveWords", "{move} — Penalty: {duty}").format(
            move=text, duty=duty_text(move.breaks)
        )
    return text


def still_words(position: Position, figure: int) -> str:
    """The accessible name of a greyed button: the figure the roll cannot move, and where it
    stands ("Figure 3 — goal place 2 of 4, cannot move")."""
    seat = position.turn
    place = place_words(position, seat, position.figures[seat][figure])
    return translate("MoveWords", "Figure {n} — {place}, cannot move").format(
        n=figure + 1, place=place
    )
