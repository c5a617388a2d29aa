"""An ingredients list reads as a real pack's: by descending weight, so a bulk cereal comes
first (with a plausible percentage when the product's name names it: EU QUID quantifies the
named ingredients) and small additions (salt, flavouring, malt extract) come last; the words
printed bold are exactly the words naming an allergen (cereals with gluten, nuts, milk, ...),
no other word and none left out. All six languages."""

from __future__ import annotations

import re

from world_helpers import rendered, sampled

# This test's own reading of the six languages' words (independent of the surface's tables).
ALLERGEN = re.compile(r"oat|wheat|barley|hazelnut|milk|hafer|weizen|gersten|haselnü|milch"
                      r"|avoine|blé|orge|noisette|lait|avena|trigo|cebada|avellana|leche"
                      r"|frumento|orzo|nocciol|latte|haver|tarwe|gerst|hazelno|melk", re.I)
CEREAL = re.compile(r"oat flakes|wheat flour|haferflocken|weizenmehl|flocons d'avoine"
                    r"|farine de blé|copos de avena|harina de trigo|fiocchi d'avena"
                    r"|farina di frumento|havervlokken|tarwebloem", re.I)
SMALL = re.compile(r"^(salt|salz|sel|sal|sale|zout)$|flavouring|flavor|aroma|arôme|malt|malz|mout",
                   re.I)


def test_ingredients_are_in_weight_order_with_plausible_shares() -> None:
    # wave 21 (h_facts1, EU QUID): the shares printed are those of the ingredients the
    # product's name names, wherever they stand, no longer always the first one's; each is
    # at most what its place allows (every item before it weighs at least as much), they
    # fall along the list and add up to no more than 100 %; a stated cereal share is plausible
    for lang, seed, p in sampled("nutrition_label", 30):
        items = p["ingredients"]
        assert CEREAL.search(items[0]), (lang, seed, items)
        stated = [(k, float(m.group(1).replace(",", "."))) for k, item in enumerate(items)
                  for m in re.finditer(r"\((\d+(?:[.,]\d)?)\s?%\)", item)]
        shares = [v for _, v in stated]
        assert shares and shares == sorted(shares, reverse=True), (lang, seed, items)
        assert sum(shares) <= 100, (lang, seed, items)
        assert all(0 < v <= 100 / (k + 1) + 0.5 for k, v in stated), (lang, seed, items)
        assert all(30 <= v <= 70 for k, v in stated if k == 0), (lang, seed, items)
        small = [SMALL.search(re.sub(r"\s*\(.*\)", "", x)) is not None for x in items]
        assert any(small) and small == sorted(small), (lang, seed, items)


def test_bold_words_are_exactly_the_allergens() -> None:
    checked = 0
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in range(30):
            _, geo = rendered("nutrition_label", lang, seed)
            ids = {r.id for r in geo.regions if r.name == "ingredients"}
            words = [w for w in geo.words if geo.glyphs[w.glyphs[0]].region in ids]
            words = [w for w in words if w.block == words[0].block]  # the list, not the notes
            for w in words[1:]:  # after the "Ingredients:" label
                glyphs = geo.glyphs[w.glyphs[0]:w.glyphs[1]]
                tail = glyphs[max(i for i, g in enumerate([None, *glyphs])
                                  if i == 0 or g.char in "'’"):]  # d'avoine: "avoine"
                text = "".join(g.char for g in tail if g.char.isalpha())
                if text:
                    bold = {geo.styles[g.style]["bold"] for g in tail if g.char.isalpha()}
                    assert bold == {ALLERGEN.search(text) is not None}, (lang, seed, w.text)
                    checked += 1
    assert checked > 1000


NOTE_CLASH = re.compile(r"gluten.?free|glutenfrei|sans gluten|sin gluten|senza glutine"
                        r"|glutenvrij|vegan|\d+ ?g\b|%|servings|Portionen", re.I)


def test_notes_never_contradict_the_pack_and_the_name_is_in_the_list() -> None:
    for lang, seed, p in sampled("nutrition_label", 30):
        # gluten cereals and honey or milk are in every recipe: no "gluten free", no
        # "vegan"; the portion and servings are printed in the table, not in a note
        assert not NOTE_CLASH.search(" ".join(p["notes"])), (lang, seed, p["notes"])
        named = [w.lower()[:5] for w in re.split(r"[\s-]+", p["product"]) if len(w) >= 5]
        listed = " ".join(p["ingredients"]).lower()
        pool_hits = [s for s in named if any(s in x.lower() for x in
                                             _pool(lang))]
        assert all(s in listed for s in pool_hits), (lang, seed, p["product"], listed)


def _pool(lang: str) -> list[str]:
    from generator.content.provider import locale_data

    return list(locale_data(lang).SLOTS["rec_ingredient"])


def test_notes_never_give_values_per_ml() -> None:
    """A dry food's values are per 100 g: no note speaks of millilitres."""
    for lang, seed, p in sampled("nutrition_label", 30):
        assert not re.search(r"\bml\b", " ".join(p["notes"])), (lang, seed, p["notes"])
