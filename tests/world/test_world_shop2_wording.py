"""Lines the shop, app-store, job and changelog pages print are not fixed sentences shared
by every build: each template of eight words or more has at least three wordings of its
own (slots aside), in every language."""

from __future__ import annotations

import re

import pytest

from generator.content import grammar, locale_data

TOPICS = ("devtools.rel_added", "devtools.rel_fixed", "devtools.rel_changed",
          "shop2_receipt_policy", "shop2_app_desc", "shop2_review_5", "shop2_review_4",
          "shop2_review_3", "shop2_review_low", "shop2_app_added", "shop2_app_fixed",
          "shop2_job_company", "shop2_letter_close", "shop2_letter_tech")


@pytest.mark.parametrize("lang", ("en", "de", "fr", "es", "it", "nl"))
def test_long_lines_have_several_wordings(lang: str) -> None:
    table = locale_data(lang).SENTENCES
    thin = []
    for topic in TOPICS:
        for t in table.get(topic, []):
            words = len(re.sub(r"\{[^{}]*\}", "x", t).split())
            if words >= 8 and grammar.variants(t, lambda _: 1) < 3:
                thin.append(t)
    assert not thin, thin


def test_the_shared_lines_now_vary() -> None:
    for lang, line in (("it", "Corretto un problema di sincronizzazione"),
                       ("it", "I cambi sono accettati entro"),
                       ("es", "aunque se pueden desactivar")):
        data = locale_data(lang).SENTENCES
        hits = [t for topic in TOPICS for t in data.get(topic, []) if line in t]
        assert all(grammar.variants(t, lambda _: 1) >= 3 for t in hits), hits
