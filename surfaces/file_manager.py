"""A desktop file manager in list view, Finder-like (sidebar with favourites and tags) or
Explorer-like (command bar, address breadcrumb, navigation tree, status bar)."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.apps import file_icon, human_size, spread_size
from surfaces.kit.chrome import icon, search_box, status_bar, title_bar, ui_style
from surfaces.kit.file_names import saved_name
from surfaces.kit.numbers import clock, format_date, random_day, ui_list
from surfaces.kit.tables import col_letter
from surfaces.kit.typography import sample_typography

KINDS = ["folder", "pdf", "doc", "sheet", "image", "audio", "video", "zip", "text", "code"]
EXT = {"pdf": "pdf", "doc": "docx", "sheet": "xlsx", "image": "jpg", "audio": "m4a",
       "video": "mp4", "zip": "zip", "text": "txt", "code": "py"}
# The kinds a file of each apps_fm_file name can be (same order in every language: annual
# report, meeting notes, budget, cover letter, floor plan, receipt, presentation, photo,
# recording, invoice, CV, travel plan, contract draft, price list): no "CV.mp4"
NAME_KINDS = (("pdf", "doc"), ("doc", "text"), ("sheet", "pdf"), ("doc", "pdf"),
              ("pdf", "image"), ("pdf", "image"), ("pdf",), ("image", "zip"),
              ("audio", "video"), ("pdf",), ("pdf", "doc"), ("doc", "pdf", "sheet"),
              ("doc", "pdf"), ("sheet", "pdf"))
# A plausible size range in bytes for each kind
SIZES = {"pdf": (60_000, 3_000_000), "doc": (15_000, 900_000), "sheet": (10_000, 600_000),
         "image": (800_000, 9_000_000), "audio": (1_000_000, 60_000_000),
         "video": (20_000_000, 900_000_000), "zip": (2_000_000, 400_000_000),
         "text": (1_000, 40_000), "code": (1_000, 60_000)}
# What each apps_fm_folder (same order in every language: projects, invoices, holiday photos,
# tax return, old backups, recipes, contracts, school, scans, work) holds: the apps_fm_file
# indices of its files, its subfolders, and the kinds its files may be (None: any). Recipes
# is only ever a subfolder (no file stem is a recipe).
FOLDER_FILES = {0: ((0, 1, 2, 4, 6, 8, 11, 13), (8, 1, 6), None),
                1: ((5, 9, 13), (8,), None),
                2: ((7, 8, 11), (), ("image", "video", "zip", "doc", "pdf", "audio")),
                3: ((2, 5, 9), (1, 8), None),
                4: (tuple(range(14)), (0, 9, 8, 7, 1), None),
                6: ((12, 9, 5), (8,), None),
                7: ((1, 6, 8, 11, 7, 3), (0,), None),
                8: ((5, 9, 12, 10, 4), (), ("pdf", "image")),
                9: ((0, 1, 2, 3, 6, 10, 12, 13), (0, 1, 6, 8), None)}
# The sidebar place each folder lives in (apps.fm.places: desktop, documents, downloads,
# pictures, music, videos): holiday photos under Pictures, everything else under Documents
PARENT_PLACE = {2: 3}
TAGS = ["red", "orange", "green", "blue", "purple"]


# Explorer's command bar, in the order of apps.fm.actions: New, Cut, Copy, Paste, Rename,
# Share, Delete, Sort, View
ACTION_ICONS = ("plus", "edit", "copy", "paperclip", "format", "upload", "trash", "sort", "grid")

def sidebar_places(p: dict[str, Any], finder: bool) -> list[tuple[str, int, bool]]:
    """(name, indent, selected) of the sidebar's places: Finder lists the folder shown as a
    favourite of its own (pinned after the standard places); Explorer's navigation tree opens
    the folder's parent place and selects the folder beneath it."""
    rows = [(place, 0, False) for place in p["places"]]
    if finder:
        return rows + [(p["folder"], 0, True)]
    at = p["parent_k"] + 1
    return rows[:at] + [(p["folder"], 16, True)] + rows[at:]


