"""Clothes and bags drawn as what their names say at a 60 px checkout thumbnail (r95 row
00): a shirt with its collar points, placket, buttons and cuffs; a tote with two handles."""

from __future__ import annotations

from surfaces.kit.stage import RGB, Stage, luma, mix, shade


def shirt(s: Stage, c: RGB) -> None:
    """A long-sleeved button-down shirt laid flat: a pointed collar standing round the
    neck, a placket with buttons down the front, a breast pocket, cuffs; not a sweater's
    V-neck (r95 row 00: "the Linen shirt looks like a V-neck sweater")."""
    dark, light = shade(c, 0.22), mix(c, (255, 255, 255), 0.18)
    s.poly([(0.34, 0.14), (0.14, 0.24), (0.05, 0.74), (0.17, 0.76), (0.26, 0.4), (0.26, 0.92),
            (0.74, 0.92), (0.74, 0.4), (0.83, 0.76), (0.95, 0.74), (0.86, 0.24), (0.66, 0.14)], c)
    for u in (0.05, 0.83):  # the cuffs
        s.poly([(u, 0.74), (u + 0.12, 0.76), (u + 0.115, 0.8), (u - 0.005, 0.78)], dark)
    s.poly([(0.36, 0.1), (0.64, 0.1), (0.62, 0.16), (0.38, 0.16)], dark)  # the collar band
    s.poly([(0.5, 0.16), (0.36, 0.1), (0.34, 0.15), (0.42, 0.3)], light)  # collar points
    s.poly([(0.5, 0.16), (0.64, 0.1), (0.66, 0.15), (0.58, 0.3)], light)
    s.line(0.42, 0.3, 0.5, 0.17, dark, 0.008)
    s.line(0.58, 0.3, 0.5, 0.17, dark, 0.008)
    s.line(0.515, 0.18, 0.515, 0.92, dark, 0.008)  # the placket's edge
    button = (236, 232, 222) if luma(c) < 150 else shade(c, 0.45)
    for k in range(5):
        v = 0.24 + k * 0.14
        s.oval(0.485, v, 0.525, v + 0.03, button)
    s.rect(0.31, 0.34, 0.43, 0.46, shade(c, 0.06), radius=0.01)  # the breast pocket
    s.line(0.31, 0.34, 0.43, 0.34, dark, 0.008)


def tote(s: Stage, c: RGB, seed: int) -> None:
    """A tote bag: two long strap handles (one each side, the far one darker), a flat
    bag wider at the foot, a seam under its hem (r95 row 00: one handle read as a
    shopping bag)."""
    s.arc(0.43, 0.4, 0.16, 0, 180, 0.035, shade(c, 0.35))  # the far handle
    s.poly([(0.24, 0.4), (0.76, 0.4), (0.8, 0.92), (0.2, 0.92)], c)
    s.arc(0.57, 0.4, 0.16, 0, 180, 0.04, shade(c, 0.15))  # the near handle
    for u in (0.43, 0.71):  # where the near handle is stitched on
        s.rect(u - 0.02, 0.4, u + 0.02, 0.5, shade(c, 0.15))
    s.line(0.24, 0.46, 0.76, 0.46, shade(c, 0.18), 0.008)
