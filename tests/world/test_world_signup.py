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
