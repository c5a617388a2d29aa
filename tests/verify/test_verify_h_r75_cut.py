"""A line cut by a truncation ellipsis reads as its full text (r75 0015: the badge "Cabin bag"
on four result cards, cut "Cabi…", "Cabin…", "Cabin ba…" and whole on none, so the one cut
at "Cabin bag…" looked unique only by its cut): the verifier rejects a quote a cut line could
begin, the sampler never offers one."""

from __future__ import annotations

import pytest
from verify_kit import Sheet, check, word_box, words

from generator.targets.index import PageIndex
from generator.targets.words import _words
from generator.verify.cut import cut_tails, reads_as


def _page(texts: list[tuple[str, int | None]]):
    s = Sheet()
    with s.page.region("body", "body", (250, 100, 1000, 700)):
        for k, (text, width) in enumerate(texts):
            s.page.label(260, 120 + 40 * k, text, s.style(14), role="text", max_width=width)
    return s.render()


@pytest.fixture(scope="module")
def badges():
    # two cut copies of the badge, one whole in a wider slot
    img, geo = _page([("Cabin bag included", 75), ("Cabin bag included", 90)])
    return img, geo


def test_cut_lines_are_found(badges):
    _, geo = badges
    tails = cut_tails(geo)
    assert len(tails) == 2 and all(t.startswith("cabin") for t in tails)
    assert reads_as(tails, "Cabin bag included") is not None
    assert reads_as(["cabin ba"], "bag") is not None  # from a word start of the tail
    assert reads_as(["cabin ba"], "abin") is None  # never from inside a word
    assert reads_as(["cabin ba"], "cabin ba") is None  # the same text is a plain match


def test_verifier_rejects_a_quote_a_cut_line_could_begin():
    whole = [("Cabin bag included", None), ("Cabin luggage", None)]
    ask = "Click the word “Cabin” in the phrase “Cabin bag included”."
    for extra, ok in (([], True), ([("Cabin bag included", 90)], False)):
        img, geo = _page(whole + extra)
        target = words(geo, "Cabin")[0]  # the whole badge's
        v = check(img, geo, ask, "word_center", word_box(geo, target))
        assert v.ok is ok, v
        if not ok:
            assert v.reason == "ambiguous" and "cut" in v.detail, v


def test_sampler_skips_words_a_cut_line_could_read_as():
    img, geo = _page([("Cabin bag included", None), ("Cabin", None), ("Baggage", None)])
    img2, geo2 = _page([("Cabin bag included", 42), ("Cabin", None), ("Baggage", None)])
    assert "Cabin" in {w.text for w in _words(PageIndex(geo), "word_center")}
    assert cut_tails(geo2) and "cabin".startswith(cut_tails(geo2)[0])  # "Cabi…"
    assert "Cabin" not in {w.text for w in _words(PageIndex(geo2), "word_center")}
