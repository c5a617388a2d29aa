"""Review r99 (wave 23): a letter names its handler once; deadlines and reply wording fit
the mail dates; US menus cite US allergen rules; file names as people save them."""

from __future__ import annotations

import numpy as np
import pytest

from generator.content import Content

LANGS = ("en", "de", "fr", "es", "it", "nl")


@pytest.mark.parametrize("lang", LANGS)
def test_letter_names_its_handler_in_one_line_only(lang):
    from surfaces.kit.letters import PURPOSES, letter_body
    named = {t for t in Content(lang, np.random.default_rng(0)).data.SENTENCES["letter.more"]
             if "{fullname}" in t or "{name}" in t}
    assert len(named) > 1, lang  # the check has something to catch
    for seed in range(60):
        content = Content(lang, np.random.default_rng([seed, 1]))
        filled: list[tuple[str, str]] = []
        fill = content.fill

        def spy(template, /, fill=fill, filled=filled, **fixed):
            text = fill(template, **fixed)
            filled.append((template, text))
            return text
        content.fill = spy
        body = " ".join(letter_body(np.random.default_rng([seed, 2]), content,
                                    seed % len(PURPOSES)))
        said = {t for t, text in filled if t in named and text in body}
        assert len(said) <= 1, (lang, seed, body)
