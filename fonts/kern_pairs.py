"""Which character pairs of a font MAY be kerned by HarfBuzz: writes ``fonts/kerning.json``.

The renderer measures pair kerning with raqm (HarfBuzz) as
``width(pair) - advance(left) - advance(right)``.  That is exactly 0.0 unless
shaping the pair does something that shaping each character alone does not.
This module reads each font with fontTools and lists, per font, the pairs for
which that MAY happen (a superset; a missing pair would be a bug):

* GPOS PairPos (formats 1 and 2) and CursivePos, also inside Extension lookups;
* the legacy ``kern`` table (format 0);
* contextual lookups (GSUB 5/6, GPOS 7/8) whose rules span exactly two glyphs,
  and GSUB ligatures of two glyphs;

all over the glyphs a character may become through context-free GSUB
substitutions, in the lookups of every feature HarfBuzz applies by default for
horizontal text (any script, any language, plus required features), minus the
features the renderer switches off (liga, clig, calt, dlig, rlig).  A character
whose glyphs meet a lookup this module cannot bound (multiple or reverse-chain
substitution, 'rand', a one-glyph contextual rule that calls anything but
single-glyph lookups) is left out of the covered set, so its pairs are always
measured.  A font with AAT tables, a non-format-0 ``kern`` subtable or feature
variations gets no table ("unknown"): everything is measured.

Only characters in CHARSET_RANGES that the font maps are covered, minus marks,
controls, format characters (default ignorables) and U+2044 FRACTION SLASH
(HarfBuzz applies numr/dnom around it).  Stdlib + fontTools only; called by
``make_manifest.py``, which writes and checks the file.
"""

import json
import unicodedata
from pathlib import Path

from fontTools.ttLib import TTFont

KERNING_NAME = "kerning.json"
KERNING_VERSION = 1
CHARSET_RANGES = ((0x0020, 0x024F), (0x2010, 0x206F), (0x20A0, 0x20CF))
_EXCLUDED_CHARS = frozenset({0x2044})
_EXCLUDED_CATEGORIES = ("M", "C", "Zl", "Zp")
# Features HarfBuzz turns on for horizontal LTR text (hb-ot-shape.cc), minus the ones the
# renderer turns off; frac/numr/dnom only act around U+2044, which is never covered.
DEFAULT_FEATURES = frozenset({
    "rvrn", "ltra", "ltrm", "rand", "trak", "Harf", "HARF", "Buzz", "BUZZ",
    "abvm", "blwm", "ccmp", "locl", "mark", "mkmk", "curs", "dist", "kern", "rclt",
})
_RANDOM_FEATURES = frozenset({"rand"})
_UNSUPPORTED_TABLES = ("morx", "mort", "kerx", "trak", "feat")
# Lookups a one-glyph contextual rule may call without looking at the neighbour.
_SINGLE_GLYPH = {"GSUB": {1, 3}, "GPOS": {1, 4, 5, 6}}
_CONTEXT = {"GSUB": {5, 6}, "GPOS": {7, 8}}
_EXTENSION = {"GSUB": 7, "GPOS": 9}


class Unknown(Exception):
    """The font does something this module does not bound: measure all its pairs."""


def charset():
    """The characters a table may cover, in code point order."""
    out = []
    for lo, hi in CHARSET_RANGES:
        for cp in range(lo, hi + 1):
            cat = unicodedata.category(chr(cp))
            if cp not in _EXCLUDED_CHARS and not cat.startswith(_EXCLUDED_CATEGORIES):
                out.append(chr(cp))
    return out


def _lookups(table, tag):
    """(subtables, lookup type) per lookup index, with Extension lookups unwrapped."""
    out = []
    for lookup in table.LookupList.Lookup if table.LookupList else []:
        subs, kind = list(lookup.SubTable), lookup.LookupType
        if kind == _EXTENSION[tag]:
            kind = subs[0].ExtensionLookupType
            subs = [s.ExtSubTable for s in subs]
        out.append((subs, kind))
    return out


