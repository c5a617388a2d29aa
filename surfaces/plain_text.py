"""A plain-text editor (Notepad or TextEdit): unstyled paragraphs, blank lines, a status bar."""

from __future__ import annotations

import textwrap
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.chrome import menu_bar, status_bar, title_bar
from surfaces.kit.document import fit_prose
from surfaces.kit.office_documents import written_document
from surfaces.kit.typography import sample_typography, style

MENUS = ["document.menu_file", "document.menu_edit", "document.menu_format",
         "document.menu_view", "document.menu_help"]


class PlainText(Surface):
    name = "plain_text"
    family = "documents"
    text_roles = ("prose", "text", "chrome")
    regions = ("title bar", "menu bar", "editor", "status bar")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        content.pin(city=content.city())  # one document, one town
        topic = str(choice(rng, ["note", "memo", "report", "letter"]))  # a file about one thing
        heading, texts = written_document(rng, content, topic, int(rng.integers(5, 9)), (1, 3))
        underline = choice(rng, ["", "=", "-"])
        if underline:
            texts.insert(0, heading)
        windows = bool(rng.random() < 0.65)
        typo = sample_typography(rng, "sans", (14, 15, 16))
        gap, wrap = float(choice(rng, [1.0, 1.0, 0.0])), int(choice(rng, [0, 0, 72, 80]))
        line, col = _caret(rng, file_lines(texts, underline, gap, wrap))
        return {
            "typo": typo, "windows": windows, "texts": texts, "underline": underline,
            "mono": bool(windows or rng.random() < 0.3),
            "file": f"{heading.lower().replace(' ', '_')[:24]}.txt" if rng.random() < 0.8
            else content.ui("document.untitled"),
            "modified": bool(rng.random() < 0.4),
            "menus": [content.ui(k) for k in MENUS],
            "position": content.ui("document.ln_col", line=line, col=col),
            "gap": gap, "wrap_chars": wrap,
            "size": int(choice(rng, [14, 15, 16, 18])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        name = ("*" if params["modified"] else "") + params["file"]
        if params["windows"]:
            y = title_bar(page, theme, typo, f"{name} - Notepad", mac=False, height=34)
            y = menu_bar(page, theme, typo, params["menus"], y, height=28)
            bottom = page.height - 26
        else:
            y = title_bar(page, theme, typo, name + (" — Edited" if params["modified"] else ""),
                          mac=True, height=30)
            bottom = page.height
        family = typo["mono"] if params["mono"] else typo["body"]
        body = style(family, params["size"], theme.text)
        texts = list(params["texts"])
        right = page.width - 24
        if params["wrap_chars"]:
            right = min(right, 16 + round(measure("n" * params["wrap_chars"], body)[0]))
        with page.region("editor", "body", (0, y, page.width, bottom)):
            page.rect((0, y, page.width, bottom), theme.surface, name="editor")
            page.rect((page.width - 14, y, page.width, bottom), theme.panel, name="scrollbar")
            page.rect((page.width - 11, y + 4, page.width - 3, y + 120), theme.border, radius=4,
                      name="scrollbar")
            top = y + 8
            if params["underline"]:
                head = texts.pop(0)
                block = page.text((16, top, right, bottom), f"{head}\n"
                                  f"{params['underline'] * len(head)}", body, role="text",
                                  wrap=False, line_height=1.3)
                top = block.bottom + (round(body.size * 1.3) if params["gap"] else 4)
            fit_prose(page, (16, top, right, bottom - 6), texts, [], body, theme,
                      typo["mono"], line_height=1.3, gap=params["gap"])
        if params["windows"]:
            status_bar(page, theme, typo, [params["position"]],
                       ["100%", "Windows (CRLF)", "UTF-8"], height=26)
        return page


def file_lines(texts: list[str], underline: str, gap: float, wrap: int) -> list[str]:
    """The lines of the text file as saved (what Notepad's Ln counts): the heading and its
    underline, then the paragraphs (hard-wrapped at ``wrap`` characters), blank lines between."""
    out: list[str] = []
    rest = list(texts)
    if underline:
        head = rest.pop(0)
        out += [head, underline * len(head)]
    for text in rest:
        if gap and out:
            out.append("")
        out += textwrap.wrap(text, wrap) if wrap else [text]
    return out


def _caret(rng: np.random.Generator, lines: list[str]) -> tuple[int, int]:
    """A caret position (Ln, Col) inside the file, on one of its first screenful of lines."""
    row = int(rng.integers(0, min(len(lines), 12)))
    return row + 1, int(rng.integers(1, len(lines[row]) + 2))
