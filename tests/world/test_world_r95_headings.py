"""A note editor wraps a long title; it never cuts the body's heading with an ellipsis (only a
tab may): "Logística: informe trimestral…" under a tab with the whole title was review
r95 0014."""

from __future__ import annotations

import re

from world_helpers import rendered


def test_the_notes_heading_is_whole() -> None:
    longest = 0
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in range(6):
            p, geo = rendered("markdown_notes", lang, seed)
            ids = {r.id for r in geo.regions if r.name == "note"}
            words = [w.text for w in geo.words if geo.glyphs[w.glyphs[0]].region in ids]
            title = re.findall(r"\w+(?:[-'’.,:/]\w+)*", p["title"])
            longest = max(longest, len(p["title"]))
            n = len(title)
            assert any(words[k:k + n] == title for k in range(len(words))), \
                (lang, seed, p["title"], words[:n + 3])
    assert longest > 30
