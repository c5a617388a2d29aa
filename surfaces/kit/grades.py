"""A final grade written as the country writes it, from the share of points earned: US
letters (A-F), German Noten (1,0 best, 5,0 failed), French marks out of 20, and marks out of
10 (Spain, Italy, the Netherlands). The locale names its scale (``grades.scale``)."""

from __future__ import annotations

from generator import languages
from surfaces.kit.numbers import format_number, half_up

LETTERS = [(90, "A"), (80, "B"), (70, "C"), (60, "D"), (0, "F")]
# German university steps, from the share of points (>= 50% passes)
NOTEN = [(95, "1,0"), (90, "1,3"), (85, "1,7"), (80, "2,0"), (75, "2,3"), (70, "2,7"),
         (65, "3,0"), (60, "3,3"), (55, "3,7"), (50, "4,0"), (0, "5,0")]
SCALES = ("letters", "german", "twenty", "ten")


def scale_of(lang: str) -> str:
    scale = languages.fact(lang, "grades.scale", str)
    if scale not in SCALES:
        raise ValueError(f"language {lang!r}: grades.scale {scale!r} is not one of {SCALES}")
    return scale


def final_grade(pct: float, lang: str) -> tuple[str, str]:
    """The grade for ``pct`` percent of the points and its pill colour: letters green (A, B),
    orange (C, D) or red (F); a number green (passed) or red (failed): the page's orange
    badge means late work, which a 7,9 is not."""
    scale = scale_of(lang)
    if scale == "letters":
        grade = next(g for t, g in LETTERS if pct >= t)
        return grade, "green" if grade in "AB" else "orange" if grade in "CD" else "red"
    if scale == "german":
        grade = next(g for t, g in NOTEN if pct >= t)
        return grade, "green" if pct >= 50 else "red"
    top = 20 if scale == "twenty" else 10
    value = max(1.0, half_up(pct * top / 100, 1)) if top == 10 else half_up(pct * top / 100, 1)
    passed = value >= top / 2 + (0.5 if lang == "nl" else 1.0 if lang == "it" else 0.0)
    return format_number(value, lang, 1), "green" if passed else "red"
