"""Language defects readers found in 0.22.0 (wave 18, h_lang).

French typography: a field label and its colon are written with kit.numbers.with_colon
("Porte :", "Total :", "Trier par :"), never "Porte:". Readers found the glued colon on
boarding_pass, court_filing, fax_cover, product_page and store_receipt; a sweep of every
registered surface in French found it on a dozen more. The sweep here renders every surface
in French over a few seeds and fails naming the surface, seed and line."""

from __future__ import annotations

import re

import numpy as np
import pytest

from generator.content import Content
from generator.page import make_theme
from surfaces import registry

# a letter (or a closing bracket or guillemet) glued to a colon that ends a label; not a
# time (14:45), a URL, a drive (C:\), a tag (release:1.2) or a reply prefix ("Re:")
GLUED = re.compile(r"[^\W\d_][)»]?:(?=\s|$)")
SYNTAX_ROLES = ("code", "terminal", "mono")  # ':' there is syntax ("def f(x: int):")
PREFIXES = re.compile(r"\b(?:Re|RE|Fwd|TR|Tr):")  # mail subjects keep their prefixes
PROMPT = re.compile(r"\S+@\S+:")  # a shell prompt in a window title ("anne@dev: ~/app")


def _lines(name: str, lang: str, seed: int) -> list[str]:
    cls = registry.get(name)
    content = Content(lang, np.random.default_rng([seed, 11]))
    params = cls().sample(np.random.default_rng([seed, 5]), content)
    page = cls().compose(params, make_theme(False, "blue"))
    return ["".join(g.char for g in line.glyphs) for block in page.text_blocks()
            if block.role not in SYNTAX_ROLES for line in block.laid.lines]


def glued_colons(lines: list[str]) -> list[str]:
    """The lines of ``lines`` with a French label glued to its colon."""
    out = []
    for line in lines:
        if "://" in line:
            continue
        text = PROMPT.sub("", PREFIXES.sub("", line))
        if GLUED.search(text):
            out.append(line)
    return out


@pytest.mark.parametrize("name", sorted(registry.names()))
def test_french_pages_space_every_label_colon(name: str) -> None:
    cls = registry.get(name)
    if "fr" not in getattr(cls, "languages", ("fr",)):
        pytest.skip(f"{name} has no French pages")
    for seed in range(3):
        bad = glued_colons(_lines(name, "fr", seed))
        assert not bad, f"{name} seed {seed}: French label glued to its colon: {bad[:3]}"


def test_the_sweep_sees_a_glued_colon() -> None:
    assert glued_colons(["Porte: B12", "Total: 12,00 €"]) == ["Porte: B12", "Total: 12,00 €"]
    assert not glued_colons(["Porte : B12", "14:45", "Re: devis", "anne@dev: ~/app",
                             "https://exemple.fr", "C:\\PHOTOS"])


@pytest.mark.parametrize("name", ("boarding_pass", "fax_cover", "store_receipt",
                                  "product_page", "shipping_label", "package_registry"))
def test_other_languages_keep_the_colon_on_the_label(name: str) -> None:
    lines = [t for seed in range(3) for t in _lines(name, "en", seed)]
    assert glued_colons(lines), name  # "Gate: B12" in English
