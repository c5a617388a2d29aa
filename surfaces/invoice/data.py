"""Invoice data: one consistent invoice as plain, JSON-able strings.

Amounts are exact: unit prices are whole cents, quantities have at most one decimal (and a
half quantity gets an even price, so every line total is whole cents), the subtotal is the
sum of the line totals, the tax is ``rate x subtotal`` rounded half up to the cent and the
total is subtotal + tax. The due date follows the issue date by the payment term. IBANs
carry ISO 13616 mod-97 check digits (and the national check digits of FR, ES and IT); VAT
ids follow each country's format and check digits. Numbers, dates, phones and postcodes are
written in the page language's country conventions (generator/locales/<lang>/content/invoice.toml).
"""

from __future__ import annotations

import datetime
import unicodedata
from decimal import ROUND_HALF_UP, Decimal
from operator import itemgetter
from types import SimpleNamespace
from typing import Any

import numpy as np

from surfaces.invoice.amounts import fmt_number, fmt_qty
from surfaces.invoice.items import MAX_ITEMS, TRADES, fit_project, sample_items
from surfaces.invoice.numbering import pdf_name, sequence
from surfaces.invoice.offices_it import office_code
from surfaces.invoice.people import CONSUMER_TRADES, People
from surfaces.invoice.vat import vat_rate
from surfaces.kit import Content, chance, choice, languages
from surfaces.kit.holidays import working_day
from surfaces.kit.numbers import month_abbreviations
from surfaces.kit.tax_ids import hoja_mercantil

__all__ = ["MAX_ITEMS", "TRADES", "fmt_number", "fmt_qty", "pdf_name", "sample_invoice",
           "text_facts"]

EPOCH = datetime.date(2024, 1, 1)
LETTERS = "ABDEFGHJLNPQRSTUWXYZ"  # postcode letters (no C I K M O V)


def locale(lang: str) -> SimpleNamespace:
    """The invoice rules of a language (CITIES, STREETS, BANKS, FORMATS)."""
    return languages.invoice(lang)


def digits(rng: np.random.Generator, n: int, first_nonzero: bool = False) -> str:
    out = [str(int(d)) for d in rng.integers(0, 10, n)]
    head = [str(int(rng.integers(1, 10)))] if first_nonzero and out else out[:1]
    return "".join(head + out[1:])


def fill_pattern(rng: np.random.Generator, pattern: str) -> str:
    """Replace each '#' by a digit and each '@' by a postcode letter."""
    return "".join(str(int(rng.integers(0, 10))) if c == "#" else
                   LETTERS[int(rng.integers(len(LETTERS)))] if c == "@" else c for c in pattern)


# ---- numbers ------------------------------------------------------------------------

def money(cents: int, fmt: dict[str, Any], pattern: str) -> str:
    return pattern.format(n=fmt_number(Decimal(cents) / 100, fmt))


def tax_cents(subtotal: int, rate: int) -> int:
    return int((Decimal(subtotal) * rate / 100).quantize(Decimal(1), rounding=ROUND_HALF_UP))


# ---- check digits ---------------------------------------------------------------------

def _num(text: str) -> int:
    return int("".join(str(int(c, 36)) for c in text))


def iban_check_digits(country: str, bban: str) -> str:
    return f"{98 - _num(bban + country + '00') % 97:02d}"


def iban_valid(iban: str) -> bool:
    compact = iban.replace(" ", "").replace("\u00a0", "")
    return len(compact) > 4 and compact[:2].isalpha() and _num(compact[4:] + compact[:4]) % 97 == 1


def luhn_digit(body: str) -> str:
    total = 0
    for i, c in enumerate(reversed(body)):
        d = int(c) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def _es_dc(text: str) -> str:
    weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - sum(w * int(c) for w, c in zip(weights, text, strict=True)) % 11
    return str({11: 0, 10: 1}.get(d, d))


_IT_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21]


def _it_cin(text: str) -> str:
    total = sum(_IT_ODD[int(c)] if i % 2 == 0 else int(c) for i, c in enumerate(text))
    return chr(65 + total % 26)


