"""A sign-up page sells one app with one offer: every product name its pitch prints is the
app of the page (not "Try Lumen free" on Northwind's page), and every trial length it
prints is the subtitle's ("Begin your 7-day free trial" beside "free for 30 days")."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator.content.provider import locale_data
from surfaces.signup_form import TRIAL


def test_one_app_and_one_trial_length() -> None:
    lengths = 0
    for lang, seed, p in sampled("signup_form", 25):
        apps = locale_data(lang).SLOTS["frm_app"]
        text = " ".join([p["sub"], *p["pitch"], p["quote"]])
        named = {a for a in apps if re.search(rf"\b{a}\b", text)}
        assert named <= {p["app"]}, (lang, seed, named, p["app"])
        days = set(TRIAL.findall(text))
        assert len(days) <= 1, (lang, seed, text)
        lengths += bool(days)
    assert lengths > 20


ANY_DAYS = re.compile(r"\b(\d{1,2})(?=-day|-tägig| days?\b| Tage| jours(?! sur)| días(?! de la)| giorni| dagen)")


def test_every_printed_trial_length_is_one_sold_length() -> None:
    """No "free for 11 days" from a number slot beside the subtitle's 7-day trial."""
    for lang, seed, p in sampled("signup_form", 25):
        text = " ".join([p["sub"], *p["pitch"], p["quote"]])
        days = set(ANY_DAYS.findall(text))
        assert len(days) <= 1 and days <= {"7", "14", "21", "30"}, (lang, seed, text)


def test_customer_quote_is_a_customer_s_and_one_offer_per_page() -> None:
    """The testimonial is a customer's words, not the vendor's offer ("Cancel at any time; we
    will not charge you during the free trial" under a customer's name), and a page selling a
    free plan prints no trial length ("Free forever for small teams" beside "free for 30 days")."""
    from surfaces.signup_form import OFFER_LINE
    kinds = set()
    for lang, seed, p in sampled("signup_form", 25):
        assert not OFFER_LINE.search(p["quote"]), (lang, seed, p["quote"])
        assert "{" not in p["quote"], (lang, seed, p["quote"])
        text = " ".join([p["sub"], *p["pitch"]])
        days = set(ANY_DAYS.findall(text))
        assert (p["offer"] == "free") == (not days), (lang, seed, text)
        assert "{" not in text, (lang, seed, text)
        kinds.add(p["offer"])
    assert kinds == {"free", "trial"}
