"""A news article in a browser with one word selected and a "look up" dictionary popover
under it: headword, part of speech, definition, example, and its action links."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Theme, choice, fontbook, measure
from surfaces.kit.chrome import ui_style
from surfaces.kit.office import find_runs, popover
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import browser_frame, site_header

NAV = ["web.nav_news", "web.nav_world", "web.nav_business", "web.nav_culture", "web.nav_science"]


class DictionaryPopup(Surface):
    name = "dictionary_popup"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: paragraphs are spaced by less than a line, as the real page styles them.
    # select_substring: its pages, written from one world since 0.6.0, rarely offer one
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("tab bar", "header", "article", "popover")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        entries = content.data.SLOTS["office_dict"]
        entry = entries[int(rng.integers(0, len(entries)))]
        word, pos = entry["word"], entry["pos"]
        definition = entry["definition"]
        city = content.city()
        content.pin(topic=content.word("topic"), city=city)  # one story
        # the dictionary's example, quoted in this story: someone of the town said it
        example = content.ui("hn.dict_said", sentence=entry["example"].rstrip("."),
                             fullname=content.full_name(), city=city,
                             weekday=content.word("weekday"))
        sentences = content.sentences("article", int(rng.integers(9, 12)))
        at = int(rng.integers(1, 4))
        sentences.insert(at, example)
        cut = int(rng.integers(max(at + 1, 2), len(sentences) - 1))
        texts = [" ".join(sentences[:cut]), " ".join(sentences[cut:])]
        start = texts[0].find(example)
        offset = start + _word_at(example, word)
        marks = [[m for m in sample_marks(rng, t, "article")
                  if k or not (m[0] < offset + len(word) and offset < m[1])]
                 for k, t in enumerate(texts)]
        brand = content.company().split(",")[0].split(" ")[0]
        return {
            "typo": sample_typography(rng, "serif", (15, 16, 17)),
            "font": choice(rng, fontbook().families_of(choice(rng, ["serif", "serif", "sans"]))),
            "brand": brand, "nav": [content.ui(k) for k in NAV],
            "title": content.title("article"), "byline": content.ui("web.by",
                                                                 name=content.full_name()),
            "date": content.ui("web.updated", date=content.date()), "texts": texts,
            "marks": marks, "word": word, "offset": offset, "pos": pos,
            "definition": definition, "example": example,
            "more": content.ui("office.d_more"), "actions": [content.ui("office.d_copy"),
                                                             content.ui("office.d_search")],
            "source": content.ui("office.d_dictionary"),
            "url": f"www.{brand.lower()}.com/news",
            "pop_w": int(choice(rng, [320, 360, 400])), "col_w": int(choice(rng, [620, 680])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        y = browser_frame(page, theme, typo, [params["title"]], params["url"])
        site_header(page, theme, typo, (0, y, page.width, y + 54), params["brand"], params["nav"])
        cw = params["col_w"]
        x1 = (page.width - cw) // 2
        with page.region("article", "body", (x1, y + 54, x1 + cw, page.height)):
            hs = style(params["font"], 30, theme.text, bold=True)
            h = page.text((x1, y + 78, x1 + cw, y + 200), params["title"], hs,
                          role="structural", max_lines=2, line_height=1.2)
            meta = ui_style(typo, theme, size=13, color=theme.muted)
            m = page.label(x1, h.bottom + 6, f"{params['byline']}  ·  {params['date']}", meta,
                           role="text", max_width=cw)
            body = style(params["font"], typo["size"] + 1, theme.text)
            sel = theme.selection
            paras = []
            for k, (t, mk) in enumerate(zip(params["texts"], params["marks"], strict=True)):
                if k == 0:
                    a, b = params["offset"], params["offset"] + len(params["word"])
                    spans = styled_spans(t[:a], [x for x in mk if x[1] <= a], body, theme,
                                         typo["mono"])
                    spans.append(Span(t[a:b], body.but(highlight=sel)))
                    spans += styled_spans(t[b:], [[x[0] - b, x[1] - b, x[2], x[3]] for x in mk
                                                  if x[0] >= b], body, theme, typo["mono"])
                    paras.append(spans)
                else:
                    paras.append(styled_spans(t, mk, body, theme, typo["mono"]))
            block = page.text((x1, m.bottom + 18, x1 + cw, page.height - 10), paras, body,
                              role="prose", line_height=1.6, paragraph_gap=0.8)
        runs = [r for r in find_runs(block.laid, params["word"])]
        if runs:
            self._popover(page, theme, typo, params, runs[0][0])
        return page

    def _popover(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 run: tuple[int, int, int, int, int]) -> None:
        a, b, _, _, bottom = run
        w = p["pop_w"]
        x1 = max(10, min(page.width - w - 10, (a + b) // 2 - w // 2))
        y1 = bottom + 16
        if y1 + 220 > page.height:
            return
        box = (x1, y1, x1 + w, y1 + 210)
        with page.region("popover", "popover", box, label=p["word"]):
            popover(page, theme, box, (a + b) // 2, "top")
            st = ui_style(typo, theme)
            x = x1 + 18
            src = page.label(x, y1 + 8, p["source"].upper(), st.but(size=11, bold=True,
                                                                     color=theme.muted),
                             role="chrome")
            hw = page.label(x, src.bottom, p["word"], style(p["font"], 22, theme.text, bold=True),
                            role="structural", max_width=w - 36)
            pos_st = st.but(italic=True, color=theme.muted)
            pw = round(measure(p["pos"], pos_st)[0])
            if hw.right + 10 + pw <= x1 + w - 18:
                page.label(hw.right + 10, src.bottom + 4, p["pos"], pos_st, role="text")
            else:  # a long word class ("bijvoeglijk naamwoord") goes on the source line
                page.label(x1 + w - 18 - pw, y1 + 8, p["pos"], pos_st, role="text")
            body = style(typo["ui"], 14, theme.text)
            d = page.text((x, hw.bottom + 4, x1 + w - 18, y1 + 112), p["definition"], body,
                          role="prose", line_height=1.4, max_lines=3)
            page.text((x + 10, d.bottom + 6, x1 + w - 18, y1 + 156), f"“{p['example']}”",
                      body.but(italic=True, color=theme.muted, size=13), role="text",
                      line_height=1.35, max_lines=2)
            page.line((x1, y1 + 160), (x1 + w, y1 + 160), theme.border)
            link = st.but(size=13, color=theme.link)
            right = x1 + w - 18
            for label in reversed(p["actions"]):
                lw = round(measure(label, link)[0])
                page.label(right - lw, y1 + 168, label, link.but(color=theme.muted),
                           role="chrome")
                right -= lw + 16
            more_w = round(measure(p["more"], link)[0])
            # the link keeps clear of the actions: below them when the row is full
            page.label(x, y1 + 168 if x + more_w + 12 <= right else y1 + 188, p["more"], link,
                       role="chrome", max_width=w - 36)


def _word_at(sentence: str, word: str) -> int:
    """Index of ``word`` as a whole word in ``sentence`` (case-insensitive)."""
    import re

    m = re.search(r"(?<!\w)" + re.escape(word) + r"(?!\w)", sentence, re.IGNORECASE)
    return m.start() if m else 0
