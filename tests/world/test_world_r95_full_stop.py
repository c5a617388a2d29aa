"""A sentence ending in a company's abbreviation takes no second period: "dopo altrettanti
da Distribuzione Lorusso & C. S.r.l.." was review r95 0003."""

from __future__ import annotations

import re

import numpy as np
import pytest
from world_helpers import sampled, strings_of

from generator.content import Content
from generator.content.grammar import one_full_stop
from surfaces.kit.prose import end_sentence

DOUBLE = re.compile(r"(?<![.\w/])(?:\w+\.)*\w+\.\.(?![./\w])")
LANGS = ("en", "de", "fr", "es", "it", "nl")


def test_the_helper_keeps_one_stop() -> None:
    assert one_full_stop("bei Müller e.K.. Danach") == "bei Müller e.K. Danach"
    assert one_full_stop("Acme Inc..") == "Acme Inc."
    assert one_full_stop("wait...") == "wait..." and one_full_stop("cd ..") == "cd .."
    assert end_sentence("da Lorusso & C. S.r.l.") == "da Lorusso & C. S.r.l."
    assert end_sentence("bij Jansen B.V") == "bij Jansen B.V."


@pytest.mark.parametrize("lang", LANGS)
def test_a_label_ending_in_a_company_keeps_one_stop(lang: str) -> None:
    """Every UI label whose sentence ends in a slot, filled with each of the language's
    company names that ends in a period."""
    content = Content(lang, np.random.default_rng(3))
    firms = {content.company() for _ in range(200)}
    firms = [f for f in firms if f.endswith(".")] or ["Jansen B.V.", "Müller e.K."]
    labels = {k: v for k, v in content.data.UI.items() if isinstance(v, str)
              and re.search(r"\{(\w+)\}\.$", v) and "|" not in v and "{@" not in v}
    assert labels
    for key, label in list(labels.items())[:400]:
        slots = re.findall(r"\{(\w+)\}", label)
        for firm in firms[:3]:
            text = content.ui(key, **{s: firm for s in slots})
            assert not DOUBLE.search(text), (lang, key, text)


def test_profile_pages_write_no_double_stop() -> None:
    for lang, seed, p in sampled("profile_page", 40):
        for text in strings_of(p):
            assert not DOUBLE.search(text), (lang, seed, text)


@pytest.mark.parametrize("lang", LANGS)
def test_the_profile_s_about_card_is_named_by_its_heading(lang: str) -> None:
    """"nel riquadro di presentazione" for a card headed "Informazioni" was review r95 0003:
    the card is a section named by its printed heading."""
    from world_helpers import rendered

    from generator.instructions.regions import labelled
    from generator.instructions.render import _Writer, templates

    p, geo = rendered("profile_page", lang, 0)
    heading = p["about_t"]
    assert [r for r in geo.regions if r.name == f"section {heading}" and r.label == heading]
    writer = _Writer(templates(lang), np.random.default_rng(0), False)
    phrase = labelled(writer.m, writer.quote, {"name": f"section {heading}", "shown": heading})
    assert phrase and heading in phrase, (lang, phrase)
