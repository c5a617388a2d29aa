"""A desktop alert dialog over a dimmed app window: icon, title, message, options, buttons."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Theme, choice, measure
from surfaces.kit.chrome import menu_bar, title_bar, ui_style
from surfaces.kit.forms import checkbox, form_button
from surfaces.kit.mac_desktop import WALLPAPERS, menu_clock, wallpaper, window_frame
from surfaces.kit.mac_desktop import menu_bar as mac_menu_bar
from surfaces.kit.numbers import byte_unit, format_number
from surfaces.kit.report_world import report_sections, report_world
from surfaces.kit.typography import sample_typography, style

KINDS = {
    "save": ("frm_dialog_save", "dlg_save_title", ["dlg_save", "dlg_dont_save", "dlg_cancel"],
             "orange"),
    # the document open behind the dialog is what is deleted: the dialog names it
    "delete": ("frm_dialog_delete", "wf.del_doc_title", ["dlg_delete", "dlg_cancel"], "red"),
    "update": ("frm_dialog_update", "dlg_update_title", ["dlg_install", "dlg_later"], "blue"),
    "error": ("frm_dialog_error", "dlg_error_title", ["dlg_retry", "dlg_details", "dlg_cancel"],
              "red"),
}


# the menus of the word processor behind the dialog: Windows's File ... Help; macOS's menu
# bar opens with the app's own menu and has a Window menu
WIN_MENUS = ("file", "edit", "view", "insert", "format", "tools", "help")
MAC_MENUS = ("file", "edit", "view", "insert", "format", "window", "help")


def _report(rng: np.random.Generator, content: Content) -> tuple[list[str], datetime.date]:
    """The report behind the dialog, a paragraph a section (its outlook does not name again
    the quarter the plan before it named: report_world writes it so for every page), and
    the report's date."""
    world = report_world(rng, content)
    return [sec["texts"][0] for sec in report_sections(rng, content, world)], world["day"]


def _mac_now(rng: np.random.Generator, lang: str, day: datetime.date) -> dict[str, Any]:
    """The Mac's menu-bar clock, an hour of the day within three weeks after the report's
    date (the report is open on screen), and the desktop's wallpaper."""
    moment = datetime.datetime.combine(day + datetime.timedelta(days=int(rng.integers(0, 21))),
                                       datetime.time(int(rng.integers(8, 19)),
                                                     int(rng.integers(0, 60))))
    return {"clock": menu_clock(moment, lang), "now": moment.isoformat(),
            "doc_day": day.isoformat(),
            "wallpaper": int(rng.integers(0, len(WALLPAPERS)))}


