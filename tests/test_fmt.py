"""pointyrules.fmt: numbers as a reader reads them (exact, rounded right, no signed zero)."""

import doctest
import math
import re
from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from pointyrules import fmt

MINUS = fmt.MINUS
SIGNED_ZERO = re.compile(r"[-−+]0(?:\.0*)?%?$")  # "-0", "−0.00", "+0.0", "−0.0%"

numbers_ = st.one_of(
    st.integers(-10**12, 10**12),
    st.fractions(max_denominator=10**9).filter(lambda q: abs(q) < 10**12),
    st.floats(allow_nan=False, allow_infinity=False, min_value=-1e12, max_value=1e12),
    st.decimals(allow_nan=False, allow_infinity=False, min_value=-10**12, max_value=10**12),
)
tiny = st.fractions(min_value=Fraction(-1, 10**6), max_value=Fraction(1, 10**6))
places = st.integers(0, 8)


def value(text: str) -> Fraction:
    """What a formatted number says, as an exact fraction."""
    return Fraction(text.replace(MINUS, "-").rstrip("%").lstrip("+"))


def unit(text: str) -> Fraction:
    """The place value of the last digit shown."""
    return Fraction(1, 10 ** len(text.rstrip("%").partition(".")[2]))


def test_docstring_examples():
    assert doctest.testmod(fmt).failed == 0


def test_the_issue_s_examples():
    assert fmt.fraction(Fraction(131, 19), digits=4) == "131/19 ≈ 6.895"
    assert fmt.signed(Fraction(-355, 104976)) == "0.00"
    assert fmt.decimal(Fraction(-355, 104976)) == "0.00"
    assert fmt.percent(-0.0004) == "0.0%"
    assert fmt.fraction(Fraction(3, 11)) == "3/11 ≈ 0.273"
    assert fmt.fraction(1) == "1" and fmt.fraction(Fraction(-12, 4)) == "−3"
    assert fmt.decimal(0.1 + 0.2, 3) == "0.300"
    assert fmt.percent(Fraction(2, 3), 0) == "67%" and fmt.percent(1) == "100.0%"


def test_ties_round_half_away_from_zero():
    assert [fmt.decimal(x, 2) for x in (0.125, -0.125, 2.675, Fraction(1, 200))] == [
        "0.13", "−0.13", "2.68", "0.01"]
    assert fmt.decimal(Fraction(-1, 200)) == "−0.01" and fmt.decimal(Fraction(-1, 201)) == "0.00"


def test_other_kinds_of_numbers():
    sympy = pytest.importorskip("sympy")
    assert fmt.fraction(sympy.Rational(131, 19)) == "131/19 ≈ 6.89"
    assert fmt.decimal(Decimal("1.005")) == "1.01"
    assert fmt.approx(True) == "1"  # a bool is an int
    assert fmt.approx(Fraction(7, 1)) == fmt.approx(7.0) == "7"  # whole numbers stay whole


@pytest.mark.parametrize("bad", [math.nan, math.inf, -math.inf, Decimal("NaN")])
def test_non_numbers_are_refused(bad):
    with pytest.raises(ValueError):
        fmt.decimal(bad)


def test_scientific_and_listing():
    assert fmt.scientific(9.96e-7) == "1.0 × 10⁻⁶"
    assert fmt.scientific(Fraction(1, 3), 3) == "3.33 × 10⁻¹"
    assert fmt.listing([]) == "" and fmt.listing("ab") == "a and b"


def test_table_escapes_pipes_and_keeps_its_caption_first():
    text = fmt.table("What it shows.", ["a", "b"], [["x|y", 1]])
    assert text.splitlines() == ["What it shows.", "", "| a | b |", "|---|---|",
                                 "| x\\|y | 1 |"]


@given(numbers_ | tiny, places)
@example(Fraction(-355, 104976), 2)  # the net of an option in the Rice Dice chapter
def test_no_signed_zero_and_the_value_is_rounded_right(x, digits):
    q = fmt.exact(x)
    for text, scale in [(fmt.decimal(x, digits), 1), (fmt.signed(x, digits), 1),
                        (fmt.percent(x, digits), 100)]:
        assert not SIGNED_ZERO.match(text), text
        assert "-" not in text and "e" not in text  # a real minus sign, no float notation
        assert unit(text) == Fraction(1, 10**digits), text  # as many places as asked for
        assert abs(value(text) - q * scale) <= unit(text) / 2, text


@given(numbers_ | tiny, st.integers(1, 8))
@example(0.99996, 3)  # rounds up to the next power of ten
def test_approx_keeps_the_significant_digits_asked_for(x, digits):
    q = fmt.exact(x)
    text = fmt.approx(x, digits)
    assert not SIGNED_ZERO.match(text), text
    shown = text.lstrip(MINUS).replace(".", "").lstrip("0")
    assert abs(value(text) - q) <= unit(text) / 2, text
    if q.denominator == 1:
        assert value(text) == q  # whole numbers stay whole
    elif "." in text:
        assert len(shown) == digits, text
    else:  # only whole digits: never fewer than the integer part has
        assert len(shown) >= digits, text


@given(st.fractions(max_denominator=10**6), st.integers(1, 8))
def test_fraction_shows_the_exact_value_and_rounds_it_right(q, digits):
    text = fmt.fraction(q, digits)
    assert not SIGNED_ZERO.match(text), text
    if q.denominator == 1:
        assert text == str(q).replace("-", MINUS)  # exact integers stay exact
        return
    exact_part, sign, near = text.partition(" = " if " = " in text else " ≈ ")
    assert value(exact_part) == q
    if sign == " = ":
        assert value(near) == q
    else:
        assert value(near) != q
        assert near == fmt.approx(q, digits)
        assert abs(value(near) - q) <= unit(near) / 2, text


@given(st.integers(-10**30, 10**30), st.integers(0, 8), st.integers(1, 8))
def test_exact_integers_stay_exact(n, places_, digits):
    as_text = str(n).replace("-", MINUS)
    assert fmt.fraction(n) == fmt.fraction(Fraction(n)) == as_text
    assert fmt.decimal(n, 0) == as_text
    whole = fmt.decimal(n, places_)
    assert whole.partition(".")[0] == as_text and set(whole.partition(".")[2]) <= {"0"}
    assert fmt.approx(n, digits) == as_text


@given(st.fractions().filter(lambda q: q != 0), st.integers(1, 6))
def test_scientific_reads_back_to_the_value(q, digits):
    text = fmt.scientific(q, digits)
    mantissa, _, power = text.partition(" × 10")
    e = int(power.translate(str.maketrans("⁻⁰¹²³⁴⁵⁶⁷⁸⁹", "-0123456789")))
    assert 1 <= abs(value(mantissa)) < 10
    unit = Fraction(10) ** e / 10 ** (digits - 1)
    assert abs(value(mantissa) * Fraction(10) ** e - q) <= unit / 2, text
