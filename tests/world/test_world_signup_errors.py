"""signup_form: errors, the password meter and the pitch's customer count follow the values shown."""

from __future__ import annotations

import re
from functools import cache

from world_helpers import sampled

MIN = re.compile(r"(?<!\d)(\d{1,2})(?!\d)")
COUNT = re.compile(r"thousand|tausend|milliers|\d[ .,\u00a0\u202f]000|Miles de|migliaia|duizend",
                   re.I)


@cache
def pages() -> list:
    """The 240 pages, sampled when a test first asks (at collection, each xdist worker sampled
    them, though one worker runs the file)."""
    return list(sampled("signup_form", 40))


def test_required_error_only_on_an_empty_name():
    for lang, seed, p in pages():
        if p["error"] == "required":
            assert not p["first"] and not p["last"], (lang, seed, p["first"], p["last"])


def test_invalid_email_error_only_on_an_invalid_address():
    for lang, seed, p in pages():
        if p["error"] == "email" and p["email"]:
            assert p["email"].endswith("@"), (lang, seed, p["email"])


def test_password_meets_the_hint_and_strength_follows_length():
    for lang, seed, p in pages():
        n = len(p["password"])
        if not n:
            continue
        found = MIN.search(p["labels"]["pw_hint"])
        if found:
            assert n >= int(found.group(1)), (lang, seed, n, p["labels"]["pw_hint"])
        assert p["strength_level"] == (0 if n < 10 else 1 if n < 13 else 2), (lang, seed, n)


def test_pitch_makes_one_customer_count_claim():
    for lang, seed, p in pages():
        claims = COUNT.findall(" ".join(p["pitch"]))
        assert len(claims) <= 1, (lang, seed, claims)