class SystemDialog(Surface):
    name = "system_dialog"
    family = "forms"
    text_roles = ("prose", "text", "structural", "chrome")
    # No select_substring: its pages rarely show such text (see
    # tests/surfaces/test_surfaces_candidates.py).
    unsupported_categories = ("select_substring",)
    regions = ("title bar", "menu bar", "window", "dialog", "buttons")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        kind = choice(rng, sorted(KINDS))
        _, title_key, buttons, colour = KINDS[kind]
        app = content.word("frm_app")
        # the open document, named the same everywhere: a report whose title names no
        # single matter its lines could contradict (a memo titled "Office closed on Friday"
        # over a line closing it on Wednesday)
        doc_kind = "report"
        content.pin(city=content.city())  # the document speaks of one town
        doc = content.title_at(doc_kind, 0)  # "Quarterly Report": the report it shows
        facts = {"app": app, "f": doc, "m": int(rng.integers(2, 25)),
                 "n": int(rng.integers(2, 40)), "d": int(choice(rng, [14, 30, 60])),
                 "s": int(choice(rng, [15, 30, 60])),
                 "v": f"{int(rng.integers(2, 9))}.{int(rng.integers(0, 20))}.{int(rng.integers(0, 9))}"}
        facts["what"] = choice(rng, content.ui_list("wf.upd_what"))
        title = content.ui(title_key if "." in title_key else f"forms.{title_key}", **facts)
        message = self._message(rng, content, kind, facts)
        detail = ""
        if kind == "update":
            size = format_number(float(rng.integers(200, 9000)) / 10, content.lang, 1)
            detail = content.ui("forms.dlg_version", v=facts["v"]) + "  ·  " + \
                content.ui("forms.dlg_size", s=f"{size} {byte_unit('MB', content.lang)}")
        elif kind == "error":
            detail = content.ui("forms.dlg_error_code", c=f"0x{int(rng.integers(4096, 65535)):04X}")
        params = {
            "typo": sample_typography(rng, "sans", (13, 14)), "kind": kind, "colour": colour,
            "app": app, "title": title, "message": message, "detail": detail,
            "buttons": [content.ui(f"forms.{b}") for b in buttons],
            "gap": float(choice(rng, [0.5, 1.0, 1.0])),
            "dont_ask": content.ui("forms.dlg_dont_ask")
            # an update can be skipped for good; a connection error with "Retry" asks nothing
            # to remember
            if kind == "update" and rng.random() < 0.5 else "",
            "mac": (mac := bool(rng.random() < 0.5)), "doc": doc,
            "menus": ([app] if mac else []) + [content.ui(f"menu.{k}")
                                               for k in (MAC_MENUS if mac else WIN_MENUS)],
            # the dimmed document behind the dialog is one quarterly report, written from
            # its figures (stock sentences stitched together contradicted each other)
            "doc_paras": (report := _report(rng, content))[0],
            "width": int(choice(rng, [420, 460, 500])),
        }
        if mac:  # drawn last: the Windows pages draw what they drew before
            params.update(_mac_now(rng, content.lang, report[1]))
        return params

    @staticmethod
    def _message(rng: np.random.Generator, content: Content, kind: str,
                 facts: dict[str, Any]) -> list[str]:
        """The dialog's message: the kind's sentences in their order, each written from
        ``facts`` (one autosave time, one item count, one version), split into one or two
        paragraphs."""
        keys = {"save": ["save_loss", "save_auto"],
                "delete": ["del_doc_move", "del_doc_restore", "del_doc_shared"],
                "update": ["upd_new", "upd_fixes", "upd_restart", "upd_keep"],
                "error": ["err_timeout", "err_check", "err_persist", "err_kept"]}[kind]
        keep = sorted(rng.choice(len(keys), size=min(len(keys), int(rng.integers(2, 4))),
                                 replace=False))
        if kind in ("error", "delete") and 0 not in keep:  # "it" needs its document named
            keep = [0] + list(keep[:-1])
        if kind == "update":  # the title already says an update is available
            keep = [k for k in keep if k != 0] or [1]
        # with an autosave on record, the loss is of the edits since it, not since opening
        loss = "w10gc.save_loss_auto" if kind == "save" and 1 in keep else "wf.save_loss"
        sentences = [content.ui(loss if keys[k] == "save_loss" else f"wf.{keys[k]}", **facts)
                     for k in keep]
        cut = int(rng.integers(1, len(sentences) + 1)) if len(sentences) > 1 else 1
        return [" ".join(sentences[:cut])] + ([" ".join(sentences[cut:])]
                                              if cut < len(sentences) else [])

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        self._backdrop(page, theme, typo, params)
        w = params["width"]
        x1 = (page.width - w) // 2
        y1 = 170 if params["mac"] else 200
        if params["mac"]:
            self._mac(page, theme, typo, params, x1, y1, x1 + w)
        else:
            self._windows(page, theme, typo, params, x1, y1, x1 + w)
        return page

    def _backdrop(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any]) -> None:
        dim = (0, 0, 0) if theme.name == "dark" else (120, 120, 120)
        shade = theme.faded(dim, on=theme.surface, amount=0.55)
        if p["mac"]:  # the menu bar across the screen's top, the window on the desktop
            wallpaper(page, p["wallpaper"])
            mac_menu_bar(page, theme, typo, p["menus"], p["clock"])
            box = (40, 44, page.width - 40, page.height - 20)
            # Pages's "Report — Pages" is the window's own title: the document's name
            top = window_frame(page, theme, typo, box, p["doc"], body=shade)
        else:  # Word's "Report - Word" across a maximised window
            title_bar(page, theme, typo, f"{p['doc']} - {p['app']}", mac=False)
            menu_bar(page, theme, typo, p["menus"], 30)
            box = (0, 56, page.width, page.height)
            top = 56
        x1, _, x2, y2 = box
        pad = 80 if p["mac"] else 120
        bar = theme.faded(theme.text, on=shade, amount=0.75)
        with page.region("window", "body", (x1, top, x2, y2)):
            if not p["mac"]:
                page.rect(box, shade, name="dimmed document")
            head = page.text((x1 + pad, top + 28, x2 - pad, top + 64), p["doc"],
                             style(typo["body"], typo["size"] + 8, bar, bold=True),
                             role="text", max_lines=1)
            body = style(typo["body"], typo["size"], bar)
            page.text((x1 + pad, head.bottom + 16, x2 - pad, y2 - 20),
                      [[Span(para, body)] for para in p["doc_paras"]], body, role="text",
                      line_height=1.5, paragraph_gap=1.0)

    def _icon(self, page: Page, theme: Theme, p: dict[str, Any], x: int, y: int, s: int) -> None:
        colour = theme.palette[p["colour"]]
        if p["kind"] in ("save", "delete", "error"):
            page.polygon([(x + s // 2, y), (x + s, y + s), (x, y + s)], colour, name="icon")
            page.rect((x + s // 2 - 2, y + s // 3, x + s // 2 + 2, y + s * 2 // 3 + 2),
                      (255, 255, 255), name="icon")
            page.rect((x + s // 2 - 2, y + s - 9, x + s // 2 + 2, y + s - 5), (255, 255, 255),
                      name="icon")
        else:
            page.ellipse((x, y, x + s, y + s), colour, name="icon")
            page.rect((x + s // 2 - 2, y + s // 4 + 4, x + s // 2 + 2, y + s * 3 // 4),
                      (255, 255, 255), name="icon")

    def _body(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any], x1: int,
              y: int, x2: int, align: str) -> int:
        title = page.text((x1, y, x2, y + 70), p["title"],
                          style(typo["ui"], typo["size"] + 1, theme.text, bold=True),
                          role="structural", max_lines=3, line_height=1.3, align=align)
        body = style(typo["body"], typo["size"] - 1, theme.text)
        msg = page.text((x1, title.bottom + 8, x2, title.bottom + 160),
                        [[Span(t, body)] for t in p["message"]], body, role="prose",
                        line_height=1.4, align=align, paragraph_gap=p["gap"])
        y = msg.bottom + 8
        if p["detail"]:
            page.label(x1, y, p["detail"], body.but(color=theme.muted), role="text",
                       max_width=x2 - x1, align=align)
            y += 30
        if p["dont_ask"]:
            y = checkbox(page, theme, typo, x1, y + 2, p["dont_ask"], False, x2 - x1)
        return y

    def _mac(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any], x1: int,
             y1: int, x2: int) -> None:
        x1, x2 = x1 + 60, x2 - 60
        with page.region("dialog", "dialog", (x1, y1, x2, y1 + 400), label=p["title"]) as reg:
            bg = page.rect((x1, y1, x2, y1 + 10), theme.panel, theme.border, radius=12,
                           name="dialog")
            # a macOS alert shows the app's icon, the caution sign only as a small badge on
            # it (r84 0015: an oversized red triangle)
            cx = (x1 + x2) // 2
            page.rect((cx - 22, y1 + 22, cx + 22, y1 + 74), (250, 250, 250), theme.border,
                      radius=6, name="icon")  # the document app's icon: a page of text
            for k in range(5):
                page.rect((cx - 14, y1 + 32 + 7 * k, cx + (14 if k % 3 else 4), y1 + 34 + 7 * k),
                          (150, 160, 175), name="icon")
            self._icon(page, theme, p, cx + 6, y1 + 52, 26)
            y = self._body(page, theme, typo, p, x1 + 20, y1 + 90, x2 - 20, "center")
            with page.region("buttons", "chrome", (x1, y, x2, y + 140)):
                for k, label in enumerate(p["buttons"]):
                    form_button(page, theme, typo, (x1 + 16, y + 8, x2 - 16, y + 36), label,
                                primary=k == 0, radius=7)
                    y += 36
            bottom = y + 16
            page.resize(bg, (x1, y1, x2, bottom))
            page.regions[reg].box = (x1, y1, x2, bottom)

    def _windows(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 x1: int, y1: int, x2: int) -> None:
        with page.region("dialog", "dialog", (x1, y1, x2, y1 + 400), label=p["title"]) as reg:
            bg = page.rect((x1, y1, x2, y1 + 10), theme.surface, theme.border, name="dialog")
            page.rect((x1, y1, x2, y1 + 32), theme.panel, name="dialog title bar")
            page.label(x1 + 12, y1 + 1, p["app"], ui_style(typo, theme, size=typo["size"] - 1),
                       max_width=x2 - x1 - 60)
            page.line((x2 - 26, y1 + 11), (x2 - 16, y1 + 21), theme.text)
            page.line((x2 - 26, y1 + 21), (x2 - 16, y1 + 11), theme.text)
            self._icon(page, theme, p, x1 + 24, y1 + 52, 36)
            y = self._body(page, theme, typo, p, x1 + 76, y1 + 50, x2 - 24, "left") + 14
            with page.region("buttons", "chrome", (x1, y, x2, y + 56)):
                page.rect((x1 + 1, y, x2 - 1, y + 56), theme.panel, name="button strip")
                st = ui_style(typo, theme)
                bx = x2 - 16
                for k, label in reversed(list(enumerate(p["buttons"]))):
                    w = max(84, round(measure(label, st)[0]) + 28)
                    form_button(page, theme, typo, (bx - w, y + 12, bx, y + 42), label,
                                primary=k == 0, radius=4)
                    bx -= w + 8
            bottom = y + 56
            page.resize(bg, (x1, y1, x2, bottom))
            page.regions[reg].box = (x1, y1, x2, bottom)
