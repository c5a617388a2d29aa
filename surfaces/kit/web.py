"""Web widgets: a browser frame (tabs and address bar), site headers, breadcrumbs, cards,
outdoor photos, vote and like rows, comment rows, search results, chips and stars.

Every widget draws inside a named region; labels are ``chrome`` (or ``structural`` for
headings and titles), running text is ``prose``.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from generator.layout import Style, measure
from generator.page import Page, Theme
from generator.page.model import TextBlock
from surfaces.kit.brand_art import person_initials
from surfaces.kit.chrome import avatar, icon, ui_style
from surfaces.kit.media import photo_finish, star_rating
from surfaces.kit.numbers import territory
from surfaces.kit.places import landscape
from surfaces.kit.prose import styled_spans

Box = tuple[int, int, int, int]
RGB = tuple[int, int, int]

# the share of commenters with a profile photo (persona.has_photo)
COMMENT_PHOTOS = 0.6
AVATARS: list[RGB] = [(66, 133, 244), (219, 68, 55), (15, 157, 88), (171, 71, 188),
                      (255, 112, 67), (0, 137, 123), (121, 85, 72), (63, 81, 181)]



def author_colour(name: str) -> int:
    """The index in ``AVATARS`` of ``name``'s avatar: the same for a user on every post."""
    return sum(ord(c) * (k + 1) for k, c in enumerate(name)) % len(AVATARS)


def initials(name: str) -> str:
    """A person's avatar letters (``brand_art.person_initials``: first and family name)."""
    return person_initials(name)


