"""A page names its subject a few times and then refers back to it (review 2: "Memphis" x7
in one article, "Ravenna" x8 in a report, "easy_cache" x14 in one readme)."""

from __future__ import annotations

import re

from surfaces.kit.anaphor import ease_subject, refer_back
from tests.world.world_helpers import sampled

MOST = 5  # "about four": the running text's mentions, a title or credit line aside


def _count(texts: list[str], name: str) -> int:
    return sum(len(re.findall(r"(?<![\w'’./-])" + re.escape(name) + r"(?![\w'’-])", t))
               for t in texts)


def test_town_named_a_few_times() -> None:
    for name in ("website_article", "pdf_viewer"):
        for lang, seed, p in sampled(name, 30):
            texts = p["texts"] if name == "website_article" else [
                t for s in p["sections"] for t in s["texts"]]
            assert _count(texts, p["town"]) <= MOST, (name, lang, seed, p["town"], texts)


def test_magazine_town_named_a_few_times() -> None:
    for lang, seed, p in sampled("magazine_spread", 30):
        town = p["story"]["town"]
        assert _count(p["texts"], town) <= 2 * MOST, (lang, seed, town)  # a spread: 2 pages


def test_package_named_a_few_times() -> None:
    for lang, seed, p in sampled("package_registry", 30):
        texts = [b["text"] for b in p["blocks"]]
        assert _count(texts, p["name"]) <= MOST, (lang, seed, p["name"], texts)


def test_ease_subject_and_refer_back() -> None:
    text = ["Work in Lille starts. Shops in Lille wait. Jobs in Lille grow. Plans in Lille. "
            "In Lille, people talk."]
    assert ease_subject(text, "Lille", "en") == [
        "Work in Lille starts. Shops in Lille wait. Jobs in the city grow. Plans. People talk."]
    assert refer_back(["x is fast. x is small. Tests of x pass. x runs."], "x", "en", 2) == [
        "x is fast. x is small. Tests of the package pass. It runs."]
    # "the package" once a paragraph, then "it" (not "The package ... in the package")
    assert refer_back(["x is fast. x is small. x is tested. Bugs in x are rare. x runs."],
                      "x", "en", 2) == [
        "x is fast. x is small. The package is tested. Bugs in x are rare. It runs."]