def _default_lookups(table):
    """Indices of the lookups of default features (and required features), any script."""
    if getattr(table, "FeatureVariations", None) is not None:
        raise Unknown("feature variations")
    if not table.FeatureList or not table.ScriptList:
        return set(), False
    records = table.FeatureList.FeatureRecord
    wanted, rand = set(), False
    for srec in table.ScriptList.ScriptRecord:
        langs = [srec.Script.DefaultLangSys] + [r.LangSys for r in srec.Script.LangSysRecord]
        for lang in filter(None, langs):
            indices = list(lang.FeatureIndex)
            required = lang.ReqFeatureIndex != 0xFFFF
            for fi in indices + ([lang.ReqFeatureIndex] if required else []):
                tag = records[fi].FeatureTag
                if tag in DEFAULT_FEATURES or fi == lang.ReqFeatureIndex:
                    wanted.update(records[fi].Feature.LookupListIndex)
                    rand |= tag in _RANDOM_FEATURES and bool(records[fi].Feature.LookupListIndex)
    return wanted, rand


def _class_sets(classdef, universe):
    """class -> glyphs of ``universe`` in it; class 0 is every glyph the ClassDef omits."""
    defs = classdef.classDefs if classdef is not None else {}
    sets = {}
    for g in universe:
        sets.setdefault(defs.get(g, 0), set()).add(g)
    return sets


_RULE_NAMES = {  # (table, chained) -> rule-set attribute, rule attribute, per format 1 and 2
    ("GSUB", False): (("SubRuleSet", "SubRule"), ("SubClassSet", "SubClassRule")),
    ("GSUB", True): (("ChainSubRuleSet", "ChainSubRule"), ("ChainSubClassSet", "ChainSubClassRule")),
    ("GPOS", False): (("PosRuleSet", "PosRule"), ("PosClassSet", "PosClassRule")),
    ("GPOS", True): (("ChainPosRuleSet", "ChainPosRule"), ("ChainPosClassSet", "ChainPosClassRule")),
}
_RECORDS = {"GSUB": "SubstLookupRecord", "GPOS": "PosLookupRecord"}


def _context_rules(st, tag, chain, universe):
    """Rules of a contextual subtable as (backtrack, input, lookahead, nested lookups),
    each a list of glyph sets restricted to ``universe``; backtrack nearest first."""
    rec = _RECORDS[tag]
    if st.Format == 3:
        covs = (st.BacktrackCoverage, st.InputCoverage, st.LookAheadCoverage) if chain \
            else ([], st.Coverage, [])
        seqs = [[set(c.glyphs) & universe for c in part] for part in covs]
        yield (*seqs, [r.LookupListIndex for r in getattr(st, rec)])
        return
    if st.Format not in (1, 2):
        raise Unknown(f"{tag} contextual format {st.Format}")
    set_attr, rule_attr = _RULE_NAMES[(tag, chain)][st.Format - 1]
    rulesets = getattr(st, set_attr) or []
    if st.Format == 1:
        for glyph, ruleset in zip(st.Coverage.glyphs, rulesets, strict=False):
            for rule in (getattr(ruleset, rule_attr) or []) if ruleset else []:
                parts = (rule.Backtrack, rule.Input, rule.LookAhead) if chain else ([], rule.Input, [])
                bt, inp, la = ([{g} & universe for g in part] for part in parts)
                yield bt, [{glyph} & universe, *inp], la, [r.LookupListIndex for r in getattr(rule, rec)]
        return
    names = ("BacktrackClassDef", "InputClassDef", "LookAheadClassDef") if chain \
        else (None, "ClassDef", None)
    cls = [_class_sets(getattr(st, n), universe) if n else {} for n in names]
    first = set(st.Coverage.glyphs) & universe
    for k, ruleset in enumerate(rulesets):
        for rule in (getattr(ruleset, rule_attr) or []) if ruleset else []:
            parts = (rule.Backtrack, rule.Input, rule.LookAhead) if chain else ([], rule.Class, [])
            bt, inp, la = ([c.get(x, set()) for x in part] for c, part in zip(cls, parts, strict=True))
            start = first & cls[1].get(k, set())
            yield bt, [start, *inp], la, [r.LookupListIndex for r in getattr(rule, rec)]


