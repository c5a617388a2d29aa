"""Disambiguators (SPEC 4): find qualifiers that make a word reference unique on the page.

A reference names a word by its text; every word of the page with the same case-folded
text is a *match*. Qualifiers narrow the matches (semantics in generator/instructions/
en/text.py): style, region, sentence, phrase, after, before, ordinal. Each qualifier is
plain data, e.g. ``{"type": "style", "style": "colour", "colour": "red"}``, and is only
returned when it holds for the target and, together with the others, for no other match.
When the bare text is already unique, a true region qualifier is still added now and then
(people over-specify where they look; never a style, which reads as typesetting jargon).
"""

from __future__ import annotations

import re
from collections.abc import Callable

import numpy as np

from generator.geometry import Word
from generator.rng import choice
from generator.targets.boxes import Box, caret_box
from generator.targets.common import quotable
from generator.targets.drawn import card_noun, drawn_as_card
from generator.targets.index import PageIndex, squash
from generator.targets.natural import content_word, natural_run
from generator.targets.spanchecks import crosses_a_boundary, cuts_a_token, one_run, unbalanced
from generator.targets.spannoun import natural_span, span_noun
from generator.targets.tablerefs import column_clause, row_clause

ALL_KINDS = ("style", "region", "sentence", "phrase", "after", "before", "ordinal")
# a character of a word is anchored on the word, its word on one more clue: never a quoted
# context that holds the word again (r63 0014: "le « v » du mot « procès-verbal » dans le
# texte « procès-verbal, il »": three anchors, two of them the same word)
INNER_KINDS = tuple(k for k in ALL_KINDS if k not in ("sentence", "phrase"))
# the quoted contexts of a word: given only where they tell the word apart (h_instr2)
CONTEXT_KINDS = frozenset({"sentence", "phrase", "after", "before"})
OVER_SPECIFY = 0.25
MAX_SENTENCE_CHARS = 100
MAX_PHRASE_CHARS = 40
Pred = Callable[[Word], bool]
# Region names holding words of the instruction grammar ("article end", "column Start
# date") would read as part of the reference; such regions are never named.
RESERVED = frozenset({"start", "end", "begin", "begins", "beginning", "ends", "ending",
                      "before", "after", "first", "last", "line", "paragraph", "sentence",
                      "word", "phrase", "caret", "cursor", "space", "gap", "empty", "blank"})


CELL = re.compile(r"cell ([A-Z]{1,3})(\d+)")
# regions named "<kind> <label>" an instruction names by the label the page prints ("in the
# “PASSENGER” field" for the region "field Passenger"), without its colon or required mark
LABELLED = frozenset({"field", "card", "button", "component", "area", "row", "section",
                      "attachment"})
LABEL_END = " :*\u00a0\u202f"


def word_boxes(geo) -> list[tuple[str, Box]]:
    return [(w.text, geo.word_box(w)) for w in geo.words]


def address_printed(geo, reg, words: list[tuple[str, Box]] | None = None) -> bool:
    """A cell named "cell D5" may be named so only where the page prints the column
    letter D above the cell's column and the row number 5 left of its row (a
    spreadsheet's headings), counted exactly as printed."""
    m = CELL.fullmatch(reg.name)
    if m is None:
        return False
    letter, number = m.groups()
    x1, y1, x2, y2 = reg.box
    col = row = False
    for text, box in words if words is not None else word_boxes(geo):
        cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
        if text == letter and x1 <= cx <= x2 and box[3] <= y1:
            col = True
        elif text == number and y1 <= cy <= y2 and box[2] <= x1:
            row = True
    return col and row


def table_qualifiers(index: PageIndex, rid: int) -> list[tuple[dict, set[int]]]:
    """A table cell whose address is not printed is named by its column's printed header
    ("in the “Amount” column") or its row's printed label ("in the row for “Webcam”"):
    each clause with the regions it covers (generator/targets/tablerefs.py)."""
    reg = index.geo.regions[rid]
    if reg.kind != "cell" or address_printed(index.geo, reg, index.word_boxes()):
        return []
    return [c for c in (column_clause(index, rid), row_clause(index, rid)) if c is not None]


