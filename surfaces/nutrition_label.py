"""The back of a food package: product name, an ingredients paragraph with allergens in
bold, storage notes, and either a US-style Nutrition Facts panel (heavy rules, calories,
% daily values) or a European nutrition table per 100 g and per portion."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Theme, choice, measure
from surfaces.kit.apps import barcode, sample_bars
from surfaces.kit.food_recipe import (  # noqa: F401 (PROFILES, sample_food: tests)
    PROFILES,
    SMALL,
    food_of,
    sample_food,
    sample_shares,
)
from surfaces.kit.numbers import format_date, format_number, random_day, territory, ui_list
from surfaces.kit.records import heavy_rule, nutrient_row
from surfaces.kit.sector_firms import food_maker
from surfaces.kit.tables import Column, TableStyle, draw_table
from surfaces.kit.typography import style

TABLE, SHADOW = (226, 224, 220), (196, 193, 188)
# the largest back panel a pack has: its table and text need no more, so a larger screen
# shows the pack on a table instead of stretching it
PACK_W, PACK_H = 1060, 720


def _pack_box(page: Page) -> tuple[int, int, int, int]:
    """The package's back panel: the whole page when it is small, else centred on it."""
    if page.width <= PACK_W + 80 and page.height <= PACK_H + 60:
        return 0, 0, page.width, page.height
    w, h = min(page.width - 80, PACK_W), min(page.height - 60, PACK_H)
    x, y = (page.width - w) // 2, (page.height - h) // 2
    return x, y, x + w, y + h


PACKS = [(232, 214, 170), (196, 222, 200), (240, 200, 190), (205, 215, 235), (245, 235, 210)]
INKS = [(90, 40, 20), (20, 70, 40), (130, 30, 30), (30, 50, 110), (80, 60, 20)]


# FDA daily values (fat, sat. fat, cholesterol mg, sodium mg, carbs, fibre g): %DV divides by
DV = {"fat": 78, "sat": 20, "chol": 300, "sodium": 2300, "carb": 275, "fibre": 28}


# ingredients that bring fat (oil, nuts, chocolate, butter), in the six languages
FATTY = re.compile(r"oil|nut|hazel|almond|chocolat|butter|öl|nuss|nüsse|mandel|schokolade|"
                   r"huile|noisette|amande|aceite|avellana|almendra|olio|nocciol|mandorl|"
                   r"cioccolat|olie|noot|noten|amandel|chocola|cacahu|arachid|pinda", re.I)


# The portion (g) each rec_product's pack states, and its pack sizes: granola and clusters
# by the half or three-quarter cup, muesli by two-thirds of a cup, a bar (a box of 5-8),
# three cookies
PORTIONS = {0: ([45, 50], [350, 400, 500]), 1: ([55], [375, 500, 750]),
            2: ([25, 30, 35], [5, 6, 8]), 3: ([30], [150, 200, 250]),
            4: ([40], [300, 350, 400])}


def us_values(food: dict[str, float], portion: int) -> list[list[Any]]:
    """The Nutrition Facts rows per serving of ``portion`` grams: amount, %DV, bold, indent."""
    g = {k: v * portion / 100 for k, v in food.items()}
    sodium = food["salt"] * 400 * portion / 100  # salt is 40 % sodium, in mg

    def pct(value: float, key: str) -> str:
        return f"{round(round(value) / DV[key] * 100)}%"  # of the printed amount (r41)

    rows: list[Any] = [(f"{round(g['fat'])}g", pct(g["fat"], "fat"), True, 0),
                       (f"{round(g['sat'])}g", pct(g["sat"], "sat"), False, 14),
                       ("0g", "", False, 14),
                       (f"{round(g['chol'])}mg", pct(g["chol"], "chol"), True, 0),
                       (f"{round(sodium)}mg", pct(sodium, "sodium"), True, 0),
                       (f"{round(g['carb'])}g", pct(g["carb"], "carb"), True, 0),
                       (f"{round(g['fibre'])}g", pct(g["fibre"], "fibre"), False, 14),
                       (f"{round(g['sugars'])}g", "", False, 14),
                       (f"{round(g['protein'])}g", "", True, 0)]
    return [list(r) for r in rows]

