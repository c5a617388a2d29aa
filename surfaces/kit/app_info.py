"""An app store page's Information section (seller, size, category, compatibility,
languages, age rating), written from the app's own facts, drawn below What's new where the
page has room (r64 0012: a listing 60 % blank)."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.chrome import ui_style
from surfaces.kit.numbers import format_number
from surfaces.kit.typography import style

# the page's language first, then the others an app ships in, in that language's names
LANGUAGE_KEYS = ("en", "de", "fr", "es", "it", "nl")


def info_rows(rng: np.random.Generator, content: Content, developer: str, category: str,
              age: str) -> dict[str, Any]:
    """The section's title and its (label, value) rows."""
    names = content.ui_list("devtools.as_language_names")  # LANGUAGE_KEYS order
    own = LANGUAGE_KEYS.index(content.lang)
    others = [names[int(i)] for i in rng.permutation(len(names)) if int(i) != own]
    langs = [names[own], *others[:int(rng.integers(1, 4))]]
    size = format_number(float(rng.integers(180, 1900)) / 10, content.lang, 1)
    ios = int(choice(rng, [15, 16, 16, 17]))
    labels = content.ui_list("devtools.as_info_labels")  # seller size category compat langs age
    values = [developer, f"{size} MB", category,
              content.ui("devtools.as_requires", v=f"{ios}.0"), ", ".join(langs), age]
    return {"title": content.ui("devtools.as_information"),
            "rows": [[k, v] for k, v in zip(labels, values, strict=True)]}


def draw_info(page: Page, theme: Theme, typo: dict[str, Any], info: dict[str, Any],
              box: tuple[int, int, int, int]) -> int:
    """The section in two columns of label over value; the bottom it reached."""
    x1, y, x2, y2 = box
    rows = info["rows"]
    if y + 40 + 46 * ((len(rows) + 1) // 2) > y2:
        return y
    with page.region("information", "section", (x1, y, x2, y2), label=info["title"]):
        h = style(typo["ui"], typo["size"] + 4, theme.text, bold=True)
        t = page.label(x1, y, info["title"], h, role="structural")
        muted = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
        value = ui_style(typo, theme, size=typo["size"] - 1)
        half = (x2 - x1) // 2
        for k, (label, text) in enumerate(rows):
            cx, cy = x1 + (k % 2) * half, t.bottom + 4 + (k // 2) * 46
            page.label(cx, cy, label, muted, role="chrome", max_width=half - 16)
            page.label(cx, cy + 18, text, value, role="text", max_width=half - 16)
        return t.bottom + 4 + 46 * ((len(rows) + 1) // 2)


def review_title(body: str) -> str:
    """A review's title: its first clause in whole words up to 40 characters ("Worth every
    cent of premium"), never cut mid-phrase ("... – I check my")."""
    clause = re.split(r"[,;:.!?—]| – ", body)[0].strip()  # en-US: an unspaced em dash
    words, out = clause.split(), ""
    if len(words) > 7:  # a long clause: its first words, not ending on "in de" or a figure
        words = words[:5]
        while len(words) > 2 and (len(words[-1]) <= 3 or words[-1].isdigit()):
            words.pop()
    for w in words:
        if len(f"{out} {w}".strip()) > 40:
            break
        out = f"{out} {w}".strip()
    return out or clause[:40]


def app_lead(content: Content, index: int, maker: dict[str, str]) -> str:
    """An app's opening line, closed by who makes it, where and since when ("... counts your
    streaks – made by Lindqvist in Denver"), unless it has a dash clause of its own."""
    lead = content.fill(content.word_at("shop2_app_lead", index))
    if " – " in lead or " - " in lead or "—" in lead:
        return lead
    return lead[:-1] + content.ui("hn.app_lead_tail", **maker) + lead[-1]
