"""Post-render effects: film grain, JPEG artefacts, scan blur, fake caret and cursor.

Data flow (SPEC 7, 11): the pipeline renders the page, then

1. ``params = sample_effects(streams.stream("effects"), **page_inputs(geo, box, glyphs, caret),
   surface=..., family=..., probabilities=...)`` draws every random choice into plain
   JSON-able params (``EffectParams``);
2. ``image = apply_effects(image, params)`` applies them deterministically (the grain noise comes
   from ``params["grain"]["seed"]``, never from a global RNG), in the order blur, distractors,
   grain, JPEG; the output is an RGB image of the same size, stored as PNG;
3. ``overlays(params)`` lists every distractor's box, for ``geometry.meta["overlays"]``, so the
   verifier treats them as occluders; it runs its pixel checks on the final image.

Probabilities and parameter ranges: see ``generator.effects.sampling`` (``DEFAULT_PROBABILITIES``
= grain 0.25, jpeg 0.25, blur 0.8 on scanned/faxed surfaces only, caret 0.3, cursor 0.4).
Distractors never intersect the target box grown by 6 px, never span the target's caret x on
the target's lines, and a fake caret stays off the target's lines and 12 px or more away from
its caret x.

Pixel-truth tolerance (checked by tests/effects/test_effects_pixel_truth.py at each effect's
strongest setting, alone and all together, on light and dark pages in eight fonts at 10 to
26 px). A pixel's "difference" is the absolute difference of its luma (PIL's ``L``, ITU-R 601)
from the page background's, in grey levels:

- strong ink: a difference above ``T_INK`` = 96. In the clean image every strong ink pixel lies
  inside its glyph's ink box.
- after effects, no strong ink appears outside the ink boxes grown by ``INK_GROWTH`` = 1 px.
- ink stays present: every glyph with strong clean ink keeps, inside its ink box, a pixel
  differing by ``INK_KEPT`` = 48 or more after any single effect, and after blur, grain and
  JPEG together when it has at least ``TINY_MARK`` = 4 strong pixels; smaller marks (a 10 px
  full stop) keep ``INK_KEPT_TINY`` = 24 and are left to the verifier's faint-ink check.
- outside the ink boxes grown by 1 px the change is bounded: blur changes nothing (its kernel
  is 3x3), grain at most ``GRAIN_CLIP`` * sigma * (1 + chroma) + 1 <= 22, a JPEG round trip at
  quality >= 55 at most ``JPEG_OUTSIDE_MAX`` = 72; the JPEG round trip's mean absolute error
  over every channel of the page is at most ``JPEG_MAE_MAX`` = 6.
- distractors change pixels only inside their ``overlays`` boxes.
"""

from __future__ import annotations

from typing import Any

from generator.effects.apply import apply_effects, describe, overlays
from generator.effects.distractors import CURSOR_SHAPES, cursor_box, cursor_masks
from generator.effects.grain import GRAIN_CLIP
from generator.effects.inputs import page_inputs, text_slots
from generator.effects.sampling import (
    BLUR_FAMILIES,
    BLUR_SURFACES,
    DEFAULT_PROBABILITIES,
    check_probabilities,
    sample_effects,
)

EffectParams = dict[str, Any]
"""``{"blur": {"sigma"} | None, "grain": {"seed", "sigma", "chroma"} | None,
"jpeg": {"quality"} | None, "distractors": [caret or cursor dicts, see distractors.py]}``"""

T_INK = 96
INK_GROWTH = 1
INK_KEPT = 48
INK_KEPT_TINY = 24
TINY_MARK = 4
JPEG_OUTSIDE_MAX = 72
JPEG_MAE_MAX = 6.0

__all__ = [
    "BLUR_FAMILIES", "BLUR_SURFACES", "CURSOR_SHAPES", "DEFAULT_PROBABILITIES", "GRAIN_CLIP",
    "INK_GROWTH", "INK_KEPT", "INK_KEPT_TINY", "JPEG_MAE_MAX", "JPEG_OUTSIDE_MAX", "T_INK",
    "TINY_MARK", "EffectParams",
    "apply_effects", "check_probabilities", "cursor_box", "cursor_masks", "describe",
    "overlays", "page_inputs", "sample_effects", "text_slots",
]
