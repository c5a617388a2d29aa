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
        first = p["photos"][p["selected"]]["caption"].split()[0]
        assert text.count(first + " ") + text.endswith(first) <= 1 or \
            p["photos"][p["selected"]]["caption"].count(first) > 1, (lang, seed, text)


def test_pictures_show_what_their_captions_tell() -> None:
    from generator.content.provider import locale_data
    from surfaces.photo_gallery import WEDDING, caption_scene

    kinds = set()
    for lang, seed, p in sampled("photo_gallery", 10):
        wedding = locale_data(lang).TITLES["media.gallery"][WEDDING].split("{")[0].strip()
        assert not p["title"].startswith(wedding), (lang, seed, p["title"])
        for photo in p["photos"]:
            assert photo["variant"] == caption_scene(photo["caption"]), (lang, seed, photo)
            kinds.add(photo["variant"])
    assert {"dish", "city", "scene"} <= kinds, kinds
    assert caption_scene("Coffee with a view.") == "dish"
    assert caption_scene("Old doors in the side streets of Bari.") == "city"
