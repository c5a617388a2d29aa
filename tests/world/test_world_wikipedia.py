"""The encyclopedia article: real region in lead and infobox, density = population / area."""

import re

from surfaces.kit.numbers import locale_fact
from tests.world.world_helpers import sampled


def _num(s: str) -> float:
    return float(re.sub(r"\D", "", s))


def test_infobox_and_lead_agree_with_real_region_and_numbers():
    n = 0
    for lang, _seed, p in sampled("wikipedia", 12):
        info = dict(p["info"])
        region = locale_fact(lang, "places.regions")[p["city"]]
        assert region in info.values()
        others = set(locale_fact(lang, "places.regions").values()) - {region}
        for other in others:  # the lead never places the city in another region
            lead = p["lead"][0]
            assert other in p["city"] + region or not re.search(rf"\b{re.escape(other)}\b", lead)
        vals = list(info.values())
        area_s, pop_s, dens_s = vals[2], vals[3], vals[4]
        area = float(re.sub(r"[^\d]", "", area_s.split("\u202f")[0])) / 10  # one decimal
        pop, dens = _num(pop_s), _num(dens_s)
        assert abs(pop / area - dens) / dens < 0.02, (lang, area_s, pop_s, dens_s)
        n += 1
    assert n >= 40



def test_no_italics_on_random_words():
    for _lang, _seed, p in sampled("wikipedia", 6):
        marks = [m for ms in p["lead_marks"] for m in ms] + [
            m for s in p["sections"] for ms in s["marks"] for m in ms]
        assert all(m[2] in ("link", "bold") for m in marks)
