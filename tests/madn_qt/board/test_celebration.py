"""The winner's celebration as plain numbers: hops in a wave, confetti in the winner's colour
that lands on the board, an end after about 2.6 s, and nothing that moves under reduced motion."""

from __future__ import annotations

import numpy as np
import pytest

from madn_qt import palette
from madn_qt.board.celebration import CELEBRATION_SECONDS, CONFETTI_COUNT, HOP_RISE, Celebration

TIMES = np.linspace(0.0, CELEBRATION_SECONDS, 200)


def test_it_lasts_between_two_and_three_seconds() -> None:
    party = Celebration(0)
    assert 2.0 <= party.duration <= 3.0
    assert not party.done(party.duration - 0.01) and party.done(party.duration)
    assert party.confetti(party.duration, 0.0) == []
    assert all(party.figure_lift(f, party.duration) == 0.0 for f in range(4))


def test_the_figures_hop_one_after_another() -> None:
    party = Celebration(2)
    lifts = np.array([[party.figure_lift(f, t) for t in TIMES] for f in range(4)])
    assert lifts.min() >= 0.0 and lifts.max() <= HOP_RISE + 1e-9
    assert (lifts.max(axis=1) > 0.8 * HOP_RISE).all()  # every figure hops high
    first_up = [int(np.argmax(row > 0.05)) for row in lifts]
    assert first_up == sorted(first_up) and first_up[0] < first_up[3]  # a wave
    assert lifts[:, -1].max() == 0.0  # all back down at the end


@pytest.mark.parametrize("seat", range(4))
def test_confetti_falls_in_the_winners_colour_and_lands_on_the_board(seat: int) -> None:
    party = Celebration(seat)
    early = party.confetti(0.1, 0.05)
    assert len(early) == CONFETTI_COUNT
    paint = np.array(palette.SEAT_PAINT[seat])
    colours = np.array([c for _, c in early])
    near = np.linalg.norm(colours - paint, axis=1) < 0.3
    assert near.mean() > 0.5  # mostly the winner's paint and its shades
    heights = [m[2, 3] for m, _ in early]
    assert min(heights) > 1.0  # they start in the air
    late = party.confetti(party.duration - 0.05, 0.05)
    assert all(m[2, 3] == pytest.approx(0.07) for m, _ in late)  # lying on the board
    assert all(abs(m[0, 3]) < 6.0 and abs(m[1, 3]) < 6.0 for m, _ in late)  # on it
    # shrinking away at the very end, full size before
    assert np.linalg.norm(late[0][0][:3, 0]) < np.linalg.norm(early[0][0][:3, 0])


def test_under_reduced_motion_nothing_moves() -> None:
    party = Celebration(1, still=True)
    assert all(party.confetti(t, 0.0) == [] for t in TIMES)
    assert all(party.figure_lift(f, t) == 0.0 for f in range(4) for t in TIMES)
    assert party.duration == CELEBRATION_SECONDS
