"""Light on a product shot (page.photo look "product"): volume and a contact shadow.

The kit draws a product (a mug, a lamp, a shoe) as flat polygons on a studio sweep; a
camera sees the studio's light on it: the top lit, the foot and the far side darker, round
sides falling off, and the object standing on the floor, its foot in a dark contact shadow
that fades out within a few pixels plus a wide soft shadow under its footprint (a drawn
ellipse at a fixed height left short objects floating over it).

The object is found as the pixels that differ from the sweep (a vertical gradient: each
row's backdrop is read at the box's left and right edges), on the finish's reduced copy of
the box (generator.page.photo: 1/LOW size, a few thousand values), so the gain costs a few
array operations there and nothing at full size.
"""

from __future__ import annotations

import numpy as np

APART = 24  # a pixel farther than this (summed over R, G, B) from its row's backdrop is the object
TOP_LIGHT = 0.1  # the object's top lighter by this share, its foot darker by as much again
ROUND = 0.16  # its sides darker by this share (a cylinder's falloff)
SIDE = 0.06  # and the side away from the light darker than the other
CONTACT = 0.42  # the contact shadow's depth right under the foot
REACH = 0.03  # its fade-out distance, a share of the box's height
POOL = 0.2  # the wide soft shadow under the footprint


def props_gain(small: np.ndarray, side: float) -> np.ndarray:
    """The gain (at ``small``'s size, an (h, w, 3) float array of the box reduced) that
    shades the product in it and grounds it with a contact shadow; 1 where nothing stands."""
    h, w = small.shape[:2]
    gain = np.ones((h, w), np.float32)
    if h < 6 or w < 6:
        return gain
    back = (small[:, :1] + small[:, -1:]) * 0.5
    mask = np.abs(small - back).sum(axis=2) > APART
    cols = np.flatnonzero(mask.any(axis=0))
    rows = np.flatnonzero(mask.any(axis=1))
    if len(cols) < 2 or len(rows) < 2:
        return gain
    top, foot = rows[0], rows[-1]
    left, right = cols[0], cols[-1]
    t = np.clip((np.arange(h, dtype=np.float32) - top) / max(1, foot - top), 0, 1)
    u = np.clip((np.arange(w, dtype=np.float32) - (left + right) / 2)
                / max(1.0, (right - left) / 2), -1, 1)
    volume = (1 + TOP_LIGHT * (1 - 2 * t))[:, None] + (SIDE * side * u - ROUND * u * u)[None, :]
    gain = np.where(mask, volume, gain).astype(np.float32)
    # the contact shadow: under each column's lowest object pixel, fading downwards, only
    # where the object reaches the floor (not under a lamp's shade or a mug's handle), from
    # the foot's own row (at 1/LOW size it holds the floor just under the foot too); and a
    # wide pool under the footprint: both in the band from the foot down only
    reach = max(1.0, REACH * h)
    rx, ry = max(2.0, (right - left) * 0.62), max(1.5, h * 0.045)
    band = slice(max(0, foot - round(2.5 * ry) - 1), min(h, foot + round(max(5 * reach, 3 * ry)) + 1))
    ys = np.arange(band.start, band.stop, dtype=np.float32)[:, None]
    low = mask[band]
    base = np.where(mask.any(axis=0), h - 1 - np.argmax(mask[::-1], axis=0), -h)
    base = np.where(base >= foot - max(1.0, 0.04 * h), base, -h)
    below = ys - base[None, :]
    contact = CONTACT * np.exp(-np.maximum(below, 0) / reach) * (below >= 0)
    pool = POOL * np.exp(-(((np.arange(w, dtype=np.float32) - (left + right) / 2) / rx) ** 2))[None, :] \
        * np.exp(-(((ys - foot) / ry) ** 2))
    gain[band] *= (1 - np.where(low, contact, np.maximum(contact, pool))).astype(np.float32)
    return gain
