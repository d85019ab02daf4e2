"""The normal and strong levels know the train: with ``train=1`` it passes before the seat that
moves now moves again (the round ends before that seat's next turn), so a figure left on a
crossing is as good as home; with ``train=2`` or more the seat moves again first, and the train
changes nothing about the choice.

The positions are built so that, without the train, the move onto the crossing is the better one
(its figure is further on, nobody threatens either field): only the train can turn the choice.
"""

from __future__ import annotations

import pytest

from core.ai import NormalPlayer, StrongPlayer
from core.ai.base import figures_after
from core.ai.normal import THREAT, THREAT_BASE, score_move, train_loss
from core.ai.strong import facts_of
from core.moves import Move, legal_moves
from core.notation import parse_position
from core.position import Position

# Red (seat 0) with a 4: the figure at 9 reaches crossing 13, the one at 3 reaches 7. Green
# has every figure in its house (nothing can reach red's fields in one turn).
ONTO_13 = "MADN1 f=9,3,H,H/-/H,H,H,H/- turn=0 phase=move die=4 rolls=0 rules={rules}"
# Green (seat 2) with a 4: the figure at 11 reaches progress 15 = ring field 35, the other 9.
ONTO_35 = "MADN1 f=H,H,H,H/-/11,5,H,H/- turn=2 phase=move die=4 rolls=0 rules={rules}"
# Red's figure on crossing 13 can leave it with the 4, or the figure at 3 moves.
OFF_13 = "MADN1 f=13,3,H,H/-/H,H,H,H/- turn=0 phase=move die=4 rolls=0 rules={rules}"
# Red's figure at 39 reaches G4 with the 4: under the track, but the innermost field is safe.
INTO_G4 = "MADN1 f=39,5,H,H/-/H,H,H,H/- turn=0 phase=move die=4 rolls=0 rules={rules}"

DUE = "fc,rw train=1 open=0"
LATER = "fc,rw train=2 open=0"
NO_RAILWAY = "fc"

Levels = [NormalPlayer, StrongPlayer]


def at(template: str, rules: str) -> Position:
    return parse_position(template.format(rules=rules))


def chosen(level: type[NormalPlayer] | type[StrongPlayer], position: Position, seed: int) -> int:
    return level(seed).choose(position, legal_moves(position)).target


def by_target(position: Position, target: int) -> Move:
    [move] = [m for m in legal_moves(position) if m.target == target]
    return move


@pytest.mark.parametrize("level", Levels)
@pytest.mark.parametrize(
    ("template", "crossing", "elsewhere"), [(ONTO_13, 13, 7), (ONTO_35, 15, 9)]
)
def test_a_due_train_keeps_the_figure_off_the_crossing(
    level: type[NormalPlayer] | type[StrongPlayer], template: str, crossing: int, elsewhere: int
) -> None:
    for seed in range(8):
        assert chosen(level, at(template, NO_RAILWAY), seed) == crossing
        assert chosen(level, at(template, LATER), seed) == crossing
        assert chosen(level, at(template, DUE), seed) == elsewhere


@pytest.mark.parametrize("level", Levels)
def test_a_due_train_makes_leaving_the_crossing_urgent(
    level: type[NormalPlayer] | type[StrongPlayer],
) -> None:
    for seed in range(8):
        assert chosen(level, at(OFF_13, DUE), seed) == 17


def test_facts_of_say_when_the_train_is_due() -> None:
    assert facts_of(at(ONTO_13, DUE)).train_due is True
    assert facts_of(at(ONTO_13, LATER)).train_due is False
    assert facts_of(at(ONTO_13, "fc,rw train=5 open=0")).train_due is False
    assert facts_of(at(ONTO_13, NO_RAILWAY)).train_due is False


def test_the_normal_levels_train_loss_is_the_figures_travelled_distance() -> None:
    due = at(ONTO_13, DUE)
    assert train_loss(due, 0, by_target(due, 13)) == THREAT_BASE + 13
    assert train_loss(due, 0, by_target(due, 7)) == 0.0
    green = at(ONTO_35, DUE)
    assert train_loss(green, 2, by_target(green, 15)) == THREAT_BASE + 15
    leaving = at(OFF_13, DUE)
    assert train_loss(leaving, 0, by_target(leaving, 17)) == -(THREAT_BASE + 13)
    safe = at(INTO_G4, DUE)
    assert train_loss(safe, 0, by_target(safe, 43)) == 0.0  # the innermost goal field is safe
    for rules in (LATER, NO_RAILWAY):
        position = at(ONTO_13, rules)
        assert [train_loss(position, 0, m) for m in legal_moves(position)] == [0.0, 0.0]


def test_the_normal_levels_scores_change_only_by_the_train_loss() -> None:
    plain, later, due = (at(ONTO_13, r) for r in (NO_RAILWAY, LATER, DUE))
    for target in (13, 7):
        base = score_move(plain, by_target(plain, target))
        assert score_move(later, by_target(later, target)) == base
        loss = THREAT * (THREAT_BASE + 13) if target == 13 else 0.0
        assert score_move(due, by_target(due, target)) == pytest.approx(base - loss)


def test_the_strong_level_does_not_care_about_a_train_two_rounds_away() -> None:
    plain, later = at(ONTO_13, NO_RAILWAY), at(ONTO_13, LATER)
    player = StrongPlayer(0)
    for target in (13, 7):
        tables = [figures_after(p.figures, 0, by_target(p, target)) for p in (plain, later)]
        assert player.score(facts_of(later), tables[1], 0) == player.score(
            facts_of(plain), tables[0], 0
        )


def test_the_strong_level_scores_a_figure_on_a_crossing_as_sent_home() -> None:
    due, later = at(ONTO_13, DUE), at(ONTO_13, LATER)
    player = StrongPlayer(0)
    onto = figures_after(due.figures, 0, by_target(due, 13))
    home = ((-1, 3, -1, -1), *onto[1:])
    assert player.score(facts_of(due), onto, 0) == player.score(facts_of(due), home, 0)
    assert player.score(facts_of(later), onto, 0) != player.score(facts_of(later), home, 0)
    # An opponent stuck on a crossing counts as captured: green on field 35 (progress 15).
    green_on = ((9, 3, -1, -1), (), (15, -1, -1, -1), ())
    green_home = ((9, 3, -1, -1), (), (-1, -1, -1, -1), ())
    assert player.score(facts_of(due), green_on, 0) == player.score(facts_of(due), green_home, 0)
    assert player.score(facts_of(later), green_on, 0) != player.score(
        facts_of(later), green_home, 0
    )


def test_the_strong_level_keeps_a_safe_goal_figure_under_the_track() -> None:
    due, plain = at(INTO_G4, DUE), at(INTO_G4, NO_RAILWAY)
    player = StrongPlayer(0)
    table = figures_after(due.figures, 0, by_target(due, 43))
    assert player.score(facts_of(due), table, 0) == player.score(facts_of(plain), table, 0)
