"""Names a reader checks against the rest of the page (wave 15, f_names)."""

from __future__ import annotations

import numpy as np
import pytest
from world_helpers import sampled

from generator.content.provider import Content

LANGS = ["en", "de", "fr", "es", "it", "nl"]

# regions, rivers and landmarks a firm name ties to one part of the country: "Brianza
# Costruzioni" in Napoli or "Isartal GmbH, Wiesbaden" reads wrong, and a firm's city is
# drawn apart from its name, so the brand stems never name a region
REGIONAL = {
    "de": {"Isartal", "Elbtal", "Rheinblick", "Mainufer", "Spreeufer", "Donautal", "Westfalia"},
    "fr": {"Garonne", "Val de Loire", "Armor", "Vercors", "Cévennes", "Rhodanie"},
    "it": {"Brianza", "Vesuvio", "Etna", "Dolomiti", "Salento", "Tevere", "Arno", "Murgia"},
    "es": {"Alhambra", "Ebro", "Duero", "Astur", "Galaica", "Bética", "Aljarafe"},
    "nl": {"Veluwe", "Zeeland", "Brabant", "Amstel", "Schelde", "Twentse", "Waddenzee"},
    "en": set(),
}


@pytest.mark.parametrize("lang", LANGS)
def test_firm_names_name_no_region(lang):
    for seed in range(300):
        name = Content(lang, np.random.default_rng(seed)).company()
        hit = [r for r in REGIONAL[lang] if r in name]
        assert not hit, (lang, seed, name)


# real banks a town's name would spell ("Banco de Santander" is Banco Santander's brand)
REAL_BANKS = {"es": ("Santander", "Sabadell", "Bilbao"), "it": ("Sondrio", "Milano", "Roma"),
              "en": (), "de": (), "fr": (), "nl": ()}


def test_bank_is_named_after_no_real_bank():
    for lang, seed, p in sampled("banking_dashboard", 150):
        bank = p["bank"]
        assert not any(town in bank for town in REAL_BANKS[lang]), (lang, seed, bank)


# well-known real npm/PyPI packages: a made-up author on one contradicts what developers know
REAL_PACKAGES = {"fast-csv", "neat-csv", "fast-diff", "tiny-queue", "micro-config",
                 "fastcsv", "fast_csv", "tinycolor", "smart-cache", "easy-form"}


def test_package_is_no_real_top_package():
    for _lang, seed, p in sampled("package_registry", 60):
        name = p["name"]
        assert name not in REAL_PACKAGES, (seed, name)
        assert not name.startswith(("fast", "tiny", "neat", "micro")), (seed, name)


@pytest.mark.parametrize("lang", LANGS)
def test_surnames_are_no_misspelt_town(lang):
    """No "Leon": the town León is no surname, and neither is its accent-stripped twin
    (Spanish writes León with its accent)."""
    from generator.content.names import strip_accents  # noqa: PLC0415

    towns = None
    for seed in range(60):
        content = Content(lang, np.random.default_rng(seed))
        towns = towns or {strip_accents(t) for t in content.data.SLOTS["cities"]}
        drawn = {content.last_name() for _ in range(40)}
        assert not {strip_accents(n) for n in drawn} & towns, (lang, seed, drawn)


def test_a_town_site_has_local_sections():
    """A city's news site (its masthead names the town) has no World/Science sections."""
    from generator.content.provider import locale_data  # noqa: PLC0415
    for lang, seed, p in sampled("dictionary_popup", 30):
        web = locale_data(lang).UI
        far = {web["web.nav_world"], web["web.nav_science"]}
        assert not far & set(p["nav"]), (lang, seed, p["nav"])


# a tourist's words: a local works topic ("la réfection des quais") has no entry fee or visit
TOURIST = ("visit", "entry", "Besuch", "Eintritt", "visite", "entrée", "visita", "entrada",
           "ingresso", "bezoek", "détour", " open?", "geöffnet", "horario", "orari",
           "openingstijden")


def test_search_questions_fit_a_local_project():
    for lang, seed, p in sampled("search_page", 30):
        texts = list(p["ask"]) + [r["title"] for r in p["results"]]
        for text in texts:
            assert not any(w in text for w in TOURIST), (lang, seed, text)


def test_phone_clock_is_24_hour_and_after_the_last_save():
    """A French phone shows "14:49", never "2:49"; the page's "saved at 15:25" is no later."""
    import re  # noqa: PLC0415
    from types import SimpleNamespace  # noqa: PLC0415

    from surfaces import registry  # noqa: PLC0415
    for lang in LANGS:
        for seed in range(40):
            surface = registry.get("settings_panel")()
            surface.screen = SimpleNamespace(logical=(390, 844))  # a phone's screen
            p = surface.sample(np.random.default_rng(seed), Content(lang, np.random.default_rng(seed)))
            clock = p["phone"]["clock"]
            if lang != "en":
                assert re.fullmatch(r"\d{2}:\d{2}", clock), (lang, seed, clock)
                saved = re.search(r"(\d{1,2})[:.h](\d{2})", p["saved"])
                now = tuple(int(x) for x in clock.split(":"))
                assert saved and (int(saved[1]), int(saved[2])) <= now, (lang, seed, clock, p["saved"])


def test_push_notices_name_no_one_device():
    """The same settings text shows on a phone and a desktop: "sur cet appareil", not
    "sur ce poste" (a desk computer) on a phone."""
    for lang, seed, p in sampled("settings_panel", 40):
        text = " ".join(str(v) for v in p.get("rows", []))
        for word in ("ce poste", "ce téléphone", "votre ordinateur",
                     "en el móvil", "op je telefoon", "questo telefono", "questo computer"):
            assert word not in text, (lang, seed, word)
