"""A word processor running a spell check: ribbon on the Review tab, a page whose
misspelled words carry red wavy underlines (shapes drawn under the words, before the
text), and an editor pane with the flagged word, suggestions and action buttons."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, fontbook, measure
from surfaces.kit.chrome import status_bar, title_bar, ui_style
from surfaces.kit.document import (
    canvas_colour,
    heading,
    paper_theme,
    ribbon,
    sheet,
)
from surfaces.kit.file_names import file_stem
from surfaces.kit.office import pre_layout, squiggle_under, wavy
from surfaces.kit.office_documents import written_document
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.typography import picker_font_name, sample_typography, style

TABS = ["document.tab_home", "document.tab_insert", "document.tab_layout",
        "document.tab_references", "document.tab_review", "document.tab_view"]
STYLES = ["document.style_normal", "document.style_title", "document.style_heading1"]
_LONG = re.compile(r"(?<![\w'’-])[^\W\d_]{6,}(?![\w'’-])")


# the letter keys of the keyboard each language types on, row by row: a finger slips to
# the key beside the one it meant ("repprt", "Opetating")
KEY_ROWS = {"qwerty": ("qwertyuiop", "asdfghjkl", "zxcvbnm"),
            "qwertz": ("qwertzuiopü", "asdfghjklöä", "yxcvbnm"),
            "azerty": ("azertyuiop", "qsdfghjklm", "wxcvbn")}
LAYOUT = {"de": "qwertz", "fr": "azerty"}


def _beside(letter: str, lang: str) -> list[str]:
    """The keys left and right of ``letter`` on the language's keyboard."""
    for row in KEY_ROWS[LAYOUT.get(lang, "qwerty")]:
        if (i := row.find(letter.lower())) >= 0:
            keys = [row[j] for j in (i - 1, i + 1) if 0 <= j < len(row)]
            return [k.upper() for k in keys] if letter.isupper() else keys
    return []


def misspell(rng: np.random.Generator, word: str, lang: str = "en") -> str:
    """A plausible typo: two inner letters swapped, a letter doubled, one dropped or one
    struck on the key beside it."""
    i = int(rng.integers(1, len(word) - 2))
    kind = int(rng.integers(0, 4))
    if kind == 0 and word[i] != word[i + 1]:
        return word[:i] + word[i + 1] + word[i] + word[i + 2:]
    if kind == 1:
        return word[:i] + word[i] + word[i:]
    if kind == 3 and (keys := _beside(word[i], lang)):
        return word[:i] + str(choice(rng, keys)) + word[i + 1:]
    return word[:i] + word[i + 1:]


def inject(rng: np.random.Generator, texts: list[str], k: int, lang: str = "en"
           ) -> tuple[list[str], list[list[str]]]:
    """Misspell ``k`` long words across ``texts`` (typed on ``lang``'s keyboard); returns the
    texts and [typo, word] pairs."""
    spots = [(p, m.start(), m.group()) for p, t in enumerate(texts) for m in _LONG.finditer(t)]
    if not spots:
        return texts, []
    picks = sorted(rng.choice(len(spots), min(k, len(spots)), replace=False), reverse=True)
    texts = list(texts)
    pairs = []
    used: set[str] = set()
    for i in picks:
        p, start, word = spots[int(i)]
        typo = misspell(rng, word, lang)
        if typo == word or word.lower() in used:
            continue
        used.add(word.lower())
        texts[p] = texts[p][:start] + typo + texts[p][start + len(word):]
        pairs.append([typo, word])
    return texts, pairs[::-1]


