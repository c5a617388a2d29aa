"""Invoices read like a real firm's: item lines are whole product phrases (no project tag
glued on, adjectives agreeing with their noun, German nouns capitalised), the project is
named only on a business buyer's invoice of a project trade and in one sentence at most,
and a service invoice does not thank for an order."""

from __future__ import annotations

import re

import numpy as np
import pytest

from generator.content import Content
from surfaces.invoice import PROJECT_TRADES
from surfaces.invoice.items import GOODS, TRADES
from tests.world.world_helpers import sampled

SEEDS = 60
LANGS = ("en", "de", "fr", "es", "it", "nl")


def _invoices():
    return list(sampled("invoice", SEEDS))


@pytest.fixture(scope="module")
def invoices():
    return _invoices()


def _prose(params) -> list[str]:
    texts = params["texts"]
    return [texts["intro"], *texts["terms"], texts["thanks"]]


def test_no_project_in_item_lines(invoices):
    for lang, seed, params in invoices:
        project = params["doc"]["world"]["project"]
        for item in params["doc"]["items"]:
            if item["key"] == "localisation":  # names what it localises: "Website-Lokalisierung"
                continue  # on the translation of the "Website", "Localización del sitio web"
            assert project not in item["desc"], (lang, seed, item["desc"])


def test_project_only_for_business_buyers_of_project_trades(invoices):
    seen = 0
    for lang, seed, params in invoices:
        doc = params["doc"]
        project = doc["world"]["project"]
        named = [line for line in _prose(params) if project in line]
        if doc["recipient"]["person"] or doc["trade"] not in PROJECT_TRADES:
            assert not named, (lang, seed, named)
        assert len(named) <= 1, (lang, seed, named)
        seen += bool(named)
    assert seen > 20  # the project is still named where it belongs


ORDER = {"en": ("order", "arrived"), "de": ("Bestellung", "Einkauf"), "fr": ("commande",),
         "es": ("pedido",), "it": ("ordine",), "nl": ("bestelling",)}


def test_service_closing_does_not_thank_for_an_order(invoices):
    for lang, seed, params in invoices:
        if params["doc"]["trade"] in GOODS:
            continue
        thanks = params["texts"]["thanks"].lower()
        assert not any(w.lower() in thanks for w in ORDER[lang]), (lang, seed, thanks)


# the head nouns of the office and craft catalogues and their gender (m/f, plural mp/fp)
NOUNS = {
    "es": {"Silla": "f", "Sillón": "m", "Taburete": "m", "Lámpara": "f", "Flexo": "m",
           "Enchufe": "m", "Archivadores": "mp", "Carpetas": "fp", "Cajas": "fp",
           "Bolígrafos": "mp", "Rollers": "mp", "Rotuladores": "mp", "Subrayadores": "mp"},
    "fr": {"Siège": "m", "Fauteuil": "m", "Chaise": "f", "Tabouret": "m", "Lampe": "f",
           "Lampadaire": "m", "Prise": "f", "Classeurs": "mp", "Boîtes": "fp",
           "Chemises": "fp", "Stylos": "mp", "Rollers": "mp", "Feutres": "mp",
           "Surligneurs": "mp", "Marqueurs": "mp"},
    "it": {"Sedia": "f", "Poltrona": "f", "Sgabello": "m", "Lampada": "f", "Presa": "f",
           "Raccoglitori": "mp", "Scatole": "fp", "Cartelle": "fp", "Penne": "fp",
           "Evidenziatori": "mp", "Pennarelli": "mp", "Marcatori": "mp"},
}
# the colour adjectives that show a gender
COLOURS = {
    "es": {"negro": "m", "negra": "f", "blanco": "m", "blanca": "f", "plateado": "m",
           "plateada": "f", "dorado": "m", "dorada": "f", "negros": "mp", "negras": "fp",
           "rojos": "mp", "rojas": "fp", "blancos": "mp", "blancas": "fp"},
    "fr": {"noir": "m", "noire": "f", "blanc": "m", "blanche": "f", "grise": "f",
           "bleue": "f", "argenté": "m", "argentée": "f", "doré": "m", "dorée": "f",
           "noirs": "mp", "noires": "fp", "bleus": "mp", "bleues": "fp", "verts": "mp",
           "vertes": "fp", "blancs": "mp", "blanches": "fp", "chromée": "f", "noire mate": "f"},
    "it": {"nero": "m", "nera": "f", "bianco": "m", "bianca": "f", "grigio": "m",
           "grigia": "f", "neri": "mp", "nere": "fp", "rossi": "mp", "rosse": "fp",
           "bianchi": "mp", "bianche": "fp", "cromata": "f", "nera opaca": "f",
           "nero opaco": "m"},
}


