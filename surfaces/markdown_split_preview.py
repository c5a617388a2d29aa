"""A markdown editor in split view: the markdown source with line numbers on the left
(soft-wrapped, syntax-coloured) and its rendered preview on the right."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Theme, choice, measure
from surfaces.kit.chrome import status_bar, title_bar, ui_style
from surfaces.kit.docs_page import KINDS, docs_page
from surfaces.kit.docs_world import pin_docs_world
from surfaces.kit.prose import styled_spans
from surfaces.kit.typography import sample_typography, style

MD = {"bold": ("**", "**"), "italic": ("*", "*"), "code": ("`", "`"), "link": ("[", "](#)")}


def source_of(text: str, marks: list[list[Any]]) -> list[tuple[str, str]]:
    """(piece, kind) runs of the markdown source of ``text`` with ``marks``."""
    out, pos = [], 0
    for a, b, kind, _ in sorted(marks):
        if a < pos:
            continue
        out.append((text[pos:a], ""))
        left, right = MD[kind]
        out.append((left + text[a:b] + right, kind))
        pos = b
    out.append((text[pos:], ""))
    return [r for r in out if r[0]]


class MarkdownSplitPreview(Surface):
    name = "markdown_split_preview"
    typing_regions = ("source",)  # the user writes the markdown source
    family = "code"
    text_roles = ("prose", "code", "structural", "chrome", "text")
    # No blank_line: paragraphs are spaced by less than a line, as the real page styles them.
    unsupported_categories = ("blank_line", "select_substring", "select_range")
    regions = ("title bar", "tab bar", "source", "preview", "status bar")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # one page documents one task of one product, each section written for its heading
        world = pin_docs_world(rng, content)  # the product: name, version, config file
        kind = int(rng.integers(0, len(KINDS)))
        pages = {"install": content.ui("docs.install"), "config": content.ui("docs.config")}
        doc = docs_page(rng, content, world, KINDS[kind], pages)
        title = content.fill(content.ui_list("hd.md_titles")[kind], tool=world["tool"],
                             ver=world["ver"])
        blocks: list[list[Any]] = [["h1", title]]
        for sec in doc["sections"]:
            if sec["heading"]:
                blocks.append(["h2", sec["heading"]])
            for b in sec["blocks"]:
                if b[0] == "steps":
                    blocks.append(["ol", [s for s, _ in b[1]], [m for _, m in b[1]]])
                else:
                    blocks.append(b)
        slug = re.sub(r"[^\w]+", "-", title.lower()).strip("-")
        return {
            "typo": sample_typography(rng, "sans", (13, 14)), "blocks": blocks,
            "file": slug + ".md",
            "preview": content.ui("office.md_preview"),
            "words": content.ui("office.md_words", n=sum(len(" ".join(b[1] if isinstance(b[1], list)
                                                       else [b[1]]).split()) for b in blocks)),
            "saved": content.ui("office.md_saved"), "split": float(choice(rng, [0.48, 0.5, 0.52])),
            "mac": bool(rng.random() < 0.5), "numbers": bool(rng.random() < 0.7),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        y = title_bar(page, theme, typo, params["file"], mac=params["mac"], centre=True)
        mid = round(page.width * params["split"])
        with page.region("tab bar", "chrome", (0, y, page.width, y + 34)):
            page.rect((0, y, page.width, y + 34), theme.panel, name="tab bar")
            st = ui_style(typo, theme)
            page.rect((0, y, 220, y + 34), theme.surface, name="tab")
            page.label(16, y + 17 - round(st.size * 1.1), params["file"], st, max_width=190)
            page.label(mid + 16, y + 17 - round(st.size * 1.1), params["preview"],
                       st.but(color=theme.muted))
            page.line((0, y + 33), (page.width, y + 33), theme.border)
        y += 34
        bottom = page.height - 24
        with page.region("source", "editor", (0, y, mid, bottom)):
            page.rect((0, y, mid, bottom), theme.surface, name="source")
            self._source(page, theme, typo, params, (0, y + 12, mid - 12, bottom))
        page.line((mid, y), (mid, bottom), theme.border)
        with page.region("preview", "body", (mid, y, page.width, bottom)):
            self._preview(page, theme, typo, params, (mid + 28, y + 16, page.width - 28,
                                                      bottom))
        status_bar(page, theme, typo, [params["words"]], [params["saved"], "Markdown", "UTF-8"])
        return page

    def _source(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                box: tuple[int, int, int, int]) -> None:
        x1, y, x2, y2 = box
        mono = style(typo["mono"], typo["size"] - 1, theme.text)
        pal = theme.palette
        colours = {"h": pal["blue"], "bold": pal["orange"], "italic": pal["purple"],
                   "code": pal["green"], "link": pal["teal"], "": theme.text}
        gutter = 44 if p["numbers"] else 14
        n = 0

        def line(spans: list[Span]) -> None:
            # a source line that does not fit whole is scrolled out of view (no "…" cut)
            nonlocal y, n
            if y > y2:
                return
            block = page.text((x1 + gutter, y, x2, y2), [spans], mono, role="code",
                              line_height=1.5)
            if block.laid.truncated:
                page.ops.remove(block)
                y = y2 + 1
                return
            n += 1
            if p["numbers"]:
                num = str(n)
                w = round(measure(num, mono)[0])
                page.label(x1 + 34 - w, y - round(mono.size * 0.5), num,
                           mono.but(color=theme.muted), role="chrome")
            y = block.bottom + 2

        for b in p["blocks"]:
            if y > y2 - 40:
                break
            kind = b[0]
            if kind in ("h1", "h2"):
                line([Span(("# " if kind == "h1" else "## ") + b[1],
                           mono.but(color=colours["h"], bold=True))])
            elif kind == "p":
                line([Span(t, mono.but(color=colours[k])) for t, k in source_of(b[1], b[2])])
            elif kind == "ol":
                for k, (item, marks) in enumerate(zip(b[1], b[2], strict=True), 1):
                    line([Span(f"{k}. ", mono.but(color=colours["h"]))]
                         + [Span(t, mono.but(color=colours[k])) for t, k in source_of(item,
                                                                                        marks)])
            else:
                line([Span("```", mono.but(color=colours["code"]))])
                for c in b[1]:
                    line([Span(c, mono.but(color=colours["code"]))])
                line([Span("```", mono.but(color=colours["code"]))])
            line([Span(" ", mono)])

    def _preview(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 box: tuple[int, int, int, int]) -> None:
        x1, y, x2, y2 = box
        body = style(typo["body"], typo["size"] + 1, theme.text)
        for b in p["blocks"]:
            if y > y2 - 40:
                break
            kind = b[0]
            if kind in ("h1", "h2"):
                size = body.size + (12 if kind == "h1" else 5)
                h = page.text((x1, y, x2, y + 2 * size + 20), b[1], body.but(size=size,
                                                                           bold=True),
                              role="structural", max_lines=2, line_height=1.25)
                y = h.bottom + 4
                if kind == "h1":
                    page.line((x1, y + 2), (x2, y + 2), theme.border)
                y += 12
            elif kind == "p":
                spans = styled_spans(b[1], b[2], body, theme, typo["mono"])
                block = page.text((x1, y, x2, y2), [spans], body, role="prose",
                                  line_height=1.55)
                y = block.bottom + 14
            elif kind == "ol":
                for n, (item, marks) in enumerate(zip(b[1], b[2], strict=True), 1):
                    if y > y2 - 2 * body.size:
                        break
                    page.text((x1 + 4, y, x1 + 26, y + 40), f"{n}.", body, role="text",
                              wrap=False, line_height=1.5)
                    spans = styled_spans(item, marks, body, theme, typo["mono"])
                    block = page.text((x1 + 26, y, x2, y2), [spans], body, role="text",
                                      line_height=1.5)
                    y = block.bottom + 4
                y += 10
            else:
                mono = style(typo["mono"], typo["size"] - 1, theme.text)
                h = round(mono.size * 1.6) * len(b[1]) + 20
                page.rect((x1, y, x2, y + h), theme.code_bg, radius=6, name="code block")
                page.text((x1 + 14, y + 10, x2 - 14, y + h), "\n".join(b[1]), mono,
                          role="code", line_height=1.6)
                y += h + 16