def bban(rng: np.random.Generator, country: str, code: str) -> str:
    if country == "DE":
        return code + digits(rng, 10, True)
    if country == "GB":
        return code + digits(rng, 4) + digits(rng, 8, True)
    if country == "FR":
        branch, account = digits(rng, 5), digits(rng, 11)
        key = 97 - (89 * int(code) + 15 * int(branch) + 3 * int(account)) % 97
        return f"{code}{branch}{account}{key:02d}"
    if country == "ES":
        branch, account = digits(rng, 4), digits(rng, 10)
        return code + branch + _es_dc("00" + code + branch) + _es_dc(account) + account
    if country == "IT":
        rest = code + digits(rng, 5) + digits(rng, 12)
        return _it_cin(rest) + rest
    if country == "NL":
        return code + digits(rng, 10, True)
    raise KeyError(country)


def iban(rng: np.random.Generator, country: str, code: str, grouped: bool = True) -> str:
    body = bban(rng, country, code)
    compact = country + iban_check_digits(country, body) + body
    if not grouped:
        return compact
    return " ".join(compact[i:i + 4] for i in range(0, len(compact), 4))


def vat_id(rng: np.random.Generator, country: str, corporate: str,
           postcode: str = "", prov: str = "") -> tuple[str, str]:
    """(the VAT id as printed, the French SIREN or ''); ``corporate`` is the legal form in
    the company's name ('' for a sole trader); a Spanish firm's NIF carries the code of its
    seat's province after the letter (B50 in Zaragoza, never Madrid's B80), which is the
    ``postcode``'s first two digits."""
    spaced = chance(rng, 0.35)
    if country == "GB":
        body = digits(rng, 7, True)
        check = (97 - sum(w * int(c) for w, c in zip(range(8, 1, -1), body, strict=True))
                 % 97) % 97
        full = f"{body}{check:02d}"
        return (f"GB {full[:3]} {full[3:7]} {full[7:]}" if spaced else f"GB{full}"), ""
    if country == "DE":
        body = digits(rng, 8, True)
        p = 10
        for c in body:
            s = (int(c) + p) % 10 or 10
            p = 2 * s % 11
        full = body + str((11 - p) % 10)
        return (f"DE {full[:3]} {full[3:6]} {full[6:]}" if spaced else f"DE{full}"), ""
    if country == "FR":
        body = digits(rng, 8, True)
        siren = body + luhn_digit(body)
        key = (12 + 3 * (int(siren) % 97)) % 97
        grouped = f"{siren[:3]} {siren[3:6]} {siren[6:]}"
        return (f"FR {key:02d} {grouped}" if spaced else f"FR{key:02d}{siren}"), siren
    if country == "ES":
        if corporate:
            province = postcode[:2] if postcode[:2].isdigit() else digits(rng, 2)
            letter, body = "A" if corporate == "S.A." else "B", province + digits(rng, 5)
            odd = sum(sum(divmod(2 * int(c), 10)) for c in body[0::2])
            nif = letter + body + str((10 - (odd + sum(int(c) for c in body[1::2])) % 10) % 10)
        else:
            body = digits(rng, 8)
            nif = body + "TRWAGMYFPDXBNJZSQVHLCKE"[int(body) % 23]
        return (f"ES{nif}" if chance(rng, 0.5) else nif), ""
    if country == "IT":  # the office code of the seat's province (offices_it)
        body = digits(rng, 7) + office_code(rng, prov)
        full = body + _it_luhn(body)
        return (f"IT{full}" if chance(rng, 0.5) else full), ""
    if country == "NL":
        while True:
            body = digits(rng, 8, True)
            last = sum(w * int(c) for w, c in zip(range(9, 1, -1), body, strict=True)) % 11
            if last < 10:
                break
        return f"NL{body}{last}B{int(rng.integers(1, 4)):02d}", ""
    raise KeyError(country)


