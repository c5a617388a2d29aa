"""A Jira-style ticket: top navigation, breadcrumbs with the issue key, the title, a
description (prose with code spans) and steps to reproduce, an activity feed of comments,
and a details sidebar (status, assignee, reporter, priority, labels, sprint, dates)."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.apps import human_size, spread_size
from surfaces.kit.chrome import button, icon, ui_style
from surfaces.kit.devtools import LABEL_COLOURS, label_pill, text_h
from surfaces.kit.messages import AVATAR_COLOURS, avatar_shape, fit_text
from surfaces.kit.numbers import ui_list
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import breadcrumbs

PRIORITY = [(205, 31, 31), (230, 80, 60), (230, 160, 30), (40, 120, 220)]

def hue(name: str) -> int:
    """A person's avatar colour, the same wherever the page shows them."""
    return sum(map(ord, name)) % len(AVATAR_COLOURS)


# dt_feature indices that are whole pages (the same in every language): settings screen,
# dashboard, user profile
PAGES = (3, 6, 8)
BLANK = 2  # hchat_bug's "stays blank after signing in" (the same index in every language)
# the dt_feature indices (the first ten are the same in every language) each hchat_bug can
# happen in: "freezes after clicking Save" in a form (settings, checkout, profile), "Error
# 500 when exporting" from the dashboard; never "the invoice PDF freezes after clicking Save"
FITS = {0: (3, 5, 8), 1: (6,), BLANK: PAGES}
# the dt_label areas (5 performance, 7 UI, 8 backend) each hchat_bug touches: a page that
# freezes after Save is slow or stuck in the UI, an Error 500 and a "Network error" on upload
# are the server's, a page left blank is the UI's or the server's; never "performance" on
# a network error
AREAS = {0: (5, 7), 1: (8,), BLANK: (7, 8), 3: (8,)}
# the priorities (devtools.tk_priorities: Highest, High, Medium, Low) a bug of each kind gets:
# a page that freezes or stays blank every time blocks work, never "Low" (r72 0026)
PRIORITY_OF = {0: (0, 1), 1: (1, 2), BLANK: (0, 1), 3: (1, 2)}
# what a tracker calls the project a key belongs to
# the screenshot a reporter attaches, named for what it shows (per hchat_bug), and the
# browser console a reporter sometimes saves beside it
SHOTS = {0: ("save-spinner.png", "frozen-after-save.png"), 1: ("export-error-500.png",
                                                              "error-500.png"),
         BLANK: ("blank-page.png", "blank-after-login.png"),
         3: ("upload-99-percent.png", "upload-network-error.png")}
LOGS = ("console.log", "console-errors.txt", "browser-console.log")
PROJECTS = {"WEB": "Web App", "APP": "Customer App", "CORE": "Core Platform",
            "PAY": "Payments", "OPS": "Operations", "MOB": "Mobile"}

BROWSERS = ["Chrome", "Firefox", "Safari", "Edge"]
# the browsers' versions of one release window, a month from December 2023 (Chrome and Edge
# 120, Firefox 121, Safari 17.2) to November 2024: a ticket's two environments are of one
# month (r94 0019: "Edge 120" of December 2023 beside "Firefox 126 on Ubuntu 24.04" of May 2024)
FIRST = {"Chrome": 120, "Firefox": 121, "Edge": 120}
SAFARI = ("17.2", "17.3", "17.3", "17.4", "17.4", "17.5", "17.5", "17.6", "17.6", "18.0",
          "18.1", "18.1")
MONTHS = len(SAFARI)
# the systems of that window: Ubuntu 24.04 came out in late April 2024 (22.04 before it),
# macOS 15 in September 2024; an iPhone's Safari is its iOS version
SYSTEMS = {"Chrome": ["Windows 11", "macOS", "Android 14"], "Firefox": ["Windows 11", "Ubuntu"],
           "Safari": ["macOS", "iOS"], "Edge": ["Windows 11", "Windows 10"]}


