"""A pull request's "files changed" view: PR header and tabs, a file tree, and a unified or
split diff with added and removed lines, hunk headers and an inline review comment."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Theme, choice, measure
from surfaces.kit.chrome import button, icon, ui_style
from surfaces.kit.code import COLOURS_DARK, COLOURS_LIGHT, clip_tokens, tokenize
from surfaces.kit.code_diff import Change, unified_change
from surfaces.kit.code_story import code_marks
from surfaces.kit.code_world import func_kind, sample_module, sibling_files
from surfaces.kit.messages import AVATAR_COLOURS, avatar_shape, fit_text
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.typography import sample_typography, style

ADD = {"light": (230, 255, 236), "dark": (20, 60, 35)}
DEL = {"light": (255, 235, 233), "dark": (75, 25, 30)}
HUNK = {"light": (221, 244, 255), "dark": (25, 45, 70)}


def _title(content: Content, change: Change, path: str) -> str:
    """The PR's title: the function it adds, or the one whose line it fixes."""
    if change.added:
        return content.ui("hcode_pr.add", func=change.added)
    if change.edited:
        return content.ui("hcode_pr.fix", func=change.edited, file=path)
    return content.ui("hcode_pr.tweak", file=path)


class DiffViewer(Surface):
    name = "diff_viewer"
    family = "code"
    text_roles = ("code", "prose", "text", "structural", "chrome")
    # No blank_line: each comment is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("header", "tab bar", "sidebar", "file header", "diff", "comment")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        module = sample_module(rng, tests=False)  # a module of the package, not its tests
        offset = int(rng.integers(0, max(1, len(module.lines) - 34)))
        change = unified_change(rng, module.lines[offset:offset + 32])
        code, ops = [tokenize(t) for t in change.lines], change.ops
        # the PR is one change: its title and branch name the function it adds or fixes
        content.pin(term_component=content.word("term_component"))
        main = f"src/{module.path}"
        files = sorted({main} | {f"src/{f}" for f in sibling_files(rng, module.path, 5)})
        func = change.added or change.edited
        author = content.full_name()
        reviewer = content.full_name()
        adds, dels = ops.count("+"), ops.count("-")
        head = f"{'feature' if change.added else 'fix'}/" + \
            (func or module.path[:-3]).replace("_", "-")
        start = offset + 1
        # the review comment sits under a changed line and asks about the changed function
        added_at = [k for k, op in enumerate(ops) if op == "+" and k <= 20]  # in view
        comment_at = added_at[min(len(added_at) - 1, 3)] if added_at and func else -1
        # "whitespace on line N" names the line the comment sits under (its new number)
        at = comment_at if comment_at >= 0 else len(ops) - 1
        line_no = start + sum(op != "-" for op in ops[:at]) - (ops[at] == "-")
        if func:
            comment = content.ui(f"w11lang.review.{func_kind(func)}", func=func)
            marks = code_marks(comment)
        else:
            comment, marks = _review(rng, content, code, str(max(start, line_no)))
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "title": _title(content, change, module.path), "number": int(rng.integers(120, 4800)),
            "author": author, "reviewer": reviewer,
            "wants": content.ui("term.wants_merge", name=author.split()[0].lower(),
                                n=int(rng.integers(2, 9)), base="main", head=head),
            "state": content.ui("term.open"),
            "tabs": [content.ui(k) for k in ("term.conversation", "term.commits",
                                             "term.checks", "term.files_changed")],
            "files": files, "active": files.index(main),
            "code": code, "ops": ops, "adds": adds, "dels": dels,
            # the PR's totals: this file's lines plus those of the other files it changes
            # (a fix touches the other files a little: no "+92 −42" over a one-line fix)
            "pr_adds": adds + sum(int(rng.integers(0, 60 if change.added else 8))
                                  for _ in files[1:]),
            "pr_dels": dels + sum(int(rng.integers(0, 25 if change.added else 4))
                                  for _ in files[1:]),
            "start": start,
            "comment": comment, "comment_marks": marks, "func": func,
            "comment_at": comment_at,
            "viewed": content.ui("term.viewed"), "review": content.ui("term.review_changes"),
            "filter": content.ui("term.filter_files"), "reply": content.ui("term.reply"),
            "time": content.ui("term.ago", n=int(rng.integers(2, 50))),
            "tree": bool(rng.random() < 0.65),
            "colour": int(rng.integers(len(AVATAR_COLOURS))),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        y = self._header(page, theme, typo, params)
        x1 = 16
        if params["tree"]:
            self._tree(page, theme, typo, params, (0, y, 250, page.height))
            x1 = 266
        box = (x1, y + 14, page.width - 16, page.height)
        self._file(page, theme, typo, params, box)
        return page

    def _header(self, page: Page, theme: Theme, typo: dict[str, Any],
                params: dict[str, Any]) -> int:
        with page.region("header", "structural", (0, 0, page.width, 96)):
            st = style(typo["ui"], typo["size"] + 8, theme.text)
            t = page.text((24, 10, page.width - 200, 46), [
                Span(params["title"] + " ", st),
                Span(f"#{params['number']}", st.but(color=theme.muted))], st,
                role="structural", wrap=False)
            del t
            green = (31, 136, 61)
            sst = ui_style(typo, theme, color=(255, 255, 255), bold=True)
            w = round(measure(params["state"], sst)[0])
            page.rect((24, 54, 24 + w + 40, 82), green, radius=14, name="badge")
            page.label(44, 57, params["state"], sst)
            page.label(24 + w + 52, 57, params["wants"], ui_style(typo, theme,
                                                                 color=theme.muted),
                       role="text", max_width=page.width - w - 100)
        with page.region("tab bar", "chrome", (0, 96, page.width, 140)):
            st = ui_style(typo, theme)
            x = 24
            for k, label in enumerate(params["tabs"]):
                block = page.label(x, 104, label, st.but(bold=k == 3))
                if k == 3:
                    page.rect((x - 8, 136, block.right + 8, 139), (253, 140, 115), name="tab")
                x = block.right + 36
            add = f"+{params['pr_adds']}"
            dl = f"−{params['pr_dels']}"
            gst = st.but(color=(31, 136, 61), bold=True)
            rw = round(measure(add + " " + dl, gst)[0])
            page.label(page.width - 200 - rw, 104, add, gst)
            page.label(page.width - 200 - rw + round(measure(add + " ", gst)[0]), 104, dl,
                       gst.but(color=(207, 34, 46)))
            button(page, theme, typo, page.width - 170, 102, params["review"], primary=True,
                   height=28)
            page.line((0, 139), (page.width, 139), theme.border)
        return 140

    def _tree(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        with page.region("sidebar", "chrome", box):
            page.rect((x1 + 12, y1 + 14, x2 - 8, y1 + 44), theme.bg, theme.border, radius=6,
                      name="search")
            st = ui_style(typo, theme)
            page.label(x1 + 22, y1 + 16, params["filter"], st.but(color=theme.muted))
            y = y1 + 56
            page.polygon([(x1 + 16, y + 10), (x1 + 26, y + 10), (x1 + 21, y + 16)], theme.muted)
            page.label(x1 + 32, y, "src", st)
            y += 28
            for k, f in enumerate(params["files"]):
                if k == params["active"]:
                    page.rect((x1 + 8, y, x2 - 8, y + 26), theme.selection, radius=6,
                              name="selection")
                icon(page, theme, "file", x1 + 36, y + 7, 11)
                page.label(x1 + 54, y - 2, f.split("/")[-1], st, max_width=x2 - x1 - 70)
                y += 28

    def _file(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        name = params["files"][params["active"]]
        st = ui_style(typo, theme)
        page.rect((x1, y1, x2, y2 + 10), theme.bg, theme.border, radius=6, name="file")
        with page.region("file header", "chrome", (x1, y1, x2, y1 + 42)):
            page.rect((x1 + 1, y1 + 1, x2 - 1, y1 + 41), theme.panel, radius=6, name="header")
            page.line((x1, y1 + 41), (x2, y1 + 41), theme.border)
            page.label(x1 + 36, y1 + 8, name, st.but(family=typo["mono"]), role="text")
            page.polygon([(x1 + 14, y1 + 17), (x1 + 24, y1 + 17), (x1 + 19, y1 + 23)],
                         theme.muted)
            vw = round(measure(params["viewed"], st)[0])
            page.rect((x2 - vw - 42, y1 + 13, x2 - vw - 28, y1 + 27), None, theme.muted,
                      radius=3, name="checkbox")
            page.label(x2 - vw - 20, y1 + 8, params["viewed"], st)
        with page.region("diff", "body", (x1, y1 + 42, x2, y2)):
            self._lines(page, theme, typo, params, (x1 + 1, y1 + 42, x2 - 1, y2))

    def _lines(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        size = typo["size"] - 1
        pitch = round(size * 1.6)
        colours = COLOURS_DARK if theme.name == "dark" else COLOURS_LIGHT
        mono = style(typo["mono"], size, colours["plain"])
        # a unified diff scrolls sideways: a long line is clipped at the pane's edge (no
        # "…", the block flagged so no target rests on its unseen end) and a horizontal
        # scrollbar under the lines says there is more (wave 22)
        room = int((x2 - 8 - (x1 + 112)) // max(1.0, measure("M", mono)[0]))
        widest = max((len("".join(t for t, _ in tokens)) for tokens in params["code"]),
                     default=0)
        if widest > room:
            y2 -= 12
            bar = (x1 + 112, y2 + 2, x2 - 8, y2 + 10)
            page.rect(bar, theme.panel, radius=4, name="scrollbar")
            page.rect((bar[0] + 1, bar[1] + 1, bar[0] + max(40, (bar[2] - bar[0]) * room
                                                            // widest), bar[3] - 1),
                      theme.border, radius=3, name="scrollbar thumb")
        y = y1
        page.rect((x1, y, x2, y + pitch), HUNK[theme.name], name="hunk")
        n = len(params["code"])
        hunk = f"@@ -{params['start']},{n - params['adds']} +{params['start']},{n - params['dels']} @@"
        page.label(x1 + 100, y + (pitch - round(size * 2.2)) // 2, hunk,
                   mono.but(color=theme.muted), role="code")
        y += pitch
        old = new = params["start"]
        for k, (tokens, op) in enumerate(zip(params["code"], params["ops"], strict=True)):
            if y + pitch > y2:
                break
            fill = ADD[theme.name] if op == "+" else DEL[theme.name] if op == "-" else None
            if fill:
                page.rect((x1, y, x2, y + pitch), fill, name="diff line")
            num = mono.but(color=theme.muted)
            top = y + (pitch - round(size * 2.2)) // 2
            if op != "+":
                page.label(x1 + 6, top, f"{old:>4}", num)
                old += 1
            if op != "-":
                page.label(x1 + 48, top, f"{new:>4}", num)
                new += 1
            page.label(x1 + 96, top, op if op != " " else "", mono)
            shown = clip_tokens(tokens, room)
            spans = [Span(text, mono.but(color=colours[kind])) for text, kind in shown if text]
            if spans:
                cut = len("".join(t for t, _ in shown).rstrip()) < \
                    len("".join(t for t, _ in tokens).rstrip())
                page.text((x1 + 112, y, x2 - 8, y + pitch + 2), spans, mono, role="code",
                          wrap=False, max_lines=1, line_height=pitch / size, clipped=cut)
            y += pitch
            if k == params["comment_at"]:
                y = self._comment(page, theme, typo, params, (x1, y, x2, y2))

    def _comment(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 box: tuple[int, int, int, int]) -> int:
        x1, y1, x2, y2 = box
        body = style(typo["ui"], typo["size"], theme.text)
        text = styled_spans(params["comment"], params["comment_marks"], body, theme,
                            typo["mono"])
        h = fit_text(text, body, x2 - x1 - 92, 1.45)[1] + 80
        if y2 - y1 < h + 40:
            return y1
        with page.region("comment", "comment", (x1, y1, x2, y1 + h),
                         label=params["reviewer"]):
            page.rect((x1, y1, x2, y1 + h), theme.panel, name="comment thread")
            card = (x1 + 16, y1 + 10, x2 - 16, y1 + h - 10)
            page.rect(card, theme.bg, theme.border, radius=6, name="comment")
            avatar_shape(page, typo, card[0] + 12, card[1] + 12, params["reviewer"],
                         AVATAR_COLOURS[params["colour"]], 24)
            st = ui_style(typo, theme)
            name = page.label(card[0] + 44, card[1] + 8, params["reviewer"], st.but(bold=True),
                              role="structural")
            page.label(name.right + 8, card[1] + 8, params["time"], st.but(color=theme.muted),
                       role="text")
            page.text((card[0] + 44, card[1] + 40, card[2] - 16, card[3] - 8), text, body,
                      role="prose", line_height=1.45)
        return y1 + h


def _review(rng: np.random.Generator, content: Content, code: list[list[list[str]]],
            line: str) -> tuple[str, list[list[Any]]]:
    """A review comment and its inline marks; most comments name an identifier of the diff
    in a code span first ("`load_cache()`: could we ..."), as reviewers do."""
    text = content.paragraph("term.review", int(rng.integers(1, 3)), number=line)
    names = sorted({t + "()" if kind == "func" else t for line in code for t, kind in line
                    if kind in ("name", "func") and len(t) > 2})
    if not names or rng.random() < 0.25:
        return text, sample_marks(rng, text, "review")
    ident = str(choice(rng, names))
    shift = len(ident) + 2
    marks = [[0, len(ident), "code", ""]]
    marks += [[a + shift, b + shift, kind, colour]
              for a, b, kind, colour in sample_marks(rng, text, "review")]
    return f"{ident}: {text}", marks
