"""kit/news_story.py: a facility that has opened (kind 1) is not announced again: its next
step is no open days or official opening ("ouvert au public le 9 avril" then "des journées
portes ouvertes commenceront le 29 avril"), in every language."""

from __future__ import annotations

import numpy as np
import pytest

from generator.content import Content
from surfaces.kit.news_story import news_story_world, write_story

AGAIN = ("open day", "official opening", "offenen Tür", "Eröffnungsfeier", "portes ouvertes",
         "inauguration officielle", "puertas abiertas", "inauguración oficial",
         "porte aperte", "inaugurazione ufficiale", "open dagen", "officiële opening",
         "will be open", "sera accessible", "abrirá", "sarà quotidiana")


@pytest.mark.parametrize("lang", ["en", "de", "fr", "es", "it", "nl"])
def test_opened_facility_is_not_opened_again(lang: str) -> None:
    opened = 0
    for seed in range(120):
        content = Content(lang, np.random.default_rng([seed, 11]))
        world = news_story_world(np.random.default_rng([seed, 5]), content)
        if world["kind"] != 1:
            continue
        opened += 1
        last = write_story(content, world)["texts"][-1].lower()
        assert not any(a.lower() in last for a in AGAIN), (lang, seed, last)
    assert opened > 5, opened
