"""A tiny surface shipped as a plugin: a note card with a title, two paragraphs, a button."""

from __future__ import annotations

from typing import Any

import numpy as np

from generator.content import Content
from generator.page import Page, Theme
from surfaces.base import Surface
from surfaces.kit.chrome import button
from surfaces.kit.typography import sample_typography, style


class PluginNoteCard(Surface):
    name = "plugin_note_card"
    family = "documents"
    regions = ("card", "footer")
    text_roles = ("prose", "structural", "chrome")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        return {"typo": sample_typography(rng, "serif", (15, 16)),
                "title": content.title("mailui.subject"),
                "paragraphs": [content.paragraph("mailui.body", 3) for _ in range(2)],
                "button": content.ui("mailui.reply")}

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        with page.region("card", "body", (112, 80, 912, 600)):
            page.rect((112, 80, 912, 600), theme.surface, theme.border, radius=10)
            head = page.text((150, 110, 880, 160), params["title"],
                             style(typo["ui"], 24, theme.text, bold=True), role="structural",
                             wrap=False)
            page.text((150, head.bottom + 20, 880, 580), "\n".join(params["paragraphs"]),
                      style(typo["body"], typo["size"], theme.text), role="prose",
                      line_height=1.5, paragraph_gap=1.0)
        with page.region("footer", "chrome", (112, 620, 912, 680)):
            button(page, theme, typo, 150, 630, params["button"], primary=True)
        return page
