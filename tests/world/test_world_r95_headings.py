"""A note editor wraps a long title; it never cuts the body's heading with an ellipsis (only a
tab may): "Logística: informe trimestral…" under a tab with the whole title was review
r95 0014."""

from __future__ import annotations

import re

from world_helpers import rendered, sampled


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


def test_every_question_on_the_page_is_outlined_in_the_navigation() -> None:
    """Questions 5 and 6 on the page with only "5" outlined in the quiz navigation was
    review r95 0010: Moodle outlines every question the page shows."""
    from world_helpers import page_params

    from generator.page import make_theme
    from surfaces import registry

    several = 0
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in range(8):
            p = page_params("quiz_page", lang, seed)
            page = registry.get("quiz_page")().compose(p, make_theme(False, "blue"))
            shown = sorted(int(r.name.split()[1]) for r in page.regions
                           if re.fullmatch(r"question \d+", r.name))
            cells = [o for o in page.ops if getattr(o, "name", "") == "question cell"]
            if not cells:
                continue
            outlined = [k + 1 for k, o in enumerate(cells) if o.width == 2]
            assert outlined == shown, (lang, seed, outlined, shown)
            several += len(shown) > 1
    assert several > 3


def test_song_titles_in_title_case() -> None:
    """"Leave the Light on" was review r95 0004: the last word and a verb's particle are
    capitalised, articles and short prepositions inside are not."""
    from surfaces.kit.song_world import title_case
    assert title_case("Leave the light on", "en") == "Leave the Light On"
    assert title_case("Don't let go yet", "en") == "Don't Let Go Yet"
    assert title_case("Hold on to me", "en") == "Hold On to Me"
    assert title_case("Stay until the morning", "en") == "Stay Until the Morning"
    assert title_case("Laisse la lumière", "fr") == "Laisse la lumière"
    for lang, seed, p in sampled("music_lyrics", 20):
        if lang == "en":
            words = p["title"].split()
            assert words[-1][:1].isupper(), (seed, p["title"])
