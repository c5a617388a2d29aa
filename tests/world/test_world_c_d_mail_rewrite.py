"""A rewrite's formal text never sets a firm's name after "project" as an apposition ("das
Projekt Bender & Beckmann GmbH"): it is the project for the firm ("das Projekt für …")."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator.content.provider import locale_data
from generator.resolve import content_languages

PROJECT = r"(?:Projekt|projet|progetto|proyecto|project)"


def test_no_firm_set_after_project_in_the_data() -> None:
    for lang in content_languages():
        for pair in locale_data(lang).SLOTS["hm_rewrite"]:
            assert not re.search(PROJECT + r" \{company\}", pair["target"], re.IGNORECASE), \
                (lang, pair["target"])


def test_no_firm_set_after_project_on_pages() -> None:
    seen = 0
    for lang, seed, p in sampled("translation_app", 30):
        for text in p["dst"]:
            seen += bool(re.search(PROJECT, text, re.IGNORECASE))
            assert not re.search(PROJECT + r" [A-Z][\w&.,-]+ (?:[\w&.,-]+ )*(?:GmbH|AG|KG|OHG|SE|"
                                 r"S\.A\.|SAS|SARL|S\.p\.A\.|S\.r\.l\.|S\.L\.|B\.V\.|N\.V\.)",
                                 text), (lang, seed, text)
    assert seen, "no page wrote a project: the test reads nothing"
