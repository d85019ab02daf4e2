"""The fairness test's arithmetic (core.stats.chi_square) and its wording (core.stats.verdict)."""

from __future__ import annotations

import math
from itertools import pairwise

import pytest

from core.stats import Verdict, chi_square, chi_square_p, dice_test, upper_gamma_q, verdict

# Chi-square critical values from the printed tables: (statistic, degrees of freedom, tail).
CRITICAL = [
    (3.841, 1, 0.05),
    (6.635, 1, 0.01),
    (7.815, 3, 0.05),  # a D4
    (11.345, 3, 0.01),
    (11.070, 5, 0.05),  # a D6
    (15.086, 5, 0.01),
    (20.515, 5, 0.001),
    (16.919, 9, 0.05),  # a D10
    (21.666, 9, 0.01),
]


@pytest.mark.parametrize(("chi2", "degrees", "tail"), CRITICAL)
def test_p_at_the_tables_critical_values(chi2: float, degrees: int, tail: float) -> None:
    assert chi_square_p(chi2, degrees) == pytest.approx(tail, rel=2e-3)


@pytest.mark.parametrize("degrees", [1, 3, 5, 9])
def test_p_is_one_at_zero_and_falls_towards_zero(degrees: int) -> None:
    assert chi_square_p(0.0, degrees) == 1.0
    values = [chi_square_p(x / 4, degrees) for x in range(1, 400)]
    assert all(a > b for a, b in pairwise(values))
    assert 0.0 <= chi_square_p(2000.0, degrees) < 1e-300
    assert chi_square_p(1e-12, degrees) == pytest.approx(1.0)


@pytest.mark.parametrize("x", [0.01, 0.3, 0.5, 1.0, 1.4999, 1.5, 2.0, 3.7, 10.0, 40.0])
def test_q_against_closed_forms(x: float) -> None:
    # Q(1/2, x) = erfc(sqrt x); Q(1, x) = e^-x; Q(3/2, x) = erfc(sqrt x) + 2 sqrt(x/pi) e^-x;
    # Q(n, x) = e^-x sum_{k<n} x^k/k! — on both sides of x = a + 1 (series / fraction).
    assert upper_gamma_q(0.5, x) == pytest.approx(math.erfc(math.sqrt(x)), rel=1e-12, abs=1e-300)
    assert upper_gamma_q(1.0, x) == pytest.approx(math.exp(-x), rel=1e-12)
    three_halves = math.erfc(math.sqrt(x)) + 2 * math.sqrt(x / math.pi) * math.exp(-x)
    assert upper_gamma_q(1.5, x) == pytest.approx(three_halves, rel=1e-12)
    for n in (2, 3, 5):
        poisson = math.exp(-x) * sum(x**k / math.factorial(k) for k in range(n))
        assert upper_gamma_q(float(n), x) == pytest.approx(poisson, rel=1e-12)


def test_q_refuses_what_it_is_not_defined_for() -> None:
    with pytest.raises(ValueError, match="a > 0"):
        upper_gamma_q(0.0, 1.0)
    with pytest.raises(ValueError, match="x >= 0"):
        upper_gamma_q(1.0, -0.5)
    with pytest.raises(ValueError, match="degree"):
        chi_square_p(1.0, 0)


def test_chi_square_of_face_counts() -> None:
    assert chi_square((10, 10, 10, 10, 10, 10)) == 0.0
    assert chi_square((0, 0, 0, 0, 0, 0)) == 0.0
    # 30 rolls, 5 expected per face: (0 + 4 + 9 + 1 + 1 + 25) / 5
    assert chi_square((5, 3, 2, 4, 6, 10)) == pytest.approx(8.0)
    # every roll on one face: n (k - 1)
    assert chi_square((20, 0, 0, 0, 0, 0)) == pytest.approx(100.0)
    assert chi_square((7, 0, 0, 0)) == pytest.approx(21.0)
    with pytest.raises(ValueError):
        chi_square((3,))
    with pytest.raises(ValueError):
        chi_square((3, -1))


