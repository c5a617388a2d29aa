"""h_numbers: numbers, dates and states on one page agree (wave 15)."""

from __future__ import annotations

import re
from collections import Counter

import numpy as np
import pytest

from generator.content import Content
from generator.page import make_theme
from generator.surfaceset import registry

LANGS = ("en", "de", "fr", "es", "it", "nl")


def _sample(name: str, lang: str, seed: int) -> dict:
    surface = registry.get(name)()
    return surface.sample(np.random.default_rng([seed, 0]), Content(lang, np.random.default_rng([seed, 0, 1])))


def _minutes(hhmm: str) -> int:
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


@pytest.mark.parametrize("lang", LANGS)
def test_train_board_fits_its_station_and_clock(lang: str) -> None:
    from surfaces.train_timetable import big_station
    for seed in range(60):
        p = _sample("train_timetable", lang, seed)
        lines = Content(lang, np.random.default_rng(0)).data.SLOTS["rail_lines"]
        rows, now = p["rows"], _minutes(p["clock"])
        first = _minutes(rows[0]["time"])
        assert 0 < first - now <= 15, (lang, seed, p["clock"], rows[0]["time"])
        assert len({r["dest"] for r in rows}) >= 2, (lang, seed, p["station"])
        assert len({r["platform"] for r in rows}) >= 2, (lang, seed, p["station"])
        if big_station(lines, p["station"]):
            hour = [r for r in rows if _minutes(r["time"]) - first <= 60]
            assert len(hour) >= 3, (lang, seed, p["station"], [r["time"] for r in rows])
        words = re.findall(r"\w+", p["notice"].lower())
        grams = Counter(tuple(words[i:i + 4]) for i in range(len(words) - 3))
        assert max(grams.values(), default=1) == 1, (lang, seed, p["notice"])


@pytest.mark.parametrize("lang", LANGS)
def test_notebook_mean_is_group_total_over_rows(lang: str) -> None:
    for seed in range(40):
        cells = [c for c in _sample("jupyter_notebook", lang, seed)["cells"]
                 if c["kind"] == "code" and c["output"] and c["output"]["kind"] == "value"]
        texts = [c["output"]["text"] for c in cells]
        series = next(t for t in texts if "dtype: float64" in t).splitlines()[1:-1]
        total = sum(float(line.split()[-1]) for line in series)
        count, mean = next(t for t in texts if " rows\n" in t).split(" rows\n")
        assert abs(float(mean) - total / int(count)) <= 0.011, (lang, seed, texts)


def _tariff_2024(x: float) -> float:
    """§32a EStG 2024, written out here to check the form against (not the kit's table)."""
    if x <= 11784:
        return 0.0
    if x <= 17005:
        y = (x - 11784) / 10000
        return (954.80 * y + 1400) * y
    if x <= 66760:
        z = (x - 17005) / 10000
        return (181.19 * z + 2397) * z + 991.21
    return 0.42 * x - 10636.31 if x <= 277825 else 0.45 * x - 18971.06


@pytest.mark.parametrize("lang", LANGS)
def test_tax_form_lines_add_up(lang: str) -> None:
    """Every subtotal is the incomes less the deductions above it; a German return's
    Einkünfte are the wage less at least 1,230 Werbungskosten, its Lohnsteuer follows the
    tariff (class I, or III for a joint return), the Soli is none below its limit, and a
    joint return carries both spouses' signatures."""
    from surfaces.tax_form import TaxForm
    for seed in range(40):
        p = _sample("tax_form", lang, seed)
        cents = [c or 0 for c in p["cents"]]
        income = deduct = 0
        for c, kind in zip(cents, p["kinds"], strict=True):
            if kind == "in":
                income += c
            elif kind in ("out", "pct", "social"):
                deduct += c
            elif kind in ("sub", "net"):
                assert c == max(0, income - deduct), (lang, seed, p["lines"], cents)
            elif kind == "sum":
                assert c == income and deduct == 0, (lang, seed)
        if lang == "de":
            lines = dict(zip(p["lines"], cents, strict=True))
            wage = lines["Bruttoarbeitslohn"]
            assert lines["Werbungskosten"] >= 123000
            assert lines["Einkünfte aus nichtselbständiger Arbeit"] == \
                wage - lines["Werbungskosten"]
            joint = p["statuses"][p["status"]] == "Zusammenveranlagung"
            assert p["joint"] == joint
            tax = lines["Einbehaltene Lohnsteuer"] / 100
            if p["year"] == "2024":  # wage less lump sums and about 20 % contributions
                base = wage / 100 - 1266 - 0.093 * wage / 100 - 0.109 * min(wage / 100, 62100)
                want = 2 * _tariff_2024(base / 2) if joint else _tariff_2024(base)
                assert abs(tax - want) <= 3, (seed, tax, want)
            limit = {"2023": 17543, "2024": 18130, "2025": 19950}[p["year"]] * (2 if joint else 1)
            assert (lines["Solidaritätszuschlag"] == 0) == (tax <= limit), (seed, tax)
        if p["joint"]:
            page = TaxForm().compose(p, make_theme(False, "blue"))
            assert any(r.label == p["labels"]["spouse"] for r in page.regions), (lang, seed)


