"""Turning effect params into pixels, and listing the distractors as occluders.

``apply_effects`` is deterministic: the same image and params give the same bytes. The order
is what a screenshot of a scanned page goes through: optical blur of the scan, then the
distractors the screen draws over it, then film grain, then the JPEG round trip.
"""

from __future__ import annotations

from typing import Any

from PIL import Image

from generator.effects.blur import apply_blur
from generator.effects.distractors import paint_distractors
from generator.effects.grain import apply_grain
from generator.effects.jpeg import apply_jpeg


def apply_effects(image: Image.Image, params: dict[str, Any],
                  consume: bool = False) -> Image.Image:
    """The final image: ``image`` (RGB) with the effects in ``params`` applied. ``image`` is
    left unchanged unless ``consume`` says the caller no longer needs it (then distractors
    may be painted on it instead of on a copy of the page)."""
    # Blur, grain and JPEG each return a new image; only the distractors paint in place,
    # so the input is copied only when they would paint on it and it is not consumed.
    out = image if image.mode == "RGB" else image.convert("RGB")
    if params.get("blur"):
        out = apply_blur(out, params["blur"])
    if params.get("distractors"):
        mine = out is not image or consume
        out = paint_distractors(out if mine else out.copy(), params["distractors"])
    if params.get("grain"):
        out = apply_grain(out, params["grain"])
    if params.get("jpeg"):
        out = apply_jpeg(out, params["jpeg"])
    return out if out is not image or consume else image.copy()


def overlays(params: dict[str, Any]) -> list[dict[str, Any]]:
    """Every distractor as an occluder: ``{"kind": "caret" | "cursor", "box": [x1, y1, x2, y2]}``
    (x2, y2 exclusive; cursors also carry their ``shape``)."""
    out = []
    for item in params.get("distractors") or []:
        entry = {"kind": item["kind"], "box": [int(v) for v in item["box"]]}
        if item["kind"] == "cursor":
            entry["shape"] = item["shape"]
        out.append(entry)
    return out


def describe(params: dict[str, Any]) -> list[str]:
    """Short names of the effects applied (for build statistics): blur, grain, jpeg, caret,
    cursor."""
    names = [name for name in ("blur", "grain", "jpeg") if params.get(name)]
    names += [item["kind"] for item in params.get("distractors") or []]
    return names
