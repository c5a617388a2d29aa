"""What an encyclopedia article shows below its text (wikipedia): the numbered references of
the [n] marks (the census figure from the country's statistics office, the coordinates from
GeoNames, a section from the town's own site), the external links (the official site of the
infobox), the categories box and the "last edited" footer line. A short town article then
ends the way a real one does instead of in a blank half page."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from generator import formats
from surfaces.kit import Content, Page, Style, Theme
from surfaces.kit.chrome import ui_style
from surfaces.kit.print_preview import lines_of
from surfaces.kit.typography import style
from surfaces.kit.web import heading_rule

FIRST_EDIT = datetime.date(2025, 1, 1)


def when(day: datetime.date, lang: str) -> str:
    """The date with the month's name; French writes the first of a month "1er"."""
    text = formats.date_text(day, lang, "MMMM")
    return "1er" + text[1:] if lang == "fr" and day.day == 1 else text


def tail(rng: np.random.Generator, content: Content, place: dict[str, Any],
         cited: list[str]) -> dict[str, Any]:
    """The article's end from its place (``city``, ``region``, ``named``, ``site``,
    ``population``, ``capital``: "nation"/"region"/"") and ``cited``: per [n] mark what its
    paragraph tells ("census", "geo" or a section title, cited from the town's site)."""
    edited = FIRST_EDIT + datetime.timedelta(days=int(rng.integers(0, 540)))
    # one reference per source (a section citing the town's site again reuses its number,
    # as a named reference does), each looked up on its own day before the last edit
    sources = list(dict.fromkeys(cited))
    ago = rng.choice(np.arange(2, 400), size=len(sources), replace=False)
    refs = []
    for what, days in zip(sources, ago, strict=True):
        seen = edited - datetime.timedelta(days=int(days))
        # the latest figures published by then: a year-end count is out half a year later
        year = seen.year - 1 if seen.month >= 7 else seen.year - 2
        words = {"city": place["city"], "region": place["region"], "date": when(seen, content.lang),
                 # the figure's own date: a count of 31 December, the 1 January after it,
                 # France's legal populations two years older (w19.wiki_census_lag)
                 "year": year + int(content.ui("w19.wiki_census_lag")),
                 "site": place["site"], "topic": what}
        key = {"census": "w19.wiki_ref_census", "geo": "w19.wiki_ref_geo"}.get(
            what, "w19.wiki_ref_site")
        # no line opens with the dash
        refs.append([content.ui(key, **words).replace(" – ", "\u00a0– ")])
    of = next((r for r in content.ui_list("w19.wiki_region_of")
               if r.endswith(place["region"])), "")
    slots = {"region": place["region"], "named": place["named"], "of": of}
    cats = [c.format(**slots) for c in content.ui_list("w19.wiki_cat_place")]
    extra = [content.ui("w19.wiki_cat_big") if place["population"] >= 100_000 else "",
             content.ui(f"w19.wiki_cat_{place['capital']}") if place["capital"] else ""]
    cats += [c for c in extra if c]
    hour, minute = int(rng.integers(0, 24)), int(rng.integers(0, 60))
    return {"refs_title": content.ui("w19.wiki_refs"), "refs": refs,
            "numbers": [sources.index(what) + 1 for what in cited],
            "links_title": content.ui("w19.wiki_links"),
            "official": content.ui("w19.wiki_official", city=place["city"]),
            "site": place["site"], "cats_label": content.ui("w19.wiki_cats"), "cats": cats,
            "edited": content.ui("w19.wiki_edited", date=when(edited, content.lang),
                                 time=f"{hour:02d}:{minute:02d}")}


def draw_notes(page: Page, theme: Theme, typo: dict[str, Any], end: dict[str, Any],
               x1: int, x2: int, y: int) -> int:
    """The references and external links in the body column from ``y``; the bottom."""
    small = style(typo["body"], 13, theme.text)
    link = small.but(color=theme.link, link=True)
    head = style("linux_libertine", 22, theme.text)
    h = heading_rule(page, theme, (x1, y, x2, y + 40), end["refs_title"], head)
    y = h.bottom + 10
    for k, (ref,) in enumerate(end["refs"]):
        if y > page.height - 30:
            return page.height
        page.label(x1, y - 7, f"{k + 1}.", small.but(color=theme.muted), role="text")
        block = page.text((x1 + 24, y, x2, page.height - 4), ref, small, role="text",
                          line_height=1.4)
        y = block.bottom + 6
    y += 18
    if y > page.height - 60:
        return page.height
    h = heading_rule(page, theme, (x1, y, x2, y + 40), end["links_title"], head)
    y = h.bottom + 8
    dot = page.label(x1 + 12, y, "•", small, role="chrome")
    a = page.label(dot.right + 6, y, end["official"], link, role="text",
                   max_width=x2 - dot.right - 6)
    page.label(a.right + 8, y, end["site"], small.but(color=theme.muted), role="text",
               max_width=max(10, x2 - a.right - 8))
    return a.bottom


def draw_footer(page: Page, theme: Theme, typo: dict[str, Any], end: dict[str, Any],
                x1: int, x2: int, y: int) -> None:
    """The categories box across the content and the "last edited" line under it."""
    if y > page.height - 40:
        return
    st = ui_style(typo, theme, size=13)
    link = st.but(color=theme.link, link=True)
    page.rect((x1, y, x2, y + 34), theme.panel, theme.border, name="categories")
    a = page.label(x1 + 8, y + 3, end["cats_label"], st, role="text")
    x = a.right + 8
    for k, cat in enumerate(end["cats"]):
        if k:
            bar = page.label(x, y + 3, "|", st.but(color=theme.muted), role="chrome")
            x = bar.right + 8
        if x > x2 - 60:
            break
        b = page.label(x, y + 3, cat, link, role="text", max_width=x2 - 8 - x)
        x = b.right + 8
    page.line((x1, y + 56), (x2, y + 56), theme.border)
    page.label(x1, y + 64, end["edited"], ui_style(typo, theme, size=12, color=theme.muted),
               role="text", max_width=x2 - x1)


def infobox_rows(info: list[tuple[str, str]], st: Style, width: int) -> list[int]:
    """The lines each infobox row takes: its key (bold, 100 px) and its value (``width``)
    wrap, the row as tall as the longer (r85 0006: "325.1 sq mi (842.0 …" was cut)."""
    return [max(len(lines_of(k, st.but(bold=True), 100)), len(lines_of(v, st, width)))
            for k, v in info]
