"""A product changelog page: site header, a version index on the left, and release entries
(version, date, "Latest" pill, intro prose, Added/Changed/Fixed/Removed bullet lists with
inline code and links)."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.brands import brand as brand_of
from surfaces.kit.chrome import button, ui_style
from surfaces.kit.devtools import label_pill, text_h
from surfaces.kit.holidays import last_working_day_before
from surfaces.kit.messages import fit_text
from surfaces.kit.numbers import format_date, random_day
from surfaces.kit.phrases import repeated_phrases
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.release_notes import on_a_fit_screen
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import site_header

KINDS = {"added": "green", "changed": "blue", "fixed": "orange"}


# words of a note about sums, sort order or exports, which only a screen of figures has
FIGURES = re.compile(r"\b(totals?|sorting|Summen|Sortierung|totaux|tri|totales|ordenación|"
                     r"totali|ordinamento|totalen|sortering|"
                     # an export is of figures too: no "the login page can now be exported
                     # to CSV" (review w11)
                     r"export\w*|esporta\w*|CSV)\b", re.IGNORECASE)
DATA_VIEWS = (1, 4, 6)  # dt_feature: CSV export, invoice PDF, dashboard (the same order in
# every language)


# the screens of one product (dt_feature indices, the first ten alike in every language): a
# shop, a business back office, a file-sharing app; a release names only its product's screens
# Only screens: "l'écran « Barre de recherche »" (a search bar as a screen) reads wrong, and
# the dashboard is in each product so a note about totals has a screen of figures.
PRODUCTS = ((5, 6, 8, 7, 0), (6, 3, 7, 8, 0), (6, 8, 3, 7, 5))


def _on_a_data_view(rng: np.random.Generator, content: Content, note: str,
                    product: tuple[int, ...]) -> str:
    """``note`` with its screen swapped for one of the product's screens showing figures
    when it speaks of totals or sorting (no "wrong totals in the password reset page")."""
    if not FIGURES.search(note):
        return note
    features = sorted(content.data.SLOTS["dt_feature"], key=len, reverse=True)
    named = next((f for f in features if f in note), None)
    views = [content.word_at("dt_feature", i) for i in DATA_VIEWS if i in product]
    if named is None or named in views:
        return note
    return note.replace(named, views[int(rng.integers(len(views)))], 1)


def _notes(rng: np.random.Generator, content: Content, product: tuple[int, ...]
           ) -> dict[str, list[str]]:
    """Each kind's notes for the page: none about a bare internal thing ("a crash when there
    was no data in the time zone", review w11), and no screen named twice on the page
    ('settings screen' four times; "la vista «Perfil de usuario»" twice); no two notes
    open alike (two "Correction d'une fuite de mémoire ..." in one release)."""
    things = [t.casefold() for t in content.data.SLOTS["dt_thing"]]
    screens = content.data.SLOTS["dt_feature"]
    count: dict[str, int] = {}
    pools: dict[str, list[str]] = {}
    openings: set[tuple[str, ...]] = set()  # one "Fixed a memory leak ..." a page
    for kd in KINDS:
        pools[kd] = []
        for note in content.sentences(f"devtools.rel_{kd}", 12,
                                      number=str(int(rng.integers(2, 7)))):
            note = _on_a_data_view(rng, content, note, product)
            # a feature only on a screen that has it: no page size on the login page
            fitted = on_a_fit_screen(rng, note, screens, product)
            if fitted is None:
                continue
            # an export or a total stays on a screen of figures whatever screen the fit chose
            note = _on_a_data_view(rng, content, fitted, product)
            if any(t in note.casefold() for t in things):
                continue
            named = {f: note.count(f) for f in screens if f in note}
            if any(count.get(f, 0) + n > 1 for f, n in named.items()):
                continue
            opening = tuple(note.casefold().split()[:4])
            said = " ".join(n for kept in pools.values() for n in kept)
            if opening in openings or repeated_phrases(f"{said} {note}", 5) - \
                    repeated_phrases(said, 5):  # nor a clause of another note again
                continue
            openings.add(opening)
            for f, n in named.items():
                count[f] = count.get(f, 0) + n
            pools[kd].append(note)
        pools[kd] = pools[kd][:8]
    return pools


def _with_issue(text: str, issue: int) -> tuple[str, tuple[int, int]]:
    """``text`` with its issue reference before the closing full stop, and the reference's
    span (the link)."""
    stop = text[-1] if text[-1] in ".!" else ""
    head = text[:-1] if stop else text
    ref = f"#{issue}"
    start = len(head) + 2
    return f"{head} ({ref}){stop}", (start, start + len(ref))


def _items(rng: np.random.Generator, pool: list[str], issue: int
           ) -> tuple[list[list[Any]], int]:
    """Two to four notes of ``pool`` with their marks; with an issue number, each note links
    its tracker issue ("... long lists (#1234)."), numbered down the page."""
    items = []
    for _ in range(int(rng.integers(2, 5))):
        if not pool:
            break
        text = pool.pop()
        marks = sample_marks(rng, text, "article")
        if issue:
            issue -= int(rng.integers(1, 40))
            text, ref = _with_issue(text, issue)
            marks.append([*ref, "link", ""])
        items.append([text, marks])
    return items, issue


class ChangelogPage(Surface):
    name = "changelog_page"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each entry is one paragraph: there is no empty line between paragraphs.
    # No select_substring: release notes written from one product's screens are short items
    # (one page in six has a sentence long enough to select a phrase from).
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("header", "sidebar", "release")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        major, minor = int(rng.integers(1, 6)), int(rng.integers(4, 30))
        releases = []
        product = PRODUCTS[int(rng.integers(len(PRODUCTS)))]
        features = [content.word_at("dt_feature", i) for i in product]
        content.pin(dt_feature=features)
        pools = _notes(rng, content, product)
        day = random_day(rng, 120, 880)
        patch = int(rng.integers(0, 3))
        # most product changelogs link each note to its issue, numbered down the releases
        issue = int(rng.integers(600, 9000)) if rng.random() < 0.7 else 0
        for _ in range(4):
            version = f"{major}.{minor}.{patch}"
            if patch:  # a patch release fixes things; it adds or changes no features
                kinds = ["fixed"]
            else:
                picked = set(rng.choice(list(KINDS), int(rng.integers(2, 4)), replace=False))
                kinds = [kd for kd in KINDS if kd in picked]
            # the release before: the previous patch, or the last patch of the minor before
            minor, patch = (minor, patch - 1) if patch else (minor - 1, int(rng.integers(0, 3)))
            # a patch follows its release by days; a minor release comes weeks after the last
            # (a few days short of three and nine weeks: the move to a working day before a
            # holiday or a weekend may add up to four)
            gap = int(rng.integers(3, 18)) if version.split(".")[2] != "0" else \
                int(rng.integers(18, 60))
            sections = []
            for kd in kinds:
                items, issue = _items(rng, pools[kd], issue)
                sections.append([kd, items])
            generic = not any(items for _, items in sections)  # the notes have run out
            if generic:
                if any(r["generic"] for r in releases):
                    break  # (one release says it in general words, never two)
                sections = [["fixed", [[content.ui("devtools.cl_minor_fixes"), []]]]]
            intro = ""  # (a PR description, "I tested this locally", is no release note)
            # released on a working day (no release on 25 December or a Sunday)
            this_day = day = last_working_day_before(content.lang, day + datetime.timedelta(days=1))
            day = day - datetime.timedelta(days=gap)
            releases.append({"version": version, "date": format_date(this_day, content.lang),
                             "iso": this_day.isoformat(),
                             "sections": [sc for sc in sections if sc[1]],
                             "intro": intro, "intro_marks": sample_marks(rng, intro, "docs"),
                             "generic": generic})
        brand = brand_of(content, "business")  # a web product: checkout, invoices, reports
        return {
            "typo": sample_typography(rng, choice(rng, ["sans", "serif"]), (14, 15)),
            "brand": brand, "releases": releases, "features": features,
            "nav": [content.ui(k) for k in ("docs.overview", "docs.guides", "docs.reference",
                                            "devtools.cl_title")],
            "ui": {k: content.ui(f"devtools.cl_{k}") for k in (
                "title", "added", "changed", "fixed", "latest", "subscribe",
                "versions")},
            "released": [content.ui("devtools.cl_released", d=r["date"]) for r in releases],
            "side": bool(rng.random() < 0.7), "pills": bool(rng.random() < 0.5),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo, ui = params["typo"], params["ui"]
        bw = round(measure(ui["subscribe"], ui_style(typo, theme))[0]) + 24
        site_header(page, theme, typo, (0, 0, page.width, 56), params["brand"], params["nav"],
                    active=3, reserve=bw + 20)
        with page.region("header", "chrome", (page.width - bw - 30, 0, page.width, 56)):
            button(page, theme, typo, page.width - bw - 20, 13, ui["subscribe"], primary=True,
                   height=30)
        x1 = 40
        if params["side"]:
            with page.region("sidebar", "chrome", (0, 56, 200, page.height), ui["versions"]):
                st = ui_style(typo, theme, size=typo["size"] - 1)
                page.label(28, 84, ui["versions"].upper(), st.but(bold=True, color=theme.muted,
                                                                  size=typo["size"] - 3),
                           role="structural")
                y = 114
                for k, r in enumerate(params["releases"]):
                    if k == 0:
                        page.rect((20, y - 2, 3 + 20, y + 26), theme.accent, name="marker")
                    page.label(32, y, f"v{r['version']}", st.but(bold=k == 0,
                                                                 color=theme.text if k == 0
                                                                 else theme.muted))
                    y += 30
                page.line((199, 56), (199, page.height), theme.border)
            x1 = 240
        x2 = page.width - 48
        h1 = style(typo["body"], typo["size"] + 16, theme.text, bold=True)
        b = page.text((x1, 78, x2, 130), ui["title"], h1, role="structural", max_lines=1,
                      wrap=False)
        y = b.bottom + 18
        for k, r in enumerate(params["releases"]):
            if y + 60 > page.height:  # the next release runs on below the fold (it scrolls)
                break
            y = self._release(page, theme, typo, params, r, k, (x1, y, x2, page.height - 10))
            y += 26
        if y + 60 > page.height:  # the page goes on below: the browser's scrollbar says so
            n = len(params["releases"])
            page.rect((page.width - 12, 56, page.width, page.height), theme.panel,
                      name="scrollbar")
            page.rect((page.width - 10, 58, page.width - 2, 58 + (page.height - 60) * 2 // n),
                      theme.border, radius=4, name="scrollbar thumb")
        return page

    @staticmethod
    def _first_height(typo: dict[str, Any], theme: Theme, r: dict[str, Any], width: int) -> int:
        """The height a release's heading, first section title and first entry take."""
        h2 = style(typo["body"], typo["size"] + 6, theme.text, bold=True)
        body = style(typo["body"], typo["size"], theme.text)
        spans = styled_spans(r["sections"][0][1][0][0], [], body, theme, typo["mono"])
        return text_h(h2) + 4 + max(60, 32 + fit_text([spans], body, width - 22, 1.45)[1])

    def _release(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 r: dict[str, Any], k: int, box: tuple[int, int, int, int]) -> int:
        x1, y1, x2, y2 = box
        ui = params["ui"]
        if y1 + self._first_height(typo, theme, r, x2 - x1) > y2:
            return y2  # no bare version heading at the fold (review45 0013): it starts below
        with page.region(f"release {r['version']}", "section", box, label=r["version"]):
            h2 = style(typo["body"], typo["size"] + 6, theme.text, bold=True)
            b = page.label(x1, y1, f"v{r['version']}", h2, role="structural")
            right = b.right
            if k == 0:
                right = label_pill(page, theme, typo, b.right + 10, y1 + text_h(h2) // 2,
                                   ui["latest"], "green", size=typo["size"] - 3)
            st = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
            page.label(right + 14, y1 + (text_h(h2) - text_h(st)) // 2,
                       params["released"][k], st, role="text")
            y = b.bottom + 4
            body = style(typo["body"], typo["size"], theme.text)
            if r["intro"]:
                spans = styled_spans(r["intro"], r["intro_marks"], body, theme, typo["mono"])
                h = fit_text([spans], body, x2 - x1, 1.5)[1]
                if y + h > y2:
                    return y2
                y = page.text((x1, y, x2, y + h + 4), [spans], body, role="prose",
                              line_height=1.5).bottom + 8
            for kind, items in r["sections"]:
                if y + 60 > y2 or not items:
                    return y2
                hst = body.but(bold=True)
                if params["pills"]:
                    label_pill(page, theme, typo, x1, y + 12, ui[kind], KINDS[kind],
                               size=typo["size"] - 2)
                    y += 28
                else:
                    y = page.label(x1, y, ui[kind], hst, role="structural").bottom + 2
                for text, marks in items:
                    spans = styled_spans(text, marks, body, theme, typo["mono"])
                    h = fit_text([spans], body, x2 - x1 - 22, 1.45)[1]
                    if y + h > y2:
                        return y2
                    page.ellipse((x1 + 6, y + round(body.size * 0.62), x1 + 11,
                                  y + round(body.size * 0.62) + 5), theme.text, name="bullet")
                    y = page.text((x1 + 22, y, x2, y + h + 4), [spans], body, role="prose",
                                  line_height=1.45).bottom + 4
                y += 8
            page.line((x1, y + 8), (x2, y + 8), theme.border)
        return y + 8
