"""Application chrome: title bar, menu bar, toolbar, tabs, status bar, sidebar, buttons.

Every widget draws into a named region, and its labels are text blocks of role
``chrome`` (or ``structural`` for headings), so chrome_label targets and region
qualifiers work on every surface built from the kit.
"""

from __future__ import annotations

from typing import Any

from generator.layout import Style, measure
from generator.page import Page, Theme
from surfaces.kit.field_text import field_text
from surfaces.kit.icon_labels import for_label
from surfaces.kit.icons import draw as draw_icon
from surfaces.kit.persona import avatar_colour, has_photo, photo_avatar
from surfaces.kit.typography import style

Box = tuple[int, int, int, int]
RGB = tuple[int, int, int]


def ui_style(typo: dict[str, Any], theme: Theme, size: int | None = None, **flags: Any) -> Style:
    return style(typo["ui"], size or typo["size"] - 1, flags.pop("color", theme.text), **flags)


def title_bar(page: Page, theme: Theme, typo: dict[str, Any], title: str, mac: bool = True,
              height: int = 30, platform: str = "", centre: bool | None = None,
              top: int = 0) -> int:
    """A window title bar across the top in the chrome of the app's platform; returns its
    bottom y. ``platform`` (else "mac" or "windows" by ``mac``): "mac" has the traffic
    lights at the left and the title centred; "windows" (Notepad, Explorer) the title at
    the left after the app's icon and minimise / maximise / close at the right, 46 px each
    (an Office or VS Code window centres its title: ``centre``); "gnome" (GNOME Terminal,
    gedit) a header bar with the title bold and centred and round buttons at the right.
    ``top``: its top (below macOS's menu bar, ``window_top``)."""
    platform = platform or ("mac" if mac else "windows")
    centre = platform != "windows" if centre is None else centre
    w = page.width
    with page.region("title bar", "chrome", (0, top, w, top + height)):
        page.rect((0, top, w, top + height), theme.panel, name="title bar")
        page.line((0, top + height - 1), (w, top + height - 1), theme.border)
        right = _controls(page, theme, platform, height, top)
        st = ui_style(typo, theme, color=theme.muted if platform != "gnome" else theme.text,
                      bold=platform == "gnome")
        left = 80 if platform == "mac" else 12
        if platform == "windows" and not centre:
            icon(page, theme, "file", 10, height // 2 - 8, 16)
            left = 36
        width = round(measure(title, st)[0])
        x = max(left, round((w - width) / 2)) if centre else left
        if centre and x + width > right - 12:  # a long title moves left before it is cut
            x = max(left, right - 12 - width)
        page.label(x, top + (height - round(st.size * 2.2)) // 2, title, st, role="chrome",
                   max_width=right - 12 - x)
    return top + height


def window_top(page: Page, theme: Theme, typo: dict[str, Any], title: str, menus: list[str],
               mac: bool, app: str = "", centre: bool | None = None) -> int:
    """A desktop app's title bar and menus; returns their bottom y. Windows and Linux put
    the menus in the window under its title bar; macOS in the menu bar across the screen's
    top, the app's name first (bold), above the window's traffic lights (r83 0018: VS Code's
    traffic lights over an in-window "Fichier Édition Sélection" bar)."""
    if not mac:
        return menu_bar(page, theme, typo, menus, title_bar(page, theme, typo, title, mac=False,
                                                             centre=centre))
    y = menu_bar(page, theme, typo, ([app] if app else []) + menus, 0, height=24,
                 app_first=bool(app), apple=True)
    return title_bar(page, theme, typo, title, mac=True, centre=centre, top=y)


def apple(page: Page, x: int, y: int, ink: tuple[int, int, int],
          bg: tuple[int, int, int]) -> None:
    """The Apple menu's logo, 13 px wide, its top-left at (x, y): two lobes, a bite, a leaf."""
    page.ellipse((x, y + 4, x + 8, y + 15), ink, name="icon")
    page.ellipse((x + 5, y + 4, x + 13, y + 15), ink, name="icon")
    page.ellipse((x + 10, y + 6, x + 15, y + 11), bg, name="icon")  # the bite
    page.polygon([(x + 6, y + 3), (x + 8, y), (x + 10, y - 1), (x + 8, y + 3)], ink,
                 name="icon")


def _apple(page: Page, theme: Theme, x: int, y: int, height: int) -> int:
    """The menu bar's Apple logo at the left (``apple``), as on every Mac (r93
    0004: a bare "File Edit View" row read as Windows menus above the traffic lights);
    returns where the menus start."""
    apple(page, x, y + (height - 15) // 2 + 1, theme.text, theme.panel)
    return x + 30


def _controls(page: Page, theme: Theme, platform: str, height: int, top: int = 0) -> int:
    """The window's buttons; returns the left edge of the ones at the right (the title's
    limit)."""
    w, cy = page.width, top + height // 2
    if platform == "mac":
        for i, colour in enumerate(((255, 95, 87), (254, 188, 46), (40, 200, 64))):
            x = 12 + i * 20
            page.ellipse((x, cy - 6, x + 12, cy + 6), colour, name="window button")
        return w - 80
    if platform == "windows":
        for i in range(3):
            _window_button(page, theme, w - 46 * (3 - i), 2 * cy, i)
        return w - 138
    d = min(24, height - 8)  # GNOME: minimise, maximise and close on grey discs
    for i in range(3):
        x = w - 10 - d - 32 * (2 - i)
        page.ellipse((x, cy - d // 2, x + d, cy - d // 2 + d), theme.border,
                     name="window button")
        _glyph(page, theme, x + d // 2, cy, i, 4)
    return w - 10 - d - 64


def _window_button(page: Page, theme: Theme, x: int, height: int, kind: int) -> None:
    _glyph(page, theme, x + 23, height // 2, kind, 5)


def _glyph(page: Page, theme: Theme, cx: int, cy: int, kind: int, r: int) -> None:
    """Minimise (0), maximise (1) or close (2) drawn around (cx, cy)."""
    if kind == 0:
        page.line((cx - r, cy), (cx + r, cy), theme.text)
    elif kind == 1:
        page.rect((cx - r, cy - r, cx + r, cy + r), outline=theme.text, name="icon")
    else:
        page.line((cx - r, cy - r), (cx + r, cy + r), theme.text)
        page.line((cx - r, cy + r), (cx + r, cy - r), theme.text)


def menu_bar(page: Page, theme: Theme, typo: dict[str, Any], labels: list[str], y: int,
             height: int = 26, app_first: bool = False, apple: bool = False) -> int:
    """The menus in a row; ``app_first``: macOS's, whose first menu is the app's name, bold;
    ``apple``: the Mac's system mark before them."""
    with page.region("menu bar", "chrome", (0, y, page.width, y + height)):
        page.rect((0, y, page.width, y + height), theme.panel, name="menu bar")
        st = ui_style(typo, theme)
        x = _apple(page, theme, 14, y, height) if apple else 12
        for k, label in enumerate(labels):
            block = page.label(x, y + (height - round(st.size * 2.2)) // 2, label,
                               st.but(bold=True) if app_first and k == 0 else st)
            x = block.right + 18
    return y + height


TOOLBAR_ICONS = ("file", "folder", "save", "print", "undo", "redo", "copy", "search", "settings",
                 "help")


def icon(page: Page, theme: Theme, kind: int | str, x: int, y: int, size: int = 14,
         color: RGB | None = None) -> None:
    """A small glyph-free icon (so it never reads as text): by name a line icon of
    ``surfaces.kit.icons`` ("bell", "mic-off" ...), by number one of four plain drawings
    (never a blank placeholder square or circle)."""
    name = kind if isinstance(kind, str) else ("file", "clock", "list", "play")[kind % 4]
    draw_icon(page, theme, name, x, y, size, color)


def button(page: Page, theme: Theme, typo: dict[str, Any], x: int, y: int, label: str,
           primary: bool = False, height: int = 28, pad: int = 12) -> int:
    """A push button; returns its right edge."""
    st = ui_style(typo, theme, color=theme.accent_text if primary else theme.text)
    width, _, _ = measure(label, st)
    right = x + round(width) + 2 * pad
    fill = theme.accent if primary else theme.surface
    page.rect((x, y, right, y + height), fill, None if primary else theme.border, radius=6,
              name="button")
    page.label(x + pad, y + (height - round(st.size * 2.2)) // 2, label, st)
    return right


def toolbar(page: Page, theme: Theme, typo: dict[str, Any], box: Box, labels: list[str],
            n_icons: int = 3, primary: str | None = None,
            icons: list[str] | None = None) -> None:
    """Icon buttons (named ``icons``, else ``n_icons`` plain shapes), then labelled buttons."""
    x1, y1, x2, y2 = box
    with page.region("toolbar", "chrome", box):
        page.rect(box, theme.bg, name="toolbar")
        page.line((x1, y2 - 1), (x2, y2 - 1), theme.border)
        x = x1 + 12
        for k in range(len(icons) if icons is not None else n_icons):
            if icons is not None:
                icon(page, theme, icons[k], x, (y1 + y2) // 2 - 8, 16)
            else:  # a generic toolbar: new, open, save, print, undo, redo ...
                icon(page, theme, TOOLBAR_ICONS[k % len(TOOLBAR_ICONS)], x,
                     (y1 + y2) // 2 - 8, 16)
            x += 28
        h = 28
        y = (y1 + y2 - h) // 2
        for label in labels:
            if x > x2 - 60:
                break
            x = button(page, theme, typo, x + 6, y, label, primary=label == primary, height=h)


def tab_bar(page: Page, theme: Theme, typo: dict[str, Any], box: Box, labels: list[str],
            active: int = 0) -> None:
    x1, y1, x2, y2 = box
    with page.region("tab bar", "chrome", box):
        page.rect(box, theme.panel, name="tab bar")
        st = ui_style(typo, theme)
        x = x1
        for i, label in enumerate(labels):
            width = round(measure(label, st)[0]) + 36
            if x + width > x2:
                break
            if i == active:
                page.rect((x, y1, x + width, y2), theme.surface, name="tab")
                page.line((x, y1), (x + width - 1, y1), theme.accent, 2)
            page.label(x + 18, (y1 + y2 - round(st.size * 2.2)) // 2, label,
                       st if i == active else st.but(color=theme.muted))
            page.line((x + width - 1, y1 + 6), (x + width - 1, y2 - 6), theme.border)
            x += width
        page.line((x1, y2 - 1), (x2, y2 - 1), theme.border)


def status_bar(page: Page, theme: Theme, typo: dict[str, Any], items: list[str],
               right_items: list[str], height: int = 24, accent: bool = False,
               icons: list[str | None] | None = None) -> None:
    """The bottom status bar; ``icons`` names a line icon drawn before each left item (None:
    none), as an editor marks its branch, errors and warnings."""
    y = page.height - height
    fill = theme.accent if accent else theme.panel
    colour = theme.accent_text if accent else theme.muted
    with page.region("status bar", "chrome", (0, y, page.width, page.height)):
        page.rect((0, y, page.width, page.height), fill, name="status bar")
        st = ui_style(typo, theme, size=typo["size"] - 2, color=colour)
        top = y + (height - round(st.size * 2.2)) // 2
        x = 10
        for k, item in enumerate(items):
            if icons and k < len(icons) and icons[k]:
                size = st.size + 1
                icon(page, theme, icons[k], x, y + (height - size) // 2, size, colour)
                x += size + 4
            x = page.label(x, top, item, st).right + (10 if icons and k + 1 < len(icons)
                                                      and icons[k + 1] else 18)
        x = page.width - 10
        for item in reversed(right_items):
            width = round(measure(item, st)[0])
            page.label(x - width, top, item, st)
            x -= width + 18


def sidebar_list(page: Page, theme: Theme, typo: dict[str, Any], box: Box, items: list[str],
                 active: int = 0, counts: dict[int, str] | None = None, title: str = "",
                 row: int = 30, icons: list[str] | None = None) -> None:
    """A navigation list (folders, files, channels); the active row is highlighted. Each
    row shows the named icon of ``icons`` (one per item), else the icon its label suggests
    (``icon_labels.for_label``: "Trash" a bin, "Settings" a gear, a file name a document)."""
    x1, y1, x2, y2 = box
    counts = counts or {}
    with page.region("sidebar", "chrome", box, label=title):
        page.rect(box, theme.panel, name="sidebar")
        y = y1 + 10
        st = ui_style(typo, theme)
        if title:
            page.label(x1 + 14, y, title.upper(), st.but(size=st.size - 2, bold=True,
                                                          color=theme.muted), role="structural")
            y += row
        for i, item in enumerate(items):
            if y + row > y2:
                break
            if i == active:
                page.rect((x1 + 6, y, x2 - 6, y + row - 2), theme.selection, radius=row // 2 - 2,
                          name="selection")
            name = icons[i] if icons is not None else for_label(item)
            icon(page, theme, name, x1 + 16, y + row // 2 - 8, 16,
                 theme.text if i == active else None)
            # the label takes the row up to its count (a row without one to the edge):
            # "Benachrichtigungen" is not cut for a count it does not have
            cw = round(measure(counts[i], st)[0]) if i in counts else 0
            page.label(x1 + 42, y + (row - round(st.size * 2.2)) // 2, item,
                       st.but(bold=i == active), max_width=x2 - x1 - 54 - (cw + 14 if cw else 0))
            if i in counts:
                page.label(x2 - 16 - cw, y + (row - round(st.size * 2.2)) // 2, counts[i],
                           st.but(size=st.size - 1, color=theme.muted))
            y += row
        page.line((x2 - 1, y1), (x2 - 1, y2), theme.border)


def avatar(page: Page, theme: Theme, typo: dict[str, Any], x: int, y: int, initials: str,
           colour: tuple[int, int, int], size: int = 36, name: str = "",
           photos: float = 0.0) -> None:
    """The initials on the person's colour, or, for a ``name`` that has a profile photo in
    an app where ``photos`` of the people do (persona.has_photo), that photo."""
    if name and has_photo(name, photos):
        photo_avatar(page, x, y, name, size)
        return
    colour = avatar_colour(initials, colour)  # one person, one colour on the page
    page.ellipse((x, y, x + size, y + size), colour, name="avatar")
    st = style(typo["ui"], max(10, size // 3), (255, 255, 255), bold=True)
    width = measure(initials, st)[0]
    page.label(x + round((size - width) / 2), y + (size - round(st.size * 2.2)) // 2, initials,
               st, role="chrome", name="avatar")  # initials: no word a target names


def search_box(page: Page, theme: Theme, typo: dict[str, Any], box: Box, placeholder: str) -> None:
    x1, y1, x2, y2 = box
    with page.region("search", "chrome", box):
        page.rect(box, theme.panel, theme.border, radius=(y2 - y1) // 2, name="search box")
        icon(page, theme, "search", x1 + 13, (y1 + y2) // 2 - 8, 16)
        st = ui_style(typo, theme, color=theme.muted)
        # the placeholder runs to the field's inner edge (r91 0003: "Rechercher dans les
        # not" cut 20 px short of it); one that is too long is set a point or two smaller,
        # as a compact sidebar field is, and only then clipped at the edge
        width = x2 - x1 - 40 - max(8, (y2 - y1) // 4)
        for size in (st.size, st.size - 1, st.size - 2):
            if measure(placeholder, st.but(size=size))[0] <= width - 1:
                st = st.but(size=size)
                break
        field_text(page, x1 + 40, (y1 + y2 - round(st.size * 2.2)) // 2, placeholder, st,
                   width, role="chrome", name="placeholder")


def frame(page: Page, box: Box, colour: RGB, width: int = 1, name: str = "frame") -> None:
    """A rectangular outline drawn as four strips. An outline ``rect`` is recorded with its
    whole box, so the text samplers would take it for something crossing every gap inside
    it; the strips are recorded where the ink is."""
    x1, y1, x2, y2 = box
    for strip in ((x1, y1, x2, y1 + width), (x1, y2 - width, x2, y2),
                  (x1, y1 + width, x1 + width, y2 - width), (x2 - width, y1 + width, x2, y2 - width)):
        page.rect(strip, colour, name=name)
