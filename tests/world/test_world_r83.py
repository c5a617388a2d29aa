"""Review r83 (seed 83083): an inbox row without its text, thumbnails against their titles,
Notepad's Ln/Col, US English, report wording, subtitle "paragraphs", window chrome."""

from __future__ import annotations

from generator.page import make_theme
from surfaces import registry
from tests.world.world_helpers import sampled


def test_inbox_rows_never_show_a_date_without_sender():
    """r83 0004: the row the window's foot cut showed checkbox, star and date, no sender."""
    cls = registry.get("gmail_inbox")
    for lang, seed, params in sampled("gmail_inbox", 30):
        if seed % 3:
            continue
        page = cls().compose(params, make_theme(seed % 2 == 1, "blue"))
        rows = {k for k, r in enumerate(page.regions) if r.name.startswith("message ")
                and r.kind == "message"}
        texts: dict[int, list[int]] = {k: [] for k in rows}
        for block in page.text_blocks():
            if block.region in rows:
                texts[block.region].append(len(block.laid.lines))
        for k, lines in texts.items():
            assert lines and all(lines), (lang, seed, page.regions[k].name, lines)
