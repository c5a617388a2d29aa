"""References to lines, paragraphs and sentences by their quoted first or last words.

A unit (line, paragraph or sentence) is named by a prefix (anchor "start": "the line that
begins with 'X'") or a suffix (anchor "end") of its text, cut at spaces. The quote must
begin (end) the text of no other unit of the same kind anywhere on the page (case-folded
comparison, so the verifier may compare either way); when that fails page-wide, a region
qualifier may narrow the units to those of the unit's region.

ref: {"kind": "line"|"paragraph"|"sentence", "<kind>": id, "anchor": "start"|"end",
      "text": quote, "code": bool, "qualifiers": [] or [region qualifier]}
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from generator.targets.common import quotable
from generator.targets.index import PageIndex, squash
from generator.targets.qualify import names_itself, region_qualifier

# message regions a reader calls by their own kind, never "the message": a review, a comment
# (a chat's reply or a channel's post is one)
NOT_MESSAGES = frozenset({"review", "comment", "description"})
MAX_TOKENS = 7
MIN_CHARS = 4
MAX_QUOTE = 30
OVER_SPECIFY = 0.15
SEPARATORS = frozenset({"·", "•", "|", "–", "—", "-", "/", "›", "»"})


def _cut(text: str, anchor: str, k: int) -> str:
    tokens = text.split(" ")
    quote = " ".join(tokens[:k] if anchor == "start" else tokens[-k:])
    return _fields(quote, anchor) if k == 1 and len(quote) > MAX_QUOTE else quote


def _fields(quote: str, anchor: str) -> str:
    """A long unspaced token (a CSV line "6;Dennis Veenstra;…") is quoted by its first
    (last) two fields, as a reader would, never whole (r45 #13)."""
    parts = re.split(r"(?<=[;,|\t])", quote)
    if len(parts) < 3:
        return quote
    return "".join(parts[:2]) if anchor == "start" else "".join(parts[-2:])


def _matching(texts: list[str], quote: str, anchor: str, among: list[int]) -> list[int]:
    q = quote.casefold()
    if anchor == "start":
        return [i for i in among if texts[i].startswith(q)]
    return [i for i in among if texts[i].endswith(q)]


def text_reference(index: PageIndex, kind: str, unit: int, text: str, texts: list[str],
                   regions: list[int], anchor: str, rng: np.random.Generator,
                   code: bool = False, breaks: set[int] = frozenset()) -> dict[str, Any] | None:
    """A reference to unit ``unit`` whose squashed text is ``text``; ``texts`` are the
    case-folded texts of all units of that kind, ``regions`` their region ids; ``breaks``
    the tokens set apart from the one before (``PageIndex.wide_breaks``): a quote never
    runs across one."""
    n_tokens = len(text.split(" "))
    if not text or not quotable(text, code):
        return None
    start = int(rng.integers(1, 4))
    everyone = list(range(len(texts)))
    rid = regions[unit]
    region_q = region_qualifier(index, rid)
    same_region = [i for i in everyone if regions[i] == rid]
    for k in range(min(start, n_tokens), min(MAX_TOKENS, n_tokens) + 1):
        quote = _cut(text, anchor, k)
        if kind == "line" and k == n_tokens > 1:
            break  # "the line ending in" its last words, never the whole line (r90 0010)
        if len(quote) < MIN_CHARS and k < n_tokens or not quotable(quote, code):
            continue  # too short, or cutting a quotation open: „‘Zou het”, `log("loaded`
        edges = quote.split(" ")
        if edges[0] in SEPARATORS or edges[-1] in SEPARATORS:
            continue  # "die eindigt op '· fe0a5f0'" (r61 0020): a quote opens and closes on
            # a word, never on the separator between two fields
        inner = range(1, k) if anchor == "start" else range(n_tokens - k + 1, n_tokens)
        if breaks.intersection(inner):
            break  # "Quantity: 120 Refills" is not what the page prints
        quals: list[dict] | None = None
        place = None if names_itself(index, rid, quote) else region_q  # not "„Anmeldetag“
        if _matching(texts, quote, anchor, everyone) == [unit]:  # im Feld Anmeldetag"
            quals = [place] if place and rng.random() < OVER_SPECIFY else []
        elif place and _matching(texts, quote, anchor, same_region) == [unit]:
            quals = [place]
        if quals is not None:
            return {"kind": kind, kind: unit, "anchor": anchor, "text": quote, "code": code,
                    "qualifiers": quals}
    return None


def line_reference(index: PageIndex, line_id: int, anchor: str,
                   rng: np.random.Generator) -> dict[str, Any] | None:
    geo = index.geo
    regions = [geo.blocks[ln.block].region for ln in geo.lines]
    line = geo.lines[line_id]
    code = geo.blocks[line.block].role == "code"
    text = squash(geo.line_text(line))
    return text_reference(index, "line", line_id, text, index.line_texts, regions, anchor, rng,
                          code, index.wide_breaks(*line.glyphs))


def paragraph_reference(index: PageIndex, pid: int, anchor: str,
                        rng: np.random.Generator) -> dict[str, Any] | None:
    geo = index.geo
    regions = [geo.blocks[p.block].region for p in geo.paragraphs]
    r = geo.paragraph_glyphs(geo.paragraphs[pid])
    text = index.span_text(r.start, r.stop)
    ref = text_reference(index, "paragraph", pid, text, index.paragraph_texts, regions,
                         anchor, rng, breaks=index.wide_breaks(r.start, r.stop))
    if ref is not None and _whole_message(index, pid):
        ref["message"] = True  # "the message ending in …", not "the paragraph" of a chat
    if ref is not None:  # "every line of it" only where it has several (r47 0008)
        ref["lines"] = len({geo.glyphs[i].line for i in range(r.start, r.stop)})
    return ref


def _whole_message(index: PageIndex, pid: int) -> bool:
    """Whether paragraph ``pid`` is all the running text of a message region (a chat
    bubble, a reply): the reader calls it the message."""
    geo = index.geo
    block = geo.blocks[geo.paragraphs[pid].block]
    region = geo.regions[block.region]
    if region.kind != "message" or block.role not in ("prose", "text") \
            or NOT_MESSAGES.intersection(region.name.split()):
        return False  # a review, a comment is no "message" (a reviewer's Rezension)
    return sum(geo.blocks[p.block].region == region.id
               and geo.blocks[p.block].role == block.role for p in geo.paragraphs) == 1


def sentence_reference(index: PageIndex, sid: int, anchor: str,
                       rng: np.random.Generator) -> dict[str, Any] | None:
    geo = index.geo
    sids = list(index.sentences)
    regions = [geo.glyphs[index.sentences[s][0]].region for s in sids]
    ref = text_reference(index, "sentence", sids.index(sid), index.sentence_text(sid),
                         index.sentence_texts, regions, anchor, rng,
                         breaks=index.wide_breaks(*index.sentences[sid]))
    if ref is not None:
        ref["sentence"] = sid
    return ref

