"""A block-based notes workspace page (Notion style): page tree sidebar, breadcrumb bar,
cover, icon, title, property rows, a callout, prose, toggles and a to-do list."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Theme, choice, measure
from surfaces.kit.chrome import icon, ui_style
from surfaces.kit.doc_genres import GENRES, sample_document
from surfaces.kit.docs_page import KINDS, docs_page
from surfaces.kit.docs_world import pin_docs_world
from surfaces.kit.document import fit_prose, unique_titles
from surfaces.kit.media import gradient
from surfaces.kit.messages import AVATAR_COLOURS, avatar_shape
from surfaces.kit.numbers import ui_list
from surfaces.kit.prose import styled_spans
from surfaces.kit.sector_firms import sector_firm
from surfaces.kit.status_world import DONE
from surfaces.kit.typography import sample_typography, style

COVERS = [((255, 214, 165), (255, 140, 120)), ((170, 210, 240), (110, 150, 220)),
          ((200, 230, 200), (90, 160, 130)), ((230, 210, 250), (150, 120, 210))]
SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
TAGS = ["blue", "green", "orange", "purple", "red", "teal"]


def _report_page(rng: np.random.Generator, content: Content, genre: str) -> dict[str, Any]:
    """A department's quarterly report or a project's status update (kit/doc_genres.py):
    its summary and results (or milestones) as prose, the other sections as closed
    toggles; follow-ups as to-dos, a status update's milestones ticked as far as done."""
    doc = sample_document(rng, content, (genre,))
    secs = doc["sections"]
    # the callout opens the page, so it says what the page is ("This report sums up ...");
    # the outlook ("keeping this growth") stays a closed toggle below the results
    summary = SENTENCE_END.split(secs[0]["texts"][0])
    texts = [t for t in (" ".join(summary[1:]), secs[2]["texts"][0]) if t]
    page = {"title": doc["title"], "texts": texts, "marks": [[] for _ in texts],
            "callout": summary[0], "toggles": [secs[1]["heading"], secs[3]["heading"]],
            "day": doc["day"],
            # the workspace is the firm whose team reports (a logistics firm's, or one with
            # no trade of its own), as a team names its workspace: without a legal form
            "org": doc["org"](bare=True),
            "todos": content.sentences("notes", int(rng.integers(3, 5)))}
    if doc["genre"] == "status":  # the milestones, those done ticked
        page["todos"] = [m["name"] for m in doc["world"]["milestones"]]
        page["done"] = [m["state"] == DONE for m in doc["world"]["milestones"]]
        page["owner"] = doc["world"]["people"][0]  # the project lead, who sends the update
    elif doc["genre"] in ("minutes", "postmortem"):  # the action items, none done yet
        acts = doc["world"]["actions" if doc["genre"] == "minutes" else "follow"]
        page["todos"] = [a["what"][0].upper() + a["what"][1:] for a in acts]
        page["done"] = [False for _ in acts]
        page["owner"] = doc["world"]["people"][0]  # the chair, the incident's lead
    return page


def _callout(doc: dict[str, Any], paras: list[list[Any]], pages: dict[str, str]) -> str:
    """The how-to's callout: its first troubleshooting line, else a requirement after the
    first one (the body says the first); never a pointer to another page."""
    for kind, first in (("trouble", True), ("prereq", False)):
        for sec in doc["sections"]:
            said = [t for b in sec["blocks"] if b[0] == "p" and sec["kind"] == kind
                    for t in SENTENCE_END.split(b[1])]
            said = [t for t in (said[:1] if first else said[1:])
                    if not any(name in t for name in pages.values())]
            if said:
                return said[0]
    return SENTENCE_END.split(paras[0][1])[-1]


def _docs_page(rng: np.random.Generator, content: Content) -> dict[str, Any]:
    """A product how-to: the docs page's intro as prose, its steps as the to-do list, its
    other sections as closed toggles, a troubleshooting line in the callout."""
    world = pin_docs_world(rng, content)
    k = int(rng.integers(0, len(KINDS)))
    pages = {"install": content.ui("docs.install"), "config": content.ui("docs.config")}
    doc = docs_page(rng, content, world, KINDS[k], pages)
    title = content.fill(content.ui_list("hd.md_titles")[k], tool=world["tool"],
                         ver=world["ver"])
    paras = [b for sec in doc["sections"] for b in sec["blocks"] if b[0] == "p"]
    steps = [t for sec in doc["sections"] for b in sec["blocks"] if b[0] == "steps"
             for t, _ in b[1]]
    # the callout, above everything, warns or helps (a troubleshooting line, a requirement
    # the prose does not repeat); never a "read Configuration next" pointer before any content
    last = _callout(doc, paras, pages)
    # the intro, then the first thing a reader needs (the runtime it needs, or on a
    # configuration page that variables override settings) as a one-line paragraph, so
    # the toggles and the to-do list still fit; the other sections stay toggles
    second = next((sec for sec in doc["sections"] if sec["kind"] in ("prereq", "env")), None)
    body = [paras[0]]
    if second is not None:
        _, text, marks = second["blocks"][0]
        first = re.split(r"(?<=[.!?])\s+", text)[0]
        body.append(["p", first, [m for m in marks if m[1] <= len(first)]])
    return {"title": title, "texts": [b[1] for b in body], "marks": [b[2] for b in body],
            "callout": last, "toggles": [s["heading"] for s in doc["sections"][1:]
                                         if s is not second],
            "day": datetime.date(2025, 1, 1) + datetime.timedelta(days=int(rng.integers(0, 500))),
            "todos": steps,
            # a product's how-to is written by the team that builds it: a software firm's
            # workspace (r47 0021: "Carpintería Marcos S.Coop." documented its CI setup)
            "org": sector_firm(rng, content, "software", bare=True)}