def _titles(lang: str, trades=("office", "craft"), draws: int = 80) -> list[str]:
    """Many item descriptions of the catalogue's ``trades``, drawn from the templates."""
    content = Content(lang, np.random.default_rng(7))
    out = []
    for trade in trades:
        for product in TRADES[trade]:
            for _ in range(draws):
                out.append(content.title(f"invoice.item.{trade}.{product.key}", pack="x",
                                         month="x", year="2025", project="PROJECT",
                                         site="x"))
    return out


@pytest.mark.parametrize("lang", sorted(NOUNS))
def test_colour_agrees_with_its_noun(lang):
    checked = 0
    for desc in _titles(lang):
        gender = NOUNS[lang].get(desc.split()[0].rstrip(","))
        for part in re.split(r", | \(", desc)[1:]:
            if gender and part in COLOURS[lang]:
                assert COLOURS[lang][part] == gender, (lang, desc)
                checked += 1
    assert checked > 50


def test_no_project_slot_in_any_item_template():
    for lang in LANGS:
        titles = _titles(lang, tuple(TRADES), 30)
        assert not [t for t in titles if "PROJECT" in t], lang


# German materials and colours written as nouns (a lower-case one is a misspelt noun)
DE_NOUNS = ("Messing", "Edelstahl", "Eiche", "Nussbaum", "Buche", "Chrom", "Aluminium",
            "Wandmontage", "Whiteboard")


def test_german_catalogue_nouns_capitalised(invoices):
    for lang, seed, params in invoices:
        if lang != "de":
            continue
        for item in params["doc"]["items"]:
            # no broken compound ("Schreib- Whiteboard"); "Web- und Druckversion" is whole
            assert not re.search(r"- (?!und |oder )", item["desc"]), (seed, item["desc"])
    for desc in _titles("de", tuple(TRADES), 40):
        words = re.findall(r"[\wäöüß]+", desc)
        for noun in DE_NOUNS:
            assert noun.lower() not in words, desc


def test_a_regional_bank_is_the_sellers_own_citys(invoices):
    from surfaces.invoice.data import locale

    regional = {b["name"]: b["city"] for lang in LANGS for b in locale(lang).BANKS
                if "city" in b}
    assert regional
    for lang, seed, params in invoices:
        doc = params["doc"]
        city = regional.get(doc["bank"]["name"])
        assert city in (None, doc["sender"]["city"]), (lang, seed, doc["bank"]["name"])


def test_us_receipts_use_us_units():
    metric = re.compile(r"\d\s?(?:l|ml|g|kg|cl)\b|\bkg\b", re.I)
    for _lang, seed, params in sampled("store_receipt", 40):
        if params["currency"] != "USD":
            continue
        for item in params["items"]:
            assert not metric.search(item["name"] + " " + item["qty"]), (seed, item)


def test_cart_second_price_line_has_one_convention():
    """Under a line total: a struck-out old total when discounted, otherwise a unit price
    that says it is one ("$36.95 each"), never a bare price that reads as a total."""
    from generator.page import make_theme
    from surfaces import registry

    cls = registry.get("shopping_cart")
    for lang, seed, params in sampled("shopping_cart", 12):
        page = cls().compose(params, make_theme(False, "blue"))
        texts = {" ".join("".join(g.char for g in line.glyphs) for line in block.laid.lines)
                 for block in page.text_blocks()}
        for item in params["items"]:
            if item["was"] or item["qty"] < 2:
                continue
            assert item["each"] != item["unit"] and item["unit"] in item["each"], (lang, item)
            assert item["each"] in texts and item["unit"] not in texts, (lang, seed, item)


def test_us_expense_policy_is_american_english():
    british = ("hire car", "line manager", "vat", "standard class", "journeys", "colour")
    for lang, seed, params in sampled("expense_report", 30):
        if lang != "en":
            continue
        for text in params["policy_text"]:
            assert not any(re.search(rf"\b{w}", text.lower()) for w in british), (seed, text)
