"""A magazine story never stops mid-sentence with nothing after it: the spread's last
column ends on the story's end mark or on its jump line ("Continued on page 61"), every
column that stops inside a sentence has a next column going on, and no line falls below
the window (r23: a 1280 x 720 window cut the columns' last lines off, a tenth of the
pages). 60 seeds over the six languages, at 1024 x 768 and 1280 x 720."""

from __future__ import annotations

import re

import numpy as np

from generator import screens
from generator.content import Content
from generator.page import make_theme
from generator.resolve import content_languages
from surfaces import registry

SCREENS = (screens.Screen(1024, 768, 1, "benchmark"), screens.Screen(2560, 1440, 2, "desktop"))
SENTENCE = re.compile(r"[.!?…]\W*$")


def _text(block) -> str:
    return "".join(g.char for ln in block.laid.lines for g in ln.glyphs)


def test_every_story_ends_on_its_end_mark_or_goes_on() -> None:
    langs = content_languages()
    surface = registry.get("magazine_spread")()
    ends = {"end mark": 0, "jump": 0}
    for seed in range(60):
        lang = langs[seed % len(langs)]
        params = surface.sample(np.random.default_rng([seed, 7]),
                                Content(lang, np.random.default_rng([seed, 7, 1])))
        surface.screen = SCREENS[seed % 2]
        page = surface.compose(params, make_theme(seed % 3 == 0, "blue"))
        assert all(b.bottom <= page.height for b in page.text_blocks()), (lang, seed)
        columns = []
        for k, r in enumerate(page.regions):
            if r.name.startswith("column"):
                inside = [b for b in page.text_blocks() if b.region == k]
                said = "".join(_text(b) for b in inside if b.role == "prose").rstrip()
                jump = any(params["continued"] in _text(b) for b in inside)
                if said:
                    columns.append((said, jump))
        assert columns, (lang, seed)  # (each but the last goes on in the next)
        said, jump = columns[-1]
        if jump:
            ends["jump"] += 1
        else:
            assert said.endswith("\u25a0"), (lang, seed, said[-60:])
            assert SENTENCE.search(said[:-1].rstrip()), (lang, seed, said[-60:])
            ends["end mark"] += 1
    assert min(ends.values()) >= 5, ends
