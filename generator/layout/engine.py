"""The layout engine: wraps styled paragraphs into a box and places every glyph.

Glyphs are placed one by one (advance + pair kerning from the font's own shaping, ligatures
off), and the renderer pastes exactly these placements, so geometry and pixels cannot
disagree. Lines break only at spaces; a word wider than the box is broken at a syllable
with a hyphen glyph (or after a separator of an address or path), see ``hyphen``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

from generator.fonts import FontBook, SizedFont, fontbook, style_name
from generator.layout.glue import CLOSING, glue_guillemets, glue_numbers, glue_units
from generator.layout.hyphen import MIN_PART, break_points, is_natural, part_letters
from generator.layout.style import Span, Style
from generator.raster import plain_font
from generator.spacing import ink_shortfall
from generator.timing import stage

Box = tuple[int, int, int, int]
ELLIPSIS = "…"
HYPHEN = "-"
# a line is cut only when it overflows its box by more than this (a glyph's advance ends past its
# ink: a sub-pixel overhang of the advance, e.g. from a font size scaled for the screen, is no
# overflow and never worth an ellipsis)
OVERHANG = 1.0
_RUNS = re.compile(r" +|[^ ]+")


@dataclass(slots=True)
class Placed:
    char: str
    font: SizedFont
    style: Style
    pen: float
    baseline: int


@dataclass(slots=True)
class LaidLine:
    glyphs: list[Placed]
    paragraph: int
    baseline: int = 0
    ascent: int = 0
    descent: int = 0
    pitch: int = 0

    @property
    def width(self) -> float:
        if not self.glyphs:
            return 0.0
        last = self.glyphs[-1]
        return last.pen + last.font.advance(last.char) - self.glyphs[0].pen


@dataclass(slots=True)
class LaidBlock:
    box: Box
    lines: list[LaidLine] = field(default_factory=list)
    truncated: bool = False
    line_height: int = 0

    @property
    def bottom(self) -> int:
        if not self.lines:
            return self.box[1]
        last = self.lines[-1]
        return last.baseline + last.descent


def resolve_font(style: Style, text: str, book: FontBook) -> SizedFont:
    """The sized font a span is drawn with: its family if it covers the text, else a
    family of the same class that does (never a tofu box)."""
    wanted = style_name(style.bold, style.italic)
    family = book.covering_family(style.family, wanted, text)
    size = style.size if style.script == 0 else max(6, round(style.size * 0.7))
    return book.sized(family, wanted, size)


def _covered_runs(span: Span, book: FontBook) -> list[tuple[str, SizedFont]]:
    """The span's text in runs with their fonts: its own family wherever that covers the
    characters, a covering family only for the characters it lacks ("→", "✓"), so one arrow
    never sets a whole label in another face."""
    style, text = span.style, span.text
    wanted = style_name(style.bold, style.italic)
    if book.covers(style.family, wanted, text):
        return [(text, resolve_font(style, text, book))]
    face = book.face(style.family, wanted)
    runs: list[tuple[str, bool]] = []
    for ch in text:
        own = ch.isspace() or face.covers_char(ch)
        if runs and runs[-1][1] == own:
            runs[-1] = (runs[-1][0] + ch, own)
        else:
            runs.append((ch, own))
    return [(run, resolve_font(style, run, book)) for run, _ in runs]


def _script_shift(style: Style) -> int:
    if style.script > 0:
        return -round(style.size * 0.35)
    if style.script < 0:
        return round(style.size * 0.15)
    return 0


def _tokens(spans: list[Span], book: FontBook) -> list[list[tuple[str, SizedFont, Style]]]:
    """Split a paragraph into alternating word and space tokens of (char, font, style)."""
    tokens: list[list[tuple[str, SizedFont, Style]]] = []
    current: list[tuple[str, SizedFont, Style]] = []
    current_space: bool | None = None
    for span in spans:
        if not span.text:
            continue
        style = span.style
        for text, font in _covered_runs(span, book):
            for run in _RUNS.findall(text):  # runs of spaces and of other characters
                is_space = run[0] == " "
                if current and is_space != current_space:
                    tokens.append(current)
                    current = []
                current.extend([(ch, font, style) for ch in run])
                current_space = is_space
    if current:
        tokens.append(current)
    return glue_units(glue_guillemets(glue_numbers(tokens)))


# the room on either side of an inline code run (its shaded box reaches 2 px past its
# glyphs): without it "da`zephyr.toml`" reads as one word (r51 0016)
CODE_PAD = 3


def _place(token, line: list[Placed], pen: float) -> tuple[list[Placed], float]:
    """Place ``token`` after ``line`` starting at ``pen``; return its glyphs and the end pen."""
    out: list[Placed] = []
    append = out.append
    prev_font, prev_char = (line[-1].font, line[-1].char) if line else (None, "")
    prev_style = line[-1].style if line else None
    for ch, font, style in token:  # every glyph of every page: lookups kept local
        if "\u0300" <= ch <= "\u036f" and out:  # a combining mark: over its base
            append(_over_base(ch, font, style, out[-1]))
            continue
        if prev_font is font:
            pen += font.kerning(prev_char, ch)
        if prev_char == " " and ch != " ":
            pen += _clear_space(out, line, font, ch, pen)
        if style is not prev_style and prev_style is not None and \
                style.code != prev_style.code:
            pen += CODE_PAD  # an inline code run's padding: its box never eats the space
        prev_style = style
        append(Placed(ch, font, style, pen, _script_shift(style) if style.script else 0))
        advance = font._advance.get(ch)
        pen += advance if advance is not None else font.advance(ch)
        prev_font, prev_char = font, ch
    return out, pen


def _clear_space(out: list[Placed], line: list[Placed], font: SizedFont, ch: str,
                 pen: float) -> float:
    """How far the first glyph of a word after a space moves right: enough that its ink
    clears the word before by a reader's word gap (``spacing.ink_shortfall``)."""
    for glyphs in (out, line):
        for g in reversed(glyphs):
            if g.char != " ":
                return ink_shortfall(g.font, g.char, g.pen, font, ch, pen)
    return 0.0


