"""The chi-square test of a die's faces against equal faces, in pure Python.

``p`` is the upper tail of the chi-square distribution with ``k - 1`` degrees of freedom for a
die of ``k`` faces: the chance that honest dice show faces at least this uneven. It is the
regularized upper incomplete gamma function ``Q(a, x)`` at ``a = (k - 1) / 2``, ``x = chi2 / 2``,
computed as Numerical Recipes' ``gammq`` does: by its series below ``x < a + 1`` (where the series
converges fast) and by its continued fraction (modified Lentz) above. No scipy: the game's core
depends on nothing but the standard library.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Final

_ITERATIONS: Final = 1000  # both converge in far fewer for the dice's 1..9 degrees of freedom
_EPSILON: Final = 1e-15
_TINY: Final = 1e-300


def upper_gamma_q(a: float, x: float) -> float:
    """``Q(a, x) = Γ(a, x) / Γ(a)`` for ``a > 0``, ``x >= 0``; ``Q(a, 0) = 1``."""
    if a <= 0:
        raise ValueError(f"Q(a, x) needs a > 0, not a = {a}")
    if x < 0:
        raise ValueError(f"Q(a, x) needs x >= 0, not x = {x}")
    if x == 0:
        return 1.0
    if x < a + 1:
        return max(0.0, 1.0 - _lower_series(a, x))
    return _upper_fraction(a, x)


def _prefactor(a: float, x: float) -> float:
    """``x^a e^-x / Γ(a)``, through logarithms so that neither part overflows."""
    return math.exp(a * math.log(x) - x - math.lgamma(a))


def _lower_series(a: float, x: float) -> float:
    """``P(a, x) = 1 - Q(a, x)`` by its series ``Σ x^n / (a (a+1) ... (a+n))``."""
    term = total = 1.0 / a
    denominator = a
    for _ in range(_ITERATIONS):
        denominator += 1.0
        term *= x / denominator
        total += term
        if abs(term) < abs(total) * _EPSILON:
            return total * _prefactor(a, x)
    raise ArithmeticError(f"the series of P({a}, {x}) did not converge")


def _upper_fraction(a: float, x: float) -> float:
    """``Q(a, x)`` by its continued fraction, evaluated by the modified Lentz method."""
    b = x + 1.0 - a
    c = 1.0 / _TINY
    d = 1.0 / b
    fraction = d
    for i in range(1, _ITERATIONS + 1):
        an = -i * (i - a)
        b += 2.0
        d = an * d + b
        if abs(d) < _TINY:
            d = _TINY
        c = b + an / c
        if abs(c) < _TINY:
            c = _TINY
        d = 1.0 / d
        step = d * c
        fraction *= step
        if abs(step - 1.0) < _EPSILON:
            return fraction * _prefactor(a, x)
    raise ArithmeticError(f"the continued fraction of Q({a}, {x}) did not converge")


def chi_square(faces: Sequence[int]) -> float:
    """The chi-square statistic of face counts against equal faces: ``Σ (n_i - E)² / E`` with
    ``E`` the count over the number of faces; 0 when nothing was counted."""
    if len(faces) < 2:
        raise ValueError("a die has at least two faces")
    if any(count < 0 for count in faces):
        raise ValueError("a face count is never negative")
    total = sum(faces)
    if total == 0:
        return 0.0
    expected = total / len(faces)
    return sum((count - expected) ** 2 for count in faces) / expected


def chi_square_p(chi2: float, degrees: int) -> float:
    """The upper tail of the chi-square distribution with ``degrees`` degrees of freedom."""
    if degrees < 1:
        raise ValueError(f"a chi-square test has at least 1 degree of freedom, not {degrees}")
    return upper_gamma_q(degrees / 2.0, chi2 / 2.0)
