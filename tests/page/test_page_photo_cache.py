"""The photo finish's cached layers (generator/page/photo.py): a cached tile is the fresh
one, the cheap ways of computing them equal the plain ones, and a picture's bytes do not
depend on which pictures were finished before it."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image, ImageDraw

from generator.page import photo


def _plain_noise() -> np.ndarray:
    """The fine texture as first written: the 3 x 3 tiled grid resized, its centre cut."""
    rng = np.random.default_rng(20240517)
    t = photo.TILE
    grid = np.tile(rng.random((t // 3, t // 3), dtype=np.float32) * 2 - 1, (3, 3))
    big = np.asarray(Image.fromarray(grid, mode="F").resize((3 * t, 3 * t), Image.BICUBIC))
    return big[t:2 * t, t:2 * t]


def test_fine_texture_equals_the_tiled_resize() -> None:
    fine, grain = photo._noise()
    assert fine.shape == grain.shape == (photo.TILE, photo.TILE)
    assert np.abs(fine - _plain_noise()).max() <= 1e-6  # a float32 rounding step at most


def test_cached_tiles_equal_fresh_ones() -> None:
    for fresh, cached in zip(photo._noise.__wrapped__(), photo._noise(), strict=True):
        assert np.array_equal(fresh, cached)
    for amount, scale in ((0.018, 0.0), (0.008, 0.0), (0.0, round(photo.LEAVES / 255, 6))):
        assert np.array_equal(photo._texture_tile(amount, scale),
                              photo._texture_tile.__wrapped__(amount, scale))
    for sigma in (1.3, 1.7, 2.6):
        assert photo._grain_tile(sigma).tobytes() == photo._grain_tile.__wrapped__(sigma).tobytes()


@pytest.mark.parametrize("shape", [(8, 8), (9, 31), (64, 96), (130, 200)])
def test_soft_equals_the_edge_padded_sum(shape: tuple[int, int]) -> None:
    arr = (np.random.default_rng(shape[0]).random((*shape, 3)) * 255).astype(np.float32)
    pad = np.pad(arr, ((1, 1), (1, 1), (0, 0)), mode="edge")
    want = pad[:-2, 1:-1] + pad[2:, 1:-1]
    want += pad[1:-1, :-2]
    want += pad[1:-1, 2:]
    want *= 0.125
    want += 0.5 * arr
    assert np.array_equal(photo._soft(arr), want)


def _scene(k: int) -> Image.Image:
    image = Image.new("RGB", (260, 200), (200, 220, 240))
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 120, 259, 199), (60 + k * 9, 140, 50))  # a lawn: foliage texture
    draw.ellipse((40 + k * 7, 30, 150, 140), (180, 90 + k * 11, 70))
    return image


CALLS = [((10, 10, 250, 190), 7, "outdoor"), ((0, 0, 200, 160), 123457, "night"),
         ((20, 5, 230, 180), 99, "cinema"), ((30, 30, 130, 110), 4242, "webcam"),
         ((0, 0, 260, 200), 5, "defocus"), ((15, 20, 240, 170), 31337, "building")]


def _finished(order: list[int]) -> dict[int, bytes]:
    out = {}
    for k in order:
        image = _scene(k)
        box, seed, look = CALLS[k]
        photo.finish(image, box, seed, look)
        out[k] = image.tobytes()
    return out


def test_finish_does_not_depend_on_the_order_of_calls() -> None:
    for cached in (photo._noise, photo._texture_tile, photo._grain_tile, photo._ramp,
                   photo._curve):
        cached.cache_clear()
    forward = _finished(list(range(len(CALLS))))
    backward = _finished(list(reversed(range(len(CALLS)))))
    assert forward == backward
    assert len(set(forward.values())) == len(CALLS)
