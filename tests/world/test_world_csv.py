"""A CSV file on a code host is one company's data of one year: an inventory files each
product under its own category at its own price, every date is in the file name's year,
staff have the company's addresses, revenue is units times a price, and the size shown is
the file's."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator.content.provider import locale_data
from surfaces.csv_preview import csv_field
from surfaces.kit.office_catalog import PRODUCTS


def _number(text: str) -> float:
    return float(text.replace(".", "").replace(",", ".")) if "," in text else float(text)


def test_csv_rows_agree_with_the_file_and_the_catalogue() -> None:
    for lang, seed, p in sampled("csv_preview", 20):
        slots = locale_data(lang).SLOTS
        year = re.search(r"_(\d{4})\.csv", p["file"]).group(1)
        kinds = {"stock": 5, "sales": 1, "people": None}
        for row in p["rows"]:
            if kinds[p["kind"]] is not None:
                assert year in row[kinds[p["kind"]]], (lang, seed, p["file"], row)
        if p["kind"] == "stock":
            names = [r[1] for r in p["rows"]]
            assert len(set(names)) == len(names), (lang, seed)
            for row in p["rows"]:
                cat, lo, hi = PRODUCTS[list(slots["tbl_product"]).index(row[1])]
                assert row[2] == slots["tbl_category"][cat], (lang, seed, row)
                assert lo <= _number(row[4]) <= hi, (lang, seed, row)
        if p["kind"] == "people":
            for row in p["rows"]:
                assert row[2].split("@")[1].startswith(p["owner"] + "."), (lang, seed, row)
        if p["kind"] == "sales":
            for row in p["rows"]:
                price = _number(row[5]) / int(row[4])
                assert any(abs(price - q) < 0.01 for q in (19.9, 24.5, 39.0, 49.9, 89.0, 129.0,
                                                           199.0)), (lang, seed, row)
        size = sum(len(p["delim"].join(csv_field(c, p["delim"]) for c in line).encode()) + 1
                   for line in [p["head"], *p["rows"]])  # quotes are bytes of the file
        shown = re.search(r"[\d.,]+", p["size"]).group(0)
        assert abs(_number(shown) - size / 1000) < 0.06, (lang, seed, p["size"], size)
