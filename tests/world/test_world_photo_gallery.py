"""A photo's info panel agrees with itself: the exposure's aperture is one the lens can
open to (no f/1.8 on a 24-70mm f/2.8), and the description is the selected photo's caption,
not that caption plus an unrelated scene."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_photo_info_agrees() -> None:
    for lang, seed, p in sampled("photo_gallery", 25):
        values = [v for _, v in p["fields"]]
        lens = next(v for v in values if re.search(r"mm f/", v))
        stop = next(re.search(r"^f/([\d.]+)", v) for v in values if v.startswith("f/"))
        assert float(stop.group(1)) >= float(lens.split("f/")[1]), (lang, seed, lens, stop)
        assert p["desc"] == p["photos"][p["selected"]]["caption"], (lang, seed)
