"""An app's settings page: category list, then sections of labelled rows with toggles and selects."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.brand_art import person_initials
from surfaces.kit.chrome import avatar, icon, search_box, sidebar_list, title_bar, ui_style
from surfaces.kit.forms import FieldLook, form_button, select, text_input, toggle
from surfaces.kit.numbers import format_date, ui_list
from surfaces.kit.persona import PERSON_COLOURS
from surfaces.kit.phone import PHONE_REGIONS, home_indicator, phone_layout, phone_params, status_bar
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.typography import sample_typography, style

# The section (index of forms.set_nav) each setting belongs to: notifications, privacy,
# appearance, language & region, security. Rows are shown grouped under these headings.
SECTION = {"set_notif_email": 2, "set_notif_push": 2, "set_weekly": 2, "set_mentions": 2,
           "set_two_factor": 7, "set_discoverable": 3, "set_theme": 4, "set_language": 5,
           "set_timezone": 5,
           "set_date_format": 5}
# The pages a sample can show (index of forms.set_nav -> the sections of its rows): the
# account page holds the profile, the account's security, privacy and region settings
# (the language is a profile field there) and the delete button, the others their own
# settings (an account page with three fields and nothing else looked unfinished).
PAGES = {0: (7, 3, 5), 2: (2,), 5: (5,)}
ROWS = [("set_notif_email", "toggle"), ("set_notif_push", "toggle"), ("set_weekly", "toggle"),
        ("set_mentions", "toggle"), ("set_two_factor", "toggle"),
        ("set_discoverable", "toggle"), ("set_theme", "select"), ("set_language", "select"),
        ("set_timezone", "select"),
        ("set_date_format", "select")]


NAV_ICONS = ("user", "user-circle", "bell", "shield", "palette", "globe", "credit-card", "lock")


ROW_H, HEAD_H = 92, 40  # a phone row, a group's section name above it


def _phone_layout(p: dict[str, Any], y: int, h: int):
    """Where the phone's rows go: (row, top) of each that fits, the groups as (section
    shown above, or None for the open page's own, top, bottom), and the y under the list."""
    placed: list[tuple[dict[str, Any], int]] = []
    groups: list[list[Any]] = []
    for row in p["rows"]:
        new = not groups or row["section"] != groups[-1][3]
        head = row["section"] if row["section"] != p["active"] else None
        gap = (HEAD_H if head is not None else 16 if groups else 0) if new else 0
        if y + ROW_H + gap > h - 150:
            break
        if new:
            y += gap
            groups.append([head, y, y, row["section"]])
        placed.append((row, y))
        y += ROW_H
        groups[-1][2] = y
    return placed, [tuple(g[:3]) for g in groups], y


