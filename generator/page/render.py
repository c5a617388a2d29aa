"""Render a page to an RGB image and assemble its geometry from the very same placements."""

from __future__ import annotations

import math

import numpy as np
from PIL import Image, ImageDraw

from generator.fonts import SUBPIXEL_PHASES, SizedFont
from generator.geometry import (
    Block,
    Glyph,
    Line,
    PageGeometry,
    Paragraph,
    Region,
    Shape,
    Word,
    union_boxes,
)
from generator.layout import LaidLine, Placed
from generator.page.model import Page, ShapeOp, TextBlock
from generator.page.people import soften
from generator.page.photo import finish
from generator.page.portrait import draw_figure, draw_portrait
from generator.page.segment import sentence_breaks, word_spans


def pixel_position(pen: float) -> tuple[int, int]:
    """Integer pen x and sub-pixel phase a glyph at ``pen`` is pasted with."""
    ix = math.floor(pen)
    phase = round((pen - ix) * SUBPIXEL_PHASES)
    if phase == SUBPIXEL_PHASES:
        return ix + 1, 0
    return ix, phase


Ink = tuple[int, int, int, int] | None


class _Builder:
    """Accumulates the geometry tables while the page is drawn."""

    def __init__(self, page: Page):
        self.geo = PageGeometry(*page.canvas, page.theme.record(), meta=page.meta)
        self.geo.regions = [Region(i, r.name, r.kind, page.px(r.box), r.label)
                            for i, r in enumerate(page.regions)]
        self._fonts: dict[tuple[str, str, int], int] = {}
        self._styles: dict[tuple, int] = {}
        self._sentence = 0

    def font_id(self, font: SizedFont) -> int:
        key = (font.family, font.style, font.size)
        if key not in self._fonts:
            self._fonts[key] = len(self.geo.fonts)
            self.geo.fonts.append(key)
        return self._fonts[key]

    def style_id(self, g: Placed) -> int:
        key = (g.style, g.font.family, g.font.style)
        if key not in self._styles:
            self._styles[key] = len(self.geo.styles)
            self.geo.styles.append(g.style.record(g.font.family, g.font.style))
        return self._styles[key]

    def add_block(self, block: TextBlock, inks: list[list[Ink]]) -> None:
        geo = self.geo
        b_id = len(geo.blocks)
        first_para = len(geo.paragraphs)
        para_of: dict[int, int] = {}
        for line, line_inks in zip(block.laid.lines, inks, strict=True):
            if line.paragraph not in para_of:
                para_of[line.paragraph] = len(geo.paragraphs)
                geo.paragraphs.append(Paragraph(len(geo.paragraphs), (len(geo.lines),) * 2, b_id))
            p_id = para_of[line.paragraph]
            self.add_line(line, line_inks, b_id, p_id, block.region)
            para = geo.paragraphs[p_id]
            para.lines = (para.lines[0], len(geo.lines))
        geo.blocks.append(Block(b_id, block.region, block.role, block.laid.box, block.z,
                                block.name, (first_para, len(geo.paragraphs)),
                                block.laid.line_height, block.clipped))
        for p_id in range(first_para, len(geo.paragraphs)):
            self.assign_sentences(geo.paragraphs[p_id])

    def add_line(self, line: LaidLine, inks: list[Ink], b_id: int, p_id: int,
                 region: int) -> None:
        geo = self.geo
        l_id = len(geo.lines)
        start = len(geo.glyphs)
        style = font = None
        append = geo.glyphs.append
        for g, ink in zip(line.glyphs, inks, strict=True):
            if g.style is not style or g.font is not font:  # ids change per run, not glyph
                style, font = g.style, g.font
                s_id, f_id = self.style_id(g), self.font_id(font)
                advances = font._advance  # every drawn char was measured by the layout
            ch = g.char
            advance = advances.get(ch)
            if advance is None:
                advance = font.advance(ch)
            append(Glyph(ch, f_id, s_id, g.pen, advance, g.baseline, ink, -1, -1, l_id, p_id,
                         b_id, region))
        geo.lines.append(Line(l_id, (start, len(geo.glyphs)), b_id, p_id, line.baseline,
                              line.baseline - line.ascent, line.baseline + line.descent))
        chars = "".join([g.char for g in line.glyphs])
        glyphs = geo.glyphs
        for ws, we in word_spans(chars):
            w_id = len(geo.words)
            geo.words.append(Word(w_id, chars[ws:we], (start + ws, start + we), l_id, b_id))
            for gi in range(start + ws, start + we):
                glyphs[gi].word = w_id

    def assign_sentences(self, para: Paragraph) -> None:
        glyph_range = self.geo.paragraph_glyphs(para)
        glyphs = [self.geo.glyphs[i] for i in glyph_range]
        # Lines are joined by a virtual space so a sentence may end at a line end.
        chars, index = [], []
        for k, g in enumerate(glyphs):
            if k and g.line != glyphs[k - 1].line:
                chars.append(" ")
                index.append(-1)
            chars.append(g.char)
            index.append(k)
        breaks = set(sentence_breaks("".join(chars)))
        for pos, k in enumerate(index):
            if pos in breaks:
                self._sentence += 1
            if k >= 0:
                glyphs[k].sentence = self._sentence
        self._sentence += 1