def region_qualifier(index: PageIndex, rid: int) -> dict | None:
    """How region ``rid`` can be named so that the name denotes it alone, or None."""
    regions = index.geo.regions
    reg = regions[rid]
    if reg.kind == "message":
        label = reg.label.strip()
        # a reading pane labelled with the sender shows the same message as its list item
        same = [r for r in regions if r.label.strip().casefold() == label.casefold()]
        if label and len(same) == 1:
            return {"type": "region", "name": reg.name, "label": label, "message": True}
        return None
    if reg.kind == "cell" and not address_printed(index.geo, reg, index.word_boxes()):
        return None  # "in cell D5" where no D and no 5 are printed: a reader cannot count
    if reg.kind == "column header":
        return None  # "“Name” in the Name column" names the header by itself
    words = set(reg.name.casefold().split())
    numbered = reg.kind != "cell" and any(c.isdigit() for c in reg.name)
    if reg.name in ("page", "") or reg.name.startswith("message") or numbered \
            or words & RESERVED:
        return None  # "in the article 2", "in the card 1.3": the number is not printed
    if sum(r.name.casefold() == reg.name.casefold() for r in regions) != 1:
        return None
    if card_noun(reg.name) and not drawn_as_card(index.geo, reg):
        return None  # "en la tarjeta" where no card is drawn (readers of 0.25.0)
    q = {"type": "region", "name": reg.name, "label": reg.label, "message": False}
    kind, _, label = reg.name.partition(" ")
    if kind in LABELLED and (shown := printed_labels(index).get(
            label.strip().rstrip(LABEL_END).casefold())):
        q["shown"] = shown
    elif kind in LABELLED and label.strip() and not index.geo.meta.get(
            "region_names", {}).get(reg.name):
        # a field named by a label the page does not print whole ("Nombre de arch…"): an
        # instruction would name it raw, colon and all ("en el campo Nombre de archivo:.",
        # review r73 0020)
        return None
    phrase = index.geo.meta.get("region_names", {}).get(reg.name)
    if phrase:  # a plugin surface's own name for its region, in the page's language
        q["phrase"] = phrase
    return q


def heading_in_list(index: PageIndex, word: Word) -> bool:
    """A heading drawn inside a list ("Afternoon" over the afternoon slots) is no item of
    it: "find 'Afternoon' in the list of time slots" names a heading a slot (r88 0012)."""
    block = index.geo.blocks[word.block]
    return block.role == "structural" and index.geo.regions[block.region].kind == "list"


def printed_labels(index: PageIndex) -> dict[str, str]:
    """Every line of the page as printed, without a closing colon or required mark, by its
    case-folded text: how a field's label is quoted."""
    if "labels" not in index._cache:
        out: dict[str, str] = {}
        for line in index.geo.lines:
            core = squash(index.geo.line_text(line)).rstrip(LABEL_END)
            out.setdefault(core.casefold(), core)
        index._cache["labels"] = out
    return index._cache["labels"]


def names_itself(index: PageIndex, rid: int, text: str) -> bool:
    """Whether region ``rid``'s name holds every word of the quoted ``text``: "»Anmeldetag«
    im Feld Anmeldetag", "'Ann Lee' in the message from Ann Lee" say nothing the quote does
    not (r48 0000), so such a region is never the quote's place."""
    reg = index.geo.regions[rid]
    words = set(re.findall(r"\w+", text.casefold()))
    return bool(words) and words <= set(re.findall(r"\w+", f"{reg.name} {reg.label}".casefold()))


def drawn_inside(index: PageIndex, first: Word, last: Word, rid: int, slack: int = 4) -> bool:
    """Whether the words ``first``..``last`` are drawn inside region ``rid``'s box: a region
    is named as a word's place only where a reader sees the word in it (r70 0001: "in the
    sidebar" for a word drawn beside the sidebar's card)."""
    x1, y1, x2, y2 = index.geo.regions[rid].box
    glyphs = index.geo.glyphs[first.glyphs[0]:last.glyphs[1]]
    return all(g.ink is None or (x1 - slack <= g.ink[0] and g.ink[2] <= x2 + slack
                                 and y1 - slack <= g.ink[1] and g.ink[3] <= y2 + slack)
               for g in glyphs)


