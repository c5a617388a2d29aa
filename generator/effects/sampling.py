"""Drawing the effects of one example from its ``effects`` random stream.

``sample_effects`` is the only place that consumes randomness: it draws which effects apply
and every parameter (grain sigma and seed, JPEG quality, blur sigma, distractor kinds, shapes,
sizes, colours and positions) from the numpy Generator it is given, and returns plain
JSON-able params that ``apply_effects`` turns into pixels without any further randomness.

Default probabilities (``DEFAULT_PROBABILITIES``, each an independent coin):

=========  ====  ==================================================================
grain      0.25  film grain, sigma uniform in 1.5-5 grey levels, only where a real one
                 appears: always (when its probability is not 0) on a scanned page (the
                 surfaces and families that take blur), at its rate on a camera capture
                 (``captured``: the page's meta "medium" is "camera" or "scan"); 30% add a
                 weaker colour grain (chroma 0.2-0.4 of sigma); never on a crisp app UI
                 (a screenshot has no sensor noise: its flat backgrounds stay one colour)
                 nor on a digital document shown in a viewer app (``digital``: the meta
                 "medium" is "screen": a PDF, a word processor's page)
jpeg       0.25  JPEG round trip at a quality drawn uniformly from 55 to 90 (4:4:4)
blur       0.80  3x3 Gaussian, sigma 0.3-0.6 px; only on scanned/faxed pages: surfaces
                 named in ``blur_surfaces`` (scanned_letter, fax_cover) or of a family in
                 ``blur_families`` ("scan"); never elsewhere
caret      0.30  one fake text caret (1 or 2 px bar) on a caret position of a line the user
                 could be typing in (``caret_slots``: fields, editors, compose boxes); a
                 page without one gets no fake caret, never one in static text
cursor     0.40  one fake mouse cursor: arrow 50%, I-beam 30%, hand 20%, 12-20 px tall,
                 resting where a real one rests (``POINTER_RESTS``, drawn anew for each
                 try): an arrow or a hand near the end of a chrome label, a tab or a
                 button (``text_slots``), over a button, an icon, a row, a field or a
                 scrollbar (``point_boxes``) or in any blank (r83: always on a label's
                 last letter gave the pages away); an I-beam in the blank after an
                 editable line (``ibeam_slots``; an arrow where there is none). It never covers ink
                 (``text_boxes``): a pointer does not hide the text a reader reads;
                 none where no GUI pointer exists (``mouse`` false: teletext, DOS);
                 none on a touch screen (``touch``: a phone layout's status bar)
=========  ====  ==================================================================

Placement is rejection sampling (``PLACEMENT_TRIES`` tries, then the distractor is dropped):
a distractor's box stays inside the page, off the target box grown by ``TARGET_MARGIN`` px,
off every ``avoid`` box and off the distractors already placed, and never spans the target's
caret x on one of the target's lines. A fake caret additionally stays off the target's lines
altogether and at least ``CARET_MIN_DX`` px left or right of the target's caret x.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from generator.effects.distractors import cursor_box

Box = tuple[int, int, int, int]
Slot = tuple[int, int, int]  # x, top, bottom of a caret position on a text line

DEFAULT_PROBABILITIES: dict[str, float] = {
    "grain": 0.25, "jpeg": 0.25, "blur": 0.8, "caret": 0.3, "cursor": 0.4,
}
BLUR_SURFACES: tuple[str, ...] = ("scanned_letter", "fax_cover")
BLUR_FAMILIES: tuple[str, ...] = ("scan",)
GRAIN_SIGMA = (1.5, 5.0)
GRAIN_CHROMA = (0.2, 0.4)
GRAIN_CHROMA_SHARE = 0.3
JPEG_QUALITY = (55, 90)
BLUR_SIGMA = (0.3, 0.6)
CURSOR_SIZE = (12, 20)
CURSOR_SHAPE_WEIGHTS = (("arrow", 0.5), ("ibeam", 0.3), ("hand", 0.2))
# where an arrow or a hand rests: by a label's end, over a shape, in a blank
POINTER_RESTS = (("label", 0.25), ("shape", 0.45), ("blank", 0.3))
TARGET_MARGIN = 6
CARET_MIN_DX = 12
PLACEMENT_TRIES = 40
_LIGHT_CARETS = ((0, 0, 0), (32, 33, 36), (26, 115, 232))
_DARK_CARETS = ((255, 255, 255), (226, 228, 232), (138, 180, 248))
BLACK, WHITE = (0, 0, 0), (255, 255, 255)


def check_probabilities(probabilities: Mapping[str, float] | None) -> dict[str, float]:
    """The defaults overridden by ``probabilities``; unknown keys or values outside [0, 1] fail."""
    merged = dict(DEFAULT_PROBABILITIES)
    for key, value in (probabilities or {}).items():
        if key not in DEFAULT_PROBABILITIES:
            raise ValueError(f"unknown effect {key!r}; known: {', '.join(DEFAULT_PROBABILITIES)}")
        if not 0.0 <= float(value) <= 1.0:
            raise ValueError(f"probability of {key!r} must be in [0, 1], got {value}")
        merged[key] = float(value)
    return merged


def sample_effects(rng: np.random.Generator, *, page_size: tuple[int, int], target_box: Box,
                   caret_x: int | None = None, target_lines: Sequence[Box] = (),
                   text_slots: Sequence[Slot] = (), caret_slots: Sequence[Slot] = (),
                   ibeam_slots: Sequence[Slot] = (), text_boxes: Sequence[Box] = (),
                   point_boxes: Sequence[Box] = (), hand_slots: Sequence[Slot] = (),
                   hand_boxes: Sequence[Box] = (), ibeam_boxes: Sequence[Box] = (),
                   avoid: Sequence[Box] = (),
                   surface: str = "", family: str = "", dark: bool = False,
                   touch: bool = False, digital: bool = False, mouse: bool = True,
                   captured: bool = False,
                   probabilities: Mapping[str, float] | None = None,
                   blur_surfaces: Sequence[str] = BLUR_SURFACES,
                   blur_families: Sequence[str] = BLUR_FAMILIES) -> dict[str, Any]:
    """Draw the effects of one page (see the module docstring); returns JSON-able params."""
    p = check_probabilities(probabilities)
    params: dict[str, Any] = {"blur": None, "grain": None, "jpeg": None, "distractors": []}
    scanned = surface in blur_surfaces or family in blur_families
    if scanned and _coin(rng, p["blur"]):
        params["blur"] = {"sigma": _uniform(rng, BLUR_SIGMA)}
    # a scan always carries the scanner's sensor noise (r81 0002 looked printed, not scanned)
    if _coin(rng, p["grain"]) or (scanned and p["grain"] > 0):
        chroma = _uniform(rng, GRAIN_CHROMA) if _coin(rng, GRAIN_CHROMA_SHARE) else 0.0
        params["grain"] = {"seed": int(rng.integers(0, 2**31 - 1)),
                           "sigma": _uniform(rng, GRAIN_SIGMA), "chroma": chroma}
        # a screenshot of an app or of a digital document has no paper or sensor texture
        if digital or not (scanned or captured):
            params["grain"] = None  # (drawn anyway: the later draws stay where they were)
    if _coin(rng, p["jpeg"]):
        params["jpeg"] = {"quality": int(rng.integers(JPEG_QUALITY[0], JPEG_QUALITY[1] + 1))}
    rules = _Rules(page_size, target_box, caret_x, tuple(target_lines), list(avoid),
                   list(text_boxes))
    if _coin(rng, p["caret"]) and caret_slots:
        _place(params["distractors"], rules, _caret_candidate(rng, caret_slots, dark))
    # a touch screen shows no mouse pointer, nor does a TV or a text-mode screen (mouse)
    if _coin(rng, p["cursor"]) and not touch and mouse:
        _place(params["distractors"], rules,
               _cursor_candidate(rng, page_size, text_slots, ibeam_slots, point_boxes,
                                 (hand_slots, hand_boxes), ibeam_boxes))
    return params


class _Rules:
    """Where a distractor may go (see the module docstring)."""

    def __init__(self, page_size: tuple[int, int], target_box: Box, caret_x: int | None,
                 target_lines: tuple[Box, ...], avoid: list[Box], text: list[Box]):
        self.width, self.height = page_size
        m = TARGET_MARGIN
        self.blocked = [(target_box[0] - m, target_box[1] - m, target_box[2] + m,
                         target_box[3] + m), *avoid]
        self.caret_x = caret_x
        self.lines = target_lines
        self.text = text

    def allows(self, kind: str, box: Box) -> bool:
        x1, y1, x2, y2 = box
        if x1 < 0 or y1 < 0 or x2 > self.width or y2 > self.height or x1 >= x2 or y1 >= y2:
            return False
        if any(_intersects(box, b) for b in self.blocked):
            return False
        on_lines = [ln for ln in self.lines if y1 < ln[3] and ln[1] < y2]
        if self.caret_x is not None and on_lines and x1 <= self.caret_x < x2:
            return False
        if kind != "caret":
            return not any(_intersects(box, b) for b in self.text)
        if any(_intersects(box, (ln[0], ln[1] - 2, ln[2], ln[3] + 2)) for ln in self.lines):
            return False
        return self.caret_x is None or abs((x1 + x2) // 2 - self.caret_x) >= CARET_MIN_DX

    def taken(self, box: Box) -> None:
        self.blocked.append((box[0] - 2, box[1] - 2, box[2] + 2, box[3] + 2))


def _place(out: list[dict[str, Any]], rules: _Rules, candidates: Any) -> None:
    """Append the first allowed candidate of ``PLACEMENT_TRIES``; none allowed drops it."""
    for _ in range(PLACEMENT_TRIES):
        item = next(candidates)
        if rules.allows(item["kind"], tuple(item["box"])):
            rules.taken(tuple(item["box"]))
            out.append(item)
            return


def _caret_candidate(rng: np.random.Generator, slots: Sequence[Slot], dark: bool) -> Any:
    color = list(_pick(rng, _DARK_CARETS if dark else _LIGHT_CARETS))
    width = 1 if _coin(rng, 0.7) else 2
    while True:
        x, top, bottom = slots[int(rng.integers(len(slots)))]
        yield {"kind": "caret", "box": [int(x), int(top), int(x) + width, int(bottom)],
               "color": color}


def _cursor_candidate(rng: np.random.Generator, page_size: tuple[int, int],
                      slots: Sequence[Slot], ibeam_slots: Sequence[Slot],
                      point_boxes: Sequence[Box] = (),
                      hand: tuple[Sequence[Slot], Sequence[Box]] = ((), ()),
                      typed: Sequence[Box] = ()) -> Any:
    shapes, weights = zip(*CURSOR_SHAPE_WEIGHTS, strict=True)
    shape = _pick(rng, shapes, weights)
    if shape == "ibeam" and not ibeam_slots:  # an I-beam rests where one types; else the arrow
        shape = "arrow"
    if shape == "hand" and not any(hand):  # a hand only over a button, a tab, a chip
        shape = "arrow"
    if shape == "hand":  # never over plain text or a margin (r91 0007/0009)
        slots, point_boxes = hand
    size = int(rng.integers(CURSOR_SIZE[0], CURSOR_SIZE[1] + 1))
    dark_share = {"arrow": 0.5, "ibeam": 0.7, "hand": 0.0}[shape]  # the hand is always white
    fill, outline = (BLACK, WHITE) if _coin(rng, dark_share) else (WHITE, BLACK)
    box0 = cursor_box(shape, size, 0, 0)
    while True:
        if shape == "ibeam":  # parked in the blank after the line, a little way off its end
            sx, top, _ = ibeam_slots[int(rng.integers(len(ibeam_slots)))]
            x, y = int(sx) + int(rng.integers(-2, 24)), int(top) + int(rng.integers(-2, 3))
        else:
            x, y = _pointer_tip(rng, page_size, box0, slots, point_boxes, shape != "hand")
        # over a text the user types in, the arrow is an I-beam (r91 0007: an arrow-like
        # pointer over an editor's source text)
        # never over a button inside that region (r92 03: an I-beam on "Invia il link")
        here = "ibeam" if shape == "arrow" and _inside(x, y, typed) and not _inside(
            x, y, hand[1]) else shape
        b0 = box0 if here == shape else cursor_box(here, size, 0, 0)
        yield {"kind": "cursor", "shape": here, "size": size, "x": x, "y": y,
               "fill": list(fill), "outline": list(outline),
               "box": [x + b0[0], y + b0[1], x + b0[2], y + b0[3]]}


def _pointer_tip(rng: np.random.Generator, page_size: tuple[int, int], box0: Box,
                 slots: Sequence[Slot], point_boxes: Sequence[Box],
                 anywhere: bool = True) -> tuple[int, int]:
    """Where an arrow's or a hand's tip rests (``POINTER_RESTS``): by the end of a label
    (on its last letters or just past them, at any height of the line), anywhere over a
    shape, or anywhere on the page; the placement rules reject the tips that hide ink."""
    rests, weights = zip(*POINTER_RESTS, strict=True)
    rest = _pick(rng, rests, weights)
    if not anywhere:  # a hand: on a button's label or over the button, never in a blank
        rest = "label" if slots and (rest == "label" or not point_boxes) else "shape"
    if rest == "label" and slots:
        sx, mid, bottom = slots[int(rng.integers(len(slots)))]
        return (int(sx) + int(rng.integers(-2, 16)),
                int(rng.integers(2 * int(mid) - int(bottom) - 2, int(bottom) + 1)))
    if rest != "blank" and point_boxes:
        x1, y1, x2, y2 = point_boxes[int(rng.integers(len(point_boxes)))]
        return int(rng.integers(x1, x2)), int(rng.integers(y1, y2))
    w, h = page_size
    return (int(rng.integers(0, max(1, w - box0[2]))),
            int(rng.integers(0, max(1, h - box0[3]))))


def _inside(x: int, y: int, boxes: Sequence[Box]) -> bool:
    return any(b[0] <= x < b[2] and b[1] <= y < b[3] for b in boxes)


def _intersects(a: Sequence[int], b: Sequence[int]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _coin(rng: np.random.Generator, p: float) -> bool:
    return bool(rng.random() < p)


def _uniform(rng: np.random.Generator, bounds: tuple[float, float]) -> float:
    return round(float(rng.uniform(bounds[0], bounds[1])), 3)


def _pick(rng: np.random.Generator, items: Sequence[Any], weights: Sequence[float] | None = None
          ) -> Any:
    if weights is None:
        return items[int(rng.integers(len(items)))]
    p = np.asarray(weights, dtype=float)
    return items[int(rng.choice(len(items), p=p / p.sum()))]
