"""Wave 18 q_e: reader findings r56 0022/0026, r57 0013/0020 and the gmail_inbox snippets."""

from __future__ import annotations

import datetime
import re

import numpy as np
import pytest
from world_helpers import sampled

from generator.content import Content
from generator.surfaceset import registry
from surfaces.calendar_week import EVENT_TIMES, FLIGHT
from surfaces.kit.doc_threads import long_paragraph

LANGS = ("en", "de", "fr", "es", "it", "nl")


@pytest.mark.parametrize("day", ["2025-12-24", "2026-12-31"])
def test_calendar_week_no_work_on_christmas_or_new_years_eve(monkeypatch, day):
    """r56 0026: a "Workshop di design" on 24 Dec in Italy. Offices close early on 24 and 31
    Dec: those days hold no work meeting (only what a Sunday may hold)."""
    import surfaces.calendar_week as cw

    when = datetime.date.fromisoformat(day)
    monkeypatch.setattr(cw, "random_day", lambda rng, *a, **k: when)
    seen = 0
    for lang in LANGS:
        for seed in range(25):
            p = registry.get("calendar_week")().sample(
                np.random.default_rng([seed, 5]), Content(lang, np.random.default_rng([seed, 11])))
            first = datetime.date.fromisoformat(p["first_day"])
            for e in p["events"]:
                if first + datetime.timedelta(days=e["day"]) == when:
                    seen += 1
                    assert EVENT_TIMES[e["kind"]][2], (lang, seed, day, e["title"])
    assert seen > 20


def test_calendar_week_trip_away_ends_the_week():
    """r57 0020: "Vol pour Strasbourg" on Wednesday, then local events on Thursday with no
    flight back. A flight is the last event of the week."""
    flights = 0
    for lang, seed, p in sampled("calendar_week", 40):
        for f in (e for e in p["events"] if e["kind"] == FLIGHT):
            flights += 1
            later = [e["title"] for e in p["events"]
                     if (e["day"], e["start"]) > (f["day"], f["start"])]
            assert not later, (lang, seed, f["title"], later)
    assert flights > 10


def test_doc_comments_long_paragraph_comment_sits_on_a_long_paragraph():
    """r56 0022: "Paragraphe assez long, on coupe ?" on a one-sentence highlight. A comment on
    a paragraph's length sits on a paragraph of 3+ sentences and ~60 words, all of it."""
    for lang, seed, p in sampled("doc_comments", 40):
        for c in p["comments"]:
            if c["kind"] != "shorten":
                continue
            text = p["texts"][c["para"]]
            assert long_paragraph(text), (lang, seed, text)
            start, end = p["anchors"][str(c["para"])]
            assert text[start:end] == text.strip(), (lang, seed, text[start:end])
    assert not long_paragraph("Revenue rose by 14% to $1,020,000. Costs fell. We hired two.")


def _styles(texts: list[str], marks: list[list[list]]) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for text, ms in zip(texts, marks, strict=True):
        for start, end, kind, _colour in ms:
            if not any(c.isdigit() for c in text[start:end]):
                out.setdefault(text[start:end].casefold(), set()).add(kind)
    return out


def test_terms_of_service_one_style_per_name_and_no_highlight():
    """r57 0013: the brand bold, as a link and highlighted on one page with no search bar.
    A name repeated on a page keeps one style; no highlight without a find bar."""
    styled = 0
    for lang, seed, p in sampled("terms_of_service", 40):
        texts = [p["tail"], *(t for s in p["sections"] for t in s["texts"])]
        marks = [p["tail_marks"], *(m for s in p["sections"] for m in s["marks"])]
        assert all(m[2] != "highlight" for ms in marks for m in ms), (lang, seed)
        names = _styles(texts, marks)
        styled += bool(names)
        assert all(len(kinds) == 1 for kinds in names.values()), (lang, seed, names)
        brand = [m for t, ms in zip(texts, marks, strict=True) for m in ms
                 if t[m[0]:m[1]] == p.get("brand", "\0")]
        assert len(brand) <= 1, (lang, seed, brand)
    assert styled > 5


@pytest.mark.parametrize("name", ["job_listing", "profile_page", "faq_page", "product_page"])
def test_prose_pages_draw_no_highlight(name):
    """The shared mark sampler on web prose pages: no yellow highlight (no find bar shows a
    searched term) and one style per repeated name."""
    for lang, seed, p in sampled(name, 20):
        marks = p["marks"] if name != "faq_page" else [m for i in p["items"] for m in i["marks"]]
        assert all(m[2] != "highlight" for ms in marks for m in ms), (lang, seed)


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", text.casefold())


def restates(subject: str, snippet: str) -> bool:
    """Whether the snippet's first sentence repeats the subject word for word (after a
    "WG:"/"Invitation:" prefix): "Folien für Freitag – hier sind die Folien für Freitag"."""
    subj = _words(re.sub(r"^[^:]{1,14}:\s*", "", subject))
    first = _words(re.split(r"(?<=[.?!])\s", snippet)[0])
    n = len(subj)
    return n >= 2 and any(first[i:i + n] == subj for i in range(len(first) - n + 1))


def test_gmail_inbox_snippet_does_not_restate_the_subject():
    """A row reads "subject – snippet"; the snippet is the mail's first body line and does
    not say the subject again ("Slides for Friday – here are the slides for Friday")."""
    assert restates("Folien für Freitag", "hier sind die Folien für Freitag. Kürzen wir noch?")
    for lang, seed, p in sampled("gmail_inbox", 40):
        for m in p["mails"]:
            assert not restates(m["subject"], m["opening"]), (lang, seed, m["subject"],
                                                               m["opening"])


def test_stock_overview_pages_rarely_share_a_sentence():
    """Running-text repetition (wave 18 pool): the market headlines give the index's move,
    the profile its customer count; two pages of a language seldom share an 8+-word line."""
    split = re.compile(r"(?<=[^\W\d_A-Z][.!?…])\s+(?=[A-ZÀ-Þ])")  # not after "S.A."
    for lang in LANGS:
        pages = []
        for _, _, p in ((lang, s, q) for la, s, q in sampled("stock_overview", 30) if la == lang):
            lines = [t for t, _src, _ago in p["news"]] + split.split(p["about"])
            pages.append({" ".join(_words(x)) for x in lines if len(_words(x)) >= 8})
        pairs = [(a, b) for i, a in enumerate(pages) for b in pages[i + 1:]]
        share = sum(bool(a & b) for a, b in pairs) / len(pairs)
        assert share < 0.08, (lang, round(share, 3))