def _options(index: PageIndex, word: Word, kinds: tuple[str, ...],
             span: tuple[Word, Word] | None = None) -> list[tuple[dict, Pred]]:
    """Qualifiers that hold for ``word`` (``span``: the words the reference covers),
    each with the predicate telling whether it holds for another match."""
    out: list[tuple[dict, Pred]] = []
    first, last = span or (word, word)
    if "style" in kinds:
        for flag, colour in index.styles_of(word):
            q = {"type": "style", "style": flag}
            if flag == "colour":
                q["colour"] = colour
                pred = lambda m, c=colour: index.colour(m) == c  # noqa: E731
            else:
                pred = lambda m, f=flag: index.has_style(m, f)  # noqa: E731
            if style_tells(index, word, pred):
                out.append((q, pred))
    rid = index.geo.blocks[word.block].region
    if "region" in kinds and not drawn_inside(index, first, last, rid):
        kinds = tuple(k for k in kinds if k != "region")  # a place the reader sees it in
    if "region" in kinds and heading_in_list(index, word):
        kinds = tuple(k for k in kinds if k != "region")
    if "region" in kinds and names_itself(index, rid, index.span_text(first.glyphs[0],
                                                                       last.glyphs[1])):
        kinds = tuple(k for k in kinds if k != "region")
    if "region" in kinds and (q := region_qualifier(index, rid)) is not None:
        out.append((q, lambda m, r=rid: index.geo.blocks[m.block].region == r))
    elif "region" in kinds:  # one location clause: a row clause never stacks with another
        for clause, members in table_qualifiers(index, rid):
            out.append((clause, lambda m, s=members: index.geo.blocks[m.block].region in s))
    if "sentence" in kinds and (opt := _sentence_option(index, first, last)) is not None:
        out.append(opt)
    if "phrase" in kinds and (opt := _phrase_option(index, first, last)) is not None:
        out.append(opt)
    for kind, step, ends in (("after", -1, first), ("before", 1, last)):
        nb = index.neighbour(ends, step) if kind in kinds else None
        # a neighbour of one or two characters ("a", "1") is no landmark a reader would name
        if nb is not None and content_word(nb.text) and index.is_whole(nb) \
                and _only_space_between(index, nb, ends) \
                and quotable(nb.text, index.is_code(nb)):
            key = nb.text.casefold()

            def pred(m: Word, st=step, k=key) -> bool:
                n = index.neighbour(m, st)
                return n is not None and n.text.casefold() == k
            out.append(({"type": kind, "text": nb.text, "code": index.is_code(nb)}, pred))
    return out


def style_tells(index: PageIndex, word: Word, pred: Pred) -> bool:
    """Whether a style tells ``word`` apart: another word of its text, or a word of its kind
    (its block role and region kind: every column header, every heading), lacks it. "Where
    is 'STATUS' in bold?" on a table whose every header is bold names no difference."""
    return not all(pred(m) for m in index.matches(word)) \
        or not all(pred(m) for m in index.peers[index.kind_of(word)])


def _only_space_between(index: PageIndex, a: Word, b: Word) -> bool:
    """Whether nothing but white space stands between words ``a`` and ``b`` (either order):
    "right after 'Jong'" names a caret after "Jong, " wrongly, the comma is between."""
    a, b = (a, b) if a.id < b.id else (b, a)
    return all(index.geo.glyphs[i].char.isspace() for i in range(a.glyphs[1], b.glyphs[0]))


def _sentence_option(index: PageIndex, first: Word, last: Word) -> tuple[dict, Pred] | None:
    if index.role(first) != "prose":
        return None
    glyphs = index.geo.glyphs
    sid = glyphs[first.glyphs[0]].sentence
    if glyphs[last.glyphs[0]].sentence != sid:
        return None
    text = index.sentence_text(sid)
    if len(text) > MAX_SENTENCE_CHARS or len(text.split()) < 3 or not quotable(text) \
            or text.rstrip("\"'”’»)")[-1:] not in ".!?…":
        return None
    key = text.casefold()
    return ({"type": "sentence", "text": text},
            lambda m: index.sentence_text(glyphs[m.glyphs[0]].sentence).casefold() == key)


