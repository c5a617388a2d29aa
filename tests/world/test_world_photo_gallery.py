"""A photo's info panel agrees with itself: the exposure's aperture is one the lens can
open to (no f/1.8 on a 24-70mm f/2.8), and the description is the selected photo's caption,
not that caption plus an unrelated scene, printed once (a reviewer read "Tutti che provano
a stare nella foto." twice in the panel); each picture shows what its caption tells, and
the open album is the trip, not a wedding."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_photo_info_agrees() -> None:
    for lang, seed, p in sampled("photo_gallery", 25):
        values = [v for _, v in p["fields"]]
        lens = next(v for v in values if re.search(r"mm f/", v))
        stop = next(re.search(r"^f/([\d.]+)", v) for v in values if v.startswith("f/"))
        widest = re.search(r"f/([\d.]+)", lens).group(1)
        assert float(stop.group(1)) >= float(widest), (lang, seed, lens, stop)



def test_the_info_panel_prints_the_caption_once() -> None:
    from world_helpers import rendered

    for lang, seed in (("it", 0), ("en", 1), ("de", 2), ("fr", 3), ("es", 4), ("nl", 5)):
        p, geo = rendered("photo_gallery", lang, seed)
        if not p["panel"]:
            continue
        info = {r.id for r in geo.regions if r.name == "info"}
        text = " ".join(geo.line_text(ln) for ln in geo.lines
                        if geo.blocks[ln.block].region in info)
        # the caption's first two words (its first alone may be the town the panel names)
        first = " ".join(p["photos"][p["selected"]]["caption"].split()[:2])
        assert text.count(first + " ") + text.endswith(first) <= 1 or \
            p["photos"][p["selected"]]["caption"].count(first) > 1, (lang, seed, text)


def test_pictures_show_what_their_captions_tell() -> None:
    """Each caption is one of its picture's kind (a reviewer read "Ice cream with a view."
    on soup and "First day in Nashville." on alpine peaks), the album's name fits its
    pictures and its month (no "Garden, spring" in February, no "Street photos" of
    mountains), and a sunset or night caption goes with a time of that light."""
    import datetime

    from generator.content.provider import locale_data
    from surfaces.kit.photo_world import ALBUMS, POOLS, SUNSET, UNCAPTIONED, VARIANT, caption_key
    from surfaces.photo_gallery import WEDDING

    kinds = set()
    for lang, seed, p in sampled("photo_gallery", 30):
        data = locale_data(lang)
        wedding = data.TITLES["media.gallery"][WEDDING].split("{")[0].strip()
        assert not p["title"].startswith(wedding), (lang, seed, p["title"])
        index = next(k for k in ALBUMS if p["title"].startswith(
            data.TITLES["media.gallery"][k].split("{")[0].strip()))
        months, mix = ALBUMS[index]
        for photo in p["photos"]:
            what = photo["what"]
            assert what in mix, (lang, seed, p["title"], what)
            assert photo["variant"] in POOLS.get(what, (VARIANT[what],)), (lang, seed, photo)
            if photo["scene"] in UNCAPTIONED:  # a portrait, a home, a café: no caption
                assert not photo["caption"], (lang, seed, photo)
                kinds.add(what)
                continue
            key = caption_key(photo["scene"])
            stems = [t.split("{")[0].strip() for t in data.SENTENCES[key]]
            assert any(photo["caption"].startswith(s) for s in stems if s) or \
                not all(stems) or not photo["caption"], (lang, seed, photo)
            kinds.add(what)
        captions = [ph["caption"] for ph in p["photos"] if ph["caption"]]
        assert len(set(captions)) == len(captions), (lang, seed, captions)
        taken = p["fields"][5][1]
        hour = int(re.search(r"(\d{1,2})[:.h]\d\d", taken).group(1))
        if re.search(r"\bPM\b", taken) and hour != 12:
            hour += 12
        month = next(m for m in months if datetime.date(2025, m, 1).strftime("%b") in taken
                     or lang != "en")
        sel = p["photos"][p["selected"]]["what"]
        if lang == "en":
            assert month in months, (seed, p["title"], taken)
            if sel == "sunset":
                assert SUNSET[month] - 1 <= hour <= SUNSET[month], (seed, taken)
            elif sel == "night":
                assert hour > SUNSET[month], (seed, taken)
            else:
                assert 9 <= hour < SUNSET[month], (seed, taken)
    assert {"dish", "street", "mountains", "lake", "sunset", "night", "people"} <= kinds
