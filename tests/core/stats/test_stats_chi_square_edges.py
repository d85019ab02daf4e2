"""The chi-square test's edges (core/stats/chi_square.py): a die of exactly two faces is a die,
one face and negative counts are refused in these words, and the series and the continued
fraction give up after exactly ``_ITERATIONS`` steps, naming the values they did not converge
for."""

from __future__ import annotations

import importlib

import pytest

from core.stats import upper_gamma_q

chi_square_module = importlib.import_module("core.stats.chi_square")


def test_a_two_faced_die_is_tested_and_one_face_is_no_die() -> None:
    assert chi_square_module.chi_square([3, 5]) == 0.5  # (1 + 1) / 4
    with pytest.raises(ValueError) as one_face:
        chi_square_module.chi_square([7])
    assert str(one_face.value) == "a die has at least two faces"


def test_a_negative_face_count_is_refused_in_these_words() -> None:
    assert chi_square_module.chi_square([0, 4]) == 4.0
    with pytest.raises(ValueError) as negative:
        chi_square_module.chi_square([5, -1, 2])
    assert str(negative.value) == "a face count is never negative"


# Q(1.5, 3.0) is reached by the continued fraction (x >= a + 1), which converges in its 29th
# step; Q(1.5, 1.0) by the series, which converges in its 16th.
FRACTION, FRACTION_STEPS = (1.5, 3.0), 29
SERIES, SERIES_STEPS = (1.5, 1.0), 16


def test_the_continued_fraction_takes_exactly_iterations_steps(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    exact = upper_gamma_q(*FRACTION)
    monkeypatch.setattr(chi_square_module, "_ITERATIONS", FRACTION_STEPS)
    assert upper_gamma_q(*FRACTION) == exact
    monkeypatch.setattr(chi_square_module, "_ITERATIONS", FRACTION_STEPS - 1)
    with pytest.raises(ArithmeticError) as gave_up:
        upper_gamma_q(*FRACTION)
    assert str(gave_up.value) == "the continued fraction of Q(1.5, 3.0) did not converge"


def test_the_series_takes_exactly_iterations_steps(monkeypatch: pytest.MonkeyPatch) -> None:
    exact = upper_gamma_q(*SERIES)
    monkeypatch.setattr(chi_square_module, "_ITERATIONS", SERIES_STEPS)
    assert upper_gamma_q(*SERIES) == exact
    monkeypatch.setattr(chi_square_module, "_ITERATIONS", SERIES_STEPS - 1)
    with pytest.raises(ArithmeticError) as gave_up:
        upper_gamma_q(*SERIES)
    assert str(gave_up.value) == "the series of P(1.5, 1.0) did not converge"


@pytest.mark.parametrize("a", [0.5, 1.5, 2.5, 4.5])
def test_from_x_equal_a_plus_one_on_q_is_the_continued_fraction_s_below_it_the_series(
    a: float,
) -> None:
    # The two ways agree to about 1e-15 but not to the last bit, so each value shows its way.
    for x in (a + 1.0, a + 1.5):
        assert upper_gamma_q(a, x) == chi_square_module._upper_fraction(a, x), x
    below = a + 0.9
    assert upper_gamma_q(a, below) == 1.0 - chi_square_module._lower_series(a, below)
