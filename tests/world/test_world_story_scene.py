"""A novel's page is one scene: two of the cast in the room (the third away never acts or
watches from the doorway), an answer only after a question, the town and the scene's place
named a few times at most, no styled names (a "«…», rispose lui" answering nothing, "Toni
tornerà" while Toni stood at the door, "al ultimo inverno" and a bold "Milena" are gone)."""

from __future__ import annotations

import re

from generator.content.provider import locale_data
from surfaces.kit.story import LEAVES
from tests.world.world_helpers import sampled

_SENT = re.compile(r"(?<=[.!?])[’”“»]?\s+")


def test_scene_cast_answers_and_names() -> None:
    for name in ("ereader", "book_page"):
        for lang, seed, p in sampled(name, 8):
            texts = p.get("texts") or [t for pg in p["pages"] for t in pg["paragraphs"]]
            text = " ".join(texts)
            away = p["cast"][2]["name"]
            assert not re.search(rf"(?:^|[.!?»”] ){away} \w", text), (name, lang, seed, text)
            assert away + " watched" not in text and "al ultimo" not in text, (lang, seed)
            assert text.count(p["town"]) <= 4, (name, lang, seed, text)
            replies = [r.split(",")[0].split("{")[0].strip() for r in
                       locale_data(lang).SLOTS["story_reply"]]
            for para in texts:
                sentences = _SENT.split(para)
                for k, s in enumerate(sentences):
                    bare = re.sub(r"^[“„«‘—\s]+", "", s)
                    if any(bare.startswith(r) for r in replies if r):
                        assert "?" in " ".join(sentences[max(0, k - 2):k]), \
                            (name, lang, seed, para)
            if name == "ereader":
                assert not any(p["marks"]), (lang, seed, p["marks"])


def test_leaving_town_ends_the_scene() -> None:
    """Who takes the train out of town does so in the page's last line (acts no more)."""
    left = 0
    for name in ("ereader", "book_page"):
        for lang, seed, p in sampled(name, 8):
            texts = p.get("texts") or [t for pg in p["pages"] for t in pg["paragraphs"]]
            sentences = [s for t in texts for s in _SENT.split(t) if s]
            for k, s in enumerate(sentences):
                if LEAVES.search(s) and any(s.startswith(c["name"]) for c in p["cast"]):
                    left += 1
                    assert k == len(sentences) - 1, (name, lang, seed, s)
    assert left > 0
