"""An app's settings page: category list, then sections of labelled rows with toggles and selects."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.chrome import search_box, sidebar_list, title_bar, ui_style
from surfaces.kit.forms import FieldLook, form_button, select, text_input, toggle
from surfaces.kit.numbers import format_date, ui_list
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.typography import sample_typography, style

ROWS = [("set_notif_email", "toggle"), ("set_notif_push", "toggle"), ("set_weekly", "toggle"),
        ("set_mentions", "toggle"), ("set_two_factor", "toggle"),
        ("set_discoverable", "toggle"), ("set_theme", "select"), ("set_timezone", "select"),
        ("set_date_format", "select")]


class SettingsPanel(Surface):
    name = "settings_panel"
    family = "forms"
    text_roles = ("text", "structural", "chrome")
    regions = ("title bar", "sidebar", "search", "profile", "settings", "field", "footer")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        order = rng.permutation(len(ROWS))[:int(rng.integers(4, 7))]
        themes = ui_list(content, "forms.set_theme_opts")
        zones = ui_list(content, "forms.set_timezones")
        day = format_date(datetime.date(2025, 12, 31), content.lang)
        rows = []
        for i in order:
            key, kind = ROWS[int(i)]
            desc = content.ui(f"forms.{key}_desc")
            marks = sample_marks(rng, desc, "settings")
            if rng.random() < 0.3:  # a trailing "more info" link, as in real settings pages
                more = content.ui("media.more_info")
                desc = f"{desc} {more}"
                marks.append([len(desc) - len(more), len(desc), "link", ""])
            value = {"set_theme": choice(rng, themes), "set_timezone": choice(rng, zones),
                     "set_date_format": day}.get(key, "")
            rows.append({"label": content.ui(f"forms.{key}"), "kind": kind, "desc": desc,
                         "marks": marks,
                         "on": bool(rng.random() < 0.6), "value": value})
        name = content.full_name()
        nav = ui_list(content, "forms.set_nav")
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "title": content.ui("forms.settings"), "nav": nav,
            "active": int(rng.integers(0, 4)), "rows": rows,
            "profile": bool(rng.random() < 0.6), "name": name, "email": content.email(name),
            "language": content.ui("forms.set_language_value"),
            "labels": {k: content.ui(f"forms.{k}") for k in
                       ("set_profile", "set_display_name", "email", "set_language",
                        "set_notifications", "set_save", "set_discard", "set_danger",
                        "set_delete", "set_search")},
            "danger": bool(rng.random() < 0.5), "window": bool(rng.random() < 0.5),
            "saved": content.ui("forms.set_saved", t=content.time()),
            "row_gap": int(choice(rng, [14, 18, 22])), "side_w": int(choice(rng, [210, 240])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        top = title_bar(page, theme, typo, params["title"], mac=True) if params["window"] else 0
        sw = params["side_w"]
        page.rect((sw, top, page.width, page.height), theme.bg, name="content")
        search_box(page, theme, typo, (12, top + 12, sw - 12, top + 44),
                   params["labels"]["set_search"])
        sidebar_list(page, theme, typo, (0, top + 52, sw, page.height), params["nav"],
                     params["active"], row=34)
        x1, x2 = sw + 40, page.width - 48
        lab = params["labels"]
        y = top + 24
        page.label(x1, y, params["nav"][params["active"]],
                   style(typo["ui"], typo["size"] + 9, theme.text, bold=True), role="structural")
        y += 56
        if params["profile"]:
            y = self._profile(page, theme, typo, params, x1, y, x2)
        y = self._section(page, theme, typo, params, lab["set_notifications"], x1, y, x2)
        if params["danger"] and y < page.height - 150:
            with page.region("danger zone", "body", (x1, y, x2, y + 80)):
                red = theme.palette["red"]
                page.label(x1, y, lab["set_danger"], ui_style(typo, theme, bold=True, color=red,
                                                              color_name="red"),
                           role="structural")
                w = round(measure(lab["set_delete"], ui_style(typo, theme))[0]) + 30
                page.rect((x1, y + 34, x1 + w, y + 66), None, red, radius=6, name="button")
                page.label(x1 + 15, y + 35, lab["set_delete"],
                           ui_style(typo, theme, color=red, color_name="red"))
        self._footer(page, theme, typo, params, sw)
        return page

    def _profile(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 x1: int, y: int, x2: int) -> int:
        lab = p["labels"]
        look = FieldLook(height=34, gap=8)
        with page.region("profile", "body", (x1, y, x2, y + 170), label=lab["set_profile"]):
            page.ellipse((x1, y, x1 + 64, y + 64), theme.palette["teal"], name="avatar")
            initials = "".join(w[0] for w in p["name"].split()[:2])
            page.label(x1 + 16, y + 14, initials, style(typo["ui"], 18, (255, 255, 255),
                                                        bold=True), role="chrome")
            fx = x1 + 90
            half = (x2 - fx - 16) // 2
            text_input(page, theme, typo, fx, y, half, lab["set_display_name"], p["name"],
                       look=look)
            bottom = text_input(page, theme, typo, fx + half + 16, y, half, lab["email"],
                                p["email"], look=look)
            bottom = select(page, theme, typo, fx, bottom, half, lab["set_language"],
                            p["language"], look)
        page.line((x1, bottom + 4), (x2, bottom + 4), theme.border)
        return bottom + 24

    def _section(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 heading: str, x1: int, y: int, x2: int) -> int:
        st = ui_style(typo, theme, size=typo["size"])
        muted = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
        with page.region("settings", "body", (x1, y, x2, page.height - 60), label=heading):
            page.label(x1, y, heading, st.but(size=typo["size"] + 3, bold=True),
                       role="structural")
            y += 40
            for row in p["rows"]:
                if y > page.height - 140:
                    break
                ctrl_w = 220 if row["kind"] == "select" else 44
                with page.region(f"field {row['label']}", "field", (x1, y, x2, y + 60),
                                 label=row["label"]):
                    page.label(x1, y, row["label"], st.but(bold=True), role="structural",
                               max_width=x2 - x1 - ctrl_w - 30)
                    spans = styled_spans(row["desc"], row["marks"], muted, theme, typo["mono"])
                    desc = page.text((x1, y + 26, x2 - ctrl_w - 40, y + 70), spans, muted,
                                     role="text", max_lines=2, line_height=1.35)
                    if row["kind"] == "toggle":
                        toggle(page, theme, x2 - 40, y + 10, row["on"])
                    else:
                        box = (x2 - ctrl_w, y + 4, x2, y + 38)
                        page.rect(box, theme.surface, theme.border, radius=6, name="select")
                        page.label(box[0] + 10, y + 6, row["value"], muted.but(color=theme.text),
                                   role="text", max_width=ctrl_w - 36)
                        cx = x2 - 16
                        page.polygon([(cx - 5, y + 19), (cx + 5, y + 19), (cx, y + 25)],
                                     theme.muted, name="chevron")
                y = desc.bottom + p["row_gap"]
                page.line((x1, y - p["row_gap"] // 2), (x2, y - p["row_gap"] // 2), theme.border)
        return y + 10

    def _footer(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                sw: int) -> None:
        lab = p["labels"]
        y = page.height - 60
        with page.region("footer", "chrome", (sw, y, page.width, page.height)):
            page.rect((sw, y, page.width, page.height), theme.panel, name="footer")
            page.line((sw, y), (page.width, y), theme.border)
            st = ui_style(typo, theme)
            page.label(sw + 40, y + 16, p["saved"], st.but(color=theme.muted), role="text")
            w1 = round(measure(lab["set_save"], ui_style(typo, theme, size=typo["size"],
                                                         bold=True))[0]) + 32
            w2 = round(measure(lab["set_discard"], st)[0]) + 32
            x2 = page.width - 48
            form_button(page, theme, typo, (x2 - w1, y + 14, x2, y + 46), lab["set_save"])
            form_button(page, theme, typo, (x2 - w1 - 10 - w2, y + 14, x2 - w1 - 10, y + 46),
                        lab["set_discard"], primary=False)
