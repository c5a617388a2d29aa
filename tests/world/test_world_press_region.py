"""A press release's "about" box names no region of its own ("17 offices in Europe" under
"present in 17 cities in Spain")."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_about_box_names_no_region() -> None:
    for lang, seed, p in sampled("press_release", 6):
        assert not re.search(r"Europ|country", p["blurb"]), (lang, seed, p["blurb"])
