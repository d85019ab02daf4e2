"""Chance as explicit nodes: the dice, the nodes' ranges and answers, and the two providers.

A chance node says what a position waits for (the die of its dice, or the railway's interval);
a provider answers it with values in the node's range. The seeded provider draws exactly as the
seeded dice always did (one ``Rng.between(low, high)`` per value, from one stream), so old games
replay; the scripted one hands out fixed lists and raises ``IndexError`` when one runs out.
"""

from __future__ import annotations

from collections import Counter

import pytest

import core.position
from core.chance import (
    D6,
    ChanceKind,
    ChanceNode,
    Dice,
    Draw,
    Roll,
    ScriptedChance,
    SeededChance,
)
from core.position import TRAIN_NODE, die_node
from core.rng import Rng
from tests.core.helpers import pos


def test_dice_are_written_as_in_the_notation() -> None:
    assert str(D6) == "d6" and Dice(6, 1) == D6
    assert str(Dice(6, 2)) == "d6x2"
    assert str(Dice(10)) == "d10"
    assert str(Dice(4, 2)) == "d4x2"


def test_the_nodes_of_the_dice_and_of_the_train() -> None:
    assert die_node(D6) == ChanceNode(ChanceKind.DIE, 1, 6, 1)
    assert die_node(Dice(6, 2)) == ChanceNode(ChanceKind.DIE, 1, 6, 2)
    assert die_node(Dice(10)) == ChanceNode(ChanceKind.DIE, 1, 10, 1)
    assert die_node(Dice(4)).outcomes == 4 and die_node(D6).outcomes == 6
    assert ChanceNode(ChanceKind.TRAIN, 2, 5, 1) == TRAIN_NODE
    assert TRAIN_NODE.outcomes == 4
    assert ChanceKind.DIE.value == "die" and ChanceKind.TRAIN.value == "train"


def test_a_die_node_is_made_once_per_dice(monkeypatch: pytest.MonkeyPatch) -> None:
    # Nothing made yet (earlier tests have made the usual dice's nodes): each dice get their own
    # node when first asked, and the same object every time after.
    monkeypatch.setattr(core.position, "_DIE_NODES", {})
    two_d10 = die_node(Dice(10, 2))
    assert two_d10 == ChanceNode(ChanceKind.DIE, 1, 10, 2)
    assert die_node(Dice(4)) == ChanceNode(ChanceKind.DIE, 1, 4, 1)
    assert die_node(Dice(10, 2)) is two_d10
    assert die_node(D6) == ChanceNode(ChanceKind.DIE, 1, 6, 1) and die_node(D6) is die_node(D6)


@pytest.mark.parametrize(
    ("text", "node"),
    [
        ("f=H,H/-/H,H/- turn=0 phase=roll rolls=3 rules=fc", ChanceNode(ChanceKind.DIE, 1, 6)),
        (
            "f=H,H/-/H,H/- turn=0 phase=roll rolls=1 rules=fc dice=d6x2",
            ChanceNode(ChanceKind.DIE, 1, 6, 2),
        ),
        (
            "f=H,H/-/H,H/- turn=0 phase=roll rolls=1 rules=fc dice=d10",
            ChanceNode(ChanceKind.DIE, 1, 10),
        ),
        (
            "f=H,H/-/H,H/- turn=0 phase=rolloff rolls=1 rules=fc,ro rolloff=0,2:",
            ChanceNode(ChanceKind.DIE, 1, 6),
        ),
        ("f=H,H/-/H,H/- turn=0 phase=train rolls=0 rules=fc,rw train=0 open=0", TRAIN_NODE),
        ("f=5,H/-/H,H/- turn=0 phase=move die=3 rules=fc", None),
        ("f=G1,G2/-/H,H/- turn=0 phase=over rolls=0 rules=fc done=0", None),
    ],
)
def test_a_position_names_the_draw_it_waits_for(text: str, node: ChanceNode | None) -> None:
    assert pos(text).chance_node() == node


def test_answers_are_rolls_for_the_die_and_draws_for_everything_else() -> None:
    assert die_node(D6).answer((4,)) == Roll((4,))
    assert die_node(Dice(6, 2)).answer((6, 1)) == Roll((6, 1)) == Roll.of(6, 1)
    assert TRAIN_NODE.answer((3,)) == Draw(ChanceKind.TRAIN, 3)
    with pytest.raises(ValueError) as raised:
        TRAIN_NODE.answer((3, 4))
    assert str(raised.value) == "a train draw is one value, not [3, 4]"
    with pytest.raises(ValueError):
        TRAIN_NODE.answer(())


