"""The page builder: surfaces draw shapes and text into named regions, in stacking order.

Text is laid out the moment it is added, so a widget knows where its text ended and can
place the next element; nothing is drawn until ``render`` (see ``page.render``).

Device scale (training screens, generator/screens.py): a page of ``scale`` s is built in
logical pixels (``width`` x ``height``, what a surface sees and measures) and stored in
device pixels: every box, point, stroke width, corner radius and font size is multiplied
by s (rounded) as it is added, so text is laid out and rasterised at its device size
(crisp, with its own hinting), and ``TextBlock.bottom`` / ``right`` answer in logical
pixels. Region boxes stay logical (surfaces adjust them after drawing) and are converted
when the page is rendered. The image is ``canvas`` = round(width x s) by round(height x s).
At scale 1 nothing is converted.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from generator.layout import LaidBlock, Span, Style, layout_block
from generator.page.theme import Theme

Box = tuple[int, int, int, int]
RGB = tuple[int, int, int]

# "miniature": text drawn at a thumbnail's scale (a print preview's page): shown, counted when
# a reader asks which words the page holds, never a target (no sampler takes its role, and
# the verifier rejects it: clicking a word in a preview does nothing; r85 0005)
ROLES = ("prose", "text", "code", "structural", "chrome", "field", "miniature")


@dataclass
class ShapeOp:
    kind: str  # rect | ellipse | line | polygon | mesh | gradient | photo (a finish, see
    # ``Page.photo``) | portrait (a profile photo, ``Page.portrait``) | figure (a person
    # over a scene, ``Page.figure``)
    box: Box
    z: int
    fill: RGB | None = None
    outline: RGB | None = None
    width: int = 1
    radius: int = 0
    points: tuple[tuple[int, int], ...] = ()
    name: str = "panel"
    opaque: bool = True
    seed: int = 0  # photo: the finish's noise, grade and light direction
    look: str = ""  # photo: outdoor, indoor, night, ... (page.photo.LOOKS)
    polys: tuple = ()  # mesh: ((points, fill), ...) filled in order (a drawn picture)


@dataclass
class TextBlock:
    laid: LaidBlock
    region: int
    role: str
    z: int
    name: str = ""
    scale: float = 1.0  # device pixels per logical pixel (see the module docstring)
    clipped: bool = False  # the caller cut the text at the box's edge (its real end is unseen)

    @property
    def bottom(self) -> int:
        return self.laid.bottom if self.scale == 1 else round(self.laid.bottom / self.scale)

    @property
    def right(self) -> int:
        ends = [ln.glyphs[-1].pen + ln.glyphs[-1].font.advance(ln.glyphs[-1].char)
                for ln in self.laid.lines if ln.glyphs]
        right = round(max(ends)) if ends else self.laid.box[0]
        return right if self.scale == 1 else round(right / self.scale)

    @property
    def empty(self) -> bool:
        return not any(line.glyphs for line in self.laid.lines)


@dataclass
class RegionDef:
    name: str
    kind: str
    box: Box
    label: str = ""


@dataclass
class Page:
    width: int
    height: int
    theme: Theme
    ops: list[ShapeOp | TextBlock] = field(default_factory=list)
    regions: list[RegionDef] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)
    _region_stack: list[int] = field(default_factory=list)
    scale: float = 1.0

    def __post_init__(self) -> None:
        self.regions.append(RegionDef("page", "page", (0, 0, self.width, self.height)))
        self._region_stack.append(0)

    @property
    def canvas(self) -> tuple[int, int]:
        """The image size in device pixels."""
        if self.scale == 1:
            return self.width, self.height
        return round(self.width * self.scale), round(self.height * self.scale)

    def px(self, box: Box) -> Box:
        """A logical box (or point, or any tuple of coordinates) in device pixels."""
        if self.scale == 1:
            return box
        return tuple(round(v * self.scale) for v in box)  # type: ignore[return-value]

    def _stroke(self, width: int) -> int:
        return width if self.scale == 1 or width <= 0 else max(1, round(width * self.scale))

    # ---- regions -------------------------------------------------------------------

    @contextmanager
    def region(self, name: str, kind: str, box: Box, label: str = "") -> Iterator[int]:
        """Everything drawn inside the ``with`` belongs to the region ``name``."""
        self.regions.append(RegionDef(name, kind, _clip(box, self.width, self.height), label))
        self._region_stack.append(len(self.regions) - 1)
        try:
            yield self._region_stack[-1]
        finally:
            self._region_stack.pop()

    @property
    def current_region(self) -> int:
        return self._region_stack[-1]

    # ---- shapes --------------------------------------------------------------------

    def resize(self, op: ShapeOp, box: Box) -> None:
        """Give a drawn shape its final logical box (a panel sized after its content)."""
        op.box = self.px(box)

    def reline(self, op: ShapeOp, p1: tuple[int, int], p2: tuple[int, int]) -> None:
        """Give a drawn line its final logical ends (a rule as tall as the row drawn after
        it), in device pixels like ``line`` (r52 0024: ends left logical drew a stray rule
        at half the place on a 2x screen)."""
        p1, p2 = self.px(p1), self.px(p2)
        op.points = (p1, p2)
        op.box = (min(p1[0], p2[0]), min(p1[1], p2[1]), max(p1[0], p2[0]) + op.width,
                  max(p1[1], p2[1]) + op.width)

    def rect(self, box: Box, fill: RGB | None = None, outline: RGB | None = None,
             width: int = 1, radius: int = 0, name: str = "panel") -> ShapeOp:
        box = self.px(box)
        op = ShapeOp("rect", box, len(self.ops), fill, outline, self._stroke(width),
                     self._stroke(radius), name=name, opaque=fill is not None)
        if box[2] > box[0] and box[3] > box[1]:  # an empty box draws nothing (as in CSS)
            self.ops.append(op)
        return op

    def ellipse(self, box: Box, fill: RGB | None = None, outline: RGB | None = None,
                width: int = 1, name: str = "icon") -> ShapeOp:
        box = self.px(box)
        op = ShapeOp("ellipse", box, len(self.ops), fill, outline, self._stroke(width),
                     name=name, opaque=fill is not None)
        if box[2] > box[0] and box[3] > box[1]:
            self.ops.append(op)
        return op

    def line(self, p1: tuple[int, int], p2: tuple[int, int], fill: RGB, width: int = 1,
             name: str = "rule") -> ShapeOp:
        p1, p2, width = self.px(p1), self.px(p2), self._stroke(width)
        box = (min(p1[0], p2[0]), min(p1[1], p2[1]), max(p1[0], p2[0]) + width,
               max(p1[1], p2[1]) + width)
        op = ShapeOp("line", box, len(self.ops), fill, None, width, points=(p1, p2),
                     name=name, opaque=False)
        self.ops.append(op)
        return op

    def polygon(self, points: list[tuple[int, int]], fill: RGB, name: str = "icon") -> ShapeOp:
        points = [self.px(p) for p in points]
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        op = ShapeOp("polygon", (min(xs), min(ys), max(xs) + 1, max(ys) + 1), len(self.ops),
                     fill, points=tuple(points), name=name)
        self.ops.append(op)
        return op

    def mesh(self, box: Box, polys: list[tuple[list[tuple[int, int]], RGB]],
             name: str = "image") -> ShapeOp:
        """Many filled polygons in one op (a picture drawn from a few hundred shapes: one
        geometry shape, its ``box``, instead of one per polygon); drawn in order."""
        if self.scale != 1:
            polys = [([self.px(p) for p in pts], fill) for pts, fill in polys]
        op = ShapeOp("mesh", self.px(box), len(self.ops), name=name,
                     polys=tuple((tuple(pts), fill) for pts, fill in polys))
        self.ops.append(op)
        return op

    def gradient(self, box: Box, top: RGB, bottom: RGB, vertical: bool = True,
                 gamma: float = 1.0, name: str = "image") -> ShapeOp:
        """A smooth fill of ``box`` from ``top`` to ``bottom`` (down, or left to right),
        computed in float and dithered before it is quantised: no visible bands on a tall
        hero or a sky (``gamma`` > 1 keeps the ``top`` colour longer)."""
        op = ShapeOp("gradient", self.px(box), len(self.ops), top, bottom,
                     width=1 if vertical else 0, name=name, look=f"{gamma:g}")
        self.ops.append(op)
        return op

    def photo(self, box: Box, seed: int, look: str = "outdoor",
              points: tuple[tuple[int, int], ...] = ()) -> ShapeOp:
        """A photographic finish over what is drawn in ``box`` so far (page.photo): soft
        focus, texture, light, grain. Text and shapes added later are drawn over it as is.
        Look "people": ``points`` the heads of a group (page.people), lit as round."""
        box = self.px(box)
        op = ShapeOp("photo", box, len(self.ops), name="photo", seed=int(seed), look=look,
                     points=tuple(points))
        if box[2] > box[0] and box[3] > box[1]:
            self.ops.append(op)
        return op

    def figure(self, box: Box, whole: Box, seed: int, sex: str = "", unit: int = 0,
               name: str = "person") -> ShapeOp:
        """Person ``seed`` drawn as page.portrait draws them (head and shoulders, lit, with
        hair and skin) over what is drawn in ``box`` so far (a presenter before their room):
        the person fills ``whole`` (the portrait's square ``unit`` px wide, centred, its top
        at the top of ``whole``), only the part inside ``box`` is drawn."""
        box, whole = self.px(box), self.px(whole)
        op = ShapeOp("figure", box, len(self.ops), radius=self._stroke(unit), name=name,
                     seed=int(seed), look=sex, opaque=False,
                     points=((whole[0], whole[1]), (whole[2], whole[3])))
        if box[2] > box[0] and box[3] > box[1]:
            self.ops.append(op)
        return op

    def portrait(self, box: Box, seed: int, sex: str = "", radius: int | None = None,
                 name: str = "avatar photo") -> ShapeOp:
        """A small profile photo of person ``seed`` (page.portrait): head and shoulders lit
        from one side before a soft background; ``sex`` "f" / "m" / "" (unknown), corners
        rounded by ``radius`` (None: a disc)."""
        box = self.px(box)
        r = (box[2] - box[0]) // 2 if radius is None else self._stroke(radius)
        op = ShapeOp("portrait", box, len(self.ops), radius=r, name=name, seed=int(seed),
                     look=sex)
        if box[2] > box[0] and box[3] > box[1]:
            self.ops.append(op)
        return op

    # ---- text ----------------------------------------------------------------------

    def text(self, box: Box, content: str | list[Span] | list[list[Span]], style: Style,
             role: str = "text", name: str = "", clipped: bool = False,
             **layout: Any) -> TextBlock:
        """Lay out ``content`` (a string, one paragraph of spans, or paragraphs) in ``box``."""
        if role not in ROLES:
            raise ValueError(f"unknown text role {role!r}; expected one of {ROLES}")
        paragraphs = _as_paragraphs(content, style)
        box = self.px(_clip(box, self.width, self.height))
        if self.scale != 1:  # sizes round down: text never outgrows the box it was measured for
            paragraphs = [[Span(sp.text, sp.style.but(size=device_size(sp.style.size, self.scale)))
                           for sp in para] for para in paragraphs]
        laid = layout_block(paragraphs, box, **layout)
        block = TextBlock(laid, self.current_region, role, len(self.ops), name, self.scale,
                          clipped)
        self.ops.append(block)
        return block

    def label(self, x: int, y: int, text: str, style: Style, role: str = "chrome",
              max_width: int | None = None, align: str = "left", name: str = "") -> TextBlock:
        """One line of text centred in a box of height ``2.2 * size`` whose top-left is
        (x, y); truncated with an ellipsis if it is wider than ``max_width``."""
        right = x + max_width if max_width else self.width
        height = round(style.size * 2.2)
        offset = (height - round(style.size * 1.2)) // 2
        return self.text((x, y + offset, right, y + height), text, style, role=role, name=name,
                         wrap=False, max_lines=1, align=align, line_height=1.2)

    def text_blocks(self) -> list[TextBlock]:
        return [op for op in self.ops if isinstance(op, TextBlock)]


def device_size(size: int, scale: float) -> int:
    """A logical font size in device pixels, rounded down: a string measured at its logical
    size to fit a box still fits the scaled box (13 px at 150 % is 19, not 20 — rounding up
    made a label 2.5 % wider than its box and cut it with an ellipsis)."""
    return max(1, math.floor(size * scale + 1e-6))


def _as_paragraphs(content: str | list[Span] | list[list[Span]], style: Style) -> list[list[Span]]:
    if isinstance(content, str):
        return [[Span(p, style)] if p else [] for p in content.split("\n")]
    if content and isinstance(content[0], Span):
        return [content]  # type: ignore[list-item]
    return content  # type: ignore[return-value]


def _clip(box: Box, width: int, height: int) -> Box:
    x1, y1, x2, y2 = box
    return (max(0, x1), max(0, y1), min(width, x2), min(height, y2))
