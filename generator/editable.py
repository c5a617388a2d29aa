"""Which lines of a page a user could be typing in: the one fact both the effects (a fake
text caret may blink only there, generator/effects/inputs.py) and the target sampler (a caret
task is set in editable text first, and worded as a click or selection elsewhere,
generator/targets) read from a page's geometry."""

from __future__ import annotations

import re

from generator.geometry import Line, PageGeometry, Region

Box = tuple[int, int, int, int]


# Region names (or their first word) of places a user types in, with those a surface
# declares (``Surface.typing_regions``, carried as the geometry's meta "typing_regions": a
# word processor's "document", a notes app's "note"; an invoice's or a PDF's "document" is
# static). Elsewhere only the lines drawn inside an input's box count (a form field's value,
# a search box), never a select's (a drop-down shows its value but takes no typing) nor a
# value printed in a details panel, an invoice or a table: a read-only spreadsheet or
# data-table cell is static text. A notebook's code cell ("cell 3", labelled "code") is an
# editor; a rendered markdown cell is not. A terminal only takes input on its last line, and
# only when that line is a shell prompt (a log cut by the screen ends on output). A
# line drawn on a button (a composer's "Post") is never typed in.
# A spreadsheet's formula bar takes typing only in edit mode (the cell shows the edit too): a
# surface drawing that declares typing_regions ("formula",); a bar showing the selected cell's
# formula is static (r42: a caret in the formula bar of a cell that was only selected).
EDITABLE_REGIONS = frozenset({"editor", "composer", "compose", "input", "reply"})
PROMPT_END = re.compile(r"[$%#>❯](?:\s+|$)")  # a shell prompt's last mark
# a line that opens with a shell's prompt (surfaces/kit/terminal.prompt: bash
# "user@host:cwd$", zsh "user@host cwd %", "> cwd"): the only terminal line one types in
SHELL_PROMPT = re.compile(r"^(?:\S+@[\w.-]+(?::\S*|\s\S+)\s?[$%#]|[>❯]\s\S+|>>>)(?:\s|$)")
NOTEBOOK_CELLS = frozenset({"code"})  # a notebook cell's label: code is edited in place
INPUT_SHAPES = frozenset({"input", "textarea", "field"})
SELECT_MARKS = frozenset({"chevron", "spinner"})  # a drop-down's or a spin box's arrow
BUTTON_SHAPES = frozenset({"button"})
# the block name of an empty input's hint ("Quoi de neuf ?", "Search…", surfaces/kit/forms.py,
# messages.composer): nobody types inside it, a caret stands at its start or nowhere
PLACEHOLDER = "placeholder"
NOT_TYPED = frozenset({PLACEHOLDER, "avatar"})


# The caret categories each surface's pages commonly offer in text a user is typing (an
# editor, a composer with a draft, a filled form field, a notebook cell): the only pairs the
# plan asks for (``Surface.supports``), since a caret stands only in editable text (r56: a
# caret task on a posted Teams message). Measured with the target sampler (a category on at
# least a third of a surface's pages); tests/world/test_world_h_r56.py checks them against
# the pages. A surface not listed that declares ``typing_regions`` (a plugin) offers all.
_WORD = ("caret_before_word", "caret_after_word", "caret_between_chars", "between_words")
_LINE = ("line_start", "line_end")
_PROSE = ("sentence_boundary", "paragraph_start", "paragraph_end", "blank_line")
TYPING_CARETS: dict[str, frozenset[str]] = {name: frozenset(cats) for name, cats in {
    "banking_dashboard": _WORD, "code_editor": _WORD + _LINE, "doc_comments": _WORD + _LINE + _PROSE,
    "email_compose": _WORD + _LINE + _PROSE, "file_save_dialog": _WORD, "git_log": ("line_end",),
    "ide_problems_panel": _WORD + _LINE, "installer_wizard": _WORD,
    "job_application": _WORD + _LINE + _PROSE, "jupyter_notebook": _WORD[:3] + _LINE,
    "latex_editor": _WORD + _LINE, "markdown_notes": _WORD + _LINE + _PROSE,
    "markdown_split_preview": _WORD + _LINE, "password_reset": ("caret_between_chars",),
    "pdf_form": _WORD, "plain_text": _WORD + _LINE + _PROSE, "query_results": _WORD + _LINE,
    "regex_tester": _WORD[:2], "signup_form": _WORD[:3],  # a one-line field: no "line" (r87)
    "spellcheck_panel": _WORD + _LINE + _PROSE, "sql_console": _WORD + _LINE,
    "subtitle_editor": _WORD + _LINE + _PROSE,  # not thread_replies: its posted replies were
    # read as a "reply" box (r76 0019) and its composers hold no draft
    "word_processor": _WORD + _LINE + _PROSE}.items()}


