"""Font choices for a page: sampled as plain data, turned into ``Style`` objects later."""

from __future__ import annotations

from typing import Any

import numpy as np

from generator.content import names
from generator.content.names import is_famous as is_famous  # for surfaces: people's names
from generator.content.names import surname_of as surname_of  # for surfaces: 2nd mentions
from generator.fonts import fontbook
from generator.layout import Style
from generator.rng import choice

RGB = tuple[int, int, int]


def sample_typography(rng: np.random.Generator, body_class: str = "sans",
                      sizes: tuple[int, ...] = (13, 14, 15, 16)) -> dict[str, Any]:
    """Pick the UI, body and mono families and the base size of one page."""
    book = fontbook()
    ui = choice(rng, book.families_of("sans"))
    # one UI font per page: only a page that sets its body in serif has a second face (the
    # draws are those of the older sampler, so every other choice of a page stays as it was)
    same = body_class == "sans" and rng.random() < 0.5
    other = ui if same else choice(rng, book.families_of(body_class))
    body = ui if body_class == "sans" else other
    return {"ui": ui, "body": body, "mono": choice(rng, book.families_of("mono")),
            "size": int(choice(rng, sizes))}


def style(family: str, size: int, color: RGB, **flags: Any) -> Style:
    return Style(family=family, size=int(size), color=tuple(color), **flags)


def second_face(rng: np.random.Generator, typo: dict[str, Any], classes: list[str]) -> str:
    """A page's heading or document face: the page's own UI face when the class drawn is
    sans (a page never mixes two sans faces), else a family of that class (a serif)."""
    cls = choice(rng, classes)
    family = choice(rng, fontbook().families_of(cls))
    return typo["ui"] if cls == "sans" else family


def font_name(family: str) -> str:
    """A family's name as a font menu shows it, from the font's name table through the
    manifest ("EB Garamond", "TeX Gyre Heros"; never "Eb Garamond", r54 0013)."""
    return fontbook().face(family, "regular").name


def surname_for(content: Any, first: str) -> str:
    """A surname that makes no famous full name with ``first`` (a boarding pass's "SURNAME/
    FIRST", a chart's "SURNAME, First")."""
    return names.surname_for(content.fake.last_name, first)