# The allergens the EU asks to emphasise that these recipes hold: cereals with gluten (wheat,
# oats, barley), nuts, milk, soy, egg; a word holding one of these stems is printed bold.
ALLERGENS = ("wheat", "oat", "barley", "hazelnut", "milk", "soy", "egg", "peanut", "almond",
             "weizen", "hafer", "gerste", "haselnu", "haselnü", "milch", "soja", "blé", "avoine", "orge",
             "noisette", "lait", "trigo", "avena", "cebada", "avellana", "leche", "frumento",
             "orzo", "nocciol", "latte", "tarwe", "haver", "gerst", "hazelno", "melk")

ANIMAL = re.compile(r"milk|milch|lait|leche|latte|melk|butter|beurre|mantequilla|burro|boter|"
                    r"\beggs?\b|\beier?\b|œuf|huevo|uov|\beieren\b", re.I)
MILK = ("milk", "milch", "lait", "leche", "latte", "melk")

# Notes that would contradict this pack (its cereals hold gluten, its honey or milk rule out
# "vegan", its portion and servings are printed in the table, it is shelf-stable): left out.
CLASH = re.compile(r"glutenfrei|gluten.free|sans gluten|sin gluten|senza glutine|glutenvrij|"
                   r"vegan|végétalien|servings|portion|porci|porzion|\d+ ?g\b|%|procent|"
                   r"Prozent|^(contiene|contains|enthält|bevat|contient)\b|shake|schütteln|"
                   r"agit|schudden|frigo|refrigerat|kühlschrank|gekühlt|gekoeld|nevera|"
                   r"\d+ ?°C|\bml\b|"
                   # a dry cereal is not cooked, stirred, thawed or refrozen, and its sugar is
                   # on the ingredients list
                   r"zubereitung|kochend|pfanne|umrühren|stir before|remover|remuer|congel|"
                   r"invriez|ontdooi|schil\b|atmosph|atmosfe|bezinksel|deposito|kleurverschil|"
                   r"variazioni di colore|sucres ajoutés|azúcares añadidos|toegevoegde suiker|"
                   r"zuccheri aggiunti|no added sugar|ohne zuckerzusatz", re.I)
TRACES_OF_MILK = re.compile(r"(traces?|spuren|trazas|tracce|sporen)\b.*"
                            r"(milk|milch|lait|leche|latte|melk)", re.I)


def _distinct(notes: list[str]) -> list[str]:
    """The notes without one that repeats three words of an earlier one ("Conservare in
    luogo fresco e asciutto" twice)."""
    out: list[str] = []
    seen: set[tuple[str, ...]] = set()
    for note in notes:
        words = re.findall(r"\w+", note.lower())
        grams = {tuple(words[i:i + 3]) for i in range(len(words) - 2)}
        if not grams & seen:
            out.append(note)
            seen |= grams
    return out


# the stock allergen lines ("May contain traces of sesame and milk", "Packed in a factory
# that also handles nuts"): the label writes its own from the pack's recipe and maker
STOCK_ALLERGEN = re.compile(r"traces|Spuren|trazas|tracce|sporen|factory|facility|Betrieb|"
                            r"atelier|planta|stabilimento|bedrijf", re.I)


def allergen_notes(rng: np.random.Generator, content: Content, ingredients: list[str],
                   maker: str) -> list[str]:
    """The pack's may-contain line or its maker's line, naming allergens the recipe
    does not hold ("Made by Hollis in a factory that also handles sesame and mustard.")."""
    recipe = " ".join(ingredients).lower()
    pool = [a for a in content.ui_list("h_formal.nut_allergens") if a.lower()[:4] not in recipe]
    picked = [pool[int(i)] for i in sorted(rng.choice(len(pool), size=min(len(pool),
                                                        int(rng.integers(1, 4))), replace=False))]
    and_ = content.ui("h_formal.nut_and")
    listed = picked[0] if len(picked) == 1 else \
        f"{', '.join(picked[:-1])} {and_} {picked[-1]}"
    lines = [content.ui("h_formal.nut_traces", t=listed),
             content.ui("h_formal.nut_factory", t=listed, brand=maker)]
    return [lines[int(rng.integers(0, 2))]]  # one of them: both would list them twice


