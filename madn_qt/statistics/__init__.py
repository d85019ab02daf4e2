"""Game ▸ Statistics (issue 24): the window (:mod:`.window`), its tables of words (:mod:`.tables`)
and its plots (:mod:`.plots`), drawn from :mod:`core.stats`."""

from madn_qt.statistics.window import StatisticsDialog, decision_seconds, no_default_button

__all__ = ["StatisticsDialog", "decision_seconds", "no_default_button"]