def environment(rng: np.random.Generator, browser: str, month: int,
                other: tuple[str, str] = ("", "")) -> tuple[str, str]:
    """(browser with version, system) of a reporter in release window ``month`` (0 is
    December 2023): the current version or, not yet updated, one or two before; a system
    and a version other than ``other``'s where it can ("Edge 122 unter Windows 10 ... Chrome
    122 unter Windows 11" says one phrase twice)."""
    behind = int(choice(rng, [0, 0, 1, 2]))
    if browser == "Safari":
        version = SAFARI[max(0, month - behind)]
    else:
        version = str(FIRST[browser] + month - behind)
        if other[0].endswith(f" {version}"):
            version = str(FIRST[browser] + month - 1 + behind)
    system = str(choice(rng, [s for s in SYSTEMS[browser] if not other[1].startswith(s)]
                          or SYSTEMS[browser]))
    month -= behind  # the reporter's software is of one month: no new system, old browser
    system = {"Ubuntu": "Ubuntu 24.04" if month >= 5 else "Ubuntu 22.04",
              "macOS": "macOS 15" if month >= 10 else "macOS 14",
              "iOS": f"iOS {version.split('.')[0]}"}.get(system, system)
    return f"{browser} {version}", system


def _lower(text: str) -> str:
    """A filled phrase to go inside a sentence (``fill`` upper-cases the first letter)."""
    return text[:1].lower() + text[1:]


def _bug(rng: np.random.Generator, content: Content, reporter: str, me: str) -> dict[str, Any]:
    """The ticket's bug as data (component, action, symptom, two browsers, version, cause),
    then its title, description, steps and the comments that follow it: the assignee asks
    about the second browser, the reporter answers, the assignee finds the cause, QA
    verifies in both browsers."""
    entry = content.record("hchat_bug")
    b1, b2 = (str(b) for b in rng.permutation(BROWSERS)[:2])
    month = int(rng.integers(0, MONTHS))  # both reported in one release window
    first = environment(rng, b1, month)
    env = [content.ui("hchat.tk_env", b=b, os=os)
           for b, os in (first, environment(rng, b2, month, first))]
    f = content.word("dt_feature")
    for _ in range(10):  # no "Error 500 when exporting from CSV export"
        stems = [w[:5].lower() for w in re.findall(r"\w{5,}", f)]
        if not any(st in entry["title"].lower() for st in stems):
            break
        f = content.word("dt_feature")
    for k, fits in FITS.items():  # the bug happens where it can: a form saves, a list exports
        if entry == content.data.SLOTS["hchat_bug"][k]:
            f = content.word_at("dt_feature", int(choice(rng, list(fits))))
    world = {"f": f, "fref": content.ui("hchat.tk_fref", f=f), "env1": env[0], "env2": env[1],
             "ver": f"{int(rng.integers(2, 7))}.{int(rng.integers(0, 13))}.{int(rng.integers(0, 10))}",
             "pr": str(int(rng.integers(200, 4000))),
             # the size from which an upload fails (the upload bug's files are larger)
             "mb": str(choice(rng, [10, 20, 25, 50, 100, 200])),
             # a cause of this bug: a stuck upload's chunk size, never a setting not
             # reloaded (r52 0005)
             "cause": _lower(content.fill(choice(rng, content.ui_list(
                 f"w17r.tk_cause_{content.data.SLOTS['hchat_bug'].index(entry)}"))))}
    world["act"] = content.fill(entry["act"], **world)
    # after a colon ("Atteso: il file viene caricato.") only German and English go on upper-case
    # (a phrase opening on the feature's name keeps it: "Verwachte: Dashboard laadt ...")
    for k in ("result", "expect"):
        t = content.fill(entry[k], **world)
        world[k] = t if content.lang in ("de", "en") or t.startswith(f) else _lower(t)
    world.update({k: _lower(content.fill(entry[k], **world)) for k in ("when", "see")})
    desc_t = content.data.SLOTS["hchat_tk_desc"]
    desc = [content.fill(desc_t[0], **world),
            " ".join(content.fill(t, **world) for t in desc_t[1:])]
    steps = [content.fill(t, **world) for t in content.data.SLOTS["hchat_tk_steps"]]
    n = int(rng.integers(1, 5))  # a ticket someone works on has a comment or more
    authors = [me, reporter, me, content.full_name()]
    hours = sorted((int(h) for h in rng.choice(np.arange(1, 23), 4, replace=False)), reverse=True)
    comments = []
    for k, t in enumerate(content.data.SLOTS["hchat_tk_comments"][:n]):
        text = content.fill(t, **world)
        comments.append({"author": authors[k], "text": text,
                         # no italic or bold on an arbitrary word ("Edge on *Windows* 11")
                         "marks": [m for m in sample_marks(rng, text, "chat") if m[2] == "code"],
                         "time": content.ui("cs.one_hour_ago") if hours[k] == 1 else
                         content.ui("devtools.rel_hours", n=hours[k]),  # not "vor 1 Stunden"
                         "colour": int(rng.integers(len(AVATAR_COLOURS)))})
    return {"title": content.fill(entry["title"], f=f, fref=world["fref"]), "desc": desc,
            "steps": steps, "kind": content.data.SLOTS["hchat_bug"].index(entry),
            "comments": comments, "env": env}


