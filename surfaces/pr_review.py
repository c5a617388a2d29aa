"""A GitHub-style pull request conversation: title and state, tabs with counts, the PR
description (prose with code spans), review events, an inline review thread on a diff
snippet with replies, and a sidebar of reviewers, assignees, labels and milestone."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Theme, choice, measure
from surfaces.kit.chrome import button, ui_style
from surfaces.kit.code import ascii_name, tokenize
from surfaces.kit.code_diff import Change, unified_change
from surfaces.kit.code_story import code_marks, pr_description
from surfaces.kit.code_world import func_kind, sample_module
from surfaces.kit.devtools import (
    LABEL_COLOURS,
    STATE_COLOURS,
    count_badge,
    label_pill,
    state_badge,
    text_h,
)
from surfaces.kit.icons import draw as draw_icon
from surfaces.kit.messages import AVATAR_COLOURS, avatar_shape, fit_text
from surfaces.kit.prose import styled_spans
from surfaces.kit.review_hunk import draw_hunk, fit_rows, hunk_header, hunk_rows
from surfaces.kit.typography import sample_typography, style


def _comment(content: Content, author: str, days: int, text: str) -> dict[str, Any]:
    return {"author": author, "text": text, "marks": code_marks(text),
            "time": content.ui("devtools.rel_days", n=days), "days": days}


def _thread(rng: np.random.Generator, content: Content, author: str, reviewers: list[str],
            opened: int, func: str, approved: bool) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The review (by the first reviewer, after the PR was opened: a nit when it approves,
    a question when it asks for changes) and the replies: the author answers it, a second
    reviewer may agree; each reply is no older than the comment it answers."""
    days = int(rng.integers(2, opened + 1))
    # a question fits what the function does (no "an empty file" for a row parser)
    key = "wdev_pr.review_ok" if approved else f"w11lang.review.{func_kind(func)}"
    review = _comment(content, reviewers[0], days, content.ui(key, func=func, plural="rows"))
    replies = []
    if rng.random() < 0.8:
        days = int(rng.integers(2, days + 1))
        key = "wdev_pr.reply_ok" if approved else "wdev_pr.reply_fix"
        replies.append(_comment(content, author, days, content.ui(key)))
    if len(reviewers) > 1 and rng.random() < 0.6:
        days = int(rng.integers(2, days + 1))
        replies.append(_comment(content, reviewers[1], days, content.ui(
            "wdev_pr.reply_second", name=reviewers[0].split()[0])))
    return review, replies


def _reviewers(rng: np.random.Generator, content: Content, author: str) -> list[str]:
    """One to three reviewers, never the PR's author, no two sharing a first name (a
    reply "Agree with Samuel" by a Samuel would read as agreeing with oneself)."""
    firsts = {author.split()[0]}
    out = []
    for _ in range(int(rng.integers(1, 4))):
        name = content.full_name()
        if name.split()[0] not in firsts:
            firsts.add(name.split()[0])
            out.append(name)
    for _ in range(20):
        if out:
            break
        name = content.full_name()
        out = [name] if name.split()[0] not in firsts else []
    return out


REVIEW_LABEL = 3  # dt_label: "needs review" / "revisione richiesta"


def _labels(rng: np.random.Generator, content: Content, added: bool,
            waiting: bool) -> list[str]:
    """What the PR is (a new function: enhancement; a fix: bug), perhaps a second label: "review
    requested" only while the PR waits for its review (review47 0013: on a merged, approved
    PR), else the part of the code it touches."""
    labels = [content.word_at("dt_label", 1 if added else 0)]
    if rng.random() < 0.4:
        labels.append(content.word_at("dt_label", REVIEW_LABEL if waiting else 8))
    return labels


def _chrome(content: Content) -> dict[str, Any]:
    """The page's fixed labels: tabs, sidebar headings, review verbs, the reply box."""
    return {"tabs": [content.ui(k) for k in ("term.conversation", "term.commits",
                                             "term.checks", "term.files_changed")],
            "ui": {k: content.ui(f"devtools.pr_{k}") for k in (
                "reviewers", "assignees", "labels", "milestone", "comment", "approved",
                "requested")},
            "reply": content.ui("term.reply")}


