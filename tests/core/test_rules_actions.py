"""What a position offers the seat to move (``core.engine.legal_actions``), and that a copy of a
position offers its own moves.

In phase ``move`` the actions are the legal moves (a pass included when it is one); at a chance
node and at the end there are none. A position keeps its legal moves once computed; a copy made
with other pips (``Position.but``) computes its own.
"""

from __future__ import annotations

from core.engine import legal_actions
from core.moves import PASS, Move, legal_moves
from tests.core.helpers import keys, pos


def test_in_phase_move_the_actions_are_the_legal_moves() -> None:
    position = pos("f=5,H,H,H/-/H,H,H,H/- turn=0 phase=move die=3")
    actions = legal_actions(position)
    assert actions == [Move(0, 5, 8, None, None, (5, 6, 7, 8))]
    assert actions == legal_moves(position)
    assert legal_actions(pos("f=H,H,H,H/-/H,H,H,H/- turn=0 phase=move die=3")) == [PASS]


def test_a_chance_node_and_the_end_offer_no_action() -> None:
    assert legal_actions(pos("f=5,H,H,H/-/H,H,H,H/- turn=0 phase=roll")) == []
    assert legal_actions(pos("f=G1,G2,G3,G4/-/H,H,H,H/- turn=0 phase=over rolls=0 done=0")) == []


def test_a_copy_with_other_pips_offers_its_own_moves() -> None:
    position = pos("f=5,H,H,H/-/H,H,H,H/- turn=0 phase=move die=3")
    assert keys(position) == [(0, 8)]  # computed and kept by the position
    assert keys(position.but(pips=(4,))) == [(0, 9)]
    assert keys(position.but(pips=(6,))) == [(1, 0)]  # a 6 brings a figure out
    assert keys(position) == [(0, 8)]