def _over_base(ch: str, font: SizedFont, style: Style, base: Placed) -> Placed:
    """Combining mark ``ch`` centred over ``base`` (the IPA nasal tilde of "ɑ̃"), taking no
    room: plain text has no mark anchors, and a mark set after its base stood beside it
    (r70 0001)."""
    face = plain_font(font.path, font.size) if font.path else font.font  # no dotted circle
    x0, _, x1, _ = face.getbbox(ch, anchor="ls")
    width = base.font.advance(base.char)
    return Placed(ch, font, style, base.pen + (width - (x1 - x0)) / 2 - x0, base.baseline)


def _wrap(tokens, left: float, width: float, paragraph: int, wrap: bool) -> list[LaidLine]:
    lines: list[LaidLine] = []
    line: list[Placed] = []
    pen = left
    right = left + width
    for token in tokens:
        is_space = token[0][0] == " "
        if is_space and not line and lines:
            continue  # no leading spaces on a wrapped line (a paragraph keeps its indent)
        placed, end = _place(token, line, pen)
        if wrap and not is_space and end > right and line:
            while line and line[-1].char == " ":
                line.pop()
            lines.append(LaidLine(line, paragraph))
            line, pen = [], left
            placed, end = _place(token, line, pen)
        if wrap and not is_space and end > right:
            placed = _split_long_word(placed, right, lines, paragraph, left)
            end = placed[-1].pen + placed[-1].font.advance(placed[-1].char) if placed else left
        line.extend(placed)
        pen = end
    while line and line[-1].char == " ":
        line.pop()
    lines.append(LaidLine(line, paragraph))
    return lines


@cache
def _mono_families() -> frozenset[str]:
    """Monospaced text (code, terminals) wraps by columns and never gains a hyphen."""
    return frozenset(fontbook().families_of("mono"))


def _end(glyph: Placed) -> float:
    return glyph.pen + glyph.font.advance(glyph.char)


def _split_long_word(placed: list[Placed], right: float, lines: list[LaidLine],
                     paragraph: int, left: float) -> list[Placed]:
    """Break a word wider than the box over several lines (see ``hyphen``): at the last
    syllable or separator that fits, with a hyphen inside a natural word."""
    while placed and _end(placed[-1]) > right:
        cut, hyphen = _cut_point(placed, right)
        head = placed[:cut]
        while len(head) > 1 and head[-1].char == " ":  # a last-resort cut at a glued space
            head.pop()
        if hyphen:
            last = head[-1]
            head.append(Placed(HYPHEN, last.font, last.style, _end(last), last.baseline))
        lines.append(LaidLine(head, paragraph))
        rest = [(g.char, g.font, g.style) for g in placed[cut:]]
        while len(rest) > 1 and rest[0][0] == " ":
            rest.pop(0)
        before = len(placed)
        placed, _ = _place(rest, [], left)
        if len(placed) == before:  # no progress: a single glyph wider than the box
            break
    return placed


def _segments(word: str) -> list[tuple[int, str]]:
    """The words of a token with their offsets: one for a plain word, several for a unit
    glued at no-break spaces ("« avez-vous » ?!", "12 %")."""
    return [(m.start(), m.group()) for m in _WORDS.finditer(word)]


_WORDS = re.compile(r"[^ ]+")