def _cut(block: Any, texts: list[str]) -> bool:
    """Whether ``block`` (fit_prose's) shows less than all of ``texts``' last paragraph."""
    shown = "".join(g.char for line in block.laid.lines for g in line.glyphs)
    return "".join(texts[-1].split())[-12:] not in "".join(shown.split())


def _status(rng: np.random.Generator, content: Content, page: dict[str, Any]) -> str:
    """A page already written is in progress or done, never "Not started"; a status update
    is "Done" only once every milestone it ticks is (r79 0018: "Hecho" over "2 de los 5
    hitos ... se aplaza")."""
    values = ui_list(content, "office.n_status_vals")
    status = choice(rng, values[1:])
    if page.get("done") is not None:  # a status update's milestones, ticked as far as done
        status = values[2] if all(page["done"]) else values[1]
    return status


class NotionPage(Surface):
    name = "notion_page"
    family = "documents"
    text_roles = ("prose", "text", "structural", "chrome")
    # select_substring: its pages, one report or how-to each since 0.7.0, rarely offer one
    unsupported_categories = ("select_substring",)
    regions = ("sidebar", "top bar", "page", "properties", "callout", "toggle", "to-do")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        content.pin(city=content.city())  # one document, one town
        # the page's subject first: a department's quarter or one product's how-to, and
        # every block written from it (report_world / docs_page, as the PDF and docs pages)
        kind = "docs" if rng.random() < 1 / 3 else str(choice(rng, list(GENRES)))
        page = _docs_page(rng, content) if kind == "docs" else _report_page(rng, content, kind)
        title = page["title"]
        pages = [t for t in unique_titles(content, "office.page", 7) if t != title][:6]
        active = int(rng.integers(0, len(pages) + 1))
        pages.insert(active, title)
        texts, marks, callout, toggles, todos = (page[k] for k in (
            "texts", "marks", "callout", "toggles", "todos"))
        tags = ui_list(content, "office.n_tag_vals")
        tags = [tags[3], tags[4]] if kind == "docs" else [tags[3], tags[0]]
        return {
            "typo": sample_typography(rng, "sans", (14, 15)),
            "workspace": page["org"],
            "pages": pages, "active": active, "title": title, "kind": kind,
            "nav": [content.ui(k) for k in ("office.n_search", "office.n_updates",
                                            "office.n_settings", "office.n_new_page")],
            "private": content.ui("office.n_private"),
            "teamspaces": content.ui("office.n_teamspaces"),
            "props": [content.ui(k) for k in ("office.n_status", "office.n_owner",
                                              "office.n_date", "office.n_tags")],
            "status": _status(rng, content, page),
            "owner": page.get("owner") or content.full_name(), "date": content.format_date(page["day"]),
            "tags": tags[:int(rng.integers(1, 3))],
            "tag_colours": [choice(rng, TAGS) for _ in range(3)],
            # last edited on or after the page's date
            "edited": content.ui("office.n_edited", date=content.format_date(
                page["day"] + datetime.timedelta(days=int(rng.integers(0, 20))))),
            "share": content.ui("common.share"), "comment": content.ui("office.n_add_comment"),
            "callout": callout, "callout_marks": [],
            "texts": texts, "marks": marks,
            "details": content.ui("office.n_details"), "todo_head": content.ui("office.n_todo"),
            "toggles": toggles, "todos": todos,
            "done": page.get("done") or [bool(rng.random() < 0.4) for _ in range(6)],
            "cover": int(rng.integers(-1, len(COVERS))), "icon": int(rng.integers(0, 4)),
            "sidebar": bool(rng.random() < 0.8), "sidebar_w": int(choice(rng, [224, 240, 260])),
            "full_width": bool(rng.random() < 0.3), "gap": float(choice(rng, [0.6, 1.0])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        x0 = params["sidebar_w"] if params["sidebar"] else 0
        if params["sidebar"]:
            self._sidebar(page, theme, typo, params, x0)
        self._top(page, theme, typo, params, x0)
        y = 44
        if params["cover"] >= 0:
            top, bottom = COVERS[params["cover"]]
            gradient(page, (x0, 44, page.width, 44 + 120), top, bottom)
            y = 164
        pad = 60 if params["full_width"] else max(60, (page.width - x0 - 620) // 2)
        x1, x2 = x0 + pad, page.width - pad
        with page.region("page", "body", (x0, 44, page.width, page.height)):
            self._page(page, theme, typo, params, x1, x2, y)
        return page

    def _sidebar(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 w: int) -> None:
        fill = (247, 247, 245) if theme.name == "light" else (32, 32, 32)
        with page.region("sidebar", "chrome", (0, 0, w, page.height), label=p["workspace"]):
            page.rect((0, 0, w, page.height), fill, name="sidebar")
            avatar_shape(page, typo, 14, 12, p["workspace"], AVATAR_COLOURS[5], 22, True)
            st = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
            page.label(44, 6, p["workspace"], st.but(color=theme.text, bold=True),
                       role="structural", max_width=w - 56)
            y = 46
            for k, label in enumerate(p["nav"]):
                # search, updates, settings, new page
                icon(page, theme, ("search", "bell", "settings", "plus")[k % 4], 17, y + 6, 15)
                page.label(42, y - 2, label, st, max_width=w - 54)
                y += 28
            y += 14
            page.label(14, y, p["private"], st.but(size=st.size - 1, bold=True),
                       role="structural", max_width=w - 20)
            y += 30
            for k, title in enumerate(p["pages"]):
                if k == p["active"]:
                    page.rect((6, y, w - 6, y + 28), theme.faded(theme.muted, on=fill,
                                                                  amount=0.85),
                              radius=4, name="selection")
                page.polygon([(16, y + 10), (16, y + 18), (21, y + 14)], theme.muted)
                icon(page, theme, "file", 27, y + 6, 16)
                page.label(50, y - 2, title, st.but(color=theme.text if k == p["active"]
                                                    else theme.muted), max_width=w - 60)
                y += 28
            page.label(14, y + 14, p["teamspaces"], st.but(size=st.size - 1, bold=True),
                       role="structural", max_width=w - 20)
            page.line((w - 1, 0), (w - 1, page.height), theme.border)

    def _top(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
             x0: int) -> None:
        with page.region("top bar", "chrome", (x0, 0, page.width, 44)):
            st = ui_style(typo, theme, size=typo["size"] - 1)
            ty = (44 - round(st.size * 2.2)) // 2
            crumb = page.label(x0 + 16, ty, p["private"], st.but(color=theme.muted))
            page.label(crumb.right + 8, ty, "/", st.but(color=theme.muted))
            right = page.width - 16
            for text in (p["share"], p["edited"]):
                w = round(measure(text, st)[0])
                page.label(right - w, ty, text, st.but(color=theme.muted if text != p["share"]
                                                      else theme.text))
                right -= w + 22
            # the breadcrumb's page title takes the room up to "Edited ..." (Notion cuts a
            # breadcrumb only when the bar has no room left for it)
            page.label(crumb.right + 22, ty, p["title"], st,
                       max_width=right - 2 - crumb.right - 22)

    def _page(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
              x1: int, x2: int, y: int) -> None:
        size = typo["size"] + 1
        body = style(typo["body"], size, theme.text)
        colours = [(255, 196, 60), (90, 160, 240), (240, 120, 110), (120, 200, 140)]
        iy = y - 36 if p["cover"] >= 0 else y + 30
        page.ellipse((x1, iy, x1 + 64, iy + 64), colours[p["icon"]], name="page icon")
        icon(page, theme, ("star-filled", "bookmark", "edit", "chart")[p["icon"]], x1 + 14,
             iy + 14, 36, (255, 255, 255))
        y = iy + 82
        # a page title wraps onto as many lines as it needs (only sidebar entries and the
        # breadcrumb truncate): never "Operations: quarterly report…" (wave 22)
        t = page.text((x1, y, x2, y + 300), p["title"], body.but(size=size * 2 + 6, bold=True,
                                                                  family=typo["ui"]),
                      role="structural", line_height=1.2)
        y = self._props(page, theme, typo, p, x1, x2, t.bottom + 14)
        page.line((x1, y), (x2, y), theme.border)
        y += 16
        with page.region("callout", "note", (x1, y, x2, y + 100)):
            fill = theme.panel
            spans = styled_spans(p["callout"], p["callout_marks"], body, theme, typo["mono"])
            block = page.text((x1 + 48, y + 14, x2 - 16, y + 160), [spans], body, role="prose",
                              line_height=1.5)
            page.ops.remove(block)
            page.rect((x1, y, x2, block.bottom + 14), fill, name="callout")
            icon(page, theme, "info", x1 + 14, y + 14, 22, theme.accent)
            block.z = len(page.ops)
            page.ops.append(block)
            y = block.bottom + 30
        return self._blocks(page, theme, typo, p, x1, x2, y, body)

    def _props(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
               x1: int, x2: int, y: int) -> int:
        st = ui_style(typo, theme, size=typo["size"])
        values = [p["status"], p["owner"], p["date"]]
        with page.region("properties", "field", (x1, y, x2, y + 4 * 34)):
            for k, label in enumerate(p["props"]):
                # status, owner, date, tags
                icon(page, theme, ("check", "user", "calendar", "list")[k % 4], x1, y + 8, 15)
                page.label(x1 + 24, y, label, st.but(color=theme.muted), role="structural",
                           max_width=140)
                vx = x1 + 170
                if k == 3:
                    for j, tag in enumerate(p["tags"]):
                        c = theme.palette[p["tag_colours"][j]]
                        w = round(measure(tag, st.but(size=st.size - 1))[0]) + 14
                        page.rect((vx, y + 7, vx + w, y + 29), theme.faded(c, amount=0.78),
                                  radius=4, name="tag")
                        page.label(vx + 7, y + 2, tag, st.but(size=st.size - 1), role="text")
                        vx += w + 6
                elif k == 0:
                    c = theme.palette["green" if p["status"] == values[0] else "blue"]
                    w = round(measure(values[0], st.but(size=st.size - 1))[0]) + 26
                    page.rect((vx, y + 7, vx + w, y + 29), theme.faded(c, amount=0.8),
                              radius=11, name="status")
                    page.ellipse((vx + 7, y + 14, vx + 15, y + 22), c, name="status dot")
                    page.label(vx + 19, y + 2, values[0], st.but(size=st.size - 1), role="text")
                else:
                    page.label(vx, y, values[k], st, role="text", max_width=x2 - vx)
                y += 34
        return y + 6

    def _blocks(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                x1: int, x2: int, y: int, body: Any) -> None:
        h = page.label(x1, y, p["details"], body.but(size=body.size + 5, bold=True,
                                                     family=typo["ui"]), role="structural")
        y = h.bottom + 6
        # Notion never ellipsises body text: a paragraph that does not fit is left out
        # (r56 0015 ended "... t…"), and a first one too long loses its last sentences
        texts, marks = list(p["texts"]), list(p["marks"])
        while True:
            block = fit_prose(page, (x1, y, x2, page.height - 10), texts, marks, body, theme,
                              typo["mono"], line_height=1.55, gap=p["gap"])
            if len(texts) == 1 or block.laid.lines and not _cut(block, texts):
                break
            page.ops.remove(block)
            texts, marks = texts[:-1], marks[:-1]
        y = block.bottom + 14
        for k, title in enumerate(p["toggles"]):
            if y > page.height - 40:
                return
            with page.region(f"toggle {k + 1}", "list item", (x1, y, x2, y + 30), label=title):
                page.polygon([(x1 + 4, y + 10), (x1 + 4, y + 22), (x1 + 13, y + 16)], theme.text)
                page.label(x1 + 24, y - 2, title, body.but(bold=k == 0), role="text",
                           max_width=x2 - x1 - 30)
            y += 32
        y += 8
        if y < page.height - 60:
            y = page.label(x1, y, p["todo_head"], body.but(size=body.size + 2, bold=True,
                                                            family=typo["ui"]),
                           role="structural").bottom + 6
        for k, todo in enumerate(p["todos"]):
            if y > page.height - 34:
                return
            done = p["done"][k]
            with page.region(f"to-do {k + 1}", "list item", (x1, y, x2, y + 30), label=todo):
                if done:
                    page.rect((x1 + 2, y + 8, x1 + 18, y + 24), theme.accent, radius=3,
                              name="checkbox")
                    page.line((x1 + 6, y + 16), (x1 + 9, y + 20), (255, 255, 255), 2)
                    page.line((x1 + 9, y + 20), (x1 + 15, y + 11), (255, 255, 255), 2)
                else:
                    page.rect((x1 + 2, y + 8, x1 + 18, y + 24), None, theme.muted, width=2,
                              radius=3, name="checkbox")
                st = body.but(strike=True, faded=True, color=theme.faded(theme.text)) if done \
                    else body
                b = page.text((x1 + 28, y + 5, x2, y + 64), [[Span(todo, st)]], body,
                              role="text", max_lines=2, line_height=1.4)
            y = max(y + 32, b.bottom + 10)
