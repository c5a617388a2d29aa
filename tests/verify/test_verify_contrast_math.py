"""The verifier's fast contrast arithmetic gives numpy's numbers exactly: a borderline
target must not pass or fail by a last-bit difference."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.verify.pixels import _linear, _luminance, _percentile


@settings(max_examples=400, deadline=None)
@given(st.lists(st.floats(min_value=1.0, max_value=21.0, allow_nan=False), min_size=1,
                max_size=300), st.sampled_from([50, 80, 95]))
def test_percentile_is_numpys(values: list[float], q: int) -> None:
    array = np.array(values)
    assert _percentile(array, q) == float(np.percentile(array, q))


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(*[st.integers(0, 255)] * 3), min_size=1, max_size=50))
def test_luminance_of_bytes_is_the_formula(pixels: list[tuple[int, int, int]]) -> None:
    rgb = np.array(pixels, dtype=np.uint8)
    formula = _linear(rgb.astype(float) / 255.0) @ np.array([0.2126, 0.7152, 0.0722])
    assert np.array_equal(_luminance(rgb), formula)