# rec_product (same order in every language) -> the rec_ingredient its name promises:
# granola and clusters are oats, the muesli and the bars hold cranberries, the cookies are
# wheat flour with cocoa and hazelnuts; each lists sugar (the clusters honey): every profile
# has over 5 g sugars. The fruit and nut mix (no cereal) is never sampled.
PROMISES = {0: [0, 1], 1: [0, 4, 1], 2: [0, 4, 1], 3: [3, 9, 8, 1], 4: [0, 5]}
# ... and the ones its name names, which the list quantifies (EU QUID: "Haselnüsse (8%)" on
# chocolate hazelnut cookies, not the flour's share; wave 21 read a hazelnut share that did
# not fit the list): oats, wholegrain oats, cranberries, hazelnuts and cocoa, honey and oats
NAMED = {0: [0], 1: [0], 2: [4], 3: [8, 9], 4: [5, 0]}


def quid(share: float, lang: str) -> str:
    """A quantified ingredient's share as a pack prints it: whole above 10 %, else with
    a decimal where it has one ("4,5")."""
    whole = share >= 10 or share == round(share)
    return format_number(round(share) if whole else share, lang, 0 if whole else 1)


def allergen_words(ingredients: list[str]) -> list[list[Any]]:
    """(ingredient index, word) of every word naming an allergen: those are printed bold."""
    words = [(k, w.split("'")[-1]) for k, item in enumerate(ingredients) for w in item.split(" ")]
    return [[k, w] for k, w in words if any(s in w.lower() for s in ALLERGENS)]