def hue(name: str) -> int:
    """A person's avatar colour, the same wherever the page shows them."""
    return sum(map(ord, name)) % len(AVATAR_COLOURS)


def _change(rng: np.random.Generator, lines: list[str]) -> tuple[int, Change]:
    """A window of 32 lines and its change, inside a function (the title and description
    name it), not only a module-level constant."""
    for _ in range(8):
        offset = int(rng.integers(0, max(1, len(lines) - 34)))
        change = unified_change(rng, lines[offset:offset + 32])
        # the hunk holds an added function whole: a short one leaves the thread room (r98)
        if change.edited or (change.added and change.ops.count("+") <= 7):
            break
    return offset, change


class PrReview(Surface):
    name = "pr_review"
    family = "code"
    text_roles = ("prose", "code", "text", "structural", "chrome")
    # No blank_line: paragraphs are spaced by less than a line, as the real page styles them.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("header", "tab bar", "description", "review", "comment", "sidebar")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        module = sample_module(rng, tests=False)  # a module of the package, not its tests
        offset, change = _change(rng, module.lines)
        func = change.added or change.edited or module.functions[0]
        path = f"src/{module.path}"
        author = content.full_name()
        head = f"{'feature' if change.added else 'fix'}/" + func.replace("_", "-")
        state = choice(rng, ["open", "open", "merged", "draft"])
        reviewers = _reviewers(rng, content, author)
        approved = state == "merged" or bool(rng.random() < 0.5)
        opened = int(rng.integers(3, 12))
        review, replies = _thread(rng, content, author, reviewers, opened, func, approved)
        last = min([review["days"]] + [r["days"] for r in replies])
        desc = pr_description(rng, content, change, path, module.lines, module.path[:-3])
        key = "wdev_pr.followup_merged" if state == "merged" else "wdev_pr.followup_open"
        followup = [content.ui(key, name=reviewers[0].split()[0])] \
            if rng.random() < 0.7 and state != "draft" else []  # a draft is not "ready"
        commits = int(rng.integers(2, 12))  # a review round adds a commit: never "1 commits"
        shown = 2 + len(replies) + bool(followup)
        # "Files changed": the files the page names, the diff's and the description's (r98 0005)
        files = {path} | set(re.findall(r"[\w/.-]+\.py\b", " ".join(desc)))
        counts = [shown, commits, int(rng.integers(1, 6)),  # compose counts what it draws
                  len(files)]
        labels = _labels(rng, content, bool(change.added), state == "open" and not approved)
        snippet = hunk_rows(change, offset)
        delta = hunk_header(snippet)[1]
        wants = "wdev_pr.merged_line" if state == "merged" else "term.wants_merge"
        desc_time = content.ui("devtools.rel_days", n=opened)
        followup_time = content.ui("devtools.rel_days", n=int(rng.integers(2, last + 1)))
        return {
            **_chrome(content),
            "typo": sample_typography(rng, "sans", (13, 14)),
            "title": content.ui("hcode_pr.add", func=change.added) if change.added else
            content.ui("hcode_pr.fix", func=func, file=module.path),
            "number": int(rng.integers(40, 9000)),
            "author": author, "state": state,
            "state_label": content.ui({"open": "term.open", "draft": "devtools.prl_draft",
                                       "merged": "devtools.pr_merged"}[state]),
            "wants": content.ui(wants, name=ascii_name(author.split()[0], content.lang),
                                n=commits, base="main", head=head),
            "counts": [str(v) for v in counts],
            "desc": desc, "desc_marks": [code_marks(p) for p in desc],
            "followup": followup,
            "followup_marks": [code_marks(p) for p in followup],
            "desc_time": desc_time, "opened": opened, "followup_time": followup_time,
            "review": review, "replies": replies,
            "approved": approved,
            "path": path,
            "code": [tokenize(t) for _, _, t, _ in snippet],
            "rows": [[old, new, op] for old, new, _, op in snippet],
            "delta": delta,
            "labels": labels, "label_colours": [choice(rng, list(LABEL_COLOURS)) for _ in labels],
            "reviewers": reviewers,
            "milestone": f"v{int(rng.integers(1, 6))}.{int(rng.integers(0, 20))}",
            # "hat vor 4 Tagen kommentiert": the time goes where the language puts it
            "desc_said": content.ui("devtools.pr_commented", t=desc_time),
            "followup_said": content.ui("devtools.pr_commented", t=followup_time),
            "side_w": int(choice(rng, [230, 260, 290])),
            "colour": int(rng.integers(len(AVATAR_COLOURS))),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        side = page.width - params["side_w"]
        y = self._description(page, theme, typo, params, (60, 162, side - 24))
        n = self._review(page, theme, typo, params, (24, y + 18, side - 24, page.height - 8))
        # the Conversation tab counts the items the page shows: the description and the
        # review's comments drawn (review47 0013: "Conversazione 7" over five items)
        self._header(page, theme, typo, {**params, "counts": [str(1 + n), *params["counts"][1:]]})
        self._sidebar(page, theme, typo, params, (side, 162, page.width - 20, page.height))
        return page

    def _header(self, page: Page, theme: Theme, typo: dict[str, Any],
                params: dict[str, Any]) -> None:
        with page.region("header", "structural", (0, 0, page.width, 100)):
            st = style(typo["ui"], typo["size"] + 10, theme.text)
            page.text((24, 12, page.width - 24, 50), [
                Span(params["title"] + " ", st),
                Span(f"#{params['number']}", st.but(color=theme.muted))], st,
                role="structural", wrap=False, max_lines=1)
            right = state_badge(page, typo, theme, 24, 58, params["state_label"],
                                params["state"])
            page.label(right + 10, 59, params["wants"],
                       ui_style(typo, theme, color=theme.muted), role="text",
                       max_width=page.width - right - 40)
        with page.region("tab bar", "chrome", (0, 100, page.width, 144)):
            st = ui_style(typo, theme)
            x = 24
            for k, (label, count) in enumerate(zip(params["tabs"], params["counts"],
                                                   strict=True)):
                b = page.label(x, 108, label, st.but(bold=k == 0))
                r = count_badge(page, theme, typo, b.right + 6, 108 + text_h(st) // 2, count)
                if k == 0:
                    page.rect((x - 8, 140, r + 8, 143), (253, 140, 115), name="tab")
                x = r + 30
            page.line((0, 143), (page.width, 143), theme.border)

    def _box_header(self, page: Page, theme: Theme, typo: dict[str, Any], box: tuple[int, ...],
                    who: str, what: str) -> int:
        x1, y1, x2, _ = box
        fill = (22, 27, 34) if theme.name == "dark" else (246, 248, 250)
        page.rect((x1, y1, x2, y1 + 38), fill, theme.border, radius=6, name="comment header")
        st = ui_style(typo, theme)
        n = page.label(x1 + 14, y1 + 19 - text_h(st) // 2, who, st.but(bold=True),
                       role="structural")
        page.label(n.right + 6, y1 + 19 - text_h(st) // 2, what, st.but(color=theme.muted),
                   role="text", max_width=max(30, x2 - n.right - 20))
        return y1 + 38

    def _description(self, page: Page, theme: Theme, typo: dict[str, Any],
                     params: dict[str, Any], box: tuple[int, int, int],
                     which: str = "desc") -> int:
        x1, y1, x2 = box
        body = style(typo["body"], typo["size"], theme.text)
        paras = [styled_spans(p, m, body, theme, typo["mono"])
                 for p, m in zip(params[which], params[which + "_marks"], strict=True)]
        h = fit_text(paras, body, x2 - x1 - 32, 1.5, 0.7)[1]
        with page.region("description" if which == "desc" else "comment", "message",
                         (x1 - 44, y1, x2, y1 + h + 70),
                         label=params["author"]):
            avatar_shape(page, typo, x1 - 44, y1, params["author"],
                         AVATAR_COLOURS[hue(params["author"])], 34)
            page.rect((x1, y1, x2, y1 + h + 66), theme.bg, theme.border, radius=6, name="comment")
            top = self._box_header(page, theme, typo, (x1, y1, x2, 0), params["author"],
                                   params[which + "_said"])
            block = page.text((x1 + 16, top + 12, x2 - 16, top + h + 22), paras, body,
                              role="prose", line_height=1.5, paragraph_gap=0.7)
        return max(block.bottom, top + h) + 16

    def _review(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                box: tuple[int, int, int, int]) -> int:
        """The review thread and the follow-up comment; how many comments it drew."""
        x1, y1, x2, y2 = box
        if y1 + 150 > y2:
            return 0
        r, drawn = params["review"], 0
        st = ui_style(typo, theme)
        with page.region("review", "message", box, label=r["author"]):
            state = "open" if params["approved"] else "closed"
            page.ellipse((x1 + 4, y1, x1 + 28, y1 + 24), STATE_COLOURS[state], name="icon")
            draw_icon(page, theme, "check" if params["approved"] else "edit", x1 + 9, y1 + 5, 14,
                      (255, 255, 255))  # approved, or changes requested
            avatar_shape(page, typo, x1 + 40, y1 + 2, r["author"], AVATAR_COLOURS[hue(r["author"])],
                         20)
            n = page.label(x1 + 66, y1 + 12 - text_h(st) // 2, r["author"], st.but(bold=True),
                           role="structural")
            what = params["ui"]["approved" if params["approved"] else "requested"]
            # the verdict and its time are two labels, as the site draws them (the time is
            # a link): a stock "approved these changes · 3 days ago" is no paragraph of its own
            w = page.label(n.right + 6, y1 + 12 - text_h(st) // 2, f"{what} ·",
                           st.but(color=theme.muted), role="text", max_width=x2 - n.right - 10)
            page.label(w.right + 6, y1 + 12 - text_h(st) // 2, r["time"],
                       st.but(color=theme.muted), role="text", max_width=max(20, x2 - w.right - 10))
            y = y1 + 38
            cx1 = x1 + 36
            top = y
            y = draw_hunk(page, theme, typo, self._fit_hunk(params, typo, box, st),
                          (cx1 + 1, y, x2 - 1))
            for j, c in enumerate([r] + params["replies"]):
                before = len(page.ops)
                y = self._reply(page, theme, typo, c, (cx1 + 14, y + 10, x2 - 14, y2), j)
                drawn += len(page.ops) > before  # a comment too long for the room is left out
                if y >= y2 - 40:
                    break
            # the reply box gives way to the follow-up comment on a short page
            fu = self._box_h(params, typo, x2 - x1 - 36) + 20 if params["followup"] else 0
            if y + 50 < y2 and (not fu or y + 54 + fu <= y2 or y + fu > y2):
                page.rect((cx1 + 14, y + 10, x2 - 14, y + 42), theme.surface, theme.border,
                          radius=6, name="input")
                page.label(cx1 + 24, y + 26 - text_h(st) // 2, params["reply"],
                           st.but(color=theme.muted), max_width=x2 - cx1 - 60)
                y += 54
            page.rect((cx1, top, x2, min(y, y2)), None, theme.border, radius=6, name="thread")
        if params["followup"] and y + 20 + self._box_h(params, typo, x2 - x1 - 36) <= y2:
            self._description(page, theme, typo, params, (x1 + 36, y + 20, x2), "followup")
            drawn += 1
        return drawn

    def _box_h(self, params: dict[str, Any], typo: dict[str, Any], width: int,
               which: str = "followup") -> int:
        """The height of the description or follow-up box ``_description`` draws."""
        body = style(typo["body"], typo["size"], (0, 0, 0))
        paras = [[Span(p, body)] for p in params[which]]
        return round(fit_text(paras, body, width - 32, 1.5, 0.7)[1]) + 66

    def _fit_hunk(self, params: dict[str, Any], typo: dict[str, Any], box: tuple[int, ...],
                  st: Any) -> dict[str, Any]:
        """The hunk with as much context as leaves room for the thread, its reply box and the
        follow-up comment (r98: the follow-up was left out of nine pages in ten)."""
        x1, y1, x2, y2 = box
        body = style(typo["body"], typo["size"], (0, 0, 0))
        need = 38 + 36 + 74 + (self._box_h(params, typo, x2 - x1 - 36) + 20
                               if params["followup"] else 0)
        for c in [params["review"]] + params["replies"]:
            need += fit_text([[Span(c["text"], body)]], body, x2 - x1 - 86, 1.45)[1] + 40
        pitch = round((typo["size"] - 2) * 1.6)
        keep = fit_rows([(old, new, k, op) for k, (old, new, op) in enumerate(params["rows"])],
                        max(1, (y2 - y1 - need) // pitch - 1))
        return {**params, "hunk": hunk_header(keep)[0],
                "rows": [[old, new, op] for old, new, _, op in keep],
                "code": [params["code"][k] for _, _, k, _ in keep]}

    def _reply(self, page: Page, theme: Theme, typo: dict[str, Any], c: dict[str, Any],
               box: tuple[int, int, int, int], j: int) -> int:
        """The review's own comment (``j`` 0) or a reply in its thread: a reply is a message
        of its writer, never part of "the review by" the reviewer (r49 #1)."""
        if not j:
            return self._thread_comment(page, theme, typo, c, box)
        x1, y1, x2, y2 = box
        with page.region(f"review reply {j}", "message", (x1, y1 - 6, x2, y2),
                         label=c["author"]) as reg:
            bottom = self._thread_comment(page, theme, typo, c, box)
            page.regions[reg].box = (x1, y1 - 6, x2, min(y2, bottom))
        return bottom

    def _thread_comment(self, page: Page, theme: Theme, typo: dict[str, Any],
                        c: dict[str, Any], box: tuple[int, int, int, int]) -> int:
        x1, y1, x2, y2 = box
        body = style(typo["body"], typo["size"], theme.text)
        spans = styled_spans(c["text"], c["marks"], body, theme, typo["mono"])
        h = fit_text([spans], body, x2 - x1 - 36, 1.45)[1]
        if y1 + h + 30 > y2:
            return y2
        st = ui_style(typo, theme, size=typo["size"] - 1)
        avatar_shape(page, typo, x1, y1, c["author"], AVATAR_COLOURS[hue(c["author"])], 26)
        n = page.label(x1 + 36, y1 - 4, c["author"], st.but(bold=True), role="structural")
        page.label(n.right + 6, y1 - 4, c["time"], st.but(color=theme.muted), role="text")
        b = page.text((x1 + 36, n.bottom - 2, x2, n.bottom + h + 4), [spans], body, role="prose",
                      line_height=1.45)
        return b.bottom + 6

    def _sidebar(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, _ = box
        ui = params["ui"]
        st = ui_style(typo, theme, size=typo["size"] - 1)
        hst = st.but(bold=True, color=theme.muted)
        with page.region("sidebar", "sidebar", box):
            y = y1
            sections = [("reviewers", params["reviewers"]), ("assignees", [params["author"]]),
                        ("labels", None), ("milestone", [params["milestone"]])]
            for key, values in sections:
                with page.region(f"field {ui[key]}", "field", (x1, y, x2, y + 80),
                                 label=ui[key]):
                    y = page.label(x1, y, ui[key], hst, role="structural").bottom + 4
                    if values is None:
                        x = x1
                        for label, colour in zip(params["labels"], params["label_colours"],
                                                 strict=True):
                            if x + measure(label, st)[0] + 20 > x2:
                                break
                            x = label_pill(page, theme, typo, x, y + 10, label, colour) + 6
                        y += 24
                    for v in values or []:
                        if key != "milestone":
                            avatar_shape(page, typo, x1, y + 4, v, AVATAR_COLOURS[hue(v)],
                                         20)
                        page.label(x1 + (0 if key == "milestone" else 28), y, v, st,
                                   role="field", max_width=x2 - x1 - 50)
                        y += round(st.size * 2.2) + 2
                y += 12
                page.line((x1, y), (x2, y), theme.border)
                y += 12
            button(page, theme, typo, x1, y, ui["comment"], primary=True, height=30)