class SpellcheckPanel(Surface):
    name = "spellcheck_panel"
    family = "documents"
    text_roles = ("prose", "text", "structural", "chrome")
    # No select_substring: its pages rarely show such text (see
    # tests/surfaces/test_surfaces_candidates.py).
    unsupported_categories = ("select_substring",)
    regions = ("title bar", "ribbon", "document", "editor pane", "suggestions", "status bar")
    typing_regions = ("document",)  # the user types in the document

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        content.pin(city=content.city())  # one document, one town
        topic = choice(rng, ["report", "letter", "memo"])
        title, texts = written_document(rng, content, topic, int(rng.integers(4, 7)), (2, 5))
        # a letter or memo ends with its writer's name: nobody misspells that
        signed = len(texts) - (topic != "report")
        head = int(topic == "letter")  # nor the reader's name in the salutation
        typed, pairs = inject(rng, texts[head:signed], int(rng.integers(2, 5)), content.lang)
        texts = [*texts[:head], *typed, *texts[signed:]]
        marks = []
        for t in texts:
            typo_spans = [(m.start(), m.end()) for a, _ in pairs for m in
                          re.finditer(re.escape(a), t)]
            # a writer bolds a key figure, never a town in the last paragraph (r65 0019)
            marks.append([m for m in sample_marks(rng, t, "mail", keys=[])
                          if not any(m[0] < b and a < m[1] for a, b in typo_spans)
                          and m[2] in ("bold", "italic")])
        word = pairs[0][1] if pairs else ""
        sugg = [word]  # the word meant (no invented "durantes" beside it)
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "font": choice(rng, fontbook().families_of(choice(rng, ["serif", "sans"]))),
            "size": int(choice(rng, [15, 16])), "title": title,
            "texts": texts, "marks": marks, "pairs": pairs,
            "suggestions": list(dict.fromkeys(sugg)),
            "tabs": [content.ui(k) for k in TABS], "styles": [content.ui(k) for k in STYLES],
            "labels": {k: content.ui(f"office.sp_{k}") for k in (
                "editor", "spelling", "not_found", "suggestions", "ignore", "ignore_all", "add",
                "change", "change_all")},
            "issues": content.ui("office.sp_issues", n=len(pairs)),
            # the status bar counts the one page shown
            "status": [content.ui("document.page_of", n=1, total=1),
                       content.ui("document.words", n=len(" ".join([title, *texts]).split()))],
            "language": content.ui("document.language"),
            "doc": title, "pane_w": int(choice(rng, [280, 300, 320])),
            "gap": float(choice(rng, [0.5, 1.0, 1.0])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        y = title_bar(page, theme, typo, f"{file_stem(params['doc'])}.docx", mac=False, height=32,
                      centre=True)
        ribbon(page, theme, typo, (0, y, page.width, y + 74), params["tabs"],
               picker_font_name(params["font"]), str(params["size"] - 4),
               params["styles"], active=4)
        y += 74
        pw = params["pane_w"]
        canvas = canvas_colour(theme)
        dx2 = page.width - pw
        with page.region("document", "page", (0, y, dx2, page.height - 24)):
            page.rect((0, y, dx2, page.height - 24), canvas, name="canvas")
            sx1, sx2 = 30, dx2 - 30
            ink = paper_theme(theme)
            sheet(page, (sx1, y + 16, sx2, page.height + 40), ink.bg, canvas)
            self._body(page, ink, typo, params, (sx1 + 56, y + 56, sx2 - 56,
                                                 page.height - 30))
        self._pane(page, theme, typo, params, (dx2, y, page.width, page.height - 24))
        status_bar(page, theme, typo, params["status"] + [params["issues"]],
                   [params["language"]])
        return page

    def _body(self, page: Page, ink: Theme, typo: dict[str, Any], p: dict[str, Any],
              box: tuple[int, int, int, int]) -> None:
        left, y, right, bottom = box
        body = style(p["font"], p["size"], ink.text)
        h = heading(page, (left, y, right, y + 80), p["title"],
                    body.but(size=round(p["size"] * 1.6), family=typo["ui"]))
        paras = [styled_spans(t, m, body, ink, typo["mono"])
                 for t, m in zip(p["texts"], p["marks"], strict=True)]
        tbox = (left, h.bottom + 12, right, bottom)
        layout = {"line_height": 1.55, "paragraph_gap": p["gap"]}
        laid = pre_layout(page, tbox, paras, **layout)
        red = (220, 40, 40)
        for typo_word, _ in p["pairs"]:
            squiggle_under(page, laid, typo_word, red)
        page.text(tbox, paras, body, role="prose", **layout)

    def _pane(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
              box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        lab = p["labels"]
        with page.region("editor pane", "sidebar", box, label=lab["editor"]):
            page.rect(box, theme.panel, name="editor pane")
            page.line((x1, y1), (x1, y2), theme.border)
            st = ui_style(typo, theme)
            x = x1 + 18
            y = page.label(x, y1 + 10, lab["editor"], st.but(size=st.size + 5),
                           role="structural").bottom + 4
            y = page.label(x, y, lab["spelling"], st.but(bold=True), role="structural").bottom
            if p["pairs"]:
                typo_word = p["pairs"][0][0]
                page.label(x, y + 4, typo_word, st.but(size=st.size + 3, strike=False),
                           role="text")
                w = round(measure(typo_word, st.but(size=st.size + 3))[0])
                wavy(page, x, x + w, y + 4 + round((st.size + 3) * 1.9), (220, 40, 40))
                y += 40
            page.label(x, y, lab["not_found"], st.but(color=theme.muted, size=st.size - 1),
                       role="text")
            y += 34
            page.label(x, y, lab["suggestions"], st.but(bold=True), role="structural")
            y += 30
            with page.region("suggestions", "list", (x1 + 10, y, x2 - 10, y + 120)):
                for k, s in enumerate(p["suggestions"]):
                    page.rect((x1 + 12, y, x2 - 12, y + 34), theme.selection if k == 0
                              else theme.surface, theme.border, radius=4, name="suggestion")
                    page.label(x + 8, y + 17 - round(st.size * 1.1), s, st.but(bold=k == 0),
                               role="text", max_width=x2 - x - 30)
                    y += 40
            y += 10
            for row in ((lab["change"], lab["change_all"]), (lab["ignore"], lab["ignore_all"]),
                        (lab["add"],)):
                bx = x
                for label in row:
                    w = round(measure(label, st)[0]) + 24
                    page.rect((bx, y, bx + w, y + 30), theme.surface, theme.border, radius=4,
                              name="button")
                    page.label(bx + 12, y + 15 - round(st.size * 1.1), label, st,
                               max_width=x2 - bx - 20)
                    bx += w + 8
                y += 40