class NutritionLabel(Surface):
    name = "nutrition_label"
    family = "documents"
    themes = ("light",)
    text_roles = ("prose", "text", "structural")
    # No blank_line: each note is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("product", "ingredients", "nutrition", "field")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        kind = int(choice(rng, list(PROMISES)))
        product = content.word_at("rec_product", kind)
        pool = list(content.data.SLOTS["rec_ingredient"])
        shares = sample_shares(rng, kind)
        # by descending weight, the small additions (salt, malt, flavouring) last
        order = sorted(shares, key=lambda i: (i in SMALL, -shares[i]))
        ingredients = [pool[i] for i in order]
        allergens = allergen_words(ingredients)
        ingredients = [f"{x} ({quid(shares[i], lang)}%)" if i in NAMED[kind] else x  # QUID
                       for x, i in zip(ingredients, order, strict=True)]
        food = food_of(shares)
        kcal = food["kcal"]
        grams = [food[k] for k in ("fat", "sat", "carb", "sugars", "fibre", "protein", "salt")]
        per100 = [f"{round(kcal * 4.184)} kJ / {kcal} kcal"] + [
            f"{format_number(g, lang, 1)} g" for g in grams]
        portion, packs = PORTIONS[kind]  # a bar's portion is one bar, a box holds a few
        portion = int(choice(rng, portion))
        per_portion = [f"{round(kcal * 4.184 * portion / 100)} kJ / "
                       f"{round(kcal * portion / 100)} kcal"]
        per_portion += [f"{format_number(g * portion / 100, lang, 1)} g" for g in grams]
        weight = int(choice(rng, packs)) * (portion if kind == 2 else 1)
        # nor "may contain traces of milk" on a pack whose recipe holds milk powder
        milk = any(m in " ".join(ingredients).lower() for m in MILK)
        maker, brand = food_maker(rng, content)  # the pack's brand is its maker's name
        stock = [s for s in content.sentences("records.nut_note", 14,
                                              bb=format_date(random_day(rng, 200, 700), lang))
                 if not CLASH.search(s) and not STOCK_ALLERGEN.search(s)
                 and not (milk and TRACES_OF_MILK.search(s))]
        notes = [" ".join(allergen_notes(rng, content, ingredients, maker)
                          + _distinct(stock)[:int(rng.integers(1, 3))])]
        return {
            # the label's country decides its layout: Nutrition Facts in the US (where its
            # dates are written month first), a table per 100 g elsewhere
            "us": territory(lang) == "US",
            "product": product,
            "brand": brand,
            "ingredients": ingredients, "allergens": allergens,
            "labels": {k: content.ui(f"records.nut.{k}") for k in (
                "facts", "serving_size", "per_serving", "calories", "dv", "footnote",
                "ingredients", "allergens", "per100", "eu_title", "ri", "net")},
            "servings": content.ui("records.nut.servings" + ("" if weight % portion == 0 else
                                   "_about"), n=round(weight / portion)),  # "About 9" (r27)
            "names": ui_list(content, "records.nut.names"),
            "eu_names": ui_list(content, "records.nut.eu_names"),
            "us_values": us_values(food, portion),
            "calories": str(round(kcal * portion / 100)),
            # the US serving in a household measure first: "2/3 cup (55g)", "1 bar (35g)"
            "serving": f"{content.ui_list('records.nut.measure')[kind]} ({portion}g)",
            "per100": per100, "per_portion": per_portion,
            "fat": food["fat"], "sugars": food["sugars"], "portion_head": f"{portion} g", "notes": notes,
            # a US pack gives its net weight in ounces first: "13.2 oz (375 g)"
            "colon": ":" if lang != "fr" else "\u202f:",  # « Poids net : 375 g »
            "weight": f"{format_number(weight / 28.3495, lang, 1)} oz ({weight} g)"
            if territory(lang) == "US" else f"{weight} g",
            "pack": int(rng.integers(0, len(PACKS))),
            "font": choice(rng, ["liberation_sans", "tex_gyre_heros", "roboto", "open_sans"]),
            "panel_right": bool(rng.random() < 0.6), "bars": sample_bars(rng),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        pack, ink = PACKS[params["pack"]], INKS[params["pack"]]
        x0, y0, x9, y9 = _pack_box(page)
        if (x0, y0) != (0, 0):  # the pack photographed flat on a light table (r57 0023: a
            # 1920 px canvas of beige with a small table in one corner)
            page.rect((0, 0, page.width, page.height), TABLE, name="background")
            page.rect((x0 + 3, y0 + 5, x9 + 3, y9 + 5), SHADOW, radius=4, name="shadow")
        page.rect((x0, y0, x9, y9), pack, name="package")
        black = (20, 20, 20)
        f = params["font"]
        right = params["panel_right"]
        panel_w = 330 if params["us"] else 470
        px = x9 - panel_w - 60 if right else x0 + 60
        tx1, tx2 = (x0 + 60, px - 50) if right else (px + panel_w + 50, x9 - 60)
        with page.region("product", "header", (tx1, y0 + 40, tx2, y0 + 170)):
            page.label(tx1, y0 + 40, params["brand"].upper(), style(f, 16, ink, bold=True),
                       role="structural")
            page.text((tx1, y0 + 76, tx2, y0 + 170), params["product"],
                      style("eb_garamond", 40, ink, bold=True), role="structural", max_lines=2,
                      line_height=1.05)
        self._ingredients(page, params, (tx1, y0 + 200, tx2, y9 - 60), black, f)
        barcode(page, (tx1, y9 - 190, tx1 + 190, y9 - 100), params["bars"], black)
        page.label(tx1, y9 - 70, f"{params['labels']['net']}{params['colon']} {params['weight']}",
                   style(f, 16, ink, bold=True), role="text")
        if params["us"]:
            self._us(page, params, (px, y0 + 40, px + panel_w, y9 - 30), black, f)
        else:
            self._eu(page, theme, params, (px, y0 + 60, px + panel_w, y9 - 60), black, f)
        return page

    def _ingredients(self, page: Page, params: dict[str, Any], box, black, f: str) -> None:
        lab = params["labels"]
        x1, y1, x2, y2 = box
        base = style(f, 14, black)
        spans = [Span(f"{lab['ingredients']}{params['colon']} ", base.but(bold=True))]
        for k, item in enumerate(params["ingredients"]):
            sep = ", " if k < len(params["ingredients"]) - 1 else "."
            bold = {w for i, w in params["allergens"] if i == k}
            words = item.split(" ")
            for j, word in enumerate(words):
                elided, _, word = word.rpartition("'")  # d'avoine: only "avoine" is bold
                if elided:
                    spans.append(Span(elided + "'", base))
                spans.append(Span(word, base.but(bold=word in bold)))
                if j < len(words) - 1:
                    spans.append(Span(" ", base))
            spans.append(Span(sep, base))
        # r88 00: the region is the ingredients list only; the allergen and storage notes
        # under it are no part of it ("dans les ingrédients" named a storage word)
        with page.region("ingredients", "section", box, label=lab["ingredients"]) as rid:
            block = page.text((x1, y1, x2, y1 + 200), [spans], base, role="prose",
                              line_height=1.45)
        page.regions[rid].box = (x1, y1, x2, min(y2, block.bottom + 4))
        page.text((x1, block.bottom + 16, x2, y2 - 30), "\n".join(params["notes"]), base,
                  role="prose", line_height=1.45)

    def _us(self, page: Page, params: dict[str, Any], box, black, f: str) -> None:
        lab = params["labels"]
        x1, y1, x2, _ = box
        white = (255, 255, 255)
        probe = Page(page.width, page.height, page.theme)
        end = self._us_body(probe, params, box, black, f)
        with page.region("nutrition", "table", (x1, y1, x2, end), label=lab["facts"]):
            page.rect((x1, y1, x2, end), white, black, width=2, name="facts panel")
            self._us_body(page, params, box, black, f)

    def _us_body(self, page: Page, params: dict[str, Any], box, black, f: str) -> int:
        lab = params["labels"]
        x1, y1, x2, y2 = box
        a, b = x1 + 8, x2 - 8
        page.label(a, y1 - 2, lab["facts"], style(f, 34, black, bold=True),
                   role="structural", max_width=b - a)
        y = y1 + 62
        y = heavy_rule(page, a, b, y, 1, black)
        page.label(a, y - 4, params["servings"], style(f, 14, black), role="text")
        y += 24
        y = nutrient_row(page, a, b, y, lab["serving_size"], "", params["serving"],
                         style(f, 15, black), black, bold=True, rule=False, height=28)
        y = heavy_rule(page, a, b, y, 10, black) + 2
        page.label(a, y - 6, lab["per_serving"], style(f, 11, black, bold=True),
                   role="structural")
        y += 18
        y = nutrient_row(page, a, b, y, lab["calories"], "", params["calories"],
                         style(f, 24, black, bold=True), black, rule=False, height=40)
        y = heavy_rule(page, a, b, y, 5, black)
        st = style(f, 13, black)
        dv = lab["dv"]
        page.label(b - round(measure(dv, st.but(bold=True))[0]), y - 5, dv, st.but(bold=True),
                   role="structural")
        y += 24
        page.line((a, y), (b, y), black)
        for name, (amount, pct, bold, indent) in zip(params["names"], params["us_values"],
                                                       strict=False):
            if y + 30 > y2 - 90:
                break
            y = nutrient_row(page, a, b, y, name, amount, pct, st, black, bold=bold,
                             indent=indent, height=27)
        y = heavy_rule(page, a, b, y, 10, black) + 4
        note = page.text((a, y, b, y2 - 6), lab["footnote"], style(f, 10, black),
                         role="text", line_height=1.3)
        return note.bottom + 8

    def _eu(self, page: Page, theme: Theme, params: dict[str, Any], box, black, f: str) -> None:
        lab = params["labels"]
        x1, y1, x2, y2 = box
        white = (255, 255, 255)
        ink = replace(theme, text=black, muted=(60, 60, 60), border=black, panel=(235, 235, 235),
                      surface=white, bg=white)
        typo = {"ui": f, "mono": "dejavu_sans_mono", "size": 14, "body": f}
        with page.region("nutrition", "table", box, label=lab["eu_title"]):
            bottom = y1 + 52 + 36 + 34 * len(params["eu_names"]) + 3
            page.rect((x1, y1, x2, bottom), white, black, width=2, name="facts panel")
            page.label(x1 + 12, y1 + 6, lab["eu_title"], style(f, 18, black, bold=True),
                       role="structural", max_width=x2 - x1 - 24)
            w = x2 - x1
            cols = [Column("", w - 264, "left"), Column(lab["per100"], 130, "right"),
                    Column(params["portion_head"], 130, "right")]
            rows = [[[n, "bold"] if k not in (2, 4) else "   " + n, a, b] for k, (n, a, b) in
                    enumerate(zip(params["eu_names"], params["per100"], params["per_portion"],
                                  strict=False))]
            draw_table(page, ink, typo, (x1 + 2, y1 + 52, x2 - 2, bottom), cols, rows,
                       TableStyle(row_height=34, header_height=36, zebra=False, grid="full",
                                  header_fill=True))
