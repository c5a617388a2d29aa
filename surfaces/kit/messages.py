"""Message widgets: chat bubbles, chat rows (avatar, name, time, text), mail list rows, mail
headers, day dividers and composers.

Bubbles are sized to their text before they are drawn (the text is laid out once to
measure it), so a short message gets a short bubble and the fill is always under the text.
Running message text defaults to role ``prose`` so sentence and caret targets work.
"""

from __future__ import annotations

import math
import re
from typing import Any

import numpy as np

from generator.content import Content as Provider
from generator.layout import Span, Style, layout_block, measure
from generator.page import Page, Theme
from surfaces.kit.brand_art import person_initials
from surfaces.kit.chrome import icon
from surfaces.kit.persona import avatar_colour, has_photo, photo_avatar
from surfaces.kit.typography import style

Box = tuple[int, int, int, int]
RGB = tuple[int, int, int]
# mailui.subject templates, in the same order in every language: those a colleague writes.
# The others (has shipped, invoice available, welcome to, is confirmed, new sign-in, weekly
# summary, confirm your address) are automated mails: a person's note under them, or a
# person as their sender, reads as a mix-up.
PERSONAL_SUBJECTS = (0, 1, 2, 3, 5, 7, 10, 11, 13, 14, 15)
Content = str | list[Span] | list[list[Span]]

# the share of people with a profile photo: in a chat app most, in a mail client fewer
CHAT_PHOTOS, MAIL_PHOTOS = 0.7, 0.35
AVATAR_COLOURS: list[RGB] = [(66, 133, 244), (219, 68, 55), (15, 157, 88), (171, 71, 188),
                             (255, 112, 67), (0, 137, 123), (121, 85, 72), (57, 73, 171),
                             (216, 27, 96), (84, 110, 122)]


def initials(name: str) -> str:
    """A person's avatar letters (``brand_art.person_initials``: first and family name)."""
    return person_initials(name)


def paragraphs_of(content: Content, st: Style) -> list[list[Span]]:
    if isinstance(content, str):
        return [[Span(p, st)] for p in content.split("\n") if p]
    if content and isinstance(content[0], Span):
        return [content]  # type: ignore[list-item]
    return content  # type: ignore[return-value]


def fit_text(content: Content, st: Style, max_width: int, line_height: float = 1.35,
             paragraph_gap: float = 0.0, scale: float = 1.0) -> tuple[int, int, int]:
    """(width, height, last line width) of ``content`` wrapped at ``max_width``, in logical
    pixels of a page of device ``scale``: measured as the page lays it out (at its rounded
    device font size), so a box this wide holds every line (never "Claro, es el…" where the
    order number wrapped past the bubble's last line)."""
    paras = paragraphs_of(content, st)
    if scale != 1:
        paras = [[Span(sp.text, sp.style.but(size=round(sp.style.size * scale))) for sp in para]
                 for para in paras]
    laid = layout_block(paras, (0, 0, round(max_width * scale), 100_000),
                        line_height=line_height, paragraph_gap=paragraph_gap)
    if not laid.lines:
        return 0, 0, 0
    widths = [math.ceil(line.width / scale) for line in laid.lines]
    last = laid.lines[-1]
    height = last.baseline + last.descent + (last.pitch - last.ascent - last.descent) // 2
    return max(widths), math.ceil(height / scale), widths[-1]


