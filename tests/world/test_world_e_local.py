"""Wave 8 e_local: search queries, result counts and stats decimals; teletext page numbers;
changelog, stock, pull request and to-do wording."""

from __future__ import annotations

import re

import numpy as np

from generator.content import Content
from tests.world.world_helpers import sampled

_DEC = {"en": r"\(0\.\d\d ", "de": r"\(0,\d\d ", "fr": r"\(0,\d\d ", "es": r"\(0,\d\d ",
        "it": r"\(0,\d\d ", "nl": r"\(0,\d\d "}


def test_search_query_count_and_decimals():
    for lang, seed, p in sampled("search_page", 40):
        arts = Content(lang, np.random.default_rng(0)).ui_list("w8l.articles")
        words = p["query"].split()
        assert 2 <= len(words) <= 12, (lang, seed, p["query"])
        assert words[0] not in arts, (lang, seed, p["query"])  # "the cycling network ..."
        assert "opening hours" not in p["query"], (lang, seed, p["query"])
        assert re.search(_DEC[lang], p["about"]), (lang, seed, p["about"])
        n = int(re.sub(r"\D", "", p["about"].split("(")[0]))
        local = any(r["site"].startswith(("City of", "Stadt ", "Ville de", "Ayuntamiento",
                                           "Comune di", "Gemeente")) for r in p["results"])
        if local:
            assert 1_000 <= n <= 3_000_000, (lang, seed, p["about"])
        else:
            assert n <= 1_000_000_000, (lang, seed, p["about"])
        for r in p["results"]:
            assert not re.search(r"Courier|Evening Post|Stadtanzeiger|Journal de|Corriere|"
                                 r"Dagblad|Diario de", r["site"]), (lang, seed, r["site"])
