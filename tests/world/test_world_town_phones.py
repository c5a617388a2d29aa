"""A business prints a landline of its own town (a Köln shop dials 0221, a Parma practice
0521); a person filling in a form gives a mobile, which follows no town."""

from __future__ import annotations

import pytest
from world_helpers import sampled

from generator import languages


def _digits(text: str) -> str:
    return "".join(c for c in text if c.isdigit())


def _prefix(lang: str, town_line: str) -> str | None:
    codes = languages.fact(lang, "addresses.postal.area_codes", dict)
    towns = [t for t in codes if t in town_line]
    if not towns:
        return None
    town = max(towns, key=len)  # "Reggio Emilia", not a shorter town inside it
    return _digits(codes[town].split("%")[0].split("#")[0].split("$")[0])


@pytest.mark.parametrize("surface,keys", [("store_receipt", ("phone",)),
                                          ("fax_cover", ("sender_fax",)),
                                          ("prescription_view", ("phone",))])
def test_a_business_dials_its_towns_area_code(surface: str, keys: tuple[str, ...]) -> None:
    checked = 0
    for lang, seed, p in sampled(surface, 8):
        prefix = _prefix(lang, p["city"])
        assert prefix, (surface, lang, seed, p["city"])
        for key in keys:
            assert _digits(p[key]).startswith(prefix), (surface, lang, seed, p["city"], p[key])
            checked += 1
    assert checked >= 48


def test_the_fax_header_stamps_the_senders_number_not_the_recipients() -> None:
    """The cover's Fax field (under To) is the recipient's; the transmit header at the top
    is the sending machine's own number."""
    for lang, seed, p in sampled("fax_cover", 6):
        assert p["sender_fax"] in p["header_line"], (lang, seed)
        assert p["fax"] not in p["header_line"], (lang, seed)


def test_the_fax_notice_says_each_thing_once() -> None:
    """No "If you received it in error, notify the sender" twice in one disclaimer."""
    import re

    for lang, seed, p in sampled("fax_cover", 8):
        if lang != "en":
            continue
        text = " ".join(p["notice"])
        assert len(re.findall(r"in error|by mistake", text)) <= 1, (seed, text)
