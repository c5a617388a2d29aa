"""Wave 13 (h_echo): nothing said twice, and every time fits the clock.

A reviewer read "wachtte 16 maanden" for two customers (magazine_spread), "13 millones" three
times in four sentences (website_article), "my Fairphone 5" twice in one review
(app_store_listing), a 13:04 notice promising delivery "tussen tien en twaalf"
(notification_center), "3.600 kilómetros … 3.600 km" (video_player) and "dieses Stück" twice
(product_page). tests/world/echo_check.py finds a repeated figure or clause in a paragraph."""

from __future__ import annotations

import re

import numpy as np
import pytest

from generator.content import Content
from surfaces.app_store_listing import DEVICES
from surfaces.kit.news_story import tells
from surfaces.kit.scenes import is_night
from surfaces.notification_center import timed
from tests.world.echo_check import echoes, repeated_clauses, repeated_figures
from tests.world.world_helpers import sampled, strings_of

LANGS = ("en", "de", "fr", "es", "it", "nl")
SURFACES = ("magazine_spread", "website_article", "app_store_listing", "notification_center",
            "video_player", "product_page")


def test_the_echo_check_finds_what_the_reviewer_read():
    assert repeated_figures("Llevo 4 meses y unos 3.600 kilómetros. Os cuento qué sigue "
                            "funcionando después de 3.600 km.") == ["3600 kilometre"]
    assert repeated_figures("De wachtlijst loopt op tot vijf maanden. Een ander wachtte vijf "
                            "maanden en huilde.") == ["5 maanden"]
    assert repeated_clauses("Fast on my Fairphone 5, really. Replaced two apps on my "
                            "Fairphone 5.") == ["on my fairphone 5"]
    assert echoes("One waited 7 months; another waited 11 months.") == []
    assert echoes("Works on my Pixel 8a and on my tablet.") == []  # "8a" is no "8 a"


@pytest.mark.parametrize("name", SURFACES)
def test_no_paragraph_says_a_figure_or_clause_twice(name):
    for lang, seed, params in sampled(name, 14):
        for text in strings_of(params):
            if len(text) > 60:  # a paragraph, not a label
                assert not echoes(text), (lang, seed, echoes(text), text)


_MONTHS = r"(?:months|Monate|mois|meses|mesi|maanden)"


def test_magazine_customers_each_wait_their_own_months():
    for lang, seed, params in sampled("magazine_spread", 30):
        body = " ".join(params["texts"] + [params["deck"]])
        waits = re.findall(rf"(\w+) {_MONTHS}\b", body)
        assert len(waits) == len(set(waits)), (lang, seed, waits)


_AT_WORK = ("at work", "bei der Arbeit", "au travail", "trabajando", "al lavoro",
            "aan het werk")


def test_magazine_caption_shows_a_standing_maker_not_one_at_work():
    for lang, seed, params in sampled("magazine_spread", 30):
        assert not any(w in params["caption"] for w in _AT_WORK), (lang, seed, params["caption"])


def _narrative(text: str) -> str:
    """``text`` without its quoted speech."""
    return re.sub(r"[“„«\"][^”“»\"]*[”“»\"]", " ", text)


def test_article_body_tells_each_figure_once_and_the_standfirst_none_of_the_headline():
    for lang, seed, params in sampled("website_article", 30):
        world = params["world"]
        body = _narrative(" ".join(params["texts"]))
        for key in ("cost", "cost_old"):
            figure = str(world.get(key, ""))
            if figure:
                said = re.findall(rf"(?<![\w.,]){re.escape(figure)}(?!\w|[.,]\d)", body)
                assert len(said) <= 1, (lang, seed, figure, body)
        assert not repeated_figures(body), (lang, seed, repeated_figures(body), body)
        for stand in params["standfirsts"]:
            for fact in stand["facts"]:
                if fact in (world.get("cost"), str(world.get("months")), str(world.get("fig"))):
                    assert not tells(params["headline"], fact), (lang, seed, stand["text"])


_VISITORS = ("Visitors", "Besucher", "visiteurs", "Visitantes", "Visitatori", "Bezoekers")


def test_article_place_photo_promises_nobody_in_it():
    for lang, seed, params in sampled("website_article", 30):
        if params["subject"] != "people":
            assert not any(v in params["caption"] for v in _VISITORS), (lang, seed)


def test_app_review_names_its_phone_once():
    for lang, seed, params in sampled("app_store_listing", 30):
        for review in params["reviews"]:
            for device in DEVICES:
                assert review["text"].count(device) <= 1, (lang, seed, review["text"])
        if lang == "en":
            stiff = re.compile(r"as [\d,]+ people already do")
            assert not any(stiff.search(t) for t in strings_of(params)), seed


def _hour(text: str, lang: str) -> int:
    """The first hour a window names ("2:00 PM" is 14)."""
    match = re.search(r"(\d+)(?::00)?\s*(AM|PM)?", text)
    hour = int(match.group(1))
    return hour + 12 if match.group(2) == "PM" and hour < 12 else hour


@pytest.mark.parametrize("lang", LANGS)
def test_delivery_window_starts_after_the_notification(lang):
    content = Content(lang, np.random.default_rng(3))
    today, tomorrow = content.ui("w13.echo_today"), content.ui("w13.echo_tomorrow")
    rains = content.ui_list("w13.echo_rain")
    rng = np.random.default_rng(5)
    for sent in range(0, 24 * 60, 7):
        said = timed(rng, content, sent)
        window = said["window"]
        assert window.startswith((today, tomorrow)), window
        if window.startswith(today):
            assert _hour(window[len(today):], lang) * 60 > sent, (sent, window)
        else:
            assert sent >= 17 * 60, (sent, window)  # tomorrow only after the day's rounds
        assert said["rain_when"] == rains[2 if sent >= 17 * 60 else 1 if sent >= 12 * 60
                                          else 0], (sent, said)


def test_notifications_fill_their_times():
    for lang, seed, params in sampled("notification_center", 20):
        for item in params["items"]:
            assert "{" not in item["text"], (lang, seed, item["text"])
            assert "bezorgd door onze bezorger" not in item["text"]


_NIGHT = ("night", "Nacht", "de nuit", "nocturno", "notturna", "Nachtelijke")


def test_video_night_walk_is_drawn_at_night():
    seen = 0
    for lang, seed, params in sampled("video_player", 60):
        titles = [params["title"], *(n["title"] for n in params["next"])]
        for title in titles:
            night = any(w.lower() in title.lower() for w in _NIGHT)
            assert is_night(title) == night, (lang, seed, title)
            seen += is_night(title)
    assert seen  # some page shows a night walk


def test_video_description_says_its_distance_once():
    for lang, seed, params in sampled("video_player", 40):
        km = params["world"]["km"]
        assert len(re.findall(rf"(?<![\d.,]){re.escape(km)}(?![\d])", params["desc"])) <= 1, \
            (lang, seed, params["desc"])


_POINTERS = re.compile(r"\b(?:this|dieses|diesen|jedes|ce|cet|cette|chaque|este|esta|cada|"
                       r"questo|questa|ogni|dit|deze|elk|elke)\s+(\w+)", re.I)


def test_product_blurb_points_at_its_item_once():
    for lang, seed, params in sampled("product_page", 40):
        body = " ".join(params["texts"])
        nouns = [m.group(1).lower() for m in _POINTERS.finditer(body)]
        assert len(nouns) == len(set(nouns)), (lang, seed, body)
        assert "loben unsere" not in body