def _phrase_option(index: PageIndex, first: Word, last: Word) -> tuple[dict, Pred] | None:
    """A run of 2-5 words on the target's line, around it, that occurs once on the page: of
    those, a whole phrase with most clause edges (``natural_run``), the shortest first."""
    if first.line != last.line:
        return None
    words, found = index.geo.words, []
    for before, after in ((1, 0), (0, 1), (1, 1), (2, 0), (0, 2), (2, 1), (1, 2), (0, 3),
                          (1, 3), (3, 0)):
        a, b = first.id - before, last.id + after
        if a < 0 or b >= len(words) or words[a].line != first.line \
                or words[b].line != first.line or (score := natural_run(index, a, b)) is None:
            continue  # a reader quotes a whole phrase, never "lección va" (r77 0004)
        text = index.span_text(words[a].glyphs[0], words[b].glyphs[1])
        if len(text) > MAX_PHRASE_CHARS or not quotable(text, index.is_code(first)) \
                or cuts_a_token(index.geo.glyphs, words[a].glyphs[0], words[b].glyphs[1]) \
                or unbalanced(text) or crosses_a_boundary(text) \
                or not one_run(index.geo, words[a].glyphs[0], words[b].glyphs[1]) \
                or index.wide_breaks(words[a].glyphs[0], words[b].glyphs[1]) \
                or not natural_span(index, words[a], words[b]):
            continue  # a phrase is a run a reader sees together, never two spaced fields
        if index.phrase_count(text) == 1:
            found.append((-score, len(found), a, b, text))
    if not found:
        return None
    _, _, a, b, text = min(found)
    q = {"type": "phrase", "text": text, "code": index.role(first) == "code",
         "noun": span_noun(index, words[a], text)}
    return q, lambda m, s=set(range(a, b + 1)): m.id in s


def _ordinal(scope: list[Word], target: Word, rng: np.random.Generator) -> dict | None:
    """The target's position among ``scope`` (page order), when they share one block and
    one spelling: "the third 'La'" counts a different word for a reader who counts "la"
    too (r76 0004)."""
    if len({m.block for m in scope}) != 1 or len({_letters(m.text) for m in scope}) != 1:
        return None
    n = 1 + [m.id for m in scope].index(target.id)
    if n == len(scope) and (n > 10 or rng.random() < 0.5):
        return {"type": "ordinal", "n": -1}
    return {"type": "ordinal", "n": n} if n <= 10 else None


def _letters(text: str) -> str:
    return "".join(c for c in text if c.isalpha())


def qualify(index: PageIndex, target: Word, matches: list[Word], rng: np.random.Generator,
            kinds: tuple[str, ...] = ALL_KINDS, span: tuple[Word, Word] | None = None,
            over: float = OVER_SPECIFY) -> list[dict] | None:
    """Qualifiers that single ``target`` out of ``matches`` (which hold it), or None."""
    options = _options(index, target, kinds, span)
    others = [m for m in matches if m.id != target.id]
    if not others:
        # a word unique on the page gets no quoted context: a whole sentence (r40 #9: "dans
        # le mot « Petite » dans la phrase « … »"), a phrase (r69: «pagos» en «los pagos»)
        # or a neighbour says nothing a reader needs; nor a style (r85 0010: "‘bag’ set in
        # bold" with one "bag" on the page reads as typesetting jargon): a region, now and
        # then, as people say where they look ("in the toolbar")
        options = [o for o in options if o[0]["type"] not in CONTEXT_KINDS | {"style"}]
        if options and rng.random() < over:
            return [choice(rng, options)[0]]
        return []
    singles = [q for q, pred in options if not any(pred(m) for m in others)]
    ordinal = _ordinal(matches, target, rng) if "ordinal" in kinds else None
    if singles and (ordinal is None or rng.random() < 0.75):
        return [choice(rng, singles)]
    if ordinal is not None:
        return [ordinal]
    for q, pred in options:  # a region (or context) narrows, an ordinal picks inside it
        if q["type"] not in ("region", "sentence") or "ordinal" not in kinds:
            continue
        if q["type"] == "sentence" and \
                index.sentence_texts.count(q["text"].casefold()) != 1:
            continue  # the scope must be one sentence, not two copies of it
        scope = [m for m in matches if m.id == target.id or pred(m)]
        if (inner := _ordinal(scope, target, rng)) is not None:
            return [inner, q]
    return None


def word_caret(index: PageIndex, word: Word, k: int, rng: np.random.Generator,
               kinds: tuple[str, ...] = ALL_KINDS) -> tuple[Box, list[dict]] | None:
    """The caret box at position ``k`` of ``word``'s line, if nothing covers it, and the
    qualifiers that single ``word`` out; None when either is missing."""
    line = index.geo.lines[word.line]
    box = caret_box(index.geo, line, k, index.carets(line), index.snaps(line))
    if box is None or not index.clear(box, word.block, None):
        return None
    quals = qualify(index, word, index.matches(word), rng, kinds)
    return None if quals is None else (box, quals)