def year_back(rng: np.random.Generator, name: str, now: datetime.date) -> int:
    """Days before ``now`` a file named for a past year ("Photo 2021.jpg") was last changed:
    a day of that year; 0 for a file named for no past year (dated like the rest)."""
    m = re.search(r"\b(20\d\d)\b", name)
    if not m or int(m.group(1)) >= now.year:
        return 0
    day = datetime.date(int(m.group(1)), 1, 1) + datetime.timedelta(days=int(rng.integers(0, 365)))
    return (now - day).days


def status_items(p: dict[str, Any]) -> tuple[list[str], list[str]]:
    """The status bar from the listing: Finder "1 of 11 selected, 370 GB available" (one
    line), Explorer "11 items  1 item selected  70.7 MB" (the selected file's size)."""
    if p["style"] == "finder":
        return [f"{p['one_of']}, {p['free']}"], []
    row = p["rows"][p["selected"]]
    chosen = p["one_selected"] + (f"  {row['size']}" if row["kind"] != "folder" else "")
    return [p["items"], chosen], []


def dated_rows(rng: np.random.Generator, content: Content, files: list[list[str]], style: str,
               now: datetime.date) -> list[dict[str, Any]]:
    """The listing's rows sorted as shown (folders first), each with its modified date:
    Finder says Today/Yesterday, Explorer writes every date as a date; a file named for a
    past year is dated in it."""
    lang = content.lang
    kinds = ui_list(content, "apps.fm.kinds")
    today, yesterday = content.ui("apps.fm.today"), content.ui("apps.fm.yesterday")
    if style == "explorer":
        today = format_date(now, lang)
        yesterday = format_date(now - datetime.timedelta(days=1), lang)
    rows = []
    for name, kind, size in sorted(files, key=lambda f: (f[1] != "folder", f[0].lower())):
        r = rng.random()
        back = year_back(rng, name, now)
        day = format_date(now - datetime.timedelta(days=back), lang) if back else \
            today if r < 0.15 else yesterday if r < 0.3 else \
            format_date(now - datetime.timedelta(days=int(rng.integers(2, 300))), lang)
        when = f"{day} {clock(int(rng.integers(7, 23)), int(rng.integers(0, 60)), lang)}"
        rows.append({"name": name, "kind": kind, "kind_label": kinds[KINDS.index(kind)],
                     "size": size or "--", "when": when})
    return rows