class SettingsPanel(Surface):
    name = "settings_panel"
    min_width = 390  # a phone layout: grouped rows under a large title (generator/screens.py)
    family = "forms"
    text_roles = ("text", "structural", "chrome")
    regions = ("title bar", "sidebar", "search", "profile", "settings", "field", "footer")
    phone_regions = PHONE_REGIONS[:1]

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # the selected sidebar entry, and on its page only that entry's settings
        active = int(choice(rng, list(PAGES)))
        saved = int(rng.integers(7, 20)), int(rng.integers(0, 12)) * 5  # the last save today
        order = [i for i, (key, _) in enumerate(ROWS) if SECTION[key] in PAGES[active]
                 and not (active == 0 and key == "set_language")]
        themes = ui_list(content, "forms.set_theme_opts")
        zones = ui_list(content, "forms.set_timezones")
        day = format_date(datetime.date(2025, 12, 31), content.lang)
        rows = []
        for i in order:
            key, kind = ROWS[int(i)]
            desc = content.ui(f"forms.{key}_desc")
            # no bold or italic on an arbitrary word of a setting's help text ("Menüs,
            # *Schaltflächen* und ..."): only code spans
            marks = [m for m in sample_marks(rng, desc, "settings") if m[2] == "code"]
            if rng.random() < 0.3:  # a trailing "more info" link, as in real settings pages
                more = content.ui("media.more_info")
                desc = f"{desc} {more}"
                marks.append([len(desc) - len(more), len(desc), "link", ""])
            value = {"set_theme": choice(rng, themes), "set_timezone": choice(rng, zones),
                     "set_date_format": day,
                     "set_language": content.ui("forms.set_language_value")}.get(key, "")
            rows.append({"label": content.ui(f"forms.{key}"), "kind": kind, "desc": desc,
                         "section": SECTION[key],
                         "marks": marks,
                         "on": bool(rng.random() < 0.6), "value": value})
        # "Mentions only" on silences every other notification: it is on only when the
        # email, push and summary toggles of the page are off (never beside "Push: when
        # someone assigns you a task" switched on)
        keys = [ROWS[int(i)][0] for i in order]
        if "set_mentions" in keys:
            others = [r["on"] for k, r in zip(keys, rows, strict=True)
                      if k in ("set_notif_email", "set_notif_push", "set_weekly")]
            rows[keys.index("set_mentions")]["on"] = not any(others)
        name = content.full_name()
        nav = ui_list(content, "forms.set_nav")
        # one icon per entry of forms.set_nav (Account, Profile, Notifications, Privacy,
        # Appearance, Language & region, Billing, Security), as real settings apps show
        params = {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "title": content.ui("forms.settings"), "nav": nav,
            "nav_icons": list(NAV_ICONS[:len(nav)]),
            # the account page: the profile and the settings of every section, grouped
            "active": active, "rows": rows,
            "profile": active == 0, "name": name, "email": content.email(name),
            "language": content.ui("forms.set_language_value"),
            "labels": {k: content.ui(f"forms.{k}") for k in
                       ("set_profile", "set_display_name", "email", "set_language",
                        "set_notifications", "set_save", "set_discard", "set_danger",
                        "set_delete", "set_search")},
            "danger": active == 0 and bool(rng.random() < 0.7),
            "window": bool(rng.random() < 0.5),
            "saved": content.ui("forms.set_saved", t=content.format_time(*saved)),
            "row_gap": int(choice(rng, [14, 18, 22])), "side_w": int(choice(rng, [210, 240])),
        }
        if phone_layout(self, 900):  # drawn last: desktop pages draw what they always drew
            params["phone"] = phone_params(rng, content.lang, after=saved)  # saved before now
        return params

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        if "phone" in params:
            return self._phone(page, theme, dict(typo, size=typo["size"] + 2), params)
        top = title_bar(page, theme, typo, params["title"], mac=True) if params["window"] else 0
        sw = params["side_w"]
        page.rect((sw, top, page.width, page.height), theme.bg, name="content")
        search_box(page, theme, typo, (12, top + 12, sw - 12, top + 44),
                   params["labels"]["set_search"])
        sidebar_list(page, theme, typo, (0, top + 52, sw, page.height), params["nav"],
                     params["active"], row=34, icons=params.get("nav_icons"))
        x1, x2 = sw + 40, page.width - 48
        lab = params["labels"]
        y = top + 24
        page.label(x1, y, params["nav"][params["active"]],
                   style(typo["ui"], typo["size"] + 9, theme.text, bold=True), role="structural")
        y += 56
        if params["profile"]:
            y = self._profile(page, theme, typo, params, x1, y, x2)
        y = self._section(page, theme, typo, params, x1, y, x2)
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
            avatar(page, theme, typo, x1, y, person_initials(p["name"]), PERSON_COLOURS[0], 64)
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
                 x1: int, y: int, x2: int) -> int:
        st = ui_style(typo, theme, size=typo["size"])
        muted = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
        with page.region("settings", "body", (x1, y, x2, page.height - 60)):
            section = -1
            for row in p["rows"]:
                if y > page.height - 140 - (40 if row["section"] != section else 0):
                    break
                if row["section"] != section and row["section"] != p["active"]:
                    section = row["section"]  # a group under its section's name
                    page.label(x1, y, p["nav"][section], st.but(size=typo["size"] + 3,
                                                                bold=True), role="structural")
                    y += 40
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

    # ---- a phone: a large title, grouped rows with the controls at their right ----------

    def _phone(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any]) -> Page:
        w, h = page.width, page.height
        group = theme.surface if theme.name == "dark" else theme.bg
        page.rect((0, 0, w, h), theme.panel, name="background")
        status_bar(page, theme, typo, p["phone"])
        page.label(20, 48, p["nav"][p["active"]], style(typo["ui"], 30, theme.text, bold=True),
                   role="structural", max_width=w - 40)
        with page.region("search", "search", (16, 104, w - 16, 142)):
            page.rect((16, 104, w - 16, 142), theme.bg if group != theme.bg else theme.border,
                      radius=10, name="search")
            page.label(44, 106, p["labels"]["set_search"],
                       ui_style(typo, theme, color=theme.muted), max_width=w - 72)
            icon(page, theme, "search", 22, 114, 16)
        y = 156
        if p["profile"]:
            with page.region("profile", "body", (16, y, w - 16, y + 76),
                             label=p["labels"]["set_profile"]):
                page.rect((16, y, w - 16, y + 76), group, radius=12, name="group")
                avatar(page, theme, typo, 28, y + 12, person_initials(p["name"]),
                       PERSON_COLOURS[0], 52)
                st = ui_style(typo, theme, size=typo["size"] + 1, bold=True)
                page.label(94, y + 6, p["name"], st, role="text", max_width=w - 130)
                page.label(94, y + 34, p["email"], ui_style(typo, theme, color=theme.muted),
                           role="text", max_width=w - 130)
            y += 92
        self._phone_rows(page, theme, typo, p, y, group)
        home_indicator(page, theme.text)
        return page

    def _phone_rows(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                    y: int, group: tuple[int, int, int]) -> None:
        """The settings as an inset grouped list: each section a rounded group under its
        name, hairlines only between the rows of a group, inset and never past its edge
        (r56: square cells with separators running into the gaps)."""
        w, h = page.width, page.height
        st = ui_style(typo, theme)
        muted = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
        placed, groups, y = _phone_layout(p, y, h)
        with page.region("settings", "body", (16, placed[0][1] if placed else y, w - 16,
                                               h - 34)):
            for head, top, bottom in groups:
                if head is not None:
                    page.label(32, top - HEAD_H + 8, p["nav"][head].upper(), muted,
                               role="structural", max_width=w - 64)
                page.rect((16, top, w - 16, bottom), group, radius=12, name="group")
            for k, (row, top) in enumerate(placed):
                ctrl = 150 if row["kind"] == "select" else 64
                spans = styled_spans(row["desc"], row["marks"], muted, theme, typo["mono"])
                with page.region(f"field {row['label']}", "field", (16, top, w - 16, top + ROW_H),
                                 label=row["label"]):
                    page.label(32, top + 6, row["label"], st, role="structural",
                               max_width=w - 48 - ctrl - 12)
                    page.text((32, top + 44, w - 32, top + 88), spans, muted, role="text",
                              max_lines=2, line_height=1.3)
                    if row["kind"] == "toggle":
                        toggle(page, theme, w - 32 - 51, top + 12, row["on"], w=51, h=31)
                    else:
                        page.label(w - 52 - ctrl, top + 6, row["value"], st.but(color=theme.muted),
                                   role="text", max_width=ctrl, align="right")
                        page.polygon([(w - 42, top + 20), (w - 36, top + 26), (w - 42, top + 32)],
                                     theme.muted, name="chevron")
                if k + 1 < len(placed) and placed[k + 1][1] == top + ROW_H:  # in its group
                    page.line((32, top + ROW_H - 1), (w - 16, top + ROW_H - 1), theme.border)
        self._phone_more(page, theme, typo, p, y + 20, group)

    def _phone_more(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                    y: int, group: tuple[int, int, int]) -> None:
        """The language row, the delete-account row and the saved note, as room allows."""
        w, h = page.width, page.height
        lab = p["labels"]
        st = ui_style(typo, theme)
        listed = any(r["label"] == lab["set_language"] for r in p["rows"])  # not twice
        if y + 56 <= h - 80 and not listed:
            with page.region("field language", "field", (16, y, w - 16, y + 52),
                             label=lab["set_language"]):
                page.rect((16, y, w - 16, y + 52), group, radius=10, name="row")
                label = page.label(32, y + 6, lab["set_language"], st, role="structural",
                                   max_width=w // 2 - 40)
                page.label(label.right + 16, y + 6, p["language"], st.but(color=theme.muted),
                           role="text", max_width=w - 58 - label.right - 16, align="right")
                page.polygon([(w - 42, y + 20), (w - 36, y + 26), (w - 42, y + 32)],
                             theme.muted, name="chevron")
            y += 68
        if p["danger"] and y + 56 <= h - 80:
            red = theme.palette["red"]
            with page.region("danger zone", "body", (16, y, w - 16, y + 52)):
                page.rect((16, y, w - 16, y + 52), group, radius=10, name="button")
                dst = ui_style(typo, theme, color=red, color_name="red")
                tw = min(w - 64, round(measure(lab["set_delete"], dst)[0]))
                page.label((w - tw) // 2, y + 6, lab["set_delete"], dst, max_width=tw + 2)
            y += 68
        with page.region("footer", "chrome", (16, h - 76, w - 16, h - 34)):
            note = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
            tw = min(w - 48, round(measure(p["saved"], note)[0]))
            page.label((w - tw) // 2, h - 74, p["saved"], note, role="text", max_width=tw + 2)
