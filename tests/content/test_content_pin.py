"""A pinned slot holds for the rest of the page: a document set in one town names only it."""

from __future__ import annotations

import re

import numpy as np
import pytest

from generator.content import Content
from generator.page import make_theme
from generator.page.render import render
from surfaces import registry


def test_pinned_city_fills_every_city_slot() -> None:
    content = Content("en", np.random.default_rng(3))
    content.pin(city="Leeds")
    assert content.city() == "Leeds"
    assert content.fill("From {city} to {city}.") == "From Leeds to Leeds."
    assert content.fill("In {city}.", city="York") == "In York."  # an explicit slot wins


@pytest.mark.parametrize("name", ["pdf_viewer", "website_article", "contract_page",
                                  "press_release"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_one_town_document_names_one_town(name: str, lang: str) -> None:
    cls = registry.get(name)
    cities = Content(lang, np.random.default_rng(0))._slot("cities")
    pattern = re.compile(r"\b(" + "|".join(re.escape(c) for c in
                                           sorted(cities, key=len, reverse=True)) + r")\b")
    for seed in range(3):
        content = Content(lang, np.random.default_rng([seed, 11]))
        params = cls().sample(np.random.default_rng([seed, 5]), content)
        _, geo = render(cls().compose(params, make_theme(False, "blue")))
        text = " ".join(geo.paragraph_text(p) for p in geo.paragraphs)
        named = set(pattern.findall(text))
        assert len(named) <= 1, (name, lang, seed, named)


def test_a_pinned_list_is_drawn_from() -> None:
    content = Content("en", np.random.default_rng(5))
    content.pin(name=["Ada", "Lin"])
    names = {content.fill("Thanks, {name}.") for _ in range(20)}
    assert names == {"Thanks, Ada.", "Thanks, Lin."}
    assert content.city() in content._slot("cities")  # a pinned name leaves cities free


def test_title_at_fills_one_entry_and_names_a_missing_one() -> None:
    content = Content("en", np.random.default_rng(1))
    assert content.title_at("records.course", 0) == "Introduction to Accounting"
    with pytest.raises(Exception, match="records.course"):
        content.title_at("records.course", 999)