def _draw_shape(draw: ImageDraw.ImageDraw, op: ShapeOp) -> None:
    x1, y1, x2, y2 = op.box
    if op.kind == "rect":
        box = (x1, y1, x2 - 1, y2 - 1)
        if op.radius:
            draw.rounded_rectangle(box, op.radius, op.fill, op.outline, op.width)
        else:
            draw.rectangle(box, op.fill, op.outline, op.width if op.outline else 0)
    elif op.kind == "ellipse":
        draw.ellipse((x1, y1, x2 - 1, y2 - 1), op.fill, op.outline, op.width)
    elif op.kind == "line":
        draw.line(op.points, op.fill, op.width)
    elif op.kind == "polygon":
        draw.polygon(op.points, op.fill)
    elif op.kind == "mesh":
        for points, fill in op.polys:
            draw.polygon(points, fill)


# a 4x4 ordered-dither (Bayer) threshold in -0.5 .. 0.5: a gradient's fraction of a level
# becomes a fine even pattern instead of a band edge
_BAYER = (np.array([[0, 8, 2, 10], [12, 4, 14, 6], [3, 11, 1, 9], [15, 7, 13, 5]],
                   dtype=np.float32) + 0.5) / 16 - 0.5


def _draw_gradient(image: Image.Image, op: ShapeOp) -> None:
    """A gradient op (Page.gradient) in float, dithered, pasted over ``op.box``."""
    x1, y1, x2, y2 = op.box
    x1, y1 = max(0, x1), max(0, y1)
    x2, y2 = min(image.width, x2), min(image.height, y2)
    if x2 <= x1 or y2 <= y1:
        return
    vertical = op.width == 1
    full = (op.box[3] - op.box[1]) if vertical else (op.box[2] - op.box[0])
    lo, hi = (y1 - op.box[1], y2 - op.box[1]) if vertical else (x1 - op.box[0], x2 - op.box[0])
    t = (np.arange(lo, hi, dtype=np.float32) + 0.5) / max(1, full)
    gamma = float(op.look or 1)
    if gamma != 1:
        t = t ** gamma
    a, b = np.array(op.fill, np.float32), np.array(op.outline, np.float32)
    ramp = a + (b - a) * t[:, None]  # (span, 3)
    h, w = y2 - y1, x2 - x1
    # the threshold repeats every 4 px: dither one 4-px period across the ramp, paste it,
    # then double the pasted part along the box (a full-page ramp: a few copies)
    thr = np.roll(_BAYER, (-(y1 % 4), -(x1 % 4)), (0, 1))
    if vertical:
        cell = np.floor(ramp[:, None, :] + thr[np.arange(h) % 4][:, :, None] + 0.5)  # (h, 4, 3)
    else:
        cell = np.floor(ramp[None, :, :] + thr[:, np.arange(w) % 4][:, :, None] + 0.5)  # (4, w, 3)
    cell = np.clip(cell, 0, 255).astype(np.uint8)
    ch, cw = cell.shape[:2]
    image.paste(Image.frombytes("RGB", (cw, ch), cell.tobytes()).crop((0, 0, min(cw, w),
                                                                          min(ch, h))), (x1, y1))
    k = 4
    while k < (w if vertical else h):  # copy what is filled onto what follows
        if vertical:
            image.paste(image.crop((x1, y1, x1 + min(k, w - k), y2)), (x1 + k, y1))
        else:
            image.paste(image.crop((x1, y1, x2, y1 + min(k, h - k))), (x1, y1 + k))
        k *= 2


def _span_runs(line: LaidLine, flag: str) -> list[tuple[float, float, Placed]]:
    """Extents of the runs of glyphs whose style has ``flag``; a run starts and ends on a
    non-space glyph, and spaces inside it join it only if they carry the flag too."""
    runs: list[tuple[float, float, Placed]] = []
    open_run = False
    for g in line.glyphs:
        value = getattr(g.style, flag)
        if not value or (open_run and value != getattr(runs[-1][2].style, flag)):
            open_run = False
            if not value:
                continue
        if g.char == " ":
            continue
        end = g.pen + g.font.advance(g.char)
        if open_run:
            runs[-1] = (runs[-1][0], end, runs[-1][2])
        else:
            runs.append((g.pen, end, g))
            open_run = True
    return runs


