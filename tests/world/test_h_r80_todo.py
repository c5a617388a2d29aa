"""h_r80 (review r80 row 9): a to-do row's divider clears its date line ("5 juin 2026" sat on
the rule), and a flight goes to a town with an airport ("billets d'avion pour
Villeurbanne"): content/geo.py gives a template that reaches its {city} by air (geo.by_air)
a town of geo.airport, in every language."""

from __future__ import annotations

import tomllib

import numpy as np
import pytest
from test_h_r80_punct_space import LOCALES
from world_helpers import composed_pages, sampled, strings_of

from generator import languages
from generator.content import Content
from generator.content.geo import by_air, resolve
from generator.content.grammar import expand


@pytest.mark.parametrize("lang", languages.codes())
def test_every_flight_template_lands_at_an_airport(lang: str) -> None:
    content = Content(lang, np.random.default_rng(0))
    airports = set(content.ui_list("geo.airport"))
    flights = 0
    for path in sorted((LOCALES / lang / "content").glob("*.toml")):
        for s in strings_of(tomllib.loads(path.read_text("utf-8"))):
            if "{city}" not in s:
                continue
            for k in range(6):
                text = expand(s, np.random.default_rng(k))
                if "{city}" in text and by_air(content.data.UI, text):
                    flights += 1
                    assert resolve(content, text, {})["city"] in airports, text
    assert flights


def test_todo_flights_go_to_airports() -> None:
    seen = 0
    for lang, seed, p in sampled("todo_app", 40):
        content = Content(lang, np.random.default_rng(0))
        airports = content.ui_list("geo.airport")
        for t in p["tasks"] + p["done"]:
            if by_air(content.data.UI, t["title"]):
                seen += 1
                assert any(t["title"].endswith(a) or f" {a} " in t["title"]
                           for a in airports), (lang, seed, t["title"])
    assert seen


def test_the_divider_clears_the_date_line() -> None:
    drawn = 0
    for lang, seed, page in composed_pages("todo_app", range(30)):
        tasks = [k for k, r in enumerate(page.regions) if r.name.startswith("task ")]
        texts = [op for op in page.ops if hasattr(op, "laid") and op.region in tasks]
        rules = [op for op in page.ops if getattr(op, "kind", "") == "line"
                 and op.points[0][1] == op.points[-1][1] and op.box[2] - op.box[0] > 200]
        for rule in rules:
            y = rule.points[0][1]
            hit = [op for op in texts if op.laid.box[1] <= y < op.bottom + 2
                   and op.laid.box[0] < rule.box[2] and op.right > rule.box[0]]
            assert not hit, (lang, seed, y, [op.laid.box for op in hit])
        drawn += len(rules)
    assert drawn
