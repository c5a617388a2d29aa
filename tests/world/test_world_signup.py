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


ANY_DAYS = re.compile(r"\b(\d{1,2})(?=-day|-tägig| days?\b| Tage| jours| días| giorni| dagen)")


def test_every_printed_trial_length_is_one_sold_length() -> None:
    """No "free for 11 days" from a number slot beside the subtitle's 7-day trial."""
    for lang, seed, p in sampled("signup_form", 25):
        text = " ".join([p["sub"], *p["pitch"], p["quote"]])
        days = set(ANY_DAYS.findall(text))
        assert len(days) <= 1 and days <= {"7", "14", "21", "30"}, (lang, seed, text)
