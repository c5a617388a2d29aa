"""A GitHub-style blame view: file path and Code/Blame toggle, then hunks whose gutter shows
an age bar, the author's avatar, the date and the commit message, beside numbered code."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Theme, choice, measure
from surfaces.kit.brand_art import monogram
from surfaces.kit.chrome import button, icon, ui_style
from surfaces.kit.code import COLOURS_DARK, COLOURS_LIGHT, tokenize
from surfaces.kit.code_story import blame_commits
from surfaces.kit.code_world import repo_of, sample_module
from surfaces.kit.devtools import fit_words, text_h
from surfaces.kit.listed import dev_handle
from surfaces.kit.messages import AVATAR_COLOURS, avatar_shape, initials
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import breadcrumbs

BLAME_TOP = 146  # where the first hunk starts
AGE = [(251, 143, 68), (253, 180, 120), (250, 205, 160), (200, 210, 225), (150, 170, 200)]


def _ages(hunks: list[dict[str, Any]]) -> None:
    """Each hunk's age colour from its date: the oldest commit orange, the newest blue."""
    days = sorted({h["day"] for h in hunks})
    for h in hunks:
        h["age"] = days.index(h["day"]) * len(AGE) // len(days)
        h["day"] = h["day"].isoformat()


def distinct_people(content: Content, n: int) -> list[str]:
    """Up to ``n`` authors whose avatars differ: no two share their initials."""
    people: list[str] = []
    for _ in range(6 * n):
        name = content.full_name()
        if initials(name) not in {initials(p) for p in people}:
            people.append(name)
        if len(people) == n:
            break
    return people


def shown_hunks(params: dict[str, Any], bottom: int) -> list[dict[str, Any]]:
    """The hunks whose first line fits above ``bottom`` (what ``_hunks`` draws)."""
    pitch = round((params["typo"]["size"] - 1) * 1.7)
    out, y = [], BLAME_TOP
    for hunk in params["hunks"]:
        if y + pitch > bottom:
            break
        out.append(hunk)
        y += hunk["n"] * pitch
    return out


