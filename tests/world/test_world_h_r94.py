"""Review r94 (seed 94094): what a careful reader found wrong, checked over many pages."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator import languages
from surfaces.kit.numbers import format_percent


def _num(text: str) -> float:
    return float(text.replace(",", ""))


def test_us_sales_tax_is_the_rate_times_the_lines_flagged_taxable() -> None:
    """r94 0011: "Sales tax 1.26" (6 % of the whole 20.96) under a basket whose only "T"
    line cost 1.16. Each tax line names its rate and is that rate of its flagged lines."""
    rates = languages.fact("en", "tax", dict)
    seen = 0
    for lang, seed, p in sampled("store_receipt", 60):
        if lang != "en" or not p["us"]:
            continue
        town = p["city"].split(",")[0]
        flagged = {" T": 0.0, " F": 0.0}
        for item in p["items"]:
            flagged[item.get("code", "")] = flagged.get(item.get("code", ""), 0.0) + \
                item["value"]
        assert flagged.get("", 0.0) == 0 or not rates.get("food_rates", {}).get(town), seed
        total = 0.0
        for label, amount in p["vats"]:
            m = re.fullmatch(r"(Sales tax|Food tax) (\d+(?:\.\d+)?)%", label)
            assert m, (seed, label)
            base = flagged[" T" if m[1] == "Sales tax" else " F"]
            assert abs(round(base * float(m[2]) / 100, 2) - _num(amount)) < 0.006, \
                (seed, label, amount, base)
            total += _num(amount)
        assert abs(total - _num(p["tax"])) < 0.006, seed
        seen += 1
    assert seen > 20, seen


def test_us_receipt_reads_american() -> None:
    """r94 0011: "Tel. (208) ..." and "win a $50 voucher" on a Boise till."""
    for lang, seed, p in sampled("store_receipt", 40):
        if lang != "en":
            continue
        assert not p["phone"].startswith("Tel"), (seed, p["phone"])
        assert "voucher" not in " ".join(p["policy"]), seed


def test_viewer_zoom_is_written_as_the_language_writes_a_percentage() -> None:
    """r94 0011/0012: "90 %" in an English viewer, "110%" in a German one."""
    for name in ("store_receipt", "pdf_form", "pdf_viewer", "doc_comments",
                 "file_save_dialog", "magazine_spread"):
        for lang, seed, p in sampled(name, 6):
            zoom = p["owner"]["zoom"] if "owner" in p else p["zoom"]
            value = int(re.match(r"\d+", zoom)[0])
            assert zoom == format_percent(value, lang, 0), (name, lang, seed, zoom)
