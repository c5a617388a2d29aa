"""Real places told truly (wave 9, g_place): a printed street carries its own postcode (no
"Plaza Mayor, 28010 Madrid"), a rent fits the town's tier and the bedrooms (no $470 one-bed
in Tampa), a travel post names no direction it cannot know and no old town a town lacks, a
search result's slug is whole words of its title, a place "by the harbor" stands in a port
town and has the reviews its kind gets, a trip's market is visited on a day it holds and
never with tickets."""

from __future__ import annotations

import datetime
import re
import unicodedata

import numpy as np
import pytest
from world_helpers import sampled, strings_of

from generator import languages
from generator.content import Content, geo
from generator.content.provider import locale_data
from generator.resolve import content_languages

LANGS = content_languages()
ADDRESSED = ("pdf_form", "shipping_label", "fax_cover", "scanned_letter", "invoice",
             "order_confirmation", "contract_page")


def _rows(lang: str) -> dict[str, list[tuple[str, str]]]:
    rows = languages.fact(lang, "addresses.postal.streets", dict)
    return {town: [tuple(r.split("|", 1)) for r in rs] for town, rs in rows.items()}


def _code_re(pattern: str) -> str:
    return re.escape(pattern).replace(r"\?", "[A-Z]").replace("@", "[A-Z]")


@pytest.mark.parametrize("lang", LANGS)
def test_the_address_helper_draws_street_and_postcode_from_one_row(lang: str) -> None:
    rows = _rows(lang)
    postcodes = languages.fact(lang, "addresses.postal.postcodes", dict)
    for town, own in rows.items():
        assert own and all(code in postcodes[town] for _, code in own), (lang, town)
    for seed in range(60):
        content = Content(lang, np.random.default_rng(seed))
        town = content.word("cities")
        address = content.address(town)
        if town in rows:
            assert any(street in address.street and re.fullmatch(_code_re(code), address.postcode)
                       for street, code in rows[town]), (lang, town, address)


def _pairs(text: str, rows: dict[str, list[tuple[str, str]]]):
    """(street, postcode printed, its row's postcode) of each known street of a town the
    string names with a postcode."""
    for town, own in rows.items():
        if town not in text:
            continue
        for street, code in own:
            at = re.search(rf"(?<![\w-]){re.escape(street)}(?![\w-])", text)
            if at:
                yield street, text, code


@pytest.mark.parametrize("name", ADDRESSED)
def test_pages_print_a_known_street_with_its_own_postcode(name: str) -> None:
    for lang, seed, params in sampled(name, 8):
        rows = _rows(lang)
        for text in strings_of(params):
            for street, line, code in _pairs(text, rows):
                codes = re.findall(r"\b\d{4,5}(?: [A-Z]{2})?\b", line.split(street, 1)[1])
                if codes:
                    assert re.fullmatch(_code_re(code), codes[0]), (name, lang, seed, line)


def test_a_form_field_street_and_postcode_come_from_one_row() -> None:
    """pdf_form prints street and postcode in separate fields: they still agree."""
    from surfaces.pdf_form import FIELDS

    keys = [k for _, k in FIELDS]
    seen = 0
    for lang, seed, params in sampled("pdf_form", 20):
        rows = _rows(lang)
        field = {k: v for k, (_, v) in zip(keys, params["fields"], strict=True)}
        if field["city"] not in rows:
            continue
        seen += 1
        assert any(s in field["street"] and re.fullmatch(_code_re(c), field["zip"])
                   for s, c in rows[field["city"]]), (lang, seed, field)
    assert seen > 40


def test_rents_and_areas_fit_the_tier_and_the_bedrooms() -> None:
    from surfaces.kit.home_world import area_range, rent_range, tier

    rents = 0
    for lang, seed, p in sampled("realestate_listing", 30):
        content = Content(lang, np.random.default_rng(0))
        level = tier(content, p["city"])
        for home in p["homes"]:
            lo, hi = area_range(lang, home["house"], home["beds"])
            assert lo <= home["area"] <= hi, (lang, seed, home["beds"], home["area"])
            if p["rent"]:
                rents += 1
                lo, hi = rent_range(lang, level, home["beds"])
                assert lo <= home["value"] <= hi, (lang, seed, p["city"], home["value"])
    assert rents > 30


def test_a_us_one_bed_never_rents_for_a_few_hundred_dollars() -> None:
    from surfaces.kit.home_world import RENT

    for level in ("dear", "town", "cheap"):
        assert RENT["US"][level][0][0] >= 800
        for lang, table in RENT.items():
            lows = [lo for lo, _ in table[level]]
            assert lows == sorted(lows), (lang, level)  # more bedrooms, more rent
    for lang, table in RENT.items():
        assert table["cheap"][0][1] <= table["dear"][0][1], lang


# direction words a travel post may not use: it cannot know where the trip lies
DIRECTIONS = {
    "en": r"\b(drove|went|headed|came) (down|up)\b|\b(north|south|east|west)(ward)?\b",
    "de": r"\b(runter|rauf|hoch) nach\b|\b(Norden|Süden|Osten|Westen)\b",
    "fr": r"\b(descendus|montés) à\b|\b(vers le|au) (nord|sud)\b",
    "es": r"\b(bajamos|subimos) a\b|\bal (norte|sur|este|oeste)\b",
    "it": r"\b(scesi|saliti) a\b|\b(a|verso) (nord|sud|est|ovest)\b",
    "nl": r"\b(naar beneden|naar boven)\b|\b(noorden|zuiden|oosten|westen)\b",
}