def test_a_dice_test_names_its_kind_and_counts_its_dice() -> None:
    test = dice_test((5, 3, 2, 4, 6, 10))
    assert (test.kind, test.sides, test.dice) == ("d6", 6, 30)
    assert test.chi2 == pytest.approx(8.0)
    assert test.p == pytest.approx(chi_square_p(8.0, 5))
    assert test.verdict() == verdict(test.p)
    assert dice_test((1, 0, 0, 0, 0, 0, 0, 0, 0, 0)).kind == "d10"


@pytest.mark.parametrize(
    ("p", "expected"),
    [
        (1.0, Verdict(False, 0, "nothing_unusual")),
        (0.5, Verdict(False, 0, "nothing_unusual")),
        (0.05, Verdict(False, 0, "nothing_unusual")),  # the threshold itself is not unusual
        (0.0499, Verdict(True, 20, "unusual")),
        (0.03, Verdict(True, 33, "unusual")),  # 33.3 rounds to 33
        (0.0125, Verdict(True, 80, "unusual")),
        (0.01, Verdict(True, 100, "unusual")),
        (0.0066, Verdict(True, 152, "unusual")),  # 151.5 rounds to 152
        (0.001, Verdict(True, 1000, "unusual")),
        (1e-6, Verdict(True, 1_000_000, "unusual")),
        (9.9e-7, Verdict(True, 1_000_000, "very_unusual")),
        (0.0, Verdict(True, 1_000_000, "very_unusual")),
    ],
)
def test_the_verdict_at_known_p_values(p: float, expected: Verdict) -> None:
    assert verdict(p) == expected


def test_the_verdict_in_english() -> None:
    assert verdict(0.3).english() == "nothing unusual"
    assert verdict(0.01).english() == "unusual, but happens by chance about once in 100 games"
    assert verdict(1e-9).english() == (
        "very unusual: happens by chance less than once in 1000000 games"
    )
    for bad in (-0.1, 1.5, math.nan):
        with pytest.raises(ValueError, match=r"0\.\.1"):
            verdict(bad)


def test_a_fair_looking_and_a_loaded_d6_in_words() -> None:
    fair = dice_test((101, 97, 99, 104, 98, 101))
    assert not fair.verdict().unusual
    loaded = dice_test((90, 90, 90, 90, 90, 150))  # 600 rolls, a quarter of them sixes
    assert loaded.chi2 == pytest.approx(30.0)
    assert loaded.p == pytest.approx(1.47486e-5, rel=1e-5)  # chi2.sf(30, 5)
    assert loaded.verdict() == Verdict(True, 67803, "unusual")


def test_too_few_dice_for_the_test_to_tell() -> None:
    """The chi-square test holds with at least 5 dice expected per face (core.stats.verdict):
    below, "too few" whatever ``p`` says, with the dice the test needs (5 per face)."""
    assert verdict(0.5, 3.4, 10) == Verdict(False, 0, "too_few", 50)
    assert verdict(0.001, 4.99, 6) == Verdict(False, 0, "too_few", 30)  # (no "unusual" either)
    assert verdict(0.5, 5.0, 6) == Verdict(False, 0, "nothing_unusual")  # 5 per face holds
    assert verdict(0.01, 5.0, 6) == Verdict(True, 100, "unusual")
    assert verdict(0.5) == Verdict(False, 0, "nothing_unusual")  # (no count given: enough)
    assert verdict(0.5, 3.4, 10).english() == "too few dice to tell: the test needs at least 50"
    d10 = dice_test((3, 4, 2, 5, 3, 4, 3, 4, 3, 3))  # 34 dice: 3.4 expected per face
    assert d10.verdict() == Verdict(False, 0, "too_few", 50)
    d6 = dice_test((5, 4, 6, 5, 5, 5))  # 30 dice: 5 per face, the test holds
    assert d6.verdict().key == "nothing_unusual"
    assert dice_test((4, 5, 6, 5, 5, 4)).verdict().key == "too_few"  # 29 dice
