"""A person in a video frame (page.figure: a small picture scaled up) has smooth edges,
not the steps of its small picture's pixels along the hair and the jaw (r95 row 08:
"pixel-stepped hair"): the coverage's second differences across the silhouette stay low,
and the cost stays that of the small picture."""

import time

import numpy as np

from generator.page import portrait


def _roughness(seed: int) -> float:
    portrait.figure_layer.cache_clear()
    alpha = np.asarray(portrait.figure_layer(260, 300, seed, "mf"[seed % 2], 240)
                       .getchannel("A"), np.float32)
    edge = (alpha > 20) & (alpha < 235)
    rows = np.abs(np.diff(alpha, 2, axis=0))[edge[1:-1]].mean()
    cols = np.abs(np.diff(alpha, 2, axis=1))[edge[:, 1:-1]].mean()
    return float(rows + cols)


def test_scaled_figures_have_smooth_edges() -> None:
    rough = [_roughness(seed) for seed in range(8)]
    assert max(rough) < 13.0, rough  # the unsmoothed 4x scale-up measured 14 to 16


def test_a_scaled_figure_stays_cheap() -> None:
    portrait.figure_layer.cache_clear()
    start = time.process_time()
    for seed in range(20):
        portrait.figure_layer(260, 300, seed, "f", 240)
    assert (time.process_time() - start) / 20 < 0.02  # about 4 ms on one core


def test_skin_light_wraps_past_the_terminator() -> None:
    """A face is lit as skin (the light wraps round it), not as a plastic ball whose shade
    stops dead where the surface turns from the light (r95 row 08: "doll-like" faces)."""
    nx = np.linspace(-0.99, 0.99, 41, dtype=np.float32)[None, :]
    ny = np.zeros_like(nx)
    light = (0.6, -0.35, 0.65)
    hard = portrait._lit(nx, ny, light, 0.5)
    soft = portrait._lit(nx, ny, light, 0.5, portrait.SKIN_WRAP)
    assert portrait.SKIN_WRAP >= 0.25
    assert (soft >= hard - 1e-6).all()
    edge = np.argmin(np.abs(nx[0] * light[0] + np.sqrt(1 - nx[0] ** 2) * light[2]))
    assert soft[0, edge] > hard[0, edge] + 0.05  # lit where the hard shade has gone dark
    assert np.abs(np.diff(soft)).max() <= np.abs(np.diff(hard)).max() + 1e-6