@pytest.mark.parametrize("name", ["support_chat", "sms_thread", "chat_bubbles"])
def test_bubbles_hold_their_whole_text_at_device_scale(name: str) -> None:
    """A bubble is sized as the page lays its text out at the device's rounded font size:
    at 125 % the order number never wraps out of it ("Claro, es el…")."""
    from generator.screens import Screen
    for lang in LANGS:
        for seed in range(6):
            surface = registry.get(name)()
            surface.screen = Screen(1920, 1080, 1.25, "desktop")
            p = surface.sample(np.random.default_rng([seed, 0]),
                               Content(lang, np.random.default_rng([seed, 0, 1])))
            page = surface.compose(p, make_theme(False, "blue"))
            for block in page.text_blocks():
                if block.role != "prose":
                    continue
                text = "".join(g.char for line in block.laid.lines for g in line.glyphs)
                assert not text.endswith("…"), (lang, seed, text)


def test_sheet_selection_is_the_active_cell() -> None:
    """The formula's cell is the one cell selected: no range fill around other cells and no
    status-bar sum of a selection that does not hold the active cell."""
    from surfaces.formula_bar_sheet import FormulaBarSheet
    for lang in LANGS:
        for seed in range(4):
            p = _sample("formula_bar_sheet", lang, seed)
            page = FormulaBarSheet().compose(p, make_theme(False, "blue"))
            names = [getattr(op, "name", "") for op in page.ops]
            assert names.count("active cell") == 1 and "range" not in names, (lang, seed)
            texts = ["".join(g.char for line in b.laid.lines for g in line.glyphs)
                     for b in page.text_blocks()]
            count = str(len(p["items"]))
            assert not any(count in t and ("Sum" in t or "Summe" in t or "Somme" in t)
                           for t in texts), (lang, seed)


def test_expense_report_has_one_state() -> None:
    """A draft's approval flow does not call it submitted; any other report's first step
    is its submission, dated."""
    for lang in LANGS:
        submitted = Content(lang, np.random.default_rng(0)).ui_list("w6m2.exp_steps")[0]
        for seed in range(30):
            p = _sample("expense_report", lang, seed)
            draft = p["status"] == 0
            assert (p["steps"][0] == submitted) != draft, (lang, seed, p["steps"])
            assert (p["steps_done"] < 0) == draft, (lang, seed)


def test_us_complaint_claims_an_unlimited_sum_once() -> None:
    """A Los Angeles STCV case (unlimited civil, "exceeds the jurisdictional minimum") claims
    more than $35,000, and the damages paragraph names the sum the prayer asks for."""
    for seed in range(30):
        p = _sample("court_filing", "en", seed)
        if p.get("layout") != "us":
            continue
        assert p["claim"] > 35000, (seed, p["claim"])
        text = " ".join(p["texts"])
        assert "to be proven at trial" not in text, seed


def test_mentions_only_silences_the_other_notifications() -> None:
    for lang in LANGS:
        content = Content(lang, np.random.default_rng(0))
        mentions = content.ui("forms.set_mentions")
        others = {content.ui(f"forms.{k}") for k in ("set_notif_email", "set_notif_push",
                                                     "set_weekly")}
        for seed in range(40):
            rows = {r["label"]: r["on"] for r in _sample("settings_panel", lang, seed)["rows"]}
            if rows.get(mentions):
                assert not any(rows.get(o) for o in others), (lang, seed, rows)


def test_asterisk_note_has_asterisked_items() -> None:
    """A form that says fields marked with an asterisk are required marks some with one;
    a form that does not say so marks none."""
    from surfaces.pdf_form import PdfForm
    words = ("asterisk", "sternchen", "astérisque", "asterisco", "sterretje")
    for lang in LANGS:
        for seed in range(12):
            p = _sample("pdf_form", lang, seed)
            page = PdfForm().compose(p, make_theme(False, "blue"))
            texts = ["".join(g.char for line in b.laid.lines for g in line.glyphs)
                     for b in page.text_blocks()]
            said = any(w in t.lower() for t in texts for w in words)
            starred = [t for t in texts if t.endswith(" *")]
            assert bool(starred) == said, (lang, seed, said, starred)


def test_job_letter_names_no_start_beside_the_start_field() -> None:
    """The start date lives in its field ("Beschikbaar vanaf", filled or empty): the cover
    letter never names one of its own ("per begin volgende maand")."""
    starts = {"en": "to start at", "de": "Kündigungsfrist|nächsten Monats", "fr": "préavis|mois "
              "prochain", "es": "preaviso|mes que viene", "it": "preavviso|mese prossimo",
              "nl": "opzegtermijn|volgende maand"}
    for lang in LANGS:
        for seed in range(30):
            p = _sample("job_application", lang, seed)
            assert not re.search(starts[lang], " ".join(p["letter"])), (lang, seed, p["start"])
