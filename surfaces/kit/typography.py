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


# The face of a platform's own UI among the fonts the project ships: Apple's San Francisco
# (macOS, iOS) looks most like Inter, Windows's Segoe UI like Open Sans, Android's is Roboto,
# GNOME's Cantarell (r87 0017: a Mac Messages window set in DejaVu Sans)
SYSTEM_UI = {"mac": "inter", "ios": "inter", "windows": "open_sans", "android": "roboto",
             "gnome": "cantarell"}


def system_typography(typo: dict[str, Any], platform: str) -> dict[str, Any]:
    """``typo`` with its UI (and sans body) face the system face of ``platform``: an app of
    the platform's maker draws its text in it."""
    face = SYSTEM_UI[platform]
    body = face if typo["body"] == typo["ui"] else typo["body"]
    return {**typo, "ui": face, "body": body}


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


# The name a word processor's font picker lists for each bundled face: a metric clone takes
# its original's name (Liberation Serif is "Times New Roman", Caladea "Cambria"), a face made
# after another takes the one it follows (TeX Gyre Adventor is "Century Gothic", DejaVu
# Sans "Verdana"); a face the pickers list under its own name keeps it ("Roboto", "Lato",
# "EB Garamond"). Never "DejaVu Serif" or "TeX Gyre Heros" in a Docs or Word menu (r82 0007).
PICKER_NAMES = {
    "caladea": "Cambria", "dejavu_sans": "Verdana", "dejavu_sans_mono": "Menlo",
    "dejavu_serif": "Georgia", "go": "Lucida Sans", "go_mono": "Lucida Console",
    "hack": "Consolas", "liberation_mono": "Courier New", "liberation_sans": "Arial",
    "liberation_serif": "Times New Roman", "linux_libertine": "Constantia",
    "tex_gyre_adventor": "Century Gothic", "tex_gyre_bonum": "Bookman Old Style",
    "tex_gyre_cursor": "Courier New", "tex_gyre_heros": "Arial",
    "tex_gyre_pagella": "Palatino Linotype", "tex_gyre_schola": "Century Schoolbook",
    "tex_gyre_termes": "Times New Roman",
}


def picker_font_name(family: str) -> str:
    """The name a word processor's font menu shows for a bundled family's look."""
    return PICKER_NAMES.get(family) or font_name(family)
