"""The SQL client's result grid is what its query returns: every row meets every WHERE
condition printed in the editor (parsed back from the page's SQL, not from the surface's
own filter), rows come in the printed ORDER BY, the grid has exactly the SELECTed columns,
and no row was created after the query's date."""

from __future__ import annotations

import re

from world_helpers import sampled

HEAD = ["id", "name", "email", "city", "created_at", "total", "status"]


def _where(query: list[str]) -> list[str]:
    return [re.sub(r"^\s*(WHERE|AND)\s+", "", line) for line in query
            if re.match(r"^\s*(WHERE|AND)\s", line)]


def _meets(cell, condition: str) -> bool:
    if condition.endswith("IS NOT NULL"):
        return cell != ["NULL", "faded"]
    m = re.fullmatch(r"(\w+) (=|<>|>) '?([\w.]+)'?", condition)
    assert m, condition
    op, value = m.group(2), m.group(3)
    return float(cell) > float(value) if op == ">" else (cell == value) == (op == "=")


def test_the_grid_is_what_the_query_returns() -> None:
    for lang, seed, p in sampled("query_results", 12):
        select = next(line for line in p["query"] if line.startswith("SELECT "))
        columns = select.removeprefix("SELECT ").split(", ")
        assert p["columns"] == columns
        rows = [dict(zip(columns, r, strict=True)) for r in p["rows"]]
        for condition in _where(p["query"]):
            column = condition.split()[0]
            if column in columns:
                assert all(_meets(r[column], condition) for r in rows), (lang, seed, condition)
        key, direction = next(line for line in p["query"]
                              if line.startswith("ORDER BY")).split()[2:4]
        values = [float(r[key]) if key in ("id", "total") else r[key] for r in rows]
        assert values == sorted(values, reverse=direction == "DESC"), (lang, seed)
        if "created_at" in columns:
            assert max(r["created_at"][:10] for r in rows) <= p["today"], (lang, seed)


def test_the_schema_and_the_states_belong_to_the_queried_table() -> None:
    """An orders table's rows are shipped or pending, never "paused"; the schema lists the
    tables of one database, in the English its identifiers are written in."""
    from surfaces.query_results import SCHEMAS

    for lang, seed, p in sampled("query_results", 20):
        tables, states = SCHEMAS[p["table"]]
        assert p["tables"] == tables and p["table"] in tables, (lang, seed)
        if "status" in p["columns"]:
            i = p["columns"].index("status")
            assert {r[i] for r in p["rows"]} <= set(states), (lang, seed, p["table"])
        assert all(t.isascii() for t in p["tables"]), (lang, seed)
