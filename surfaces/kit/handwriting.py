"""A handwritten signature: one smooth pen stroke of slanted loops, not a zigzag.

The stroke is a prolate cycloid (the pen moves right while circling, so each turn draws a
loop, as joined-up letters do) whose loop heights ease from one sampled height to the next,
a tall first loop for the capital, slanted like handwriting, ending in a flourish under
the name. It is drawn as short line segments, a pixel or two long, so it reads as a curve.
"""

from __future__ import annotations

import math

import numpy as np

from surfaces.kit import Page

RGB = tuple[int, int, int]


def signature_heights(rng: np.random.Generator, letters: int | None = None) -> list[float]:
    """A signature's loop heights (fractions of its height): a capital, then the rest."""
    n = letters or int(rng.integers(5, 9))
    return [1.0] + [round(float(v), 3) for v in rng.uniform(0.25, 0.75, n - 1)]


def _height(heights: list[float], t: float) -> float:
    """The loop height at ``t`` (0..1), eased (cosine) between the sampled heights."""
    pos = t * (len(heights) - 1)
    k = min(int(pos), len(heights) - 2)
    f = (1 - math.cos(math.pi * (pos - k))) / 2
    return heights[k] * (1 - f) + heights[k + 1] * f


def name_heights(name: str, jitter: list[int]) -> list[float]:
    """Loop heights written from a signer's ``name`` (its capitals tall, its ascenders half
    way, the rest low, each nudged by ``jitter`` in -9..9): two people sign differently
    (r96 0015: both spouses' signatures were one stroke)."""
    out = []
    for k, ch in enumerate(c for c in name if c.isalpha()):
        if len(out) == 10:
            break
        nudge = 0.08 * jitter[k % len(jitter)] / 9 if jitter else 0.0
        base = 1.0 if ch.isupper() else 0.72 if ch in "bdfhklt" else 0.4
        out.append(round(min(1.0, max(0.25, base + nudge)), 3))
    return out if len(out) >= 2 else [1.0, 0.5]


def signature_points(box: tuple[int, int, int, int], heights: list[float],
                     slant: float = 0.35) -> list[tuple[float, float]]:
    """The pen's path through ``box`` (x1, y1, x2, y2; the baseline at 80 % of its height),
    leaning right by ``slant``."""
    x1, y1, x2, y2 = box
    w, h = x2 - x1, y2 - y1
    base = y1 + 0.8 * h
    loops = len(heights)
    width = w * 0.82  # the flourish takes the rest
    steps = loops * 28
    out = []
    for i in range(steps + 1):
        t = i / steps
        phase = 2 * math.pi * loops * t
        x = x1 + width * t + 0.3 * (width / loops) * math.sin(phase)  # loops at the top
        y = base - 0.75 * h * _height(heights, t) * (0.5 - 0.5 * math.cos(phase))
        out.append((x + (base - y) * slant, y))  # the slant of a right hand
    ex, ey = out[-1]
    for i in range(1, 41):  # the flourish: a sweep back under the name, then away
        t = i / 40
        out.append((ex + w * 0.18 * t - w * 0.9 * t * (1 - t),
                    ey + 0.18 * h * math.sin(math.pi * t) - 0.05 * h * t))
    return out


def draw_signature(page: Page, box: tuple[int, int, int, int], heights: list[float],
                   colour: RGB, width: int = 2, slant: float = 0.35) -> None:
    """Draw the signature stroke in ``box``."""
    pts = [(round(x), round(y)) for x, y in signature_points(box, heights, slant)]
    keep = [pts[0]]
    for p in pts[1:]:  # no zero-length segments
        if p != keep[-1]:
            keep.append(p)
    for a, b in zip(keep, keep[1:], strict=False):
        page.line(a, b, colour, width, name="signature")
