"""The diff hunk under an inline review comment, as a code-review site shows it: a file
header with the path and the hunk's "+N −M", the hunk header ("@@ -12,7 +12,9 @@"), and
each line with its old and new numbers, a +/- gutter and a green or red background."""

from __future__ import annotations

from typing import Any

from surfaces.kit import Page, Span, Theme, measure
from surfaces.kit.chrome import ui_style
from surfaces.kit.code import COLOURS_DARK, COLOURS_LIGHT
from surfaces.kit.code_diff import Change
from surfaces.kit.typography import style

ADD = {"light": (230, 255, 236), "dark": (20, 60, 35)}
DEL = {"light": (255, 235, 233), "dark": (75, 25, 30)}
HUNK = {"light": (221, 244, 255), "dark": (18, 38, 62)}
INK = {"+": {"light": (26, 127, 55), "dark": (63, 185, 80)},
       "-": {"light": (207, 34, 46), "dark": (248, 81, 73)}}


def hunk_rows(change: Change, offset: int) -> list[tuple[int | None, int | None, str, str]]:
    """(old number, new number, text, op) of the hunk a review comment sits under, as
    ``git diff -U3`` cuts it: the whole change (an added function from its decorators to its
    last line, never cut before its ``return``: r98 0005) with up to three unchanged lines
    on each side; numbered from ``offset`` (the window's first line, the same in both
    files). ``fit_rows`` shortens the context when the page is short."""
    rows, old, new = [], offset + 1, offset + 1
    for op, text in zip(change.ops, change.lines, strict=True):
        rows.append((old if op != "+" else None, new if op != "-" else None, text, op))
        old, new = old + (op != "+"), new + (op != "-")
    changed = [i for i, r in enumerate(rows) if r[3] != " "]
    # git splits changes more than six unchanged lines apart into hunks: the comment sits
    # under the added function's hunk, or the first one
    at = next((k for k, i in enumerate(changed) if change.added and
               rows[i][2].startswith((f"def {change.added}(", f"async def {change.added}("))),
              0)
    first = last = at
    while first > 0 and changed[first] - changed[first - 1] <= 7:
        first -= 1
    while last + 1 < len(changed) and changed[last + 1] - changed[last] <= 7:
        last += 1
    return rows[max(0, changed[first] - 3):changed[last] + 4]


def fit_rows(rows: list[tuple], n: int) -> list[tuple]:
    """``rows`` in at most ``n`` lines (when it can): unchanged lines dropped from the top,
    then from the bottom down to one after the change (git's -U1), never a changed line."""
    rows = list(rows)
    while len(rows) > n and rows[0][3] == " ":
        rows.pop(0)
    while len(rows) > n and len(rows) > 1 and rows[-1][3] == " " and rows[-2][3] == " ":
        rows.pop()
    return rows


def hunk_header(rows: list[tuple[int | None, int | None, str, str]]) -> tuple[str, str]:
    """The hunk's header ("@@ -29,4 +29,5 @@") and its count ("+1 −0") of the rows."""
    olds = [r[0] for r in rows if r[0] is not None]
    news = [r[1] for r in rows if r[1] is not None]
    # a hunk with no old line starts after the line it follows (git's "-28,0")
    a = olds[0] if olds else next(r[1] for r in rows) - 1
    c = news[0] if news else next(r[0] for r in rows) - 1
    plus, minus = sum(r[3] == "+" for r in rows), sum(r[3] == "-" for r in rows)
    return f"@@ -{a},{len(olds)} +{c},{len(news)} @@", f"+{plus} \u2212{minus}"


def draw_hunk(page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              box: tuple[int, int, int]) -> int:
    """The file header and the hunk from ``params`` ("path", "hunk", "delta", "rows":
    [old, new, op], "code": tokens a row) from ``box``'s top; the bottom."""
    x1, y, x2 = box
    dark = theme.name
    st = ui_style(typo, theme)
    size = typo["size"] - 2
    pitch = round(size * 1.6)
    colours = COLOURS_DARK if dark == "dark" else COLOURS_LIGHT
    mono = style(typo["mono"], size, colours["plain"])
    plus, minus = params["delta"].split()
    right = x2 - 12
    for text, op in ((minus, "-"), (plus, "+")):  # "+2 −1" at the header's right
        w = round(measure(text, st.but(bold=True))[0])
        page.label(right - w, y + 4, text, st.but(bold=True, color=INK[op][dark]), role="text")
        right -= w + 8
    page.label(x1 + 11, y + 4, params["path"], st.but(family=typo["mono"], size=typo["size"] - 1),
               role="text", max_width=right - x1 - 24)
    y += 36
    page.line((x1, y - 1), (x2, y - 1), theme.border)
    page.rect((x1, y, x2, y + pitch), HUNK[dark], name="hunk header")
    page.text((x1 + 96, y, x2 - 8, y + pitch + 2), params["hunk"], mono.but(color=theme.muted),
              role="chrome", wrap=False, max_lines=1, line_height=pitch / size)
    y += pitch
    for (old, new, op), tokens in zip(params["rows"], params["code"], strict=True):
        if op != " ":
            page.rect((x1, y, x2, y + pitch), (ADD if op == "+" else DEL)[dark], name="diff line")
        ty = y + (pitch - round(size * 2.2)) // 2
        for x, n in ((x1 + 4, old), (x1 + 42, new)):
            if n is not None:
                page.label(x, ty, f"{n:>4}", mono.but(color=theme.muted), role="chrome")
        if op != " ":
            page.label(x1 + 84, ty, op, mono.but(color=INK[op][dark]), role="chrome")
        spans = [Span(t, mono.but(color=colours[kind])) for t, kind in tokens if t]
        if spans:
            page.text((x1 + 96, y, x2 - 8, y + pitch + 2), spans, mono, role="code",
                      wrap=False, max_lines=1, line_height=pitch / size)
        y += pitch
    page.line((x1, y), (x2, y), theme.border)
    return y
