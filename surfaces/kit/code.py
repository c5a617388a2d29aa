"""Source code: sampled as token lines, drawn with syntax colours and a line-number gutter."""

from __future__ import annotations

import re
import unicodedata
from typing import Any

import numpy as np

from generator.content import Content
from generator.layout import Span, measure
from generator.page import Page, Theme
from surfaces.kit.code_world import sample_module
from surfaces.kit.typography import style

Box = tuple[int, int, int, int]
Token = list[str]  # [text, kind]

COLOURS_LIGHT = {"keyword": (175, 0, 219), "name": (0, 16, 128), "func": (121, 94, 38),
                 "string": (163, 21, 21), "comment": (0, 128, 0), "number": (9, 134, 88),
                 "punct": (50, 50, 50), "plain": (30, 30, 30)}
COLOURS_DARK = {"keyword": (197, 134, 192), "name": (156, 220, 254), "func": (220, 220, 170),
                "string": (206, 145, 120), "comment": (106, 153, 85), "number": (181, 206, 168),
                "punct": (212, 212, 212), "plain": (212, 212, 212)}

_WORDS = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|\d+|\"[^\"]*\"|'[^']*'|\s+|.")
_KEYWORDS = {"def", "class", "return", "if", "for", "in", "not", "is", "None", "import",
             "from", "raise", "continue", "self", "range", "print", "try", "except", "with",
             "as", "and", "or", "else", "elif", "lambda", "True", "False", "while", "break",
             "pass", "yield", "dict", "list", "str", "int", "float", "bool", "len", "sorted"}


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


def sample_code(rng: np.random.Generator, content: Content, n_lines: int,
                start: int = 0) -> list[list[Token]]:
    """``n_lines`` token lines of a sampled module (``code_world``) from line ``start``
    (0-based); identifiers and comments are English in every language, as real code is."""
    module = sample_module(rng)
    return [tokenize(t) for t in module.lines[start:start + n_lines]]


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


def clip_tokens(tokens: list[Token], room: int) -> list[Token]:
    """``tokens`` cut after ``room`` characters (a monospaced line clipped at the edge)."""
    out, used = [], 0
    for text, kind in tokens:
        if used + len(text) > room:
            if room - used > 0:
                out.append([text[:room - used], kind])
            break
        out.append([text, kind])
        used += len(text)
    return out


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
    # an editor clips a long line at its edge (no "…"): keep the characters that fit
    room = int((x2 - gutter - 4) // max(1.0, measure("M", base)[0]))
    y = y1 + 6
    for k, whole in enumerate(lines):
        tokens = clip_tokens(whole, room)
        if y + pitch > y2:
            break
        # laid out like the code line beside it, so the number sits on the same baseline
        page.text((x1 + 8, y, gutter - 2, y + pitch + 4), f"{first_number + k:>3}",
                  base.but(color=theme.muted), role="chrome", wrap=False, max_lines=1,
                  line_height=line_height)
        spans = [Span(text, base.but(color=colours[kind])) for text, kind in tokens if text]
        if spans:
            cut = len("".join(t for t, _ in tokens).rstrip()) < len("".join(t for t, _ in whole).rstrip())
            page.text((gutter, y, x2, y + pitch + 4), spans, base, role="code", wrap=False,
                      max_lines=1, line_height=line_height, clipped=cut)
        y += pitch
