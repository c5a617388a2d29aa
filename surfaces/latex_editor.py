"""An Overleaf-style LaTeX editor: project bar with Recompile, optional file tree, the
LaTeX source (commands coloured) on the left and the compiled PDF page on the right with
title, authors, abstract and numbered sections set as justified serif prose."""

from __future__ import annotations

import datetime
import math
import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Theme, choice
from surfaces.kit.chrome import button, icon, ui_style
from surfaces.kit.devtools import text_h
from surfaces.kit.messages import fit_text
from surfaces.kit.numbers import ui_list, with_colon
from surfaces.kit.prose import styled_spans
from surfaces.kit.stats import apa_num, apa_p, paired_t
from surfaces.kit.typography import sample_typography, style

GREEN = (19, 130, 70)
# a line the author commented out (the source's only comment; LaTeX, so no language)
# devtools.paper templates of the abstract, the introduction and the method's first part
PARTS = ([2, 8, 9], [0, 1], [3, 4, 5])
COMMENTED = ["% \\input{sections/method}", "% \\newpage",
             "% \\includegraphics[width=\\linewidth]{figures/results.pdf}",
             "% \\cite{smith2020}", "% \\todo{shorten this paragraph}"]
_CMD = re.compile(r"(\\[a-zA-Z]+\*?)|([{}\[\]])|([^\\{}\[\]]+)")


def tex_spans(line: str, base: Any, dark: bool) -> list[Span]:
    cmd = (120, 170, 255) if dark else (0, 0, 190)
    brace = (230, 160, 80) if dark else (150, 80, 0)
    if line.startswith("%"):
        return [Span(line, base.but(color=(110, 160, 90) if dark else (0, 120, 0)))]
    out = []
    for m in _CMD.finditer(line):
        if m.group(1):
            out.append(Span(m.group(1), base.but(color=cmd)))
        elif m.group(2):
            out.append(Span(m.group(2), base.but(color=brace)))
        else:
            out.append(Span(m.group(3), base))
    return out


def _marks(rng: np.random.Generator, text: str, term: str) -> list[list[Any]]:
    """The writer's one \\emph: the factor studied, at its first mention, on some paragraphs."""
    at = text.casefold().find(term.casefold())
    if at < 0 or not term or rng.random() < 0.4:
        return []
    return [[at, at + len(term), "italic", ""]]


def tex_of(text: str, marks: list[list[Any]]) -> str:
    """The LaTeX source of a paragraph: its italic marks as \\emph{...}."""
    for a, b, _, _ in sorted(marks, reverse=True):
        text = text[:a] + "\\emph{" + text[a:b] + "}" + text[b:]
    return text


