"""Strength smoke test: a test that can fail if a level stops playing well."""

from __future__ import annotations

from core.rules import Rules
from core.simulate import simulate


def test_normal_beats_three_random_players_clearly() -> None:
    report = simulate(["normal", "random", "random", "random"], 200, 2024, Rules(), rotate=True)
    low, _ = report.interval(0)
    # Chance is 25 %; normal wins about half the games. The lower 95 % bound stays above chance.
    assert low > 0.30, report.to_json()
