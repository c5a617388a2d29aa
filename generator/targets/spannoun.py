"""What a reader calls the span a phrase qualifier quotes (its container noun).

"dans le passage « facture 2019.pdf »" calls a file name a passage of prose. A span is named
by what it is: a file name, a web address, a table cell, a control's label, a phrase of
running text, or else (a value, a code line) neutrally "the text".
"""

from __future__ import annotations

import re

from generator.geometry import Word
from generator.targets.index import PageIndex, squash
from generator.targets.tokens import EXTENSIONS

FILE = re.compile(rf"[^\s/\\:]+(?: [^\s/\\:]+)*\.(?:{EXTENSIONS})", re.IGNORECASE)
URL = re.compile(r"(?:https?://|www\.)\S+|[\w-]+(?:\.[\w-]+)+/\S*", re.IGNORECASE)
# a folder path or a part of one: a drive, a backslash, a slash between names ("~/.config")
PATH = re.compile(r"^[A-Za-z]:[\\/]|\\|(?:^|\s)~?/[\w.-]+|\w/[\w.-]+/")
LABEL_ROLES = ("chrome",)
# a text block a surface names for what it is (page.label(..., name="commit")): a commit's
# message "Add orders.py" is no file name, whatever its last word looks like
NAMED = ("commit", "subject")  # a mail's subject: "in the subject line", no "label" (r99)


def span_noun(index: PageIndex, first: Word, text: str) -> str:
    """The QUALIFIERS key suffix naming the quoted span ``text`` that begins at ``first``:
    "commit", "subject", "file", "url", "cell", "entry" (a calendar day's event), "name" (a
    message's author), "path", "label", "phrase" (running
    text) or "text"."""
    geo = index.geo
    line = text == squash(geo.line_text(geo.lines[first.line]))
    if geo.blocks[first.block].name in NAMED and (line or geo.blocks[first.block].name != "subject"):
        return geo.blocks[first.block].name  # a subject only when quoted whole
    if (line or " " not in text) and URL.fullmatch(text):  # one token, or the whole line
        return "url"
    if (line or " " not in text) and FILE.fullmatch(text):
        return "file"
    block = geo.blocks[first.block]
    region = geo.regions[block.region]
    if line and region.kind == "message" and region.label and squash(region.label) == text:
        return "name"  # a post's author: "dans le nom « Audrey Dupuy »", no "libellé" (r75 0009)
    if block.role == "prose":
        return "phrase"
    if PATH.search(text):  # "Program Files\Lumewick" of a folder field: "le chemin" (r97)
        return "path"
    # a cell or a label only when the span is all of it, and never a notebook's code cell
    if line and block.role != "code" and region.kind == "cell":
        # a month grid's day cell holds its events: "in the entry «Christmas Day»", never
        # "in the cell" for one of them (r78 0005: "in de cel „Eerste Kerstdag”")
        return "entry" if region.name.startswith("day ") else "cell"
    if line and block.role in LABEL_ROLES:
        return "label"
    return "text"


def _glued(index: PageIndex, a: Word, b: Word) -> bool:
    """Whether words ``a`` and ``b`` (b right after a) stand on one line with a space only."""
    geo = index.geo
    return a.line == b.line and b.id == a.id + 1 and all(
        geo.glyphs[i].char == " " for i in range(a.glyphs[1], b.glyphs[0]))


def natural_span(index: PageIndex, first: Word, last: Word) -> bool:
    """Whether words ``first``..``last`` are a span a person would quote (r76 0001, 0000):
    it does not split a name and its number ("2 shows" of "Figure 2 shows", "see Table" of
    "see Table 3"), nor stops on a little word before its noun ("shows its"), and of a
    short label (a pane's "Not in dictionary") it is the whole label, never "in
    dictionary"."""
    words = index.geo.words
    prev = words[first.id - 1] if first.id > 0 else None
    nxt = words[last.id + 1] if last.id + 1 < len(words) else None
    if prev is not None and first.text[:1].isdigit() and prev.text[-1:].isalpha() \
            and _glued(index, prev, first):
        return False
    if nxt is not None and nxt.text[:1].isdigit() and last.text[-1:].isalpha() \
            and _glued(index, last, nxt):
        return False
    if last.id > first.id and len(last.text) <= 3 and last.text.isalpha() \
            and last.text.islower() and nxt is not None and nxt.line == last.line:
        return False  # "shows its": a span never stops on a little word before its noun
    if index.role(first) == "prose":
        return True
    label = index.geo.line_text(index.geo.lines[first.line]).split()
    return len(label) > 4 or \
        len(index.span_text(first.glyphs[0], last.glyphs[1]).split()) == len(label)
