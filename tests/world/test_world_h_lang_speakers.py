"""h_lang: the two people of a subtitle scene are drawn as who they are. Each speaker's first
name is one the locale gives their sex only, and the figure in the frame (left: the first
of the cast) has that sex's hair and beard: no "Marco" drawn as a woman."""

from __future__ import annotations

from world_helpers import page_params

from generator.content import Content
from generator.page import make_theme
from surfaces.subtitle_editor import SubtitleEditor

LANGS = ("en", "de", "fr", "es", "it", "nl")


def test_subtitle_speakers_are_drawn_as_their_names_sex() -> None:
    import numpy as np
    pairs = set()
    for lang in LANGS:
        content = Content(lang, np.random.default_rng(0))
        for seed in range(12):
            p = page_params("subtitle_editor", lang, seed)
            assert [content.sex_of(n) for n in p["cast"]] == p["sexes"], (lang, seed, p["cast"])
            page = SubtitleEditor().compose(p, make_theme(False, "blue"))
            figs = sorted((op for op in page.ops if getattr(op, "kind", "") == "figure"),
                          key=lambda op: op.box[0])
            assert [op.look for op in figs] == p["sexes"], (lang, seed)
            pairs.add(tuple(p["sexes"]))
    assert len(pairs) >= 3, pairs
