"""Form and tracker state agrees with itself: a new password's rule ticks follow what was
typed (8 dots tick "At least 8 characters", fewer never do) and the strength word counts the
rules met; a fitness dashboard's resting heart rate is an adult's (50-75 bpm), below the
current rate."""

from __future__ import annotations

import re

from world_helpers import sampled

STRENGTH = ("weak", "weak", "medium", "medium", "strong")


def test_password_rules_follow_the_typed_password():
    for lang, seed, p in sampled("password_reset", 30):
        assert p["met"][0] == (p["pw_len"] >= 8), (lang, seed, p["pw_len"], p["met"])
        assert p["strength"] == STRENGTH[sum(p["met"])], (lang, seed, p["met"], p["strength"])
        assert p["confirm_len"] <= p["pw_len"], (lang, seed)


def test_resting_heart_rate_is_plausible():
    for lang, seed, p in sampled("fitness_tracker", 30):
        rest = int(re.search(r"\d+", p["resting"]).group(0))
        bpm = int(p["bpm"].split()[0])
        assert 50 <= rest <= 75 and rest < bpm, (lang, seed, rest, bpm)


def test_nutrition_fat_fits_the_ingredients():
    """Oats, fruit and honey alone cannot give 11.6 g of fat per 100 g: without oil, nuts,
    chocolate or butter on the list the fat is the cereal's own."""
    from surfaces.nutrition_label import FATTY

    lean = 0
    for lang, seed, p in sampled("nutrition_label", 30):
        text = " ".join(p["ingredients"]) if isinstance(p["ingredients"], list) else \
            str(p["ingredients"])
        if not FATTY.search(text):
            lean += 1
            assert p["fat"] <= 7, (lang, seed, p["fat"], text)
    assert lean > 5, lean
