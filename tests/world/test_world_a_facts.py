"""Facts of the real world: a council's vote fits the city's real council, registry and
tax numbers fit the firm's legal form and the country, postcodes are real ones of the
town, opening hours fit the business, a crash report describes the app that crashed."""

from __future__ import annotations

import re

import numpy as np
import pytest

from generator.content import Content
from generator.resolve import content_languages
from surfaces import registry
from surfaces.kit.city_facts import council_seats
from surfaces.kit.news_world import news_world
from surfaces.kit.numbers import territory

LANGS = content_languages()


@pytest.mark.parametrize("lang", LANGS)
def test_every_city_has_its_council_and_a_vote_fits_it(lang):
    content = Content(lang, np.random.default_rng(1))
    for city in content.data.SLOTS["cities"]:
        assert council_seats(city, territory(lang)), (lang, city)
    for seed in range(60):
        content = Content(lang, np.random.default_rng([seed, 2]))
        world = news_world(np.random.default_rng([seed, 3]), content)
        seats = council_seats(world["city"], territory(lang))
        assert world["seats"] == seats, (lang, world)
        assert seats / 2 < world["yes"] and world["no"] >= 1, (lang, world)
        assert world["yes"] + world["no"] >= seats - 3, (lang, world)


def test_council_seats_follow_the_law_and_the_real_counts():
    assert council_seats("Miami", "US") == 5 and council_seats("New York", "US") == 51
    assert council_seats("Barcelona", "ES") == 41 and council_seats("Valladolid", "ES") == 27
    assert council_seats("Toulouse", "FR") == 69 and council_seats("Paris", "FR") == 163
    assert council_seats("Roma", "IT") == 48 and council_seats("Bologna", "IT") == 36
    assert council_seats("Amsterdam", "NL") == 45 and council_seats("Zwolle", "NL") == 39


POSTCODE = {"en": r"\d{5}", "de": r"\d{5}", "fr": r"\d{5}", "es": r"\d{5}", "it": r"\d{5}",
            "nl": r"[1-9]\d{3} \?\?"}


@pytest.mark.parametrize("lang", LANGS)
def test_each_town_lists_real_postcodes_not_wildcards(lang):
    """A town's postcodes are whole codes (only the Dutch letter pair is drawn), so an
    address never gets a code its town does not have (Trento '3812#' made 38125)."""
    from surfaces.kit import languages
    codes = languages.fact(lang, "addresses.postal.postcodes", dict)
    content = Content(lang, np.random.default_rng(1))
    assert set(content.data.SLOTS["cities"]) <= set(codes)
    for city, listed in codes.items():
        assert listed and len(set(listed)) == len(listed), (lang, city)
        for code in listed:
            assert re.fullmatch(POSTCODE[lang], code), (lang, city, code)
    for seed in range(40):
        content = Content(lang, np.random.default_rng([seed, 4]))
        address = content.address()
        pattern = re.escape(address.postcode[:4]) if lang == "nl" else re.escape(address.postcode)
        assert any(re.match(pattern, c) for c in codes[address.city]), (lang, address)
        assert address.postcode in address.town_line


def test_known_postcodes_of_some_towns():
    from surfaces.kit import languages
    assert languages.fact("it", "addresses.postal.postcodes", dict)["Trento"] == \
        ["38121", "38122", "38123"]
    assert "75116" in languages.fact("fr", "addresses.postal.postcodes", dict)["Paris"]
    assert all(c.startswith("100") for c in
               languages.fact("en", "addresses.postal.postcodes", dict)["New York"])


def test_invoice_towns_have_real_postcodes():
    from surfaces.kit import languages
    for lang in ("de", "fr", "es", "it", "nl"):
        town_codes = languages.fact(lang, "addresses.postal.postcodes", dict)
        from surfaces.invoice.data import locale as invoice_locale
        for entry in invoice_locale(lang).CITIES:
            assert "#" not in "".join(entry["postcodes"]), (lang, entry["name"])
            if entry["name"] in town_codes:
                mine = [p.replace(" @@", " ??") for p in entry["postcodes"]]
                assert mine == town_codes[entry["name"]], (lang, entry["name"])


VAT = {"en": r"GB ?\d{3} ?\d{4} ?\d{2}", "de": r"DE ?\d{3} ?\d{3} ?\d{3}",
       "fr": r"FR ?\d{2} ?\d{3} ?\d{3} ?\d{3}", "es": r"(ES)?([AB]\d{8}|\d{8}[A-Z])",
       "it": r"(IT)?\d{11}", "nl": r"NL\d{9}B\d{2}"}


