"""Grain is zero-mean noise of the requested strength, bounded, and mono grain is grey."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image

from generator.effects.grain import apply_grain, max_deviation

FLAT = Image.new("RGB", (320, 240), (128, 128, 128))


@pytest.mark.parametrize("sigma", [1.5, 3.0, 5.0])
def test_mono_grain_has_the_requested_sigma_and_is_the_same_on_every_channel(sigma) -> None:
    params = {"seed": 7, "sigma": sigma, "chroma": 0.0}
    noise = np.asarray(apply_grain(FLAT, params), dtype=np.int16) - 128
    assert (noise[..., 0] == noise[..., 1]).all() and (noise[..., 1] == noise[..., 2]).all()
    assert abs(noise.mean()) < 0.05 * sigma
    # rounding to whole grey levels adds 1/12 to the variance
    assert np.sqrt(noise.var() - 1 / 12) == pytest.approx(sigma, rel=0.05)
    assert np.abs(noise).max() <= max_deviation(params)


def test_colour_grain_adds_independent_channel_noise_within_the_bound() -> None:
    params = {"seed": 8, "sigma": 5.0, "chroma": 0.4}
    noise = np.asarray(apply_grain(FLAT, params), dtype=np.int16) - 128
    assert (noise[..., 0] != noise[..., 1]).mean() > 0.3
    expected = 5.0 * np.sqrt(1 + 0.4 ** 2)
    assert np.sqrt(noise.var() - 1 / 12) == pytest.approx(expected, rel=0.05)
    assert np.abs(noise).max() <= max_deviation(params)


def test_grain_saturates_instead_of_wrapping_around() -> None:
    white = Image.new("RGB", (64, 64), (255, 255, 255))
    black = Image.new("RGB", (64, 64), (0, 0, 0))
    params = {"seed": 3, "sigma": 5.0, "chroma": 0.4}
    assert np.asarray(apply_grain(white, params)).min() >= 255 - max_deviation(params)
    assert np.asarray(apply_grain(black, params)).max() <= max_deviation(params)