def _draw_text(image: Image.Image, draw: ImageDraw.ImageDraw, block: TextBlock,
               code_bg: tuple[int, int, int]) -> list[list[Ink]]:
    """Draw the block's lines; return every glyph's ink box on the page, line by line."""
    inks = []
    for line in block.laid.lines:
        flags = _line_flags(line)
        for x1, x2, g in _span_runs(line, "highlight") if "highlight" in flags else ():
            draw.rectangle((round(x1), line.baseline - line.ascent, round(x2) - 1,
                            line.baseline + line.descent - 1), g.style.highlight)
        for x1, x2, g in _span_runs(line, "code") if "code" in flags else ():
            draw.rounded_rectangle((round(x1) - 2, line.baseline - g.font.ascent,
                                    round(x2) + 1, line.baseline + g.font.descent - 1),
                                   3, code_bg)
        inks.append(_draw_glyphs(image, line))
        _draw_rules(draw, line, flags)
    return inks


def _line_flags(line: LaidLine) -> set[str]:
    """The run flags (highlight, code, underline, strike) some glyph of the line carries:
    the others' runs are empty, and looking for them costs a pass over the line each."""
    flags: set[str] = set()
    style = None
    for g in line.glyphs:
        if g.style is not style:  # styles change per run, not per glyph
            style = g.style
            flags.update(f for f in ("highlight", "code", "underline", "strike")
                         if getattr(style, f))
    return flags


def _draw_glyphs(image: Image.Image, line: LaidLine) -> list[Ink]:
    """Paste the line's cached glyph masks in their colours; return their ink boxes.

    A mask is cropped to its ink, so the box it is pasted into is the glyph's ink box on
    the page. The loop runs for every glyph of every page: ``pixel_position`` is inlined
    and masks are pasted on the image's core (Image.paste's checks cost more than the
    paste of a small glyph)."""
    paste = image.im.paste
    inks: list[Ink] = []
    append = inks.append
    for g in line.glyphs:
        pen = g.pen
        ix = math.floor(pen)
        phase = round((pen - ix) * SUBPIXEL_PHASES)
        if phase == SUBPIXEL_PHASES:
            ix, phase = ix + 1, 0
        font = g.font
        gi = font._glyphs.get((g.char, phase)) or font.glyph(g.char, phase)
        ink = gi.ink
        if ink is None:
            append(None)
            continue
        base = g.baseline
        box = (ix + ink[0], base + ink[1], ix + ink[2], base + ink[3])
        paste(g.style.color, box, gi.im)
        append(box)
    return inks


def _draw_rules(draw: ImageDraw.ImageDraw, line: LaidLine, flags: set[str]) -> None:
    for flag in ("underline", "strike"):
        for x1, x2, g in _span_runs(line, flag) if flag in flags else ():
            thick = max(1, round(g.font.size / 14))
            if flag == "underline":
                y = line.baseline + max(1, round(g.font.descent * 0.45))
            else:
                y = line.baseline - round(g.font.size * 0.3)
            draw.rectangle((round(x1), y, round(x2) - 1, y + thick - 1), g.style.color)


def render(page: Page) -> tuple[Image.Image, PageGeometry]:
    """Draw every element in stacking order; return the image and its geometry."""
    image = Image.new("RGB", page.canvas, page.theme.bg)
    draw = ImageDraw.Draw(image)
    builder = _Builder(page)
    for op in page.ops:
        if isinstance(op, ShapeOp):
            if op.kind == "photo" and op.look == "depth":
                soften(image, op.box)
            elif op.kind == "photo":
                finish(image, op.box, op.seed, op.look, points=op.points)
            elif op.kind == "gradient":
                _draw_gradient(image, op)
            elif op.kind == "portrait":
                draw_portrait(image, op.box, op.seed, op.look, op.radius)
            elif op.kind == "figure":
                draw_figure(image, op.box, op.points, op.seed, op.look, op.radius)
            else:
                _draw_shape(draw, op)
            builder.geo.shapes.append(Shape(op.name, op.box, op.z, op.opaque))
        else:
            builder.add_block(op, _draw_text(image, draw, op, page.theme.code_bg))
    return image, builder.geo


def block_ink(geo: PageGeometry, block: Block) -> tuple[int, int, int, int] | None:
    lines = [ln for ln in geo.lines if ln.block == block.id]
    return union_boxes(geo.line_box(ln) for ln in lines)