def _cut_point(placed: list[Placed], right: float) -> tuple[int, bool]:
    """Where to break ``placed`` (the glyph count kept on the line) and whether a hyphen
    follows: the last break point that fits, else the last glyph that fits. A unit glued
    at no-break spaces breaks only inside its words, never at those spaces, so no line
    starts with a closing mark or ends on an opening guillemet."""
    word = "".join(g.char for g in placed)
    code = any(g.style.code or g.font.family in _mono_families() for g in placed)
    dash = placed[0].font.advance(HYPHEN)
    fits = [i for i in range(1, len(placed)) if _end(placed[i - 1]) <= right]
    segments = _segments(word)
    points = sorted((start + i, hyphen) for start, seg in segments
                    for i, hyphen in break_points(seg, hyphenate=not code))
    for i, hyphen in reversed(points):
        if _end(placed[i - 1]) + (dash if hyphen else 0.0) <= right:
            return i, hyphen
    keep = []  # no syllable fits: cut between letters, still no tiny head or tail
    for start, seg in segments:
        natural = not code and is_natural(seg)
        keep += [(i, natural and seg[i - start - 1].isalpha() and seg[i - start].isalpha())
                 for i in fits if start < i < start + len(seg)
                 and part_letters(seg[:i - start]) >= MIN_PART
                 and part_letters(seg[i - start:]) >= MIN_PART
                 and (not natural or _end(placed[i - 1]) + dash <= right)]
    if keep:
        return keep[-1]
    # last resort (a box narrower than a word): any glyph that fits, but no line that starts
    # with a closing mark or ends on an opening guillemet while another cut would do
    legal = [i for i in fits if word[:i].rstrip(" ")[-1:] != "«"
             and word[i:].lstrip(" ")[:1] not in CLOSING]
    return (legal or fits or [1])[-1], False


def _truncate(line: LaidLine, right: float) -> None:
    """Cut a line that does not fit and end it with an ellipsis, never after a space or a
    stop, comma or colon (r53 0009: "in der Einladung…." with the sentence's full stop)."""
    while line.glyphs:
        last = line.glyphs[-1]
        end = last.pen + last.font.advance(last.char) + last.font.advance(ELLIPSIS)
        if end <= right and last.char not in " .,;:":
            break
        line.glyphs.pop()
    if line.glyphs:
        last = line.glyphs[-1]
        pen = last.pen + last.font.advance(last.char)
        line.glyphs.append(Placed(ELLIPSIS, last.font, last.style, pen, last.baseline))


def _set_vertical(line: LaidLine, top: int, line_height: float, fallback: SizedFont) -> None:
    fonts = {id(g.font): g.font for g in line.glyphs} or {0: fallback}
    ascent = max(f.ascent for f in fonts.values())
    descent = max(f.descent for f in fonts.values())
    pitch = max(max(round(f.size * line_height) for f in fonts.values()), ascent + descent)
    line.ascent, line.descent, line.pitch = ascent, descent, pitch
    line.baseline = top + (pitch - ascent - descent) // 2 + ascent
    for g in line.glyphs:
        g.baseline += line.baseline


def _align(line: LaidLine, left: float, width: float, align: str) -> None:
    if align == "left" or not line.glyphs:
        return
    slack = width - line.width
    shift = slack if align == "right" else slack / 2
    for g in line.glyphs:
        g.pen += shift


def layout_block(paragraphs: list[list[Span]], box: Box, *, align: str = "left",
                 line_height: float = 1.35, wrap: bool = True, max_lines: int | None = None,
                 paragraph_gap: float = 0.0, book: FontBook | None = None) -> LaidBlock:
    """Lay ``paragraphs`` out in ``box``; lines that would overflow the box are dropped and
    the last kept line ends in an ellipsis, so nothing is ever clipped."""
    with stage("layout"):
        return _layout_block(paragraphs, box, align, line_height, wrap, max_lines,
                             paragraph_gap, book or fontbook())


def _layout_block(paragraphs: list[list[Span]], box: Box, align: str, line_height: float,
                  wrap: bool, max_lines: int | None, paragraph_gap: float,
                  book: FontBook) -> LaidBlock:
    x1, y1, x2, y2 = box
    width = x2 - x1
    block = LaidBlock(box)
    top = y1
    fallback = None
    for p_index, spans in enumerate(paragraphs):
        if not spans:
            continue
        fallback = fallback or resolve_font(spans[0].style, " ", book)
        tokens = _tokens(spans, book)
        for n_line, line in enumerate(_wrap(tokens, x1, width, p_index, wrap)):
            _set_vertical(line, top, line_height, fallback)
            full = (max_lines is not None and len(block.lines) >= max_lines) or \
                line.baseline + line.descent > y2
            if full:
                # a cut between paragraphs leaves the last one whole: no ellipsis after a
                # finished sentence (r57 0019: "…und danach geteilt…")
                _close_truncated(block, x2, mark=n_line > 0 or not block.lines)
                return block
            if line.width > width + OVERHANG:
                _truncate(line, x2)
            _align(line, x1, width, align)
            block.lines.append(line)
            top += line.pitch
        top += round(paragraph_gap * (block.lines[-1].pitch if block.lines else 0))
    block.line_height = block.lines[0].pitch if block.lines else 0
    return block


def _close_truncated(block: LaidBlock, right: float, mark: bool = True) -> None:
    block.truncated = True
    block.line_height = block.lines[0].pitch if block.lines else 0
    if block.lines and mark:
        _truncate(block.lines[-1], right - 1)


def measure(text: str, style: Style, book: FontBook | None = None) -> tuple[float, int, int]:
    """Width, ascent and descent of ``text`` drawn on one line in ``style``."""
    with stage("layout"):
        font = resolve_font(style, text, book or fontbook())
        return font.width(text), font.ascent, font.descent