def test_seeded_chance_draws_between_low_and_high_from_one_stream() -> None:
    chance = SeededChance(99)
    rng = Rng(99)
    nodes = [die_node(D6), TRAIN_NODE, die_node(Dice(6, 2)), die_node(Dice(10)), TRAIN_NODE] * 40
    for node in nodes:
        expected = tuple(rng.between(node.low, node.high) for _ in range(node.count))
        assert chance.draw(node) == expected


def test_seeded_chance_draws_the_pinned_dice_of_the_old_seeded_dice() -> None:
    # Seed 7's first twelve D6 rolls as Rng(7).between(1, 6) gives them (test_known_answers.py).
    chance = SeededChance(7)
    assert [chance.draw(die_node(D6))[0] for _ in range(12)] == [4, 1, 1, 4, 5, 4, 5, 1, 6, 6, 2, 5]


def test_seeded_chance_is_reproducible_and_seed_dependent() -> None:
    def draws(seed: int) -> list[tuple[int, ...]]:
        chance = SeededChance(seed)
        return [chance.draw(TRAIN_NODE) for _ in range(50)]

    assert draws(3) == draws(3)
    assert draws(3) != draws(4)


def test_six_thousand_seeded_train_draws_are_uniform_over_two_to_five() -> None:
    chance = SeededChance(20261201)
    counts = Counter(chance.draw(TRAIN_NODE)[0] for _ in range(6000))
    assert set(counts) == {2, 3, 4, 5}
    expected = 6000 / 4
    chi_square = sum((counts[v] - expected) ** 2 / expected for v in (2, 3, 4, 5))
    # 3 degrees of freedom: a fair generator stays below 16.27 in 999 of 1,000 seeds; each
    # count within 4.5 standard deviations (33.5) of 1,500.
    assert chi_square < 16.27, counts
    assert all(1350 < counts[v] < 1650 for v in (2, 3, 4, 5)), counts


def test_seeded_die_draws_cover_every_face() -> None:
    chance = SeededChance(1)
    counts = Counter(chance.draw(die_node(D6))[0] for _ in range(6000))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    expected = 1000
    assert sum((counts[v] - expected) ** 2 / expected for v in range(1, 7)) < 20.52  # 5 df


def test_scripted_chance_hands_out_its_lists_per_kind() -> None:
    chance = ScriptedChance([6, 3, 4, 1], {ChanceKind.TRAIN: [5, 2]})
    assert chance.draw(TRAIN_NODE) == (5,)
    assert chance.draw(die_node(D6)) == (6,)
    assert chance.draw(die_node(Dice(6, 2))) == (3, 4)  # two dice take two values
    assert chance.draw(TRAIN_NODE) == (2,)
    assert chance.draw(die_node(D6)) == (1,)


def test_scripted_chance_that_runs_out_raises_index_error() -> None:
    chance = ScriptedChance([6], {ChanceKind.TRAIN: [3]})
    chance.draw(die_node(D6))
    with pytest.raises(IndexError) as raised:
        chance.draw(die_node(D6))
    assert str(raised.value) == "the scripted die values have run out"
    chance.draw(TRAIN_NODE)
    with pytest.raises(IndexError) as train:
        chance.draw(TRAIN_NODE)
    assert str(train.value) == "the scripted train values have run out"


def test_scripted_chance_without_a_list_for_a_kind_runs_out_at_once() -> None:
    with pytest.raises(IndexError, match="the scripted train values have run out"):
        ScriptedChance([1, 2, 3]).draw(TRAIN_NODE)
    with pytest.raises(IndexError, match="the scripted die values have run out"):
        ScriptedChance().draw(die_node(D6))
    # Two dice with one value left: the node is not half answered.
    chance = ScriptedChance([4])
    with pytest.raises(IndexError):
        chance.draw(die_node(Dice(6, 2)))
    assert chance.draw(die_node(D6)) == (4,)


def test_scripted_chance_keeps_its_own_copy_of_the_lists() -> None:
    dice = [2, 3]
    chance = ScriptedChance(dice)
    dice[0] = 6
    assert chance.draw(die_node(D6)) == (2,)
