"""A personal blog's name fits what it writes about: no "Small Kitchen, Big Ideas" over a
travel diary, no "Notes from Columbus" above a visitor's weekend in Columbus."""

from __future__ import annotations

from world_helpers import sampled

from generator.content.provider import locale_data
from surfaces.personal_blog import BLOG_NAMES


def test_blog_name_fits_the_category() -> None:
    for lang, seed, p in sampled("personal_blog", 15):
        cats = list(p["cats"])
        names = locale_data(lang).TITLES["media.blog_name"]
        k = cats.index(p["category"])
        heads = [names[i].split("{")[0] or names[i].split("}")[-1] for i in BLOG_NAMES[k]]
        assert any(h.strip() and h.strip() in p["blog"] for h in heads), (lang, seed, p["blog"],
                                                                           p["category"])

