"""A docs page's sections fit the page the sidebar has open: distinct headings, none
repeating the page's own title, never a FAQ page without questions."""

from __future__ import annotations

from world_helpers import sampled


def test_sections_fit_the_page() -> None:
    for lang, seed, p in sampled("docs_site", 15):
        heads = [s["heading"] for s in p["sections"]]
        assert len(set(heads)) == len(heads), (lang, seed, heads)
        assert p["title"] not in heads, (lang, seed, p["title"], heads)
        assert p["active"] != 3, (lang, seed)
