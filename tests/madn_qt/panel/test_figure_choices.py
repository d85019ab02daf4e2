"""The Figures box's choices without a window (madn_qt/panel/figure_choices.py, docs/ui.md "Many
figures"): a button per figure up to four figures and only the movable ones beyond, in the order
of the figures, the plain route first at a branch, the house move on the first house figure, a
pass never a button (issue 34: each decision pinned at its boundary)."""

from __future__ import annotations

from core.moves import PASS, Move, legal_moves
from core.position import Position
from madn_qt.panel.figure_choices import (
    EVERY_FIGURE_UP_TO,
    choice_entries,
    every_figure,
    figures_summary,
    route_order,
)
from tests.core.event.test_event_paths import moving
from tests.core.helpers import pos


def _keys(position: Position, moves: list[Move]) -> list[tuple[int, int, tuple[str, ...]] | None]:
    return [None if m is None else m.key for _, m, _ in choice_entries(position, moves, {})]


def test_the_plain_route_comes_first_then_one_path_then_two() -> None:
    plain = Move(0, 5, 9)
    shortcut = Move(0, 5, 12, paths=("shortcut",))
    detour = Move(0, 5, 7, paths=("detour",))
    both = Move(0, 5, 14, paths=("detour", "shortcut"))
    assert sorted([both, detour, shortcut, plain], key=route_order) == [
        plain,
        detour,
        shortcut,
        both,
    ]
    assert route_order(plain) < route_order(shortcut) < route_order(both)


def test_a_branch_offers_the_plain_route_first_whatever_the_order_of_the_moves() -> None:
    # Figure 1 on 19 with a 3: on to 22, or over the shortcut 21 -> 25.
    position = moving("5,19,H,H/-/H,H,H,H/-", 3, "21:38")
    moves = legal_moves(position)
    expected = [(0, 8, ()), (1, 22, ()), (1, 25, ("shortcut",)), None, None]
    assert _keys(position, moves) == expected
    assert _keys(position, list(reversed(moves))) == expected
    entries = choice_entries(position, list(reversed(moves)), {})
    assert entries[3][0] == "Figure 3 — house" and entries[4][0] == "Figure 4 — house"
    # What a screen reader says: the move in full, the way over the shortcut too (issue 36).
    assert [entry[2] for entry in entries] == [
        "Figure 1 — field 6 → 9",
        "Figure 2 — field 20 → 23 (star field)",
        "Figure 2 — field 20 → 26, via the green shortcut: 22 → 26",
        "Figure 3 — house, cannot move",
        "Figure 4 — house, cannot move",
    ]


def test_up_to_four_figures_every_figure_has_a_button_beyond_only_the_movable_ones() -> None:
    assert EVERY_FIGURE_UP_TO == 4
    four = moving("5,19,H,H/-/H,H,H,H/-", 3, "21:38")
    five = moving("5,19,H,H,H/-/H,H,H,H/-", 3, "21:38")
    three = pos("f=5,H,H/-/H,H,H/- turn=0 phase=move die=3 rules=fc,ev open=0 paths=21:38")
    assert every_figure(four) and every_figure(three) and not every_figure(five)
    assert _keys(five, legal_moves(five)) == [(0, 8, ()), (1, 22, ()), (1, 25, ("shortcut",))]
    assert _keys(three, legal_moves(three)) == [(0, 8, ()), None, None]
    assert figures_summary(five, 0) == "House 3 · on the way 2 · goal 0 of 5"


def test_the_house_move_is_on_the_first_house_figure_and_a_pass_is_no_button() -> None:
    position = pos("f=H,7,H,H/-/H,H,H,H/- turn=0 phase=move die=6")
    (house,) = legal_moves(position)
    entries = choice_entries(position, [house, PASS], {})
    assert [m for _, m, _ in entries] == [house, None, None, None]
    assert entries[0][0] == "Figure 1 — house → field 1"
    assert entries[0][2] == "Figure 1 — house → start field 1"
    assert entries[1][0] == "Figure 2 — field 8"
    nothing = pos("f=H,H,H,H/-/H,H,H,H/- turn=0 phase=move die=3")
    assert [m for _, m, _ in choice_entries(nothing, [PASS], {})] == [None] * 4
    grown = moving("H,H,H,H,H/-/H,H,H,H/-", 3, "21:38")
    assert choice_entries(grown, [PASS], {}) == []


def test_a_capture_names_the_figure_sent_home() -> None:
    position = pos("f=5,H,H,H/-/H,H,H,H/18 turn=0 phase=move die=3")
    (move,) = [m for m in legal_moves(position) if m.capture is not None]
    ((text, chosen, spoken), *_) = choice_entries(position, [move], {3: "Dario"})
    assert chosen == move and text.endswith(", captures Dario")
    assert spoken == "Figure 1 — field 6 → 9, captures Dario (yellow) figure 1"
