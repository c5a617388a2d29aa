"""A song written from one small world (music_lyrics): one place, one time, one image and a
hook line, each drawn from generator/locales/*/content/w10_g_fiction.toml (slots ``sg_*``).

The first verse sets the scene: the time and the place in its first line (the only line that
names the place), the image, two lines of what happens there. The chorus opens and closes on
the hook (the song's title) and is sung the same each time. The second verse has moved on: the
time has passed (``later``), the image has changed with it, and two lines look back. No line
is sung twice outside the chorus.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.kit import Content

SMALL = {"a", "an", "and", "the", "of", "on", "in", "to", "for", "at", "by", "or", "yet"}


def _pick(rng: np.random.Generator, items: list[Any], k: int = 1) -> list[Any]:
    return [items[int(i)] for i in rng.choice(len(items), size=k, replace=False)]


# adverbial particles of a phrasal verb: capitalised in a title ("Hold On to Me")
PARTICLES = {"on", "in", "up", "off", "out", "down", "over", "away", "back", "around"}


def title_case(hook: str, lang: str) -> str:
    """The hook as a title: English capitalises its words as AP and Chicago do ("Stay Until
    the Morning"): articles, short conjunctions and prepositions stay lower case, but never
    the first or last word nor a verb's particle ("Leave the Light On", "Don't Let Go Yet",
    "Hold On to Me"; "Leave the Light on" was review r95 0004); other languages write a
    title as a sentence."""
    if lang != "en":
        return hook
    words = hook.split()
    out = []
    for i, w in enumerate(words):
        low, after = w.lower(), words[i + 1].lower() if i + 1 < len(words) else ""
        small = low in SMALL and 0 < i < len(words) - 1 and \
            not (low in PARTICLES and after in ("to", "with", "for", "at"))
        out.append(w if small else w[:1].upper() + w[1:])
    return " ".join(out)


def song_world(rng: np.random.Generator, content: Content) -> dict[str, Any]:
    """The song's world as plain data: place, time, image, hook (with its chorus lines)."""
    slot = content._slot
    return {"place": _pick(rng, slot("sg_place"))[0], "time": _pick(rng, slot("sg_time"))[0],
            "image": _pick(rng, slot("sg_image"))[0], "hook": _pick(rng, slot("sg_hook"))[0],
            "verse1": _pick(rng, slot("sg_verse1"), 2), "verse2": _pick(rng, slot("sg_verse2"), 2)}


def song_lines(world: dict[str, Any]) -> tuple[list[list[str]], list[str]]:
    """(the two verses, the chorus) written from ``world``."""
    t, image, hook = world["time"], world["image"], world["hook"]
    first = [f"{t['when']} {world['place']}", image["now"], *world["verse1"]]
    second = [t["later"], image["later"], *world["verse2"]]
    return [first, second], [hook["hook"], hook["a"], hook["b"], hook["hook"]]
