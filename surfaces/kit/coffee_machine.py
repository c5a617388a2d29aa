"""A product shot's coffee machine (kit.products): an espresso machine seen from the front,
its cup under the spout on the drip tray (r83 0011: "Kaffeemaschine" drawn as a box with a
dial and a green light read as a heater)."""

from __future__ import annotations

from surfaces.kit.stage import RGB, Stage, mix, shade

STEEL = (188, 190, 196)


def coffee_machine(s: Stage, c: RGB, seed: int) -> None:
    """Tank and head above, the dark recess with the group head, a cup on the drip tray,
    a steam wand at the side and a small display with two buttons."""
    recess = mix(c, (20, 20, 22), 0.7)
    s.rect(0.3, 0.1, 0.7, 0.2, mix(c, (200, 215, 225), 0.5), radius=0.02)  # the water tank
    s.rect(0.26, 0.16, 0.74, 0.44, c, radius=0.05)  # the head
    s.rect(0.28, 0.42, 0.72, 0.8, recess)  # the recess the cup stands in
    s.rect(0.26, 0.78, 0.74, 0.9, c, radius=0.03)  # the base
    s.rect(0.31, 0.76, 0.69, 0.8, shade(STEEL, 0.35), radius=0.01)  # the drip tray's grille
    s.rect(0.42, 0.42, 0.58, 0.5, STEEL, radius=0.02)  # the group head
    s.rect(0.47, 0.5, 0.53, 0.54, shade(STEEL, 0.2))  # the spout
    cup = (246, 244, 240)
    s.oval(0.55, 0.63, 0.63, 0.72, None, cup, 0.02)  # the cup's handle
    s.rect(0.41, 0.6, 0.57, 0.76, cup, radius=0.02)
    s.rect(0.41, 0.6, 0.57, 0.62, (120, 80, 50))  # coffee at the brim
    s.line(0.74, 0.36, 0.8, 0.66, STEEL, 0.02)  # the steam wand
    s.rect(0.5, 0.22, 0.68, 0.3, (34, 40, 48), radius=0.01)  # the display
    for k in range(2):  # its two buttons
        u = 0.33 + 0.08 * k
        s.oval(u, 0.23, u + 0.05, 0.29, shade(c, -0.5) if seed % 2 else STEEL)
