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


def test_no_promised_list_or_answer() -> None:
    """No "I have listed the worst ones below" or "so here is a short guide" with nothing
    after it."""
    from surfaces.personal_blog import PROMISES
    for lang, seed, p in sampled("personal_blog", 15):
        text = " ".join(p["texts"])
        for i in PROMISES[lang]:
            line = locale_data(lang).SENTENCES["media.blog"][i]
            assert _literal(line) not in text, (lang, seed, _literal(line))


def _literal(template: str) -> str:
    """The longest stretch of ``template`` outside every ``{...}`` (what every variant says)."""
    parts, depth, cur = [], 0, ""
    for ch in template:
        depth += ch == "{"
        if depth == 0:
            cur += ch
        elif cur:
            parts.append(cur)
            cur = ""
        depth -= ch == "}"
    parts.append(cur)
    return max((p.strip(" ,.") for p in parts), key=len)