def url_words(text: str) -> list[str]:
    """The ASCII words of a title or a name for a URL ("Straße" -> "strasse")."""
    text = text.lower().translate(str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"}))
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return "".join(c if c.isalnum() else " " for c in plain).split()


def paper_host(masthead: str, lang: str) -> str:
    """A paper's host name: its whole masthead (never cut: "lagacetadesalamanc.com" read as
    a typo) on .com in the US and on the country's own domain elsewhere."""
    tld = "com" if territory(lang) == "US" else territory(lang).lower()
    return f"{''.join(url_words(masthead))}.{tld}"


def path_slug(title: str, limit: int = 48) -> str:
    """A title as a URL path, shortened at a word boundary, never inside a word, and never
    ending on a number cut from what it counts or a dangling little word ("...-kostet-nun-5",
    "...-brücke-in", r70 0010)."""
    words, slug, cut = url_words(title), "", False
    for word in words:
        if slug and len(slug) + 1 + len(word) > limit:
            cut = True
            break
        slug = f"{slug}-{word}" if slug else word[:limit]
    while cut and "-" in slug and (slug.rsplit("-", 1)[1].isdigit()
                                   or len(slug.rsplit("-", 1)[1]) <= 2):
        slug = slug.rsplit("-", 1)[0]
    return slug


def browser_frame(page: Page, theme: Theme, typo: dict[str, Any], tabs: list[str], url: str,
                  active: int = 0) -> int:
    """A browser's tab strip and address bar across the top; returns the content top y."""
    w = page.width
    strip = (34, 35, 38) if theme.name == "dark" else (222, 225, 230)
    bar = (53, 54, 58) if theme.name == "dark" else (255, 255, 255)
    st = ui_style(typo, theme, size=12)
    with page.region("tab bar", "chrome", (0, 0, w, 36)):
        page.rect((0, 0, w, 36), strip, name="tab bar")
        x = 70
        for k in range(3):
            page.ellipse((12 + 20 * k, 12, 24 + 20 * k, 24),
                         ((255, 95, 87), (254, 188, 46), (40, 200, 64))[k])
        for i, title in enumerate(tabs):
            tw = 220
            if x + tw > w - 40:
                break
            if i == active:
                page.rect((x, 6, x + tw, 40), bar, radius=8, name="tab")
            elif i != active - 1:
                page.line((x + tw, 12), (x + tw, 28), theme.border)
            page.ellipse((x + 12, 14, x + 24, 26), AVATARS[(i * 3 + 1) % len(AVATARS)],
                         name="favicon")
            page.label(x + 32, 6, title, st.but(color=theme.text if i == active else theme.muted),
                       max_width=tw - 56)
            page.line((x + tw - 20, 15), (x + tw - 12, 23), theme.muted, name="icon")
            page.line((x + tw - 20, 23), (x + tw - 12, 15), theme.muted, name="icon")
            x += tw + 2
        page.line((x + 10, 20), (x + 22, 20), theme.muted, 2, name="icon")
        page.line((x + 16, 14), (x + 16, 26), theme.muted, 2, name="icon")
    with page.region("address bar", "chrome", (0, 36, w, 76)):
        page.rect((0, 36, w, 76), bar, name="address bar")
        cy = 56
        page.polygon([(14, cy), (24, cy - 6), (24, cy + 6)], theme.muted)
        page.polygon([(50, cy), (40, cy - 6), (40, cy + 6)], theme.faded(theme.muted))
        icon(page, theme, "refresh", 62, cy - 9, 18)
        fill = (40, 41, 44) if theme.name == "dark" else (241, 243, 244)
        page.rect((96, 42, w - 90, 70), fill, radius=14, name="address field")
        icon(page, theme, "lock", 107, cy - 8, 15)
        ust = st.but(size=13)
        page.label(130, cy - 14, fit_url(url, ust, w - 240), ust, max_width=w - 240)
        for k, name in enumerate(("star", "more-vertical")):  # bookmark this page, the menu
            icon(page, theme, name, w - 72 + 28 * k, cy - 9, 18)
        page.line((0, 75), (w, 75), theme.border)
    return 76


def fit_url(url: str, st: Style, width: float) -> str:
    """The address as a browser shows it in ``width``: whole if it fits, else cut at a path
    boundary ("example.org/news/…"), else the host alone; never cut inside a word."""
    if measure(url, st)[0] <= width:
        return url
    scheme = url.find("://")
    head = url[scheme + 3:] if scheme >= 0 else url  # a narrow bar drops the scheme first
    parts = head.split("/")
    for keep in range(len(parts) - 1, 0, -1):
        short = "/".join(parts[:keep]) + "/…"
        if measure(short, st)[0] <= width:
            return short
    return parts[0]


def site_header(page: Page, theme: Theme, typo: dict[str, Any], box: Box, brand: str,
                nav: list[str], brand_style: Style | None = None, fill: RGB | None = None,
                colour: RGB | None = None, active: int = -1, reserve: int = 0) -> int:
    """A site's header bar: brand on the left, navigation links (stopping ``reserve`` px
    short of the right edge, room for buttons); returns the right edge used."""
    x1, y1, x2, y2 = box
    colour = colour or theme.text
    with page.region("header", "chrome", box):
        page.rect(box, fill or theme.bg, name="header")
        page.line((x1, y2 - 1), (x2, y2 - 1), theme.border)
        bst = brand_style or ui_style(typo, theme, size=typo["size"] + 6, bold=True, color=colour)
        top = (y1 + y2 - round(bst.size * 2.2)) // 2
        x = page.label(x1 + 20, top, brand, bst, role="structural").right + 32
        st = ui_style(typo, theme, color=colour)
        for i, item in enumerate(nav):
            width = measure(item, st)[0]
            if x + width > x2 - 24 - reserve:
                break
            block = page.label(x, (y1 + y2 - round(st.size * 2.2)) // 2, item,
                               st.but(bold=i == active))
            if i == active:
                page.line((x, y2 - 4), (block.right, y2 - 4), theme.accent, 3)
            x = block.right + 22
    return x


def breadcrumbs(page: Page, theme: Theme, typo: dict[str, Any], x: int, y: int,
                items: list[str], sep: str = "›", max_right: int | None = None) -> int:
    st = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
    right = max_right or page.width - 20
    with page.region("breadcrumb", "chrome", (x, y, right, y + round(st.size * 2.2))):
        for i, item in enumerate(items):
            last = i == len(items) - 1
            block = page.label(x, y, item, st.but(color=theme.text if last else theme.link),
                               max_width=max(20, right - x))
            x = block.right + 8
            if not last:
                x = page.label(x, y, sep, st).right + 8
            if x > right - 20:
                break
    return x


def card(page: Page, theme: Theme, box: Box, radius: int = 8, fill: RGB | None = None,
         border: bool = True) -> None:
    page.rect(box, fill or theme.surface, theme.border if border else None, radius=radius,
              name="card")


def photo(page: Page, box: Box, kind: int, radius: int = 0) -> None:
    """An outdoor photo (sky and clouds, hills or mountains, a lake or a path, trees),
    varied by ``kind`` (kit.places.landscape); ``radius`` is kept for the callers."""
    landscape(page, box, kind)
    photo_finish(page, box, kind, "outdoor", "web")


def vote_box(page: Page, theme: Theme, typo: dict[str, Any], x: int, y: int, score: str,
             width: int = 40) -> int:
    """Up arrow, score, down arrow stacked vertically; returns the bottom."""
    cx = x + width // 2
    page.polygon([(cx - 8, y + 10), (cx, y + 2), (cx + 8, y + 10)], theme.muted, name="icon")
    st = ui_style(typo, theme, bold=True)
    sw = measure(score, st)[0]
    page.label(round(cx - sw / 2), y + 10, score, st)
    yb = y + 10 + round(st.size * 2.2)
    page.polygon([(cx - 8, yb + 2), (cx, yb + 10), (cx + 8, yb + 2)], theme.muted, name="icon")
    return yb + 12


# like, reply, share, more: the order social and comment rows print their actions in
ACTION_ICONS = ("star", "chat", "upload", "more")


def action_row(page: Page, theme: Theme, typo: dict[str, Any], x: int, y: int,
               items: list[str], gap: int = 26, size: int | None = None,
               colour: RGB | None = None, icons: tuple[str, ...] = ACTION_ICONS) -> int:
    """Icon + label pairs (like, reply, share, counts); returns the right edge."""
    st = ui_style(typo, theme, size=size or typo["size"] - 2, color=colour or theme.muted)
    h = round(st.size * 2.2)
    for k, item in enumerate(items):
        icon(page, theme, icons[k % len(icons)], x, y + h // 2 - 7, 14)
        x = page.label(x + 18, y, item, st).right + gap
    return x


def chip(page: Page, theme: Theme, typo: dict[str, Any], x: int, y: int, label: str,
         active: bool = False, height: int = 28, size: int | None = None) -> int:
    st = ui_style(typo, theme, size=size, color=theme.accent_text if active else theme.text)
    width = round(measure(label, st)[0]) + 24
    page.rect((x, y, x + width, y + height), theme.accent if active else theme.panel,
              None if active else theme.border, radius=height // 2, name="chip")
    page.label(x + 12, y + (height - round(st.size * 2.2)) // 2, label, st)
    return x + width


def stars(page: Page, x: int, y: int, rating: float, size: int = 14,
          colour: RGB = (245, 166, 35), empty: RGB = (210, 210, 210)) -> int:
    """Five stars with half steps, as stores draw a 3.5 (``media.star_rating``); returns the
    right edge."""
    return star_rating(page, x, y, rating, size, colour, empty, gap=3)


def comment(page: Page, theme: Theme, typo: dict[str, Any], box: Box, author: str, meta: str,
            text: str, marks: list[list[Any]], body: Style, colour: int, actions: list[str],
            avatar_size: int = 32, region: str = "comment") -> int:
    """One comment: avatar, bold author and muted meta, prose body, action row; returns bottom.
    The avatar's colour is the author's own (``author_colour``; ``colour`` is not used since
    one user has one avatar in every post); a count gets a thumbs-up, a label a reply bubble."""
    x1, y1, x2, y2 = box
    with page.region(region, "message", box, label=author):
        avatar(page, theme, typo, x1, y1, initials(author), AVATARS[author_colour(author)],
               name=author, photos=COMMENT_PHOTOS,
               size=avatar_size)
        st = ui_style(typo, theme, size=body.size - 1)
        x = x1 + avatar_size + 10
        name = page.label(x, y1 - 4, author, st.but(bold=True), role="structural",
                          max_width=x2 - x - 120)
        page.label(name.right + 8, y1 - 4, meta, st.but(color=theme.muted), role="text",
                   max_width=max(40, x2 - name.right - 8))
        block = page.text((x, y1 + round(st.size * 1.7), x2, y2),
                          [styled_spans(text, marks, body, theme, typo["mono"])], body,
                          role="prose", line_height=1.45)
        if not actions or block.bottom + 30 > y2:
            return block.bottom
        labels = iter(("chat", "upload", "more"))
        icons = tuple("thumbs-up" if re.fullmatch(r"[\d.,\s]+[kKM]?", a) else
                      next(labels, "more") for a in actions)
        action_row(page, theme, typo, x, block.bottom + 2, actions, icons=icons)
        return block.bottom + 2 + round((typo["size"] - 2) * 2.2)


def search_result(page: Page, theme: Theme, typo: dict[str, Any], box: Box, site: str,
                  url: str, title: str, snippet: list[Any], colour: int, k: int) -> int:
    """A web search hit: favicon, site name and URL, link title, snippet; returns bottom."""
    x1, y1, x2, y2 = box
    with page.region(f"result {k + 1}", "list item", box, label=site):
        page.ellipse((x1, y1 + 4, x1 + 26, y1 + 30), theme.panel, theme.border, name="favicon")
        page.ellipse((x1 + 7, y1 + 11, x1 + 19, y1 + 23), AVATARS[colour % len(AVATARS)],
                     name="favicon")
        st = ui_style(typo, theme, size=14)
        page.label(x1 + 36, y1 - 5, site, st, role="chrome", max_width=x2 - x1 - 40)
        page.label(x1 + 36, y1 + 13, url, st.but(size=12, color=theme.muted), role="text",
                   max_width=x2 - x1 - 40)
        link = (138, 180, 248) if theme.name == "dark" else (26, 13, 171)
        head = page.text((x1, y1 + 42, x2, y1 + 72), title, st.but(size=20, color=link),
                         role="structural", wrap=False, max_lines=1)
        block = page.text((x1, head.bottom + 4, x2, y2), [snippet] if snippet else "",
                          st.but(size=14, color=theme.text), role="prose", line_height=1.5,
                          max_lines=3)
    return block.bottom


def heading_rule(page: Page, theme: Theme, box: Box, text: str, st: Style) -> TextBlock:
    """A section heading with a hairline under it (wiki, glossary)."""
    x1, y1, x2, _ = box
    block = page.text(box, text, st, role="structural", max_lines=1, wrap=False)
    page.line((x1, block.bottom + 4), (x2, block.bottom + 4), theme.border)
    return block


def pager(page: Page, theme: Theme, typo: dict[str, Any], x: int, y: int, pages: int,
          next_label: str, centre: bool = False, shown: int = 10) -> int:
    """A results list's pager under its last item: the page numbers (the first current,
    "1 2 3 … 44" when there are many) and the next page's link (r76: "869 jobs" over five
    cards and nothing under them). ``x`` is its left edge, or its centre with ``centre``.
    Returns its bottom."""
    st = ui_style(typo, theme, size=14)
    numbers = [str(n) for n in range(1, min(pages, shown) + 1)]
    if pages > shown:
        numbers = [*numbers[:shown - 2], "…", str(pages)]
    items = [*numbers, f"{next_label} ›"] if pages > 1 else numbers
    widths = [round(measure(t, st)[0]) + 16 for t in items]
    if centre:
        x -= (sum(widths) + 4 * len(items)) // 2
    for text, w in zip(items, widths, strict=True):
        current = text == "1"
        if current:
            page.rect((x, y, x + w, y + 30), theme.accent, radius=6, name="page")
        colour = (255, 255, 255) if current else theme.muted if text == "…" else theme.link
        page.label(x + 8, y + 15 - round(st.size * 1.1), text, st.but(color=colour),
                   role="chrome")
        x += w + 4
    return y + 30


def country_tld(lang: str) -> str:
    """The top-level domain of ``lang``'s country ("nl"; "com" for en): a local paper's or
    club's site is on it (r76 0009: an Alkmaar paper on ".com")."""
    return "com" if lang == "en" else lang
