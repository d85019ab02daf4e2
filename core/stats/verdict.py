"""A p-value in plain words for players: "nothing unusual", or how rare by chance.

:func:`verdict` returns a :class:`Verdict`: a template key and the number its sentence needs; the
app words it in the player's language, :meth:`Verdict.english` is the English sentence (the
command line's). The rule (docs/cli.md, ``madn stats``):

* fewer than :data:`MIN_EXPECTED` (5) dice expected per face (``expected``: the dice thrown over
  the faces): ``"too_few"``, "too few dice to tell: the test needs at least N", with ``N`` = 5
  times the faces. The chi-square test is not valid with fewer; its ``p`` then says nothing;
* ``p >= 0.05`` (:data:`UNUSUAL_BELOW`): ``"nothing_unusual"``;
* otherwise ``"unusual"``: "unusual, but happens by chance about once in N games", with
  ``N = round(1 / p)`` (the nearest whole number; ``p`` just below 0.05 gives 20);
* ``N`` above a million (:data:`ONCE_IN_AT_MOST`, also ``p == 0``, a tail too small for a float):
  ``"very_unusual"`` with ``N`` = a million: "very unusual: happens by chance less than once in
  1000000 games".
"""

from __future__ import annotations

import math
from typing import Final

from core.value_types import dataclass

UNUSUAL_BELOW: Final = 0.05
ONCE_IN_AT_MOST: Final = 1_000_000
MIN_EXPECTED: Final = 5  # dice expected per face, at least, for the chi-square test to hold

# The template of each key, in English; ``{once_in}`` is :attr:`Verdict.once_in`, ``{needs}``
# :attr:`Verdict.needs`.
TEMPLATES: Final[dict[str, str]] = {
    "too_few": "too few dice to tell: the test needs at least {needs}",
    "nothing_unusual": "nothing unusual",
    "unusual": "unusual, but happens by chance about once in {once_in} games",
    "very_unusual": "very unusual: happens by chance less than once in {once_in} games",
}


@dataclass(frozen=True, slots=True)
class Verdict:
    """``unusual``: ``p`` fell below 0.05; ``once_in``: about one game in how many shows dice at
    least this uneven by chance (0 when nothing is unusual); ``key``: a key of
    :data:`TEMPLATES`; ``needs``: for ``"too_few"``, the dice the test needs (else 0)."""

    unusual: bool
    once_in: int
    key: str
    needs: int = 0

    def english(self) -> str:
        return TEMPLATES[self.key].format(once_in=self.once_in, needs=self.needs)


def verdict(p: float, expected: float = math.inf, sides: int = 0) -> Verdict:
    """The plain words for the p-value ``p`` (0..1) of a fairness test (module docstring);
    ``expected``: the dice expected per face of a die of ``sides`` faces (a test of enough
    dice when not given)."""
    if not 0.0 <= p <= 1.0:
        raise ValueError(f"a p-value lies in 0..1, not {p}")
    if expected < MIN_EXPECTED:
        return Verdict(False, 0, "too_few", MIN_EXPECTED * sides)
    if p >= UNUSUAL_BELOW:
        return Verdict(False, 0, "nothing_unusual")
    if p * ONCE_IN_AT_MOST < 1.0:
        return Verdict(True, ONCE_IN_AT_MOST, "very_unusual")
    return Verdict(True, round(1.0 / p), "unusual")
