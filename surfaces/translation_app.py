"""A translation / writing-assistant web app (DeepL-Write style) in its "improve writing"
mode: the source pane holds a casual draft and the target pane its formal rewrite, side by
side, with language, style and tone pickers and the changed words highlighted.

Design decision: both panes are in the row's language (a rewrite, not a translation), so
every visible text is in the example's language; the "Translate" tab is shown but idle.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.chrome import icon, ui_style
from surfaces.kit.numbers import ui_list, with_colon
from surfaces.kit.prose import styled_spans
from surfaces.kit.typography import sample_typography, style

SOURCE_BREAK = "\n\n"  # how the source field separates its paragraphs (an empty line)
_WORD = re.compile(r"[^\W_][\w'’-]*[^\W_]|[^\W_]")


def change_marks(before: str, after: str) -> list[list[Any]]:
    """Highlight marks over the words of ``after`` that ``before`` does not contain."""
    old = {m.group().lower() for m in _WORD.finditer(before)}
    marks: list[list[Any]] = []
    for m in _WORD.finditer(after):
        if m.group().lower() in old:
            continue
        if marks and after[marks[-1][1]:m.start()].strip() == "":
            marks[-1][1] = m.end()
        else:
            marks.append([m.start(), m.end(), "highlight", ""])
    return marks


# hm_rewrite pairs (same order in every language) written to {name}, and about {name}
ADDRESS = (0, 3, 11)
ABOUT = (4,)


def _world(rng: np.random.Generator, content: Content) -> dict[str, str]:
    """The message's world: the colleague, the client, a weekday, a meeting time."""
    return {"name": content.first_name(), "company": content.firm(),
            "weekday": content.word("weekday"),
            "time": content.format_time(int(rng.integers(8, 18)),
                                        int(choice(rng, [0, 15, 30, 45])))}


def _draft(content: Content, template: str, world: dict[str, str]) -> str:
    """The casual draft, filled from the same world; it keeps its lower-case start."""
    text = content.fill(template, **world)
    return text[0].lower() + text[1:] if template[0].islower() else text


def _in_one_person(content: Content, pairs: list[dict[str, str]], used: list[int],
                   chosen: list[tuple[str, dict[str, str]]]) -> list[tuple[str, str]]:
    """Each draft with its rewrite, in one writer's person (r70 0019): with an "I" line
    (person "sg"), a "we" line is written as "I" too (its ``as_sg``)."""
    mine = any(pairs[i]["person"] == "sg" for i in used)
    return [(draft, content.fill(pairs[i]["as_sg"] if mine and pairs[i]["as_sg"]
                                 else pairs[i]["target"], **values))
            for i, (draft, values) in zip(used, chosen, strict=True)]