def _trip_posts():
    for lang, seed, p in sampled("personal_blog", 40):
        if p["world"]["kind"] == 0:
            yield lang, seed, p


def test_travel_prose_names_no_direction_and_no_old_town_a_town_lacks() -> None:
    posts = 0
    for lang, seed, p in _trip_posts():
        posts += 1
        trip = p["world"]["trip"]
        content = Content(lang, np.random.default_rng(0))
        ui = locale_data(lang).UI
        streets = [s for s, _ in content.fake.street_rows(trip)]
        text = " ".join(p["texts"] + [c["text"] for c in p["world"]["comments"]])
        for street in streets:  # "East 7th Avenue" names a street, not a direction
            text = text.replace(street, "").replace(street[:1].lower() + street[1:], "")
        assert not re.search(DIRECTIONS[lang], text, re.I), (lang, seed, text)
        if not geo.has(ui, trip, "oldtown"):
            assert ui["w9p.walk_old"] not in text, (lang, seed, trip)
            assert p["world"]["walk"] != ui["w9p.walk_old"]
        assert p["world"]["walk"] in p["texts"][0] + p["texts"][1], (lang, seed)
    assert posts >= 20


@pytest.mark.parametrize("lang", LANGS)
def test_old_town_and_plaza_lists_name_towns_of_the_language(lang: str) -> None:
    content = Content(lang, np.random.default_rng(0))
    towns = set(content.data.SLOTS["cities"])
    assert set(content.ui_list("geo.oldtown")) <= towns
    assert set(content.ui_list("geo.plaza")) <= towns
    assert not geo.has(content.data.UI, "Milwaukee", "oldtown")
    assert "Westland" not in towns and "Haarlemmermeer" not in towns


def _fold(text: str) -> str:
    """``text`` as a URL spells it: umlauts written out ("für" -> "fuer"), accents dropped."""
    text = text.lower().translate(str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"}))
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()


def test_search_slugs_are_whole_words_of_the_title_and_topics_fit_the_town() -> None:
    for lang, seed, p in sampled("search_page", 25):
        ui = locale_data(lang).UI
        for res in p["results"]:
            title = res["title"]
            if title.endswith(f" - {res['site']}"):
                title = title[: -len(f" - {res['site']}")]
            slug = res["url"].split(" › ")[1]
            folded = re.sub(r"^\[[^\]]*\]\s*", "", _fold(title))
            words = slug.split("-")
            at = 0
            for word in words:  # the slug's words in the title's order, whole
                m = re.compile(rf"[^a-z0-9]*{re.escape(word)}(?![a-z0-9])").match(folded, at)
                assert m, (lang, seed, slug, title)
                at = m.end()
            rest = folded[at:].lstrip()
            assert not rest or rest[0] in ":?!,;(|-–—", (lang, seed, slug, title)
        for feature in ("oldtown", "plaza"):
            for topic in ui.get(f"geo.needs.{feature}", []):
                bare = _fold(topic.split(" ", 1)[1] if " " in topic else topic)
                city = p["query"]
                if bare in _fold(p["query"]):
                    towns = [t for t in ui.get(f"geo.{feature}", []) if _fold(t) in _fold(city)]
                    assert towns, (lang, seed, p["query"])


def test_place_reviews_fit_the_kind_and_names_differ() -> None:
    """(Harbour names are gone: places are named from w10.venue.<kind>, wave 10 g_names.)"""
    from surfaces.kit.opening_hours import KINDS
    from surfaces.map_results import REVIEWS

    for lang, seed, p in sampled("map_results", 30):
        data = locale_data(lang)
        kinds = data.SLOTS["media_place_type"]
        kind = max((k for k in kinds if p["query"].startswith(k + " ")), key=len)
        low, high = REVIEWS[KINDS[kinds.index(kind)]]
        for place in p["places"]:
            n = int(re.sub(r"\D", "", place["count"]))
            assert low <= n <= high, (lang, seed, kind, n)
        assert len({pl["name"] for pl in p["places"]}) == len(p["places"]), (lang, seed)


def test_a_trip_visits_its_market_on_a_day_it_holds_and_without_tickets() -> None:
    from surfaces.kit.trip_places import MARKET, MARKET_DAYS

    markets = 0
    for lang, seed, p in sampled("trip_itinerary", 40):
        acts = locale_data(lang).SLOTS["apps_trip_activity"]
        tails = locale_data(lang).UI["trn.tails"]
        start = datetime.date.fromisoformat(p["start"])
        for day in p["days"]:
            for item in day["items"]:
                if item[2] == acts[MARKET]:
                    markets += 1
                    weekday = (start + datetime.timedelta(days=day["n"] - 1)).weekday()
                    assert weekday in MARKET_DAYS[p["iata"]], (lang, seed, p["iata"], weekday)
        for note in p["notes"]:
            for sentence in re.split(r"(?<=\.) ", note):
                if sentence.startswith(acts[MARKET] + " ("):
                    assert tails[0] not in sentence and tails[2].split("{")[0] not in sentence, \
                        (lang, seed, sentence)
    assert markets
