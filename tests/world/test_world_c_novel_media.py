"""c_novel's media and study pages agree with themselves: the flashcard shown is the list's
card at the counter's index; lyric lines never quote the catalogue's song or album titles;
a video thumbnail shows what its title names (a lighthouse: outdoors; piano music: a piano,
never a guitarist; a typewriter: a bench without a bike) or a plain title card, no two
"up next" thumbnails alike, no two fills of one title template, and no "the thorn" nobody
introduced."""

from __future__ import annotations

import re

from world_helpers import rendered, sampled

from generator.content import locale_data
from surfaces.kit.scenes import video_scene


def test_flashcard_shown_is_the_indexed_card() -> None:
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in range(6):
            p, geo = rendered("flashcard_deck", lang, seed)
            labels = {r.name: r.label for r in geo.regions}
            assert labels["card"] == p["cards"][p["index"] - 1][0], (lang, seed)
            if p["layout"] == "set":  # the list runs from card 1, in the deck's order
                assert labels["term 1"] == p["cards"][0][0], (lang, seed)


def test_lyrics_quote_no_catalogue_title() -> None:
    for lang, seed, p in sampled("music_lyrics", 30):
        data = locale_data(lang)
        names = [t.lower() for k in ("media.song", "media.album") for t in data.TITLES[k]]
        for line in [*p["verses"][0], *p["verses"][1], *p["chorus"][1:-1]]:
            assert not any(n in line.lower() for n in names), (lang, seed, line)
        assert len(p["verses"][1]) == 4, (lang, seed)


def test_video_scene_of_titles() -> None:
    assert video_scene("Calm piano music for studying") == "piano"
    assert video_scene("Restoring a 50-year-old typewriter") == "bench"
    assert video_scene("Why this old lighthouse is still standing") == "landscape"
    assert video_scene("Cleaning my entire flat in one day") == ""  # a title card
    assert video_scene("Learning Japanese in 25 days") == ""  # no "pane" (bread) in it
    assert video_scene("Growing strawberries on a windowsill") == "garden"


def test_up_next_thumbnails_distinct() -> None:
    for lang, seed, p in sampled("video_player", 30):
        kinds = [n["kind"] % 8 for n in p["next"]]
        assert len(set(kinds)) == len(kinds), (lang, seed, kinds)
        heads = [" ".join(n["title"].lower().split()[:2]) for n in p["next"]]
        assert len(set(heads)) == len(heads), (lang, seed, heads)
        for c in p["comments"]:
            assert not re.search(r"\bfor the (?:thorn|piece of glass)\b", c["text"]), c
        assert not re.search(r"\bnight walk\b.*\bat (?:sunrise|night)\b", " ".join(
            n["title"] for n in p["next"])), (lang, seed)


_CUTOFF = re.compile(r"\b(?:before 2 pm|vor 14 Uhr|avant 14 h|antes de las 14:00|entro le 14"
                     r"|voor 14\.00 uur)\b")
_SAME_DAY = re.compile(r"same day|selben Tag|jour même|mismo día|in giornata|dezelfde dag")
_HOME = re.compile(r"\b(?:interior|Interieur|intérieurs|interior|arredamento|inrichting)\b")


def test_product_copy_fits_the_item() -> None:
    for lang, seed, p in sampled("product_page", 30):
        data = locale_data(lang)
        product = next(r for r in data.SLOTS["page_product"] if r["shape"] == p["shape"])
        text = " ".join(p["texts"])
        for sentence in re.split(r"(?<=[.!?])\s+", text):  # a cutoff only for same-day
            assert not _CUTOFF.search(sentence) or _SAME_DAY.search(sentence), (lang, sentence)
        if p["shape"] not in ("teapot", "blanket", "lamp", "pan"):
            assert not _HOME.search(text), (lang, seed, text)
        # the item's name in two sentences at most
        item = str(product["item"]).lower()
        assert sum(item in s.lower() for s in re.split(r"(?<=[.!?])\s+", text)) <= 2, text
        if product["clothing"]:
            assert all(150 <= int(w) <= 600 for w in re.findall(r"(\d+) g\b", text)), text
        assert not re.search(r"\b(?:oak|Eichenholz|chêne|roble|rovere|eikenhout)\b", text)
