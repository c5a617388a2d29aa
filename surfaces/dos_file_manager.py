"""A Norton Commander style DOS file manager: blue two-panel text-mode screen, cyan double
frames, yellow column titles, a cursor bar, a command line and the function-key bar."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.chrome import frame
from surfaces.kit.dos_world import KINDS, dos_name, folder, not_before_release, size_of, stamp
from surfaces.kit.numbers import format_number, short_date, ui_list, uses_12_hour_clock
from surfaces.kit.typography import style

BLUE, CYAN, DCYAN = (0, 0, 170), (85, 255, 255), (0, 170, 170)
YELLOW, WHITE, GREY, BLACK = (255, 255, 85), (255, 255, 255), (170, 170, 170), (0, 0, 0)
DRIVES = ["C:\\", "D:\\", "A:\\"]


def _dos_date(lang: str, d: int, m: int, y: int) -> str:
    """A file date as DOS printed it: numeric, two-digit year, in the locale's order."""
    return short_date(datetime.date(1900 + y, m, d), lang)


def _dos_time(lang: str, h: int, m: int) -> str:
    if uses_12_hour_clock(lang):
        return f"{(h - 1) % 12 + 1:>2}:{m:02d}{'a' if h < 12 else 'p'}"
    return f"{h:02d}:{m:02d}"


def _stamps(rng: np.random.Generator, listed: list[tuple[str, str, bool, int]],
            numbered: bool) -> list[tuple[int, int, int, int, int]]:
    """Each entry's save date in its year; numbered files (invoices) of one year dated in
    the order of their numbers."""
    stamps = [not_before_release(rng, name, stamp(rng, (year, year + 1))) if is_dir
              else stamp(rng, (year, year + 1)) for name, _, is_dir, year in listed]
    if numbered:
        for year in {e[3] for e in listed}:
            at = sorted((e[0], k) for k, e in enumerate(listed) if e[3] == year and not e[2])
            days = sorted((stamps[k] for _, k in at), key=lambda s: (s[1], s[0], s[3], s[4]))
            for (_, k), day in zip(at, days, strict=True):
                stamps[k] = day
    return stamps


def _panel(rng: np.random.Generator, content: Content, avoid: int = -1) -> dict[str, Any]:
    """One panel's directory listing: a folder of one kind (``avoid``: the other panel's
    kind, two panels on one path would list the same files) and the files of that kind."""
    words = content.data.SLOTS["apps_dos_word"]
    lang = content.lang
    kind = avoid
    while kind == avoid:
        kind = int(rng.integers(0, len(words)))
    first = int(rng.integers(89, 98))
    entries = [["..", "", "updir", "", ""]]
    listed = folder(rng, content, kind, first)
    stamps = _stamps(rng, listed, KINDS.get(kind, ("",))[0] == "number")
    for (name, ext, is_dir, _year), (d, m, y, hh, mm) in zip(listed, stamps, strict=True):
        size = "" if is_dir else str(size_of(rng, ext))
        entries.append([name, ext, "dir" if is_dir else "file", size,
                        f"{_dos_date(lang, d, m, y)} {_dos_time(lang, hh, mm)}"])
    dirs = sorted(e for e in entries[1:] if e[2] == "dir")  # by name, as the panel sorts
    files = sorted(e for e in entries[1:] if e[2] == "file")
    return {"path": f"{choice(rng, DRIVES[:2])}{dos_name(words[kind])}", "kind": kind,
            "entries": [entries[0]] + dirs + files,
            "view": choice(rng, ["full", "full", "brief"]), "cursor": int(rng.integers(0, 8)),
            "marked": [int(i) for i in rng.choice(np.arange(3, 12), int(rng.integers(0, 3)),
                                                  replace=False)]}


