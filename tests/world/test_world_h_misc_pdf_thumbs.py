"""pdf_viewer's sidebar: the thumbnails are miniatures of the pages. The open page's shows
each of its text lines where the page has it, highlighted, under the page's own number;
the numbers run on from the toolbar's page; the other pages differ from it (page 1 opens
with its title, the appendix after the open page is a table)."""

import numpy as np

from generator.content import Content
from generator.page import make_theme
from surfaces import registry


def _pages(seeds: int = 8):
    surface = registry.get("pdf_viewer")()
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in range(seeds):
            p = surface.sample(np.random.default_rng([seed, 0]),
                               Content(lang, np.random.default_rng([seed, 0, 1])))
            if p["sidebar"]:
                yield lang, seed, p, surface.compose(p, make_theme(bool(seed % 2), "blue"))


def _inside(box, frame) -> bool:
    return frame[0] <= box[0] and box[2] <= frame[2] and frame[1] <= box[1] and box[3] <= frame[3]


def test_thumbnails_are_miniatures_of_the_pages() -> None:
    seen = 0
    for lang, seed, p, page in _pages():
        shapes = [op for op in page.ops if not hasattr(op, "laid")]
        frames = [op.box for op in shapes if op.name == "thumbnail" and op.outline]
        bars = [op.box for op in shapes if op.name == "thumbnail" and not op.outline]
        side = [op for op in page.text_blocks() if page.regions[op.region].name == "sidebar"]
        labels = [int("".join(g.char for ln in op.laid.lines for g in ln.glyphs))
                  for op in side]
        assert len(labels) == len(frames) >= min(3, p["total"]), (lang, seed, labels)
        assert labels == list(range(labels[0], labels[0] + len(labels))), (lang, seed)
        assert 1 <= labels[0] and labels[-1] <= p["total"] and p["page"] in labels
        active = frames[labels.index(p["page"])]
        sel = next(op.box for op in shapes if op.name == "selection")
        assert _inside(active, sel), (lang, seed)
        sheet = next(op.box for op in shapes if op.name == "sheet")
        f = (active[2] - active[0]) / (sheet[2] - sheet[0])
        mine = [b for b in bars if _inside(b, active)]
        doc = [op for op in page.text_blocks() if page.regions[op.region].name != "sidebar"
               and op.laid.box[1] >= sheet[1]]
        for op in doc:
            for ln in op.laid.lines:
                x = active[0] + round((ln.glyphs[0].pen - sheet[0]) * f)
                y = active[1] + round((ln.baseline - sheet[1]) * f)
                assert any(abs(b[0] - x) <= 1 and abs(b[3] - y) <= 2 for b in mine), (
                    lang, seed, x, y)
        rel = [[(b[0] - fr[0], b[1] - fr[1], b[2] - fr[0], b[3] - fr[1]) for b in bars
                if _inside(b, fr)] for fr in frames]
        assert len({tuple(r) for r in rel}) == len(rel), (lang, seed)  # no two pages alike
        if 1 in labels and p["page"] != 1:  # page 1's title: a bar wider and taller
            first = [b for b in bars if _inside(b, frames[labels.index(1)])]
            assert any(b[3] - b[1] >= 2 and b[2] - b[0] > 0.5 * (active[2] - active[0])
                       for b in first), (lang, seed)
        seen += 1
    assert seen >= 20
