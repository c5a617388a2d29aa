"""A business letter agrees with itself: the reader's letter it thanks for was about the
letter's own matter, a US firm's phone has its town's area code, the named contact is the
signer, and the closing and signature are always drawn."""

import re

from generator import languages
from generator.content.provider import locale_data
from generator.page import make_theme
from surfaces import registry
from tests.world.world_helpers import sampled


def test_letter_opening_contact_phone_and_signature():
    cls = registry.get("scanned_letter")
    codes = languages.fact("en", "addresses.postal.area_codes", dict)
    for lang, seed, p in sampled("scanned_letter", 8):
        about = locale_data(lang).UI["h_letter.about"]
        body = " ".join(p["texts"])
        assert sum(a in body for a in about) >= 1, (lang, seed, body[:120])
        subject_ix = locale_data(lang).TITLES["letter"].index(p["subject"]) \
            if p["subject"] in locale_data(lang).TITLES["letter"] else None
        if subject_ix is not None:
            assert about[subject_ix] in body, (lang, seed, p["subject"])
        if lang == "en":
            town = p["city"].split(",")[0]
            assert p["phone"].startswith(f"({codes[town]})"), (seed, town, p["phone"])
            named = re.findall(r"contact at .+? is (.+?), who", body)
            assert all(n != p["signer"] for n in named), (seed, named)  # a colleague
        page = cls().compose(p, make_theme(False, "blue"))
        assert any(getattr(op, "name", "") == "signature" for op in page.ops), (lang, seed)
