"""A SQL console's grid is what its query returns: every row has the city of the WHERE
clause and a total above its bound, rows are ordered by created_at descending, and the
status line counts the rows. All six languages, 30 pages each."""

from __future__ import annotations

import re

from world_helpers import sampled


def _amount(text: str, lang: str) -> float:
    text = re.sub(r"[^\d,.]", "", text)  # group separators of any kind go
    if lang == "en":
        return float(text.replace(",", ""))
    return float(text.replace(".", "").replace(",", "."))


def test_the_grid_answers_the_query() -> None:
    for lang, seed, p in sampled("sql_console", 30):
        where = next(line for line in p["sql"] if line.startswith("WHERE"))
        city = re.search(r"c\.city = '(.+)'", where).group(1)
        floor = int(re.search(r"total > (\d+)", where).group(1))
        assert all(r[3] == city for r in p["rows"]), (lang, seed, city)
        assert all(_amount(r[5], lang) > floor for r in p["rows"]), (lang, seed, floor)
        stamps = [r[4] for r in p["rows"]]
        assert stamps == sorted(stamps, reverse=True), (lang, seed, stamps)
        assert re.search(rf"\b{len(p['rows'])}\b", p["fetched"]), (lang, seed, p["fetched"])


def test_the_comment_describes_the_query() -> None:
    for lang, seed, p in sampled("sql_console", 10):
        where = next(line for line in p["sql"] if line.startswith("WHERE"))
        city = re.search(r"c\.city = '(.+)'", where).group(1)
        floor = re.search(r"total > (\d+)", where).group(1)
        assert p["sql"][0].startswith("-- ") and city in p["sql"][0], (lang, seed, p["sql"][0])
        assert floor in p["sql"][0], (lang, seed, p["sql"][0])
