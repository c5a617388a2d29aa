"""Geometry checks of a composed page (no rendering): a text line that starts inside a
panel, card, bar, button, chip or badge ends inside it; no line runs into a button or badge
beside it; no two buttons overlap."""

from __future__ import annotations

# the small filled shapes a label sits in: nothing else may run into them
SMALL = frozenset({"button", "chip", "badge", "tag", "pill", "train badge", "change badge",
                   "name tag", "field chip", "reaction", "segment", "toggle", "key", "count",
                   "severity", "label"})
# the filled shapes a line of text may start in: it must end inside them too
HOLDERS = SMALL | frozenset({"tab", "select", "dropdown", "input", "field", "search box",
                             "address bar", "address field", "bubble", "card", "dialog",
                             "tile", "comment card", "box", "event", "tab bar", "toolbar",
                             "sidebar", "status bar", "title bar", "menu bar", "header",
                             "banner", "picker"})
SLACK = 2  # logical px a glyph's advance may pass the shape's edge (its side bearing)


def _lines(page):
    for block in page.text_blocks():
        for ln in block.laid.lines:
            if ln.glyphs:
                last = ln.glyphs[-1]
                yield block, ln, (ln.glyphs[0].pen, ln.baseline - ln.ascent,
                                  last.pen + last.font.advance(last.char),
                                  ln.baseline + ln.descent)


def _area(op) -> int:
    return (op.box[2] - op.box[0]) * (op.box[3] - op.box[1])


def overflows(page) -> list[str]:
    """Text lines (device px) that start inside a holder drawn under them and end past its
    right edge, or that run into a button or badge they do not start in."""
    holders = [op for op in page.ops if getattr(op, "kind", "") == "rect"
               and op.name in HOLDERS and op.fill is not None]
    if not holders:
        return []
    slack = SLACK * page.scale
    out = []
    for block, ln, (x1, y1, x2, y2) in _lines(page):
        cy, band = (y1 + y2) / 2, (y2 - y1) / 4
        home = [op for op in holders if op.z < block.z and op.box[0] <= x1 + 1 < op.box[2]
                and op.box[1] <= cy < op.box[3]]
        own = min(home, key=_area) if home else None
        hit = None
        if own is not None and x2 > own.box[2] + slack:
            hit = own
        else:
            hit = next((op for op in holders if op.name in SMALL and op is not own
                        and op not in home and op.box[1] <= cy + band
                        and cy - band < op.box[3] and x1 + slack < op.box[2]
                        and op.box[0] < x2 - slack), None)
        if hit is not None:
            text = "".join(g.char for g in ln.glyphs)
            out.append(f"{text!r} ({x1:.0f}-{x2:.0f}, {cy:.0f}) crosses the {hit.name} "
                       f"{hit.box}")
    return out


def overlapping_buttons(page) -> list[str]:
    """Pairs of buttons whose boxes cross (one inside the other is a button on a bar)."""
    boxes = [op.box for op in page.ops if getattr(op, "kind", "") == "rect"
             and op.name == "button"]
    out = []
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            cross = a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]
            nested = (a[0] <= b[0] and a[1] <= b[1] and b[2] <= a[2] and b[3] <= a[3]) or \
                (b[0] <= a[0] and b[1] <= a[1] and a[2] <= b[2] and a[3] <= b[3])
            if cross and not nested:
                out.append(f"buttons {a} and {b} overlap")
    return out


# shapes drawn over a page on purpose (a modal dialog over the document, a popover)
OVERLAYS = frozenset({"dialog", "dialog title bar", "popover", "pointer", "shadow", "icon",
                      "caret"})
COVERS = ("rect", "ellipse", "polygon", "gradient", "mesh")


def cut_lines(page) -> list[str]:
    """Text lines (their ink band, device px) partly hidden by an opaque shape drawn after
    them: a label cut mid-glyph by the bar or box below it."""
    covers = [op for op in page.ops if getattr(op, "kind", "") in COVERS and op.opaque
              and op.name not in OVERLAYS and (op.fill is not None or op.kind in COVERS[3:])]
    out = []
    for block in page.text_blocks():
        later = [op for op in covers if op.z > block.z]
        if not later:
            continue
        for ln in block.laid.lines:
            ink = [g for g in ln.glyphs if not g.char.isspace()]
            if not ink:
                continue
            x1, x2 = ink[0].pen, ink[-1].pen + ink[-1].font.advance(ink[-1].char)
            y1, y2 = ln.baseline - ln.ascent * 0.7, ln.baseline + ln.descent * 0.5
            for op in later:
                bx1, by1, bx2, by2 = op.box
                if by1 < y2 - 1 and y1 + 1 < by2 and bx1 < x2 - 1 and x1 + 1 < bx2 and not (
                        bx1 <= x1 and x2 <= bx2 and by1 <= y1 and y2 <= by2):
                    text = "".join(g.char for g in ln.glyphs)
                    out.append(f"{text!r} ({x1:.0f}-{x2:.0f}, {y1:.0f}-{y2:.0f}) is cut by the "
                               f"{op.name} {op.box} drawn over it")
                    break
    return out