def avatar_shape(page: Page, typo: dict[str, Any], x: int, y: int, name: str, colour: RGB,
                 size: int = 36, square: bool = False, photos: float = 0.0) -> None:
    """A coloured avatar with the person's initials (circle, or rounded square), or the
    person's profile photo if they have one in an app where ``photos`` of the people do."""
    if has_photo(name, photos):
        photo_avatar(page, x, y, name, size, square)
        return
    box = (x, y, x + size, y + size)
    colour = avatar_colour(initials(name), colour)  # one person, one colour on the page
    if square:
        page.rect(box, colour, radius=max(4, size // 6), name="avatar")
    else:
        page.ellipse(box, colour, name="avatar")
    text = initials(name)
    st = style(typo["ui"], max(9, round(size * 0.38)), (255, 255, 255), bold=True)
    width = measure(text, st)[0]
    page.label(x + round((size - width) / 2), y + (size - round(st.size * 2.2)) // 2, text, st,
               role="chrome", name="avatar")  # initials: no word a target names


def bubble(page: Page, theme: Theme, x: int, y: int, max_width: int, content: Content,
           st: Style, fill: RGB, side: str = "left", pad: tuple[int, int] = (12, 8),
           radius: int = 14, tail: str | None = None, meta: str = "",
           meta_style: Style | None = None, role: str = "prose", line_height: float = 1.35,
           outline: RGB | None = None, meta_pad: int = 0) -> Box:
    """A message bubble hanging from ``x`` (its left edge, or right edge when ``side`` is
    "right"); ``meta`` (a time, "Read") sits at its bottom right, ``meta_pad`` px left of
    the edge (room for read ticks). Returns the bubble box."""
    px, py = pad
    inner = max_width - 2 * px
    width, height, last = fit_text(content, st, inner, line_height, scale=page.scale)
    meta_w = 0
    extra = 0
    if meta:
        meta_style = meta_style or st.but(size=max(9, st.size - 3))
        meta_w = math.ceil(measure(meta, meta_style)[0]) + 10 + meta_pad
        if last + meta_w <= inner:
            width = max(width, last + meta_w)
        else:
            extra = round(meta_style.size * 1.4)
            width = max(width, meta_w)
    bw = width + 2 * px
    x1 = x if side == "left" else x - bw
    box = (x1, y, x1 + bw, y + height + 2 * py + extra)
    page.rect(box, fill, outline, radius=radius, name="bubble")
    _tail(page, box, fill, side, tail)
    page.text((x1 + px, y + py, x1 + px + width + 3, box[3] + 2), paragraphs_of(content, st), st,
              role=role, line_height=line_height)
    if meta and meta_style is not None:
        my = box[3] - py - round(meta_style.size * 1.5)
        page.label(box[2] - px - meta_w + 10, my - round(meta_style.size * 0.5), meta,
                   meta_style, role="text")
    return box


def _tail(page: Page, box: Box, fill: RGB, side: str, tail: str | None) -> None:
    if tail is None:
        return
    x1, y1, x2, y2 = box
    if tail == "top":
        if side == "left":
            page.polygon([(x1 - 7, y1), (x1 + 10, y1), (x1 + 10, y1 + 11)], fill, name="bubble")
        else:
            page.polygon([(x2 + 7, y1), (x2 - 10, y1), (x2 - 10, y1 + 11)], fill, name="bubble")
    else:  # iMessage's: the bubble's side runs on down and flicks out into a hooked tip
        x0, sign = (x2, 1) if side == "right" else (x1, -1)
        pts = [(x0 - sign * 14, y2 - 18)]
        pts += _quad((x0, y2 - 18), (x0, y2 - 3), (x0 + sign * 7, y2 + 1))
        pts += _quad((x0 + sign * 7, y2 + 1), (x0 - sign * 3, y2 - 2), (x0 - sign * 14, y2))[1:]
        page.polygon(pts, fill, name="bubble")


def _quad(a: tuple[int, int], c: tuple[int, int], b: tuple[int, int],
          steps: int = 6) -> list[tuple[int, int]]:
    """The points of the quadratic curve from ``a`` to ``b`` pulled towards ``c``."""
    out = []
    for k in range(steps + 1):
        t = k / steps
        out.append((round((1 - t) ** 2 * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0]),
                    round((1 - t) ** 2 * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1])))
    return out


def chat_row(page: Page, theme: Theme, typo: dict[str, Any], x: int, y: int, right: int,
             sender: str, time: str, content: Content, colour: RGB, size: int | None = None,
             avatar_size: int = 36, square: bool = True, show_head: bool = True,
             line_height: float = 1.4, photos: float = 0.0,
             limit: int | None = None) -> int:
    """A chat-app message row: avatar, bold name, muted time, then the text (down to
    ``limit``, a composer's top, else the page's foot). Continuation rows (``show_head``
    False) only draw the text. Returns the row's bottom."""
    size = size or typo["size"]
    body = style(typo["ui"], size, theme.text)
    tx = x + avatar_size + 10
    top = y
    if show_head:
        avatar_shape(page, typo, x, y + 2, sender, colour, avatar_size, square, photos)
        name = page.label(tx, y - 4, sender, body.but(bold=True), role="structural")
        page.label(name.right + 8, y - 3, time, body.but(size=size - 2, color=theme.muted),
                   role="text")
        top = y + round(size * 1.55)
    block = page.text((tx, top, right, limit or page.height - 4), paragraphs_of(content, body),
                      body,
                      role="prose", line_height=line_height)
    bottom = max(block.bottom, y + avatar_size + 2) if show_head else block.bottom
    return bottom


