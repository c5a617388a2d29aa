"""g_media: a product page's care text comes from its item and material (a reviewer read "met
een vochtige doek te reinigen" for a linen shirt) and its description names the brand once
(not "Oakline" three times in two sentences)."""

from __future__ import annotations

import re

from world_helpers import sampled

SHAPES = ("shirt", "backpack", "teapot", "blanket", "wallet", "lamp", "jacket", "pan")


def _stems(data, shape: str) -> list[str]:
    return [re.split(r"[{,;]", t)[0].strip() for t in data.SENTENCES[f"w10gm.care_{shape}"]]


def test_care_fits_the_item_and_the_brand_is_named_once() -> None:
    from generator.content.provider import locale_data

    for lang, seed, p in sampled("product_page", 30):
        data = locale_data(lang)
        text = " ".join(p["texts"])
        shape = next(r["shape"] for r in data.SLOTS["page_product"] if r["item"].lower()
                     == p["crumbs"][-1].lower())
        assert any(s in text for s in _stems(data, shape)), (lang, seed, shape, text)
        for other in SHAPES:
            if other != shape:
                own = [o[:12] for o in _stems(data, shape)]
                assert not any(s in text for s in _stems(data, other)
                               if len(s) > 12 and s[:12] not in own), \
                    (lang, seed, shape, other, text)
        sentences = re.split(r"(?<=[.!?])\s+", text)
        assert sum(p["brand"] in s for s in sentences) <= 1, (lang, seed, text)
        if shape in ("shirt", "blanket", "jacket"):  # cloth is washed, not wiped
            assert not re.search(r"damp cloth|feuchte[mn]? Tuch|chiffon humide|paño húmedo|"
                                 r"panno umido|vochtige doek", text), (lang, seed, text)
