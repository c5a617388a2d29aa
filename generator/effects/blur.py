"""Slight optical blur for scanned and faxed pages.

A normalised 3x3 Gaussian kernel (standard deviation ``sigma`` px, 0.3 to 0.6 in the
preset) rather than PIL's GaussianBlur: its support is exactly one pixel, so ink spreads at
most 1 px beyond its ink box, which is what the pixel-truth tolerance relies on.
"""

from __future__ import annotations

import math
from typing import Any

from PIL import Image, ImageFilter


def kernel(sigma: float) -> list[float]:
    """The 3x3 weights (row-major, summing to 1) of a Gaussian with this sigma."""
    edge = math.exp(-1.0 / (2.0 * sigma * sigma))
    corner = edge * edge
    raw = [corner, edge, corner, edge, 1.0, edge, corner, edge, corner]
    total = sum(raw)
    return [v / total for v in raw]


def apply_blur(image: Image.Image, params: dict[str, Any]) -> Image.Image:
    weights = kernel(float(params["sigma"]))
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    return rgb.filter(ImageFilter.Kernel((3, 3), weights, scale=1.0))
