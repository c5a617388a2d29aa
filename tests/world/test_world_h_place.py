"""Facts about real places are true: sunrise and sunset of a town are its own (latitude,
longitude, zone, summer time), a maps search never invents a city's own museum."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from surfaces.kit import geo, sun
from tests.world.world_helpers import sampled, strings_of

LANGS = ("en", "de", "fr", "es", "it", "nl")
# (lat, lon, zone, rule, day of 2026, sunrise, sunset) from published tables (timeanddate)
KNOWN = [
    (49.40, 8.67, 1, "eu", 172, "05:19", "21:35"),  # Heidelberg, 21 June (CEST)
    (40.42, -3.70, 1, "eu", 172, "06:45", "21:48"),  # Madrid
    (51.51, -0.13, 0, "eu", 172, "04:43", "21:21"),  # London (BST)
    (52.37, 4.90, 1, "eu", 172, "05:18", "22:06"),  # Amsterdam
    (40.71, -74.01, -5, "us", 172, "05:25", "20:31"),  # New York (EDT)
    (51.51, -0.13, 0, "eu", 355, "08:04", "15:53"),  # London, 21 December (GMT)
    (40.71, -74.01, -5, "us", 1, "07:20", "16:39"),  # New York, 1 January (EST)
]


def _m(text: str) -> int:
    h, m = text.split(":")
    return int(h) * 60 + int(m)


def test_sun_times_match_published_tables() -> None:
    for lat, lon, zone, rule, doy, rise, down in KNOWN:
        r, d = sun.sun_times(lat, lon, zone, rule, doy)
        assert abs(r - _m(rise)) <= 3 and abs(d - _m(down)) <= 3, (lat, lon, doy, r, d)


def test_every_listed_town_has_its_coordinates() -> None:
    for lang in LANGS:
        path = Path(f"generator/locales/{lang}/content/core.toml")
        for city in tomllib.loads(path.read_text())["slots"]["cities"]:
            assert city in geo.COORDS, (lang, city)
            lat, lon = geo.COORDS[city]
            assert 25 < lat < 55 and -125 < lon < 19, (lang, city)


def test_weather_sun_is_the_towns_own() -> None:
    for lang, seed, p in sampled("weather_forecast", 30):
        lat, lon = geo.COORDS[p["city"]]
        zone, rule = sun.place(lang, p["city"])[2:]
        assert p["sun_m"] == list(sun.sun_times(lat, lon, zone, rule, p["doy"])), (lang, seed)
        # the latest midsummer sunrise is Spain's west (~07:00), the earliest Berlin's (04:43)
        if lang != "en" and 165 <= p["doy"] <= 180:
            assert 4 * 60 + 35 <= p["sun_m"][0] <= 7 * 60 + 15, (lang, seed, p["sun_m"])


CLAIMS = re.compile(r"Stadtmuseum|Stadtgeschichte|Kunstmuseum|Naturkunde|Museum of|History "
                    r"Museum|Municipal|municipal|Civico|Stedelijk|Historisch|Streek|Musée d|"
                    r"Muséum|Museo de|Museo Arch|Museum De Waag")


def _family(lang: str, name: str) -> str:
    """The family name in a gallery's name (its words not in any of the language's forms)."""
    path = Path(f"generator/locales/{lang}/content/w13_h_place.toml")
    forms = tomllib.loads(path.read_text())["titles"]["w13.venue.museum"]
    words = {w for f in forms for w in f.split() if "{" not in w}
    return " ".join(w for w in name.split() if w not in words)


def test_map_museums_never_claim_the_citys_own() -> None:
    seen = 0
    for lang, seed, p in sampled("map_results", 40):
        names = [pl["name"] for pl in p["places"]]
        assert len(set(names)) == len(names), (lang, seed, names)
        if p["place_kind"] != "museum":
            continue
        seen += 1
        for name in names:
            assert p["city"] not in name and not CLAIMS.search(name), (lang, seed, name)
        families = [_family(lang, n) for n in names]
        assert len(set(families)) == len(families), (lang, seed, names)
    assert seen >= 6


def _rail_lines(lang: str) -> list[dict]:
    import numpy as np

    from generator.content import Content
    return Content(lang, np.random.default_rng(0)).data.SLOTS["rail_lines"]


def test_train_via_follows_the_line_and_names_its_main_stops() -> None:
    from surfaces.kit.rail_net import MAX_VIA
    from surfaces.train_timetable import _run, _weights
    for lang in LANGS:
        lines = _rail_lines(lang)
        weight = _weights(lines)
        for line in lines:
            stops = line["stops"]
            for i in range(len(stops)):
                for d in (1, -1):
                    if not 0 <= i + d < len(stops):
                        continue
                    ahead = stops[i + d::d] if d > 0 else stops[i - 1::-1]
                    dest, via = _run(stops, i, d, weight)
                    between = ahead[:-1]
                    assert dest == ahead[-1] and len(via) == min(MAX_VIA, len(between))
                    assert via == [s for s in between if s in via], (lang, via)  # line order
                    top = max(weight[s] for s in between) if between else 0
                    assert all(s in via for s in between if weight[s] == top) or top < 2 \
                        or sum(weight[s] == top for s in between) > MAX_VIA, (lang, stops[i], via)
    # the reviewer's board: Newcastle to London calls at York
    en = _rail_lines("en")
    lner = next(line for line in en if line["operator"] == "LNER")["stops"]
    assert "York" in _run(lner, lner.index("Newcastle"), -1, _weights(en))[1]


def test_train_board_rows_show_their_lines_stops_in_order() -> None:
    for lang, seed, p in sampled("train_timetable", 15):
        lines = _rail_lines(lang)
        for row in p["rows"]:
            via = row["via_stops"]
            assert any(via == [s for s in line["stops"] if s in via]
                       or via == [s for s in line["stops"][::-1] if s in via]
                       for line in lines if all(s in line["stops"] for s in via)), (lang, seed)


# words of real papers' names: a masthead made of the city and one of them is a near-copy
# ("The New York Post", "Heraldo de Soria", "L'Eco di Bergamo", "Leeuwarder Courant")
REAL_MASTHEAD_WORDS = {
    "en": {"times", "herald", "post", "tribune", "daily", "chronicle", "star", "journal", "sun",
           "gazette", "examiner", "observer", "inquirer", "courier", "record", "register",
           "sentinel", "dispatch", "press", "telegraph", "news", "bee", "globe", "republic",
           "statesman", "citizen", "democrat", "leader", "ledger", "mercury", "enquirer"},
    "de": {"tagblatt", "tageblatt", "zeitung", "anzeiger", "stadtanzeiger", "rundschau",
           "kurier", "nachrichten", "morgenpost", "abendblatt", "allgemeine", "post", "bote",
           "echo", "merkur", "volksstimme", "kreiszeitung", "express", "generalanzeiger"},
    "fr": {"courrier", "gazette", "écho", "journal", "dépêche", "républicain", "progrès",
           "provence", "midi", "télégramme", "dauphiné", "parisien", "nouvelles", "presse",
           "quotidien", "libre", "éclair", "union", "indépendant", "ouest", "est"},
    "es": {"diario", "correo", "gaceta", "heraldo", "periódico", "noticias", "voz", "faro",
           "norte", "mundo", "país", "prensa", "información", "levante", "vanguardia",
           "ideal", "sur", "crónica", "independiente", "comercio"},
    "it": {"corriere", "gazzetta", "giornale", "eco", "messaggero", "nazione", "resto",
           "gazzettino", "secolo", "stampa", "tirreno", "mattino", "giorno", "unione", "nuova",
           "provincia", "arena", "cronache", "cronaca", "centro", "tempo", "notizie"},
    "nl": {"dagblad", "courant", "nieuwsblad", "krant", "stadskrant", "gazet", "telegraaf",
           "parool", "volkskrant", "trouw", "stem", "gelderlander", "limburger", "dichtbij",
           "post", "bode", "nieuwsbode"},
}


def _content(lang: str, seed: int = 0):
    import numpy as np

    from generator.content import Content
    return Content(lang, np.random.default_rng([seed, 5]))


def test_mastheads_copy_no_real_paper() -> None:
    for lang in LANGS:
        for form in _content(lang).data.SLOTS["web_masthead"]:
            words = set(re.findall(r"\w+", form.replace("{city}", "").lower()))
            assert not words & REAL_MASTHEAD_WORDS[lang], (lang, form)


NEIGHBOURHOOD = re.compile(r"neighbou?rhood|\bViertel|\bquartier|\bbarrio|\bquartiere|\bwijk\b",
                           re.IGNORECASE)


WORKS = re.compile(r"public works|Bauamt|service des travaux|área de obras|ufficio tecnico|"
                   r"openbare werken")


def test_news_story_fits_a_real_city() -> None:
    import numpy as np

    from surfaces.kit.city_facts import FACTS
    from surfaces.kit.news_story import news_story_world
    big = 0
    for lang in LANGS:
        for seed in range(60):
            content = _content(lang, seed)
            w = news_story_world(np.random.default_rng([seed, 9]), content)
            # no common service "arrives" in a real city (each has had bike sharing for years)
            assert not (w["kind"] == 2 and w["topic"].get("p") == "0"), (lang, seed)
            if FACTS.get(w["city"], (0, 0))[0] >= 500:
                big += 1
                assert w["kind"] in (0, 3), (lang, seed, w["city"], w["topic"]["t"])
            for who in (w["speaker"], w["other"]):
                # "the neighborhood" with none named; a public works department runs no buses
                assert not NEIGHBOURHOOD.search(who["role"]), (lang, seed, who["role"])
                if w["kind"] == 2:
                    assert not WORKS.search(who["role"]), (lang, seed, who["role"])
    assert big >= 10


def test_wikipedia_tells_the_towns_own_facts_not_filler() -> None:
    from generator.content.provider import locale_data
    seen = 0
    for lang, seed, p in sampled("wikipedia", 25):
        others = [c for c in locale_data(lang).SLOTS["cities"]
                  if c != p["city"] and c not in p["city"] and len(c) > 3]
        texts = [t for s in p["sections"] for t in s["texts"]] + list(p["lead"])
        body = " ".join(texts)
        # no "Houston and Dallas are also in Texas", no stock head-office line
        assert not [c for c in others if re.search(r"(?<!\w)" + re.escape(c) + r"(?!\w)", body)
                    and c not in p["info"][1][1]], (lang, seed, body)
        assert "head offices" not in body and "headquarters" not in body, (lang, seed)
        lat, lon = geo.COORDS[p["city"]]
        m = re.search(r"(\d+)°(\d\d)′", body)
        if m:
            seen += 1
            assert abs(int(m[1]) + int(m[2]) / 60 - abs(lat)) < 0.02, (lang, seed, m[0])
    assert seen >= 20


# a headline's body is one the reader can place: "Le conseil vote le budget" (which council?)
BARE_BODY = re.compile(r"^(the )?council\b|^Stadtrat\b|^(le )?conseil\b|^(el )?pleno\b|"
                       r"^(il )?consiglio\b|^(de )?raad\b", re.IGNORECASE)


def test_teletext_headlines_name_their_body() -> None:
    for lang, seed, p in sampled("teletext_page", 30):
        for head in strings_of(p):
            assert not BARE_BODY.search(head), (lang, seed, head)
    for lang in LANGS:  # every entry, drawn or not (a long one is never drawn)
        for head in _content(lang).data.SENTENCES["apps_tx_headline"]:
            assert not BARE_BODY.search(head), (lang, head)
