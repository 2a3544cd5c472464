"""Numbers and values as a reader reads them, for the chapters of the book.

Exact fractions come with a short decimal beside them, decimals and percentages are
rounded for people, negative numbers carry a real minus sign (−, U+2212), and nothing
ever shows a signed zero ("−0.00", "−0.0%") or float noise (0.30000000000000004).

Every function takes an ``int``, a ``Fraction`` (or any other exact rational, such as
SymPy's), a ``Decimal`` or a finite ``float``. A float counts as the shortest decimal
that reads back as it (``repr``), so 0.1 is one tenth and 2.675 rounds to 2.68. Values
are rounded exactly, half away from zero, as taught at school. Standard library only,
so the same module runs in the browser-side Python of the site.
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Iterable, Sequence
from decimal import Decimal
from fractions import Fraction

MINUS = "\N{MINUS SIGN}"
SUPERSCRIPT = str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹")


def exact(x) -> Fraction:
    """``x`` as an exact fraction (a float as the decimal it prints as).

    >>> exact(0.1), exact(3), exact(Fraction(2, 4))
    (Fraction(1, 10), Fraction(3, 1), Fraction(1, 2))
    """
    if isinstance(x, Fraction):
        return x
    if isinstance(x, numbers.Rational):
        return Fraction(int(x.numerator), int(x.denominator))
    if isinstance(x, Decimal):
        if not x.is_finite():
            raise ValueError(f"not a finite number: {x}")
        return Fraction(x)
    value = float(x)
    if not math.isfinite(value):
        raise ValueError(f"not a finite number: {x!r}")
    return Fraction(repr(value))


def _rounded(q: Fraction, places: int) -> int:
    """``q`` times 10**places, rounded half away from zero."""
    scaled = abs(q) * 10**places
    n = math.floor(scaled + Fraction(1, 2))
    return -n if q < 0 else n


def _digits(n: int, places: int) -> str:
    """The integer ``n`` read as ``n / 10**places``, with no sign on zero."""
    text = str(abs(n)).rjust(places + 1, "0")
    if places:
        text = f"{text[:-places]}.{text[-places:]}"
    return MINUS + text if n < 0 else text


def _exponent(q: Fraction) -> int:
    """The power of ten of the leading digit of ``q`` (not zero): 10**e <= |q| < 10**(e+1)."""
    q = abs(q)
    e = len(str(q.numerator)) - len(str(q.denominator))
    if q < Fraction(10) ** e:
        e -= 1
    return e


def decimal(x, digits: int = 2) -> str:
    """``x`` with ``digits`` places after the point.

    >>> decimal(Fraction(355, 54)), decimal(0.1 + 0.2), decimal(-0.004), decimal(-2.5, 0)
    ('6.57', '0.30', '0.00', '−3')
    """
    if digits < 0:
        raise ValueError("digits must be 0 or more")
    return _digits(_rounded(exact(x), digits), digits)


def signed(x, digits: int = 2) -> str:
    """``x`` with ``digits`` places and always a sign, except on zero.

    >>> signed(1.25), signed(Fraction(-2, 5)), signed(Fraction(-355, 104976))
    ('+1.25', '−0.40', '0.00')
    """
    text = decimal(x, digits)
    return text if text.startswith(MINUS) or _rounded(exact(x), digits) == 0 else "+" + text


def percent(x, digits: int = 1) -> str:
    """The share ``x`` (1 is everything) as a percentage with ``digits`` places.

    >>> percent(Fraction(1, 8)), percent(0.25, 0), percent(-0.0001)
    ('12.5%', '25%', '0.0%')
    """
    return decimal(exact(x) * 100, digits) + "%"


def approx(x, digits: int = 3) -> str:
    """``x`` rounded to ``digits`` significant digits; the digits before the point are
    always kept, and a whole number stays whole.

    >>> approx(Fraction(1, 7776)), approx(Fraction(131, 19)), approx(0.99996), approx(12345.6)
    ('0.000129', '6.89', '1.00', '12346')
    >>> approx(6), approx(0), approx(Fraction(-9, 3))
    ('6', '0', '−3')
    """
    if digits < 1:
        raise ValueError("digits must be 1 or more")
    q = exact(x)
    if q.denominator == 1:
        return _digits(q.numerator, 0)
    places = max(digits - 1 - _exponent(q), 0)
    n = _rounded(q, places)
    if places and len(str(abs(n))) > digits:  # rounded up to the next power of ten
        places -= 1
        n = _rounded(q, places)
    return _digits(n, places)


def fraction(x, digits: int = 3) -> str:
    """An exact value as ``a/b ≈ decimal`` (``digits`` significant digits), or
    ``a/b = decimal`` when that decimal is exact; a whole number stays whole.

    >>> fraction(Fraction(19, 22)), fraction(Fraction(1, 2)), fraction(Fraction(6, 2))
    ('19/22 ≈ 0.864', '1/2 = 0.5', '3')
    >>> fraction(Fraction(-131, 19), digits=5)
    '−131/19 ≈ −6.8947'
    """
    q = exact(x)
    if q.denominator == 1:
        return _digits(q.numerator, 0)
    near = approx(q, digits)
    if exact(near.replace(MINUS, "-")) == q:
        return f"{_digits(q.numerator, 0)}/{q.denominator} = {near.rstrip('0')}"
    return f"{_digits(q.numerator, 0)}/{q.denominator} ≈ {near}"


def scientific(x, digits: int = 2) -> str:
    """``x`` as ``m × 10ⁿ`` with ``digits`` significant digits in ``m``.

    >>> scientific(9.5e-07), scientific(2.4e-17), scientific(-12345), scientific(0)
    ('9.5 × 10⁻⁷', '2.4 × 10⁻¹⁷', '−1.2 × 10⁴', '0')
    """
    q = exact(x)
    if q == 0:
        return "0"
    e = _exponent(q)
    mantissa = approx(q / Fraction(10) ** e, digits)
    if mantissa.lstrip(MINUS).startswith("10"):  # 9.96 rounded up to 10
        e += 1
        mantissa = approx(q / Fraction(10) ** e, digits)
    return f"{mantissa} × 10{str(e).translate(SUPERSCRIPT)}"


def listing(items: Iterable, last: str = "and") -> str:
    """Items as words: ``a, b and c``.

    >>> listing(["S", "H", "D"]), listing([2], "or"), listing([1, 2], "or")
    ('S, H and D', '2', '1 or 2')
    """
    words = [str(item) for item in items]
    if len(words) < 2:
        return "".join(words)
    return f"{', '.join(words[:-1])} {last} {words[-1]}"


def table(caption: str, header: Sequence, rows: Iterable[Sequence]) -> str:
    """A Markdown pipe table with its caption (a sentence saying what it shows) above.

    >>> print(table("Two halves.", ["x", "x/2"], [[1, fraction(Fraction(1, 2))]]))
    Two halves.
    <BLANKLINE>
    | x | x/2 |
    |---|---|
    | 1 | 1/2 = 0.5 |
    """
    def line(cells):
        return "| " + " | ".join(str(c).replace("|", "\\|") for c in cells) + " |"

    lines = [line(header), "|" + "---|" * len(header)]
    lines += [line(row) for row in rows]
    return f"{caption}\n\n" + "\n".join(lines)
