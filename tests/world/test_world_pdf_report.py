"""A PDF report is one department's quarter written from its figures: the verdict on the
margin follows revenue against costs, each figure's verb follows its sign, the report is
dated after its quarter, its town is named at most three times and nothing points at a table or
chart the page does not show."""

from __future__ import annotations

import datetime

from world_helpers import reports, sampled, template_regex

from generator.resolve import content_languages
from surfaces.kit.report_world import verdict


def test_report_text_follows_its_figures():
    for lang in content_languages():
        for seed, content, w, secs in reports(lang, 30):
            rev, costs = w["figures"][:2]
            opening = content.data.UI[verdict(rev, costs)].split("{")[0]
            assert opening in secs[0]["texts"][0], (lang, seed, secs[0]["texts"][0])
            assert rev["pct"] != 0 and costs["cur"] < rev["cur"] * 1.2, (lang, seed)
            quarter_end = datetime.date(w["year"] + (w["q"] == 4),
                                        1 if w["q"] == 4 else 3 * w["q"] + 1, 1)
            assert w["day"] >= quarter_end, (lang, seed, w["day"], w["q"])
            text = " ".join(t for s in secs for t in s["texts"])
            assert text.count(w["city"]) <= 3 and "{" not in text, (lang, seed)
            assert w["period"] in text and w["prev"] in text, (lang, seed)
            table = secs[2]["table"]  # the key figures: the quarters compared, the signs kept
            assert table[0][1:3] == [w["prev"], w["period"]], (lang, seed)
            for row, fig in zip(table[1:], w["figures"], strict=True):
                assert row[3].startswith("+") == (fig["pct"] > 0), (lang, seed, row)


def test_pdf_page_is_that_report():
    for lang, seed, p in sampled("pdf_viewer", 6):
        assert all(not m for s in p["sections"] for m in s["marks"]), (lang, seed)
        assert p["page"] <= p["total"] <= 6, (lang, seed)
        text = " ".join(t for s in p["sections"] for t in s["texts"]).lower()
        for word in ("table below", "chart", "tabelle unten", "tableau ci-dessous"):
            assert word not in text, (lang, seed, word)


def test_report_percentages_come_from_the_printed_values():
    """Each change in the table is computed from its two printed values (4.0 -> 4.7 is +18 %,
    not +15 %), and "keep this growth" follows only a quarter whose revenue grew."""
    import re

    for lang in ("en", "it", "de"):
        for seed, content, w, secs in reports(lang, 40):
            for fig, row in zip(w["figures"], secs[2]["table"][1:], strict=True):
                nums = [float(re.sub(r"[^\d,.]", "", v).replace(".", "").replace(",", ".")
                              if lang != "en" else re.sub(r"[^\d.]", "", v))
                        for v in row[1:3]]
                if fig["name"] in ("revenue", "costs", "customers") and lang == "en":
                    nums = [float(re.sub(r"[^\d]", "", v)) for v in row[1:3]]
                pct = round((nums[1] / nums[0] - 1) * 100)
                shown = int(re.sub(r"[^\d-]", "", row[3].replace("−", "-")))
                assert abs(shown - pct) <= 1 and (shown > 0) == (nums[1] > nums[0]), (
                    lang, seed, row)
            if w["figures"][0]["pct"] <= 0:
                grow = template_regex(content.data.UI["hp.next.grow"])
                assert not re.match(grow, secs[3]["texts"][0]), (lang, seed)