class LatexEditor(Surface):
    name = "latex_editor"
    family = "documents"
    text_roles = ("prose", "code", "text", "structural", "chrome")
    # No blank_line: the compiled page indents paragraphs instead of spacing them. No
    # select_range: the source pane repeats the preview's words, so a range of words is
    # rarely unique on the page (2 of 20 draws found one).
    unsupported_categories = ("blank_line", "select_substring", "select_range")
    regions = ("toolbar", "sidebar", "editor", "preview")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        sections = ui_list(content, "devtools.tex_sections")
        authors = [content.full_name() for _ in range(int(rng.integers(1, 4)))]
        # the study first: its university and town, sample, design and results, which title
        # and text report (every {city} of the paper is the university's town)
        study = _study(rng, content)
        dated = study.pop("_date")  # after the data window (_window)
        content.pin(city=study["hl_town"])
        # each section holds its own sentences (devtools.paper, same order in every
        # language): the abstract the data and findings, the introduction the aim and
        # earlier work, the method the recruitment, design, exclusions, analysis and ethics
        templates = content.data.SENTENCES["devtools.paper"]
        ethics = int(choice(rng, [14, 15]))
        abstract, *body = [" ".join(content.fill(templates[i], **study) for i in part)
                           for part in PARTS[:3] + ([6, 7, ethics],)]
        title = content.title("devtools.paper", **study)
        marks = [_marks(rng, t, study["hn_factor"]) for t in [abstract, *body]]
        tex = [tex_of(t, m) for t, m in zip([abstract, *body], marks, strict=True)]
        date = content.format_date(dated)
        joined = " \\and ".join(authors)
        affil = content.ui("w8_tex.affil", uni=study["hl_uni"])
        src = ["\\documentclass[11pt]{article}", "\\usepackage[utf8]{inputenc}",
               "\\usepackage{graphicx}", "\\usepackage{authblk}", "",
               f"\\title{{{title}}}", f"\\author{{{joined}}}", f"\\affil{{{affil}}}",
               f"\\date{{{date}}}", "",
               "\\begin{document}", "\\maketitle", "", "\\begin{abstract}"]
        src += [tex[0], "\\end{abstract}", "", f"\\section{{{sections[1]}}}",
                "\\label{sec:intro}"]
        src += [tex[1], "", choice(rng, COMMENTED), f"\\section{{{sections[3]}}}",
                "\\label{sec:method}", tex[2], "", tex[3], "", "\\end{document}"]
        return {
            "typo": sample_typography(rng, "serif", (12, 13)), "title": title,
            "authors": authors, "affil": affil, "abstract": abstract,
            "abstract_marks": marks[0], "body": body, "body_marks": marks[1:], "date": date,
            "sections": sections, "src": src, "project": title, "study": study,
            "ui": {k: content.ui(f"devtools.tex_{k}") for k in (
                "recompile", "review", "share", "submit", "code", "visual", "files", "menu",
                "outline")},
            "tree": bool(rng.random() < 0.6), "split": float(rng.uniform(0.44, 0.52)),
            "page_size": int(choice(rng, [11, 12])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        page.meta["medium"] = "screen"  # a digital document in a viewer: no paper grain
        typo, ui = params["typo"], params["ui"]
        self._top(page, theme, typo, params)
        x = 0
        if params["tree"]:
            with page.region("sidebar", "chrome", (0, 44, 190, page.height)):
                page.rect((0, 44, 190, page.height), theme.panel, name="sidebar")
                page.line((189, 44), (189, page.height), theme.border)
                st = ui_style(typo, theme, size=typo["size"] - 1)
                page.label(12, 52, ui["files"], st.but(bold=True), role="structural")
                y = 84
                for k, name in enumerate(["main.tex", "references.bib", "figures", "sections"]):
                    if k == 0:
                        page.rect((6, y, 184, y + 26), theme.selection, radius=4,
                                  name="selection")
                    icon(page, theme, "file" if k < 2 else "folder", 16, y + 7, 12)
                    page.label(36, y + 13 - text_h(st) // 2, name, st)
                    y += 28
                page.line((0, page.height - 180), (190, page.height - 180), theme.border)
                page.label(12, page.height - 172, ui["outline"], st.but(bold=True),
                           role="structural")
                y = page.height - 140
                for sec in (params["sections"][1], params["sections"][3]):  # the doc's own
                    page.label(22, y, sec, st, max_width=160)
                    y += 26
            x = 190
        split = x + round((page.width - x) * params["split"])
        self._source(page, theme, typo, params, (x, 44, split, page.height))
        self._preview(page, theme, typo, params, (split, 44, page.width, page.height))
        return page

    def _top(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any]) -> None:
        ui = params["ui"]
        bar = (43, 48, 56) if theme.name == "light" else (30, 33, 38)
        white = (240, 240, 240)
        with page.region("toolbar", "chrome", (0, 0, page.width, 44)):
            page.rect((0, 0, page.width, 44), bar, name="toolbar")
            st = ui_style(typo, theme, color=white)
            b = page.label(14, 22 - text_h(st) // 2, ui["menu"], st)
            page.label(b.right + 40, 22 - text_h(st) // 2, params["project"], st.but(bold=True),
                       max_width=360)
            x = page.width - 12
            for label in (ui["submit"], ui["share"], ui["review"]):
                x -= 100
                page.label(x, 22 - text_h(st) // 2, label, st, max_width=92)

    def _source(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        dark = theme.name == "dark"
        with page.region("editor", "body", box):
            page.rect(box, theme.surface, name="editor")
            page.rect((x1, y1, x2, y1 + 36), theme.panel, name="toolbar")
            ui = params["ui"]
            st = ui_style(typo, theme, size=typo["size"] - 1)
            for k, label in enumerate((ui["code"], ui["visual"])):
                bx = x1 + 10 + k * 130
                if k == 0:
                    page.rect((bx, y1 + 5, bx + 124, y1 + 31), theme.surface, theme.border,
                              radius=14, name="toggle")
                page.label(bx + 12, y1 + 18 - text_h(st) // 2, label, st.but(bold=k == 0),
                           max_width=108)
            size = typo["size"]
            pitch = round(size * 1.55)
            mono = style(typo["mono"], size, theme.text)
            y = y1 + 44
            # scrolled to the end of the file when it is taller than the pane: the view shows
            # the method the preview prints and \end{document}, under the real line numbers
            first = first_shown(params["src"], mono, dark, x2 - 46 - x1, pitch, y2 - y)
            if first:
                page.rect((x2 - 9, y1 + 36 + (y2 - y1 - 36) // 2, x2 - 3, y2 - 4),
                          theme.border, radius=3, name="scrollbar")
            for k, line in enumerate(params["src"]):
                if k < first:
                    continue
                if y + pitch > y2:
                    break
                top = y
                if line:
                    b = page.text((x1 + 40, y, x2 - 6, y2), tex_spans(line, mono, dark), mono,
                                  role="code", line_height=pitch / size)
                    if b.laid.truncated:  # scrolled below the view, never cut with "…"
                        page.ops.remove(b)
                        break
                    y = max(y + pitch, y + len(b.laid.lines) * pitch)
                else:
                    y += pitch
                page.label(x1 + 6, top + (pitch - round(size * 2.2)) // 2, f"{k + 1:>2}",
                           mono.but(color=theme.muted), role="chrome")
            page.line((x2 - 1, y1), (x2 - 1, y2), theme.border)

    def _preview(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        with page.region("preview", "document", box):
            page.rect(box, (86, 90, 96) if theme.name == "dark" else (210, 212, 216),
                      name="preview")
            page.rect((x1, y1, x2, y1 + 36), theme.panel, name="toolbar")
            button(page, theme, typo, x1 + 10, y1 + 4, params["ui"]["recompile"], primary=True,
                   height=28)
            px1, px2 = x1 + 18, x2 - 18
            page.rect((px1, y1 + 50, px2, y2 + 20), (255, 255, 255), name="pdf page")
            ink = (20, 20, 20)
            serif = typo["body"]
            size = params["page_size"]
            cx1, cx2 = px1 + 36, px2 - 36
            tst = style(serif, size + 6, ink)  # LaTeX wraps a long \title, never cuts it
            # with "…" (r76 0007): room for four lines
            b = page.text((cx1, y1 + 80, cx2, y1 + 84 + round(tst.size * 1.2 * 4)),
                          params["title"], tst, role="structural", align="center",
                          line_height=1.2, max_lines=4)
            ast = style(serif, size, ink)
            # a name stays on one line: LaTeX wraps between authors (r90 0017: "Begoña /
            # Galván"), so its spaces do not break
            names = "    ".join(a.replace(" ", "\u00a0") for a in params["authors"])
            b = page.text((cx1, b.bottom + 8, cx2, b.bottom + 60), names,
                          ast, role="text", align="center", line_height=1.3, max_lines=2)
            b = page.text((cx1, b.bottom + 2, cx2, b.bottom + 24), params["affil"],
                          ast.but(italic=True), role="text", align="center", max_lines=1,
                          wrap=False)
            b = page.text((cx1, b.bottom + 2, cx2, b.bottom + 24), params["date"], ast,
                          role="text", align="center", max_lines=1, wrap=False)
            y = b.bottom + 14
            hst = style(serif, size, ink, bold=True)
            h = page.text((cx1, y, cx2, y + 22), params["sections"][0], hst, role="structural",
                          align="center", max_lines=1, wrap=False)
            y = self._para(page, theme, params["abstract"], params["abstract_marks"],
                           style(serif, size - 1, ink), typo, (cx1 + 16, h.bottom + 4, cx2 - 16,
                                                                y2))
            sec = page.text((cx1, y + 12, cx2, y + 40), f"1   {params['sections'][1]}",
                            hst.but(size=size + 2), role="structural", max_lines=1, wrap=False)
            y = sec.bottom + 6
            for k, (text, marks) in enumerate(zip(params["body"], params["body_marks"],
                                                  strict=True)):
                if y + 40 > y2:
                    break
                if k == 1:
                    sec = page.text((cx1, y + 8, cx2, y + 36), f"2   {params['sections'][3]}",
                                    hst.but(size=size + 2), role="structural", max_lines=1,
                                    wrap=False)
                    y = sec.bottom + 6
                y = self._para(page, theme, text, marks, style(serif, size, ink), typo,
                               (cx1, y, cx2, y2)) + 6

    @staticmethod
    def _para(page: Page, theme: Theme, text: str, marks: list[list[Any]], st: Any,
              typo: dict[str, Any], box: tuple[int, int, int, int]) -> int:
        x1, y1, x2, y2 = box
        spans = styled_spans(text, marks, st, theme, typo["mono"])
        h = fit_text([spans], st, x2 - x1, 1.35)[1]
        b = page.text((x1, y1, x2, min(y2 - 4, y1 + h + 4)), [spans], st, role="prose",
                      line_height=1.35, align="left")
        return b.bottom


def first_shown(src: list[str], mono: Any, dark: bool, width: int, pitch: int,
                room: int) -> int:
    """The first source line in view when the editor is scrolled to the end of the file
    (0 when the whole file fits): every line from it to \\end{document} fits in ``room``."""
    rows = [max(1, round(fit_text([tex_spans(line, mono, dark)], mono, width,
                                  pitch / mono.size)[1] / pitch)) if line else 1
            for line in src]
    first = 0
    while first < len(src) - 1 and sum(rows[first:]) * pitch > room:
        first += 1
    return first


def _study(rng: np.random.Generator, content: Content) -> dict[str, Any]:
    """One reading study: participants (tested, excluded, analysed), weeks, texts,
    questions per text, session minutes, the layout factor varied, p-values and a citation."""
    n, excl = int(rng.integers(24, 97)), int(rng.integers(2, 6))
    texts, q = int(rng.integers(8, 17)), int(rng.integers(3, 6))
    comma = content.lang != "en"  # 0,013 outside English (APA English: .013)

    left = n - excl
    weeks = int(rng.integers(2, 7))
    # every participant read under both levels of the factor (counterbalanced): a paired
    # t-test, t = d * sqrt(n), df = n - 1; the effect is large enough to be significant
    d = round(float(rng.uniform(max(0.3, 2.3 / math.sqrt(left)), 1.1)), 2)
    t, df, pval = paired_t(d, left)
    size = 0 if d < 0.5 else 1 if d < 0.8 else 2
    stats = f"{with_colon(content.ui('w14f.paired_t'), content.lang)} t({df}) = {apa_num(t, comma)}, " \
        f"{apa_p(pval, comma)}, d = {apa_num(d, comma)}"
    factor = int(rng.integers(0, len(content.data.SLOTS["hn_factor"])))
    aim = int(rng.integers(0, 3))  # what it measured: the aim and the effect name one thing
    return _record(rng, content) | {"hn_n": str(n), "hn_excl": str(excl), "hn_left": str(n - excl),
            "hn_weeks": str(weeks), "hn_texts": str(texts),
            "hn_q": str(q), "hn_qtotal": str(texts * q),
            "hn_min": str(int(choice(rng, [20, 25, 30, 35, 40, 45, 50]))),
            "hn_drop": str(int(rng.integers(3, 13))),
            "hn_stats": stats, "hn_df": str(df), "hn_d": apa_num(d, comma), "hn_p2": apa_p(float(rng.uniform(0.12, 0.9)), comma)[4:],
            "hl_size": content.word_at("hl_size", size),
            "hn_factor": content.word_at("hn_factor", factor),
            # the conditions the analysis compares, named (r81 0010 "les deux conditions")
            "hn_levels": content.word_at("hn_levels", factor),
            "hl_aim": content.word_at("hl_aim", aim), "hl_effect": content.word_at("hl_effect", aim),
            "hn_cite": f"{content.last_name()}, {int(rng.integers(2012, 2025))}",
            **_window(rng, content, weeks)}  # when it ran: the method and the ethics line


def _window(rng: np.random.Generator, content: Content, weeks: int) -> dict[str, Any]:
    """The month data collection started in and the paper's date (``_date``): the ``weeks``
    of testing and a few more of analysis end before the paper is dated."""
    # no testing in August, when universities close ("a partir de agosto" in Seville, r48)
    for _ in range(40):
        start = datetime.date(2024, 1, 1) + datetime.timedelta(days=int(rng.integers(0, 800)))
        if not _in_august(start, weeks):
            break
    done = start + datetime.timedelta(weeks=weeks + int(rng.integers(4, 30)))
    return {"month": content.data.MONTHS[start.month - 1], "_date": done}


def _in_august(start: datetime.date, weeks: int) -> bool:
    """Whether any day of the ``weeks`` of testing from ``start`` falls in August."""
    return any((start + datetime.timedelta(days=d)).month == 8 for d in range(weeks * 7))


def _record(rng: np.random.Generator, content: Content) -> dict[str, str]:
    """Who took part and where: the device read on (title and introduction), students
    recruited on campus or adults recruited in town, and a real university of its town."""
    who = int(rng.integers(0, 2))
    uni = int(rng.integers(0, len(content.data.SLOTS["hl_uni"])))
    return {"hl_device": content.word_at("hl_device", int(rng.integers(0, 3))),
            "hl_who": content.word_at("hl_who", who), "hl_group": content.word_at("hl_group", who),
            "hl_recruit": content.word_at("hl_recruit", 2 * who + int(rng.integers(0, 2))),
            "hl_uni": content.word_at("hl_uni", uni), "hl_town": content.word_at("hl_town", uni)}
