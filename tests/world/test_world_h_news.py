"""Running text written from the page's world, so two pages rarely print one sentence:
news sentences name the story's town, people or dates; docs name their product; a
package's readme its name; a man page its tool; a paper its own study; reviews their
reviewer's own facts."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import sampled

from generator.content import Content, grammar
from generator.resolve import content_languages

WORLD = ("{city}", "{fullname}", "{number}", "{month}", "{weekday}", "{company}", "{amount}",
         "{news_start}", "{news_done}", "{news_past}", "{news_for}",  # the story's dates, vote
         "{name}")


def _weak_share(template: str, strong: tuple[str, ...]) -> float:
    """How many of 25 draws of ``template`` of 8+ words (the length a shared sentence has)
    hold none of the ``strong`` slots."""
    rng = np.random.default_rng(1)
    draws = [grammar.expand(template, rng) for _ in range(25)]
    draws = [d for d in draws if len(d.split()) >= 8]
    return sum(not any(s in d for s in strong) for d in draws) / max(1, len(draws))


def test_news_sentences_name_the_story() -> None:
    """Almost every draw of a news sentence names a town, a person, a date or a figure."""
    for lang in content_languages():
        data = Content(lang, np.random.default_rng(0)).data
        for topic in ("article", "news"):
            for template in data.SENTENCES[topic]:
                assert _weak_share(template, WORLD) <= 0.3, (lang, topic, template)
        for template in data.TITLES["article"]:
            assert "{city}" in template, (lang, template)


def test_docs_sentences_name_the_product() -> None:
    """A docs sentence names the component, the product's file, version, port ... mostly."""
    for lang in content_languages():
        data = Content(lang, np.random.default_rng(0)).data
        weak = [_weak_share(t, ("{hn_", "{name}", "{component}")) for t in data.SENTENCES["docs"]]
        assert sum(weak) / len(weak) <= 0.1 and max(weak) <= 0.85, (lang, weak)


def test_dictionary_example_is_quoted_from_the_story() -> None:
    for lang, seed, p in sampled("dictionary_popup", 3):
        entries = Content(lang, np.random.default_rng(0)).data.SLOTS["office_dict"]
        assert p["example"] not in {e["example"] for e in entries}, (lang, seed)
        assert p["example"] in p["texts"][0], (lang, seed)


def test_docs_pages_name_their_product_and_version() -> None:
    for lang, seed, p in sampled("docs_site", 6):
        body = " ".join(b[1] if b[0] == "p" else " ".join(t for t, _ in b[1])
                        for s in p["sections"] for b in s["blocks"] if b[0] != "code")
        assert p["product"] in body or p["product"].lower() in body, (lang, seed)
        for file in re.findall(r"\b\S+\.(?:toml|yaml|json|ini)\b", body):  # one config file
            assert file.startswith(p["product"].lower()), (lang, seed, file)


def test_package_page_is_about_its_package() -> None:
    for lang, seed, p in sampled("package_registry", 6):
        assert p["size"] in p["tagline"], (lang, seed)  # the sidebar's size
        readme = " ".join(b["text"] for b in p["blocks"])
        assert readme.count(p["name"]) >= 3, (lang, seed)


def test_man_page_names_its_tool() -> None:
    for lang, seed, p in sampled("man_page", 8):
        desc = " ".join(p["description"])
        assert desc.count(p["tool"]) >= 2, (lang, seed)
        assert not re.search(r"(?<![\w/.~])" + p["tool"].title() + r"\b", desc), (lang, seed)
        named = [o for o in p["options"] if p["tool"] in o[3]]
        assert len(named) >= len(p["options"]) // 2, (lang, seed)


def test_paper_reports_its_own_study() -> None:
    for lang, seed, p in sampled("latex_editor", 8):
        study = p["study"]
        assert study["hn_n"] in p["title"], (lang, seed)
        assert study["hn_factor"].split()[-1].lower() in p["title"].lower(), (lang, seed)
        assert int(study["hn_n"]) - int(study["hn_excl"]) == int(study["hn_left"])
        text = " ".join([p["abstract"], *p["body"]])
        allowed = {v for k, v in study.items() if k != "hn_cite"} | {"1", "2", "3"}
        for number in re.findall(r"(?<![\d,.])\d+(?![\d,.])", text):
            assert number in allowed or len(number) == 4, (lang, seed, number)


def test_reviews_carry_their_reviewers_facts() -> None:
    """Most customer and app reviews state a number of their own (days, weeks, a device)."""
    for name in ("review_page", "app_store_listing"):
        total = numbered = 0
        for _lang, _seed, p in sampled(name, 6):
            for review in p["reviews"]:
                total += 1
                numbered += bool(re.search(r"\d", review["text"]))
        assert numbered >= 0.6 * total, (name, numbered, total)


def test_product_description_names_brand_or_town() -> None:
    for lang, seed, p in sampled("product_page", 8):
        texts = " ".join(p["texts"])
        assert p["brand"] in texts or re.search(r"\d", texts), (lang, seed)
