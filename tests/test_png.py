"""Our PNG writer: any RGB image round-trips through PIL pixel for pixel, chunks are valid."""

from __future__ import annotations

import io
import struct
import zlib

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from generator.png import encode_rgb_png


def chunks(data: bytes) -> list[tuple[bytes, bytes]]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    out, pos = [], 8
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        tag, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
        (crc,) = struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])
        assert crc == zlib.crc32(tag + body) & 0xFFFFFFFF, tag
        out.append((tag, body))
        pos += 12 + length
    return out


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 40), st.integers(1, 40), st.integers(0, 2**32 - 1), st.booleans())
def test_random_images_round_trip_exactly(width: int, height: int, seed: int,
                                          flat: bool) -> None:
    rng = np.random.Generator(np.random.PCG64(seed))
    pixels = rng.integers(0, 256, (height, width, 3), dtype=np.uint8)
    if flat:  # long runs, like a page's background
        pixels[:, : width // 2] = pixels[0, 0]
    data = encode_rgb_png(Image.fromarray(pixels, "RGB"))
    decoded = Image.open(io.BytesIO(data))
    assert decoded.mode == "RGB" and decoded.size == (width, height)
    assert np.array_equal(np.asarray(decoded), pixels)
    tags = [tag for tag, _ in chunks(data)]
    assert tags == [b"IHDR", b"IDAT", b"IEND"]


def test_other_modes_are_converted_and_bytes_are_deterministic() -> None:
    grey = Image.linear_gradient("L").resize((64, 48))
    data = encode_rgb_png(grey)
    assert data == encode_rgb_png(grey.copy())
    assert np.array_equal(np.asarray(Image.open(io.BytesIO(data))),
                          np.asarray(grey.convert("RGB")))


@pytest.mark.parametrize("surface", ["gmail_thread", "code_editor", "invoice", "docs_site"])
def test_real_pages_are_no_larger_than_with_pils_fast_png(surface: str) -> None:
    from generator.pipeline import compose_page
    from generator.plan import Slot
    from generator.rng import ExampleStreams

    slot = Slot("word_center", "en", surface)
    image, _, _ = compose_page(slot, ExampleStreams(4, "test", 0, 0), 0.5)
    buf = io.BytesIO()
    image.save(buf, "PNG", compress_level=1)
    assert len(encode_rgb_png(image)) <= 1.05 * len(buf.getvalue())
