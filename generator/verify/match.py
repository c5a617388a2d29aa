"""Matching a parsed instruction's references against the page (used by ``resolve``).

A quoted word is matched against every word of the page (chrome included), case-folded;
qualifiers narrow the matches (semantics of SPEC 4):

- style: every glyph of the word has the flag, or the colour name;
- sentence: the word lies in a sentence whose whole text is the quote;
- phrase: the word lies inside an occurrence of the quoted text in its block;
- after / before: the word just before / after it in the same block is the quote, with
  nothing but space between (no comma: "right after 'Jong'" is not after "Jong, ");
- region: the word's block belongs to the region named (``in the toolbar``), to the
  message region whose label is the sender named (``in the message from Ann Lee``), or to
  the table column or row a quoted header or row label names (``tables``), or to the
  form field, card, button or component a quoted label names (the region "field File
  name:" for ``in the “File name” field``: its label without the colon that ends it);
- ordinal: the n-th (or last) match in page order inside each scope the other qualifiers
  set (one sentence, one phrase occurrence, one region, or the page); when a scope's
  matches lie in more than one text block, page order is not reading order, so every
  match of that scope stays a candidate (the instruction is ambiguous), as they do when
  they differ in case ("the third 'La'" counts differently with and without "la").

Characters are matched case-sensitively inside their host word (in ``resolve``); lines,
paragraphs and sentences by a case-folded prefix or suffix of their text; region names
through the lexicon's REGION_NAMES too (an entry for a kind word, "card", also names
"card Revenue").
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from functools import cached_property
from types import ModuleType

from generator.geometry import PageGeometry
from generator.page.segment import word_spans
from generator.verify.phrases import tokenize
from generator.verify.query import SpanRef, WordRef
from generator.verify.tables import column_regions, row_regions
from generator.verify.tokens import inside_token, reader_tokens
from generator.verify.view import PIECE, PageView, TextMap, ends_with, fold, starts_with

LABELLED = frozenset({"field", "card", "button", "component", "area", "section", "attachment"})
LABEL_END = " :*\u00a0\u202f"


@dataclass(frozen=True)
class Run:
    """A match of a quoted word: words [first, last] and glyphs [g1, g2)."""

    first: int
    last: int
    g1: int
    g2: int


class Matcher:
    """Matches quoted words, qualifiers, regions and line / paragraph / sentence
    references against one page."""

    def __init__(self, geo: PageGeometry, lex: ModuleType):
        self.geo = geo
        self.view = PageView(geo)
        self.lex = lex

    # ---- word matches -----------------------------------------------------------------

    def runs(self, text: str) -> list[Run]:
        """Every run of words whose text (with its own punctuation) is ``text``."""
        geo, spans = self.geo, word_spans(text)
        if not spans:
            return []
        pre, post = spans[0][0], len(text) - spans[-1][1]
        key, wanted = text[spans[0][0]:spans[0][1]].casefold(), fold(text)
        out = []
        for w in self.view.by_text.get(key, []):
            last = w.id + len(spans) - 1
            if last >= len(geo.words) or geo.words[last].line != w.line:
                continue
            line = geo.lines[w.line]
            g1, g2 = w.glyphs[0] - pre, geo.words[last].glyphs[1] + post
            if g1 < line.glyphs[0] or g2 > line.glyphs[1]:
                continue
            if fold("".join(geo.glyphs[i].char for i in range(g1, g2))) == wanted:
                out.append(Run(w.id, last, g1, g2))
        if len(spans) == 1:  # "échéance" is also the word of "d'échéance", `by` of `_by_id`
            pieces = self.view.by_elided.get(key, []) + self.view.by_piece.get(key, [])
            for w, offset in pieces:
                g1 = w.glyphs[0] + offset - pre
                g2 = w.glyphs[0] + offset + spans[0][1] - spans[0][0] + post
                line = geo.lines[w.line]
                if g1 >= line.glyphs[0] and g2 <= line.glyphs[1] and fold(
                        "".join(geo.glyphs[i].char for i in range(g1, g2))) == wanted:
                    out.append(Run(w.id, w.id, g1, g2))
        return out

    @cached_property
    def _tokens(self) -> list[tuple[int, int]]:
        return reader_tokens(self.geo)

    def whole_words(self, ref: WordRef) -> list[Run]:
        """``words`` without the runs a reader sees as part of a longer token (the "78"
        of "78 659,91", the "03" of "2024-03-01"): word-level instructions."""
        return [r for r in self.words(ref) if not inside_token(self._tokens, r.g1, r.g2)]

    def piece_of_token(self, glyph: int) -> bool:
        return inside_token(self._tokens, glyph, glyph + 1)

    def words(self, ref: WordRef) -> list[Run]:
        """The matches of ``ref`` after every qualifier (ordinal included)."""
        runs = [r for r in self.runs(ref.text) if self._styled(r, ref.styles)]
        scopes: dict[object, list[Run]] = defaultdict(list)
        regions = self.named_regions(ref.region) if ref.region else None
        for r in runs:
            if regions is not None and self.view.word_region(self.geo.words[r.first]) \
                    not in regions:
                continue
            for scope in self._contexts(r, ref.context):
                if regions is not None:  # counted in the region named, nested ones with it
                    scope = (scope, regions[self.view.word_region(self.geo.words[r.first])])
                scopes[scope].append(r)
        if ref.ordinal is None:
            return sorted({r for group in scopes.values() for r in group},
                          key=lambda r: r.g1)
        out: set[Run] = set()
        for group in scopes.values():
            group = sorted(set(group), key=lambda r: r.g1)
            if len({self.geo.words[r.first].block for r in group}) > 1 or \
                    self._mixed_case(group, ref.text):
                out.update(group)
            elif ref.ordinal == -1 or ref.ordinal <= len(group):
                out.add(group[ref.ordinal - 1 if ref.ordinal > 0 else -1])
        return sorted(out, key=lambda r: r.g1)

    def _mixed_case(self, group: list[Run], text: str) -> bool:
        """Whether some match of a counted quote differs from it in case: "the third
        'La'" counts a different word for a reader who counts "la" too (r76 0004)."""
        def letters(s: str) -> str:
            return "".join(c for c in s if c.isalpha())
        want = letters(text)
        return any(letters("".join(g.char for g in self.geo.glyphs[r.g1:r.g2])) != want
                   for r in group)

    def _styled(self, run: Run, styles: list[tuple[str, str]]) -> bool:
        glyphs = [g for g in self.geo.glyphs[run.g1:run.g2] if not g.char.isspace()]
        for flag, colour in styles:
            records = [self.geo.styles[g.style] for g in glyphs]
            if flag == "colour":
                ok = all(s.get("color_name") == colour for s in records)
            else:
                ok = all(bool(s.get(flag)) for s in records)
            if not ok:
                return False
        return True

    def _contexts(self, run: Run, context: tuple[str, str] | None) -> list[object]:
        """The scopes (sentence id, phrase occurrence, page) in which ``run`` satisfies
        the context qualifier; empty when it does not."""
        if context is None:
            return ["page"]
        kind, text = context
        geo, view = self.geo, self.view
        word = geo.words[run.first]
        if kind == "sentence":
            sid = view.glyph_sentence(run.g1)
            same = view.glyph_sentence(run.g2 - 1) == sid
            return [("sentence", sid)] if same and view.text("sentence", sid) == fold(text) \
                else []
        if kind == "phrase":
            occ = view.text_map("block", word.block).occurrences(fold(text))
            return [("phrase", word.block, a) for a, b in occ if a <= run.g1 and run.g2 - 1 <= b]
        n = max(1, len(word_spans(text)))
        if (piece := self._piece_neighbour(run, kind)) is not None:
            return ["page"] if n == 1 and piece == fold(text) else []
        if kind == "after":
            ids = range(run.first - n, run.first)
        else:
            ids = range(run.last + 1, run.last + 1 + n)
        if ids.start < 0 or ids.stop > len(geo.words) or \
                any(geo.words[i].block != word.block for i in ids):
            return []
        a, b = geo.words[ids.start].glyphs[0], geo.words[ids.stop - 1].glyphs[1]
        gap = range(b, run.g1) if kind == "after" else range(run.g2, a)
        if any(not geo.glyphs[i].char.isspace() for i in gap):
            return []  # "right after 'Jong'" does not name the caret after "Jong, "
        got = fold("".join(geo.glyphs[i].char for i in range(a, b)))
        return ["page"] if got == fold(text) or (n == 1 and fold(geo.words[ids.start].text)
                                                 == fold(text)) else []

    def _piece_neighbour(self, run: Run, kind: str) -> str | None:
        """The snake_case piece next to ``run`` inside its identifier (`assignee` after the
        `by` of `_by_assignee`), folded; None when ``run`` is not inside an identifier or
        sits at its edge on that side (the usual neighbour rule then applies)."""
        word = self.geo.words[run.first]
        if "_" not in word.text or run.first != run.last:
            return None
        a, b = word.glyphs
        if kind == "after" and run.g1 > a:
            rest = PIECE.findall(word.text[:run.g1 - a])
        elif kind == "before" and run.g2 < b:
            rest = PIECE.findall(word.text[run.g2 - a:])[::-1]
        else:
            return None
        return fold(rest[-1]) if rest else None

    def regions(self, region: tuple[str, str]) -> set[int]:
        """Ids of the regions a region qualifier names (the longest name that fits), with
        the regions nested in them."""
        return set(self.named_regions(region))

    def named_regions(self, region: tuple[str, str]) -> dict[int, int]:
        """``regions`` mapped to the region named each lies in (an ordinal counts there)."""
        kind, tail = region
        if kind == "column":
            return {i: i for i in column_regions(self.view, tail)}
        if kind == "row":  # a table's row by its first cell, or a region named "row <label>"
            return {i: i for i in row_regions(self.view, tail)} | self._labelled(kind, tail)
        if kind in LABELLED:  # "in the “File name” field": the region "field File name:"
            return self._labelled(kind, tail)
        toks = tail.split(" ")
        best, ids = 0, set()
        for reg in self.geo.regions:
            if kind == "message":
                names = [reg.label] if reg.label and (reg.kind == "message" or reg.label
                                                      in self._senders) else []
            elif reg.name.startswith("cell ") and not self._printed_address(reg.name, reg.box):
                names = []  # a cell address the page does not print names nothing
            elif not reg.name.startswith("cell ") and any(c.isdigit() for c in reg.name):
                names = []  # "card 1.3": a number the page does not print
            else:
                names = self._region_names(reg.name)
            for name in names:
                nt = tokenize(name.casefold())
                if nt and toks[:len(nt)] == nt:
                    if len(nt) > best:
                        best, ids = len(nt), {reg.id}
                    elif len(nt) == best:
                        ids.add(reg.id)
        return self._nested(self._with_column(ids))

    def _nested(self, ids: set[int]) -> dict[int, int]:
        """The regions named and each region that lies inside one of them (the quote and
        the list in the note, r81 0016: "the paragraph starting with 'Jules' in the note"
        names a blockquote's paragraph too), mapped to the region named."""
        regs = self.geo.regions
        out = {i: i for i in ids}
        outer = [regs[i] for i in sorted(ids) if regs[i].kind != "page"]
        for r in regs:
            if r.id in out or r.kind == "page":
                continue
            for o in outer:  # of another kind: not the next message or card drawn below
                if r.kind != o.kind and o.box[0] <= r.box[0] and o.box[1] <= r.box[1] and r.box[2] <= o.box[2] \
                        and r.box[3] <= o.box[3]:
                    out[r.id] = o.id
                    break
        return out

    @cached_property
    def _senders(self) -> set[str]:
        """The labels of message regions: a reading pane labelled with the sender of the
        selected message shows that message too."""
        return {r.label for r in self.geo.regions if r.kind == "message" and r.label}

    def _with_column(self, ids: set[int]) -> set[int]:
        """A printed column header ("in the column Amount") names its whole column: the
        header and the cells under it labelled with its title."""
        regions = self.geo.regions
        if len(ids) != 1 or regions[next(iter(ids))].kind != "column header":
            return ids
        head = regions[next(iter(ids))]
        title = head.name[len("column "):]
        return ids | {r.id for r in regions if r.kind == "cell" and r.label == title}

    def _printed_address(self, name: str, box: tuple[int, int, int, int]) -> bool:
        """Whether the page prints the address of the cell ``name`` ("cell D5"): the
        letter D as a word above the cell, the number 5 as a word left of it."""
        parts = name.split(" ", 1)[1]
        letter = parts.rstrip("0123456789")
        number = parts[len(letter):]
        if not letter.isalpha() or not number.isdigit():
            return False
        above = any(box[0] <= mx <= box[2] and bottom <= box[1]
                    for mx, _, _, bottom in self._printed.get(letter, ()))
        left = any(box[1] <= my <= box[3] and right <= box[0]
                   for _, my, right, _ in self._printed.get(number, ()))
        return above and left

    @cached_property
    def _printed(self) -> dict[str, list[tuple[float, float, int, int]]]:
        """Short words (column letters, row numbers) by text: (mid x, mid y, right, bottom)
        of their ink."""
        out: dict[str, list[tuple[float, float, int, int]]] = {}
        for w in self.geo.words:
            if len(w.text) > 4:
                continue
            ink = self.geo.ink_union(range(*w.glyphs))
            if ink is not None:
                out.setdefault(w.text, []).append(((ink[0] + ink[2]) / 2,
                                                   (ink[1] + ink[3]) / 2, ink[2], ink[3]))
        return out

    def _labelled(self, kind: str, tail: str) -> dict[int, int]:
        key = fold(tail)
        return self._nested({
            r.id for r in self.geo.regions if r.name.startswith(kind + " ")
            and fold(r.name[len(kind) + 1:].strip().rstrip(LABEL_END)) == key})

    def _region_names(self, name: str) -> list[str]:
        """A region's geometry name, the name a plugin surface gave it in the page's
        language (``geometry.meta["region_names"]``, data the page carries, not the
        sampler's templates) and the lexicon's other names for it; an entry for a kind word
        ("card") also names "card Revenue" ("karte Revenue" in German)."""
        out = [name]
        own = self.geo.meta.get("region_names", {}).get(name, "").casefold()
        if own:  # as written after the template's words: without the lexicon's "in der"
            out.append(next((own[len(p):].strip() for p in sorted(
                self.lex.REGION_PREFIX, key=len, reverse=True) if own.startswith(p + " ")),
                own))
        for phrase, canonical in self.lex.REGION_NAMES.items():
            if name == canonical:
                out.append(phrase)
            elif name.startswith(canonical + " "):
                out.append(phrase + name[len(canonical):])
        return out

    def spans(self, ref: SpanRef) -> list[int]:
        """Ids of the lines / paragraphs / sentences whose text begins (ends) with the
        quote, in the region named if any."""
        view = self.view
        match = starts_with if ref.anchor == "start" else ends_with
        needle = fold(ref.text)
        ids = [i for i in view.span_ids(ref.unit)
               if match(view.text(ref.unit, i), needle)]
        if ref.region is not None:
            regions = self.regions(ref.region)
            ids = [i for i in ids
                   if self.geo.blocks[view.block_of_span(ref.unit, i)].region in regions]
        return ids

    def quote_glyphs(self, ref: SpanRef, ident: int) -> list[int]:
        """The glyphs of span ``ident`` that show the quoted text."""
        tm = self.view.text_map(ref.unit, ident)
        n = len(fold(ref.text))
        owners = tm.owner[:n] if ref.anchor == "start" else tm.owner[len(tm.owner) - n:]
        return sorted({o for o in owners if o >= 0})

    def _names(self, glyph_ids: list[int], text: str) -> bool:
        """Some text block among ``glyph_ids`` reads ``text`` as a whole."""
        blocks: dict[int, list[int]] = {}
        for i in glyph_ids:
            blocks.setdefault(self.geo.glyphs[i].block, []).append(i)
        return any(TextMap(self.geo, ids).text == text for ids in blocks.values())