@pytest.mark.parametrize("lang", LANGS)
def test_company_number_fits_the_firm_and_the_vat_id_the_country(lang):
    """An LLP's number is OC (Scotland SO) and six digits, a Ltd's eight digits (Scotland
    SC and six); a KG is in register part A, a GmbH in part B; an S.n.c. has no capital."""
    from surfaces.invoice.data import sample_invoice
    forms = set()
    for seed in range(80):
        content = Content(lang, np.random.default_rng([seed, 6]))
        sender = sample_invoice(np.random.default_rng([seed, 8]), content, 3)["sender"]
        name, legal = sender["name"], sender["legal"]
        assert re.fullmatch(VAT[lang], sender["vat"]), (lang, sender["vat"])
        number = re.search(r"company number (\S+)", legal)
        if lang == "en" and number:
            scot = sender["city"] in ("Edinburgh", "Glasgow")
            if name.endswith("LLP"):
                expected = r"SO\d{6}" if scot else r"OC\d{6}"
            else:
                assert name.endswith("Ltd"), name
                expected = r"SC\d{6}" if scot else r"\d{8}"
            assert re.fullmatch(expected, number.group(1)), (name, legal)
            forms.add(name.split()[-1])
        if lang == "de" and "Amtsgericht" in legal:
            assert ("HRA" in legal) == name.endswith("KG"), (name, legal)
            assert ("HRB" in legal) == name.endswith("GmbH"), (name, legal)
            forms.add(name.split()[-1])
        if lang == "it" and "REA" in legal:
            assert ("Cap. soc." in legal) != name.endswith("S.n.c."), (name, legal)
    if lang in ("en", "de"):
        assert len(forms) == 2, forms


@pytest.mark.parametrize("lang", LANGS)
def test_a_personal_tax_number_is_valid_in_its_country(lang):
    from surfaces.kit.tax_ids import bsn_valid, cf_check, nif_letter
    shape = {"en": r"(?!000|666|9)\d{3}-\d{2}-\d{4}", "de": r"[1-9]\d \d{3} \d{3} \d{3}",
             "fr": r"[0-3]\d \d{2} \d{3} \d{3} \d{3}", "es": r"\d{8}[A-Z]",
             "it": r"[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z]", "nl": r"\d{4}\.\d{2}\.\d{3}"}
    for seed in range(20):
        content = Content(lang, np.random.default_rng([seed, 11]))
        p = registry.get("tax_form")().sample(np.random.default_rng([seed, 5]), content)
        tid = p["tax_id"]
        assert re.fullmatch(shape[lang], tid), (lang, tid)
        if lang == "es":
            assert nif_letter(tid[:8]) == tid[8]
        if lang == "it":
            assert cf_check(tid[:15]) == tid[15]
        if lang == "nl":
            assert bsn_valid(tid.replace(".", ""))


# (latest opening, earliest closing, latest closing) a kind of business keeps anywhere
WINDOW = {"bakery": (8, 13, 20.5), "florist": (10, 17.5, 20.5), "pharmacy": (9.5, 17.5, 22),
          "bookshop": (10, 18, 21), "museum": (10, 16.5, 20), "cafe": (12, 17, 24),
          "restaurant": (19, 21, 24), "pizzeria": (19, 21, 24), "wine_bar": (19, 22, 24),
          "gym": (7, 21.5, 23)}


@pytest.mark.parametrize("lang", LANGS)
def test_opening_hours_fit_the_business_and_the_status_the_hour(lang):
    """No florist open to 10 PM, no bakery opening at noon; open now means opened before
    the page's hour and closing after it, and the line names the time that matters."""
    from surfaces.kit.numbers import clock
    from surfaces.kit.opening_hours import PRICED, split
    for seed in range(25):
        content = Content(lang, np.random.default_rng([seed, 11]))
        p = registry.get("map_results")().sample(np.random.default_rng([seed, 5]), content)
        for place in p["places"]:
            opens, closes = place["opens"], place["closes"]
            name = p["place_kind"]  # the meta line may name the venue type ("Eetcafé")
            latest_open, first_close, last_close = WINDOW[name]
            assert opens <= latest_open and first_close <= closes <= last_close, \
                (lang, name, opens, closes)
            assert place["open"] == (opens <= p["now"] < closes), (lang, place, p["now"])
            shown = closes if place["open"] else opens
            assert clock(*split(shown), lang) in place["hours"], (lang, place)
            assert ("·" in place["meta"]) == (name in PRICED), (lang, place["meta"])


