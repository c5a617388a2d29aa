"""Lead fixes of wave 15: a subtitle editor's labels are no typed text; Windows' plain-text
editor carries its name in the page's language."""

from __future__ import annotations

import pytest
from world_helpers import rendered

from generator import languages
from generator.editable import editable_lines


@pytest.mark.parametrize("lang", languages.codes())
def test_a_subtitle_editor_types_only_in_its_text_box(lang: str) -> None:
    """r47: a caret in "CPS: |15.1". Every editable line of the page lies in the cue's text
    box (the "input" shape), none on the pane's labels."""
    seen = 0
    for seed in range(6):
        _, geo = rendered("subtitle_editor", lang, seed)
        boxes = [s.box for s in geo.shapes if s.kind == "input"]
        for line in editable_lines(geo):
            ink = geo.line_box(line)
            assert ink is not None
            assert any(b[0] <= ink[0] and b[1] <= ink[1] and ink[2] <= b[2] and ink[3] <= b[3]
                       for b in boxes), (lang, seed, geo.line_text(line))
            seen += 1
    assert seen


@pytest.mark.parametrize(("lang", "app"), [("en", "Notepad"), ("de", "Editor"),
                                             ("fr", "Bloc-notes"), ("nl", "Kladblok")])
def test_windows_notepad_is_named_in_the_pages_language(lang: str, app: str) -> None:
    """r47: "Unbenannt - Notepad"; German Windows calls it "Editor". A Windows editor's title
    bar ends in the app's name in the page's language."""
    titles = []
    for seed in range(12):
        _, geo = rendered("plain_text", lang, seed)
        titles += [t for t in (geo.line_text(line) for line in geo.lines) if " - " in t]
    assert titles and all(t.endswith(f" - {app}") for t in titles), titles
