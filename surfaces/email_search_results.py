"""A desktop mail client showing search results: the query in the search box, filter
chips, a result list whose subjects and snippets highlight the query, and the first hit
open in the reading pane with the query highlighted in its body."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Style, Theme, choice
from surfaces.kit.chrome import icon, sidebar_list, ui_style
from surfaces.kit.clock import recent_dates
from surfaces.kit.deadlines import fit_week
from surfaces.kit.mails import doc_file
from surfaces.kit.messages import AVATAR_COLOURS, MAIL_PHOTOS, attachment_chip, avatar_shape
from surfaces.kit.numbers import ui_list
from surfaces.kit.phone import screen_height
from surfaces.kit.tables import scrollbar
from surfaces.kit.typography import sample_typography, style

FOLDERS = ["mailui.inbox", "mailui.sent_items", "mailui.drafts", "mailui.archive",
           "mailui.deleted", "mailui.junk"]


def hit_spans(text: str, query: str, st: Style, hl: tuple[int, int, int]) -> list[Span]:
    """``text`` as spans with every whole-word occurrence of ``query`` highlighted."""
    out, pos = [], 0
    for m in re.finditer(r"(?<!\w)" + re.escape(query) + r"(?!\w)", text, re.IGNORECASE):
        if m.start() > pos:
            out.append(Span(text[pos:m.start()], st))
        out.append(Span(m.group(), st.but(highlight=hl, bold=True)))
        pos = m.end()
    if pos < len(text):
        out.append(Span(text[pos:], st))
    return out


# what a mail in the results is for: its subject, opening line and closing line agree
INTENTS = ("send", "question", "postpone", "thanks", "comments")
ROW_H = 96  # a result row's height


def mail_world(rng: np.random.Generator, content: Content, query: str,
               n: int) -> list[dict[str, Any]]:
    """``n`` mails about ``query``, each with one intent (at most two mails share one, and
    those two differ in subject and opening): the subject says what the body does, the
    body opens on the line naming ``query`` (the hit a search shows), a question last."""
    order = [INTENTS[int(i)] for i in rng.permutation(len(INTENTS))]
    seen: dict[str, int] = {}
    shown: set[tuple[str, ...]] = set()
    used: set[str] = set()
    starts_seen: set[tuple[str, ...]] = set()
    starts = {i: [int(rng.integers(9)) for _ in range(3)] for i in INTENTS}
    out = []
    for k in range(n):
        intent = order[k % len(order)]
        turn = seen[intent] = seen.get(intent, -1) + 1
        parts = []
        for j, part in enumerate(("subj", "open", "more")):
            words = content.data.SLOTS[f"dm_{part}_{intent}"]
            texts = [content.fill(words[(starts[intent][j] + turn + step) % len(words)],
                                  doc=query) for step in range(len(words))]
            # no five words a row the list already shows, else at least no line it shows
            fresh = [t for t in texts if t not in used] or texts
            text = next((t for t in fresh if not _runs(t) & shown),
                        next((t for t in fresh if _start(t) not in starts_seen), fresh[0]))
            starts_seen.add(_start(text))
            shown |= _runs(text)
            used.add(text)
            parts.append(text)
        out.append({"intent": intent, "subject": parts[0], "lines": parts[1:]})
    return out


def _ahead(content: Content, day: datetime.date, line: str) -> str:
    """``line`` written on ``day``: a mail of a Friday offers Monday, not "on Friday"."""
    days = content.data.SLOTS["mailui_day"]
    return re.sub(rf"\b{days[4]}\b", days[0], line) if day.weekday() == 4 else line


def _start(text: str) -> tuple[str, ...]:
    """The first five words of ``text`` (lower case): two rows opening alike read as one."""
    return tuple(re.findall(r"\w+", text.lower())[:5])


def _runs(text: str) -> set[tuple[str, ...]]:
    """The five-word runs of ``text`` (lower case): two rows sharing one read as pasted
    ("Remarques sur le cahier des charges", "Question sur le cahier des charges")."""
    words = re.findall(r"\w+", text.lower())
    return {tuple(words[i:i + 5]) for i in range(len(words) - 4)}


class EmailSearchResults(Surface):
    name = "email_search_results"
    family = "mail"
    text_roles = ("prose", "text", "structural", "chrome")
    unsupported_categories = ("select_substring",)  # few compounds, amounts or addresses
    regions = ("search", "sidebar", "filters", "results", "result", "reading pane")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        query = content.word("doc")
        n = int(rng.integers(6, 10))
        me = content.full_name()  # the account's owner: the sender of its Sent and Drafts
        # a search with more hits than the window holds fills it to the foot, whose edge cuts
        # the last row (r65 0014: "13 résultats" over nine whole rows and a blank strip)
        fit = -(-(screen_height(self) - 140) // ROW_H)
        more = bool(rng.random() < 0.5) and fit <= 2 * len(INTENTS)
        n = min(max(n, fit) if more else n, 2 * len(INTENTS))
        mails = mail_world(rng, content, query, n)
        sent: list[datetime.date] = []
        dates = recent_dates(rng, content, n, int(rng.integers(0, 3)), days=sent)
        folders = [content.ui(k) for k in FOLDERS]
        results = []
        for k, mail in enumerate(mails):
            # "I'll share it tomorrow" on a Friday says Monday (r99 06)
            # (the opening's "thanks for sending it before the weekend" is past and stays)
            lines = mail["lines"][:1] + [_ahead(content, sent[k], fit_week(content, sent[k], line))
                                         for line in mail["lines"][1:]]
            # mail from others sits in the Inbox or the Archive, the owner's own in Sent/Drafts
            folder = int(choice(rng, [0, 0, 0, 3, 3, 1, 2])) if k else int(choice(rng, [0, 3]))
            # a row names the other side: the sender of mail received, the recipient of the
            # owner's own (a Sent row listing the owner himself is no correspondent)
            other = content.full_name()
            own = folder in (1, 2)
            results.append({"sender": me if own else other, "date": dates[k],
                            "day": sent[k].isoformat(),
                            "who": other, "intent": mail["intent"],
                            "shown": content.ui("w12.sent_to", name=other) if own else other,
                            "subject": mail["subject"],
                            "snippet": " ".join(lines), "lines": lines,
                            "folder": folders[folder],
                            # a mail sending the document ("Attached is the roadmap") carries
                            # it: a paperclip on its row, the file in the reading pane; no
                            # other mail carries a file
                            "file": doc_file(rng, query) if mail["intent"] == "send" else "",
                            "unread": folder == 0 and bool(rng.random() < 0.3)})
        # the count is the list's length: the rows in view, or more with a scrollbar
        total = n + (int(rng.integers(3, 40)) if more else 0)
        opened = results[0]["lines"]
        return {
            "typo": sample_typography(rng, "sans", (13, 14)), "query": query,
            "results": results, "folders": folders,
            "heading": content.ui("office.m_results", q=query),
            "found": content.ui("office.m_found", n=total), "total": total, "me": me,
            "filters": ui_list(content, "office.m_filters"),
            "all": content.ui("office.m_all"), "in": content.ui("office.m_in", folder="{f}"),
            "body": [opened[0], " ".join(opened[1:]),
                     f"{content.word('mailui_closing')},", results[0]["sender"].split()[0]],
            "greeting": content.ui("document.dear", name=me.split()[0]),
            "list_w": int(choice(rng, [360, 390, 420])), "sidebar_w": int(choice(rng, [180, 200])),
            "pane": bool(rng.random() < 0.75),
            # The message in the reading pane was typed as mail is: paragraphs mostly split
            # by an empty line.
            "gap": float(choice(rng, [0.8, 1.0, 1.0, 1.0])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        hl = (255, 225, 110) if theme.name == "light" else (120, 100, 20)
        self._search(page, theme, typo, params)
        sw = params["sidebar_w"]
        sidebar_list(page, theme, typo, (0, 52, sw, page.height), params["folders"], 0,
                     title=params["all"])
        lw = params["list_w"] if params["pane"] else page.width - sw
        x1, x2 = sw, sw + lw
        y = self._filters(page, theme, typo, params, x1, x2)
        top, shown = y, 0
        with page.region("results", "list", (x1, y, x2, page.height)):
            for k, r in enumerate(params["results"]):
                if y + 8 > page.height:  # the row the window's foot cuts is drawn too
                    break
                y = self._row(page, theme, typo, params, r, k, (x1, y, x2, y + ROW_H), hl)
                shown += y <= page.height
            if params["total"] > shown:  # the rest of the hits are below: the list scrolls
                scrollbar(page, theme, (x1, top, x2, page.height), shown, params["total"])
        if params["pane"]:
            self._pane(page, theme, typo, params, (x2, 52, page.width, page.height), hl)
        return page

    def _search(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any]) -> None:
        w = page.width
        with page.region("search", "field", (0, 0, w, 52), label=p["query"]):
            page.rect((0, 0, w, 52), theme.accent if theme.name == "light" else theme.panel,
                      name="top bar")
            box = (w // 2 - 300, 10, w // 2 + 300, 42)
            page.rect(box, theme.surface, theme.accent, width=2, radius=4, name="search box")
            icon(page, theme, "search", box[0] + 12, 19, 14)
            st = ui_style(typo, theme, size=typo["size"] + 1)
            q = page.label(box[0] + 36, 26 - round(st.size * 1.1), p["query"], st, role="text")
            page.line((q.right + 2, 17), (q.right + 2, 35), theme.text, name="caret")
            page.line((box[2] - 24, 20), (box[2] - 14, 30), theme.muted, 2, name="icon")
            page.line((box[2] - 24, 30), (box[2] - 14, 20), theme.muted, 2, name="icon")

    def _filters(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 x1: int, x2: int) -> int:
        with page.region("filters", "chrome", (x1, 52, x2, 140)):
            st = ui_style(typo, theme, bold=True)
            page.label(x1 + 14, 58, p["heading"], st.but(size=st.size + 2), role="structural",
                       max_width=x2 - x1 - 28)
            page.label(x1 + 14, 82, p["found"], st.but(bold=False, color=theme.muted,
                                                       size=st.size - 1), role="text")
            x = x1 + 14
            cst = ui_style(typo, theme, size=typo["size"] - 1)
            from surfaces.kit import measure

            for f in p["filters"]:
                w = round(measure(f, cst)[0]) + 22
                if x + w > x2 - 10:
                    break
                page.rect((x, 108, x + w, 132), theme.surface, theme.border, radius=12,
                          name="chip")
                page.label(x + 11, 120 - round(cst.size * 1.1), f, cst)
                x += w + 6
            page.line((x1, 139), (x2, 139), theme.border)
        return 140

    def _row(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
             r: dict[str, Any], k: int, box: tuple[int, int, int, int],
             hl: tuple[int, int, int]) -> int:
        x1, y1, x2, y2 = box
        with page.region(f"result {k + 1}", "list item", box, label=r["shown"]):
            if k == 0 and p["pane"]:
                page.rect(box, theme.selection, name="selection")
            if r["unread"]:
                page.rect((x1, y1, x1 + 3, y2), theme.accent, name="unread")
            avatar_shape(page, typo, x1 + 12, y1 + 12, r["who"], AVATAR_COLOURS[0], 32,
                         photos=MAIL_PHOTOS)
            x = x1 + 54
            st = style(typo["ui"], typo["size"], theme.text, bold=r["unread"])
            small = st.but(bold=False, size=st.size - 1, color=theme.muted)
            from surfaces.kit import measure

            dw = round(measure(r["date"], small)[0])
            page.label(x2 - 12 - dw, y1 + 4, r["date"], small, role="text")
            page.label(x, y1 + 2, r["shown"], st.but(size=st.size + 1), role="structural",
                       max_width=x2 - x - dw - 24)
            # boxes taller than the line: a font with tall ascenders still fits its line
            clip = 24 if r.get("file") else 0
            if clip:
                icon(page, theme, "paperclip", x2 - 28, y1 + 32, 14)
            page.text((x, y1 + 30, x2 - 12 - clip, y1 + 56), [hit_spans(
                r["subject"], p["query"], st, hl)], st, role="text", wrap=False, max_lines=1,
                line_height=1.2)
            page.text((x, y1 + 52, x2 - 12, y1 + 78), [hit_spans(r["snippet"], p["query"],
                                                                 small, hl)], small,
                      role="text", wrap=False, max_lines=1, line_height=1.2)
            page.label(x, y1 + 68, p["in"].format(f=r["folder"]), small.but(size=small.size - 1),
                       role="text")
            page.line((x1 + 10, y2 - 1), (x2 - 10, y2 - 1), theme.border)
        return y2

    def _pane(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
              box: tuple[int, int, int, int], hl: tuple[int, int, int]) -> None:
        x1, y1, x2, y2 = box
        r = p["results"][0]
        with page.region("reading pane", "body", box, label=r["subject"]):
            page.line((x1, y1), (x1, y2), theme.border)
            st = style(typo["ui"], typo["size"] + 7, theme.text)
            t = page.text((x1 + 24, y1 + 18, x2 - 24, y1 + 90), [hit_spans(
                r["subject"], p["query"], st, hl)], st, role="structural", max_lines=2,
                line_height=1.25)
            y = t.bottom + 14
            avatar_shape(page, typo, x1 + 24, y, r["sender"], AVATAR_COLOURS[0], 40,
                         photos=MAIL_PHOTOS)
            ui = ui_style(typo, theme)
            page.label(x1 + 76, y - 2, r["sender"], ui.but(bold=True), role="structural",
                       max_width=x2 - x1 - 100)
            page.label(x1 + 76, y + 18, r["date"], ui.but(color=theme.muted), role="text")
            y += 64
            if r.get("file"):
                attachment_chip(page, theme, ui, r["file"], x1 + 24, y - 6)
                y += 48
            body = style(typo["body"], typo["size"] + 1, theme.text)
            g = page.label(x1 + 24, y, p["greeting"], body, role="text")
            paras = [hit_spans(t, p["query"], body, hl) for t in p["body"] if t]
            page.text((x1 + 24, g.bottom + 8, x2 - 24, y2 - 20), paras, body, role="prose",
                      line_height=1.5, paragraph_gap=p["gap"])
