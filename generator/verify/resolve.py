"""Every candidate on the page that a parsed instruction could mean, with its SPEC 3 box
(the matching of words, qualifiers and spans is in ``match``)."""

from __future__ import annotations

from dataclasses import dataclass, field

from generator.verify import conventions as cv
from generator.verify.match import Matcher, Run
from generator.verify.query import Query
from generator.verify.view import fold

Box = tuple[int, int, int, int]
# Invoice blocks that are regions of the page (geometry written by the invoice surfaces).
GROUP_REGIONS = {"invoice_line_item": "invoice_line_item",
                 "invoice_line_items": "invoice_line_item",
                 "invoice_totals": "invoice_totals",
                 "invoice_bank_details": "invoice_bank_details"}
# Address blocks: the name through the city line, every text block named so, one region.
ADDRESS_BLOCKS = {"invoice_sender": ("invoice_sender", "invoice_sender_line",
                                     "invoice_sender_zip", "invoice_sender_city"),
                  "invoice_recipient": ("invoice_recipient", "invoice_recipient_line",
                                        "invoice_recipient_zip", "invoice_recipient_city")}


@dataclass
class Candidate:
    box: Box | None
    block: int
    ink: list[int] = field(default_factory=list)  # glyphs drawn as the target
    context: list[int] = field(default_factory=list)  # inked glyphs beside a caret or gap
    runs: list[Run] = field(default_factory=list)  # words the target is anchored on
    quoted: list[int] = field(default_factory=list)  # glyphs showing a quoted text
    clicks: tuple[float, float] | None = None  # caret targets: the x that snap to it

    def quoted_glyphs(self) -> list[int]:
        ids = set(self.quoted)
        for r in self.runs:
            ids.update(range(r.g1, r.g2))
        return sorted(ids)


