"""Reader r88 0017: a memo with an italic "Friday", a bold "April 11" and a link-styled
"Friday". A memo's writer marks at most its key date, in bold, once."""

from __future__ import annotations

from world_helpers import sampled


def test_a_memo_marks_at_most_its_date_once() -> None:
    memos = bold = 0
    for lang, seed, p in sampled("word_processor", 30):
        if p["genre"] != "memo":
            continue
        memos += 1
        spans = [(k, m) for k, marks in enumerate(p["intro_marks"]) for m in marks]
        assert len(spans) <= 1, (lang, seed, spans)
        for k, (a, b, kind, _) in spans:
            assert kind == "bold" and k > 0, (lang, seed, kind)
            assert any(ch.isdigit() for ch in p["intro"][k][a:b]), (lang, seed)
            bold += 1
    assert memos >= 30 and bold >= 10, (memos, bold)
