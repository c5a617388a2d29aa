"""Names with no Faker fingerprint: companies built from a brand stem or a surname, a
sector word and the country's legal form ("Northwind Logistics Inc", "Gerber Haustechnik
GmbH"), never "Roberts Inc" or "Pacheco-Evans"; German surnames from the curated list;
e-mail addresses in several shapes (wave 10, g_names)."""

from __future__ import annotations

import re

import numpy as np
import pytest
from faker import Faker

from generator import languages
from generator.content import Content, names

LANGS = ("en", "de", "fr", "es", "it", "nl")


def _surnames(lang: str) -> set[str]:
    curated = languages.fact(lang, "people.last_names", list)
    if curated:
        return set(curated)
    locale = languages.fact(lang, "faker_locale", str)
    found: set[str] = set()
    for provider in Faker(locale).factories[0].providers:
        found |= set(getattr(provider, "last_names", ()))
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_no_company_is_a_bare_surname_with_a_legal_form(lang: str) -> None:
    surnames = _surnames(lang)
    suffixes = set(languages.fact(lang, "companies.suffixes", list)) | {
        "Inc", "LLC", "Ltd", "PLC", "GmbH", "AG", "SARL", "SAS", "SA", "S.L.", "S.A.",
        "S.r.l.", "S.p.A.", "B.V.", "BV", "N.V.", "and Sons"}
    bad = []
    for seed in range(200):
        content = Content(lang, np.random.default_rng([seed, 7]))
        for name in (content.company(), content.firm()):
            head = name.split(" ", 1)
            if len(head) == 2 and head[0] in surnames and head[1] in suffixes:
                bad.append(name)  # "Roberts Inc"
            if re.fullmatch(r"[A-Z]\w+-[A-Z]\w+( .*)?", name) and \
                    set(name.split()[0].split("-")) <= surnames:
                bad.append(name)  # "Pacheco-Evans"
            if name.count("-") == 0 and len(name.split()) == 1:
                bad.append(name)  # a bare surname
    assert not bad, (lang, bad[:8])


@pytest.mark.parametrize("lang", LANGS)
def test_companies_carry_a_sector_or_brand_and_vary(lang: str) -> None:
    stems = languages.fact(lang, "companies.stems", list)
    sectors = languages.fact(lang, "companies.sectors", list)
    drawn = [Content(lang, np.random.default_rng([seed, 3])).company() for seed in range(150)]
    assert all(any(f" {w} " in f" {n} " for w in stems + sectors) or " & " in n or " y " in n
               for n in drawn), (lang, drawn[:10])
    assert len(set(drawn)) > 120, (lang, len(set(drawn)))
    assert not set(stems) & set(languages.fact(lang, "people.last_names", list))


@pytest.mark.parametrize("lang", LANGS)
def test_a_firm_domain_is_its_brand_or_surname_never_its_sector(lang: str) -> None:
    sectors = {names.address_ascii(s.lower(), lang == "de")
               for s in languages.fact(lang, "companies.sectors", list)}
    for seed in range(80):
        content = Content(lang, np.random.default_rng([seed, 9]))
        firm = content.company()
        word = content.domain(firm).split(".")[0]
        assert word not in sectors and "-" not in word, (lang, firm, word)


def test_german_surnames_are_common_ones() -> None:
    curated = set(languages.fact("de", "people.last_names", list))
    assert len(curated) > 120 and {"Müller", "Schmidt", "Weber"} <= curated
    assert not {"Gunpf", "Mude", "Täsche", "Matthäi"} & curated
    for seed in range(100):
        content = Content("de", np.random.default_rng(seed))
        assert content.last_name() in curated
        assert content.full_name().split()[-1] in curated


def test_addresses_come_in_several_shapes() -> None:
    shapes = set()
    for lang in LANGS:
        for seed in range(60):
            content = Content(lang, np.random.default_rng([seed, 2]))
            name = content.full_name()
            local = content.email(name).split("@")[0]
            assert content.email(name).split("@")[0] == local  # one address a person
            first = names.address_ascii(name.split()[0].lower(), lang == "de")
            shapes.add("dot" if local.startswith(first + ".") else
                       "initial" if not local.startswith(first) else "other")
    assert shapes == {"dot", "initial", "other"}, shapes
    # one firm, one rule: everyone at a domain is written the same way
    for domain in ("northwind.com", "gerberhaustechnik.de", "alcor.es", "kompas.nl"):
        content = Content("en", np.random.default_rng(0))
        a, b = (content.email(n, domain).split("@")[0] for n in ("Anna Berg", "Tom Hale"))
        assert (a[1:2] == ".") == (b[1:2] == ".") and ("." in a) == ("." in b), (a, b)


def test_a_label_sort_code_cannot_be_read_as_another_zip() -> None:
    """"US 992 13" on a label to 99202 read as ZIP 99213: the belt is a letter and a digit."""
    from world_helpers import sampled
    for lang, seed, p in sampled("shipping_label", 20):
        country, head, belt = p["route"].split()
        digits = re.sub(r"\D", "", p["recipient"][-1])
        assert digits.startswith(head) or head in p["recipient"][-1], (lang, seed, p["route"])
        assert re.fullmatch(r"[A-Z][1-9]", belt), (lang, seed, p["route"])


def test_an_api_lives_at_a_firms_domain() -> None:
    from world_helpers import sampled
    tlds = {"en": "com", "de": "de", "fr": "fr", "es": "es", "it": "it", "nl": "nl"}
    for lang, seed, p in sampled("api_client", 15):
        host = re.search(r"https://api\.([\w.-]+)", str(p)).group(1)
        assert host.rsplit(".", 1)[-1] in ("com", tlds[lang]), (lang, seed, host)
        assert not host.endswith((".info", ".biz", ".net", ".org")), (lang, seed, host)


