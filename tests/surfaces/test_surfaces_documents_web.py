"""The documents and web surfaces: replayable params, declared regions and roles, prose
that carries sentences and paragraphs, text inside the page, in all six languages."""

from __future__ import annotations

import json
import re

import numpy as np
import pytest

from generator.content import LANGUAGES, Content
from generator.page import make_theme
from generator.page.render import render
from surfaces import registry

DOCUMENTS = ["book_page", "ereader", "pdf_viewer", "contract_page", "word_processor",
             "markdown_notes", "plain_text", "scanned_letter", "memo_page"]
WEB = ["website_article", "wikipedia", "forum_thread", "social_feed", "search_page",
       "comment_section", "faq_page", "product_page", "glossary_page"]
SEEDS = range(6)
_END = re.compile(r"[.!?…][\"”»’)]?\s+\S")


def _page(name: str, seed: int, lang: str, dark: bool):
    surface = registry.get(name)()
    params = surface.sample(np.random.default_rng(seed), Content(lang, np.random.default_rng(
        seed + 1000)))
    theme = make_theme(dark and "dark" in surface.themes, "teal")
    return surface, params, surface.compose(params, theme)


@pytest.mark.parametrize("name", DOCUMENTS + WEB)
def test_surface_pages(name: str) -> None:
    cls = registry.get(name)
    assert cls.family == ("documents" if name in DOCUMENTS else "web")
    assert set(cls.languages) == set(LANGUAGES)
    drawn, roles, multi_sentence = set(), set(), 0
    for seed in SEEDS:
        lang = LANGUAGES[seed % len(LANGUAGES)]
        surface, params, page = _page(name, seed, lang, dark=seed % 2 == 1)
        assert json.loads(json.dumps(params)) == params  # plain, JSON-able data
        again = surface.compose(params, make_theme(seed % 2 == 1 and "dark" in cls.themes,
                                                   "teal"))
        image, geo = render(page)
        image2, _ = render(again)
        assert image.tobytes() == image2.tobytes()  # compose is deterministic
        drawn |= {re.sub(r" \d+$", "", r.name) for r in page.regions[1:]}
        roles |= {b.role for b in page.text_blocks() if not b.empty}
        for g in geo.glyphs:
            if g.ink is not None:
                x1, y1, x2, y2 = g.ink
                assert 0 <= x1 < x2 <= geo.width and 0 <= y1 < y2 <= geo.height
        for b in page.text_blocks():
            if b.role == "prose":
                text = "".join(g.char for ln in b.laid.lines for g in ln.glyphs)
                multi_sentence += bool(_END.search(text))
    assert drawn <= set(cls.regions), f"undeclared regions {drawn - set(cls.regions)}"
    assert roles <= set(cls.text_roles), f"undeclared roles {roles - set(cls.text_roles)}"
    assert "prose" in roles
    if name not in ("glossary_page", "comment_section"):  # one-sentence definitions, comments
        assert multi_sentence >= len(SEEDS) // 2, "prose should carry sentence boundaries"


@pytest.mark.parametrize("name", ["book_page", "ereader", "plain_text", "scanned_letter"])
def test_document_prose_fills_without_ellipsis(name: str) -> None:
    """Running text is trimmed to whole sentences, never cut with an ellipsis."""
    for seed in SEEDS:
        _, _, page = _page(name, seed, LANGUAGES[seed % len(LANGUAGES)], dark=False)
        for b in page.text_blocks():
            if b.role == "prose":
                assert not b.laid.truncated
