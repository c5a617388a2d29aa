"""PNG bytes of an RGB page: every row unfiltered (filter type 0), one zlib stream at level 1.

PIL's PNG encoder chooses a filter for every row by trying all five, which is most of its
encode time. Our pages are flat fills and repeated glyph rows, where deflate's own match
search already finds the redundancy: unfiltered rows at level 1 encode about twice as fast
as PIL at ``compress_level=1`` and give smaller files (measured on preset pages: 4.1 vs
12.0 ms and 100 vs 108 KB for a typical page; 19 vs 44 ms for grainy ones). The bytes are a
pure function of the pixels and zlib: no timestamps, no text chunks, one IDAT chunk.
"""

from __future__ import annotations

import struct
import zlib

import numpy as np
from PIL import Image

SIGNATURE = b"\x89PNG\r\n\x1a\n"
ZLIB_LEVEL = 1
_RGB8 = (8, 2, 0, 0, 0)  # bit depth, colour type 2 (truecolour), deflate, adaptive, no interlace


def _chunk(tag: bytes, data: bytes) -> bytes:
    crc = zlib.crc32(data, zlib.crc32(tag)) & 0xFFFFFFFF
    return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", crc)


def encode_rgb_png(image: Image.Image) -> bytes:
    """A valid 8-bit RGB PNG of ``image`` (converted to RGB if it is not)."""
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    width, height = rgb.size
    # One copy of the pixels into the scanlines, which zlib reads in place (no bytes copy).
    scanlines = np.empty((height, width * 3 + 1), dtype=np.uint8)
    scanlines[:, 0] = 0  # filter type 0
    scanlines[:, 1:] = np.frombuffer(rgb.tobytes(), dtype=np.uint8).reshape(height, width * 3)
    header = struct.pack(">IIBBBBB", width, height, *_RGB8)
    return (SIGNATURE + _chunk(b"IHDR", header)
            + _chunk(b"IDAT", zlib.compress(scanlines, ZLIB_LEVEL))
            + _chunk(b"IEND", b""))
