"""store_receipt: an American receipt writes its opening hours as Americans do ("Mon–Sat
7am–9pm", never the 24-hour "7–21"), and every receipt is printed while the shop is open
by each way its footer may give the hours (all open by 9:00 and close at 20:00 or later)."""

from __future__ import annotations

import re

from world_helpers import sampled

HOURS_WORDS = ("open", "Öffnungszeiten", "Horaires", "ouvert", "Horario", "abre", "Orari",
               "aperto", " is open")


def _minute(lang: str, text: str) -> int:
    h, m = (int(x) for x in re.findall(r"\d+", text)[:2])
    if lang == "en":
        h = h % 12 + 12 * ("PM" in text.upper())
    return h * 60 + m


def test_us_hours_use_am_and_pm_and_receipts_fall_in_opening_hours() -> None:
    printed = 0
    for lang, seed, p in sampled("store_receipt", 40):
        for line in p["policy"]:
            if any(w in line for w in HOURS_WORDS) and re.search(r"\d", line):
                printed += 1
                if lang == "en":
                    assert re.search(r"\d(am|pm)", line), (seed, line)
                    assert not re.search(r"\d–\d\d\b", line), (seed, line)
        assert 9 * 60 <= _minute(lang, p["time"]) < 20 * 60, (lang, seed, p["time"])
    assert printed > 10
