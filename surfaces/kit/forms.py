"""Form widgets: labelled inputs, selects, checkboxes, radio groups, toggles, messages.

Each widget draws into the region ``field <label>`` (kind ``field``). Labels are
``structural`` text, typed values ``text``, placeholders faded ``text``, help text and
validation messages ``text`` (or ``prose`` when asked). Widgets return the y below them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from generator.layout import Span, layout_block, measure
from generator.page import Page, Theme
from surfaces.kit.chrome import ui_style
from surfaces.kit.field_text import field_text

Box = tuple[int, int, int, int]


@dataclass
class FieldLook:
    variant: str = "outlined"  # outlined | filled | underlined
    height: int = 36
    radius: int = 6
    label_gap: int = 6
    gap: int = 16  # space below a field
    label_bold: bool = False


def field_look(params: dict[str, Any]) -> FieldLook:
    """A ``FieldLook`` from sampled JSON-able params (keys as the dataclass fields)."""
    return FieldLook(**params)


def _input_box(page: Page, theme: Theme, box: Box, look: FieldLook, focused: bool = False,
               error: bool = False) -> None:
    x1, y1, x2, y2 = box
    edge = theme.palette["red"] if error else (theme.accent if focused else theme.border)
    if look.variant == "underlined":
        page.line((x1, y2 - 1), (x2, y2 - 1), edge, 2 if focused or error else 1, name="input")
    elif look.variant == "filled":
        page.rect(box, theme.panel, radius=look.radius, name="input")
        page.line((x1, y2 - 2), (x2, y2 - 2), edge, 2, name="input")
    else:
        page.rect(box, theme.surface, edge, width=2 if focused or error else 1,
                  radius=look.radius, name="input")


def field_label(page: Page, theme: Theme, typo: dict[str, Any], x: int, y: int, label: str,
                look: FieldLook, required: bool = False, width: int = 300) -> int:
    st = ui_style(typo, theme, size=typo["size"] - 1, bold=look.label_bold)
    text = f"{label} *" if required else label
    block = page.label(x, y - 6, text, st, role="structural", max_width=width)
    return block.bottom


def text_input(page: Page, theme: Theme, typo: dict[str, Any], x: int, y: int, width: int,
               label: str, value: str = "", placeholder: str = "", look: FieldLook | None = None,
               required: bool = False, error: str = "", help_text: str = "",
               focused: bool = False, masked: bool = False, suffix: str = "",
               label_left: int = 0, hide_label: bool = False) -> int:
    """A labelled single-line input; ``label_left`` > 0 puts the label in a left column,
    ``hide_label`` draws no label (the placeholder names the field)."""
    look = look or FieldLook()
    with page.region(f"field {label}", "field", (x, y, x + width, y + look.height + 60),
                     label=label):
        if hide_label:
            bx, top = x, y
        elif label_left:
            field_label(page, theme, typo, x, y + (look.height - 16) // 2 - 2, label, look,
                        required, label_left - 12)
            bx, top = x + label_left, y
        else:
            top = field_label(page, theme, typo, x, y, label, look, required, width) + \
                look.label_gap
            bx = x
        box = (bx, top, x + width, top + look.height)
        _input_box(page, theme, box, look, focused, bool(error))
        if focused:  # one field per page has the keyboard focus (tests check the record)
            page.meta.setdefault("focused_fields", []).append(label)
        inner = x + width - bx - 24 - (round(measure(suffix, ui_style(typo, theme))[0]) + 8
                                       if suffix else 0)
        if look.variant == "underlined" and not suffix:  # no padding: text runs to the line's end
            inner += 20
        st = ui_style(typo, theme, size=typo["size"])
        ty = top + (look.height - round(st.size * 2.2)) // 2
        tx = bx + (0 if look.variant == "underlined" else 12)
        dots = min(len(value), inner // 11) if masked else 0
        if value and masked:
            for k in range(dots):
                cx = tx + 4 + k * 11
                page.ellipse((cx, top + look.height // 2 - 4, cx + 8, top + look.height // 2 + 4),
                             theme.text, name="password dot")
        elif value:
            shown = field_text(page, tx, ty, value, st, inner)
        elif placeholder:
            field_text(page, tx, ty, placeholder, st.but(color=theme.faded(theme.text, amount=0.5)),
                       inner, name="placeholder")
        if suffix:
            sw = round(measure(suffix, st)[0])
            page.label(x + width - 12 - sw, ty, suffix, st.but(color=theme.muted), role="chrome")
        if focused:  # the caret stands at the end of the typed text (after a password's dots;
            # at the start of a value longer than the field, shown from its start: Home)
            cx = tx + (4 + dots * 11 if masked and value else
                       0 if value and shown.clipped else
                       round(measure(value, st)[0]) + 2 if value else 0)
            page.meta.setdefault("carets", []).append(label)
            page.line((cx, top + 9), (cx, top + look.height - 9), theme.text, name="caret")
        y = top + look.height + 4
        y = message(page, theme, typo, bx, y, x + width, error, help_text)
    return y + look.gap


def message(page: Page, theme: Theme, typo: dict[str, Any], x: int, y: int, right: int,
            error: str = "", help_text: str = "", role: str = "text") -> int:
    """A validation error (red, with a mark) or a muted help line under a field."""
    if not (error or help_text):
        return y
    st = ui_style(typo, theme, size=typo["size"] - 2)
    if error:
        red = theme.palette["red"]
        page.ellipse((x, y + 5, x + 12, y + 17), red, name="error icon")
        block = page.text((x + 18, y + 2, right, y + 40), error, st.but(color=red,
                                                                         color_name="red"),
                          role=role, max_lines=2, line_height=1.3)
    else:
        block = page.text((x, y + 2, right, y + 44), help_text, st.but(color=theme.muted),
                          role=role, max_lines=2, line_height=1.3)
    return block.bottom + 2


def select(page: Page, theme: Theme, typo: dict[str, Any], x: int, y: int, width: int,
           label: str, value: str, look: FieldLook | None = None, required: bool = False,
           label_left: int = 0) -> int:
    """A drop-down: like an input, with a chevron on the right."""
    look = look or FieldLook()
    bottom = text_input(page, theme, typo, x, y, width - 0, label, value, look=look,
                        required=required, label_left=label_left, suffix=" ")
    top = bottom - look.gap - 4 - look.height
    cx, cy = x + width - 18, top + look.height // 2
    page.polygon([(cx - 5, cy - 2), (cx + 5, cy - 2), (cx, cy + 4)], theme.muted, name="chevron")
    return bottom


def checkbox(page: Page, theme: Theme, typo: dict[str, Any], x: int, y: int, label: str,
             checked: bool = False, max_width: int = 400, region: bool = True,
             role: str = "text", wrap: bool = False) -> int:
    """A checkbox and its label; returns the y below. With ``wrap`` a label too long for
    one line runs on to a second (a form's consent line), never cut with "…"."""
    st = ui_style(typo, theme, size=typo["size"] - 1)
    h = round(st.size * 2.2)
    lines = 1
    if wrap and measure(label, st)[0] > max_width - 24:
        laid = layout_block([[Span(label, st)]], (x + 24, 0, x + max_width, 999),
                            line_height=1.35, max_lines=3)
        lines = len(laid.lines)
        h = max(h, laid.bottom + round(st.size * 0.9))
    body = _Region(page, f"field {label}", (x, y, x + max_width, y + h), label, region)
    with body:
        s = 16
        by = y + (h - s) // 2
        if checked:
            page.rect((x, by, x + s, by + s), theme.accent, radius=3, name="checkbox")
            page.line((x + 4, by + 8), (x + 7, by + 11), theme.accent_text, 2, name="icon")
            page.line((x + 7, by + 11), (x + 12, by + 5), theme.accent_text, 2, name="icon")
        else:
            page.rect((x, by, x + s, by + s), theme.surface, theme.muted, radius=3,
                      name="checkbox")
        if lines > 1:
            page.text((x + s + 8, y + round(st.size * 0.5), x + max_width, y + h + st.size),
                      label, st, role=role, max_lines=lines, line_height=1.35)
        else:
            page.label(x + s + 8, y, label, st, role=role, max_width=max_width - s - 8)
    return y + h + 2


def radio(page: Page, theme: Theme, typo: dict[str, Any], x: int, y: int, label: str,
          on: bool, max_width: int = 400, prefix: str = "") -> int:
    """A radio button and its label; ``prefix`` (an option letter "A  ", "b. ") is a text
    of its own, so no quoted phrase glues the letter to the answer ("«A La»")."""
    st = ui_style(typo, theme, size=typo["size"] - 1)
    h = round(st.size * 2.2)
    s = 16
    by = y + (h - s) // 2
    page.ellipse((x, by, x + s, by + s), theme.surface, theme.accent if on else theme.muted,
                 width=2, name="radio")
    if on:
        page.ellipse((x + 4, by + 4, x + s - 4, by + s - 4), theme.accent, name="radio")
    lx = x + s + 8
    if prefix:
        page.label(lx, y, prefix.rstrip(), st, role="chrome")
        lx += round(measure(prefix, st)[0])
    page.label(lx, y, label, st, role="text", max_width=max_width - (lx - x))
    return y + h + 2


def radio_group(page: Page, theme: Theme, typo: dict[str, Any], x: int, y: int, width: int,
                label: str, options: list[str], chosen: int, look: FieldLook | None = None,
                inline: bool = False) -> int:
    look = look or FieldLook()
    with page.region(f"field {label}", "field", (x, y, x + width, y + 30 * len(options) + 30),
                     label=label):
        y = field_label(page, theme, typo, x, y, label, look, width=width) + 4
        ox = x
        for k, option in enumerate(options):
            st = ui_style(typo, theme, size=typo["size"] - 1)
            w = round(measure(option, st)[0]) + 24 + 24
            if inline and ox + w > x + width and ox > x:
                ox, y = x, y + round(st.size * 2.2) + 2
            bottom = radio(page, theme, typo, ox, y, option, k == chosen, width)
            if inline:
                ox += w
            else:
                y = bottom
        if inline:
            y = bottom
    return y + look.gap - 4


def toggle(page: Page, theme: Theme, x: int, y: int, on: bool, w: int = 36, h: int = 20) -> None:
    """An on/off switch whose top-left is (x, y)."""
    fill = theme.accent if on else theme.border
    page.rect((x, y, x + w, y + h), fill, radius=h // 2, name="toggle")
    kx = x + w - h + 2 if on else x + 2
    page.ellipse((kx, y + 2, kx + h - 4, y + h - 2), (255, 255, 255), name="toggle knob")


def form_button(page: Page, theme: Theme, typo: dict[str, Any], box: Box, label: str,
                primary: bool = True, radius: int = 6, enabled: bool = True) -> None:
    """A full-width (or fixed-box) button with a centred label; a disabled one (``enabled``
    False: "Next" before the licence is accepted) is greyed out."""
    x1, y1, x2, y2 = box
    ink = theme.accent_text if primary else theme.text
    st = ui_style(typo, theme, size=typo["size"], bold=primary,
                  color=ink if enabled else theme.faded(theme.text, amount=0.55))
    for smaller in (st.but(bold=False), st.but(bold=False, size=st.size - 1),
                    st.but(bold=False, size=st.size - 2)):
        if measure(label, st)[0] <= x2 - x1 - 14:
            break
        st = smaller  # a long label: drop the bold, then shrink a little, before truncating
    with page.region(f"button {label}", "button", box, label=label):
        fill = (theme.accent if primary else theme.surface) if enabled else theme.panel
        page.rect(box, fill, None if primary and enabled else theme.border, radius=radius,
                  name="button")
        w = round(measure(label, st)[0])
        page.label(max(x1 + 6, (x1 + x2 - w) // 2), (y1 + y2 - round(st.size * 2.2)) // 2, label,
                   st, role="chrome", max_width=x2 - x1 - 12)


class _Region:
    """``page.region`` when ``on``, a no-op context otherwise."""

    def __init__(self, page: Page, name: str, box: Box, label: str, on: bool):
        self.ctx = page.region(name, "field", box, label=label) if on else None

    def __enter__(self) -> None:
        if self.ctx is not None:
            self.ctx.__enter__()

    def __exit__(self, *exc: Any) -> None:
        if self.ctx is not None:
            self.ctx.__exit__(*exc)
