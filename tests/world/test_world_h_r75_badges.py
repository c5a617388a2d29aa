"""Badges at their natural width (r75 0015: the flight results' "Cabin bag included" cut to
"Cabi…", "Cabin…", "Cabin ba…" with free space beside it; the cut made one copy look unique)."""

from __future__ import annotations

from world_helpers import rendered

from generator.resolve import content_languages


def test_flight_bag_badge_is_never_cut() -> None:
    shown = 0
    for lang in content_languages():
        for seed in range(6):
            params, geo = rendered("flight_booking", lang, seed)
            bag = params["labels"]["bag"]
            texts = [geo.line_text(ln) for ln in geo.lines]
            assert not any(t.endswith("…") for t in texts), (lang, seed, texts)
            shown += texts.count(bag)
            # each badge whole and inside its card
            for ln in geo.lines:
                if geo.line_text(ln) == bag:
                    box = geo.line_box(ln)
                    region = geo.regions[geo.glyphs[ln.glyphs[0]].region]
                    assert region.box[0] <= box[0] and box[2] <= region.box[2], (lang, seed)
    assert shown >= 30  # the badge is still shown on most pages that offer it


def test_regex_match_values_are_never_cut() -> None:
    seen = 0
    for lang in content_languages():
        for seed in range(5):
            _, geo = rendered("regex_tester", lang, seed)
            panel = {r.id for r in geo.regions if r.name == "match information"}
            for ln in geo.lines:
                if geo.blocks[ln.block].region in panel:
                    assert not geo.line_text(ln).endswith("…"), (lang, seed, geo.line_text(ln))
                    seen += 1
    assert seen > 100
