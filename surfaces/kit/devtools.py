"""Developer-tool widgets: panel headers with counts, severity icons and diagnostic rows,
notebook cell frames with ``In [n]:`` prompts, git graph lanes, label pills, state badges,
a bookmarks bar and identifiers/paths sampled from the page's language.

Icons are shapes only (never glyphs), so they never read as text; labels are ``chrome``,
headings ``structural``, messages ``text``.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from generator.content import Content
from generator.layout import Style, measure
from generator.page import Page, Theme
from generator.rng import choice
from surfaces.kit.chrome import icon, ui_style
from surfaces.kit.code import identifier

Box = tuple[int, int, int, int]
RGB = tuple[int, int, int]

SEVERITY: dict[str, RGB] = {"error": (229, 72, 77), "warning": (214, 158, 0),
                            "info": (55, 148, 255), "hint": (120, 130, 140)}
LANE_COLOURS: list[RGB] = [(229, 72, 77), (64, 160, 90), (214, 158, 0), (55, 120, 230),
                           (190, 80, 200), (0, 160, 170)]
LABEL_COLOURS: dict[str, RGB] = {"red": (215, 58, 74), "green": (14, 138, 22),
                                 "blue": (3, 102, 214), "purple": (111, 66, 193),
                                 "orange": (217, 110, 0), "teal": (0, 128, 128),
                                 "yellow": (170, 130, 0), "grey": (110, 118, 129)}
STATE_COLOURS: dict[str, RGB] = {"open": (31, 136, 61), "merged": (130, 80, 223),
                                 "closed": (207, 34, 46), "draft": (110, 118, 129)}
EXTS = (".py", ".ts", ".tsx", ".go", ".rs", ".java", ".js")
DIRS = ("src", "lib", "app", "core", "api", "utils", "services", "tests")


def sample_path(rng: np.random.Generator, content: Content, ext: str | None = None) -> str:
    """A plausible source path (ASCII identifiers derived from the page's language)."""
    depth = int(rng.integers(1, 3))
    parts = [DIRS[int(i)] for i in rng.choice(len(DIRS), depth, replace=False)]
    return "/".join(parts + [identifier(content, "component") + (ext or choice(rng, EXTS))])


def sha(rng: np.random.Generator, n: int = 7) -> str:
    return "".join("0123456789abcdef"[int(d)] for d in rng.integers(0, 16, n))


def fit_words(text: str, st: Style, width: float) -> str:
    """``text`` cut at a word boundary (with an ellipsis) so it fits ``width`` pixels; never
    leaves a word fragment behind."""
    if measure(text, st)[0] <= width:
        return text
    words = text.split()
    while len(words) > 1 and measure(" ".join(words) + "…", st)[0] > width:
        words.pop()
    return " ".join(words).rstrip(",.:;") + "…"


def text_h(st: Style) -> int:
    return round(st.size * 2.2)


def panel_header(page: Page, theme: Theme, typo: dict[str, Any], box: Box, tabs: list[str],
                 counts: list[str | None] | None = None, active: int = 0,
                 upper: bool = True) -> None:
    """A bottom-panel header (PROBLEMS 12 | OUTPUT | TERMINAL) with count badges."""
    x1, y1, x2, y2 = box
    counts = counts or [None] * len(tabs)
    with page.region("panel header", "chrome", box):
        page.rect(box, theme.panel, name="panel header")
        page.line((x1, y1), (x2, y1), theme.border)
        st = ui_style(typo, theme, size=typo["size"] - 2)
        x = x1 + 14
        for k, (tab, count) in enumerate(zip(tabs, counts, strict=False)):
            text = tab.upper() if upper else tab
            colour = theme.text if k == active else theme.muted
            b = page.label(x, (y1 + y2 - text_h(st)) // 2, text, st.but(color=colour))
            right = b.right
            if count:
                right = count_badge(page, theme, typo, right + 6, (y1 + y2) // 2, count)
            if k == active:
                page.line((x, y2 - 2), (right, y2 - 2), theme.accent, 2, name="tab")
            x = right + 22
            if x > x2 - 80:
                break


def count_badge(page: Page, theme: Theme, typo: dict[str, Any], x: int, cy: int, text: str,
                fill: RGB | None = None, colour: RGB | None = None) -> int:
    """A small rounded count bubble centred on ``cy``; returns its right edge."""
    st = ui_style(typo, theme, size=max(9, typo["size"] - 3), color=colour or theme.text)
    w = round(measure(text, st)[0]) + 12
    page.rect((x, cy - 9, x + w, cy + 9), fill or theme.faded(theme.muted, on=theme.panel,
                                                             amount=0.6), radius=9,
              name="badge")
    page.label(x + 6, cy - text_h(st) // 2, text, st)
    return x + w


def severity_icon(page: Page, kind: str, x: int, y: int, size: int = 14) -> None:
    """Error: red disc with a cross; warning: amber triangle with a bar; info: blue disc."""
    c = SEVERITY[kind]
    w = (255, 255, 255)
    if kind == "warning":
        page.polygon([(x + size // 2, y), (x + size, y + size), (x, y + size)], c, name="icon")
        page.line((x + size // 2, y + 5), (x + size // 2, y + size - 5), w, 2, name="icon")
        return
    page.ellipse((x, y, x + size, y + size), c, name="icon")
    if kind == "error":
        page.line((x + 4, y + 4), (x + size - 5, y + size - 5), w, 2, name="icon")
        page.line((x + 4, y + size - 5), (x + size - 5, y + 4), w, 2, name="icon")
    else:
        page.line((x + size // 2 - 1, y + 6), (x + size // 2 - 1, y + size - 4), w, 2,
                  name="icon")
        page.rect((x + size // 2 - 1, y + 3, x + size // 2 + 1, y + 5), w, name="icon")


def diagnostic_row(page: Page, theme: Theme, typo: dict[str, Any], box: Box,
                   diag: dict[str, Any], indent: int = 34, selected: bool = False) -> None:
    """One problem: severity icon, message, then muted ``source(code)`` and ``[Ln n, Col c]``."""
    x1, y1, x2, y2 = box
    if selected:
        page.rect(box, theme.selection, name="selection")
    st = ui_style(typo, theme, size=typo["size"] - 1)
    severity_icon(page, diag["severity"], x1 + indent, (y1 + y2) // 2 - 7)
    top = (y1 + y2 - text_h(st)) // 2
    width = max(40, x2 - x1 - indent - 220)
    msg = page.label(x1 + indent + 22, top, fit_words(diag["message"], st, width - 2), st,
                     role=diag.get("role", "text"), max_width=width)  # "code": tool output
    tail = f"{diag['source']}({diag['code']})  [{diag['where']}]"
    page.label(msg.right + 10, top, tail, st.but(color=theme.muted), role="text",
               max_width=max(20, x2 - msg.right - 16))


def cell_frame(page: Page, theme: Theme, typo: dict[str, Any], box: Box, prompt: str,
               active: bool = False, kind: str = "code", gutter: int = 78) -> Box:
    """A notebook cell: ``In [n]:`` prompt in the gutter, bordered input area for code, an
    accent bar when active; returns the inner box for the cell's content."""
    x1, y1, x2, y2 = box
    if active:
        page.rect((x1, y1, x1 + 4, y2), theme.accent, name="cell marker")
    if prompt:
        st = style_mono(typo, theme, typo["size"] - 2, (48, 63, 159) if theme.name == "light"
                        else (130, 150, 240))
        page.label(x1 + 8, y1 + 2, prompt, st, role="chrome", max_width=gutter - 10)
    inner = (x1 + gutter, y1, x2, y2)
    if kind == "code":
        page.rect(inner, theme.code_bg, theme.accent if active else theme.border, radius=3,
                  name="cell input")
    return inner


def style_mono(typo: dict[str, Any], theme: Theme, size: int, colour: RGB | None = None) -> Style:
    return Style(family=typo["mono"], size=int(size), color=tuple(colour or theme.text))


def graph_row(page: Page, x: int, top: int, pitch: int, lanes: list[int], node: int,
              merge_from: int | None = None, lane_w: int = 14, fork_to: int | None = None
              ) -> None:
    """One row of a ``git log --graph``: vertical lines for active lanes, the commit dot on
    ``node``, an optional diagonal from lane ``merge_from`` (top) into it and one from it
    down to lane ``fork_to`` (a merge commit's second parent)."""
    cy = top + pitch // 2
    if fork_to is not None:
        tx = x + fork_to * lane_w + lane_w // 2
        page.line((x + node * lane_w + lane_w // 2, cy), (tx, top + pitch),
                  LANE_COLOURS[fork_to % len(LANE_COLOURS)], 2, name="graph")
    for lane in lanes:
        lx = x + lane * lane_w + lane_w // 2
        page.line((lx, top), (lx, top + pitch), LANE_COLOURS[lane % len(LANE_COLOURS)], 2,
                  name="graph")
    if merge_from is not None:
        fx = x + merge_from * lane_w + lane_w // 2
        nx = x + node * lane_w + lane_w // 2
        page.line((fx, top), (nx, cy), LANE_COLOURS[merge_from % len(LANE_COLOURS)], 2,
                  name="graph")
    nx = x + node * lane_w + lane_w // 2
    page.ellipse((nx - 4, cy - 4, nx + 5, cy + 5), LANE_COLOURS[node % len(LANE_COLOURS)],
                 name="graph")


def label_pill(page: Page, theme: Theme, typo: dict[str, Any], x: int, cy: int, text: str,
               colour: str, size: int | None = None, solid: bool = False) -> int:
    """A GitHub/Jira-style label; returns its right edge."""
    c = LABEL_COLOURS[colour]
    st = ui_style(typo, theme, size=size or typo["size"] - 3, bold=True)
    w = round(measure(text, st)[0]) + 14
    h = round(st.size * 1.8)  # room below a descender in the fonts with a low baseline
    if solid:
        fill, fg = c, (255, 255, 255)
    else:
        fill = theme.faded(c, on=theme.bg, amount=0.82)
        fg = c if theme.name == "light" else theme.faded(c, on=(255, 255, 255), amount=0.4)
    page.rect((x, cy - h // 2, x + w, cy + h - h // 2), fill, radius=h // 2, name="label")
    page.label(x + 7, cy - text_h(st) // 2 - 1, text, st.but(color=fg), role="text")
    return x + w


def state_badge(page: Page, typo: dict[str, Any], theme: Theme, x: int, y: int, text: str,
                state: str, height: int = 30) -> int:
    """A solid rounded state badge (Open / Merged / Closed) with a ring icon; returns right."""
    c = STATE_COLOURS[state]
    st = ui_style(typo, theme, color=(255, 255, 255), bold=True)
    w = round(measure(text, st)[0]) + 44
    page.rect((x, y, x + w, y + height), c, radius=height // 2, name="badge")
    page.ellipse((x + 12, y + height // 2 - 6, x + 24, y + height // 2 + 6), None,
                 (255, 255, 255), 2, name="icon")
    page.label(x + 30, y + (height - text_h(st)) // 2, text, st)
    return x + w


# each site's favicon: its brand colour behind its own mark (r88 0011: thirteen tabs of
# identical plain squares); by site number: a mailbox, a tracker, docs, then other sites
FAVICON_MARKS = ("mail", "pull-request", "books", "globe", "chat", "sun", "calendar",
                 "chart", "star", "home", "cart", "image")


def favicon(page: Page, theme: Theme, x: int, y: int, site: int) -> None:
    """A 14-pixel favicon: a rounded square in the site's colour, its mark in white."""
    page.rect((x, y, x + 14, y + 14), LANE_COLOURS[site % len(LANE_COLOURS)], radius=3,
              name="favicon")
    icon(page, theme, FAVICON_MARKS[site % len(FAVICON_MARKS)], x + 2, y + 2, 10,
         color=(255, 255, 255))


def bookmarks_bar(page: Page, theme: Theme, typo: dict[str, Any], box: Box,
                  items: list[str]) -> None:
    """A browser bookmarks bar: favicon dots and short titles."""
    x1, y1, x2, y2 = box
    fill = (53, 54, 58) if theme.name == "dark" else (255, 255, 255)
    with page.region("bookmarks bar", "chrome", box):
        page.rect(box, fill, name="bookmarks bar")
        page.line((x1, y2 - 1), (x2, y2 - 1), theme.border)
        st = ui_style(typo, theme, size=12)
        x = x1 + 12
        for k, item in enumerate(items):
            w = round(measure(item, st)[0])
            if x + w + 30 > x2 - 10:
                break
            favicon(page, theme, x - 1, (y1 + y2) // 2 - 7, 3 + k)
            page.label(x + 18, (y1 + y2 - text_h(st)) // 2, item, st)
            x += w + 38


# the screens (dt_feature indices, the first ten alike in every language) and list views
# (dt_list_view indices) a repository of each domain has: a billing repository's commits
# touch its invoice PDF and payments list, never an image gallery or an activity feed
# (r65 0010); login 0, CSV export 1, search 2, settings 3, invoice PDF 4, checkout 5,
# dashboard 6, notifications 7, profile 8, file upload 9
REPO_FEATURES = {"webshop": (0, 2, 5, 7, 8), "billing": (1, 3, 4, 5, 6),
                 "mobile-app": (0, 3, 7, 8, 9), "intranet": (0, 2, 6, 7, 9),
                 "crm": (1, 2, 6, 7, 8)}
# order history 0, invoices 1, payments 2, users 3, search results 4, files 5, activity 6,
# customers 7
REPO_LISTS = {"webshop": (0, 4, 7), "billing": (1, 2, 7), "mobile-app": (4, 5, 6),
              "intranet": (3, 5, 6), "crm": (4, 6, 7)}


def pin_repo(content: Content, repo: str) -> None:
    """Commit subjects and pull request titles of ``repo`` name its own screens."""
    content.pin(dt_feature=[content.word_at("dt_feature", k) for k in REPO_FEATURES[repo]],
                dt_list_view=[content.word_at("dt_list_view", k) for k in REPO_LISTS[repo]])
