"""A markdown editor in split view: the markdown source with line numbers on the left
(soft-wrapped, syntax-coloured) and its rendered preview on the right."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Theme, choice, measure
from surfaces.kit.chrome import status_bar, title_bar, ui_style
from surfaces.kit.docs_world import pin_docs_world
from surfaces.kit.document import unique_titles
from surfaces.kit.prose import sample_marks, styled_spans
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
    family = "code"
    text_roles = ("prose", "code", "structural", "chrome", "text")
    # No blank_line: paragraphs are spaced by less than a line, as the real page styles them.
    unsupported_categories = ("blank_line", "select_substring", "select_range")
    regions = ("title bar", "tab bar", "source", "preview", "status bar")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # one page documents one component: every heading, sentence and the command name it
        component, action = content.word("component"), content.word("action")
        content.pin(component=component, action=action)
        world = pin_docs_world(rng, content)  # the product: name, version, config file
        heads = unique_titles(content, "docs", 3)
        sents = content.sentences("docs", 12)
        blocks: list[list[Any]] = [["h1", heads[0]]]

        def para(k: int) -> list[Any]:
            text = " ".join(sents.pop() for _ in range(k) if sents)
            marks = [m for m in sample_marks(rng, text, "docs") if m[2] in MD]
            return ["p", text, marks]

        blocks.append(para(int(rng.integers(2, 4))))
        blocks.append(["h2", heads[1]])
        items = [sents.pop() for _ in range(int(rng.integers(2, 4))) if len(sents) > 3]
        blocks.append(["ul", items])
        comp = component.replace(" ", "-").lower()
        blocks.append(["code", [f"{world['cli']} {world['sub']} {comp}"]])
        blocks.append(["h2", heads[2]])
        blocks.append(para(int(rng.integers(3, 5))))
        if sents:
            blocks.append(para(len(sents)))
        return {
            "typo": sample_typography(rng, "sans", (13, 14)), "blocks": blocks,
            "file": "-".join(heads[0].lower().split()[:3]) + ".md",
            "preview": content.ui("office.md_preview"),
            "words": content.ui("office.md_words", n=sum(len(str(b[1]).split()) for b in blocks)),
            "saved": content.ui("office.md_saved"), "split": float(choice(rng, [0.48, 0.5, 0.52])),
            "mac": bool(rng.random() < 0.5), "numbers": bool(rng.random() < 0.7),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        y = title_bar(page, theme, typo, params["file"], mac=params["mac"])
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
            nonlocal y, n
            n += 1
            if p["numbers"]:
                num = str(n)
                w = round(measure(num, mono)[0])
                page.label(x1 + 34 - w, y - round(mono.size * 0.5), num,
                           mono.but(color=theme.muted), role="chrome")
            block = page.text((x1 + gutter, y, x2, y2), [spans], mono, role="code",
                              line_height=1.5)
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
            elif kind == "ul":
                for item in b[1]:
                    line([Span("- ", mono.but(color=colours["h"])), Span(item, mono)])
            else:
                line([Span("```bash", mono.but(color=colours["code"]))])
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
            elif kind == "ul":
                for item in b[1]:
                    page.ellipse((x1 + 8, y + 11, x1 + 14, y + 17), theme.text, name="bullet")
                    block = page.text((x1 + 26, y, x2, y2), item, body, role="text",
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
