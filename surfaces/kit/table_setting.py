"""What lies round a plate on a table, for a dish's photo: a fork with its tines (not a
bare line: r95 row 15 read "a lone knife"), a spoon for a soup, and in a wide frame (a
newsletter's hero) a napkin, a glass of water, a side bowl and scattered herbs, so the
plate is not alone in a wide empty field (r95 row 15: "a low-resolution, blurry plate")."""

from __future__ import annotations

from surfaces.kit.stage import RGB, Stage, mix, shade

STEEL: RGB = (196, 198, 204)
HERB: RGB = (86, 128, 64)


def fork(s: Stage, u: float, v1: float, v2: float) -> None:
    """A fork lying along the plate's side, its tines up, from ``v1`` to ``v2``."""
    s.line(u, v1 + 0.16, u, v2, STEEL, 0.022)  # the handle
    s.rect(u - 0.028, v1 + 0.1, u + 0.028, v1 + 0.17, STEEL, radius=0.02)
    for k in range(4):
        du = -0.024 + k * 0.016
        s.line(u + du, v1, u + du, v1 + 0.12, STEEL, 0.008)


def spoon(s: Stage, u: float, v1: float, v2: float) -> None:
    s.oval(u - 0.035, v1, u + 0.035, v1 + 0.12, STEEL)
    s.oval(u - 0.02, v1 + 0.02, u + 0.02, v1 + 0.09, shade(STEEL, 0.1))
    s.line(u, v1 + 0.11, u, v2, STEEL, 0.02)


def wide_setting(s: Stage, span: float, table: RGB, seed: int) -> None:
    """Round the plate (u 0.1 to 0.9) in a frame ``span`` units wide either side: a napkin
    at the left, a glass and a side bowl of bread or herbs at the right, herbs strewn."""
    if span < 0.45:
        return
    cloth = ((236, 232, 222), (196, 206, 214), (214, 190, 170), (200, 210, 190))[seed % 4]
    s.rect(-0.42, 0.24, -0.08, 0.86, cloth, radius=0.02)  # the folded napkin
    s.line(-0.42, 0.3, -0.08, 0.3, shade(cloth, 0.1), 0.01)
    s.oval(1.12, 0.18, 1.4, 0.4, shade(table, 0.12))  # the glass's shadow
    s.oval(1.1, 0.12, 1.38, 0.34, mix(table, (255, 255, 255), 0.45))  # the glass, from above
    s.oval(1.13, 0.15, 1.35, 0.31, mix(table, (220, 236, 244), 0.55))
    s.oval(1.16, 0.17, 1.24, 0.22, (250, 252, 255))  # its highlight
    if span >= 0.75:
        s.oval(1.2, 0.52, 1.62, 0.9, shade(table, 0.12))  # a side bowl's shadow
        s.oval(1.18, 0.48, 1.6, 0.86, (244, 242, 236))
        side = ((196, 150, 96), (120, 160, 80), (220, 120, 80))[seed % 3]  # bread, leaves, tomatoes
        for k in range(5):
            cu, cv = 1.28 + (k % 3) * 0.1, 0.58 + (k // 3) * 0.12
            s.oval(cu - 0.06, cv - 0.04, cu + 0.06, cv + 0.05, shade(side, 0.06 * (k % 2)))
    for k in range(7):  # herbs strewn on the table
        cu = (-0.3, 1.0, 1.05, -0.1, 0.98, 1.5, -0.2)[k] + 0.03 * ((seed + k) % 3)
        cv = (0.9, 0.46, 0.9, 0.14, 0.7, 0.36, 0.94)[k]
        if -span < cu < 1 + span:
            s.oval(cu, cv, cu + 0.04, cv + 0.025, HERB)
