"""Pages of the record/office group written from one world: the dictionary popup opens on
the whole selected word of a story about one town's project, and more (see each test)."""

from __future__ import annotations

import re

from world_helpers import rendered, sampled


def test_popup_selects_the_whole_looked_up_word() -> None:
    for lang, seed, p in sampled("dictionary_popup", 8):
        sel = p["texts"][0][p["offset"]:p["offset"] + len(p["word"])]
        assert sel == p["word"] and sel.lower() == p["headword"].lower(), (lang, seed, sel)
        assert p["example"] in p["texts"][0], (lang, seed)
        assert re.sub(r"\W", "", p["brand"].lower())[:3] in p["url"].replace(".", ""), \
            (lang, seed, p["url"])  # the masthead's own site, never www.hotel.com


def test_popup_is_drawn_on_every_page() -> None:
    for lang, seed in (("es", 0), ("en", 5), ("nl", 7), ("de", 2), ("it", 9), ("fr", 3)):
        _, geo = rendered("dictionary_popup", lang, seed)
        assert any(r.name == "popover" for r in geo.regions), (lang, seed)