def _it_luhn(body: str) -> str:
    total = 0
    for i, c in enumerate(body):
        d = int(c) * (2 if i % 2 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


# ---- dates, phones, addresses -------------------------------------------------------

def fmt_date(day: datetime.date, pattern: str, fmt: dict[str, Any], names: tuple) -> str:
    """``day`` in an invoice date pattern (``names``: the wide and the locale's abbreviated month
    names); ``first_day`` (French "1er") names the first of a month written with its name."""
    first = fmt.get("first_day") if day.day == 1 and "{month}" in pattern else None
    d = first or str(day.day)
    return pattern.format(d=d, dd=f"{day.day:02d}", mm=f"{day.month:02d}", y=day.year,
                          month=names[0][day.month - 1], mon=names[1][day.month - 1])


_PHONE_TOTAL = {"GB": 11, "DE": 11, "FR": 10, "ES": 9, "IT": 10, "NL": 10}
_PHONE_GROUPS = {"GB": {8: (4, 4), 7: (3, 4), 6: (3, 3)}, "FR": {8: (2, 2, 2, 2)},
                 "ES": {7: (3, 2, 2), 6: (2, 2, 2)}, "IT": {8: (4, 4), 7: (3, 4)},
                 "NL": {7: (3, 4), 6: (3, 3)}}


def phone(rng: np.random.Generator, country: str, area: str, pattern: str,
          leads: list[str] | None = None) -> str:
    """A phone number of the town's ``area`` code; ``leads``, when the town has them, are
    the digits its local numbers start with (Marseille's "04 91", not Clermont's "04 73")."""
    n = _PHONE_TOTAL[country] - len(area)
    lead = choice(rng, leads) if leads else str(int(rng.integers(2, 10)))
    local = lead + digits(rng, n - len(lead))
    parts, i = [], 0
    for size in _PHONE_GROUPS.get(country, {}).get(n, (n,)):
        parts.append(local[i:i + size])
        i += size
    return pattern.format(area=area, area_intl=area.lstrip("0"), local=" ".join(parts))


def domain_of(company: str, stopwords: list[str]) -> str:
    """A plausible second-level domain for a company name ('mueller-webdesign'), without
    the legal forms and small words of the language (its invoice ``domain_stopwords``)."""
    text = company.lower().replace("ä", "ae").replace("ö", "oe").replace("ü", "ue")
    text = unicodedata.normalize("NFKD", text.replace("ß", "ss").replace(".", ""))
    plain = "".join(c if c.isascii() and c.isalnum() else " " for c in text
                    if not unicodedata.combining(c))
    words = [w for w in plain.split() if w not in stopwords]
    return "-".join(words[:2]) or "office"


def address(rng: np.random.Generator, loc: SimpleNamespace, city_index: int,
            avoid: str = "") -> dict[str, str]:
    entry = loc.CITIES[city_index]
    # a town whose postcode depends on the street: a real street and its own postcode
    rows = [r.split("|", 1) for r in loc.ROWS.get(entry["name"], [])
            if r.split("|", 1)[0] not in avoid]
    if rows:
        street, code = rows[int(rng.integers(len(rows)))]
        code = code.replace("?", "@")
    else:
        street = choice(rng, [s for s in loc.STREETS if s not in avoid])
        code = choice(rng, entry["postcodes"])
    number = str(int(rng.integers(1, 160)))
    if loc.FORMATS["country"] in ("DE", "NL") and chance(rng, 0.12):
        number += choice(rng, ["a", "b"])
    return {"street": choice(rng, loc.FORMATS["street"]).format(street=street, n=number),
            "zip": fill_pattern(rng, code), "city": entry["name"],
            "prov": entry.get("province", ""), "area": entry["area"],
            "leads": entry.get("leads", []), "court": entry.get("court", entry["name"]),
            "legal": entry.get("legal", ""), "reg": entry.get("reg", ""),
            "reg_forms": entry.get("reg_forms", {}), "taxno": entry.get("taxno", "")}


# ---- the whole invoice ----------------------------------------------------------------

def _party_name(content: Content, who: People, trade: str,
                corporate: list[str]) -> tuple[str, str]:
    """(the seller's name, the surname it is named after); a firm named after two people
    is a company or partnership (a legal form in its name), never a sole business."""
    for _ in range(12):
        last, last2 = who.last_name(), who.last_name()
        name = content.title(f"invoice.company.{trade}", last=last, last2=last2)
        if any(mark in name for mark in corporate) or last2 not in name:
            break
    return name, last


# the trades that work at the customer's place for a call-out fee: their customers are local
LOCAL_TRADES = ("craft",)


# the French activity code (code APE) of each trade: software, printing, electrical work,
# stationery retail, management consulting, translation
APE = {"web": "6201Z", "print": "1812Z", "craft": "4321A", "office": "4762Z",
       "consult": "7022Z", "lang": "7430Z"}


def _legal(rng: np.random.Generator, content: Content, fmt: dict[str, Any], corporate: str,
           siren: str, sender: dict[str, Any], owner: str, trade: str = "") -> tuple[str, str]:
    """The legal line of the sender's footer; a German register number names its court
    (the town's Amtsgericht, or the one that keeps its register: Berlin's is Charlottenburg);
    and the manager or owner it names."""
    template = fmt["legal"]["corporate" if corporate else "sole"]
    if corporate and sender["legal"]:  # a Scottish company is registered in Scotland
        template = sender["legal"]
    prov = sender["prov"]
    # a legal form may have its own register ("OC" numbers of LLPs, HRA of a KG) or line
    form = fmt.get("legal_forms", {}).get(corporate, {})
    template = form.get("template", template)
    fields = {k: fill_pattern(rng, v) for k, v in fmt.get("legal_fields", {}).items()}
    fields.update({k: fill_pattern(rng, v) for k, v in form.items() if k != "template"})
    if sender["taxno"] and "taxno" in fields:  # the format of the town's Land (NRW: 133/8150/8159)
        fields["taxno"] = fill_pattern(rng, sender["taxno"])
    if sender["reg"]:
        fields["reg"] = fill_pattern(rng, sender["reg_forms"].get(corporate, sender["reg"]))
    if "hoja" in fields:  # a Spanish sheet carries the letters of the seat's province
        fields["hoja"] = hoja_mercantil(rng, sender["zip"])
    if "ape" in fields and trade in APE:  # the code of the firm's own activity
        fields["ape"] = APE[trade]
    nic = digits(rng, 4)
    siret = siren + nic + luhn_digit(siren + nic) if siren else ""
    # a sole business is owned by the person it is named after
    who = People(content, fmt)
    manager = who.full_name() if corporate else f"{who.first_name_for(owner)} {owner}"
    fields.update(manager=manager, prov=prov, court=sender["court"],
                  siret=f"{siret[:3]} {siret[3:6]} {siret[6:9]} {siret[9:]}" if siret else "")
    return template.format(**fields), manager


def _project(content: Content, trade: str, year: str) -> str:
    """The job the invoice is for ("website relaunch"), written to stand mid-sentence: a
    title's capital first letter is lowered except in German, which capitalises nouns."""
    project = content.title(f"invoice.project.{trade}", year=year)
    return project if content.lang == "de" else project[0].lower() + project[1:]


def _bank(rng: np.random.Generator, loc: SimpleNamespace, city: str) -> dict[str, Any]:
    """The seller's bank; a regional one (with a city) keeps its own city's firms only."""
    banks = [b for b in loc.BANKS if b.get("city", city) == city]
    return banks[int(rng.integers(len(banks)))]


def sample_invoice(rng: np.random.Generator, content: Content, n_items: int) -> dict[str, Any]:
    """Every value of one invoice, formatted for the page language."""
    loc = locale(content.lang)
    fmt, country = loc.FORMATS, loc.FORMATS["country"]
    trade = choice(rng, sorted(TRADES))
    name, owner = _party_name(content, who := People(content, fmt), trade, fmt["corporate"])
    corporate = next((mark for mark in fmt["corporate"] if mark in name), "")
    home, away = (int(i) for i in rng.permutation(len(loc.CITIES))[:2])
    away = home if trade in LOCAL_TRADES else away  # a call-out goes to a local customer
    sender = address(rng, loc, home)
    domain = domain_of(name, fmt["domain_stopwords"]) + "." + fmt["tld"]
    vat, siren = vat_id(rng, country, corporate, sender["zip"], sender["prov"])
    sender.update(name=name, vat=vat, email=f"{choice(rng, fmt['email_locals'])}@{domain}",
                  web=f"www.{domain}",
                  phone=phone(rng, country, sender["area"], choice(rng, fmt["phones"]),
                              sender["leads"]))
    sender["legal"], owner = _legal(rng, content, fmt, corporate, siren, sender, owner, trade)
    person = trade in CONSUMER_TRADES and chance(rng, 0.3)
    recipient = address(rng, loc, away, avoid=sender["street"])
    client, attn, contact = who.sides([name, sender["legal"]], person, fmt["corporate"])
    recipient.update(name=client, person=person,
                     attn="" if person or chance(rng, 0.4) else
                     content.ui("invoice.attn", name=attn))
    issue = working_day(content.lang, EPOCH + datetime.timedelta(days=int(rng.integers(1000))))
    days, date_pattern = int(choice(rng, fmt["days"])), choice(rng, fmt["dates"])
    names = (content.data.MONTHS, month_abbreviations(content.lang))
    billed = issue.replace(day=1) - datetime.timedelta(days=1)  # the month before the issue
    world = {"trade": trade, "month": names[0][billed.month - 1], "year": str(billed.year),
             "project": _project(content, trade, str(billed.year)),
             "site": recipient["street"], "contact": contact if corporate else owner, "attn": attn}
    items, subtotal = sample_items(rng, content, world, n_items, fmt)
    fit_project(items, world, lambda: _project(content, trade, str(billed.year)))
    rate, note = vat_rate(fmt, trade, person, items)
    tax = tax_cents(subtotal, rate)
    pattern = choice(rng, fmt["money"])
    cell_pattern = pattern if chance(rng, 0.5) else "{n}"
    for item in items:
        item["price"] = money(item.pop("price_cents"), fmt, cell_pattern)
        item["amount"] = money(item.pop("amount_cents"), fmt, cell_pattern)
    bank_name, bic, code = itemgetter("name", "bic", "code")(_bank(rng, loc, sender["city"]))
    seq = sequence(rng, issue, corporate)
    numbers = {"y": issue.year, "yy": f"{issue.year % 100:02d}", "s": seq, "s3": f"{seq:03d}",
               "s4": f"{seq:04d}", "s5": f"{seq + 10000:05d}"}
    return {
        "country": country, "trade": trade, "sender": sender, "recipient": recipient,
        "number": choice(rng, fmt["numbers"]).format(**numbers), "seq": seq,
        "corporate": corporate,
        "customer": choice(rng, fmt["customers"]).format(n4=digits(rng, 4, True),
                                                         n5=digits(rng, 5, True)),
        "date": fmt_date(issue, date_pattern, fmt, names),
        "due": fmt_date(issue + datetime.timedelta(days=days), date_pattern, fmt, names),
        "days": days, "stamp": f"{issue.year}-{issue.month:02d}", "issued": issue.isoformat(),
        "month": world["month"], "world": world, "items": items,
        "subtotal": money(subtotal, fmt, pattern), "tax": money(tax, fmt, pattern),
        "total": money(subtotal + tax, fmt, pattern), "rate": rate, "rate_note": note,
        "currency": pattern.format(n="").strip(),
        "bank": {"name": bank_name, "bic": bic if chance(rng, 0.7) else bic[:8],
                 "iban": iban(rng, country, code, grouped=chance(rng, 0.85))},
        "city_line": fmt["city_line"],
    }


def text_facts(doc: dict[str, Any]) -> dict[str, str]:
    """The values the invoice's prose (intro, terms, notes, thanks) may name: all printed
    elsewhere on the page (phone, e-mail, number, due date, total, bank) or the world's own
    (the contact person, the project, the month billed)."""
    s, w = doc["sender"], doc["world"]
    return {"days": str(doc["days"]), "due": doc["due"], "ref": doc["number"],
            "total": doc["total"], "bank": doc["bank"]["name"], "seller": s["name"],
            "phone": s["phone"], "email": s["email"], "contact": w["contact"],
            # the client's own person: whom "as agreed with ..." names (r48: the signer cited
            # herself as the agreed contact)
            "attn": w["attn"],
            "month": w["month"], "year": w["year"], "project": w["project"]}

