"""Wave 16 (h_lists): counts, pagers, states and chrome agree with what the page draws."""

import re

import numpy as np
import pytest

from generator.content import Content
from generator.page import make_theme
from generator.screens import Screen
from surfaces import registry

LANGS = ("en", "de", "fr", "es", "it", "nl")
DESKTOPS = [Screen(1024, 768, 1, "t"), Screen(1920, 1080, 1, "t"), Screen(1440, 900, 1, "t"),
            Screen(2560, 1440, 1.25, "t"), Screen(1920, 1080, 1.5, "t")]


def _page(name, lang, seed, screen=None):
    surface = registry.get(name)()
    surface.screen = screen
    params = surface.sample(np.random.default_rng([seed, 0]),
                            Content(lang, np.random.default_rng([seed, 0, 1])))
    return params, surface.compose(params, make_theme(False, "blue"))


def _numbers(text: str) -> list[int]:
    return [int(re.sub(r"\D", "", n)) for n in re.findall(r"\d[\d.,  ]*", text)]


@pytest.mark.parametrize("lang", LANGS)
def test_gmail_pager_counts_the_rows_drawn(lang):
    """r49: "1–50 de 6.843" above 18 rows and empty space: a list that ends on screen is the
    whole folder ("1–18 of 18"); a list that runs below the window is a page of 50."""
    for seed in range(24):
        screen = DESKTOPS[seed % len(DESKTOPS)]
        params, page = _page("gmail_inbox", lang, seed, screen)
        rows = [r for r in page.regions if re.fullmatch(r"message \d+", r.name)]
        a, b, n = _numbers(params["range"])
        bottom = max(r.box[3] for r in rows)
        if bottom + params["row_h"] <= page.height:  # the list ends on screen
            assert (a, b, n) == (1, len(rows), len(rows)), (seed, params["range"], len(rows))
            assert params["counts"][0] == sum(m["unread"] for m in params["mails"])
        else:
            assert (a, b) == (1, 50) and n > 50, (seed, params["range"])
