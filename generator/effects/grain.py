"""Film grain: seeded, clipped Gaussian noise added to every pixel.

The noise comes from ``np.random.Generator(np.random.PCG64(seed))`` with the seed stored in
the params, so the same params give the same bytes. Each pixel's noise is clipped to
``GRAIN_CLIP`` standard deviations, which bounds how far grain can move any channel of any
pixel: ``GRAIN_CLIP * sigma * (1 + chroma)`` grey levels, at most 21 with the preset's largest
sigma (5) and chroma (0.4).
``mono`` grain adds the same value to R, G and B (luminance grain, like film); otherwise each
channel gets its own draw, scaled by ``chroma`` (a weaker colour grain over the luminance).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from PIL import Image

GRAIN_CLIP = 3.0  # noise is clipped to +-GRAIN_CLIP * sigma


def max_deviation(params: dict[str, Any]) -> float:
    """The largest change grain with these params can make to one channel of one pixel."""
    return GRAIN_CLIP * float(params["sigma"]) * (1.0 + float(params.get("chroma", 0.0)))


def apply_grain(image: Image.Image, params: dict[str, Any]) -> Image.Image:
    rgb = np.asarray(image.convert("RGB"), dtype=np.float32)
    h, w, _ = rgb.shape
    rng = np.random.Generator(np.random.PCG64(int(params["seed"])))
    sigma = float(params["sigma"])
    limit = GRAIN_CLIP * sigma
    noise = np.clip(rng.standard_normal((h, w, 1), dtype=np.float32) * sigma, -limit, limit)
    chroma = float(params.get("chroma", 0.0))
    if chroma > 0:
        colour = np.clip(rng.standard_normal((h, w, 3), dtype=np.float32) * sigma, -limit, limit)
        noise = noise + chroma * colour
    out = np.clip(np.rint(rgb + noise), 0, 255).astype(np.uint8)
    return Image.fromarray(out, "RGB")
