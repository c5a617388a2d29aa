"""A Mac's Mail window and Notification Centre banners (r93 05): the window has Apple Mail's
toolbar (Reply, Reply All, Forward, Archive, Delete: an icon over each name) under its title,
then the open mail's header and body; a banner is a rounded card with the app's icon, the
app's name in bold and the age ("now", "5m ago") on one line, then the title and the text."""

from __future__ import annotations

from typing import Any

from surfaces.kit import Page, Theme, icons, measure
from surfaces.kit.chrome import ui_style
from surfaces.kit.messages import attachment_chip
from surfaces.kit.typography import style

# the toolbar's actions (ui keys) and their icons, in Apple Mail's order
TOOLBAR = (("mail.reply", "undo"), ("mail.reply_all", "reply-all"), ("mail.forward", "redo"),
           ("mailui.archive_verb", "archive"), ("mailui.delete", "trash"))
WINDOW = (60, 90, 560, 550)  # the Mail window behind the panel
BAR = 62  # its title bar and toolbar, one band


def toolbar_labels(content: Any) -> list[str]:
    """The toolbar's button names in the page's language."""
    return [content.ui(key) for key, _ in TOOLBAR]


def _toolbar(page: Page, theme: Theme, typo: dict[str, Any], labels: list[str],
             x1: int, x2: int, y: int) -> None:
    """An icon over each button's name, the names in one size that fits every slot."""
    slot = (x2 - x1) // len(labels)
    size = max(9, typo["size"] - 3)
    while size > 9 and max(measure(t, ui_style(typo, theme, size=size))[0]
                           for t in labels) > slot - 6:
        size -= 1
    st = ui_style(typo, theme, size=size, color=theme.muted)
    for k, (label, (_, icon)) in enumerate(zip(labels, TOOLBAR, strict=True)):
        cx = x1 + slot * k + slot // 2
        icons.draw(page, theme, icon, cx - 9, y, 18, theme.muted)
        w = round(measure(label, st)[0])
        page.label(cx - w // 2, y + 18, label, st, role="chrome", max_width=slot - 4)


def mail_window(page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any]
                ) -> None:
    """The Mail window: traffic lights and the subject, the toolbar, the header, the body
    and the file it carries."""
    x1, y1, x2, y2 = WINDOW
    page.rect(WINDOW, theme.bg, theme.border, radius=10, name="window")
    page.rect((x1, y1, x2, y1 + BAR), theme.panel, radius=10, name="title bar")
    page.line((x1, y1 + BAR), (x2, y1 + BAR), theme.border)
    for i, c in enumerate(((255, 95, 87), (254, 188, 46), (40, 200, 64))):
        page.ellipse((x1 + 14 + 20 * i, y1 + 10, x1 + 26 + 20 * i, y1 + 22), c)
    st = ui_style(typo, theme)
    page.label(x1 + 90, y1 + 5, params["window_title"], st.but(color=theme.muted),
               role="chrome", max_width=x2 - x1 - 110)
    _toolbar(page, theme, typo, params["toolbar"], x1 + 20, x2 - 20, y1 + 30)
    top = y1 + BAR + 14
    muted = st.but(color=theme.muted)
    for k, (label, value) in enumerate(params["window_head"]):
        lw = page.label(x1 + 24, top + 22 * k, label, muted, role="chrome").right
        left = max(lw + 8, x1 + 80)
        page.label(left, top + 22 * k, value, st, role="text", max_width=x2 - 24 - left)
    page.line((x1 + 24, top + 70), (x2 - 24, top + 70), theme.border)
    file = params.get("window_file", "")
    page.text((x1 + 24, top + 82, x2 - 24, y2 - 68 if file else y2 - 20),
              params["window_text"], style(typo["body"], typo["size"], theme.text),
              role="text", line_height=1.5, paragraph_gap=0.8)
    if file:  # the file the mail says it carries, under its body
        attachment_chip(page, theme, st, file, x1 + 24, y2 - 56)
