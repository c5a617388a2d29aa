"""Text the candidate test needs, drawn as the real app draws it: a word processor's body
in paragraphs (a memo's in one body, a report's two-matter sections in two), a notes
how-to's intro followed by a one-line paragraph, a week calendar's places as "street,
town" in the owner's one town (a flight leaves it), a save dialog's dates with their time,
one day's files newest first."""

from __future__ import annotations

import re

from world_helpers import sampled

from surfaces.kit.clock import clock_key

TIME = re.compile(r" (\d{1,2}[:.h]\d{2}(?:\s?[AaPp]\.?[Mm]\.?)?(?: Uhr)?)$")


def test_word_processor_writes_paragraphs() -> None:
    for lang, seed, p in sampled("word_processor", 10):
        paragraphs = len(p["intro"]) + sum(len(s["texts"]) for s in p["sections"])
        assert paragraphs > len(p["sections"]) + 1, (lang, seed)  # some body of 2+
        if not any(s["heading"] for s in p["sections"]):  # a memo: one body
            assert not p["sections"] and len(p["intro"]) >= 2, (lang, seed)


def test_notion_how_to_has_two_paragraphs() -> None:
    for lang, seed, p in sampled("notion_page", 10):
        assert len(p["texts"]) == 2, (lang, seed, p["kind"])
        assert len(p["marks"]) == 2, (lang, seed)


def test_calendar_week_places_are_in_one_town() -> None:
    for lang, seed, p in sampled("calendar_week", 12):
        towns = {e["place"].rsplit(", ", 1)[1] for e in p["events"] if ", " in e["place"]}
        assert len(towns) <= 1, (lang, seed, towns)
        for e in p["events"]:
            if e["kind"] == 14:  # a flight goes to another town
                assert not any(re.search(rf"\b{re.escape(t)}\b", e["title"]) for t in towns), \
                    (lang, seed, e["title"], towns)


def test_save_dialog_dates_carry_times_newest_first() -> None:
    for lang, seed, p in sampled("file_save_dialog", 10):
        rows = [TIME.search(f["date"]) for f in p["files"]]
        assert all(rows), (lang, seed, [f["date"] for f in p["files"]])
        for a, b in zip(rows, rows[1:], strict=False):
            if a.string[:a.start()] == b.string[:b.start()]:  # one day
                assert clock_key(a.group(1)) >= clock_key(b.group(1)), (lang, seed, a, b)
