"""A desktop "Save As" dialog over a dimmed app: address bar with breadcrumbs, command bar,
folder sidebar, the folder's file list, the file name field and the format select."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, fontbook, measure
from surfaces.kit.apps import file_icon, human_size, spread_size
from surfaces.kit.chrome import icon, status_bar, title_bar, ui_style
from surfaces.kit.clock import recent_dates
from surfaces.kit.document import (
    RIBBON_STYLES,
    RIBBON_TABS,
    canvas_colour,
    paper_theme,
    ribbon,
    sheet,
)
from surfaces.kit.numbers import format_percent, ui_list
from surfaces.kit.office import dialog, dialog_buttons, option_row
from surfaces.kit.tables import Column, TableStyle, auto_widths, draw_table
from surfaces.kit.typography import picker_font_name, sample_typography, style

# the dialog's top below the owner's ribbon and the document's title line
DIALOG_TOP = 172

# bytes an office file of each kind plausibly has (office.sv_kinds 1 Word, 2 PDF): a
# document of notes is tens or hundreds of KB, not 6 MB
SIZES = {1: (12_000, 1_800_000), 2: (40_000, 6_000_000)}


class FileSaveDialog(Surface):
    name = "file_save_dialog"
    family = "forms"
    text_roles = ("text", "structural", "chrome")
    # No punctuation: its running text is names, numbers and dates, without punctuation marks.
    unsupported_categories = ("punctuation", "select_line")
    regions = ("title bar", "dialog", "address bar", "sidebar", "file list", "field", "buttons")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        folders = ui_list(content, "office.sv_folders")
        here = int(rng.integers(0, 3))
        kinds = ui_list(content, "office.sv_kinds")
        names = sorted({content.word("office_file") for _ in range(14)})
        n_dirs = int(rng.integers(1, 4))
        dates = _stamped(rng, content, recent_dates(rng, content, len(names)))
        # the type filter first: the list shows folders and files of that type only
        # (office.sv_types 0 Word, 1 PDF are office.sv_kinds 1 and 2)
        save_type = int(choice(rng, [0, 0, 1]))
        files = []
        for k, name in enumerate(names):
            kind = 0 if k < n_dirs else save_type + 1
            files.append({"name": name, "date": dates[k], "kind": kinds[kind], "k": kind,
                          "size": "" if kind == 0 else human_size(
                              spread_size(rng, *SIZES[kind]), content.lang)})
        types = ui_list(content, "office.sv_types")
        # a new document's name is none the folder holds (r75 0018: saving "Rapport
        # trimestriel" over the listed one)
        listed = {n.casefold() for n in names}
        file_name = content.title("report")
        for _ in range(20):
            if file_name.casefold() not in listed:
                break
            file_name = content.title("report")
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "title": content.ui("office.sv_title"), "folders": folders, "here": here,
            "quick": content.ui("office.sv_quick"), "pc": content.ui("office.sv_this_pc"),
            "files": files, "cols": ui_list(content, "office.sv_cols"),
            "name_label": content.ui("office.sv_name"), "type_label": content.ui("office.sv_type"),
            "file_name": file_name, "type": types[save_type],
            "new_folder": content.ui("office.sv_new_folder"),
            "organize": content.ui("office.sv_organize"),
            "search": content.ui("office.sv_search", folder=folders[here]),
            "buttons": [content.ui("common.save"), content.ui("common.cancel")],
            "app": content.word("frm_app"), "doc": content.ui("document.untitled"),
            "owner": _owner_world(rng, content, file_name, listed),
            "width": int(choice(rng, [820, 880, 940])), "sidebar_w": int(choice(rng, [170, 190])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        # the window the dialog belongs to: the new document being saved, its title and
        # paragraphs, not an empty black void (r82 0018)
        top = max(56, min(DIALOG_TOP, page.height - 36 - 470))
        self._owner(page, theme, typo, params, top)
        w = params["width"]
        x1 = (page.width - w) // 2
        box = (x1, top, x1 + w, page.height - 36)
        with dialog(page, theme, typo, box, params["title"]) as top:
            x2 = box[2]
            self._address(page, theme, typo, params, (x1 + 12, top, x2 - 12, top + 34))
            cmd_y = top + 42
            st = ui_style(typo, theme)
            with page.region("command bar", "chrome", (x1, cmd_y, x2, cmd_y + 32)):
                b = page.label(x1 + 16, cmd_y, params["organize"], st)
                page.polygon([(b.right + 6, cmd_y + 14), (b.right + 14, cmd_y + 14),
                              (b.right + 10, cmd_y + 19)], theme.muted)
                page.label(b.right + 36, cmd_y, params["new_folder"], st)
            body_top = cmd_y + 38
            body_bottom = box[3] - 146  # room for the two rows and the buttons below them
            sw = params["sidebar_w"]
            self._sidebar(page, theme, typo, params, (x1 + 1, body_top, x1 + sw, body_bottom))
            self._files(page, theme, typo, params, (x1 + sw + 8, body_top, x2 - 10,
                                                    body_bottom))
            y = body_bottom + 14
            # as wide as the longer label ("Nombre de archivo:" was ellipsised, review r73 0020)
            label_w = max(130, 16 + round(max(measure(params[k], ui_style(typo, theme))[0]
                                              for k in ("name_label", "type_label"))))
            y = option_row(page, theme, typo, x1 + 20, y, params["name_label"],
                           params["file_name"], label_w, w - 40 - label_w, "input")
            option_row(page, theme, typo, x1 + 20, y, params["type_label"], params["type"],
                       label_w, w - 40 - label_w, "select")
            dialog_buttons(page, theme, typo, x2 - 20, box[3] - 44, params["buttons"])
        return page

    def _owner(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               top: int) -> None:
        """The word processor behind the dialog: title bar, ribbon, the sheet with the
        document's title above the dialog (its paragraphs are behind the dialog: nothing is
        drawn there, so no hidden shape crowds a target in the dialog), and the status bar."""
        o = params["owner"]
        y = title_bar(page, theme, typo, f"{params['doc']} – {params['app']}", mac=False,
                      centre=True)
        ribbon(page, theme, typo, (0, y, page.width, y + 74), o["tabs"], o["font"],
               str(o["size"]), o["styles"])
        y += 74
        canvas = canvas_colour(theme)
        with page.region("document", "page", (0, y, page.width, page.height - 24)):
            page.rect((0, y, page.width, page.height - 24), canvas, name="canvas")
            width = min(page.width - 80, 816)
            sx = (page.width - width) // 2
            ink = paper_theme(theme)
            sheet(page, (sx, y + 14, sx + width, page.height + 200), ink.bg, canvas)
            left, right = sx + 72, sx + width - 72
            if o["title"] and top - 6 - (y + 30) >= 30:  # its title, wholly above the dialog
                page.text((left, y + 30, right, top - 6), o["title"],
                          style(o["face"], 22, ink.text, bold=True), role="text",
                          wrap=False, max_lines=1, line_height=1.2)
        status_bar(page, theme, typo, o["status"], [o["language"], o["zoom"]])

    def _address(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        with page.region("address bar", "chrome", box):
            st = ui_style(typo, theme)
            for k in range(3):
                # back, forward, up
                page.polygon([(x1 + 6 + 24 * k, (y1 + y2) // 2), (x1 + 14 + 24 * k, y1 + 10),
                              (x1 + 14 + 24 * k, y2 - 10)] if k == 0 else
                             [(x1 + 14 + 24 * k, (y1 + y2) // 2), (x1 + 6 + 24 * k, y1 + 10),
                              (x1 + 6 + 24 * k, y2 - 10)] if k == 1 else
                             [(x1 + 6 + 24 * k, y2 - 12), (x1 + 12 + 24 * k, y1 + 10),
                              (x1 + 18 + 24 * k, y2 - 12)], theme.muted, name="icon")
            sx = x2 - 220
            bx = x1 + 80
            page.rect((bx, y1, sx - 10, y2), theme.surface, theme.border, radius=4,
                      name="address bar")
            ty = (y1 + y2 - round(st.size * 2.2)) // 2
            x = page.label(bx + 10, ty, p["pc"], st).right
            page.label(x + 6, ty, "›", st.but(color=theme.muted))
            page.label(x + 20, ty, p["folders"][p["here"]], st, max_width=sx - x - 40)
            page.rect((sx, y1, x2, y2), theme.surface, theme.border, radius=4, name="search")
            icon(page, theme, "search", sx + 10, (y1 + y2) // 2 - 7, 14)
            page.label(sx + 32, ty, p["search"], st.but(color=theme.muted), max_width=180)

    def _sidebar(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        with page.region("sidebar", "chrome", box, label=p["quick"]):
            page.rect(box, theme.panel, name="sidebar")
            st = ui_style(typo, theme)
            y = y1 + 6
            page.label(x1 + 12, y, p["quick"], st.but(bold=True), role="structural",
                       max_width=x2 - x1 - 16)
            y += 30
            for k, folder in enumerate(p["folders"]):
                if y + 28 > y2 - 30:
                    break
                if k == p["here"]:
                    page.rect((x1 + 4, y, x2 - 4, y + 28), theme.selection, radius=4,
                              name="selection")
                file_icon(page, x1 + 16, y + 5, "folder", 18)
                page.label(x1 + 42, y, folder, st, max_width=x2 - x1 - 48)
                y += 30
            page.label(x1 + 12, y + 4, p["pc"], st.but(bold=True), role="structural",
                       max_width=x2 - x1 - 16)
            page.line((x2, y1), (x2, y2), theme.border)

    def _files(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
               box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        with page.region("file list", "table", box):
            rows = [[f"      {f['name']}", f["date"], f["kind"], f["size"]] for f in p["files"]]
            ts = TableStyle(row_height=28, header_height=30, zebra=False, grid="none",
                            header_fill=False, size=typo["size"] - 1)
            # columns as wide as their widest entry ("Sep 13, 2024 10:47 AM" was cut in a
            # fixed 24 % column), the name column taking what is left
            widths = auto_widths(p["cols"], rows, ui_style(typo, theme, size=ts.size), x2 - x1,
                                 slack=[x2 - x1, 0, 0, 0])
            cols = [Column(t, w, "right" if i == 3 else "left")
                    for i, (t, w) in enumerate(zip(p["cols"], widths, strict=True))]
            bottom = draw_table(page, theme, typo, box, cols, rows, ts)
            y = y1 + 30
            for f in p["files"]:
                if y + 28 > bottom:
                    break
                file_icon(page, x1 + 10, y + 5, ("folder", "doc", "pdf", "sheet")[f["k"]], 18)
                y += 28


def _owner_world(rng: np.random.Generator, content: Content, file_name: str,
                 listed: set[str]) -> dict[str, Any]:
    """The word processor the dialog belongs to: its ribbon (a real-world font name), the
    document's face and a status bar counting as many words as its pages hold. A new
    document's title bar says "Untitled" and Word proposes its first line as the file name,
    so the text behind the dialog is that name: the dialog covers it (r86 0001: a sheet
    titled "Valutazione del progetto pilota" saved as "Bilancio annuale"), and the name is
    printed once, in its field, where a caret can point at it."""
    title = ""
    face = str(choice(rng, fontbook().families_of(str(choice(rng, ["serif", "sans"])))))
    words = int(rng.integers(220, 1400))
    return {
        "tabs": [content.ui(k) for k in RIBBON_TABS], "face": face, "title": title,
        "styles": [content.ui(k) for k in RIBBON_STYLES], "font": picker_font_name(face),
        "size": int(choice(rng, [11, 12])),
        "status": [content.ui("document.page_of", n=1, total=-(-words // 450)),
                   content.ui("document.words", n=f"{words:,}".replace(",", "\u202f"))],
        "language": content.ui("document.language"),
        "zoom": format_percent(int(choice(rng, [100, 110, 120])), content.lang, 0),
    }


def _stamped(rng: np.random.Generator, content: Content, dates: list[str]) -> list[str]:
    """Each "Date modified" with its time of day, as the dialog prints it ("May 8, 2025
    3:42 PM"); files of one day newest first, like their days."""
    minutes = [int(rng.integers(8 * 60, 19 * 60)) for _ in dates]
    out = []
    for k, day in enumerate(dates):
        same = [j for j, d in enumerate(dates) if d == day]
        m = sorted((minutes[j] for j in same), reverse=True)[same.index(k)]
        out.append(f"{day} {content.format_time(m // 60, m % 60)}")
    return out