class GitBlame(Surface):
    name = "git_blame"
    # a range's first word is nearly always seen above it in code: 2-4 pages in 24 offered
    # one on main and after qq2 (seed luck decided the 6-page check)
    unsupported_categories = ("select_line", "select_range")
    family = "code"
    text_roles = ("code", "text", "structural", "chrome")
    regions = ("header", "breadcrumb", "file header", "blame")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        module = sample_module(rng, tests=False)  # a module of the package, not its tests
        lines = module.lines
        code = [tokenize(t) for t in lines[:44]]
        people = distinct_people(content, int(rng.integers(2, 6)))
        colour = {p: int(c) for p, c in zip(
            people, rng.permutation(len(AVATAR_COLOURS))[:len(people)], strict=False)}
        # the file's first version by its first author, then later commits, each on one
        # function, the imports or a constant, named in its message
        start = datetime.date(2024, 1, 1) + datetime.timedelta(days=int(rng.integers(0, 300)))
        owner = blame_commits(rng, content, lines, module.path, people, start)
        hunks, k = [], 0
        while k < len(code):
            n = 1
            while k + n < len(code) and owner[k + n] is owner[k]:
                n += 1
            c = owner[k]
            hunks.append({"start": k, "n": n, "author": c["author"], "day": c["day"],
                          "date": content.format_date(c["day"]), "message": c["message"],
                          "colour": colour[c["author"]]})
            k += n
        _ages(hunks)
        total = len(lines)
        folder = choice(rng, ["src", "app", "lib", f"src/{module.path[:-3]}_tools"])
        return {
            "typo": sample_typography(rng, "sans", (12, 13, 14)), "code": code, "hunks": hunks,
            "path": f"{folder}/{module.path}",
            "repo": repo_of(rng, module.path),  # the module's domain: no expenses.py in a shop
            "org": dev_handle(content),
            "tabs": [content.ui("devtools.code"), content.ui("devtools.blame")],
            "lines": content.ui("devtools.lines", n=total,
                                loc=sum(1 for t in lines if t.strip())),
            "raw": content.ui("devtools.raw"),
            # "N contributors" counts the authors of the hunks in view (compose picks the label)
            "contributors": [content.ui("w9c.contributors_one")] + [
                content.ui("devtools.contributors", n=n) for n in range(2, len(people) + 1)],
            "older": content.ui("devtools.older"), "newer": content.ui("devtools.newer"),
            "gutter": int(choice(rng, [300, 340, 380])), "first": 1,
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        fill = (22, 27, 34) if theme.name == "dark" else (246, 248, 250)
        with page.region("header", "chrome", (0, 0, page.width, 52)):
            page.rect((0, 0, page.width, 52), fill, name="header")
            page.line((0, 51), (page.width, 51), theme.border)
            monogram(page, typo, (18, 12, 46, 40), params["org"])  # the org's avatar
            st = ui_style(typo, theme)
            b = page.label(58, 26 - text_h(st) // 2, params["org"], st)
            page.label(b.right + 6, 26 - text_h(st) // 2, f"/ {params['repo']}",
                       st.but(bold=True), role="structural")
        parts = [params["repo"]] + params["path"].split("/")
        breadcrumbs(page, theme, typo, 24, 66, parts, sep="/", max_right=page.width - 20)
        x1, x2 = 24, page.width - 24
        with page.region("file header", "chrome", (x1, 100, x2, 146)):
            page.rect((x1, 100, x2, 146), fill, theme.border, radius=6, name="file header")
            st = ui_style(typo, theme, size=typo["size"] - 1)
            x = x1 + 10
            for k, tab in enumerate(params["tabs"]):
                b = page.label(x + 10, 123 - text_h(st) // 2, tab, st.but(bold=k == 1))
                if k == 1:
                    page.rect((x, 108, b.right + 10, 138), None, theme.border, radius=6,
                              name="tab")
                x = b.right + 22
            b = page.label(x + 8, 123 - text_h(st) // 2, params["lines"],
                           st.but(color=theme.muted), role="text")
            authors = {h["author"] for h in shown_hunks(params, page.height)}
            page.label(b.right + 14, 123 - text_h(st) // 2,
                       params["contributors"][len(authors) - 1],
                       st.but(color=theme.muted), role="text")
            # the Raw button ends inside the header however long its word; the age legend
            # (Older, five swatches, Newer) ends just left of it
            raw_w = round(measure(params["raw"], ui_style(typo, theme))[0]) + 24
            button(page, theme, typo, x2 - 10 - raw_w, 108, params["raw"], height=30)
            legend = measure(params["older"], st)[0] + measure(params["newer"], st)[0] + 82
            older = page.label(x2 - 30 - raw_w - round(legend), 123 - text_h(st) // 2,
                               params["older"], st)
            for k in range(5):
                page.rect((older.right + 8 + 14 * k, 118, older.right + 18 + 14 * k, 128),
                          AGE[k], radius=2, name="age")
            page.label(older.right + 82, 123 - text_h(st) // 2, params["newer"], st)
        with page.region("blame", "body", (x1, 146, x2, page.height)):
            page.rect((x1, 146, x2, page.height + 10), theme.bg, theme.border, name="blame")
            self._hunks(page, theme, typo, params, (x1 + 1, BLAME_TOP, x2 - 1, page.height))
        return page

    def _hunks(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               box: tuple[int, int, int, int]) -> None:
        x1, y, x2, y2 = box
        size = typo["size"] - 1
        pitch = round(size * 1.7)
        colours = COLOURS_DARK if theme.name == "dark" else COLOURS_LIGHT
        mono = style(typo["mono"], size, colours["plain"])
        st = ui_style(typo, theme, size=typo["size"] - 2)
        gx = x1 + params["gutter"]
        page.line((gx, y), (gx, y2), theme.border)
        for h, hunk in enumerate(params["hunks"]):
            if y + pitch > y2:
                break
            hh = hunk["n"] * pitch
            with page.region(f"hunk {h + 1}", "list item", (x1, y, gx, y + hh),
                             label=hunk["author"]):
                page.rect((x1, y, x1 + 4, min(y + hh, y2)), AGE[hunk["age"]], name="age")
                top = y + (pitch - text_h(st)) // 2
                page.label(x1 + 14, top, hunk["date"], st.but(color=theme.muted), role="text",
                           max_width=96)
                # 20 px: two bold initials in an 18 px circle touch its rim
                avatar_shape(page, typo, x1 + 111, y + pitch // 2 - 10, hunk["author"],
                             AVATAR_COLOURS[hunk["colour"]], 20)
                page.label(x1 + 138, top, fit_words(hunk["message"], st, gx - x1 - 172), st,
                           role="text", max_width=gx - x1 - 170, name="commit")
                icon(page, theme, "more", gx - 24, y + pitch // 2 - 6, 12)
            for k in range(hunk["n"]):
                if y + pitch > y2:
                    break
                line_no = hunk["start"] + k + params["first"]
                page.label(gx + 8, y + (pitch - round(size * 2.2)) // 2, f"{line_no:>3}",
                           mono.but(color=theme.muted), role="chrome")
                tokens = params["code"][hunk["start"] + k]
                spans = [Span(t, mono.but(color=colours[kind])) for t, kind in tokens if t]
                if spans:
                    page.text((gx + 52, y, x2 - 8, y + pitch + 2), spans, mono, role="code",
                              wrap=False, max_lines=1, line_height=pitch / size)
                y += pitch
            page.line((x1, y - 1), (x2, y - 1), theme.border)
