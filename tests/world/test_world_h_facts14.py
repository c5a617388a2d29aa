"""Wave 14 h_facts: domain facts a native would catch. A regional or intercity line runs a
clock-face timetable (an NS Intercity at :04 and :34 every hour), and a board advises seat
reservations only for a train that takes them (never an NS Intercity or a Sprinter)."""

from __future__ import annotations

import math
import re
from collections import defaultdict

import numpy as np
from world_helpers import sampled

from generator.content import Content


def _ui_list(lang: str, key: str) -> list[str]:
    return [x.strip() for x in Content(lang, np.random.default_rng(0)).ui_list(key)]


def test_regional_and_intercity_lines_run_a_clock_face_timetable() -> None:
    regular = 0
    for lang, seed, p in sampled("train_timetable", 30):
        fast = set(_ui_list(lang, "w8l.rail_fast"))
        by_service = defaultdict(list)
        for r in p["rows"]:
            h, m = (int(x) for x in r["time"].split(":"))
            by_service[(r["operator"], r["dest"], r["via"])].append(h * 60 + m)
        for key, times in by_service.items():
            gaps = {b - a for a, b in zip(times, times[1:], strict=False)}
            assert not gaps or min(gaps) >= 15, (lang, seed, key, times)
            if key[0] in fast or len(times) < 2:
                continue
            # one interval, and one that divides the hour: the same minutes every hour
            assert len(gaps) == 1 and 60 % gaps.pop() == 0, (lang, seed, key, times)
            regular += 1
    assert regular > 50, regular


def test_seat_reservation_advice_only_for_trains_that_take_reservations() -> None:
    from surfaces.train_timetable import RESERVE_WORDS
    advised = 0
    for lang, seed, p in sampled("train_timetable", 40):
        reserve = set(_ui_list(lang, "w14f.rail_reserve"))
        for sentence in p["notice"].split(". "):
            if not any(w in sentence.lower() for w in RESERVE_WORDS):
                continue
            advised += 1
            named = [r for r in p["rows"] if r["train"] in sentence]
            # "the 21:06 CrossCountry ... on Friday afternoons": a time contradicts its day part
            assert not re.search(r"afternoon|nachmittag|vrijdagmiddag", sentence), sentence
            assert named and all(r["operator"] in reserve for r in named), (lang, seed, sentence)
        if lang == "nl":
            assert "reserv" not in p["notice"].lower() or any(
                r["operator"] == "ICE" for r in p["rows"]), (seed, p["notice"])
    assert advised > 5, advised


def _strings(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    items = value.values() if isinstance(value, dict) else value \
        if isinstance(value, list | tuple) else []
    return [s for v in items for s in _strings(v)]


def _t_tail(t: float, df: int) -> float:
    """Two-sided p of Student's t by integrating its density (numpy only; independent of
    surfaces.kit.stats): 2 * integral from |t| to a far bound."""
    x = np.linspace(abs(t), abs(t) + 60.0, 600001)
    log_c = math.lgamma((df + 1) / 2) - math.lgamma(df / 2) - 0.5 * math.log(df * math.pi)
    dens = np.exp(log_c - (df + 1) / 2 * np.log1p(x * x / df))
    return float(2 * np.sum((dens[1:] + dens[:-1]) / 2 * np.diff(x)))


STATS = re.compile(r"t\((\d+)\) = (\d+[.,]\d\d), p ([=<]) (0?[.,]\d{3}), d = (\d[.,]\d\d)")


def test_a_papers_t_p_and_d_agree_with_its_sample_size() -> None:
    checked = 0
    for lang, seed, p in sampled("latex_editor", 40):
        for text in _strings(p):
            for m in STATS.finditer(text.replace("\n", " ")):
                df, t, rel, pv, d = m.groups()
                df, t, d = int(df), float(t.replace(",", ".")), float(d.replace(",", "."))
                pv = float(pv.replace(",", "."))
                assert abs(t - d * math.sqrt(df + 1)) < 0.01, (lang, seed, m.group(0))
                exact = _t_tail(t, df)
                if rel == "<":
                    assert pv == 0.001 and exact < 0.001, (lang, seed, m.group(0), exact)
                else:
                    assert abs(exact - pv) <= 0.0006 and pv < 0.05, (lang, seed, m.group(0), exact)
                # APA English drops the leading zero of p; a decimal-comma language keeps it
                assert (lang == "en") == (m.group(4)[0] == "."), (lang, m.group(0))
                checked += 1
    assert checked > 20, checked


# when a return is filed: a US 1040 by Tax Day, a German ESt by 31 July, a French 2042 in
# April-June, a Spanish Renta from April to 30 June, an Italian 730 from May to September,
# a Dutch aangifte from 1 March to 1 May
TAX_SEASON = {"en": ((1, 27), (4, 15)), "de": ((2, 1), (7, 31)), "fr": ((4, 10), (6, 5)),
              "es": ((4, 3), (6, 30)), "it": ((5, 15), (9, 30)), "nl": ((3, 1), (5, 1))}


def test_tax_form_has_no_abolished_options_and_is_signed_in_its_season() -> None:
    import datetime

    from surfaces.kit.numbers import format_date
    for lang, seed, p in sampled("tax_form", 30):
        (m1, d1), (m2, d2) = TAX_SEASON[lang]
        year = int(p["year"]) + 1
        day, last = datetime.date(year, m1, d1), datetime.date(year, m2, d2)
        season = set()
        while day <= last:
            season.add(format_date(day, lang))
            day += datetime.timedelta(days=1)
        assert p["signed"] in season, (lang, seed, p["signed"])
        assert 0 <= p["status"] < len(p["statuses"]), (lang, seed)
        if lang == "de":  # getrennte/besondere Veranlagung: abolished from 2013
            assert p["statuses"] == ["Einzelveranlagung", "Zusammenveranlagung"], p["statuses"]
            assert "Anlage N" not in p["labels"]["agency"] or "Hauptvordruck" in \
                p["labels"]["agency"], p["labels"]["agency"]
