"""Facts a careful reader checks (wave 21, h_facts1): a town's streets as its signs name
them, a map that draws side by side only streets near each other, deadlines that fit the
page's weekday, a pulse in the country's unit, program output in the program's language,
the share of the ingredients a product's name names."""

from __future__ import annotations

import re

import numpy as np

from generator import languages
from generator.content import Content
from tests.world.world_helpers import sampled

_CASTILIAN = re.compile(r"^(?:Calle|Avenida|Plaza|Paseo)\b")
# the towns whose signs (and the map apps' tiles) are not Castilian, and a street name
# pattern each of their streets matches
_LOCAL = {"Valencia": _CASTILIAN, "Elche": _CASTILIAN, "Castellón de la Plana": _CASTILIAN,
          "Bilbao": re.compile(r"^Calle\b"), "Vitoria-Gasteiz": re.compile(r"^Calle\b"),
          "San Sebastián": re.compile(r"^Calle\b"), "Vigo": re.compile(r"^Calle\b"),
          "A Coruña": re.compile(r"^Calle\b"), "Lugo": re.compile(r"^Calle\b")}


def test_bilingual_towns_name_streets_as_their_signs_do() -> None:
    """A map of Valencia labelled "Calle de la Paz" where the signs read "Carrer de la
    Pau" (wave 21): Valencia, Elche and Castelló write Valencian, the Basque towns Basque,
    the Galician towns Galician, Bolzano both names ("Via Roma - Romstraße")."""
    for seed in range(20):
        fake = Content("es", np.random.default_rng(seed)).fake
        for town, castilian in _LOCAL.items():
            lines = [*fake.street_addresses_in(town, 5), fake.postal_address(town).street,
                     fake.street_address_in(town)]
            for line in lines:
                assert not castilian.match(line), (seed, town, line)
        fake = Content("it", np.random.default_rng(seed)).fake
        for line in [*fake.street_addresses_in("Bolzano", 5), fake.postal_address("Bolzano").street]:
            assert " - " in line, (seed, line)
    assert languages.fact("es", "places.regions", dict)["Alicante"] == "Comunidad Valenciana"


def _one_neighbourhood(lang: str, city: str, names: list[str]) -> None:
    rows = dict(Content(lang, np.random.default_rng(0)).fake.street_rows(city))
    if rows and names:
        # every named street is a known street of one postcode, or the one name alone
        codes = {rows.get(n) for n in names}
        assert len(codes) == 1 and (None not in codes or len(names) == 1), (lang, city, names)


def test_map_streets_side_by_side_are_neighbours() -> None:
    """A 200 m map of Valencia drew Calle de la Paz beside Calle de Caballeros and a
    country-list "Calle de la Estación" (wave 21): the streets a map names are of one
    neighbourhood (one postcode); since wave 22 every result stands on one of them (its
    address names it), but in a town of districts, whose pins stand in unnamed blocks."""
    bound = 0
    for lang, seed, p in sampled("map_results", 30):
        _one_neighbourhood(lang, p["city"], p["map_streets"])
        for place in p["places"]:
            named = place.get("street") in p["map_streets"]
            assert named == bool(p["map_streets"]), (lang, seed, place["address"])
            assert not named or place["street"] in place["address"], (lang, seed, place)
            bound += named
    assert bound
    for lang, _seed, p in sampled("realestate_listing", 20):
        _one_neighbourhood(lang, p["city"], p["map_streets"])


