"""A golden set worked out by hand from GAME.md, not written by the engine.

Each row is a position (the four seats ``f=``, whose turn, the die, the rule flags) and its legal
moves as in ``golden/legal_moves.txt``: ``figure>target``, ``xS.F`` for a capture of seat S's
figure F, ``!duty`` for a move that breaks a duty (penalties), ``pass``. The comment says why.
Ring fields: progress ``p`` of seat ``s`` is field ``(10*s + p) % 40``; G1..G4 are progress
40..43. House figures are one move, for the lowest-numbered one.
"""

from __future__ import annotations

import pytest

from core.moves import legal_moves
from tests.core.helpers import pos
from tools.make_golden import describe

H4 = "H,H,H,H"

BY_HAND = [
    # board, turn, die, rules, legal moves
    # Leaving the house (rule 3) and the start-field duties (rule 7 a, b).
    (f"{H4}/-/{H4}/-", 0, 6, "fc", "0>0"),  # a 6 opens the house
    (f"{H4}/-/{H4}/-", 0, 3, "fc", "pass"),  # nothing else can
    (f"0,H,H,H/-/{H4}/-", 0, 4, "fc", "0>4"),  # clear the start field
    (f"0,4,H,H/-/{H4}/-", 0, 4, "fc", "1>8"),  # start figure blocked by its own at 4
    (f"0,6,H,H/-/{H4}/-", 0, 6, "fc", "1>12"),  # blocked, and the house cannot open onto it
    (f"12,H,H,H/-/{H4}/-", 0, 6, "fc", "1>0"),  # a 6 must bring one out
    (f"12,H,H,H/-/{H4}/-", 0, 5, "fc", "0>17"),
    (f"5,12,G1,G2/-/{H4}/-", 0, 6, "fc", "0>11 1>18"),  # no house figure: a free 6
    (f"0,12,G1,G2/-/{H4}/-", 0, 3, "fc", "0>3 1>15"),  # no house figure: no start duty
    # Captures (rule 6, 7 c).
    ("12,30,H,H/-/12,H,H,H/-", 0, 2, "fc", "1>32x2.0"),  # green 12 is field 32
    ("12,30,H,H/-/12,H,H,H/-", 0, 2, "-", "0>14 1>32x2.0"),  # forced capture off
    (f"{H4}/-/20,H,H,H/-", 0, 6, "fc", "0>0x2.0"),  # green 20 is field 0, red's start
    (f"20,H,H,H/-/{H4}/-", 2, 6, "fc", "0>0x0.0"),  # green comes out on field 20
    (f"1,H,H,H/{H4}/{H4}/8,H,H,H", 3, 3, "fc", "0>11x0.0"),  # yellow 8 + 3: field 38 -> 1
    (f"0,H,H,H/{H4}/{H4}/9,H,H,H", 3, 1, "fc", "0>10x0.0"),  # red on its own start field
    ("-/0,H,H,H/-/17,H,H,H", 3, 3, "fc", "0>20x1.0"),  # blue on its own start field 10
    ("0,12,H,H/-/35,H,H,H/-", 0, 3, "fc", "0>3"),  # start duty before capture (field 15)
    ("0,3,8,H/-/31,H,H,H/-", 0, 3, "fc", "2>11x2.0"),  # start blocked: capture duty
    ("0,12,G1,G2/-/35,H,H,H/-", 0, 3, "fc", "1>15x2.0"),  # no house: capture beats start
    ("5,12,H,H/-/31,H,H,H/-", 0, 6, "fc", "2>0"),  # bringing out beats capture on 11
    ("5,12,H,H/-/31,H,H,H/-", 0, 6, "-", "2>0"),  # forced capture off: still bring out
    ("3,14,22,H/-/27,38,H,H/-", 0, 4, "fc", "0>7x2.0 1>18x2.1"),  # choose among captures
    (f"7,H,H,H/35,H,H,H/{H4}/{H4}", 1, 5, "fc", "0>40"),  # blue 35 (field 5) into G1
    (f"7,H,H,H/35,H,H,H/{H4}/{H4}", 1, 4, "fc", "0>39"),  # to field 9, blue's last
    (f"37,H,H,H/29,H,H,H/{H4}/{H4}", 0, 5, "fc", "0>42"),  # jumps blue on field 39
    # The goal lane (rule 8).
    (f"38,G1,H,H/-/{H4}/-", 0, 1, "fc", "0>39 1>41"),
    (f"38,G1,H,H/-/{H4}/-", 0, 2, "fc", "1>42"),  # G1 taken
    (f"38,G1,H,H/-/{H4}/-", 0, 3, "fc", "1>43"),  # 41 would pass G1
    (f"38,G1,H,H/-/{H4}/-", 0, 3, "fc,jg", "0>41 1>43"),  # ... unless jump in goal
    (f"38,G1,H,H/-/{H4}/-", 0, 4, "fc", "pass"),  # 42 passes G1; G1 + 4 is beyond G4
    (f"38,G1,H,H/-/{H4}/-", 0, 4, "fc,jg", "0>42"),
    (f"39,G1,G2,G3/-/{H4}/-", 0, 4, "fc", "pass"),
    (f"39,G1,G2,G3/-/{H4}/-", 0, 4, "fc,jg", "0>43"),
    (f"39,G1,G2,G3/-/{H4}/-", 0, 6, "fc,jg", "pass"),  # beyond the innermost field
    (f"G1,G2,G3,H/-/{H4}/-", 0, 1, "fc", "2>43"),  # G1 and G2 stand before own figures
    (f"36,38,39,H/-/{H4}/-", 0, 5, "fc", "0>41 1>43"),  # own ring figures never block
    (f"-/G4,G3,38,H/-/{H4}", 1, 3, "fc", "2>41"),  # blue into G2, G3 still ahead
    (f"38,5,15,25/-/{H4}/- goals=5,0,4,0", 0, 6, "fc", "0>44 1>11 2>21 3>31"),  # lane of 5
    ("37,G2,H/-/H,H,H/-", 0, 3, "fc", "0>40"),  # three figures, lane of three
    ("37,G2,H/-/H,H,H/-", 0, 5, "fc", "pass"),  # G3 would pass G2
    ("37,G2,H/-/H,H,H/-", 0, 5, "fc,jg", "0>42"),
    # Penalties (section 3): every physical move, duty-breakers marked, and a pass.
    (f"0,12,H,H/-/{H4}/-", 0, 3, "fc,pen", "0>3 1>15!clear_start pass!move"),
    (f"5,12,H,H/-/{H4}/-", 0, 6, "fc,pen", "0>11!bring_out 1>18!bring_out 2>0 pass!move"),
    ("2,20,H,H/-/25,H,H,H/-", 0, 3, "fc,pen", "0>5x2.0 1>23!capture pass!move"),
    (f"5,H,H,H/1,H,H,H/{H4}/{H4}", 0, 6, "fc,pen", "0>11x1.0!bring_out 1>0 pass!move"),
    (f"{H4}/-/{H4}/-", 0, 5, "fc,pen", "pass"),  # no move at all: the pass breaks nothing
    (f"5,12,G1,G2/-/{H4}/-", 0, 3, "fc,pen", "0>8 1>15 pass!move"),  # G1 + 3 passes G2
    (f"5,12,G1,G2/-/{H4}/-", 0, 3, "fc,jg,pen", "0>8 1>15 2>43 pass!move"),
    (
        f"14,25,5,33/7,18,38,H/{H4}/{H4}",
        0,
        3,
        "fc,pen",
        "0>17x1.0 1>28x1.1 2>8x1.2 3>36!capture pass!move",
    ),
]


@pytest.mark.parametrize(("board", "turn", "die", "rules", "expected"), BY_HAND)
def test_legal_moves_worked_out_by_hand(
    board: str, turn: int, die: int, rules: str, expected: str
) -> None:
    position = pos(f"f={board} turn={turn} phase=move die={die} rolls=0 rules={rules}")
    assert " ".join(describe(m) for m in legal_moves(position)) == expected


def test_the_hand_set_is_a_few_dozen_distinct_positions() -> None:
    assert len(BY_HAND) >= 40
    assert len({row[:4] for row in BY_HAND}) == len(BY_HAND)
