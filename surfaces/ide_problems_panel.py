"""An IDE with the Problems panel open: explorer, code with squiggles, and a bottom panel
listing errors and warnings grouped by file with ``[Ln n, Col c]`` locations."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure, style
from surfaces.kit.chrome import icon, status_bar, tab_bar, ui_style, window_top
from surfaces.kit.code import draw_code, tokenize
from surfaces.kit.code_world import Fault, sample_module, sibling_files
from surfaces.kit.devtools import (
    SEVERITY,
    count_badge,
    diagnostic_row,
    panel_header,
    text_h,
)
from surfaces.kit.ide_tree import draw_tree, project_tree
from surfaces.kit.tables import scrollbar
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
        ("PLR0913", "warning", "Too many arguments in function definition ({args} > {most})"),
        ("F821", "error", "Undefined name `{var}`"))
MYPY = (("attr-defined", "error", '"{cls}" has no attribute "{var}"'),
        ("name-defined", "error", 'Name "{var}" is not defined'),
        ("arg-type", "error", 'Argument 1 to "{var}" has incompatible type "str"; '
                              'expected "int"'),
        ("return-value", "error", 'Incompatible return value type (got "None", '
                                  'expected "{cls}")'))
MODULES = ("os", "sys", "json", "re", "typing.Any", "datetime", "pathlib.Path")


# Names a linter finds in the other files of the package (English, as code is written).
NAMES = ("config", "session", "payload", "retries", "timeout", "cursor", "response",
         "settings", "headers", "batch", "offset", "record", "buffer", "client")
CLASSES = ("Settings", "Client", "Session", "Exporter", "Store", "Report", "Cache", "Config",
           "Token", "Response", "Request", "Job", "Batch", "Record", "Worker", "Profile")
# a name is often qualified ("raw_payload", "last_offset"); a called function is a verb's
# ("load_config"): two Problems panels rarely print the same message
QUALIFIERS = ("raw", "last", "next", "cached", "old", "new", "default", "max", "pending",
              "current")
VERBS = ("load", "parse", "send", "build", "fetch", "read", "write", "check", "update")


def _diagnostic(rng: np.random.Generator, content: Content) -> dict[str, Any]:
    """One diagnostic whose message, rule and severity belong to the same tool."""
    var, cls = choice(rng, list(NAMES)), choice(rng, list(CLASSES))
    if rng.random() < 0.6:
        var = f"{choice(rng, list(QUALIFIERS))}_{var}"
    source = choice(rng, ["Pylance", "Pylance", "ruff", "mypy"])
    if source == "Pylance":
        code, severity, key = PYLANCE[int(rng.integers(len(PYLANCE)))]
        message = content.ui(f"gcode_pylance.{key}", var=var, cls=cls)
    else:
        code, severity, text = choice(rng, list(RUFF if source == "ruff" else MYPY))
        if code == "arg-type":  # a function is called with the wrong argument
            var = f"{choice(rng, list(VERBS))}_{var.rsplit('_', 1)[-1]}"
            text = text.replace("Argument 1", f"Argument {int(rng.integers(1, 4))}")
        message = text.format(var=var, cls=cls, mod=choice(rng, list(MODULES)),
                              width=int(rng.integers(89, 131)), args=int(rng.integers(8, 13)),
                              most=int(choice(rng, [5, 6, 7])))
    return {"severity": severity, "message": message, "source": source, "code": code,
            "role": "text" if source == "Pylance" else "code"}


def _diagnostics(rng: np.random.Generator, content: Content, n: int, n_lines: int,
                 used: set[str]) -> list[dict[str, Any]]:
    """``n`` diagnostics at lines the file has (``n_lines`` long); a Pylance message (its
    wording is one sentence per rule) once per panel, as ``used`` keeps count."""
    out = []
    for _ in range(n):
        line, col = int(rng.integers(1, n_lines + 1)), int(rng.integers(1, 40))
        diag = _diagnostic(rng, content)
        for _ in range(6):
            if diag["source"] != "Pylance" or diag["code"] not in used:
                break
            diag = _diagnostic(rng, content)
        used.add(diag["code"] if diag["source"] == "Pylance" else "")
        col = 89 if diag["code"] == "E501" else col  # ruff reports the first column past 88
        out.append(diag | {"where": f"Ln {line}, Col {col}", "line": line, "col": col,
                           "span": 0})
    return sorted(out, key=lambda d: d["line"])


def _finding(rng: np.random.Generator, content: Content, fault: Fault, cls: str
             ) -> dict[str, Any]:
    """What a tool reports for one planted fault of the open module."""
    name = fault.name
    tools = {
        "unused_import": [("ruff", "F401", "warning", f"`{name}` imported but unused")],
        "unused_arg": [("ruff", "ARG001", "warning", f"Unused function argument: `{name}`")],
        "undefined": [("ruff", "F821", "error", f"Undefined name `{name}`"),
                      ("mypy", "name-defined", "error", f'Name "{name}" is not defined'),
                      ("Pylance", "reportUndefinedVariable", "error",
                       content.ui("gcode_pylance.undefined", var=name))],
        "return_none": [("mypy", "return-value", "error",
                         f'Incompatible return value type (got "None", expected "{cls}")'),
                        ("Pylance", "reportReturnType", "error",
                         content.ui("gcode_pylance.return", cls=cls))],
        "unused_local": [("ruff", "F841", "warning",
                          f"Local variable `{name}` is assigned to but never used"),
                         ("Pylance", "reportUnusedVariable", "warning",
                          content.ui("gcode_pylance.unused", var=name))],
        "long_line": [("ruff", "E501", "warning", f"Line too long ({name} > 88)")],
    }[fault.kind]
    source, code, severity, message = tools[int(rng.integers(len(tools)))]
    span = 8 if fault.kind == "long_line" else len("return None" if name == "return" else name)
    return {"severity": severity, "message": message, "source": source, "code": code,
            "role": "text" if source == "Pylance" else "code", "line": fault.line,
            "col": fault.col, "span": span, "where": f"Ln {fault.line}, Col {fault.col}"}


class IdeProblemsPanel(Surface):
    name = "ide_problems_panel"
    # a file name is the only substring host here and the tab and explorer repeat it: 1 page
    # in 12 offered one (qq2)
    unsupported_categories = ("select_line", "select_substring")
    family = "code"
    text_roles = ("code", "text", "chrome")
    regions = ("title bar", "menu bar", "sidebar", "tab bar", "editor", "panel header",
               "problems", "status bar")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        return self._sample(rng, content)

    def _sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        ext = ".py"
        # the panel opens a module of the package (its tests live in tests/, listed apart)
        module = sample_module(rng, faults=int(rng.integers(2, 5)), tests=False)
        folder = choice(rng, ["app", "src/app", "src/reports", "lib", "services"])
        others = [f for f in sibling_files(rng, module.path, 4) if f != module.path]
        # a sibling in the open folder, and the module's tests (outside the folder shown)
        pair = [f"{folder}/{others[0]}", f"tests/test_{module.path}"]
        if rng.random() < 0.5:
            pair.reverse()
        others = pair[:int(rng.integers(1, 3))]
        own = [_finding(rng, content, f, module.cls) for f in module.faults]
        groups = [{"path": f"{folder}/{module.path}", "lines": len(module.lines), "diags": own}]
        used = {d["code"] for d in own if d["source"] == "Pylance"}
        groups += [{"path": f, "lines": n, "diags": _diagnostics(rng, content,
                                                                 int(rng.integers(1, 4)), n,
                                                                 used)}
                   for f, n in ((f, int(rng.integers(30, 260))) for f in others)]
        # the editor opens a few lines above the first finding; the caret sits on the
        # selected finding (navigating the Problems list moves it there)
        anchor = own[int(rng.integers(len(own)))]
        first_line = max(1, anchor["line"] - int(rng.integers(1, 5)))
        shown = [k for k, d in enumerate(own) if first_line <= d["line"] < first_line + 10]
        selected = choice(rng, shown)
        # one project tree: the open folder (its modules), the tests folder (the tests
        # of the module and of one sibling) and the root's files; the explorer draws it
        names = sorted({g["path"].split("/")[-1] for g in groups
                        if not g["path"].startswith("tests/")} |
                       set(sibling_files(rng, module.path, 6)))
        tests = {g["path"] for g in groups if g["path"].startswith("tests/")}
        tests |= {f"tests/test_{module.path}", f"tests/test_{choice(rng, names)}"}
        tree = project_tree([f"{folder}/{n}" for n in names] + sorted(tests),
                            ["pyproject.toml", "README.md"][:int(rng.integers(1, 3))])
        code = [tokenize(t) for t in module.lines[first_line - 1:first_line + 39]]
        menus = ["menu.file", "menu.edit", "menu.selection", "menu.view", "menu.go",
                 "menu.run", "menu.terminal", "menu.help"]
        return {
            "typo": sample_typography(rng, "sans", (12, 13, 14)),
            "groups": groups, "tree": tree, "ext": ext,
            "active": f"{folder}/{module.path}",
            "menus": [content.ui(k) for k in menus],
            "explorer": content.ui("editor.explorer"),
            "tabs": [content.ui(k) for k in ("editor.problems", "editor.output",
                                             "devtools.debug_console", "editor.terminal",
                                             "devtools.ports")],
            "filter": content.ui("devtools.filter_problems"),
            "code": code, "first_line": first_line,
            "cursor": [own[selected]["line"], own[selected]["col"]],
            "position": content.ui("editor.position", line=own[selected]["line"],
                                   col=own[selected]["col"]),
            "branch": choice(rng, ["main", "develop", "fix/types", "feature/export"]),
            "sidebar": bool(rng.random() < 0.75),
            "sidebar_width": int(choice(rng, [190, 220, 250])),
            "panel_frac": float(rng.uniform(0.38, 0.55)),
            "selected": int(selected),
            "mac": bool(rng.random() < 0.5),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        active = params["active"].split("/")[-1]
        y = window_top(page, theme, typo, active, params["menus"], params["mac"], "Code",
                       centre=True)
        bottom = page.height - 24
        with page.region("activity bar", "chrome", (0, y, 44, bottom)):
            page.rect((0, y, 44, bottom), theme.panel, name="activity bar")
            # explorer, search, source control, run and debug (the explorer is open)
            for k, name in enumerate(("copy", "search", "merge", "run")):
                icon(page, theme, name, 11, y + 11 + 44 * k, 22, theme.text if k == 0 else None)
        x = 44
        if params["sidebar"]:
            sw = params["sidebar_width"]
            draw_tree(page, theme, typo, (44, y, 44 + sw, bottom), params["tree"],
                      params["active"], params["explorer"])
            x += sw
        panel_top = bottom - round((bottom - y) * params["panel_frac"])
        tab_bar(page, theme, typo, (x, y, page.width, y + 32), [active])
        with page.region("editor", "body", (x, y + 32, page.width, panel_top)):
            page.rect((x, y + 32, page.width, panel_top), theme.surface, name="editor")
            draw_code(page, theme, typo, (x, y + 32, page.width - 10, panel_top), params["code"],
                      params["first_line"])
            self._squiggles(page, typo, params, x, y + 32, panel_top)
            # the file goes on past the view (the Problems list names its later lines): the
            # editor's scrollbar says where the view is (r77 0015: "Ln 74" of a file that
            # seemed to end at line 50)
            fits = (panel_top - y - 38) // round(typo["size"] * 1.5)
            scrollbar(page, theme, (x, y + 32, page.width, panel_top), fits,
                      params["groups"][0]["lines"], params["first_line"] - 1)
        self._panel(page, theme, typo, params, (x, panel_top, page.width, bottom))
        n_err = sum(d["severity"] == "error" for g in params["groups"] for d in g["diags"])
        n_warn = sum(d["severity"] == "warning" for g in params["groups"] for d in g["diags"])
        status_bar(page, theme, typo, [params["branch"], f"{n_err}", f"{n_warn}"],
                   [params["position"], "UTF-8", "LF"], accent=True,
                   icons=["branch", "error", "warning"])
        return page

    def _squiggles(self, page: Page, typo: dict[str, Any], params: dict[str, Any], x: int,
                   y: int, bottom: int) -> None:
        """A squiggle under each finding of the open file on a shown line (and nowhere
        else), from its column over the name it reports; the caret on the selected one."""
        pitch = round(typo["size"] * 1.5)
        for k, diag in enumerate(params["groups"][0]["diags"]):
            row = diag["line"] - params["first_line"]
            if row < 0 or y + 6 + (row + 1) * pitch > bottom:
                continue
            sx = self._col_x(page, typo, params, row, diag["col"], x)
            ex = self._col_x(page, typo, params, row, diag["col"] + diag["span"], x)
            sy = y + 6 + row * pitch + pitch - 3
            pts = [(sx + 3 * i, sy + (i % 2) * 2) for i in range(max(3, (ex - sx) // 3 + 1))]
            for a, b in zip(pts, pts[1:], strict=False):
                page.line(a, b, SEVERITY[diag["severity"]], 1, name="squiggle")
            if k == params["selected"]:
                top = y + 6 + row * pitch
                page.line((sx, top + 2), (sx, top + pitch - 1), page.theme.text, 2,
                          name="caret")

    @staticmethod
    def _col_x(page: Page, typo: dict[str, Any], params: dict[str, Any], row: int, col: int,
               x: int) -> int:
        """The x of column ``col`` (1-based) of shown row ``row`` (``draw_code``'s layout)."""
        size = typo["size"]
        gutter = x + 8 + round(size * 0.62 * 3) + 16
        text = "".join(t[0] for t in params["code"][row])
        text = text + " " * max(0, col - 1 - len(text))
        head = text[:col - 1]
        if not head:
            return gutter
        return gutter + round(measure(head, style(typo["mono"], size, page.theme.text))[0])

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
            needed = sum(1 + len(g["diags"]) for g in params["groups"])
            fits = (y2 - y) // row
            if needed > fits:  # the list scrolls: a scrollbar says there is more below
                page.rect((x2 - 10, y, x2 - 2, y2), theme.bg, name="scrollbar")
                page.rect((x2 - 9, y + 2, x2 - 3, y + max(20, (y2 - y) * fits // needed)),
                          theme.border, radius=3, name="scrollbar thumb")
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
