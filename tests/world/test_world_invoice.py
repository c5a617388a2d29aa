"""An invoice is one world: its line items add up and name the pack their unit sells, its
payment terms use the country's payment method and the page's own bank, phone and e-mail,
and its running text (line items, terms, notes, thanks) does not repeat across invoices."""

from __future__ import annotations

import re
from collections import Counter
from decimal import Decimal
from functools import lru_cache

import numpy as np
from world_helpers import rendered, sampled

from generator import languages
from generator.content import Content

SEEDS = 40
UK_ONLY = ("BACS", "Faster Payments", "sterling")
CONTINENT_ONLY = ("SEPA", "IBAN")
PHONE = re.compile(r"(?<![\w/.,-])(?:\+|0)[\d ]{8,}\d")
EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


@lru_cache(maxsize=None)
def invoices() -> list[tuple[str, int, dict]]:
    return list(sampled("invoice", seeds=SEEDS))


def cents(money: str) -> int:
    """Every amount is printed with two decimals: its digits are its cents."""
    return int(re.sub(r"\D", "", money))


def quantity(text: str, lang: str) -> Decimal:
    return Decimal(text.replace(",", ".") if lang != "en" else text)


def prose(p: dict) -> list[str]:
    t = p["texts"]
    return [t["intro"], *t["terms"], t["thanks"]]


def sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.!?:])\s+|\n", text) if s.strip()]


@lru_cache(maxsize=None)
def pack_words(lang: str) -> dict[str, tuple[str, set[str]]]:
    """unit key -> (the pack phrase before its count, the unit column's labels)."""
    ui = Content(lang, np.random.default_rng(0)).ui
    return {key: (ui(f"invoice.pack.{key}", n="#").split("#")[0],
                  {ui(f"invoice.unit.{key}"), ui(f"invoice.units.{key}")})
            for key in ("pack", "box")}


def test_line_totals_subtotal_tax_and_total_add_up() -> None:
    for lang, seed, p in invoices():
        doc = p["doc"]
        lines = 0
        for item in doc["items"]:
            amount = quantity(item["qty"], lang) * cents(item["price"])
            assert amount == cents(item["amount"]), (lang, seed, item)
            lines += cents(item["amount"])
        assert cents(doc["subtotal"]) == lines, (lang, seed)
        assert cents(doc["total"]) == cents(doc["subtotal"]) + cents(doc["tax"]), (lang, seed)


def test_pack_in_the_description_agrees_with_the_unit() -> None:
    packed = 0
    for lang, seed, p in invoices():
        words = pack_words(lang)
        for item in p["doc"]["items"]:
            last = re.search(r"\(([^()]*)\)$", item["desc"])
            named = [key for key, (phrase, _) in words.items()
                     if last and last[1].startswith(phrase)]
            sold_in = [key for key, (_, labels) in words.items() if item["unit"] in labels]
            assert named == sold_in, (lang, seed, item)
            if sold_in:
                packed += 1
                count = re.match(r"[\d.,\u202f\u00a0 ]+", last[1][len(words[named[0]][0]):])
                assert count and int(re.sub(r"\D", "", count[0])) >= 4, (lang, item)
    assert packed >= 20  # the check ran on many packed goods


def test_payment_method_fits_the_country_and_names_the_page_bank() -> None:
    for lang, seed, p in invoices():
        text = " ".join(prose(p))
        foreign = CONTINENT_ONLY if lang == "en" else UK_ONLY
        assert not [w for w in foreign if w in text], (lang, seed, text)
        banks = {b["name"] for b in languages.invoice(lang).BANKS}
        named = {b for b in banks if b in text}
        assert named <= {p["doc"]["bank"]["name"]}, (lang, seed, named)


def test_phone_and_email_in_the_text_are_the_sellers() -> None:
    mentioned = 0
    for lang, seed, p in invoices():
        s = p["doc"]["sender"]
        text = " ".join(prose(p))
        for number in PHONE.findall(text):
            assert number.strip() == s["phone"], (lang, seed, number, s["phone"])
            mentioned += 1
        for address in EMAIL.findall(text):
            assert address.rstrip(".") == s["email"], (lang, seed, address)
            mentioned += 1
    assert mentioned >= 30


def test_a_contact_the_text_names_is_printed_on_the_page() -> None:
    """Rendered: a phone number or e-mail address the terms or thanks name is one the
    page prints in its contact details."""
    checked = 0
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in range(SEEDS):
            p = next(q for code, s, q in invoices() if code == lang and s == seed)
            text = " ".join(prose(p))
            s = p["doc"]["sender"]
            if s["phone"] not in text and s["email"] not in text:
                continue
            _, geo = rendered("invoice", lang, seed)
            fields = {b.name: "".join(g.char for g in geo.glyphs if g.block == b.id)
                      for b in geo.blocks if b.role == "field"}
            if s["phone"] in text:
                assert s["phone"].replace(" ", "") == fields["invoice_phone"].replace(" ", "")
            if s["email"] in text:
                assert fields["invoice_email"] == s["email"]
            checked += 1
            break
    assert checked == 6


def test_long_item_and_note_sentences_do_not_repeat_across_invoices() -> None:
    """Over 40 invoices per language, no line item or sentence of the terms, notes or
    thanks of 8+ words is on more than 2 of them."""
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        seen: Counter[str] = Counter()
        for code, _, p in invoices():
            if code != lang:
                continue
            texts = {it["desc"].lower() for it in p["doc"]["items"]}
            texts |= {s.lower() for t in p["texts"]["terms"] + [p["texts"]["thanks"]]
                      for s in sentences(t)}
            seen.update(t for t in texts if len(t.split()) >= 8)
        worst = seen.most_common(1)
        assert len(seen) > 60, (lang, len(seen))  # many long sentences were checked
        assert worst[0][1] <= 2, (lang, worst)
