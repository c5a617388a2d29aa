"""Source code: sampled as token lines, drawn with syntax colours and a line-number gutter."""

from __future__ import annotations

import re
import unicodedata
from typing import Any

import numpy as np

from generator.content import Content
from generator.layout import Span
from generator.page import Page, Theme
from generator.rng import choice
from surfaces.kit.typography import style

Box = tuple[int, int, int, int]
Token = list[str]  # [text, kind]

COLOURS_LIGHT = {"keyword": (175, 0, 219), "name": (0, 16, 128), "func": (121, 94, 38),
                 "string": (163, 21, 21), "comment": (0, 128, 0), "number": (9, 134, 88),
                 "punct": (50, 50, 50), "plain": (30, 30, 30)}
COLOURS_DARK = {"keyword": (197, 134, 192), "name": (156, 220, 254), "func": (220, 220, 170),
                "string": (206, 145, 120), "comment": (106, 153, 85), "number": (181, 206, 168),
                "punct": (212, 212, 212), "plain": (212, 212, 212)}

_TEMPLATES = [
    ["def {f}({a}, {b}=None):", '    """{doc}"""', "    if {b} is None:",
     "        {b} = {n}", "    {r} = [{a}.{g}(x) for x in range({b})]", "    return {r}", ""],
    ["class {C}:", "    def __init__(self, {a}):", "        self.{a} = {a}",
     "        self.{r} = {{}}", "", "    def {f}(self, {b}):", "        # {doc}",
     "        return self.{r}.get({b}, {n})", ""],
    ["for {a} in {r}:", "    if not {a}.{g}():", "        continue",
     '    print(f"{a}: {{{a}}}")', ""],
    ["{r} = {f}({a}, {b}={n})", "# {doc}", "if {r} > {n}:", '    raise ValueError("{err}")', ""],
]
_WORDS = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|\d+|\"[^\"]*\"|'[^']*'|\s+|.")
_KEYWORDS = {"def", "class", "return", "if", "for", "in", "not", "is", "None", "import",
             "from", "raise", "continue", "self", "range", "print"}


def identifier(content: Content, slot: str) -> str:
    """A word of ``slot`` as a Python name in the page's language."""
    return ascii_name(content.word(slot), content.lang)


GERMAN_ASCII = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"})


def ascii_name(text: str, lang: str) -> str:
    """``text`` as a snake_case ASCII name, as a programmer of ``lang`` writes it: German
    umlauts become ae/oe/ue ("prüfprotokoll" -> "pruefprotokoll"), other accents drop."""
    word = text.lower()
    if lang == "de":
        word = word.translate(GERMAN_ASCII)
    word = unicodedata.normalize("NFKD", word)
    return re.sub(r"[^a-z0-9]+", "_", word.encode("ascii", "ignore").decode()).strip("_") or "x"


def sample_code(rng: np.random.Generator, content: Content, n_lines: int) -> list[list[Token]]:
    """Plausible Python as token lines; names and comments come from the page's language."""
    lines: list[list[Token]] = []
    while len(lines) < n_lines:
        template = choice(rng, _TEMPLATES)
        verb = choice(rng, ["load", "parse", "build", "update", "find"])
        thing = identifier(content, "component")
        values = {
            "f": f"{verb}_{thing}",
            "g": choice(rng, ["strip", "lower", "is_valid", "resolve", "render"]),
            "a": identifier(content, "doc"), "b": choice(rng, ["limit", "count", "size", "key"]),
            "r": choice(rng, ["result", "items", "cache", "rows", "entries"]),
            "C": thing.title().replace("_", ""),
            "n": str(int(rng.integers(2, 100))),
            # a docstring or comment says what the function next to it does, in the
            # English its names are written in ("Load the mail server entries.")
            "doc": f"{verb.capitalize()} the {thing.replace('_', ' ')}",
            # what code raises: an error message (a cut docs sentence read as a glitch)
            "err": content.sentence("devtools.exception").replace('"', "'"),
        }
        for raw in template:
            lines.append(tokenize(raw.format(**values)))
    return lines[:n_lines]


def tokenize(line: str) -> list[Token]:
    stripped = line.lstrip()
    if stripped.startswith("#") or stripped.startswith('"""'):
        indent = line[: len(line) - len(stripped)]
        return ([[indent, "plain"]] if indent else []) + [[stripped, "comment"]]
    tokens: list[Token] = []
    for m in _WORDS.finditer(line):
        text = m.group(0)
        if text in _KEYWORDS:
            kind = "keyword"
        elif text[0] in "\"'":
            kind = "string"
        elif text.isdigit():
            kind = "number"
        elif text[0].isalpha() or text[0] == "_":
            kind = "func" if line[m.end():m.end() + 1] == "(" else "name"
        elif text.isspace():
            kind = "plain"
        else:
            kind = "punct"
        if tokens and tokens[-1][1] == kind and kind in ("plain", "punct"):
            tokens[-1][0] += text
        else:
            tokens.append([text, kind])
    return tokens


def draw_code(page: Page, theme: Theme, typo: dict[str, Any], box: Box,
              lines: list[list[Token]], first_number: int = 1, size: int | None = None,
              line_height: float = 1.5) -> None:
    """Code lines with a gutter of line numbers; each line is its own text block."""
    colours = COLOURS_DARK if theme.name == "dark" else COLOURS_LIGHT
    size = size or typo["size"]
    base = style(typo["mono"], size, colours["plain"])
    pitch = round(size * line_height)
    x1, y1, x2, y2 = box
    gutter = x1 + 8 + round(size * 0.62 * 3) + 16
    y = y1 + 6
    for k, tokens in enumerate(lines):
        if y + pitch > y2:
            break
        page.label(x1 + 8, y, f"{first_number + k:>3}", base.but(color=theme.muted),
                   role="chrome", max_width=gutter - x1 - 10)
        spans = [Span(text, base.but(color=colours[kind])) for text, kind in tokens if text]
        if spans:
            page.text((gutter, y, x2, y + pitch + 4), spans, base, role="code", wrap=False,
                      max_lines=1, line_height=line_height)
        y += pitch
