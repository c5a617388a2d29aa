"""Running text with inline styles: marks are sampled as data, spans built from them.

A mark is ``[start, end, kind, colour_name]`` over word boundaries of a text; kinds are
bold, italic, underline, highlight, strike, link, code, faded, color, larger and smaller.
How often each appears is a per-surface ``mix`` (a chat has few, a docs page has code and
links). A mark never starts on a word of three letters or fewer ("the", "in") and never
runs across punctuation, as people style terms and phrases, not filler or sentence ends.
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from generator.layout import Span, Style
from generator.page import Theme
from generator.rng import choice

KINDS = ("bold", "italic", "underline", "highlight", "strike", "link", "code", "faded", "color",
         "larger", "smaller")
MIN_MARKED_WORD = 4
_WORD = re.compile(r"[^\W_][\w'’-]*[^\W_]|[^\W_]", re.UNICODE)

MIXES: dict[str, dict[str, float]] = {
    "none": {},
    "chat": {"bold": 0.02, "italic": 0.02, "link": 0.02, "code": 0.01},
    "mail": {"bold": 0.03, "italic": 0.02, "underline": 0.01, "link": 0.02, "highlight": 0.01,
             "color": 0.01},
    "docs": {"bold": 0.03, "italic": 0.02, "link": 0.04, "code": 0.05, "highlight": 0.01,
             "larger": 0.003, "smaller": 0.003},
    "article": {"bold": 0.02, "italic": 0.03, "link": 0.03, "color": 0.01, "strike": 0.005,
                "faded": 0.01, "larger": 0.004, "smaller": 0.003},
    "rich": {"bold": 0.03, "italic": 0.03, "underline": 0.02, "highlight": 0.02,
             "strike": 0.015, "link": 0.03, "code": 0.02, "faded": 0.015, "color": 0.02,
             "larger": 0.004, "smaller": 0.004},
    "contract": {"bold": 0.025, "underline": 0.012, "italic": 0.015},
    "book": {"italic": 0.025, "bold": 0.003},
    "memo": {"bold": 0.025, "underline": 0.012, "highlight": 0.012},
    "search": {"link": 0.012, "italic": 0.005},
    "lyrics": {"italic": 0.015},
    "sms": {"italic": 0.006, "link": 0.005},
    "court": {"underline": 0.012, "italic": 0.018, "bold": 0.006},
    "podcast": {"bold": 0.03, "italic": 0.03, "link": 0.02, "faded": 0.006},
    "listing": {"bold": 0.05, "italic": 0.01, "highlight": 0.008, "color": 0.008},
    "quiz": {"bold": 0.07, "italic": 0.04, "underline": 0.02, "highlight": 0.01},
    "settings": {"bold": 0.04, "italic": 0.01, "link": 0.015, "code": 0.006},
    "notice": {"bold": 0.03, "italic": 0.01, "link": 0.01},
    "caption": {"italic": 0.02, "bold": 0.008, "link": 0.008},
    "review": {"bold": 0.02, "italic": 0.025, "link": 0.012, "strike": 0.005},
}


def sample_marks(rng: np.random.Generator, text: str, mix: str) -> list[list[Any]]:
    """Choose which word runs of ``text`` get an inline style."""
    rates = MIXES[mix]
    if not rates:
        return []
    words = [(m.start(), m.end()) for m in _WORD.finditer(text)]
    marks: list[list[Any]] = []
    i = 0
    kinds = list(rates)
    probs = np.array([rates[k] for k in kinds])
    while i < len(words):
        if words[i][1] - words[i][0] < MIN_MARKED_WORD:
            i += 1
            continue
        draws = rng.random(len(kinds))
        hit = [k for k, d, p in zip(kinds, draws, probs, strict=True) if d < p]
        if not hit:
            i += 1
            continue
        kind = hit[0]
        length = 1 if kind in ("code", "color", "larger", "smaller") else int(rng.integers(1, 4))
        j = i + 1  # extend over following words only across plain spaces
        while j < min(len(words), i + length) and not text[words[j - 1][1]:words[j][0]].strip():
            j += 1
        colour = choice(rng, ["red", "green", "blue", "orange", "purple", "teal"])
        marks.append([words[i][0], words[j - 1][1], kind, colour if kind == "color" else ""])
        i = j + 1
    return marks


def styled_spans(text: str, marks: list[list[Any]], base: Style, theme: Theme,
                 mono_family: str) -> list[Span]:
    """The spans of ``text`` with ``marks`` applied on top of ``base``."""
    spans: list[Span] = []
    pos = 0
    for start, end, kind, colour in sorted(marks):
        if start < pos:
            continue
        if start > pos:
            spans.append(Span(text[pos:start], base))
        spans.append(Span(text[start:end], apply_kind(base, kind, colour, theme, mono_family)))
        pos = end
    if pos < len(text):
        spans.append(Span(text[pos:], base))
    return spans


def apply_kind(base: Style, kind: str, colour: str, theme: Theme, mono_family: str) -> Style:
    if kind == "bold":
        return base.but(bold=True)
    if kind == "italic":
        return base.but(italic=True)
    if kind == "underline":
        return base.but(underline=True)
    if kind == "highlight":
        return base.but(highlight=theme.highlight)
    if kind == "strike":
        return base.but(strike=True)
    if kind == "link":
        return base.but(link=True, underline=True, color=theme.link)
    if kind == "code":
        return base.but(code=True, family=mono_family, size=max(9, base.size - 1))
    if kind == "faded":
        return base.but(faded=True, color=theme.faded(base.color))
    if kind == "color":
        return base.but(color=theme.palette[colour], color_name=colour)
    if kind == "larger":
        return base.but(size=base.size + max(2, round(base.size * 0.2)))
    if kind == "smaller":
        return base.but(size=max(9, base.size - max(2, round(base.size * 0.15))))
    raise ValueError(f"unknown inline style {kind!r}")