class TranslationApp(Surface):
    name = "translation_app"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome")
    regions = ("header", "toolbar", "source", "target", "footer")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        pairs = content.data.SLOTS["hm_rewrite"]
        k = int(rng.integers(3, 7))
        world = _world(rng, content)
        chosen = []
        named = {"{company}": 0, "{weekday}": 0, "{name}": 0}
        used: list[int] = []
        talk = 0  # 1: the message addresses {name}; 2: it speaks of {name}
        limit = {"{company}": 1, "{weekday}": 1, "{name}": 1}
        for i in rng.permutation(len(pairs)):
            pair = pairs[int(i)]
            # one message: the client, the day and the colleague named once each
            if any(slot in pair["source"] and seen >= limit[slot] for slot, seen in named.items()):
                continue
            # {name} is the one written to ("hey {name}") or one written about ("{name}
            # thinks"), never both in one message
            kind = int(i) in ADDRESS or (int(i) in ABOUT and 2)
            if kind and kind != (talk or kind):
                continue
            talk = talk or kind
            named = {slot: seen + (slot in pair["source"]) for slot, seen in named.items()}
            values = dict(world, n=str(int(rng.integers(2, 13))))  # each line its own count
            used.append(int(i))
            chosen.append((_draft(content, pair["source"], values), values))
            if len(chosen) == k:
                break
        chosen = _in_one_person(content, pairs, used, chosen)
        k = len(chosen)
        cut = int(rng.integers(1, k)) if rng.random() < 0.6 and k > 1 else k
        src = [" ".join(a for a, _ in chosen[:cut]), " ".join(a for a, _ in chosen[cut:])]
        dst = [" ".join(b for _, b in chosen[:cut]), " ".join(b for _, b in chosen[cut:])]
        src, dst = [t for t in src if t], [t for t in dst if t]
        marks = [change_marks(a, b) for a, b in zip(src, dst, strict=True)]
        if rng.random() < 0.5:
            marks = [[[a, b, "underline", ""] for a, b, _, _ in m] for m in marks]
        n_changes = sum(len(m) for m in marks)
        styles, tones = ui_list(content, "office.w_styles"), ui_list(content, "office.w_tones")
        return {
            "typo": sample_typography(rng, "sans", (14, 15)), "src": src, "dst": dst,
            "pairs": used,
            "marks": marks, "lang_name": content.ui("document.language"),
            "tabs": [content.ui("office.w_translate"), content.ui("office.w_write")],
            "style_label": with_colon(content.ui("office.w_style"), content.lang), "style": styles[0],  # a work message: Business
            "tone_label": with_colon(content.ui("office.w_tone"), content.lang), "tone": tones[0],
            # (a polite business rewrite, "we kindly ask": diplomatic, never enthusiastic)
            "changes": content.ui("office.w_changes", n=n_changes),
            "copy": content.ui("office.w_copy"),
            # the counter counts the text field as typed: paragraphs split by an empty line
            "chars": content.ui("office.w_chars", n=len(SOURCE_BREAK.join(src))),
            "show": content.ui("office.w_show_changes"),
            "headings": [content.ui("office.w_original"), content.ui("office.w_improved")],
            "size": int(choice(rng, [18, 20, 22])), "gap": 1.0,  # a text field: an empty line
            "brand_w": int(choice(rng, [90, 110])),
            "stacked_header": bool(rng.random() < 0.5),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        dark = theme.name == "dark"
        bg = (241, 243, 245) if not dark else (24, 25, 28)
        page.rect((0, 0, page.width, page.height), bg, name="background")
        self._header(page, theme, typo, params)
        x1, x2 = 24, page.width - 24
        mid = (x1 + x2) // 2
        top, bottom = 120, page.height - 60
        self._toolbar(page, theme, typo, params, (x1, 72, x2, top))
        page.rect((x1, top, x2, bottom), theme.surface, theme.border, radius=8, name="panes")
        page.line((mid, top), (mid, bottom), theme.border)
        body = style(typo["body"], params["size"], theme.text)
        hl = theme.faded(theme.palette["green"], on=theme.surface, amount=0.78)
        for side, (a, b) in enumerate(((x1, mid), (mid, x2))):
            name = ("source", "target")[side]
            with page.region(name, "body", (a, top, b, bottom), label=params["headings"][side]):
                st = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
                if params["stacked_header"]:
                    page.label(a + 24, top + 10, params["headings"][side], st,
                               role="structural")
                ty = top + (48 if params["stacked_header"] else 24)
                texts = params["src"] if side == 0 else params["dst"]
                marks = [[] for _ in texts] if side == 0 else params["marks"]
                ink = replace(theme, highlight=hl)
                paras = [styled_spans(t, m, body, ink, typo["mono"])
                         for t, m in zip(texts, marks, strict=True)]
                page.text((a + 24, ty, b - 40, bottom - 60), paras, body, role="prose",
                          line_height=1.5, paragraph_gap=params["gap"])
                self._pane_footer(page, theme, typo, params, side, a, b, bottom)
        with page.region("footer", "chrome", (0, page.height - 48, page.width, page.height)):
            st = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
            page.label(x1, page.height - 44, params["changes"], st, role="text")
        return page

    def _header(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any]) -> None:
        with page.region("header", "chrome", (0, 0, page.width, 60)):
            page.rect((0, 0, page.width, 60), theme.surface, name="header")
            page.line((0, 59), (page.width, 59), theme.border)
            navy = (15, 43, 70) if theme.name == "light" else (120, 170, 230)
            page.polygon([(24, 16), (40, 10), (56, 16), (56, 40), (40, 50), (24, 40)], navy,
                         name="logo")
            st = ui_style(typo, theme, size=typo["size"] + 1)
            x = 24 + p["brand_w"]
            for k, tab in enumerate(p["tabs"]):
                b = page.label(x, 30 - round(st.size * 1.1), tab,
                               st.but(bold=k == 1, color=theme.text if k == 1 else theme.muted))
                if k == 1:
                    page.line((x, 57), (b.right, 57), theme.accent, 3)
                x = b.right + 32

    def _toolbar(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        mid = (x1 + x2) // 2
        st = ui_style(typo, theme)
        with page.region("toolbar", "chrome", box):
            self._picker(page, theme, st, x1, y1 + 6, p["lang_name"], None)
            x = mid + 8
            for label, value in ((p["style_label"], p["style"]), (p["tone_label"], p["tone"])):
                x = self._picker(page, theme, st, x, y1 + 6, value, label) + 12

    def _picker(self, page: Page, theme: Theme, st: Any, x: int, y: int, value: str,
                label: str | None) -> int:
        text = f"{label} {value}" if label else value  # the label has its colon ("Ton :")
        st = st.but(bold=label is None)  # measured as drawn: a bold "Deutsch (Deutschland)"
        w = round(measure(text, st)[0]) + 44  # ran into the chevron (r21)
        page.rect((x, y, x + w, y + 34), theme.surface, theme.border, radius=17, name="picker")
        page.label(x + 14, y + 17 - round(st.size * 1.1), text, st, max_width=w - 40)
        page.polygon([(x + w - 22, y + 15), (x + w - 12, y + 15), (x + w - 17, y + 21)],
                     theme.muted, name="chevron")
        return x + w

    def _pane_footer(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                     side: int, a: int, b: int, bottom: int) -> None:
        st = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
        y = bottom - 44
        if side == 0:
            page.label(a + 24, y, p["chars"], st, role="text")
            cx = b - 28
            page.line((cx - 6, 140), (cx + 6, 152), theme.muted, 2, name="icon")
            page.line((cx - 6, 152), (cx + 6, 140), theme.muted, 2, name="icon")
        else:
            page.rect((a + 24, y + 8, a + 56, y + 26), theme.accent, radius=9, name="toggle")
            page.ellipse((a + 40, y + 10, a + 54, y + 24), (255, 255, 255), name="toggle knob")
            page.label(a + 64, y, p["show"], st, role="chrome")
            cw = round(measure(p["copy"], st)[0])
            icon(page, theme, "copy", b - 20 - cw - 22, y + 11, 14)  # left of its label
            page.label(b - 20 - cw, y, p["copy"], st)
