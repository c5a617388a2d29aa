"""One project tree for an IDE page: the explorer draws it (folders expanded, files
indented under them) and every other path on the page (the Problems panel's groups, the
title) comes from the same files, so a file named anywhere is in the tree."""

from __future__ import annotations

from typing import Any

from surfaces.kit import Page, Theme
from surfaces.kit.chrome import icon, ui_style


def project_tree(paths: list[str], root_files: list[str]) -> list[list[Any]]:
    """Rows ``[depth, name, path, is_folder]`` of the folders and files of ``paths``
    (each folder once, its subfolders then its files, alphabetical as an explorer sorts
    them), then the root's own files."""
    rows: list[list[Any]] = []

    def walk(prefix: str, depth: int) -> None:
        under = [p[len(prefix):] for p in paths if p.startswith(prefix)]
        folders = sorted({u.split("/")[0] for u in under if "/" in u})
        for f in folders:
            rows.append([depth, f, prefix + f, True])
            walk(prefix + f + "/", depth + 1)
        for name in sorted(u for u in under if "/" not in u):
            rows.append([depth, name, prefix + name, False])

    walk("", 0)
    rows += [[0, name, name, False] for name in sorted(root_files)]
    return rows


def draw_tree(page: Page, theme: Theme, typo: dict[str, Any], box: tuple[int, int, int, int],
              rows: list[list[Any]], active: str, title: str, row: int = 24) -> None:
    """The explorer: ``title`` then the tree's rows, the open file ``active`` highlighted."""
    x1, y1, x2, y2 = box
    with page.region("sidebar", "chrome", box, label=title):
        page.rect(box, theme.panel, name="sidebar")
        st = ui_style(typo, theme)
        y = y1 + 10
        page.label(x1 + 14, y, title.upper(), st.but(size=st.size - 2, bold=True,
                                                      color=theme.muted), role="structural")
        y += row
        for depth, name, path, folder in rows:
            if y + row > y2:
                break
            x = x1 + 12 + 14 * depth
            if path == active:
                page.rect((x1 + 4, y, x2 - 4, y + row - 2), theme.selection, radius=3,
                          name="selection")
            cy = y + row // 2
            if folder:  # an expanded folder's chevron
                page.polygon([(x, cy - 3), (x + 8, cy - 3), (x + 4, cy + 2)], theme.muted,
                             name="chevron")
            icon(page, theme, "folder" if folder else "file", x + 12, cy - 7, 14,
                 theme.text if path == active else None)
            page.label(x + 32, y + (row - round(st.size * 2.2)) // 2, name,
                       st.but(bold=path == active), max_width=max(20, x2 - x - 40))
            y += row
        page.line((x2 - 1, y1), (x2 - 1, y2), theme.border)