def checkbox(page: Page, theme: Theme, x: int, y: int, size: int = 14,
             checked: bool = False) -> None:
    if checked:
        page.rect((x, y, x + size, y + size), theme.accent, radius=3, name="checkbox")
        page.line((x + 3, y + size // 2), (x + size // 2 - 1, y + size - 4), (255, 255, 255), 2)
        page.line((x + size // 2 - 1, y + size - 4), (x + size - 3, y + 3), (255, 255, 255), 2)
    else:
        page.rect((x, y, x + size, y + size), None, theme.muted, width=2, radius=2,
                  name="checkbox")


def star(page: Page, x: int, y: int, size: int, colour: RGB, filled: bool = True) -> None:
    """A five-pointed star (filled, or an outline drawn as a thin ring of lines)."""
    cx, cy, r = x + size / 2, y + size / 2, size / 2
    pts = []
    for k in range(10):
        rad = r if k % 2 == 0 else r * 0.45
        a = -math.pi / 2 + k * math.pi / 5
        pts.append((round(cx + rad * math.cos(a)), round(cy + rad * math.sin(a))))
    if filled:
        page.polygon(pts, colour, name="star")
    else:
        for a, b in zip(pts, pts[1:] + pts[:1], strict=True):
            page.line(a, b, colour, 1, name="star")


def inline_row_text_bottom(typo: dict[str, Any], y1: int, y2: int) -> int:
    """The bottom of the text line of a ``mail_row_inline`` row at ``y1``–``y2``: a row the
    window's foot cuts above it shows no sender or subject (r83 0004: a checkbox, a star and
    a date with no text), so a list draws only rows whose text line is whole."""
    size = typo["size"]
    top = (y1 + y2 - round(size * 2.2)) // 2
    # a line is as tall as its font's ascent and descent (up to 1.5 em in the UI fonts)
    return top + (round(size * 2.2) - round(size * 1.2)) // 2 + math.ceil(size * 1.5)


def mail_row_inline(page: Page, theme: Theme, typo: dict[str, Any], box: Box, mail: dict[str, Any],
                    sender_width: int = 180, fill: RGB | None = None) -> None:
    """A one-line inbox row (checkbox, star, sender, subject – snippet, date), webmail style.
    ``mail`` has sender, subject, snippet, date, unread, starred."""
    x1, y1, x2, y2 = box
    if fill is not None:
        page.rect(box, fill, name="row")
    page.line((x1, y2 - 1), (x2, y2 - 1), theme.border)
    unread = bool(mail.get("unread"))
    st = style(typo["ui"], typo["size"], theme.text, bold=unread)
    top = (y1 + y2 - round(st.size * 2.2)) // 2
    checkbox(page, theme, x1 + 14, (y1 + y2) // 2 - 7)
    star(page, x1 + 42, (y1 + y2) // 2 - 8, 16, (244, 180, 0) if mail.get("starred")
         else theme.muted, filled=bool(mail.get("starred")))
    page.label(x1 + 72, top, mail["sender"], st, role="structural", max_width=sender_width - 8)
    date_st = st.but(size=st.size - 1, color=theme.text if unread else theme.muted)
    date_w = math.ceil(measure(mail["date"], date_st)[0])
    page.label(x2 - 16 - date_w, top, mail["date"], date_st, role="text")
    clip = 22 if mail.get("attachment") else 0  # a mail with a file: a paperclip by the date
    if clip:
        icon(page, theme, "paperclip", x2 - 16 - date_w - 20, (y1 + y2) // 2 - 8, 16)
    sx = x1 + 72 + sender_width
    avail = x2 - 32 - date_w - sx - clip
    spans = [Span(mail["subject"], st), Span(" – " + mail["snippet"],
                                             st.but(bold=False, color=theme.muted))]
    page.text((sx, top + (round(st.size * 2.2) - round(st.size * 1.2)) // 2, sx + avail,
               top + round(st.size * 2.2)), spans, st, role="text", wrap=False, max_lines=1,
              line_height=1.2)


def mail_row_stacked(page: Page, theme: Theme, typo: dict[str, Any], box: Box,
                     mail: dict[str, Any], selected: bool = False, avatar: RGB | None = None) -> int:
    """A three-line list item (sender and time, subject, preview), desktop-client style.
    Returns the bottom of the item."""
    x1, y1, x2, y2 = box
    size = typo["size"]
    if selected:
        page.rect(box, theme.selection, name="row")
        page.rect((x1, y1, x1 + 3, y2), theme.accent, name="row")
    unread = bool(mail.get("unread"))
    x = x1 + 16
    if unread and not selected:
        page.rect((x1, y1, x1 + 3, y2), theme.accent, name="unread")
    if avatar is not None:
        avatar_shape(page, typo, x, y1 + 10, mail["sender"], avatar, 32, photos=MAIL_PHOTOS)
        x += 44
    st = style(typo["ui"], size, theme.text, bold=unread)
    time_st = st.but(size=size - 2, bold=False, color=theme.accent if unread else theme.muted)
    tw = math.ceil(measure(mail["date"], time_st)[0])
    page.label(x2 - 12 - tw, y1 + 4, mail["date"], time_st, role="text")
    clip = 20 if mail.get("attachment") else 0  # a mail with a file: a paperclip by the time
    if clip:
        icon(page, theme, "paperclip", x2 - 12 - tw - 18, y1 + 5, 15)
    page.label(x, y1 + 2, mail["sender"], st.but(size=size + 1), role="structural",
               max_width=x2 - 24 - tw - x - clip)
    line = round(size * 1.45)
    page.label(x, y1 + 2 + line, mail["subject"],
               st.but(color=theme.accent if unread else theme.text), role="text",
               max_width=x2 - 14 - x, name="subject")
    page.label(x, y1 + 2 + 2 * line, mail["snippet"], st.but(bold=False, color=theme.muted),
               role="text", max_width=x2 - 14 - x)
    page.line((x1 + 10, y2 - 1), (x2 - 10, y2 - 1), theme.border)
    return y2


def mail_header(page: Page, theme: Theme, typo: dict[str, Any], x: int, y: int, right: int,
                mail: dict[str, Any], colour: RGB, avatar_size: int = 40) -> int:
    """Sender avatar, name and address, recipients line and date of an open message.
    ``mail`` has sender, email, to_line, date. Returns the bottom."""
    avatar_shape(page, typo, x, y, mail["sender"], colour, avatar_size, photos=MAIL_PHOTOS)
    st = style(typo["ui"], typo["size"], theme.text)
    tx = x + avatar_size + 12
    name = page.label(tx, y - 2, mail["sender"], st.but(bold=True, size=st.size + 1),
                      role="structural")
    small = st.but(size=st.size - 1, color=theme.muted)
    dw = math.ceil(measure(mail["date"], small)[0])
    # the address takes the room up to the date (r81 0007: cut at "<shane.mitchell@hi…"
    # with 140 px free); where the date leaves too little, the date moves down a row, to
    # the right of the recipients' line
    address = f"<{mail['email']}>"
    low = name.right + 8 + math.ceil(measure(address, small)[0]) + 20 + dw > right
    page.label(name.right + 8, y - 1, address, small, role="text",
               max_width=max(40, right - name.right - 8 - (0 if low else dw + 20)))
    ty = y + round(st.size * 1.5)
    page.label(tx, ty, mail["to_line"], small, role="text",
               max_width=right - tx - (dw + 20 if low else 0))
    page.label(right - dw, ty if low else y - 1, mail["date"], small, role="text")
    return y + avatar_size + 8


def day_divider(page: Page, theme: Theme, typo: dict[str, Any], x1: int, x2: int, y: int,
                label: str, chip: bool = False, fill: RGB | None = None) -> int:
    """A "Today" separator: a rule with a centred label, or a centred chip. Returns bottom."""
    st = style(typo["ui"], typo["size"] - 2, theme.muted, bold=not chip)
    width = math.ceil(measure(label, st)[0])
    h = round(st.size * 2.2)
    cx = (x1 + x2) // 2
    if chip:
        page.rect((cx - width // 2 - 12, y + 2, cx + width // 2 + 12, y + h - 2),
                  fill or theme.surface, radius=8, name="chip")
    else:
        page.line((x1, y + h // 2), (x2, y + h // 2), theme.border)
        # the pill's outline clears the label's descenders ("Yesterday"): 1 px more room
        page.rect((cx - width // 2 - 10, y + 2, cx + width // 2 + 10, y + h - 1),
                  fill or theme.bg, theme.border, radius=h // 2, name="chip")
    page.label(cx - width // 2, y, label, st, role="structural")
    return y + h


def composer(page: Page, theme: Theme, typo: dict[str, Any], box: Box, placeholder: str,
             radius: int | None = None, fill: RGB | None = None, n_icons: int = 0,
             send: RGB | None = None, icons: list[str] | None = None,
             focused: bool = True) -> None:
    """A message input with a muted placeholder, optional leading icons (named ``icons``,
    else ``n_icons`` plain shapes) and a send disc; ``focused`` False draws no caret (a page
    shows one focused input: r76 0019, a caret in both the channel's and the thread's box)."""
    from surfaces.kit.chrome import icon

    x1, y1, x2, y2 = box
    with page.region("composer", "chrome", box):
        page.rect(box, fill or theme.surface, theme.border,
                  radius=(y2 - y1) // 2 if radius is None else radius, name="input")
        x = x1 + 14
        for k in range(n_icons if icons is None else len(icons)):
            if icons is None:  # attach, emoji, image: what a compose box offers
                icon(page, theme, ("paperclip", "smile", "image")[k % 3], x - 1,
                     (y1 + y2) // 2 - 9, 18)
            else:
                icon(page, theme, icons[k], x - 1, (y1 + y2) // 2 - 9, 18)
            x += 26
        st = style(typo["ui"], typo["size"], theme.muted)
        page.label(x + 2, (y1 + y2 - round(st.size * 2.2)) // 2, placeholder, st,
                   max_width=x2 - x - 60, name="placeholder")
        # the focused, empty box's caret stands before the placeholder (never inside it)
        cy = (y1 + y2) // 2
        if focused:
            page.line((x + 1, cy - round(st.size * 0.6)), (x + 1, cy + round(st.size * 0.6)),
                      theme.text, name="caret")
        if send is not None:
            d = min(28, y2 - y1 - 8)
            cx, cy = x2 - 8 - d, (y1 + y2) // 2 - d // 2
            page.ellipse((cx, cy, cx + d, cy + d), send, name="send")
            page.polygon([(cx + d // 3, cy + d // 4), (cx + 3 * d // 4, cy + d // 2),
                          (cx + d // 3, cy + 3 * d // 4)], (255, 255, 255), name="send")


def unique_paragraphs(rng: Any, content: Any, topic: str, n: int, per: tuple[int, int] = (2, 4)
                      ) -> list[str]:
    """``n`` paragraphs of ``topic`` whose sentences never repeat on the page."""
    sizes = [int(rng.integers(per[0], per[1] + 1)) for _ in range(n)]
    pool = content.sentences(topic, sum(sizes))
    out, i = [], 0
    for size in sizes:
        if i < len(pool):
            out.append(" ".join(pool[i:i + size]))
        i += size
    return out


def personal_subject(content: Provider) -> str:
    """A subject line a colleague writes (``PERSONAL_SUBJECTS``)."""
    index = PERSONAL_SUBJECTS[int(content.rng.integers(len(PERSONAL_SUBJECTS)))]
    return content.title_at("mailui.subject", index)


def speaker_for(rng: np.random.Generator, text: str, people: list[str]) -> int:
    """A member of ``people`` (full names) to post ``text``: never one the text names
    ("Gregory is taking over ..." is not Gregory's own message)."""
    named = [k for k, p in enumerate(people) if re.search(rf"\b{re.escape(p.split()[0])}\b", text)]
    free = [k for k in range(len(people)) if k not in named] or list(range(len(people)))
    return int(free[int(rng.integers(len(free)))])


def attachment_chip(page: Page, theme: Theme, st: Style, name: str, x: int, y: int) -> Any:
    """An open mail's attachment: a bordered box with a file icon and the file's name."""
    w = min(320, 60 + len(name) * 8)
    page.rect((x, y, x + w, y + 40), theme.panel, theme.border, radius=6, name="attachment")
    icon(page, theme, "file", x + 12, y + 12, 16)
    return page.label(x + 40, y + 9, name, st.but(size=st.size - 1), role="text",
                      max_width=w - 48)