class _Layout:
    """One layout table (GSUB or GPOS) of one font, walked over a glyph universe."""

    def __init__(self, font, tag, universe):
        self.tag, self.universe = tag, universe
        table = font[tag].table if tag in font else None
        self.lookups = _lookups(table, tag) if table else []
        # rand: a 'rand' feature picks alternates from a random stream shared by the run.
        self.roots, self.rand = _default_lookups(table) if table else (set(), False)
        self.blocks, self.unsafe, self.edges = [], set(), {}
        self.reached = set()

    def walk(self):
        """Visit the default lookups and, through one-glyph contextual rules, their nested
        lookups; fill ``blocks`` ((lefts, rights): glyph pairs that may interact), ``unsafe``
        (glyphs whose neighbours cannot be bounded) and ``edges`` (substitutions)."""
        todo = sorted(self.roots)
        while todo:
            index = todo.pop()
            if index in self.reached or index >= len(self.lookups):
                continue
            self.reached.add(index)
            subs, kind = self.lookups[index]
            for st in subs:
                todo.extend(self._subtable(st, kind))
        return self

    def _subtable(self, st, kind):
        nested = []
        if kind in _CONTEXT[self.tag]:
            chain = kind == max(_CONTEXT[self.tag])
            for bt, inp, la, calls in _context_rules(st, self.tag, chain, self.universe):
                nested.extend(self._rule(bt, inp, la, calls))
        elif self.tag == "GSUB":
            self._gsub(st, kind)
        else:
            self._gpos(st, kind)
        return nested

    def _rule(self, bt, inp, la, calls):
        seq = [*reversed(bt), *inp, *la]
        if len(seq) == 2:
            self.blocks.append((seq[0], seq[1]))
        elif len(seq) == 1:
            kinds = {self.lookups[i][1] for i in calls if i < len(self.lookups)}
            if kinds <= _SINGLE_GLYPH[self.tag]:
                return calls
            self.unsafe.update(seq[0])
        return []

    def _gsub(self, st, kind):
        if kind == 1:
            for a, b in st.mapping.items():
                self.edges.setdefault(a, set()).add(b)
        elif kind == 3:
            if self.rand:
                self.unsafe.update(st.alternates)
            for a, alts in st.alternates.items():
                self.edges.setdefault(a, set()).update(alts)
        elif kind == 4:
            for first, ligs in st.ligatures.items():
                for lig in ligs:
                    if not lig.Component:
                        self.edges.setdefault(first, set()).add(lig.LigGlyph)
                    elif len(lig.Component) == 1:
                        self.blocks.append(({first}, {lig.Component[0]}))
        elif kind in (2, 8):
            self.unsafe.update(st.mapping if kind == 2 else st.Coverage.glyphs)
        else:
            raise Unknown(f"GSUB lookup type {kind}")

    def _gpos(self, st, kind):
        if kind == 2:
            self.blocks.extend(_pairpos(st, self.universe))
        elif kind == 3:
            recs = list(zip(st.Coverage.glyphs, st.EntryExitRecord, strict=False))
            exits = {g for g, r in recs if r.ExitAnchor is not None}
            entries = {g for g, r in recs if r.EntryAnchor is not None}
            self.blocks.append((exits, entries))
        elif kind not in (1, 4, 5, 6):
            raise Unknown(f"GPOS lookup type {kind}")


def _nonzero(value):
    """A ValueRecord that may move or resize anything (device tables count)."""
    return value is not None and any(v for v in vars(value).values())