def _input_boxes(geo: PageGeometry) -> list[Box]:
    """The boxes of the page's input fields (an underlined input is drawn as its bottom
    rule: its box reaches up over the text above the rule); a box holding a drop-down's
    chevron is a select, not an input."""
    marks = [s.box for s in geo.shapes if s.kind in SELECT_MARKS]
    boxes = []
    for shape in geo.shapes:
        if shape.kind in INPUT_SHAPES:
            x1, y1, x2, y2 = shape.box
            box = (x1, y1 if y2 - y1 > 4 else y2 - 40, x2, y2)
            if not any(_holds(box, m) for m in marks):
                boxes.append(box)
    return boxes


def _holds(box: Box, inner: Box) -> bool:
    cx, cy = (inner[0] + inner[2]) // 2, (inner[1] + inner[3]) // 2
    return box[0] <= cx <= box[2] and box[1] <= cy <= box[3]


def _cell_inputs(geo: PageGeometry) -> list[Box]:
    """The input boxes of a notebook's code cells (``surfaces.kit.devtools.cell_frame``)."""
    return [s.box for s in geo.shapes if s.kind == "cell input"]


def _drawn_in(geo: PageGeometry, line: Line, boxes: list[Box]) -> bool:
    """Whether the line's ink sits inside one of ``boxes`` (a button, an input field)."""
    ink = geo.line_box(line)
    return ink is not None and any(_holds(box, ink) for box in boxes)


def typing_name(region: Region | None, declared: frozenset[str] | set[str]) -> str:
    """The name a region is looked up by: its first word when the surface declares it
    (``declared``: "formula bar" for "formula") or the rest is a number or nothing ("editor",
    "cell 3"). A pane named after its app's tool ("editor pane": Word's Editor side pane
    with its "Not in dictionary" label) or a posted message ("reply 1" in a thread) is no
    place to type in (r76 0000, 0019)."""
    if region is None or region.kind == "message":
        return ""
    first, _, rest = region.name.partition(" ")
    return first if first in declared or not rest or rest.isdigit() else ""


def editable_lines(geo: PageGeometry, fields: bool = True) -> list[Line]:
    """Lines a user could be typing in; ``fields`` False leaves out form inputs' values."""
    last_terminal: dict[int, Line] = {}
    inputs: list[Box] | None = None
    cells: list[Box] | None = None
    declared = set(geo.meta.get("typing_regions", ()))
    typing = EDITABLE_REGIONS | declared
    buttons = [s.box for s in geo.shapes if s.kind in BUTTON_SHAPES]
    out = []
    for line in geo.lines:
        block = geo.blocks[line.block]
        region = geo.regions[block.region] if 0 <= block.region < len(geo.regions) else None
        name = typing_name(region, declared)
        if block.name in NOT_TYPED or _drawn_in(geo, line, buttons):
            continue  # an empty field's hint is no text: its caret stands before it; an
            # avatar's initials beside a composer are no text either (r62 0024: "DC|")
        if name in typing:
            if not (block.role == "chrome" and geo.line_text(line).strip().isdigit()):
                out.append(line)  # an editor's gutter numbers are no text anyone types
        elif name == "cell" and region.label in NOTEBOOK_CELLS:
            # code is typed in the cell's input box, never in the output printed under it
            # (r41: a caret blinking in a notebook's "float64")
            cells = _cell_inputs(geo) if cells is None else cells
            if _drawn_in(geo, line, cells):
                out.append(line)
        elif fields and (block.role == "field" or (region and region.kind == "field")):
            inputs = _input_boxes(geo) if inputs is None else inputs
            if _drawn_in(geo, line, inputs):
                out.append(line)
        elif region and name == "terminal":
            last_terminal[region.id] = line
    # a terminal takes typing on its last line only where the shell is back: a log cut by
    # the screen's bottom ends on program output ('| Date: ...' of git log), no caret there
    return out + [ln for ln in last_terminal.values()
                  if SHELL_PROMPT.match(geo.line_text(ln).lstrip())]


def editable_line_ids(geo: PageGeometry, fields: bool = True) -> frozenset[int]:
    """The ids of ``editable_lines``."""
    return frozenset(line.id for line in editable_lines(geo, fields))
