"""A Sentry-style crash report: issue header with exception type and message, event and
user counts, first/last seen, tags as pills, the stack trace (frames with file, line,
function and a code context), and an environment table."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.chrome import button, sidebar_list, ui_style
from surfaces.kit.crash_world import crash_chain
from surfaces.kit.devtools import SEVERITY, label_pill, text_h
from surfaces.kit.numbers import ui_list, with_colon
from surfaces.kit.tables import Column, TableStyle, draw_table
from surfaces.kit.terminal import draw_lines, palette, seg
from surfaces.kit.typography import sample_typography, style

# The service that crashed is a Python web backend (the frames are .py files): its event
# tells the Python runtime, the web framework, the server's operating system and host,
# never a browser or a phone (a client's details belong to a browser's crash report).
RUNTIMES = ["CPython 3.10.14", "CPython 3.11.9", "CPython 3.12.4", "CPython 3.12.7"]
FRAMEWORKS = ["Django 4.2.13", "Django 5.0.6", "Flask 3.0.3", "FastAPI 0.111.0"]
SERVER_OS = ["Debian 12", "Ubuntu 22.04", "Ubuntu 24.04", "Alpine Linux 3.20"]
class CrashReport(Surface):
    name = "crash_report"
    family = "code"
    text_roles = ("code", "text", "structural", "chrome")
    # No select_substring: its pages rarely show such text (see
    # tests/surfaces/test_surfaces_candidates.py).
    unsupported_categories = ("select_substring",)
    regions = ("sidebar", "header", "tags", "stack trace", "environment")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        crash = crash_chain(rng, content)  # one call chain of one service, one exception
        project, frames, exc, message = (crash[k] for k in ("project", "frames", "exc",
                                                            "message"))
        release = f"{int(rng.integers(1, 6))}.{int(rng.integers(0, 30))}.{int(rng.integers(0, 9))}"
        env_keys = ui_list(content, "devtools.cr_env_keys")
        # a container of the service's deployment: "billing-api-7c9f4d6b8-x2kqp"
        pod = "".join(choice(rng, list("0123456789abcdef")) for _ in range(9)) + "-" + \
            "".join(choice(rng, list("bcdfghjklmnpqrstvwxz2456789")) for _ in range(5))
        runtime = choice(rng, RUNTIMES)
        env_vals = [release, content.ui("devtools.cr_production"), runtime,
                    choice(rng, FRAMEWORKS), choice(rng, SERVER_OS), f"{project}-{pod}"]
        events = int(rng.integers(3, 9000))  # more events than users: users hit it repeatedly
        return {
            "lang": content.lang,
            "typo": sample_typography(rng, "sans", (13, 14)),
            "exc": exc, "message": message,
            "frames": frames, "code": crash["code"], "chain": crash["chain"],
            "raise_at": crash["raise_at"],
            "where": [content.ui("devtools.cr_frame", path=fr["path"], func=fr["func"],
                                 line=fr["line"]) for fr in frames],
            "events": str(events), "users": str(max(1, int(events * rng.uniform(0.05, 0.6)))),
            "first": content.ui("devtools.rel_days", n=int(rng.integers(3, 30))),
            "last": content.ui("devtools.rel_hours", n=int(rng.integers(2, 20))),
            "env": [[k, v] for k, v in zip(env_keys, env_vals, strict=True)],
            "tags": [f"release:{release}", f"runtime:{runtime}", f"server_name:{env_vals[5]}",
                     "level:error"],
            "project": project,
            "nav": [content.ui("devtools.cr_issues"), content.ui("dash.overview"),
                    content.ui("dash.insights"), content.ui("term.alerts"),
                    content.ui("common.settings")],
            "ui": {k: content.ui(f"devtools.cr_{k}") for k in (
                "exception", "stack", "env", "tags", "events", "users", "first", "last",
                "resolve", "ignore", "unhandled", "in_app")},
            "nav_w": int(choice(rng, [0, 180, 200])), "short_id": f"{int(rng.integers(1, 9))}"
            f"{choice(rng, ['A', 'K', 'Q', 'X'])}{int(rng.integers(10, 99))}",
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo, ui = params["typo"], params["ui"]
        x = params["nav_w"]
        if x:
            sidebar_list(page, theme, typo, (0, 0, x, page.height), params["nav"], 0,
                         title=params["project"], row=32)
        x1, x2 = x + 24, page.width - 24
        with page.region("header", "structural", (x, 0, page.width, 130)):
            st = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
            page.label(x1, 12, f"{params['project'].upper()}-{params['short_id']}", st,
                       role="text")
            h = style(typo["ui"], typo["size"] + 8, theme.text, bold=True)
            b = page.label(x1, 36, params["exc"], h, role="structural")
            page.label(b.right + 12, 36 + (text_h(h) - text_h(st)) // 2, params["message"],
                       st.but(size=typo["size"]), role="text", max_width=x2 - b.right - 260)
            bx = button(page, theme, typo, x1, 86, ui["resolve"], primary=True, height=30)
            button(page, theme, typo, bx + 8, 86, ui["ignore"], height=30)
            cx = x2 - 220
            for k, (label, value) in enumerate(((ui["events"], params["events"]),
                                                (ui["users"], params["users"]))):
                page.label(cx + k * 110, 14, label.upper(), st.but(size=typo["size"] - 3,
                                                                   bold=True), max_width=100)
                page.label(cx + k * 110, 34, value, h.but(size=typo["size"] + 6, bold=False),
                           role="text")
            page.line((x, 129), (page.width, 129), theme.border)
        y = self._tags(page, theme, typo, params, (x1, 140, x2))
        y = self._stack(page, theme, typo, params, (x1, y + 10, x2, page.height - 190))
        self._env(page, theme, typo, params, (x1, y + 10, x2, page.height - 8))
        return page

    def _tags(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              box: tuple[int, int, int]) -> int:
        x1, y1, x2 = box
        ui = params["ui"]
        st = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
        lang = params["lang"]
        page.label(x1, y1, f"{with_colon(ui['first'], lang)} {params['first']}    "
                           f"{with_colon(ui['last'], lang)} {params['last']}", st, role="text",
                   max_width=x2 - x1)
        # The tags row is a section a reader can name: its heading is printed before it.
        with page.region("tags", "list", (x1, y1 + 32, x2, y1 + 60), label=ui["tags"]):
            head = page.label(x1, y1 + 46 - text_h(st) // 2,
                              with_colon(ui["tags"], params["lang"]), st,
                              role="structural")
            x = head.right + 10
            colours = ["purple", "blue", "teal", "red"]
            for tag, colour in zip(params["tags"], colours, strict=True):
                if x + 160 > x2:
                    break
                x = label_pill(page, theme, typo, x, y1 + 46, tag, colour,
                               size=typo["size"] - 2) + 8
        return y1 + 62

    def _stack(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               box: tuple[int, int, int, int]) -> int:
        x1, y1, x2, y2 = box
        ui = params["ui"]
        with page.region("stack trace", "body", box, label=ui["stack"]):
            hst = style(typo["ui"], typo["size"] + 1, theme.text, bold=True)
            b = page.label(x1, y1, ui["exception"], hst, role="structural")
            label_pill(page, theme, typo, b.right + 10, y1 + text_h(hst) // 2,
                       ui["unhandled"], "orange", solid=True)
            st = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
            page.label(x2 - 140, y1, ui["in_app"], st, max_width=140)
            y = b.bottom + 4
            mono = style(typo["mono"], typo["size"] - 1, theme.text)
            page.label(x1, y, f"{params['exc']}: {params['message']}", mono.but(
                color=SEVERITY["error"]), role="code", max_width=x2 - x1)
            y += 30
            frames = params["frames"]
            for k, fr in enumerate(frames):
                row = 30
                if y + row > y2:
                    break
                last = k == len(frames) - 1
                fill = theme.panel if not last else theme.selection
                page.rect((x1, y, x2, y + row), fill, theme.border, name="frame")
                page.label(x1 + 10, y + (row - text_h(mono)) // 2,
                           params["where"][k], mono,
                           role="code", max_width=x2 - x1 - 20)
                y += row
                rows = len(self._rows(typo, params, x2 - x1 - 16, fr["line"])[0]) if last else 5
                if last and y + rows * 20 + 10 < y2:
                    y = self._context(page, theme, typo, params, (x1, y, x2), fr["line"])
            return y

    def _context(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 box: tuple[int, int, int], line: int) -> int:
        x1, y, x2 = box
        colours = palette(theme.name == "dark")
        rows, size = self._rows(typo, params, x2 - x1 - 16, line)
        page.rect((x1, y, x2, y + len(rows) * 20 + 8), colours["bg"], theme.border,
                  name="context")
        draw_lines(page, typo["mono"], size, (x1 + 8, y + 4, x2 - 8, y + 8 + len(rows) * 20),
                   rows, colours, pitch=20)
        return y + len(rows) * 20 + 8

    @staticmethod
    def _rows(typo: dict[str, Any], params: dict[str, Any], width: int,
              line: int) -> tuple[list[list[Any]], int]:
        """The context's rows and type size: the longest source line fits the box whole
        (r86 0002: "...abgelehnt") from" cut at its edge), set smaller down to 10 px and
        else wrapped at a space under its indent, as an editor's soft wrap."""
        texts = ["".join(t[0] for t in tokens) for tokens in params["code"]]
        size = typo["size"] - 1
        cell = lambda z: measure("M", style(typo["mono"], z, (0, 0, 0)))[0]  # noqa: E731
        while size > 10 and (6 + max(map(len, texts))) * cell(size) > width:
            size -= 1
        columns = max(20, int(width // cell(size)) - 7)
        rows = []
        for k, text in enumerate(texts):
            at = k == params["raise_at"]  # the raise line is the frame's line
            number = f"{line - params['raise_at'] + k:>4}  "
            indent = " " * (len(text) - len(text.lstrip()) + 4)
            while len(text) > columns and " " in text.strip():
                cut = text.rfind(" ", len(indent), columns)
                if cut <= len(indent):
                    break
                rows.append([seg(number, "dim"), seg(text[:cut], "red" if at else "fg", at)])
                number, text = " " * len(number), indent + text[cut + 1:]
            rows.append([seg(number, "dim"), seg(text, "red" if at else "fg", at)])
        return rows, size

    def _env(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
             box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        ui = params["ui"]
        if y1 + 80 > y2:
            return
        with page.region("environment", "table", box, label=ui["env"]):
            hst = style(typo["ui"], typo["size"] + 1, theme.text, bold=True)
            b = page.label(x1, y1, ui["env"], hst, role="structural")
            cols = [Column("", 200), Column("", x2 - x1 - 200)]
            ts = TableStyle(row_height=26, header_height=0, zebra=True, grid="rows",
                            size=typo["size"] - 1)
            rows = [[[k, "muted"], [v, "mono"]] for k, v in params["env"]]
            draw_table(page, theme, typo, (x1, b.bottom + 4, x2, y2), cols, rows, ts)