def _pairpos(st, universe):
    """PairPos subtable -> blocks (first glyphs, second glyphs) with a non-zero value."""
    def moves(rec):
        return _nonzero(getattr(rec, "Value1", None)) or _nonzero(getattr(rec, "Value2", None))

    if st.Format == 1:
        for g, pairset in zip(st.Coverage.glyphs, st.PairSet, strict=False):
            if g in universe:
                yield {g}, {r.SecondGlyph for r in pairset.PairValueRecord if moves(r)}
        return
    if st.Format != 2:
        raise Unknown(f"PairPos format {st.Format}")
    defs1 = st.ClassDef1.classDefs if st.ClassDef1 else {}
    class2 = _class_sets(st.ClassDef2, universe)
    firsts = {}
    for g in st.Coverage.glyphs:
        if g in universe:
            firsts.setdefault(defs1.get(g, 0), set()).add(g)
    for c1, glyphs in firsts.items():
        row = st.Class1Record[c1].Class2Record
        yield glyphs, set().union(*(class2.get(c2, ()) for c2, rec in enumerate(row) if moves(rec)))


def _kern_table_pairs(font):
    if "kern" not in font:
        return []
    out = []
    for sub in font["kern"].kernTables:
        if getattr(sub, "format", None) != 0:
            raise Unknown(f"kern subtable format {getattr(sub, 'format', '?')}")
        out.extend(({a}, {b}) for (a, b), v in sub.kernTable.items() if v)
    return out


def _closure(cmap_glyphs, edges):
    """char -> every glyph its cmap glyph may become through context-free substitutions."""
    out = {}
    for ch, g in cmap_glyphs.items():
        seen, todo = {g}, [g]
        while todo:
            for h in edges.get(todo.pop(), ()):
                if h not in seen:
                    seen.add(h)
                    todo.append(h)
        out[ch] = seen
    return out


def analyse(font):
    """(covered characters, {left: set of right characters that may kern}) for one font."""
    for tag in _UNSUPPORTED_TABLES:
        if tag in font:
            raise Unknown(f"AAT table {tag}")
    cmap = font.getBestCmap() or {}
    order = font.getGlyphOrder()
    chars = [c for c in charset() if ord(c) in cmap and cmap[ord(c)] != order[0]]
    gsub = _Layout(font, "GSUB", set(font.getGlyphOrder())).walk()
    glyphs = _closure({c: cmap[ord(c)] for c in chars}, gsub.edges)
    covered = [c for c in chars if not (glyphs[c] & gsub.unsafe)]
    universe = set().union(*(glyphs[c] for c in covered)) if covered else set()
    gpos = _Layout(font, "GPOS", universe).walk()
    if gpos.unsafe:
        covered = [c for c in covered if not (glyphs[c] & gpos.unsafe)]
    blocks = gpos.blocks + gsub.blocks + _kern_table_pairs(font)
    owners = {}
    for c in covered:
        for g in glyphs[c]:
            owners.setdefault(g, set()).add(c)
    kerned = {}
    for lefts, rights in blocks:
        right_chars = set().union(*(owners.get(g, ()) for g in rights))
        if right_chars:
            for left in set().union(*(owners.get(g, ()) for g in lefts)):
                kerned.setdefault(left, set()).update(right_chars)
    return "".join(covered), kerned


def font_table(path, sha256):
    """The kerning.json entry for one font file."""
    font = TTFont(str(path), lazy=True)
    try:
        covered, kerned = analyse(font)
    except Unknown as exc:
        return {"sha256": sha256, "unknown": str(exc)}
    finally:
        font.close()
    rank = {c: i for i, c in enumerate(covered)}
    groups = {}
    for left in covered:
        rights = "".join(sorted(kerned.get(left, ()), key=rank.__getitem__))
        if rights:
            groups.setdefault(rights, []).append(left)
    pairs = sorted(["".join(lefts), rights] for rights, lefts in groups.items())
    return {"sha256": sha256, "covered": covered, "pairs": pairs}


def build(fonts_dir, manifest):
    """The whole kerning.json document for the fonts listed in ``manifest``."""
    fonts_dir = Path(fonts_dir)
    tables = {e["file"]: font_table(fonts_dir / e["file"], e["sha256"]) for e in manifest["fonts"]}
    ranges = " ".join(f"U+{lo:04X}-U+{hi:04X}" for lo, hi in CHARSET_RANGES)
    return {"version": KERNING_VERSION, "charset": ranges, "fonts": tables}


def render(doc):
    return json.dumps(doc, indent=0, sort_keys=True, ensure_ascii=False) + "\n"
