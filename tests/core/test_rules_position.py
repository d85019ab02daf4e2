"""The position as a value, and the facts it derives from its figures.

Two positions are equal exactly when every attribute is (the same text in the notation), equal
positions hash alike, and a position shows itself as its notation. It counts a seat's goal
figures, knows whether a seat has won (all its figures in the goal; an empty seat never has),
makes a copy with one figure moved, and computes its legal moves once.
"""

from __future__ import annotations

from core.board import HOUSE
from core.moves import legal_moves, offered_moves
from core.setup import Setup
from tests.core.helpers import PLAIN, pos, random_game

HOME = "H,H,H,H"
TEXT = "MADN1 f=H,5,G1,H/-/12,H,H,H/- turn=0 phase=move die=6 rolls=0 rules=fc"


def test_positions_are_equal_exactly_when_their_attributes_are() -> None:
    position = pos(TEXT)
    assert position == position and position == pos(TEXT)
    assert position != pos(TEXT.replace("die=6", "die=5"))
    assert position != pos(TEXT.replace("12,H", "13,H"))
    assert position != pos(TEXT.replace("rules=fc", "rules=fc,jg"))
    assert position != TEXT and position.__eq__(TEXT) is NotImplemented


def test_equal_positions_hash_alike_and_different_ones_apart() -> None:
    assert hash(pos(TEXT)) == hash(pos(TEXT))
    game = random_game(Setup.of((0, 1, 2, 3), PLAIN), 4)
    distinct = set(game.positions)
    assert len(distinct) > 300
    # A usable hash for the AI's tables: a few hundred positions of one game, each its own
    # 64-bit hash value (a collision among them is as likely as one in 10**14).
    assert len({hash(p) for p in distinct}) == len(distinct)


def test_a_position_shows_itself_as_its_notation() -> None:
    assert repr(pos(TEXT)) == f"Position('{TEXT}')"


def test_goal_figures_are_counted_per_seat() -> None:
    position = pos(f"f=G1,G3,H,5/-/{HOME}/- turn=0 phase=roll")
    assert position.in_goal(0) == 2  # G1 and G3; 5 is on the ring
    assert position.in_goal(2) == 0
    assert pos("f=G1,G2,G3,G4/-/39,H,H,H/- turn=2 phase=roll").in_goal(0) == 4


def test_a_copy_with_one_figure_moved() -> None:
    position = pos("f=5,H,H,H/-/12,H,H,H/- turn=0 phase=roll")
    moved = position.with_figure(2, 1, 7)
    assert moved == pos("f=5,H,H,H/-/12,7,H,H/- turn=0 phase=roll")
    assert position.figures[2] == (12, HOUSE, HOUSE, HOUSE)  # the original is unchanged
    assert position.with_figure(0, 0, 40).figures[0] == (40, HOUSE, HOUSE, HOUSE)


def test_the_legal_moves_are_computed_once_and_handed_out_as_copies() -> None:
    position = pos(TEXT)
    kept = offered_moves(position)
    assert offered_moves(position) is kept
    copy = legal_moves(position)
    assert copy == kept and copy is not kept
    copy.clear()
    assert offered_moves(position) == kept == legal_moves(position) != []


def test_a_copy_changes_exactly_the_fields_asked_for_and_no_unknown_one() -> None:
    import pytest

    from core.chance import Dice
    from core.event.state import EventState
    from core.position import _FIELDS, Phase, Position
    from core.rules import Rules

    start = Setup().start()
    other = Position(
        Rules(railway=False),
        (0, 2),
        ((1, 2, 3, 4), (), (5, 6, 7, 8), ()),
        (4, 0, 4, 0),
        2,
        Phase.MOVE,
        (3,),
        2,
        (1,),
        (0, 2),
        (4,),
        Dice(4),
        3,
        2,
        EventState(),
    )
    assert len(_FIELDS) == 15
    for name in _FIELDS:
        assert getattr(other, name) != getattr(start, name), name
        changed = start.but(**{name: getattr(other, name)})
        for field in _FIELDS:
            expected = other if field == name else start
            assert getattr(changed, field) == getattr(expected, field), (name, field)
    with pytest.raises(TypeError, match="a position has no attribute 'colour'"):
        start.but(colour=1)
