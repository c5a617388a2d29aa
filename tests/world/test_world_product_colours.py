"""A product page's colour is the selected swatch's, its colour count is the swatches shown,
its description names the town and the founding year once each, styles whole names only
and its breadcrumb is title-cased in English alone (a white swatch under "Colour: burgundy",
"4 other colours" beside 3 swatches, "Since 2023" three times, "**Frontera**" are gone)."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator.content.provider import locale_data

_COUNT = re.compile(r"\b(\d)\b(?:\s+\S+)?\s+(?:colou?rs|Farben|coloris|colores|colori|kleuren"
                    r"|weitere)")


def test_colours_town_year_marks_and_crumbs_agree() -> None:
    for lang, seed, p in sampled("product_page", 14):
        colours = locale_data(lang).SLOTS["web_colour"]
        assert p["colour"] == colours[p["swatches"][0]], (lang, seed)
        text = " ".join(p["texts"])
        others = [c for c in colours if c not in p["colour"]]
        assert not any(re.search(rf"\b{re.escape(c)}\b", text + p["title"]) for c in others), \
            (lang, seed, text)
        counts = {int(n) for n in _COUNT.findall(text)}
        assert counts <= {len(p["swatches"]), len(p["swatches"]) - 1}, (lang, seed, text)
        assert len(re.findall(r"\b(?:19|20)\d\d\b", text)) <= 1, (lang, seed, text)
        assert text.count(p["town"]) <= 1, (lang, seed, text)
        for body, marks in zip(p["texts"], p["marks"], strict=True):
            for start, end, _, _ in marks:
                span = body[start:end]
                assert span[0].isdigit() or span in (p["brand"], p["town"]), (lang, seed, span)
        crumb = p["crumbs"][-1]
        if lang != "en" and " " in crumb:
            assert crumb.split()[1][0].islower(), (lang, crumb)
