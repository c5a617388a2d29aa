"""A month grid starts its week where the country does (CLDR): Sunday in the US, Monday in
Germany, France, Spain, Italy and the Netherlands. Read from the drawn page: the weekday
heading above the cell of the 1st names the weekday the 1st really falls on."""

from __future__ import annotations

import calendar
import datetime

import pytest

from surfaces import registry
from tests.world.world_helpers import rendered

# Monday-first weekday names per language, as the calendars print them (first letters)
MONDAY_FIRST = {"en": "MTWTFSS", "de": "MDMDFSS", "fr": "LMMJVSD", "es": "LMMJVSD",
                "it": "LMMGVSD", "nl": "MDWDVZZ"}


def _heading_over(geo, box, region: str, longest: int = 20) -> str:
    """The first letter of the weekday heading (a word of at most ``longest`` letters drawn
    in ``region`` itself, not in a day cell) whose column is nearest ``box``'s centre."""
    ids = {r.id for r in geo.regions if r.name == region}
    cx = (box[0] + box[2]) / 2
    heads = [w for w in geo.words if geo.glyphs[w.glyphs[0]].region in ids
             and w.text.rstrip(".").isalpha() and len(w.text.rstrip(".")) <= longest
             and geo.word_box(w)[3] <= box[1]]
    head = min(heads, key=lambda w: abs((geo.word_box(w)[0] + geo.word_box(w)[2]) / 2 - cx))
    return head.text[0].upper()


@pytest.mark.parametrize("lang", sorted(MONDAY_FIRST))
def test_the_first_of_the_month_sits_under_its_weekday(lang: str) -> None:
    if lang not in registry.get("calendar_month").languages:
        pytest.skip("calendar_month does not draw this language")
    for seed in range(6):
        params, geo = rendered("calendar_month", lang, seed)
        first = next(r for r in geo.regions if r.name == "day 1")
        real = datetime.date(params["year"], params["month"], 1).weekday()
        assert _heading_over(geo, first.box, "month grid") == MONDAY_FIRST[lang][real], (lang, seed)
        us = lang == "en"
        assert params["weekdays"][0][0].upper() == ("S" if us else MONDAY_FIRST[lang][0])


def test_the_booking_calendar_starts_its_week_on_sunday_in_the_us() -> None:
    for seed in range(6):
        params, geo = rendered("appointment_portal", "en", seed)
        one = next(w for w in geo.words if w.text == "1"
                   and geo.glyphs[w.glyphs[0]].region in
                   {r.id for r in geo.regions if r.name == "calendar"})
        real = calendar.weekday(params["year"], params["m"], 1)
        assert _heading_over(geo, geo.word_box(one), "calendar", 3) == MONDAY_FIRST["en"][real], seed
        assert params["weekdays"][0] == "Sun"


def test_the_week_view_and_its_mini_month_start_where_the_country_does() -> None:
    from surfaces.kit.court_world import month_year
    from tests.world.world_helpers import sampled

    for lang, seed, p in sampled("calendar_week", 12):
        # the title joins month and year as the language does ("noviembre de 2026", r67)
        year = p["mini_title"].rsplit(" ", 1)[1]
        month = next(m for m in range(1, 13)
                     if month_year(datetime.date(int(year), m, 1), lang) == p["mini_title"])
        col = p["mini"][0].index(1)
        real = datetime.date(int(year), month, 1).weekday()
        assert p["all_weekdays"][col][0].upper() == MONDAY_FIRST[lang][real], (lang, seed)
        # a seven-day week opens on the country's first day, a work week on Monday
        opens = ("S" if lang == "en" else MONDAY_FIRST[lang][0]) if len(p["weekdays"]) == 7 \
            else MONDAY_FIRST[lang][0]
        assert p["weekdays"][0][0].upper() == opens, (lang, seed, p["weekdays"])
