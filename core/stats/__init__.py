"""A game's statistics (issue 24): dice per seat with a fairness test in plain words, sixes,
captures, passes, the selection effect, the race over the table rounds, event mode's events and
the train's hits. Pure Python, no Qt; ``madn stats`` (:mod:`core.cli.stats`) prints them, the
app's statistics window draws them.

* :func:`game_stats` / :func:`record_stats` → :class:`GameStats` (:mod:`core.stats.summary`);
* :func:`verdict` → :class:`Verdict`: a p-value in words (:mod:`core.stats.verdict`);
* :func:`chi_square`, :func:`chi_square_p`, :func:`upper_gamma_q` (:mod:`core.stats.chi_square`).
"""

from __future__ import annotations

from core.stats.chi_square import chi_square, chi_square_p, upper_gamma_q
from core.stats.race import RaceLine, standing
from core.stats.summary import (
    DiceTest,
    GameStats,
    SeatStats,
    SixesShare,
    Totals,
    dice_test,
    game_stats,
    record_stats,
)
from core.stats.verdict import TEMPLATES, Verdict, verdict

__all__ = [
    "TEMPLATES",
    "DiceTest",
    "GameStats",
    "RaceLine",
    "SeatStats",
    "SixesShare",
    "Totals",
    "Verdict",
    "chi_square",
    "chi_square_p",
    "dice_test",
    "game_stats",
    "record_stats",
    "standing",
    "upper_gamma_q",
    "verdict",
]
