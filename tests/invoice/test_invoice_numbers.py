"""The numbers of every invoice agree, read back from the rendered geometry's text: line
totals, subtotal, tax, total, date order and payment term, IBAN and VAT id check digits,
postcode formats, in every layout and language."""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal

import pytest
from invoice_pages import LANGS, LAYOUTS, block_text, date, field, number, page, region_text, rows

from generator import languages

CASES = [(layout, lang, seed) for layout in LAYOUTS for lang in LANGS for seed in (1, 40)]


@pytest.mark.parametrize(("layout", "lang", "seed"), CASES)
def test_line_totals_subtotal_tax_total(layout: str, lang: str, seed: int) -> None:
    _, _, geo = page(layout, lang, seed)
    table = rows(geo)
    assert len(table) >= 2
    lines = Decimal(0)
    for cells in table:
        qty, price = number(cells["item_qty"], lang), number(cells["item_price"], lang)
        amount = number(cells["item_amount"], lang)
        assert qty * price == amount, cells
        lines += amount
    subtotal = number(field(geo, "invoice_subtotal"), lang)
    assert subtotal == lines
    rate = re.search(r"(\d+)[\s\u00a0]*%", region_text(geo, "invoice_totals"))
    assert rate, region_text(geo, "invoice_totals")
    tax = number(field(geo, "invoice_tax"), lang)
    expected = (subtotal * int(rate[1]) / 100).quantize(Decimal("0.01"), ROUND_HALF_UP)
    assert tax == expected
    assert number(field(geo, "invoice_total"), lang) == subtotal + tax


@pytest.mark.parametrize(("layout", "lang", "seed"), CASES)
def test_due_date_follows_issue_date_by_the_terms(layout: str, lang: str, seed: int) -> None:
    _, _, geo = page(layout, lang, seed)
    issue, due = date(field(geo, "invoice_date"), lang), date(field(geo, "invoice_due_date"), lang)
    assert due > issue
    prose = " ".join(block_text(geo, b.id) for b in geo.blocks if b.role == "prose")
    prose = re.sub(r"\d{1,4}[./-]\d{1,2}[./-]\d{1,4}", " ", prose)  # "by 04/09/2025"
    # the reduced-VAT mention ("TVA au taux réduit de 10 % – art. 279-0 bis du CGI (…)")
    prose = re.sub(r"[^.]*\d\s?%[^()]*(\([^)]*\))?\.?", " ", prose)
    days = {int(n) for n in re.findall(r"\b(\d{1,3})\b", prose)}
    if days:  # the payment terms name the period between the two dates
        assert (due - issue).days in days, prose


# ---- identifiers (independent implementations of the national rules) -----------------

IBAN_LENGTH = {"GB": 22, "DE": 22, "FR": 27, "ES": 24, "IT": 27, "NL": 18}
COUNTRY = {lang: languages.invoice(lang).FORMATS["country"] for lang in LANGS}


def mod97(text: str) -> int:
    return int("".join(str(int(c, 36)) for c in text)) % 97


def vat_ok(lang: str, vat: str) -> bool:
    v = vat.replace(" ", "")
    if lang == "en":
        d = re.fullmatch(r"GB(\d{9})", v)[1]
        weighted = sum(w * int(c) for w, c in zip(range(8, 1, -1), d[:7], strict=True))
        return (weighted + int(d[7:])) % 97 == 0
    if lang == "de":
        d, p = re.fullmatch(r"DE([1-9]\d{8})", v)[1], 10
        for c in d[:8]:
            p = 2 * ((int(c) + p) % 10 or 10) % 11
        return (11 - p) % 10 == int(d[8])
    if lang == "fr":
        key, siren = re.fullmatch(r"FR(\d{2})(\d{9})", v).groups()
        return int(key) == (12 + 3 * (int(siren) % 97)) % 97
    if lang == "es":
        return re.fullmatch(r"(ES)?([AB]\d{8}|\d{8}[A-Z])", v) is not None
    if lang == "it":
        d = re.fullmatch(r"(IT)?(\d{11})", v)[2]
        total = sum(int(c) if i % 2 == 0 else sum(divmod(2 * int(c), 10))
                    for i, c in enumerate(d[:10]))
        return (10 - total % 10) % 10 == int(d[10])
    d = re.fullmatch(r"NL(\d{9})B\d{2}", v)[1]
    weighted = sum(w * int(c) for w, c in zip(range(9, 1, -1), d[:8], strict=True))
    return (weighted - int(d[8])) % 11 == 0


POSTCODE = {"en": r"[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}", "de": r"\d{5}", "fr": r"\d{5}",
            "es": r"\d{5}", "it": r"\d{5}", "nl": r"\d{4} [A-Z]{2}"}


@pytest.mark.parametrize(("layout", "lang", "seed"), CASES)
def test_identifiers(layout: str, lang: str, seed: int) -> None:
    _, _, geo = page(layout, lang, seed)
    iban = field(geo, "invoice_iban").replace(" ", "")
    assert iban[:2] == COUNTRY[lang] and len(iban) == IBAN_LENGTH[iban[:2]]
    assert mod97(iban[4:] + iban[:4]) == 1, iban
    assert re.fullmatch(r"[A-Z]{4}" + COUNTRY[lang] + r"[A-Z0-9]{2}([A-Z0-9]{3})?",
                        field(geo, "invoice_bic"))
    assert vat_ok(lang, field(geo, "invoice_tax_id")), field(geo, "invoice_tax_id")
    for who in ("sender", "recipient"):
        assert re.fullmatch(POSTCODE[lang], field(geo, f"invoice_{who}_zip"))
    assert re.fullmatch(r"[a-z0-9.-]+@[a-z0-9-]+\.[a-z.]+", field(geo, "invoice_email"))
    assert len(re.sub(r"\D", "", field(geo, "invoice_phone"))) >= 9


def test_a_changed_amount_is_caught() -> None:
    """The arithmetic check can fail: a wrong line total is noticed."""
    cells = {"item_qty": "3", "item_price": "1.234,50 €", "item_amount": "3.703,49 €"}
    assert number(cells["item_qty"], "de") * number(cells["item_price"], "de") != \
        number(cells["item_amount"], "de")
    assert mod97("DE89370400440532013001"[4:] + "DE89") != 1


def national_check_ok(iban: str) -> bool:
    """The national check digits inside French, Spanish and Italian IBANs."""
    country, bban = iban[:2], iban[4:]
    if country == "FR":
        bank, branch, account, key = bban[:5], bban[5:10], bban[10:21], bban[21:]
        return (89 * int(bank) + 15 * int(branch) + 3 * int(account) + int(key)) % 97 == 0
    if country == "ES":
        weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

        def dc(digits: str) -> int:
            d = 11 - sum(w * int(c) for w, c in zip(weights, digits, strict=True)) % 11
            return {11: 0, 10: 1}.get(d, d)
        return bban[8:10] == f"{dc('00' + bban[:8])}{dc(bban[10:])}"
    if country == "IT":
        odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21]
        total = sum(odd[int(c)] if i % 2 == 0 else int(c) for i, c in enumerate(bban[1:]))
        return bban[0] == chr(65 + total % 26)
    return True


@pytest.mark.parametrize("lang", ["fr", "es", "it"])
def test_national_iban_check_digits(lang: str) -> None:
    for layout in LAYOUTS:
        for seed in (3, 8, 13):
            _, _, geo = page(layout, lang, seed)
            iban = field(geo, "invoice_iban").replace(" ", "")
            assert national_check_ok(iban), iban
    assert not national_check_ok("FR7630006000011234567890188")  # a wrong RIB key