def test_a_carrier_flies_under_its_own_code_from_its_own_terminal() -> None:
    """"Polderjet PX" was Air Niugini's code; LHR T5 is British Airways' own terminal. The
    pass now names a real home carrier of one end (h_trade): its own IATA code, and a
    flag carrier's terminal only for that carrier."""
    from world_helpers import sampled

    from surfaces.boarding_pass import CARRIERS
    codes = {name: code for name, code, *_ in CARRIERS.values()}
    owned = {"LHR": ("5", {"BA", "IB"})}  # T5: British Airways and Iberia only
    for lang, seed, p in sampled("boarding_pass", 30):
        code = p["flight"].split()[0]
        assert codes[p["airline"]] == code, (lang, seed, p["airline"], code)
        terminal, owners = owned.get(p["from"][0], (None, set()))
        assert p["terminal"] != terminal or code in owners, (lang, seed, p["from"], p["terminal"])


def test_other_stories_are_credited_to_outlets_of_the_language() -> None:
    """Spanish city stories were credited to "Quince", "Clearwell", "Northlane"."""
    from world_helpers import sampled
    english = set(Content("en", np.random.default_rng(0)).data.SLOTS["news_outlet"])
    for lang, seed, p in sampled("comment_section", 8):
        outlets = set(Content(lang, np.random.default_rng(0)).data.SLOTS["news_outlet"])
        brands = set(Content(lang, np.random.default_rng(0)).data.SLOTS["web_brand"])
        for row in p["next"]:
            assert row[1] in outlets and row[1] not in brands, (lang, seed, row)
            assert lang == "en" or row[1] not in english, (lang, seed, row)


def test_invoice_tax_numbers_fit_the_seat() -> None:
    """A Spanish firm's NIF carries its province (B50 in Zaragoza, never Madrid's B80); a
    German Steuernummer has the format of the seat's Land (NRW: 133/8150/8159)."""
    from world_helpers import sampled
    land = {"Düsseldorf": r"\d{3}/\d{4}/\d{4}", "Köln": r"\d{3}/\d{4}/\d{4}",
            "München": r"\d{3}/\d{3}/\d{5}", "Stuttgart": r"\d{5}/\d{5}",
            "Frankfurt am Main": r"0\d\d \d{3} \d{5}", "Bremen": r"\d\d \d{3} \d{5}",
            "Berlin": r"\d\d/\d{3}/\d{5}"}
    seen = 0
    for lang, seed, p in sampled("invoice", 60):
        sender = p["doc"]["sender"]
        if lang == "es" and re.fullmatch(r"(ES)?[AB]\d{8}", sender["vat"]):
            assert sender["vat"].removeprefix("ES")[1:3] == sender["zip"][:2], (seed, sender)
            seen += 1
        number = re.search(r"Steuernummer (\S+(?: \S+ \S+)?)", sender["legal"])
        if lang == "de" and number and sender["city"] in land:
            text = number.group(1)
            assert re.match(land[sender["city"]] + r"\b", text), (seed, sender["city"], text)
            seen += 1
    assert seen


def test_invoice_goods_have_their_real_sizes_and_shipping() -> None:
    from world_helpers import sampled
    for lang, seed, p in sampled("invoice", 60):
        for item in p["doc"]["items"]:
            desc = item["desc"]
            size = re.search(r"(\d+) x (\d+) cm", desc)
            if size and re.search(r"Roll-up", desc):
                assert int(size.group(1)) <= 120 and size.group(2) == "200", (lang, seed, desc)
            assert not re.search(r"[Pp]alet|[Pp]allet|bancale", desc), (lang, seed, desc)
            assert not re.search(r"Kbis|KvK|Handelsregister|visura|escritura", desc) or \
                re.search(r"(français|Deutsch|italiano|español|Nederlands)[-–]", desc), desc
            if lang == "es":
                assert "reclamaciones" not in desc
        if lang == "es":
            for text in p["texts"].get("terms", []):
                assert not re.search(r"Las reclamaciones[^.]* deberá ", text), text


def test_map_places_have_real_venue_names() -> None:
    """'Museum Sandra' (a first name), 'Museum an der Ecke', 'Sportschool op de hoek' are
    gone: places are named from the language's venue patterns."""
    from world_helpers import sampled
    corner = re.compile(r"an der Ecke|op de hoek|aan het plein|on the Square|The Corner |"
                        r"de la esquina|du coin|all'angolo", re.I)
    for lang, seed, p in sampled("map_results", 25):
        content = Content(lang, np.random.default_rng(0))
        male, female = names.first_names(content.data.FAKER_LOCALE)
        for place in p["places"]:
            name = place["name"]
            assert not corner.search(name), (lang, seed, name)
            last = name.split()[-1]
            assert not (name.split()[0] in ("Museum", "Museo", "Musée") and
                        last in male | female), (lang, seed, name)


@pytest.mark.parametrize("lang", LANGS)
def test_company_stems_are_no_other_surfaces_brand(lang: str) -> None:
    """"Northwind" was an installer's app name: a firm's brand stem is nobody else's word."""
    from pathlib import Path
    root = Path(__file__).resolve().parents[2] / "generator" / "locales" / lang / "content"
    text = "\n".join(p.read_text(encoding="utf-8") for p in root.glob("*.toml"))
    stems = languages.fact(lang, "companies.stems", list)
    assert not [s for s in stems if f'"{s}"' in text], lang