class Resolver(Matcher):
    """Lists the candidates of a query (``candidates``), one method per kind."""

    def candidates(self, q: Query) -> list[Candidate]:
        method = getattr(self, f"_{q.kind}", None)
        if method is None:
            return []
        return method(q)

    def _word(self, q: Query) -> list[Candidate]:
        out = []
        for r in self.whole_words(q.word):
            ids = [i for i in range(r.g1, r.g2) if self.geo.glyphs[i].ink is not None]
            out.append(Candidate(cv.ink_target_box(self.geo, ids), self._block(r), ids,
                                 runs=[r]))
        return out

    def _block(self, r: Run) -> int:
        return self.geo.words[r.first].block

    def _caret(self, glyph: int, after: bool, block: int, runs: list[Run]) -> Candidate:
        """The caret before glyph ``glyph`` (or after it, ``after``)."""
        line = self.geo.lines[self.geo.glyphs[glyph].line]
        k = glyph - line.glyphs[0] + int(after)
        pens = self.view.pens(line)
        box = cv.caret_box(line, self.view.carets(line), k, pens)
        return Candidate(box, block, [], self._beside(line.glyphs, line.glyphs[0] + k), runs,
                         clicks=cv.clicks_to(pens, k))

    def _beside(self, span: tuple[int, int], cut: int) -> list[int]:
        """The inked glyphs just left and right of the boundary before glyph ``cut``."""
        glyphs = self.geo.glyphs
        left = next((i for i in range(cut - 1, span[0] - 1, -1) if glyphs[i].ink), None)
        right = next((i for i in range(cut, span[1]) if glyphs[i].ink), None)
        return [i for i in (left, right) if i is not None]

    def _caret_before(self, q: Query) -> list[Candidate]:
        return [self._caret(r.g1, False, self._block(r), [r])
                for r in self.whole_words(q.word)]

    def _caret_after(self, q: Query) -> list[Candidate]:
        return [self._caret(r.g2 - 1, True, self._block(r), [r])
                for r in self.whole_words(q.word)]

    def _host_chars(self, q: Query) -> list[tuple[Run, list[int]]]:
        return [(r, list(range(r.g1, r.g2))) for r in self.words(q.word)]

    def _char(self, q: Query) -> list[Candidate]:
        c = q.chars[0]
        if (q.char_class == "letter" and not c.isalpha()) or \
                (q.char_class == "digit" and not c.isdigit()):
            return []
        out = []
        for run, ids in self._host_chars(q):
            text = "".join(self.geo.glyphs[i].char for i in ids)
            for k in cv.ordinal_readings(text, c, q.char_ordinal):
                i = ids[k]
                out.append(Candidate(cv.single_char_box(self.geo, i), self._block(run), [i],
                                     runs=[run]))
        return out

    def _caret_between(self, q: Query) -> list[Candidate]:
        a, b = q.chars
        out = []
        for run, ids in self._host_chars(q):
            for i, j in zip(ids, ids[1:], strict=False):
                if self.geo.glyphs[i].char == a and self.geo.glyphs[j].char == b:
                    out.append(self._caret(i, True, self._block(run), [run]))
        return out

    def _mark(self, q: Query) -> list[Candidate]:
        out = []
        for r in self.words(q.word):
            line = self.geo.lines[self.geo.words[r.last].line]
            i = r.g2
            if i < line.glyphs[1] and self.geo.glyphs[i].char in q.marks \
                    and not self.piece_of_token(i):  # not the comma of "659,91"
                out.append(Candidate(cv.single_char_box(self.geo, i), self._block(r), [i],
                                     runs=[r]))
        return out

    def _between_words(self, q: Query) -> list[Candidate]:
        geo = self.geo
        rights = {r.first: r for r in self.whole_words(q.word2)}
        out = []
        for left in self.whole_words(q.word):
            right = rights.get(left.last + 1)
            if right is None or geo.words[right.first].line != geo.words[left.last].line:
                continue
            gap = geo.glyphs[left.g2:right.g1]
            if not gap or not all(g.char.isspace() for g in gap):
                continue
            line = geo.lines[geo.words[left.last].line]
            box = cv.space_box(geo, line, left.g2 - 1, right.g1)
            out.append(Candidate(box, self._block(left), [], [left.g2 - 1, right.g1],
                                 [left, right],
                                 clicks=cv.gap_clicks(geo, line, left.g2 - 1, right.g1)))
        return out

    # ---- lines, paragraphs, sentences, blanks, fields --------------------------------------

    def _inked(self, kind: str, ident: int) -> list[int]:
        return [i for i in self.view.glyph_ids(kind, ident) if self.geo.glyphs[i].ink]

    def _line_edge(self, q: Query, at_end: bool) -> list[Candidate]:
        out = []
        for lid in self.spans(q.span):
            line = self.geo.lines[lid]
            ink = self._inked("line", lid)
            k = cv.edge_position(self.geo, line, at_end)
            clicks = None if k is None else cv.clicks_to(self.view.pens(line), k)
            out.append(Candidate(cv.line_edge_box(self.geo, line, at_end), line.block, [],
                                 ink[-1:] if at_end else ink[:1],
                                 quoted=self.quote_glyphs(q.span, lid), clicks=clicks))
        return out

    def _line_start(self, q: Query) -> list[Candidate]:
        return self._line_edge(q, False)

    def _line_end(self, q: Query) -> list[Candidate]:
        return self._line_edge(q, True)

    def _union(self, kind: str, q: Query) -> list[Candidate]:
        out = []
        for ident in self.spans(q.span):
            ink = self._inked(kind, ident)
            out.append(Candidate(cv.glyph_union(self.geo, ink),
                                 self.view.block_of_span(kind, ident), ink,
                                 quoted=self.quote_glyphs(q.span, ident)))
        return out

    def _line(self, q: Query) -> list[Candidate]:
        return self._union("line", q)

    def _paragraph(self, q: Query) -> list[Candidate]:
        return self._union("paragraph", q)

    def _span_caret(self, q: Query, at_end: bool) -> list[Candidate]:
        out = []
        for ident in self.spans(q.span):
            ink = self._inked(q.span.unit, ident)
            if ink:
                glyph = ink[-1] if at_end else ink[0]
                cand = self._caret(glyph, at_end, self.geo.glyphs[glyph].block, [])
                cand.quoted = self.quote_glyphs(q.span, ident)
                out.append(cand)
        return out

    def _para_start(self, q: Query) -> list[Candidate]:
        return self._span_caret(q, False)

    def _para_end(self, q: Query) -> list[Candidate]:
        return self._span_caret(q, True)

    def _sentence_end(self, q: Query) -> list[Candidate]:
        out = []
        for sid in self.spans(q.span):
            last = self.view.sentences[sid][-1]
            cand = self._caret(last, True, self.geo.glyphs[last].block, [])
            cand.quoted = self.quote_glyphs(q.span, sid)
            out.append(cand)
        return out

    def _blank(self, q: Query) -> list[Candidate]:
        geo = self.geo
        above_ok = set(self.spans(q.span)) if q.span else None
        below_ok = set(self.spans(q.span2)) if q.span2 else None
        out = []
        for p1, p2 in zip(geo.paragraphs, geo.paragraphs[1:], strict=False):
            if p1.block != p2.block or (above_ok is not None and p1.id not in above_ok) or \
                    (below_ok is not None and p2.id not in below_ok):
                continue
            block = geo.blocks[p1.block]
            above, below = geo.lines[p1.lines[1] - 1], geo.lines[p2.lines[0]]
            if block.line_height <= 0 or below.top - above.bottom < block.line_height:
                continue
            box = cv.blank_line_box(above, below, block.box, block.line_height)
            out.append(Candidate(box, block.id, [], self._inked("line", above.id)[-1:]))
        return out

    def _address(self, name: str) -> list[list[int]]:
        """One address block per printed name, when its lines all share its region."""
        geo, parts = self.geo, ADDRESS_BLOCKS[name]
        names = [b.id for b in geo.blocks if b.name == name]
        if len(names) != 1:
            return [self.view.glyph_ids("block", b) for b in names]
        ids = sorted(i for b in geo.blocks if b.name in parts
                     for i in self.view.glyph_ids("block", b.id))
        if len({geo.glyphs[i].region for i in ids}) != 1:
            return []
        return [ids]

    def _field(self, q: Query) -> list[Candidate]:
        """An invoice field is the text block named after its category; an address block
        (sender, recipient) every line of it; a line item is a region of kind
        ``invoice_line_item`` (named by the whole text of one of its cells, the
        description), the line items all of them and the header row, the totals and bank details the
        region of that kind (every line of it)."""
        geo, name = self.geo, q.field_name
        if name in GROUP_REGIONS:
            regions = [r.id for r in geo.regions if r.kind == GROUP_REGIONS[name]]
            groups = [regions] if name == "invoice_line_items" and regions else \
                [[r] for r in regions]
            if name == "invoice_line_items" and regions:  # with its column header row
                groups[0] += [r.id for r in geo.regions if r.kind == "invoice_items"]
            members = [[i for i, g in enumerate(geo.glyphs) if g.region in set(group)]
                       for group in groups]
        elif name in ADDRESS_BLOCKS:
            members = self._address(name)
        else:
            members = [self.view.glyph_ids("block", b.id) for b in geo.blocks
                       if b.name == name]
        out = []
        for ids in members:
            if q.word is not None and not self._names(ids, fold(q.word.text)):
                continue
            ink = [i for i in ids if geo.glyphs[i].ink is not None]
            if ink:
                out.append(Candidate(cv.glyph_union(geo, ink), geo.glyphs[ink[0]].block, ink))
        return out

