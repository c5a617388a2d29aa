"""Tables as a reader counts them (issue 17): on a table that prints no cell addresses, a
word in a cell is located by its column's printed header ("in the “Amount” column") or
its row's printed label ("in the row for “Webcam”"). In all six languages: the sampler's
clause is rendered, parsed back by the verifier from the instruction alone, and resolved on
the page to exactly the target word; one location clause, never two."""

from __future__ import annotations

from functools import lru_cache

import numpy as np
import pytest

from generator import languages
from generator.instructions.render import render_instruction
from generator.pipeline import compose_page
from generator.plan import Slot
from generator.rng import ExampleStreams
from generator.targets import PageIndex, Target
from generator.targets.categories import CATEGORIES
from generator.targets.qualify import qualify
from generator.targets.tablerefs import column_clause, row_clause
from generator.verify import parse_instruction
from generator.verify.grammar import lexicon
from generator.verify.resolve import Resolver

LANGUAGES = languages.codes()


@lru_cache(maxsize=16)
def table_page(lang: str, seed: int = 5):
    _, geo, _ = compose_page(Slot("word_center", lang, "data_table"),
                             ExampleStreams(seed, "test", 0), 0.0)
    return geo


def singled_out(index: PageIndex, kind: str) -> list[tuple[object, dict]]:
    """(word, clause) pairs where the clause alone singles the word out of its matches."""
    geo, out = index.geo, []
    maker = column_clause if kind == "column" else row_clause
    for w in geo.words:
        rid = geo.blocks[w.block].region
        if geo.regions[rid].kind != "cell" or not index.is_whole(w) or \
                w.id in index.piece_words() or \
                (clause := maker(index, rid)) is None:
            continue
        q, members = clause
        others = [m for m in index.matches(w) if m.id != w.id]
        if not any(geo.blocks[m.block].region in members for m in others):
            out.append((-len(others), w.id, w, q))
    return [(w, q) for _, _, w, q in sorted(out)]  # words with look-alikes elsewhere first


def _target(word, q: dict) -> Target:
    ref = {"kind": "word", "text": word.text, "word": word.id, "code": False,
           "qualifiers": [q]}
    cat = CATEGORIES["word_center"]
    return Target("word_center", cat.data_type, cat.answer_type, (0, 0, 1, 1), ref, [])


@pytest.mark.parametrize("kind", ["column", "row"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_table_clause_round_trip(lang: str, kind: str) -> None:
    geo = table_page(lang)
    index, resolver = PageIndex(geo), Resolver(geo, lexicon(lang))
    pairs = singled_out(index, kind)
    assert pairs, f"no {kind} clause singles out a word on the {lang} data_table page"
    for k, (word, q) in enumerate(pairs[:6]):
        for seed in range(3):
            text = render_instruction(_target(word, q), lang,
                                      np.random.default_rng(100 * k + seed))
            assert q["label"] in text, text  # the quoted header or row label, as printed
            query = parse_instruction(text, lang)
            assert query.word.region == (kind, q["label"]), (text, query.word.region)
            runs = resolver.whole_words(query.word)
            assert [r.first for r in runs] == [word.id], text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_one_location_clause(lang: str) -> None:
    """The sampler never stacks a row clause on a column or region clause."""
    geo = table_page(lang)
    index = PageIndex(geo)
    rng = np.random.default_rng(7)
    seen = set()
    for w in geo.words:
        quals = qualify(index, w, index.matches(w), rng, over=1.0)
        if quals is None:
            continue
        regions = [q for q in quals if q["type"] == "region"]
        assert len(regions) <= 1, quals
        seen |= {q.get("table", "region") for q in regions}
    assert {"row", "column"} <= seen
