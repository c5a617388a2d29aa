"""JPEG artefacts: encode the page as JPEG at a sampled quality and decode it again.

The dataset still stores PNG; only the pixels carry the block and ringing artefacts.
Chroma is kept at full resolution (4:4:4, ``subsampling=0``) so coloured text does not bleed
a whole chroma block into its neighbours; the encoder is Pillow's libjpeg with fixed
settings (no optimise, no progressive), so the same quality gives the same bytes.
"""

from __future__ import annotations

import io
from typing import Any

from PIL import Image


def apply_jpeg(image: Image.Image, params: dict[str, Any]) -> Image.Image:
    buffer = io.BytesIO()
    (image if image.mode == "RGB" else image.convert("RGB")).save(buffer, format="JPEG", quality=int(params["quality"]),
                              subsampling=0, optimize=False, progressive=False)
    buffer.seek(0)
    with Image.open(buffer) as decoded:
        return decoded.convert("RGB")