def test_american_pages_charge_the_towns_sales_tax_on_what_it_taxes():
    """An order shipped to Portland, Oregon pays no sales tax and one to Chicago 10.25%;
    a grocery receipt taxes only candy and soft drinks (marked T), not milk or eggs, unless
    the town's state taxes food as well."""
    from surfaces.kit import languages
    rates = languages.fact("en", "tax.city_rates", dict)
    seen = 0
    for seed in range(30):
        content = Content("en", np.random.default_rng([seed, 11]))
        p = registry.get("order_confirmation")().sample(np.random.default_rng([seed, 5]),
                                                        content)
        town = p["address"][-1].split(",")[0]
        sums = p["sums"]
        assert sums["tax"] == round(sums["subtotal"] * rates[town] / 100, 2), (seed, town)
        seen += 1
    for seed in range(30):
        content = Content("en", np.random.default_rng([seed, 11]))
        p = registry.get("store_receipt")().sample(np.random.default_rng([seed, 5]), content)
        if not p["us"]:
            continue
        town = p["city"].split(",")[0]
        taxed = [i for i in p["items"] if i.get("code") == " T"]
        # where the state taxes groceries at a reduced rate (Tennessee, r53), the food lines
        # are marked F; at the full rate (Idaho, r94) every line is T
        food = languages.fact("en", "tax", dict).get("food_rates", {}).get(town, 0)
        assert all(i["index"] in (14, 15) for i in taxed) or food >= rates[town]
        groceries = sum(i["value"] for i in p["items"] if i.get("code") == " F")
        expected = round(round(sum(i["value"] for i in taxed) * rates[town] / 100, 2)
                         + round(groceries * food / 100, 2), 2)
        assert p["tax"] == f"{expected:,.2f}", (seed, town, p["tax"], expected)
        seen += 1
    assert seen


def test_an_american_label_weighs_in_pounds():
    for seed in range(20):
        content = Content("en", np.random.default_rng([seed, 11]))
        p = registry.get("shipping_label")().sample(np.random.default_rng([seed, 5]), content)
        assert p["weight"].endswith(" lb") and p["dims"].endswith(" in"), p["weight"]


def test_a_booking_site_finds_as_many_places_to_stay_as_the_town_can_hold():
    from surfaces.kit.city_facts import FACTS
    for lang in ("en", "de"):
        for seed in range(15):
            content = Content(lang, np.random.default_rng([seed, 11]))
            p = registry.get("hotel_listing")().sample(np.random.default_rng([seed, 5]),
                                                       content)
            n = int(re.sub(r"\D", "", p["found"].split(":")[-1]))
            pop = FACTS[p["city"]][0]
            assert pop ** 0.75 <= n <= 2.6 * pop ** 0.75, (lang, p["city"], n)


def test_a_property_site_lists_about_one_home_per_thousand_people():
    from surfaces.kit.city_facts import FACTS
    for lang in ("en", "de", "it"):
        for seed in range(12):
            content = Content(lang, np.random.default_rng([seed, 11]))
            p = registry.get("realestate_listing")().sample(np.random.default_rng([seed, 5]),
                                                            content)
            n = int(re.sub(r"\D", "", p["count"].split(p["city"])[0]))
            pop = FACTS[p["city"]][0]
            assert max(12, 0.4 * pop) - 1 <= n <= max(12, 1.6 * pop), (lang, p["city"], n)


def test_a_british_invoice_names_british_people_and_firms():
    """No American "LLC"/"Inc" or an en_US name list on an invoice from Leeds."""
    from surfaces.invoice.data import locale as invoice_locale
    from surfaces.invoice.data import sample_invoice
    people = invoice_locale("en").FORMATS["people"]
    for seed in range(30):
        content = Content("en", np.random.default_rng([seed, 6]))
        inv = sample_invoice(np.random.default_rng([seed, 8]), content, 3)
        names = [inv["sender"]["name"], inv["recipient"]["name"]]
        assert not re.search(r"\b(LLC|Inc|Corp)\b", " ".join(names)), names
        if inv["recipient"]["person"]:
            first, last = inv["recipient"]["name"].split(" ", 1)
            assert first in people["first"] and last in people["last"], names