def test_deadlines_fit_the_mail_s_weekday() -> None:
    """A mail dated Saturday said "bis Ende der Woche" (wave 21): on a Friday, Saturday or
    Sunday a mail asks for things by Monday, and on a Friday or Saturday it calls back on
    Monday morning, not "tomorrow morning"."""
    import datetime

    from surfaces.kit.deadlines import fit_week, unfit

    late = 0
    for lang, seed, p in sampled("notification_center", 40):
        content = Content(lang, np.random.default_rng(0))
        text = " ".join([p["window_title"], p["window_text"]])
        assert not unfit(content, p["weekday"], text), (lang, seed, p["weekday"], text)
        late += p["weekday"] >= 4
    for lang, seed, p in sampled("gmail_thread", 30):
        content = Content(lang, np.random.default_rng(0))
        for msg in p["messages"]:
            day = datetime.datetime.fromisoformat(msg["sent"]).weekday()
            assert not unfit(content, day, " ".join(msg["paragraphs"])), (lang, seed, msg)
    for lang, seed, p in sampled("scanned_letter", 30):
        content = Content(lang, np.random.default_rng(0))
        day = datetime.date.fromisoformat(p["iso"]).weekday()
        assert not unfit(content, day, " ".join(p["texts"])), (lang, seed, day, p["texts"])
    assert late
    saturday = datetime.date(2024, 6, 1)
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        content = Content(lang, np.random.default_rng(0))
        for row in content.ui_list("w21.week_end") + content.ui_list("w21.tomorrow"):
            old = row.split("|")[0]
            said = fit_week(content, saturday, f"x {old} y. {old[0].upper()}{old[1:]} z.")
            assert not unfit(content, 5, said) and said != f"x {old} y.", (lang, said)
            assert old in fit_week(content, saturday - datetime.timedelta(days=4), old)


_PULSE = {"en": r"\d+ bpm", "de": r"\d+/min", "fr": r"\d+ bpm", "es": r"\d+ lpm",
          "it": r"\d+ bpm", "nl": r"\d+/min"}


def test_pulse_in_the_unit_the_country_prints() -> None:
    """A Spanish record read "72 bpm" (wave 21): Spanish records print "lpm", German and
    Dutch ones "/min", English, French and Italian ones "bpm"."""
    seen = set()
    for lang, seed, p in sampled("patient_record", 20):
        text = " ".join(_strings_of(p))
        assert re.search(rf"(?<![\d/]){_PULSE[lang]}\b", text), (lang, seed)
        others = {u for k, u in _PULSE.items() if u != _PULSE[lang]}
        assert not any(re.search(rf"\b{u}\b", text) for u in others), (lang, seed)
        seen.add(lang)
    assert len(seen) == 6


def _strings_of(value):
    from tests.world.world_helpers import strings_of

    return list(strings_of(value))


def test_programs_print_their_own_language() -> None:
    """Program output is the program's, not the page's language (wave 21): git speaks
    German, Spanish, French and Italian in such a shell but has no Dutch translation, so a
    Dutch terminal's `git status` reads "On branch main"; pytest always English."""
    seen = 0
    for lang, seed, p in sampled("terminal", 40):
        text = "\n".join("".join(str(s[0]) for s in line) for line in p["lines"])
        if lang == "nl" and "git status\n" in text:
            assert "On branch " in text and "Op branch" not in text, (seed, text)
            seen += 1
        assert not re.search(r"\d+ (?:bestanden|geslaagd|réussis|superati|correctas) in", text)
    assert seen


def test_ingredient_shares_are_those_the_name_names() -> None:
    """A biscuit pack quantified its flour and not the hazelnuts its name promises (wave
    21): the list gives the share of each ingredient the product's name names (EU QUID),
    in the list's descending order, together under 100 %."""
    from surfaces.nutrition_label import NAMED

    kinds = set()
    for lang, seed, p in sampled("nutrition_label", 30):
        content = Content(lang, np.random.default_rng(0))
        kind = list(content.data.SLOTS["rec_product"]).index(p["product"])
        pool = list(content.data.SLOTS["rec_ingredient"])
        shares = []
        for item in p["ingredients"]:
            m = re.fullmatch(r"(.+) \((\d+(?:[.,]\d)?)%\)", item)
            name = m.group(1) if m else item
            assert (pool.index(name) in NAMED[kind]) == bool(m), (lang, seed, p["ingredients"])
            if m:
                shares.append(float(m.group(2).replace(",", ".")))
        assert len(shares) == len(NAMED[kind]), (lang, seed, p["ingredients"])
        assert shares == sorted(shares, reverse=True) and sum(shares) <= 100, (lang, seed, shares)
        kinds.add(kind)
    assert {2, 3} <= kinds
