"""Office and personal telephone numbers use real geographic or mobile ranges of their
country: never a Spanish 80x/90x ("+34 905 13 38 79" is premium rate), a French 08, an
Italian 89x, a German 0900/0180/0137, a Dutch 08x/09x or a US toll-free or 900 area code.
Every way a number is written is checked: the locale's landlines, mobiles and town lines
(Faker provider), the regex tester's sample numbers and the invoice towns' area codes."""

from __future__ import annotations

import re

import numpy as np
import pytest
from world_helpers import sampled

from generator import languages
from generator.content import Content

CALLING = {"en": "1", "de": "49", "fr": "33", "es": "34", "it": "39", "nl": "31"}
TRUNK = {"de": "0", "fr": "0", "nl": "0"}  # the national 0 an international number drops
US_BAD = {"800", "833", "844", "855", "866", "877", "888", "900", "976"}
VALID = {
    "en": lambda n: re.fullmatch(r"[2-9]\d\d[2-9]\d{6}", n) and n[:3] not in US_BAD
    and n[1:3] != "11",
    "de": lambda n: re.fullmatch(r"0[1-9]\d{7,11}", n)
    and not n.startswith(("0900", "0180", "0137", "0700", "0800", "0190", "0118")),
    "fr": lambda n: re.fullmatch(r"0[1-7]\d{8}", n),
    "es": lambda n: re.fullmatch(r"(6\d|7[1-4]|9[1-8])\d{7}", n),
    "it": lambda n: re.fullmatch(r"0\d{5,10}|3[2-9]\d{7,8}", n),
    "nl": lambda n: re.fullmatch(r"0[1-7]\d{8}", n) and not n.startswith(("066", "067")),
}


def national(lang: str, text: str) -> str:
    """``text``'s digits as dialled inside the country (+34 612.. -> 612.., +49 30 -> 030)."""
    digits = re.sub(r"\D", "", text)
    if text.strip().startswith("+"):
        digits = TRUNK.get(lang, "") + digits[len(CALLING[lang]):]
    return digits


def _ok(lang: str, text: str) -> bool:
    return bool(VALID[lang](national(lang, text)))


@pytest.mark.parametrize("lang", list(CALLING))
def test_faker_numbers_are_geographic_or_mobile(lang: str) -> None:
    content = Content(lang, np.random.default_rng([3, 11]))
    fake = content.fake
    cities = languages.fact(lang, "addresses.postal.area_codes", dict)
    for _ in range(300):
        for number in (fake.phone_number(), fake.mobile_number()):
            assert _ok(lang, number), (lang, number)
    for city in cities:
        for _ in range(5):
            number = fake.phone_of(city)
            assert _ok(lang, number), (lang, city, number)


def test_the_validator_refuses_premium_numbers() -> None:
    for lang, bad in (("es", "+34 905 13 38 79"), ("fr", "08 92 12 34 56"),
                      ("it", "899 123 456"), ("de", "0900 1234567"), ("nl", "0906-1234567"),
                      ("en", "(900) 555-1234")):
        assert not _ok(lang, bad), (lang, bad)
    assert _ok("es", "+34 612 345 678") and _ok("de", "+49 30 12345678")


def test_regex_tester_numbers_are_real_ranges() -> None:
    seen = 0
    for lang, seed, p in sampled("regex_tester", 25):
        text = " ".join(str(v) for v in p["lines"])
        for m in re.finditer(r"\+\d{1,3} \d{3} (?:\d{3} \d{4}|\d{4,7})", text):
            if m.group().startswith(f"+{CALLING[lang]} "):
                seen += 1
                assert _ok(lang, m.group()), (lang, seed, m.group())
    assert seen > 50


def test_invoice_numbers_dial_geographic_codes() -> None:
    from surfaces.invoice.data import locale, phone
    rng = np.random.default_rng(5)
    for lang in CALLING:
        loc = locale(lang)
        country = loc.FORMATS["country"]
        for town in loc.CITIES:
            for pattern in loc.FORMATS["phones"]:
                number = phone(rng, country, town["area"], pattern, town.get("leads"))
                if country == "GB":  # the en invoice is British: 01/02 towns, never 09
                    digits = re.sub(r"\D", "", number)
                    digits = "0" + digits[2:] if number.startswith("+") else digits
                    assert re.fullmatch(r"0[12]\d{8,9}", digits), (lang, town["name"], number)
                else:
                    assert _ok(lang, number), (lang, town["name"], number)
