"""A desktop code editor: menu bar, activity bar, file explorer, tabs, code, status bar."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure, style
from surfaces.kit.chrome import icon, sidebar_list, status_bar, tab_bar, window_top
from surfaces.kit.code import draw_code, tokenize
from surfaces.kit.code_world import sample_module, sibling_files
from surfaces.kit.typography import sample_typography


class CodeEditor(Surface):
    name = "code_editor"
    family = "code"
    text_roles = ("code", "chrome")
    regions = ("title bar", "menu bar", "sidebar", "tab bar", "editor", "status bar")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        module = sample_module(rng)
        files = sibling_files(rng, module.path, 7)
        menus = ["menu.file", "menu.edit", "menu.selection", "menu.view", "menu.go",
                 "menu.run", "menu.terminal", "menu.help"]
        active = files.index(module.path)
        first = int(rng.integers(1, max(2, len(module.lines) - 30)))
        # the file from ``first`` on, as far as the tallest window reaches (draw_code stops at
        # the editor's foot): the view never ends mid-function above empty space (r49: a bare
        # "continue" at line 63, then nothing, on a tall screen)
        code = [tokenize(t) for t in module.lines[first - 1:first + 71]]
        # the cursor sits on a line in view, at most one past that line's end
        row = int(rng.integers(0, min(26, len(code))))
        width = len("".join(t[0] for t in code[row]))
        line, col = first + row, int(rng.integers(1, width + 2))
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "files": files, "active": active,
            "tabs": [files[active]] + [f for f in files if f != files[active]][:2],
            "menus": [content.ui(k) for k in menus],
            "explorer": content.ui("editor.explorer"),
            "code": code, "first_line": first, "file_lines": len(module.lines),
            "cursor": [line, col],
            "position": content.ui("editor.position", line=line, col=col),
            "spaces": content.ui("editor.spaces", n=4),
            "branch": choice(rng, ["main", "develop", "fix/parser", "feature/export"]),
            "sidebar_width": int(choice(rng, [200, 230, 260])),
            "mac": bool(rng.random() < 0.5),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        active = params["files"][params["active"]]
        y = window_top(page, theme, typo, active, params["menus"], params["mac"], centre=True)
        sw = params["sidebar_width"]
        with page.region("activity bar", "chrome", (0, y, 44, page.height - 24)):
            page.rect((0, y, 44, page.height - 24), theme.panel, name="activity bar")
            # explorer, search, source control, run and debug (the explorer is open)
            for k, name in enumerate(("copy", "search", "merge", "run")):
                icon(page, theme, name, 11, y + 11 + 44 * k, 22, theme.text if k == 0 else None)
        sidebar_list(page, theme, typo, (44, y, 44 + sw, page.height - 24), params["files"],
                     params["active"], title=params["explorer"], row=26)
        tab_bar(page, theme, typo, (44 + sw, y, page.width, y + 34), params["tabs"])
        with page.region("editor", "body", (44 + sw, y + 34, page.width, page.height - 24)):
            page.rect((44 + sw, y + 34, page.width, page.height - 24), theme.surface,
                      name="editor")
            draw_code(page, theme, typo, (44 + sw, y + 34, page.width - 10, page.height - 24),
                      params["code"], params["first_line"])
            _caret(page, theme, typo, (44 + sw, y + 34, page.height - 24), params)
        status_bar(page, theme, typo, [params["branch"]], [params["position"], params["spaces"],
                                                           "UTF-8", "Python"], accent=True)
        return page


def _caret(page: Page, theme: Theme, typo: dict[str, Any], box: tuple[int, int, int],
           params: dict[str, Any]) -> None:
    """The text caret where the status bar's Ln/Col says it is (``draw_code``'s layout)."""
    x1, y1, y2 = box
    size = typo["size"]
    pitch, gutter = round(size * 1.5), x1 + 8 + round(size * 0.62 * 3) + 16
    line, col = params["cursor"]
    row = line - params["first_line"]
    top = y1 + 6 + row * pitch
    if top + pitch > y2:
        return
    text = "".join(t[0] for t in params["code"][row])[:col - 1]
    x = gutter + round(measure(text, style(typo["mono"], size, theme.text))[0]) if text else gutter
    page.line((x, top + 2), (x, top + pitch - 1), theme.text, 2, name="caret")
