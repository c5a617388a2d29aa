"""h_rev53: fixes for the reader report r53 (seed 53053), each checked over seeds and all
languages the surface supports."""

from __future__ import annotations

import re

from world_helpers import sampled

# This test's own ceilings of what 100 g of an ingredient can hold (fat, sugars), by a word of
# any of the six languages: oil is all fat, nuts two thirds, cocoa a quarter, cereals a tenth;
# sugar and honey all sugar, dried fruit and malt two thirds, milk powder a half.
FAT = [(r"oil|öl|huile|aceite|olio|olie", 100), (r"nut|nüss|noisette|avellana|nocciol|noten",
                                                  65), (r"coc|kakao|cacao", 25)]
SUGAR = [(r"sugar|zucker|sucre|azúcar|zucchero|suiker|honey|honig|miel|miele|honing", 100),
         (r"cranberr|canneberge|arándano|mirtill|veenbes|malt|malz|malta|mout", 70),
         (r"milk|milch|lait|leche|latte|melk", 55)]


def _most(items: list[str], shares: list[float], table: list[tuple[str, int]]) -> float:
    """The most grams per 100 g the listed items could give, each at most its share."""
    total = 0.0
    for item, share in zip(items, shares, strict=True):
        per = next((g for rx, g in table if re.search(rx, item, re.I)), 10)
        total += share * per / 100
    return total


def test_nutrition_table_follows_the_ingredients() -> None:
    """r53 0019: "harina de trigo (64%)" then cacao, avellanas, azúcar fourth, with 31.8 g
    sugars and 23.9 g fat and no fat on the list. Now the list is by weight, and each of its
    items can hold at most its share: the stated share of the first one bounds all the
    others (each later one at most the one before), so fat and sugars must fit."""
    checked = 0
    for lang, seed, p in sampled("nutrition_label", 30):
        items = p["ingredients"]
        first = int(re.search(r"\((\d+)\s?%\)", items[0]).group(1))
        rest = 100 - first
        # the largest shares the later items could have, in list order (each <= the one
        # before, together the rest)
        bound = [first + 0.5] + [min(first + 0.5, rest / k) for k in range(1, len(items))]
        fat = float(p["per100"][1].split()[0].replace(",", "."))
        sugars = float(p["per100"][4].split()[0].replace(",", "."))
        assert fat <= _most(items, bound, FAT) + 0.5, (lang, seed, items, fat)
        assert sugars <= _most(items, bound, SUGAR) + 0.5, (lang, seed, items, sugars)
        if fat > 10:  # a fat source: oil or nuts
            assert any(re.search(rx, x, re.I) for rx, _ in FAT[:2] for x in items), (
                lang, seed, items, fat)
        if sugars > 15:  # sugar, honey or dried fruit second or third on the list
            assert any(re.search(rx, x, re.I) for rx, _ in SUGAR[:2] for x in items[1:3]), (
                lang, seed, items, sugars)
        checked += 1
    assert checked >= 150
