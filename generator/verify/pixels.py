"""Checks of the target against the final image and the drawing order.

- ``missing_glyph``: a glyph of the target or of its quoted text is not in the cmap of the
  font it was drawn with (the renderer would have drawn a tofu box or nothing).
- ``clipped``: the target box leaves the canvas, the target's ink (for a caret or gap, the
  ink beside it) leaves its text block's box (the container that clips it in a real UI)
  by more than ``CLIP_SLACK`` px,
  or the target word was cut by a truncation ellipsis (a "…" ending its line right after
  the word), or the target rests on the last glyph of a line cut at its container's edge
  (``Block.clipped``: a line end, a word or caret there is not where the text ends).
- ``occluded``: something drawn after the target's block overlaps the target: an opaque
  shape, the outline of a non-opaque one, a glyph of a later text block, or a distractor
  overlay listed in ``geometry.meta["overlays"]`` (drawn after everything).
- ``faint``: in the final image the target's glyphs (for a caret, the glyphs beside it)
  do not stand out from their local background: per glyph, the WCAG contrast of its most
  contrasted covered pixels with the median colour around it (``glyph_contrast``); the
  median over the glyphs is under ``MIN_CONTRAST``. The masks are re-rendered from the bundled fonts at the
  recorded pen position, so this reads the pixels where the ink must be.
"""

from __future__ import annotations

import math

import numpy as np
from PIL import Image

from generator.fonts import SUBPIXEL_PHASES, fontbook
from generator.geometry import Box, PageGeometry
from generator.verify.cut import clipped_end
from generator.verify.resolve import Candidate

MIN_CONTRAST = 1.5
INK_PERCENTILE = 80  # the darkest (most contrasted) fifth of a glyph's pixels decides
MAX_FAINT_GLYPHS = 32  # glyphs sampled from a long target (a paragraph)
OUTLINE = 2  # assumed stroke of a non-opaque shape's outline
HALO = 3  # pixels around a glyph read as its background
ELLIPSIS = "…"
CLIP_SLACK = 2  # side bearings may overhang a container by this much (a "T" at the margin)


