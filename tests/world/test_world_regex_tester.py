"""regex101 shows its whole test string (wrapped, never cut with "…") and a Match
Information panel that lists every match or scrolls (review3 0026: "9 matches", 7 listed,
then blank space); dates and phones are written as the page's country writes them."""

from __future__ import annotations

import re

from tests.world.world_helpers import region_words, rendered, sampled


def test_the_test_string_is_whole_and_the_panel_lists_all_or_scrolls() -> None:
    for lang, seed in (("en", 26), ("de", 26), ("fr", 3), ("nl", 8)):
        p, geo = rendered("regex_tester", lang, seed)
        words = region_words(geo, "test string")
        assert not any("…" in w for w in words), (lang, seed)
        drawn = " ".join(words)
        for line in p["lines"]:
            for w in re.findall(r"\w+", line)[-2:]:  # a line's end is on the page
                assert w in drawn, (lang, seed, w)
        info = " ".join(region_words(geo, "match information"))
        last = p["match_fmt"][-1]
        scroll = [s for s in geo.shapes if s.kind == "scrollbar thumb"]
        assert (last in info and p["spans"][-1] in info) or scroll, (lang, seed)


def test_dates_and_phones_follow_the_country() -> None:
    for lang, seed, p in sampled("regex_tester", 8):
        text = "\n".join(p["lines"])
        if lang == "en":
            for month, _day in re.findall(r"\b(\d{1,2})/(\d{1,2})/\d{4}\b", text):
                assert 1 <= int(month) <= 12, (seed, month)
            assert not re.search(r"\+1 \d{3} \d{7}\b", text), seed
            assert not re.search(r"\b\d{1,2}\.\d{1,2}\.\d{4}\b", text), seed
        if lang == "de":
            assert not re.search(r"\b\d{1,2}/\d{1,2}/\d{4}\b", text), seed
        assert p["matches"], (lang, seed)


def test_matches_are_what_the_pattern_and_flags_find() -> None:
    """The match list is the pattern run with the flags shown (/i finds "de-12345")."""
    for lang, seed, p in sampled("regex_tester", 10):
        found = re.compile(p["pattern"], re.IGNORECASE if "i" in p["flags"] else 0)
        want = [(k, m.start(), m.end()) for k, line in enumerate(p["lines"])
                for m in found.finditer(line)]
        assert [(k, a, b) for k, a, b, _ in p["matches"]] == want, (lang, seed)
        assert p["matches"], (lang, seed)