class DosFileManager(Surface):
    name = "dos_file_manager"
    family = "terminal"
    themes = ("dark",)
    text_roles = ("text", "structural", "chrome")
    # No select_substring or select_range: its pages rarely show such text (see
    # tests/surfaces/test_surfaces_candidates.py; since folders hold files of their kind, one
    # page in six has a run of words to select).
    unsupported_categories = ("select_substring", "select_range")
    regions = ("menu bar", "left panel", "right panel", "command line", "function keys")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lab = {k: content.ui(f"apps.dos.{k}") for k in ("name", "size", "date", "time", "updir",
                                                         "subdir")}
        left = _panel(rng, content)
        right = _panel(rng, content, avoid=left["kind"])
        return {
            "mono": choice(rng, ["dejavu_sans_mono", "liberation_mono", "noto_sans_mono",
                                 "go_mono", "hack", "jetbrains_mono"]),
            "size": int(choice(rng, [16, 17, 18])), "labels": lab,
            "menu": ui_list(content, "apps.dos.menu"), "keys": ui_list(content, "apps.dos.keys"),
            "panels": [left, right], "active": int(rng.integers(0, 2)),
            "free": content.ui("apps.dos.free", n=format_number(
                float(rng.integers(1_000_000, 90_000_000)), content.lang, 0)),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        w, h = page.width, page.height
        size = params["size"]
        st = style(params["mono"], size, CYAN)
        page.meta["no_mouse"] = True  # no GUI mouse arrow on this screen (effects)
        cw = measure("M", st)[0]
        rh = round(size * 1.5)
        page.rect((0, 0, w, h), BLUE, name="screen")
        with page.region("menu bar", "chrome", (0, 0, w, rh)):
            page.rect((0, 0, w, rh), DCYAN, name="menu bar")
            x = 2 * cw
            for item in params["menu"]:
                b = page.label(round(x), (rh - round(size * 2.2)) // 2, item, st.but(color=BLACK))
                x = b.right + 3 * cw
        bottom = h - 2 * rh - 4
        for k, name in enumerate(("left panel", "right panel")):
            box = (k * w // 2, rh + rh // 2 - 4, (k + 1) * w // 2, bottom)
            self._panel(page, params, params["panels"][k], box, st, cw, rh, name,
                        params["active"] == k)
        with page.region("command line", "chrome", (0, bottom, w, bottom + rh)):
            path = params["panels"][params["active"]]["path"]
            page.rect((0, bottom, w, bottom + rh), BLACK, name="command line")
            p = page.label(0, bottom + (rh - round(size * 2.2)) // 2, f"{path}>", st.but(color=GREY),
                           role="text")
            page.rect((p.right + 2, bottom + rh - 6, p.right + 2 + round(cw), bottom + rh - 3),
                      GREY, name="cursor")
        fy = h - rh - 4
        with page.region("function keys", "chrome", (0, fy, w, h)):
            page.rect((0, fy, w, h), BLACK, name="key bar")
            slot = w / 10
            for i, label in enumerate(params["keys"][:10]):
                x = round(i * slot)
                num = str(i + 1)
                nb = page.label(x, fy + (rh + 4 - round(size * 2.2)) // 2, num, st.but(color=WHITE))
                page.rect((nb.right + 1, fy + 3, round((i + 1) * slot) - 3, h - 3), DCYAN,
                          name="key")
                page.label(nb.right + 2, fy + (rh + 4 - round(size * 2.2)) // 2, label,
                           st.but(color=BLACK), max_width=round((i + 1) * slot) - nb.right - 6)
        return page

    def _panel(self, page: Page, params: dict[str, Any], panel: dict[str, Any],
               box: tuple[int, int, int, int], st: Any, cw: float, rh: int, name: str,
               active: bool) -> None:
        x1, y1, x2, y2 = box
        lab = params["labels"]
        size = params["size"]
        top = (rh - round(size * 2.2)) // 2
        with page.region(name, "panel", box, label=panel["path"]):
            for off in (4, 8):
                frame(page, (x1 + off, y1 + off, x2 - off, y2 - off), CYAN)
            path = f" {panel['path']} "
            pw = round(measure(path, st)[0])
            px = (x1 + x2 - pw) // 2
            page.rect((px, y1 + 6 - rh // 2, px + pw, y1 + 6 + rh // 2), DCYAN if active else BLUE,
                      name="title")
            page.label(px, y1 + 6 - round(size * 2.2) // 2, path, st.but(color=BLACK if active else CYAN),
                       role="text")
            inner = (x1 + 12, y1 + 14, x2 - 12, y2 - 12)
            status_y = y2 - 12 - rh
            page.line((inner[0], status_y - 4), (inner[2], status_y - 4), CYAN, name="frame")
            page.line((inner[0], status_y - 1), (inner[2], status_y - 1), CYAN, name="frame")
            entries = panel["entries"]
            cols = self._columns(page, panel, lab, inner, st, cw, top, status_y)
            rows = (status_y - 6 - inner[1] - rh) // rh
            y0 = inner[1] + rh
            for i, e in enumerate(entries):
                col, row = (divmod(i, rows) if panel["view"] == "brief" else (0, i))
                if col >= len(cols) or row >= rows:
                    break
                cx, cwid = cols[col]
                y = y0 + row * rh
                colour = YELLOW if i in panel["marked"] else (WHITE if e[2] != "file" else CYAN)
                if active and i == panel["cursor"]:
                    right = cx + cwid - 1 if panel["view"] == "brief" else inner[2] - 1
                    page.rect((cx + 1, y, right, y + rh), DCYAN, name="cursor bar")
                    colour = BLACK
                text = e[0] if not e[1] else f"{e[0]:<8} {e[1]}"
                if e[2] == "dir":
                    text = text.upper()
                page.label(cx + round(cw * 0.5), y + top, text, st.but(color=colour), role="text",
                           max_width=cwid - 4)
                if panel["view"] == "full":
                    size_text = {"updir": lab["updir"], "dir": lab["subdir"]}.get(e[2], e[3])
                    date, _, time = e[4].partition(" ")
                    for (vx, vw), value in zip(cols[1:], (size_text, date, time), strict=True):
                        if value:
                            page.label(vx, y + top, value, st.but(color=colour), role="text",
                                       max_width=vw - 6, align="right")
            cur = entries[min(panel["cursor"], len(entries) - 1)]
            info = params["free"] if not active else f"{cur[0]:<8} {cur[1]:<3}  {cur[3] or lab['subdir']}"
            page.label(inner[0] + round(cw * 0.5), status_y + top, info, st.but(color=CYAN),
                       role="text", max_width=inner[2] - inner[0] - 10)

    def _columns(self, page: Page, panel: dict[str, Any], lab: dict[str, str],
                 inner: tuple[int, int, int, int], st: Any, cw: float, top: int,
                 status_y: int) -> list[tuple[int, int]]:
        """The panel's columns (x, width), with separators and yellow titles drawn."""
        if panel["view"] == "brief":
            cols = [(inner[0] + k * (inner[2] - inner[0]) // 3, (inner[2] - inner[0]) // 3)
                    for k in range(3)]
        else:
            fixed = [round(cw * 9), round(cw * 9), round(cw * 7)]
            nw = inner[2] - inner[0] - sum(fixed)
            cols = [(inner[0], nw)]
            for f in fixed:
                cols.append((cols[-1][0] + cols[-1][1], f))
        titles = [lab["name"]] * 3 if panel["view"] == "brief" else \
            [lab["name"], lab["size"], lab["date"], lab["time"]]
        for (cx, cwid), title in zip(cols, titles, strict=False):
            if cx > inner[0]:
                page.line((cx, inner[1]), (cx, status_y - 5), CYAN, name="frame")
            tw = round(measure(title, st)[0])
            page.label(cx + (cwid - tw) // 2, inner[1] + top, title, st.but(color=YELLOW),
                       role="structural", max_width=cwid)
        return cols
