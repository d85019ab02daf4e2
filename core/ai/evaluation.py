"""The strong level's evaluation: what a figure table is worth to the seat that just moved.

A seat's standing is the expected number of turns it still needs to bring every figure home
(:mod:`core.ai.race`, exact for a seat playing alone), plus the expected turns it loses to
captures before it moves again: for each ring figure, the chance of being captured (exact one-turn
threat tables of :mod:`core.ai.threat`) times the turns that figure's return to the house costs.
For the seat that moved, every opponent moves before it does again, so their threats count in
full; an opponent's figures threatened by the moving seat are only chances (the opponent may move
away first), so those count with weight ``chance``, and threats among opponents with ``other``.

The score is ``rival`` times the sum of the opponents' turns less the moving seat's own turns (in a
two-player game the opponent counts in full): higher is better.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from core.ai.race import Hazard, estimate_turns, race_table
from core.ai.threat import Table, threat_table
from core.board import FIELDS_PER_SEAT, GOAL_START, HOUSE, RING_SIZE
from core.chance import D6, Dice

Figures = tuple[tuple[int, ...], ...]


@dataclass(frozen=True, slots=True)
class Weights:
    """Tunable weights of the evaluation (defaults tuned by self-play, see docs/ai.md)."""

    hazard: float = 0.03  # chance per turn and opponent that a ring figure is captured (race)
    start_hazard: float = 0.0  # more on an opponent's start field (0.15 measured: no gain)
    own_start_hazard: float = 0.0  # more per opponent on the own start field
    risk: float = 1.0  # own expected turns lost to capture
    approach: float = 0.0  # chance per opponent figure 7..``reach`` fields behind (next rounds)
    reach: int = 15
    chance: float = 0.5  # opponents' expected loss to this seat's figures
    other: float = 0.3  # opponents' expected loss to each other
    rival: float = 0.4  # weight of each opponent's turns with two or more opponents
    win: float = 1_000.0  # all figures in the goal (beyond any count of turns)


DEFAULT_WEIGHTS = Weights()


@dataclass(frozen=True, slots=True)
class Facts:
    """The facts of a position the evaluation needs besides the figure table."""

    active: tuple[int, ...]
    last: tuple[int, ...]  # progress of each seat's innermost goal field (by seat index)
    jump_in_goal: bool
    train_due: bool = False  # the train passes before the seat that moved moves again
    dice: Dice = D6  # the dice of the coming rolls


@functools.lru_cache(maxsize=256)
def hazard_of(seat: int, active: tuple[int, ...], w: Weights) -> Hazard:
    """Chance per turn that a figure of ``seat`` on each ring progress is captured (race tables).

    Measured in games against random players: about 0.08 per turn with three opponents, 0.15 on
    the own start field and 0.25 on an opponent's start field. Giving the start fields their
    extra hazard won no games in self-play (docs/ai.md), so by default the hazard is uniform.
    """
    opponents = [o for o in active if o != seat]
    hazard = [w.hazard * len(opponents)] * RING_SIZE
    hazard[0] += w.own_start_hazard * len(opponents)
    for other in opponents:
        hazard[(FIELDS_PER_SEAT * (other - seat)) % RING_SIZE] += w.start_hazard
    return tuple(hazard)


def turns_left(
    row: tuple[int, ...], last: int, jump_in_goal: bool, hazard: Hazard, dice: Dice = D6
) -> float:
    """Expected turns the seat needs from ``row`` (race table, or an estimate)."""
    table = race_table(len(row), last, jump_in_goal, hazard, dice)
    if table is None:
        return estimate_turns(row, last, dice)
    return table[tuple(sorted(row))]


def evaluate(facts: Facts, figures: Figures, me: int, w: Weights = DEFAULT_WEIGHTS) -> float:
    """Score of ``figures`` for seat ``me``, which has just moved (higher is better)."""
    if all(p >= GOAL_START for p in figures[me]):
        return w.win
    rival = 1.0 if len(facts.active) <= 2 else w.rival
    return sum(
        -turns if seat == me else rival * turns
        for seat, turns in standings(facts, figures, me, w).items()
    )


def standings(
    facts: Facts, figures: Figures, me: int, w: Weights = DEFAULT_WEIGHTS
) -> dict[int, float]:
    """Every active seat's expected turns to bring all its figures home, counting what it is
    expected to lose to captures before ``me`` (which has just moved) moves again."""
    active = facts.active
    jump = facts.jump_in_goal
    dice = facts.dice
    tables: dict[int, Table] = {
        s: threat_table(figures[s], facts.last[s], jump, dice) for s in active
    }
    result: dict[int, float] = {}
    for seat in active:
        row = figures[seat]
        last = facts.last[seat]
        hazard = hazard_of(seat, active, w)
        turns = turns_left(row, last, jump, hazard, dice)
        loss = 0.0
        for figure, progress in enumerate(row):
            if not 0 <= progress < RING_SIZE:
                continue
            field = FIELDS_PER_SEAT * seat + progress
            survive = 1.0
            for other in active:
                if other == seat:
                    continue
                q = tables[other][(field - FIELDS_PER_SEAT * other) % RING_SIZE]
                if q:
                    if seat == me:
                        survive *= 1.0 - q
                    elif other == me:
                        survive *= 1.0 - w.chance * q
                    else:
                        survive *= 1.0 - w.other * q
            if seat == me and w.approach:
                survive *= _approaching(figures, active, me, field, w)
            if survive < 1.0:
                home = (*row[:figure], HOUSE, *row[figure + 1 :])
                loss += (1.0 - survive) * (turns_left(home, last, jump, hazard, dice) - turns)
        result[seat] = turns + w.risk * loss
    return result


def _approaching(
    figures: Figures, active: tuple[int, ...], me: int, field: int, w: Weights
) -> float:
    """Chance to survive the opponent figures that are out of reach this round but coming."""
    survive = 1.0
    for other in active:
        if other == me:
            continue
        for theirs in figures[other]:
            if 0 <= theirs < RING_SIZE:
                gap = (field - FIELDS_PER_SEAT * other - theirs) % RING_SIZE
                if 7 <= gap <= w.reach and theirs + gap < RING_SIZE:
                    survive *= 1.0 - w.approach
    return survive