def _meets(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _inside(outer: Box, inner: Box, slack: int = 0) -> bool:
    return outer[0] - slack <= inner[0] and outer[1] - slack <= inner[1] \
        and inner[2] <= outer[2] + slack and inner[3] <= outer[3] + slack


def missing_glyph(geo: PageGeometry, glyphs: list[int]) -> int | None:
    """The first glyph whose character its font does not cover, or None."""
    book = fontbook()
    for i in glyphs:
        g = geo.glyphs[i]
        if g.char.isspace():
            continue
        family, style, _ = geo.fonts[g.font]
        if not book.face(family, style).covers_char(g.char):
            return i
    return None


def clipped(geo: PageGeometry, cand: Candidate) -> str | None:
    box = cand.box
    if box[0] < 0 or box[1] < 0 or box[2] > geo.width or box[3] > geo.height:
        return "the box leaves the canvas"
    for i in cand.ink or cand.context:
        g = geo.glyphs[i]
        container = geo.blocks[g.block].box
        if g.ink is not None and not _inside(container, g.ink, CLIP_SLACK):
            return f"ink {list(g.ink)} of {g.char!r} leaves its block {list(container)}"
    for i in cand.ink or cand.context:
        if clipped_end(geo, geo.glyphs[i].line) == i:
            return f"{geo.glyphs[i].char!r} ends a line cut at its container's edge"
    for run in cand.runs:
        line = geo.lines[geo.glyphs[run.g1].line]
        if run.g2 == line.glyphs[1] - 1 and geo.glyphs[run.g2].char == ELLIPSIS:
            return "the word is cut by a truncation ellipsis"
    return None


def _areas(geo: PageGeometry, cand: Candidate) -> list[tuple[Box, int]]:
    """(box, z) of what must stay visible: each glyph of the target's ink with its
    block's z, else the target box with its block's z."""
    inks = [(geo.glyphs[i].ink, geo.blocks[geo.glyphs[i].block].z) for i in cand.ink
            if geo.glyphs[i].ink is not None]
    return inks or [(cand.box, geo.blocks[cand.block].z)]


def _shape_covers(shape, area: Box) -> bool:
    if not _meets(area, shape.box):
        return False
    sb = shape.box
    inner = (sb[0] + OUTLINE, sb[1] + OUTLINE, sb[2] - OUTLINE, sb[3] - OUTLINE)
    return shape.opaque or not _inside(inner, area)


def occluded(geo: PageGeometry, cand: Candidate) -> str | None:
    areas = _areas(geo, cand)
    low = min(z for _, z in areas)
    hull = (min(a[0] for a, _ in areas), min(a[1] for a, _ in areas),
            max(a[2] for a, _ in areas), max(a[3] for a, _ in areas))
    for ov in geo.meta.get("overlays", []) or []:
        ob = tuple(int(v) for v in ov["box"])
        if any(_meets(a, ob) for a, _ in areas):
            return f"under the {ov.get('kind', 'overlay')} overlay at {list(ob)}"
    for shape in geo.shapes:
        if shape.z > low and _meets(hull, shape.box):
            if any(shape.z > z and _shape_covers(shape, a) for a, z in areas):
                return f"under the {shape.kind} drawn later at {list(shape.box)}"
    own = set(cand.ink)
    later = [b for b in geo.blocks if b.z > low and _meets(hull, b.box)]
    for block in later:
        for ln in geo.lines:
            if ln.block != block.id:
                continue
            for i in range(*ln.glyphs):
                g = geo.glyphs[i]
                if g.ink is None or i in own or not _meets(hull, g.ink):
                    continue
                if any(block.z > z and _meets(a, g.ink) for a, z in areas):
                    return f"under the text of block {block.id} drawn later"
    return None


def _pixel_position(pen: float) -> tuple[int, int]:
    ix = math.floor(pen)
    phase = round((pen - ix) * SUBPIXEL_PHASES)
    return (ix + 1, 0) if phase == SUBPIXEL_PHASES else (ix, phase)


_WEIGHTS = np.array([0.2126, 0.7152, 0.0722])


def _linear(c: np.ndarray) -> np.ndarray:
    """sRGB channel values in 0..1 to linear light (WCAG)."""
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


# linear light of every 8-bit channel value: the same numbers ``_linear`` gives each pixel
_LINEAR_BYTES = _linear(np.arange(256).astype(float) / 255.0)


def _luminance(rgb: np.ndarray) -> np.ndarray:
    """Relative luminance of RGB values (any shape ending in 3; 8-bit pixels or floats)."""
    if rgb.dtype == np.uint8:
        return _LINEAR_BYTES[rgb] @ _WEIGHTS
    return _linear(rgb.astype(float) / 255.0) @ _WEIGHTS


def _percentile(values: np.ndarray, q: float) -> float:
    """``np.percentile(values, q)`` of a 1-D array, same interpolation and same float
    operations (numpy's "linear" method and its lerp), without numpy's general machinery
    (a third of the verifier's time went there)."""
    n = values.size
    virtual = (n - 1) * (q / 100)
    if virtual >= n - 1:
        return float(np.max(values))
    lo = math.floor(virtual)
    part = np.partition(values, (lo, lo + 1))
    a, b = float(part[lo]), float(part[lo + 1])
    t = virtual - lo
    diff = b - a
    return b - diff * (1 - t) if t >= 0.5 else a + diff * t


_MASKS: dict[tuple[str, str, int, str, int], np.ndarray] = {}
MAX_MASKS = 8192  # a bound on the cache of glyph masks as arrays (pure: evicting is safe)


def _mask_array(family: str, style: str, size: int, char: str, phase: int,
                mask: Image.Image) -> np.ndarray:
    key = (family, style, size, char, phase)
    array = _MASKS.get(key)
    if array is None:
        if len(_MASKS) >= MAX_MASKS:
            _MASKS.clear()
        array = _MASKS[key] = np.asarray(mask)
    return array


def _patch(image: Image.Image | np.ndarray, box: tuple[int, int, int, int]) -> np.ndarray:
    """The RGB pixels of ``box`` (inside the image) as an H x W x 3 array."""
    xa, ya, xb, yb = box
    if isinstance(image, np.ndarray):
        return image[ya:yb, xa:xb]
    crop = image.crop(box)  # a page is large: convert just the patch, not the whole image
    return np.asarray(crop if crop.mode == "RGB" else crop.convert("RGB"))


def _size(image: Image.Image | np.ndarray) -> tuple[int, int]:
    """(height, width)."""
    return image.shape[:2] if isinstance(image, np.ndarray) else (image.height, image.width)


def glyph_contrast(image: Image.Image | np.ndarray, geo: PageGeometry,
                   index: int) -> float | None:
    """WCAG contrast of glyph ``index`` against its surroundings in ``image`` (or its
    H x W x 3 pixels):
    the ``INK_PERCENTILE``-th percentile, over the pixels the glyph's mask covers at least
    half, of each pixel's contrast with the median colour of the uncovered pixels around
    the glyph. None when the glyph has no mask on the canvas."""
    g = geo.glyphs[index]
    family, style, size = geo.fonts[g.font]
    ix, phase = _pixel_position(g.pen)
    gi = fontbook().sized(family, style, size).glyph(g.char, phase)
    if gi.mask is None:
        return None
    mask = _mask_array(family, style, size, g.char, phase, gi.mask)
    x0, y0 = ix + gi.dx, g.baseline + gi.dy
    h, w = mask.shape
    H, W = _size(image)
    top, left = y0 - HALO, x0 - HALO
    frame = np.zeros((h + 2 * HALO, w + 2 * HALO), dtype=np.uint8)
    frame[HALO:HALO + h, HALO:HALO + w] = mask
    ya, yb = max(0, top), min(H, top + frame.shape[0])
    xa, xb = max(0, left), min(W, left + frame.shape[1])
    if ya >= yb or xa >= xb:
        return None
    alpha = frame[ya - top:yb - top, xa - left:xb - left]
    patch = _patch(image, (xa, ya, xb, yb))
    covered = alpha >= max(32, int(alpha.max()) // 2)
    clear = alpha == 0
    if not covered.any() or not clear.any():
        return None
    background = _luminance(np.median(patch[clear], axis=0))
    ink = _luminance(patch[covered])
    ratio = (np.maximum(ink, background) + 0.05) / (np.minimum(ink, background) + 0.05)
    return _percentile(ratio, INK_PERCENTILE)


def faintness(image: Image.Image | np.ndarray, geo: PageGeometry, cand: Candidate
              ) -> float | None:
    """The median contrast of the target's glyphs (or the glyphs beside a caret)."""
    glyphs = cand.ink or cand.context
    if not glyphs:
        return None
    if len(glyphs) > MAX_FAINT_GLYPHS:
        step = len(glyphs) / MAX_FAINT_GLYPHS
        glyphs = [glyphs[int(k * step)] for k in range(MAX_FAINT_GLYPHS)]
    values = [c for c in (glyph_contrast(image, geo, i) for i in glyphs) if c is not None]
    return float(np.median(values)) if values else None


def faint(image: Image.Image | np.ndarray, geo: PageGeometry, cand: Candidate) -> str | None:
    value = faintness(image, geo, cand)
    if value is not None and value < MIN_CONTRAST:
        return f"contrast {value:.2f} < {MIN_CONTRAST}"
    return None
