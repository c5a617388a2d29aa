"""A plain-text editor (Notepad or TextEdit): unstyled paragraphs, blank lines, a status bar."""

from __future__ import annotations

import re
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
        texts = distinct_openings(texts)
        underline = choice(rng, ["", "=", "-"])
        if underline:
            texts.insert(0, heading)
        windows = bool(rng.random() < 0.65)
        typo = sample_typography(rng, "sans", (14, 15, 16))
        # a blank line between paragraphs: without it a plain-text file has none
        wrap = int(choice(rng, [0, 0, 72, 80]))
        # Notepad's word wrap breaks rows at the window's edge, and its status bar counts
        # the file's lines: a text wrapped at 72 characters in a wide window read as hard
        # breaks under "Ln 8" on its eleventh row (r83 0008); TextEdit shows no Ln/Col
        wrap = 0 if windows else wrap
        return {
            "typo": typo, "windows": windows, "texts": texts, "underline": underline,
            "mono": bool(windows or rng.random() < 0.3),
            "file": file_slug(heading) + ".txt" if rng.random() < 0.8
            else content.ui("document.untitled"),
            "modified": bool(rng.random() < 0.4), "edited": content.ui("w9c.edited"),
            "app": content.ui("document.notepad"),
            "menus": [content.ui(k) for k in MENUS],
            # the caret: which of the first written rows, how far along it (drawn in compose,
            # and the status bar says where it is)
            "caret": [float(rng.random()), float(rng.random())],
            "position": content.ui("document.ln_col", line="{line}", col="{col}"),
            "gap": 1.0, "wrap_chars": wrap,
            "size": int(choice(rng, [14, 15, 16, 18])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        name = params["file"]
        if params["windows"]:  # Notepad (German "Editor") stars an unsaved file, TextEdit says "— Edited"
            name = ("*" if params["modified"] else "") + name
            y = title_bar(page, theme, typo, f"{name} - {params['app']}", mac=False, height=34)
            y = menu_bar(page, theme, typo, params["menus"], y, height=28)
            bottom = page.height - 26
        else:
            y = title_bar(page, theme, typo, name + (f" — {params['edited']}"
                                                      if params["modified"] else ""),
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
            # no scrollbar: the file is what the window shows (fit_prose ends it where the
            # window does), and an editor hides its scrollbar when everything fits (r81 0017:
            # a thumb of six screens over a five-line file)
            top = y + 8
            if params["underline"]:
                head = texts.pop(0)
                block = page.text((16, top, right, bottom), f"{head}\n"
                                  f"{params['underline'] * len(head)}", body, role="text",
                                  wrap=False, line_height=1.3)
                top = block.bottom + (round(body.size * 1.3) if params["gap"] else 4)
            fit_prose(page, (16, top, right, bottom - 6), texts, [], body, theme,
                      typo["mono"], line_height=1.3, gap=params["gap"])
        rows = text_rows(page)
        ln, col = caret_position(rows, params["caret"])
        _draw_caret(page, theme, rows, ln, col)
        if params["windows"]:  # Notepad counts the file's lines, not the wrapped rows
            line, offset = logical_lines(page, rows)[ln - 1]  # (r76 0003: "Ln 7" on line 6)
            status_bar(page, theme, typo, [params["position"].format(line=line,
                                                                     col=offset + col)],
                       ["100%", "Windows (CRLF)", "UTF-8"], height=26)
        return page


def distinct_openings(texts: list[str]) -> list[str]:
    """``texts`` without a paragraph opening with the same two words as an earlier one (two
    paragraphs both starting "De omzet" read as a paste error)."""
    out, seen = [], set()
    for text in texts:
        opening = tuple(text.lower().split()[:2])
        if opening not in seen:
            out.append(text)
            seen.add(opening)
    return out


def file_slug(title: str, limit: int = 32) -> str:
    """A file name stem from ``title`` as a person saves it: lower case, words joined by
    underscores, no character a file system refuses (``: / \\ ? * < > | "``) nor other
    punctuation, cut at a word end within ``limit`` characters."""
    words = [re.sub(r"[^\w-]", "", w) for w in title.lower().split()]
    words = [w for w in words if w.strip("-_")]
    out = ""
    for word in words:
        joined = f"{out}_{word}" if out else word
        if len(joined) > limit:
            break
        out = joined
    return out or (words[0][:limit] if words else "note")


def text_rows(page: Page) -> list[list[Any]]:
    """The editor's rows as the file has them, top-down: each laid line of the written text,
    ``None`` for each blank line between two of them. The rows come from where the lines
    sit (a blank row per empty line pitch between two baselines), not from paragraph breaks:
    the heading and its underline are two paragraphs on adjacent lines."""
    blocks = [b for b in page.text_blocks() if b.role in ("text", "prose")]
    lines = sorted((line for b in blocks for line in b.laid.lines if line.glyphs),
                   key=lambda line: line.baseline)
    rows: list[Any] = []
    for line in lines:
        if rows:
            above = rows[-1]
            rows.extend([None] * max(0, round((line.baseline - above.baseline)
                                              / max(1, above.pitch)) - 1))
        rows.append(line)
    return rows


def logical_lines(page: Page, rows: list[Any]) -> list[tuple[int, int]]:
    """For each row of ``text_rows``: the file's line it shows (a wrapped paragraph is one
    line) and how many characters of that line stand on the rows above it."""
    para = {id(line): (b, line.paragraph) for b, block in enumerate(page.text_blocks())
            for line in block.laid.lines}
    out: list[tuple[int, int]] = []
    for k, row in enumerate(rows):
        above = rows[k - 1] if k else None
        if row is not None and above is not None and para[id(row)] == para[id(above)]:
            line, offset = out[-1]
            chars = len(above.glyphs) + (above.glyphs[-1].char != " ")  # the wrap's space
            out.append((line, offset + chars))
        else:
            out.append((out[-1][0] + 1 if out else 1, 0))
    return out


def caret_position(rows: list[Any], where: list[float]) -> tuple[int, int]:
    """(Ln, Col) of the caret: a written row among the first twelve, a column from its first
    character to just past its last."""
    written = [k for k, row in enumerate(rows[:12]) if row is not None]
    k = written[min(len(written) - 1, int(where[0] * len(written)))]
    return k + 1, 1 + int(where[1] * (len(rows[k].glyphs) + 1))


def _draw_caret(page: Page, theme: Theme, rows: list[Any], ln: int, col: int) -> None:
    line = rows[ln - 1]
    if col <= len(line.glyphs):
        x = line.glyphs[col - 1].pen
    else:
        last = line.glyphs[-1]
        x = last.pen + last.font.advance(last.char)
    top, bottom = line.baseline - line.ascent, line.baseline + line.descent
    s = page.scale  # glyphs are laid out in device pixels, the page draws in logical ones
    page.line((round(x / s), round(top / s)), (round(x / s), round(bottom / s)), theme.text, 1,
              name="caret")
