"""Wave 21 (h_facts2): what careful readers found in 0.25.0 pages. A printed ratio is worked
out from the counts printed beside it; a reviewer's comment fits the passage it quotes; two
products on one page never share a picture; the wide pages are filled."""

from __future__ import annotations

import re
from typing import Any

import pytest
from world_helpers import sampled

from surfaces.kit.numbers import format_percent


def _int(text: str) -> int:
    return int(re.sub(r"\D", "", text))


def test_conversion_rate_is_the_signups_over_the_visitors_printed() -> None:
    """r21: "Conversion rate 2.9 %" beside 41,310 visitors and 545 sign-ups (1.3 %): the
    rate and its change follow from the two cards, to the tenth the page prints."""
    both = 0
    for lang, seed, p in sampled("metrics_dashboard", 40):
        cards = {k["key"]: k for k in p["kpis"]}
        if not {"visitors", "signups", "conversion"} <= set(cards):
            continue
        both += 1
        visitors, signups = _int(cards["visitors"]["value"]), _int(cards["signups"]["value"])
        assert cards["conversion"]["value"] == format_percent(100 * signups / visitors, lang), (
            lang, seed, visitors, signups, cards["conversion"]["value"])
        dv, ds = cards["visitors"]["d"], cards["signups"]["d"]
        implied = ((1 + ds / 100) / (1 + dv / 100) - 1) * 100
        assert abs(implied - cards["conversion"]["d"]) <= 0.1, (lang, seed, dv, ds)
    assert both >= 10, both


def test_savings_rate_is_worked_out_from_the_tiles() -> None:
    """The savings rate tile is 1 - expenses / income of the two amounts printed beside it."""
    for lang, seed, p in sampled("finance_dashboard", 30):
        tiles = {k[0]: k[1] for k in p["kpis"]}
        income, spend = _int(tiles["income"]), _int(tiles["expenses"])
        assert tiles["savings_rate"] == format_percent(100 * (1 - spend / income), lang), (
            lang, seed, tiles)


def test_a_reviewer_comment_fits_what_its_quote_holds() -> None:
    """r21: a comment on a quoted passage is about what the passage holds: "is that date
    still realistic?" on a day, "the contact has changed" on a named person, a wording
    doubt on a claim (never "too formal" on "is scheduled for December 30"), a source asked
    for a share in percent (never for "183 new"); a German day is quoted whole ("am 10.
    Oktober", never "soll am 10")."""
    import numpy as np

    from generator.content import Content
    from surfaces.kit.doc_threads import holding

    seen = set()
    for lang, seed, p in sampled("doc_comments", 30):
        months = {m.casefold() for m in Content(lang, np.random.default_rng(0)).data.MONTHS}
        people = p["named"]
        for c in p["comments"]:
            about, kind = c["about"], c["kind"]
            seen.add(kind)
            held = holding(about, months, people)
            if kind in ("date", "wording"):
                assert held == {"date": "date", "wording": "claim"}[kind], (lang, seed, c)
            if kind == "person":
                assert held == "person", (lang, seed, about)
            if kind in ("source", "final"):
                assert about.endswith("%"), (lang, seed, about)
            assert not re.search(r"\b(?:am|zum|den|vom|bis) \d+$", about), (lang, seed, about)
            assert "numbers" not in " ".join(t["text"] for t in c["thread"][1:]) or held == \
                "figure", (lang, seed, c)
    assert {"date", "person", "wording", "check"} <= seen, seen


def _shots(name: str, lang: str, seed: int) -> list[tuple[tuple[int, int], Any, Any]]:
    """Each product shot of a rendered page: its size, the object's silhouette (the pixels
    far from the backdrop of their row) and its mean colour."""
    import numpy as np

    from generator.content import Content
    from generator.page import make_theme
    from generator.page.render import render
    from surfaces import registry

    cls = registry.get(name)
    params = cls().sample(np.random.default_rng([seed, 0]),
                          Content(lang, np.random.default_rng([seed, 0, 1])))
    page = cls().compose(params, make_theme(False, "blue"))
    pixels = np.asarray(render(page)[0].convert("RGB"), dtype=np.int16)
    out = []
    for x1, y1, x2, y2 in [op.box for op in page.ops if getattr(op, "kind", "") == "photo"]:
        crop = pixels[y1:y2, x1:x2]
        backdrop = (crop[:, :4].mean(axis=1) + crop[:, -4:].mean(axis=1)) / 2
        mask = np.abs(crop - backdrop[:, None, :]).max(axis=2) > 40
        out.append(((x2 - x1, y2 - y1), mask, crop[mask].mean(axis=0) if mask.any() else 0))
    return out


@pytest.mark.parametrize("name", ["product_listing", "product_page", "shopping_cart"])
def test_no_two_product_tiles_show_one_picture(name: str) -> None:
    """r21: two products (or two gallery shots) of one page in one colour were one photo:
    tiles of one size in one colour differ in their object's outline (a model's build, the
    side it faces, a shot from higher up), overlapping by less than 80 %."""
    import numpy as np

    pairs = 0
    for k, seed in enumerate(range(8)):
        lang = ("en", "de", "fr", "es", "it", "nl")[k % 6]
        shots = _shots(name, lang, seed)
        for i, (size, mask, colour) in enumerate(shots):
            for size2, mask2, colour2 in shots[i + 1:]:
                if size != size2 or np.abs(np.asarray(colour) - colour2).max() >= 25:
                    continue
                pairs += 1
                overlap = (mask & mask2).sum() / max(1, (mask | mask2).sum())
                assert overlap < 0.8, (name, lang, seed, round(float(overlap), 2))
    assert pairs or name == "shopping_cart", name


@pytest.mark.parametrize("name", ["git_log", "dictionary_entry"])
def test_wide_pages_are_filled(name: str) -> None:
    """r21: a German git log and a dictionary entry at 1920x1080 left most of the screen
    empty: the log prints git's default format (four lines a commit), the dictionary its
    other entries, the words looked up today and its footer, down the screen."""
    import numpy as np

    from generator.content import Content
    from generator.page import make_theme
    from generator.screens import Screen, fills
    from surfaces import registry

    for k, seed in enumerate(range(12)):
        lang = ("de", "en", "fr", "es", "it", "nl")[k % 6]
        surface = registry.get(name)()
        surface.screen = Screen(1920, 1080, 1, "desktop")
        params = surface.sample(np.random.default_rng([seed, 3]),
                                Content(lang, np.random.default_rng([seed, 4])))
        page = surface.compose(params, make_theme(seed % 2 == 0, "blue"))
        assert fills(page), (name, lang, seed)