class FileManager(Surface):
    name = "file_manager"
    # select_range: file names repeat their words across rows, so a range's first word is
    # seen again above it on most pages (0.23.0: anchors count in every block)
    unsupported_categories = ("select_line", "select_range")
    family = "desktop"
    text_roles = ("text", "structural", "chrome")
    regions = ("title bar", "toolbar", "sidebar", "files", "status bar")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        folders = content.data.SLOTS["apps_fm_folder"]
        names = content.data.SLOTS["apps_fm_file"]
        # the folder shown holds what its name promises: no CV in "Holiday photos"
        current_k = choice(rng, sorted(FOLDER_FILES))
        stems, subs, allowed = FOLDER_FILES[current_k]
        current = folders[current_k]
        files = [[folders[int(i)], "folder", ""] for i in subs if rng.random() < 0.7]
        seen: set[str] = set()
        for _ in range(int(rng.integers(12, 20))):
            k = int(choice(rng, list(stems)))
            options = [kd for kd in NAME_KINDS[k] if allowed is None or kd in allowed]
            if not options:
                continue
            kind = choice(rng, options)
            name = f"{saved_name(rng, names[k], kind, current)}.{EXT[kind]}"
            if name in seen:
                continue
            seen.add(name)
            low, high = SIZES[kind]
            files.append([name, kind, human_size(spread_size(rng, low, high), lang)])
        style = choice(rng, ["finder", "explorer"])  # one OS: its labels, its columns, its dates
        now = random_day(rng, 610, 380)
        rows = dated_rows(rng, content, files, style, now)
        places, parent_k = ui_list(content, "apps.fm.places"), PARENT_PLACE.get(current_k, 1)
        keys = ("favourites", "locations", "search", "this_pc", "tags")
        labels = {k: content.ui(f"apps.fm.{k}") for k in keys}
        cols = ui_list(content, "apps.fm.cols")
        if style == "explorer":  # "Quick access", "Type": Windows' own words
            labels["favourites"] = content.ui("fm.win_quick")
            cols[2] = content.ui("fm.win_type")
        return {
            "typo": sample_typography(rng, "sans", (12, 13, 14)),
            "style": style, "now": now.isoformat(),
            "labels": labels, "disks": ui_list(content, "fm.win_disks"),
            "cols": cols, "places": places,
            "actions": ui_list(content, "apps.fm.actions"), "tags": ui_list(content, "apps.fm.tag_names"),
            "rows": rows, "folder": current, "folder_k": current_k, "parent_k": parent_k,
            "parent": places[parent_k],
            # a row in view is selected, and the status bar says so (status_items)
            "selected": int(rng.integers(0, min(len(rows), 12))),
            "items": content.ui("apps.fm.items" if style == "finder" else "w9c.fm_items_win",
                                n=len(rows)),
            "free": content.ui("apps.fm.free", n=int(rng.integers(12, 480))),
            "one_of": content.ui("w9c.fm_one_of", n=len(rows)),
            "one_selected": content.ui("w9c.fm_selected_win"),
            "row_h": int(choice(rng, [24, 26, 28])), "side_w": int(rng.integers(180, 230)),
            "user": content.first_name(),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo, lab = params["typo"], params["labels"]
        w, h = page.width, page.height
        page.rect((0, 0, w, h), theme.surface, name="background")
        finder = params["style"] == "finder"
        y = title_bar(page, theme, typo, params["folder"], mac=finder, height=30 if finder else 32)
        st = ui_style(typo, theme)
        with page.region("toolbar", "chrome", (0, y, w, y + 44)):
            page.rect((0, y, w, y + 44), theme.panel, name="toolbar")
            page.line((0, y + 43), (w, y + 43), theme.border)
            for k, pts in enumerate(([(22, 0), (14, 8), (22, 16)], [(46, 0), (54, 8), (46, 16)])):
                page.polygon([(px, py + y + 14) for px, py in pts],
                             theme.muted if k == 0 else theme.faded(theme.muted), name="icon")
            if finder:
                page.label(74, y + 7, params["folder"], st.but(bold=True), role="structural",
                           max_width=300)
                for k in range(4):
                    icon(page, theme, ("grid", "list", "sort", "search")[k], w - 420 + k * 32, y + 15)
            else:
                x = 74
                for k, crumb in enumerate((lab["this_pc"], params["parent"], params["folder"])):
                    b = page.label(x, y + 7, crumb, st.but(bold=k == 2), role="structural"
                                   if k == 2 else "chrome", max_width=200)
                    x = b.right + 8
                    if k < 2:
                        x = page.label(x, y + 7, "›", st.but(color=theme.muted)).right + 8
            search_box(page, theme, typo, (w - 240, y + 8, w - 14, y + 36), lab["search"])
        y += 44
        if not finder:
            with page.region("command bar", "chrome", (0, y, w, y + 36)):
                x = 16
                for k, a in enumerate(params["actions"]):
                    icon(page, theme, ACTION_ICONS[k % len(ACTION_ICONS)], x, y + 11, 13)
                    b = page.label(x + 20, y + 3, a, st.but(size=typo["size"] - 1))
                    x = b.right + 16
                    if x > w - 80:
                        break
                page.line((0, y + 35), (w, y + 35), theme.border)
            y += 36
        sw = params["side_w"]
        self._sidebar(page, theme, typo, params, (0, y, sw, h - 24), finder)
        self._files(page, theme, typo, params, (sw, y, w, h - 24))
        left, right = status_items(params)
        status_bar(page, theme, typo, left, right)
        return page

    def _sidebar(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 box: tuple[int, int, int, int], finder: bool) -> None:
        x1, y1, x2, y2 = box
        lab = p["labels"]
        fill = theme.panel if finder else theme.surface
        with page.region("sidebar", "chrome", box, label=lab["favourites"]):
            page.rect(box, fill, name="sidebar")
            page.line((x2 - 1, y1), (x2 - 1, y2), theme.border)
            st = ui_style(typo, theme)
            cap = st.but(size=typo["size"] - 2, bold=True, color=theme.muted)
            y = y1 + 10
            page.label(x1 + 14, y, lab["favourites"], cap, role="structural")
            y += 26
            for place, indent, chosen in sidebar_places(p, finder):
                if chosen:  # the folder shown, and nothing else, is selected
                    page.rect((x1 + 6, y, x2 - 8, y + 26), theme.selection, radius=5,
                              name="selection")
                file_icon(page, x1 + 18 + indent, y + 5, "folder", 16)
                page.label(x1 + 42 + indent, y - 1, place, st, max_width=x2 - x1 - 52 - indent)
                y += 28
            y += 10
            if finder:
                page.label(x1 + 14, y, lab["tags"], cap, role="structural")
                y += 26
                for k, tag in enumerate(p["tags"]):
                    if y + 26 > y2:
                        break
                    page.ellipse((x1 + 20, y + 8, x1 + 31, y + 19), theme.palette[TAGS[k]],
                                 name="tag")
                    page.label(x1 + 42, y - 1, tag, st, max_width=x2 - x1 - 52)
                    y += 26
            else:
                page.label(x1 + 14, y, lab["this_pc"], cap, role="structural")
                y += 26
                for disk in p["disks"]:
                    page.rect((x1 + 18, y + 7, x1 + 34, y + 19), theme.muted, radius=2,
                              name="icon")
                    page.label(x1 + 42, y - 1, disk, st, max_width=x2 - x1 - 52)
                    y += 28

    def _files(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
               box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        st = ui_style(typo, theme, size=typo["size"] - 1)
        total = x2 - x1
        shares = (40, 26, 13) if p["style"] == "finder" else (40, 25, 21)
        widths = [total * k // 100 for k in shares]
        widths.append(total - sum(widths))
        # Finder: Name, Date, Size, Kind; Explorer: Name, Date, Type, Size
        order = [0, 1, 3, 2] if p["style"] == "finder" else [0, 1, 2, 3]
        rh = p["row_h"]
        with page.region("files", "table", box):
            page.rect((x1, y1, x2, y1 + 28), theme.surface, name="table header")
            x = x1
            for c, (k, wd) in enumerate(zip(order, widths, strict=True)):
                title = p["cols"][k]
                with page.region(f"column {title}", "column header", (x, y1, x + wd, y1 + 28),
                                 label=title):
                    page.label(x + (34 if c == 0 else 10), y1 + 1, title,
                               st.but(color=theme.muted, bold=True), role="structural",
                               max_width=wd - 40)
                if c:
                    page.line((x, y1 + 6), (x, y1 + 22), theme.border)
                x += wd
            page.line((x1, y1 + 28), (x2, y1 + 28), theme.border)
            y = y1 + 30
            for r, row in enumerate(p["rows"]):
                if y + rh > y2:
                    break
                if r == p["selected"]:
                    page.rect((x1 + 4, y, x2 - 4, y + rh), theme.accent if p["style"] == "finder"
                              else theme.selection, radius=4, name="selection")
                elif r % 2 == 1 and p["style"] == "finder":
                    page.rect((x1, y, x2, y + rh), theme.panel, name="zebra row")
                ink = theme.accent_text if r == p["selected"] and p["style"] == "finder" else None
                values = [row["name"], row["when"], row["kind_label"], row["size"]]
                x = x1
                for c, (k, wd) in enumerate(zip(order, widths, strict=True)):
                    cell = (x, y, x + wd, y + rh)
                    with page.region(f"cell {col_letter(c)}{r + 1}", "cell", cell,
                                     label=p["cols"][k]):
                        if c == 0:
                            file_icon(page, x + 12, y + (rh - 16) // 2, row["kind"], 16)
                        colour = ink or (theme.text if c == 0 else theme.muted)
                        align = "right" if k == 3 and p["style"] == "explorer" else "left"
                        page.label(x + (36 if c == 0 else 10), y + (rh - round(st.size * 2.2)) // 2,
                                   values[k], st.but(color=colour), role="text",
                                   max_width=wd - (46 if c == 0 else 20), align=align)
                    x += wd
                y += rh
