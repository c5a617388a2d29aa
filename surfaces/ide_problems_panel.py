"""An IDE with the Problems panel open: explorer, code with squiggles, and a bottom panel
listing errors and warnings grouped by file with ``[Ln n, Col c]`` locations."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.chrome import (
    icon,
    menu_bar,
    sidebar_list,
    status_bar,
    tab_bar,
    title_bar,
    ui_style,
)
from surfaces.kit.code import draw_code, identifier, sample_code
from surfaces.kit.devtools import (
    SEVERITY,
    count_badge,
    diagnostic_row,
    panel_header,
    sample_path,
    text_h,
)
from surfaces.kit.typography import sample_typography

# Each diagnostic as its tool prints it: (rule, severity, message). Ruff and mypy print
# English in every UI language; Pylance's messages follow the editor's language.
PYLANCE = (("reportUnusedVariable", "warning", "unused"),
           ("reportUndefinedVariable", "error", "undefined"),
           ("reportAttributeAccessIssue", "error", "attr"),
           ("reportOptionalMemberAccess", "error", "optional"))
RUFF = (("F401", "warning", "`{mod}` imported but unused"),
        ("F841", "warning", "Local variable `{var}` is assigned to but never used"),
        ("E501", "warning", "Line too long ({width} > 88)"),
        ("ARG001", "warning", "Unused function argument: `{var}`"),
        ("PLR0913", "warning", "Too many arguments in function definition ({args} > 5)"),
        ("F821", "error", "Undefined name `{var}`"))
MYPY = (("attr-defined", "error", '"{cls}" has no attribute "{var}"'),
        ("name-defined", "error", 'Name "{var}" is not defined'),
        ("arg-type", "error", 'Argument 1 to "{var}" has incompatible type "str"; '
                              'expected "int"'),
        ("return-value", "error", 'Incompatible return value type (got "None", '
                                  'expected "{cls}")'))
MODULES = ("os", "sys", "json", "re", "typing.Any", "datetime", "pathlib.Path")


def _camel(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_")) or "Item"


def _diagnostic(rng: np.random.Generator, content: Content) -> dict[str, Any]:
    """One diagnostic whose message, rule and severity belong to the same tool."""
    var, cls = identifier(content, "component"), _camel(identifier(content, "component"))
    source = choice(rng, ["Pylance", "Pylance", "ruff", "mypy"])
    if source == "Pylance":
        code, severity, key = PYLANCE[int(rng.integers(len(PYLANCE)))]
        message = content.ui(f"gcode_pylance.{key}", var=var, cls=cls)
    else:
        code, severity, text = choice(rng, list(RUFF if source == "ruff" else MYPY))
        message = text.format(var=var, cls=cls, mod=choice(rng, list(MODULES)),
                              width=int(rng.integers(89, 131)), args=int(rng.integers(6, 10)))
    return {"severity": severity, "message": message, "source": source, "code": code,
            "role": "text" if source == "Pylance" else "code"}


def _diagnostics(rng: np.random.Generator, content: Content, n: int, n_lines: int
                 ) -> list[dict[str, Any]]:
    """``n`` diagnostics at lines the file has (``n_lines`` long)."""
    out = []
    for _ in range(n):
        line, col = int(rng.integers(1, n_lines + 1)), int(rng.integers(1, 40))
        out.append(_diagnostic(rng, content) | {"where": f"Ln {line}, Col {col}", "line": line})
    return sorted(out, key=lambda d: d["line"])


class IdeProblemsPanel(Surface):
    name = "ide_problems_panel"
    family = "code"
    text_roles = ("code", "text", "chrome")
    regions = ("title bar", "menu bar", "sidebar", "tab bar", "editor", "panel header",
               "problems", "status bar")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        params = self._sample(rng, content)
        code = params["code"]
        full = [k for k in range(14) if sum(len(t[0].strip()) for t in code[k]) > 6]
        params["squiggles"] = [[int(k), int(rng.integers(0, 3)) * 4 + 4] for k in
                               sorted(rng.choice(full, min(3, len(full)), replace=False))]
        return params

    def _sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        ext = ".py"
        by_name = {}
        for _ in range(int(rng.integers(2, 5))):
            path = sample_path(rng, content, ext)
            by_name.setdefault(path.split("/")[-1], path)
        files = sorted(by_name.values())
        first_line = int(rng.integers(1, 80))
        lengths = [first_line + 40 + int(rng.integers(0, 160))] + \
            [int(rng.integers(30, 260)) for _ in files[1:]]
        groups = [{"path": f, "lines": n,
                   "diags": _diagnostics(rng, content, int(rng.integers(1, 6)), n)}
                  for f, n in zip(files, lengths, strict=True)]
        names = sorted({f.split("/")[-1] for f in files} |
                       {f"{identifier(content, 'component')}{ext}" for _ in range(5)})
        menus = ["menu.file", "menu.edit", "menu.selection", "menu.view", "menu.go",
                 "menu.run", "menu.terminal", "menu.help"]
        return {
            "typo": sample_typography(rng, "sans", (12, 13, 14)),
            "groups": groups, "names": names, "ext": ext,
            "active": names.index(files[0].split("/")[-1]),
            "menus": [content.ui(k) for k in menus],
            "explorer": content.ui("editor.explorer"),
            "tabs": [content.ui(k) for k in ("editor.problems", "editor.output",
                                             "devtools.debug_console", "editor.terminal",
                                             "devtools.ports")],
            "filter": content.ui("devtools.filter_problems"),
            "code": sample_code(rng, content, 40), "first_line": first_line,
            "position": content.ui("editor.position",
                                   line=int(rng.integers(first_line, first_line + 40)),
                                   col=int(rng.integers(1, 60))),
            "branch": choice(rng, ["main", "develop", "fix/types", "feature/export"]),
            "sidebar": bool(rng.random() < 0.75),
            "sidebar_width": int(choice(rng, [190, 220, 250])),
            "panel_frac": float(rng.uniform(0.38, 0.55)),
            "selected": int(rng.integers(0, 4)),
            "mac": bool(rng.random() < 0.5),
            "squiggles": [],
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        active = params["names"][params["active"]]
        y = title_bar(page, theme, typo, active, mac=params["mac"])
        y = menu_bar(page, theme, typo, params["menus"], y)
        bottom = page.height - 24
        with page.region("activity bar", "chrome", (0, y, 44, bottom)):
            page.rect((0, y, 44, bottom), theme.panel, name="activity bar")
            # explorer, search, source control, run and debug (the explorer is open)
            for k, name in enumerate(("copy", "search", "merge", "run")):
                icon(page, theme, name, 11, y + 11 + 44 * k, 22, theme.text if k == 0 else None)
        x = 44
        if params["sidebar"]:
            sw = params["sidebar_width"]
            sidebar_list(page, theme, typo, (44, y, 44 + sw, bottom), params["names"],
                         params["active"], title=params["explorer"], row=24)
            x += sw
        panel_top = bottom - round((bottom - y) * params["panel_frac"])
        tab_bar(page, theme, typo, (x, y, page.width, y + 32), [active])
        with page.region("editor", "body", (x, y + 32, page.width, panel_top)):
            page.rect((x, y + 32, page.width, panel_top), theme.surface, name="editor")
            draw_code(page, theme, typo, (x, y + 32, page.width - 10, panel_top), params["code"],
                      params["first_line"])
            self._squiggles(page, typo, params, x, y + 32)
        self._panel(page, theme, typo, params, (x, panel_top, page.width, bottom))
        n_err = sum(d["severity"] == "error" for g in params["groups"] for d in g["diags"])
        n_warn = sum(d["severity"] == "warning" for g in params["groups"] for d in g["diags"])
        status_bar(page, theme, typo, [params["branch"], f"{n_err}", f"{n_warn}"],
                   [params["position"], "UTF-8", "LF"], accent=True)
        return page

    def _squiggles(self, page: Page, typo: dict[str, Any], params: dict[str, Any], x: int,
                   y: int) -> None:
        pitch = round(typo["size"] * 1.5)
        cw = typo["size"] * 0.6
        for k, (row, col) in enumerate(params["squiggles"]):
            sy = y + 6 + row * pitch + pitch - 3
            colour = SEVERITY["error" if k == 0 else "warning"]
            sx = x + 8 + round(typo["size"] * 0.62 * 3) + 16 + round(col * cw)
            pts = [(sx + 3 * i, sy + (i % 2) * 2) for i in range(18)]
            for a, b in zip(pts, pts[1:], strict=False):
                page.line(a, b, colour, 1, name="squiggle")

    def _panel(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        total = sum(len(g["diags"]) for g in params["groups"])
        panel_header(page, theme, typo, (x1, y1, x2, y1 + 34), params["tabs"],
                     [str(total)] + [None] * 4)
        with page.region("problems", "list", (x1, y1 + 34, x2, y2)):
            page.rect((x1, y1 + 34, x2, y2), theme.surface, name="problems")
            st = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
            fw = min(360, (x2 - x1) // 2)
            page.rect((x2 - fw - 12, y1 + 40, x2 - 12, y1 + 64), theme.bg, theme.border,
                      name="filter")
            page.label(x2 - fw - 6, y1 + 40 + (24 - text_h(st)) // 2, params["filter"], st,
                       max_width=fw - 14)
            y = y1 + 70
            row = round(typo["size"] * 1.75)
            k = 0
            for group in params["groups"]:
                if y + row > y2:
                    break
                self._file_row(page, theme, typo, (x1, y, x2, y + row), group)
                y += row
                for diag in group["diags"]:
                    if y + row > y2:
                        break
                    with page.region(f"problem {k + 1}", "list item", (x1, y, x2, y + row),
                                     label=diag["severity"]):
                        diagnostic_row(page, theme, typo, (x1, y, x2, y + row), diag,
                                       selected=k == params["selected"])
                    y += row
                    k += 1

    def _file_row(self, page: Page, theme: Theme, typo: dict[str, Any],
                  box: tuple[int, int, int, int], group: dict[str, Any]) -> None:
        x1, y1, _, y2 = box
        st = ui_style(typo, theme, size=typo["size"] - 1)
        cy = (y1 + y2) // 2
        page.polygon([(x1 + 10, cy - 3), (x1 + 18, cy - 3), (x1 + 14, cy + 2)], theme.muted)
        path = group["path"]
        name = path.split("/")[-1]
        b = page.label(x1 + 24, (y1 + y2 - text_h(st)) // 2, name, st, role="text")
        d = page.label(b.right + 8, (y1 + y2 - text_h(st)) // 2, path.rsplit("/", 1)[0],
                       st.but(color=theme.muted), role="text")
        count_badge(page, theme, typo, d.right + 8, cy, str(len(group["diags"])))
