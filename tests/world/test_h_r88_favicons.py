"""Reader r88 0011: thirteen tabs (and the bookmarks) with identical plain coloured squares
for favicons. Each site's favicon is its colour behind its own white mark; two sites'
favicons differ."""

from __future__ import annotations

from world_helpers import _params, sampled

from generator.page import make_theme
from surfaces import registry


def _favicons(page) -> list[tuple]:
    """Each favicon as drawn: its colour and its mark's strokes (relative to it)."""
    out, ops = [], page.ops
    for k, op in enumerate(ops):
        if getattr(op, "name", "") != "favicon":
            continue
        x, y = op.box[:2]
        mark = []
        for nxt in ops[k + 1:]:
            if getattr(nxt, "name", "") != "icon":
                break
            if not (op.box[0] <= nxt.box[0] and nxt.box[2] <= op.box[2]):
                break  # the new-tab "+" after the last tab
            # to the pixel, give or take the rounding of where the tab starts
            mark.append((nxt.kind, (nxt.box[0] - x + 1) // 3, (nxt.box[1] - y + 1) // 3,
                         (nxt.box[2] - nxt.box[0] + 1) // 3, (nxt.box[3] - nxt.box[1] + 1) // 3))
        out.append((op.fill, tuple(mark), op.box[1] < 40))
    return out


def test_each_site_has_its_own_favicon() -> None:
    cls = registry.get("browser_tabs")
    pages = 0
    for lang, seed, _ in sampled("browser_tabs", 4):
        params = _params(cls, "browser_tabs", lang, seed)
        page = cls().compose(params, make_theme(seed % 2 == 1, "blue"))
        icons = _favicons(page)
        tabs = [(f, m) for f, m, top in icons if top]
        assert len(tabs) == len(params["tabs"]), (lang, seed)
        assert all(m for _, m in tabs), (lang, seed)  # a mark on every favicon
        by_site = dict(zip(params["icons"], tabs, strict=True))
        for site, drawn in zip(params["icons"], tabs, strict=True):
            assert by_site[site] == drawn, (lang, seed, site)  # one site, one favicon
        assert len(set(by_site.values())) == len(by_site), (lang, seed)
        marks = [m for _, m, top in icons if not top]  # the bookmarks bar
        assert marks and all(marks) and len(set(marks)) == len(marks), (lang, seed)
        pages += 1
    assert pages >= 20