def _attachments(rng: np.random.Generator, lang: str, kind: int) -> list[list[str]]:
    """[file name, size] of what the reporter attached (lists: params are JSON data): a
    screenshot of the bug, perhaps the browser console saved as text."""
    files = [[str(choice(rng, list(SHOTS[kind]))), human_size(spread_size(rng, 60_000,
                                                                          900_000), lang)]]
    if rng.random() < 0.5:
        files.append([str(choice(rng, list(LOGS))), human_size(spread_size(rng, 2_000, 40_000),
                                                               lang)])
    return files


class IssueTicket(Surface):
    name = "issue_ticket"
    family = "productivity"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: paragraphs are spaced by less than a line, as the real page styles them.
    unsupported_categories = ("blank_line",)
    regions = ("header", "breadcrumb", "title", "description", "activity", "details")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        key = choice(rng, ["WEB", "APP", "CORE", "PAY", "OPS", "MOB"])
        # one feature and one setting for the whole ticket: title, description, steps, comments
        reporter = content.full_name()  # "reported by {fullname}" names the reporter shown
        content.pin(dt_feature=content.word("dt_feature"), dt_thing=content.word("dt_thing"),
                    fullname=reporter)
        me = content.full_name()  # the signed-in user, who works on the ticket
        bug = _bug(rng, content, reporter, me)
        title, desc, comments = bug["title"], bug["desc"], bug["comments"]
        statuses = ui_list(content, "devtools.tk_statuses")
        priorities = ui_list(content, "devtools.tk_priorities")
        # a bug report: labelled "bug", perhaps with the area its kind touches (AREAS);
        # never "enhancement" beside "bug"
        labels = [content.word_at("dt_label", 0)]
        if rng.random() < 0.6:
            labels.append(content.word_at("dt_label", int(choice(rng, list(AREAS[bug["kind"]])))))
        return {
            "typo": sample_typography(rng, "sans", (13, 14, 15)),
            "key": f"{key}-{int(rng.integers(10, 3000))}", "project": PROJECTS[key],
            "title": title, "desc": desc,
            "desc_marks": [[m for m in sample_marks(rng, p, "docs") if m[2] == "code"]
                           for p in desc],  # no link on an arbitrary word
            "steps": bug["steps"], "comments": comments,
            "status": [0, 1, 1, 2, 3][len(comments)],  # "Done" once verified in both browsers
            "statuses": statuses, "priority": int(choice(rng, list(PRIORITY_OF[bug["kind"]]))), "priorities": priorities,
            "assignee": me, "reporter": reporter,
            "bug_kind": bug["kind"], "labels": labels, "env": bug["env"],
            "label_colours": [choice(rng, list(LABEL_COLOURS)) for _ in labels],
            "sprint": f"Sprint {int(rng.integers(3, 60))}", "points": str(choice(rng, [1, 2, 3,
                                                                                       5, 8])),
            # reported a few days before the comments, which all fall within the last day
            "created": content.ui("devtools.rel_days", n=int(rng.integers(2, 10))),
            # updated by the latest comment, shown in hours like the comments
            "updated": comments[-1]["time"] if comments else content.ui("devtools.rel_days", n=2),
            "ui": {k: content.ui(f"devtools.tk_{k}") for k in (
                "description", "details", "assignee", "reporter", "priority", "labels",
                "sprint", "created", "updated", "activity", "comments", "history",
                "add_comment", "projects", "steps", "story_points", "edit", "attachments")},
            "share": content.ui("common.share"), "search": content.ui("common.search"),
            "side_w": int(choice(rng, [300, 330, 360])),
            "colours": [int(v) for v in rng.integers(0, len(AVATAR_COLOURS), 2)],
            "nav_dark": bool(rng.random() < 0.5),
            "attachments": _attachments(rng, content.lang, bug["kind"]),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo, ui = params["typo"], params["ui"]
        self._nav(page, theme, typo, params)
        breadcrumbs(page, theme, typo, 24, 62, [ui["projects"], params["project"],
                                                params["key"]], sep="/", max_right=620)
        side = page.width - params["side_w"]
        with page.region("title", "structural", (24, 92, side - 20, 140)):
            st = style(typo["ui"], typo["size"] + 9, theme.text, bold=True)
            page.text((24, 94, side - 24, 150), params["title"], st, role="structural",
                      max_lines=2, line_height=1.25)
        y = self._description(page, theme, typo, params, (24, 158, side - 28, page.height))
        self._activity(page, theme, typo, params, (24, y + 8, side - 28, page.height - 10))
        self._details(page, theme, typo, params, (side, 92, page.width - 20, page.height))
        return page

    def _nav(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any]) -> None:
        dark = params["nav_dark"]
        fill = (7, 71, 166) if dark and theme.name == "light" else theme.panel
        fg = (255, 255, 255) if dark and theme.name == "light" else theme.text
        with page.region("header", "chrome", (0, 0, page.width, 48)):
            page.rect((0, 0, page.width, 48), fill, name="header")
            page.line((0, 47), (page.width, 47), theme.border)
            for k in range(3):
                for j in range(3):
                    page.rect((16 + 6 * k, 16 + 6 * j, 20 + 6 * k, 20 + 6 * j), fg, name="icon")
            st = ui_style(typo, theme, color=fg, bold=True)
            page.label(50, 24 - text_h(st) // 2, params["ui"]["projects"], st)
            page.rect((page.width - 300, 10, page.width - 90, 38), theme.bg, theme.border,
                      radius=5, name="search box")
            icon(page, theme, "search", page.width - 290, 17, 14)
            page.label(page.width - 268, 24 - text_h(st) // 2, params["search"],
                       st.but(bold=False, color=theme.muted), max_width=170)
            avatar_shape(page, typo, page.width - 50, 10, params["assignee"],
                         AVATAR_COLOURS[hue(params["assignee"])], 28)

    def _description(self, page: Page, theme: Theme, typo: dict[str, Any],
                     params: dict[str, Any], box: tuple[int, int, int, int]) -> int:
        x1, y1, x2, _ = box
        ui = params["ui"]
        with page.region("description", "body", (x1, y1, x2, page.height)):
            x = button(page, theme, typo, x1, y1, ui["edit"], height=28)
            button(page, theme, typo, x + 8, y1, params["share"], height=28)
            hst = style(typo["ui"], typo["size"] + 1, theme.text, bold=True)
            b = page.label(x1, y1 + 42, ui["description"], hst, role="structural")
            body = style(typo["body"], typo["size"], theme.text)
            paras = [styled_spans(p, m, body, theme, typo["mono"])
                     for p, m in zip(params["desc"], params["desc_marks"], strict=True)]
            h = fit_text(paras, body, x2 - x1, 1.5, 0.6)[1]
            block = page.text((x1, b.bottom + 6, x2, b.bottom + 12 + h), paras, body,
                              role="prose", line_height=1.5, paragraph_gap=0.6)
            y = block.bottom + 10
            if params["steps"]:
                y = page.label(x1, y, ui["steps"], body.but(bold=True), role="structural").bottom
                for k, step in enumerate(params["steps"]):
                    page.label(x1 + 4, y, f"{k + 1}.", body, role="text")
                    y = page.label(x1 + 24, y, step, body, role="text",
                                   max_width=x2 - x1 - 24).bottom
            y = self._attached(page, theme, typo, params, x1, y + 10)
        return y

    def _attached(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                  x: int, y: int) -> int:
        """The Attachments heading and a chip per file: an icon, its name, its size."""
        body = style(typo["body"], typo["size"], theme.text)
        y = page.label(x, y, params["ui"]["attachments"], body.but(bold=True),
                       role="structural").bottom + 6
        st = ui_style(typo, theme, size=typo["size"] - 1)
        h = round(st.size * 2.2)
        for name, size in params["attachments"]:
            w = round(measure(name, st)[0] + measure(size, st)[0]) + 62
            page.rect((x, y, x + w, y + h), theme.surface, theme.border, radius=4,
                      name="attachment")
            icon(page, theme, "file", x + 8, y + h // 2 - 7, 14)
            t = page.label(x + 30, y + h // 2 - text_h(st) // 2, name, st, role="text")
            page.label(t.right + 12, y + h // 2 - text_h(st) // 2, size,
                       st.but(color=theme.muted), role="text")
            x += w + 10
        return y + h

    def _activity(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                  box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        ui = params["ui"]
        if y1 + 120 > y2:
            return
        with page.region("activity", "list", box):
            hst = style(typo["ui"], typo["size"] + 1, theme.text, bold=True)
            b = page.label(x1, y1, ui["activity"], hst, role="structural")
            st = ui_style(typo, theme, size=typo["size"] - 1)
            x = x1
            for k, tab in enumerate((ui["comments"], ui["history"])):
                t = page.label(x, b.bottom + 2, tab, st.but(bold=k == 0))
                if k == 0:
                    page.line((x, t.bottom + 1), (t.right, t.bottom + 1), theme.accent, 2)
                x = t.right + 18
            y = b.bottom + 40
            avatar_shape(page, typo, x1, y, params["assignee"],  # the signed-in user
                         AVATAR_COLOURS[hue(params["assignee"])], 30)
            page.rect((x1 + 42, y, x2, y + 34), theme.bg, theme.border, radius=4, name="input")
            page.label(x1 + 52, y + 17 - text_h(st) // 2, ui["add_comment"],
                       st.but(color=theme.muted), max_width=x2 - x1 - 60)
            y += 50
            body = style(typo["body"], typo["size"], theme.text)
            for k, c in enumerate(params["comments"]):
                spans = styled_spans(c["text"], c["marks"], body, theme, typo["mono"])
                h = fit_text([spans], body, x2 - x1 - 42, 1.45)[1]
                if y + h + 30 > y2:
                    break
                with page.region(f"comment {k + 1}", "message", (x1, y, x2, y + h + 30),
                                 label=c["author"]):
                    avatar_shape(page, typo, x1, y, c["author"], AVATAR_COLOURS[hue(c["author"])], 30)
                    n = page.label(x1 + 42, y - 4, c["author"], st.but(bold=True),
                                   role="structural")
                    page.label(n.right + 8, y - 4, c["time"], st.but(color=theme.muted),
                               role="text")
                    blk = page.text((x1 + 42, n.bottom, x2, n.bottom + h + 6), [spans], body,
                                    role="prose", line_height=1.45)
                y = blk.bottom + 16

    def _details(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, _ = box
        ui = params["ui"]
        with page.region("details", "sidebar", box):
            st = ui_style(typo, theme, color=theme.accent_text, bold=True)
            status = params["statuses"][params["status"]]
            w = round(measure(status, st)[0]) + 40
            page.rect((x1, y1, x1 + w, y1 + 32), theme.accent, radius=4, name="button")
            page.label(x1 + 12, y1 + 16 - text_h(st) // 2, status, st)
            page.polygon([(x1 + w - 18, y1 + 13), (x1 + w - 8, y1 + 13), (x1 + w - 13, y1 + 19)],
                         theme.accent_text)
            top = y1 + 48
            page.rect((x1, top, x2, top + 330), theme.surface, theme.border, radius=6,
                      name="details")
            lst = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
            vst = ui_style(typo, theme, size=typo["size"] - 1)
            page.label(x1 + 14, top + 8, ui["details"], vst.but(bold=True), role="structural")
            page.line((x1, top + 42), (x2, top + 42), theme.border)
            y = top + 54
            lw = 110
            rows = [("assignee", params["assignee"]), ("reporter", params["reporter"]),
                    ("priority", params["priorities"][params["priority"]]), ("labels", ""),
                    ("sprint", params["sprint"]), ("story_points", params["points"])]
            for key, value in rows:
                with page.region(f"field {ui[key]}", "field", (x1, y, x2, y + 40), label=ui[key]):
                    page.label(x1 + 14, y, ui[key], lst, max_width=lw - 8)
                    vx = x1 + 14 + lw
                    if key in ("assignee", "reporter"):
                        avatar_shape(page, typo, vx, y + 3, value,
                                     AVATAR_COLOURS[hue(value)], 22)
                        vx += 30
                    if key == "priority":
                        c = PRIORITY[params["priority"]]
                        page.polygon([(vx, y + 20), (vx + 7, y + 11), (vx + 14, y + 20)], c)
                        vx += 22
                    if key == "labels":
                        cy = y + round(vst.size * 1.1)
                        for label, colour in zip(params["labels"], params["label_colours"],
                                                 strict=True):
                            if vx + measure(label, vst)[0] + 20 > x2:
                                break
                            vx = label_pill(page, theme, typo, vx, cy, label, colour) + 6
                    else:
                        page.label(vx, y, value, vst, role="field", max_width=x2 - vx - 10)
                y += 44
            st2 = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
            y = top + 350
            for key in ("created", "updated"):
                page.label(x1 + 4, y, f"{ui[key]} {params[key]}", st2, role="text")
                y += round(st2.size * 1.9)
