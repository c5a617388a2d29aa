"""How many distinct sentences each language's content can write: the estimate the README
gives for "content that scales" (issue 18).

For every sentence topic, the templates' variants are summed (``grammar.variants``:
alternatives add up, slots multiply by their vocabulary; a person's name, a company and a
city count ``OPEN_SLOT`` values, a number 58). ``pointerbench-text content-space`` prints
per language the number of topics, the median and smallest topic space and the total.
"""

from __future__ import annotations

import statistics
from typing import Any

import numpy as np
import typer

from generator import languages
from generator.content.grammar import variants
from generator.content.provider import Content

OPEN_SLOT = 300  # names, companies, cities: Faker and the city lists give at least this many
NUMBER_VALUES = 58  # {number}: 2 to 59


def topic_spaces(lang: str) -> dict[str, int]:
    """Sentence topic -> how many distinct sentences its templates can give."""
    data = Content(lang, np.random.default_rng(0)).data

    def size(slot: str) -> int:
        if slot in ("name", "fullname", "company", "city"):
            return OPEN_SLOT
        if slot == "number":
            return NUMBER_VALUES
        return len(data.SLOTS.get(slot, [])) or 1

    return {topic: sum(variants(t, size) for t in templates)
            for topic, templates in data.SENTENCES.items()}


def summary(lang: str) -> dict[str, Any]:
    spaces = topic_spaces(lang)
    values = sorted(spaces.values())
    return {"language": lang, "topics": len(values), "median": int(statistics.median(values)),
            "min": values[0], "total": sum(values)}


def register(app: typer.Typer) -> None:
    @app.command("content-space")
    def content_space_command() -> None:
        """Distinct sentences each language's content can write (per topic and in all)."""
        typer.echo(f"{'language':<9} {'topics':>6} {'median topic':>14} {'smallest':>10} "
                   f"{'total':>22}")
        for lang in languages.codes():
            r = summary(lang)
            typer.echo(f"{lang:<9} {r['topics']:>6} {r['median']:>14,} {r['min']:>10,} "
                       f"{r['total']:>22,}")
