"""An independent reading of a target against the page: what the instruction's reference
can mean (candidates, by the semantics documented in generator/locales/GRAMMAR.md)
and what the box must be (SPEC 3). Written from the spec, not from the sampler's code."""

from __future__ import annotations

import re
from functools import lru_cache

import numpy as np

from generator.geometry import PageGeometry, Word
from generator.pipeline import compose_page
from generator.plan import Slot
from generator.rng import ExampleStreams


@lru_cache(maxsize=64)
def page(surface: str, seed: int):
    streams = ExampleStreams(seed, "test", 0)
    image, geo, _ = compose_page(Slot("word_center", "en", surface), streams, 0.3)
    return np.asarray(image).astype(int), geo


@lru_cache(maxsize=64)
def oracle(surface: str, seed: int) -> Oracle:
    return Oracle(page(surface, seed)[1])


NBSP_AS_SPACE = {"\xa0": " ", "\u202f": " "}


def squash(text: str) -> str:
    return " ".join(text.split())


class Oracle:
    def __init__(self, geo: PageGeometry):
        self.geo = geo
        self.block_maps = [self._block_map(b.id) for b in geo.blocks]

    # ---- text -----------------------------------------------------------------------

    def _block_map(self, bid: int) -> tuple[str, list[int]]:
        """Block text (lines joined by one space, space runs collapsed) and, per character,
        its glyph id (-1 for a joining space)."""
        chars: list[str] = []
        ids: list[int] = []
        for ln in self.geo.lines:
            if ln.block != bid:
                continue
            if chars:
                chars.append(" ")
                ids.append(-1)
            for gi in range(*ln.glyphs):
                # a reader sees a no-break space (a glued "10 months") as a space
                ch = NBSP_AS_SPACE.get(self.geo.glyphs[gi].char, self.geo.glyphs[gi].char)
                if ch == " " and chars and chars[-1] == " ":
                    continue
                chars.append(ch)
                ids.append(gi)
        return "".join(chars), ids

    def on_page(self, quote: str) -> bool:
        return any(quote in text for text, _ in self.block_maps)

    def phrase_glyphs(self, phrase: str) -> set[int]:
        out: set[int] = set()
        p = phrase.casefold()
        for text, ids in self.block_maps:
            low = text.casefold()
            start = low.find(p)
            while start != -1:
                out.update(ids[start:start + len(p)])
                start = low.find(p, start + 1)
        return out

    def sentence_of(self, gi: int) -> str:
        sid = self.geo.glyphs[gi].sentence
        parts, prev_line = [], None
        for g in self.geo.glyphs:
            if g.sentence != sid:
                continue
            if prev_line is not None and g.line != prev_line:
                parts.append(" ")
            parts.append(g.char)
            prev_line = g.line
        return squash("".join(parts))

    def units(self, kind: str) -> list[tuple[str, int, int]]:
        """(squashed text, id, region) of every line / paragraph / sentence."""
        geo = self.geo
        if kind == "line":
            return [(squash(geo.line_text(ln)), ln.id, geo.blocks[ln.block].region)
                    for ln in geo.lines]
        if kind == "paragraph":
            out = []
            for p in geo.paragraphs:
                r = geo.paragraph_glyphs(p)
                text = self._span(r.start, r.stop)
                out.append((text, p.id, geo.blocks[p.block].region))
            return out
        seen: dict[int, list[int]] = {}
        for i, g in enumerate(geo.glyphs):
            seen.setdefault(g.sentence, []).append(i)
        return [(self.sentence_of(v[0]), k, geo.glyphs[v[0]].region) for k, v in seen.items()]

    def _span(self, a: int, b: int) -> str:
        parts = []
        for i in range(a, b):
            if i > a and self.geo.glyphs[i].line != self.geo.glyphs[i - 1].line:
                parts.append(" ")
            parts.append(self.geo.glyphs[i].char)
        return squash("".join(parts))

    # ---- qualifiers -----------------------------------------------------------------

    def printed(self, rid: int) -> str:
        """The squashed, case-folded text a region prints (its text blocks)."""
        return squash(" ".join(self.geo.line_text(ln) for ln in self.geo.lines
                               if self.geo.blocks[ln.block].region == rid)).casefold()

    def table_ids(self, q: dict) -> list[int]:
        """"in the “Amount” column": the header printing the label and the cells labelled
        with its title; "in the row for “Webcam”": the cells on the line (same row number,
        same top and bottom) whose first cell printing text prints the label."""
        regs, key = self.geo.regions, squash(q["label"]).casefold()
        if q["table"] == "column":
            heads = [r for r in regs if r.kind == "column header" and self.printed(r.id) == key]
            return [r.id for h in heads for r in [h] + [c for c in regs if c.kind == "cell"
                                                        and c.label == h.label]]
        lines: dict[tuple, list] = {}
        for r in regs:
            m = re.fullmatch(r"cell [A-Z]+(\d+)", r.name) if r.kind == "cell" else None
            if m:
                lines.setdefault((m.group(1), r.box[1], r.box[3]), []).append(r)
        out = []
        for cells in lines.values():
            cells.sort(key=lambda r: r.box[0])
            first = next((t for c in cells if (t := self.printed(c.id))), "")
            if first == key:
                out.append([c.id for c in cells])
        assert len(out) == 1, f"row phrase {q} names {len(out)} rows"
        return out[0]

    def region_ids(self, q: dict) -> list[int]:
        regs = self.geo.regions
        if q.get("table"):
            return self.table_ids(q)
        if q.get("message"):
            return [r.id for r in regs if r.kind == "message"
                    and r.label.strip().casefold() == q["label"].casefold()]
        named = [r for r in regs if r.name.casefold() == q["name"].casefold()]
        if len(named) == 1 and named[0].kind == "column header":  # the whole column
            title = named[0].name[len("column "):]
            return [named[0].id] + [r.id for r in regs if r.kind == "cell" and r.label == title]
        return [r.id for r in named]

    def word_style(self, w: Word, q: dict) -> bool:
        styles = [self.geo.styles[self.geo.glyphs[i].style] for i in range(*w.glyphs)]
        if q["style"] == "colour":
            return all(s["color_name"] == q["colour"] for s in styles)
        if q["style"] == "highlight":
            return all(s["highlight"] for s in styles)
        return all(s[q["style"]] for s in styles)

    def neighbour(self, w: Word, step: int) -> Word | None:
        k = w.id + step
        if 0 <= k < len(self.geo.words) and self.geo.words[k].block == w.block:
            return self.geo.words[k]
        return None

    def holds(self, w: Word, q: dict, region: list[int] | None = None) -> bool:
        t = q["type"]
        if t == "style":
            return self.word_style(w, q)
        if t == "region":
            return self.geo.blocks[w.block].region in (region or [])
        if t == "sentence":
            return self.sentence_of(w.glyphs[0]).casefold() == q["text"].casefold()
        if t == "phrase":
            return set(range(*w.glyphs)) <= self.phrase_glyphs(q["text"])
        if t in ("after", "before"):
            n = self.neighbour(w, -1 if t == "after" else 1)
            return n is not None and n.text.casefold() == q["text"].casefold()
        raise AssertionError(f"unknown qualifier {t}")

    def words(self, text: str, quals: list[dict], pred=None) -> list[Word]:
        """Every word the reference (text + qualifiers) can mean."""
        out = [w for w in self.geo.words if w.text.casefold() == text.casefold()]
        ordinal = None
        for q in quals:
            if q["type"] == "ordinal":
                ordinal = q["n"]
                continue
            region = self.region_ids(q) if q["type"] == "region" else None
            if region is not None:
                assert len(region) == 1 or q.get("table") or self.geo.regions[
                    region[0]].kind == "column header", \
                    f"region phrase {q} names {len(region)} regions"
            out = [w for w in out if self.holds(w, q, region)]
        if ordinal is not None:
            assert len({w.block for w in out}) == 1, "ordinal over several blocks"
            n = ordinal if ordinal > 0 else len(out)
            out = out[n - 1:n] if 1 <= n <= len(out) else []
        return [w for w in out if pred is None or pred(w)]


def nth_char(text: str, ch: str, n: int | None) -> int | None:
    places = [i for i, c in enumerate(text) if c == ch]
    if n is None:
        return places[0] if len(places) == 1 else None
    n = n if n > 0 else len(places)
    return places[n - 1] if 1 <= n <= len(places) else None


QUOTE_RE = re.compile(r"“([^”]*)”|\"([^\"]*)\"|‘([^’]*)’|`([^`]*)`|'((?:[^']|'\w)*)'")
