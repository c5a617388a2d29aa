"""A page of a novel handles each belonging of the one who is gone once: Larry's postcard
is not kept secretly, put back in the box and left on the table on one page."""

from __future__ import annotations

import numpy as np

from generator.content import Content
from generator.resolve import content_languages
from surfaces.kit.story import _bare, story_paragraphs, story_world


def test_each_belonging_once_a_page():
    for lang in content_languages():
        for seed in range(12):
            content = Content(lang, np.random.default_rng([seed, 11]))
            rng = np.random.default_rng([seed, 5])
            world = story_world(rng, content)
            text = " ".join(story_paragraphs(rng, content, world, 8))
            for thing in world["things"]:
                assert text.count(_bare(thing)) <= 1, (lang, seed, thing)
