"""Absent targets (SPEC 12, ``--negatives``): the instruction's text is on no part of the page.

An absent row is accepted only when

1. the instruction parses (with the same per-language grammar as every other row) as a
   word query,                                                         -> ``unparsed`` /
                                                                          ``category_mismatch``
2. nothing on the page matches it (the resolver finds no candidate),   -> ``present``
3. its quoted text is in no OCR-confusable form on the page: after ``fold`` (case folded,
   accents dropped, ``rn``->``m``, ``vv``->``w``, ``cl``->``d``, ``0``->``o``,
   ``1``/``i``/``|``/``!``->``l``, ``5``->``s``) it is not a substring of the folded text of
   any line of the page, nor of the page's text with the line breaks and hyphens removed,
                                                                       -> ``confusable``
4. the row says absent: ``answer_type: "absent"``, ``eval: {"type": "absent"}``, ``bbox``
   and ``point`` null.                                                 -> ``box_mismatch``
"""

from __future__ import annotations

import unicodedata
from typing import Any

from generator.geometry import PageGeometry

_PAIRS = (("rn", "m"), ("vv", "w"), ("cl", "d"))
_CHARS = str.maketrans({"0": "o", "1": "l", "i": "l", "|": "l", "!": "l", "5": "s"})
ABSENT_EVAL = {"type": "absent"}


def fold(text: str) -> str:
    """``text`` as an OCR reader might confuse it (see the module docstring)."""
    plain = unicodedata.normalize("NFKD", text.casefold())
    plain = "".join(ch for ch in plain if not unicodedata.combining(ch))
    for a, b in _PAIRS:
        plain = plain.replace(a, b)
    return plain.translate(_CHARS)


def folded_page(geo: PageGeometry) -> tuple[str, ...]:
    """The page's folded lines, and its whole folded text with breaks and hyphens removed."""
    lines = [fold(geo.line_text(line)) for line in geo.lines]
    joined = "".join(line.replace("-", "").replace("\u00ad", "") for line in lines)
    return (*lines, joined, joined.replace(" ", ""))


def on_page(text: str, page: tuple[str, ...]) -> bool:
    needle = fold(text)
    squeezed = needle.replace(" ", "")
    return any(needle in hay for hay in page) or squeezed in page[-1]


def absent_problem(geo: PageGeometry, row: dict[str, Any], query: Any,
                   candidates: list[Any]) -> tuple[str, str] | None:
    """(reason, detail) when ``row`` is not a valid absent target, else None."""
    if query.kind != "word" or query.word is None:
        return "category_mismatch", f"an absent target must name a word, not a {query.kind}"
    if candidates:
        return "present", f"{len(candidates)} candidates on the page match the instruction"
    if on_page(query.word.text, folded_page(geo)):
        return "confusable", f"{query.word.text!r} is on the page in a confusable form"
    if row.get("eval") != ABSENT_EVAL or row.get("bbox") is not None \
            or row.get("point") is not None:
        return "box_mismatch", "an absent row has eval {'type': 'absent'} and no bbox or point"
    return None
