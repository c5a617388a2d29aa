"""A novel's scene (wave 9, g_domain): the ereader and the printed book write from their own
templates (no sentence of 8+ words, names set aside, on both); a third who comes in is not
spoken of beforehand as someone elsewhere; a line of dialogue names its speaker unless it
answers, straight after, a line that did."""

from __future__ import annotations

import re

from world_helpers import sampled

SPLIT = re.compile(r"(?<=[.!?…»”“’])\s+(?=[«„“‘—¿¡A-ZÀ-Ý])")


def paragraphs(p: dict) -> list[str]:
    return p.get("texts") or [t for pg in p["pages"] for t in pg["paragraphs"]]


def skeletons(p: dict) -> set[str]:
    """The page's sentences of 8 words or more, its cast written X, Y, Z and its town T."""
    out = set()
    for para in paragraphs(p):
        for s in SPLIT.split(para):
            for k, c in enumerate(p["cast"]):
                s = s.replace(c["name"], "XYZ"[k])
            if len(s.split()) >= 8:
                out.add(s.replace(p["town"], "T"))
    return out


def test_ereader_and_book_page_share_no_sentence() -> None:
    seen: dict[str, dict[str, set[str]]] = {}
    for name in ("book_page", "ereader"):
        for lang, _seed, p in sampled(name, 30):
            seen.setdefault(lang, {}).setdefault(name, set()).update(skeletons(p))
    for lang, by in seen.items():
        shared = by["book_page"] & by["ereader"]
        assert not shared, (lang, sorted(shared)[:3])
        assert len(by["book_page"]) > 50 and len(by["ereader"]) > 50, lang


def test_the_third_is_not_elsewhere_before_coming_in() -> None:
    entered = 0
    for name in ("book_page", "ereader"):
        for lang, seed, p in sampled(name, 30):
            log, texts, third = p["scene"], paragraphs(p), p["cast"][2]["name"]
            assert len(log) == len(texts), (lang, seed)
            slots = [e.get("slot") for e in log]
            assert ("nv_enter" in slots) <= p["enters"], (lang, seed)
            if "nv_enter" not in slots:
                continue
            entered += 1
            for k, (e, t) in enumerate(zip(log, texts, strict=True)):
                if third in t:  # only the matter, the entrance and the third's own line
                    assert e.get("slot") in ("matter", "nv_enter", "nv_third"), (
                        lang, seed, k, t)
    assert entered > 20, entered


def test_every_line_has_a_known_speaker() -> None:
    for name in ("book_page", "ereader"):
        for lang, seed, p in sampled(name, 30):
            spoke: set[str] = set()
            prev: dict = {}
            for k, e in enumerate(p["scene"]):
                if e["kind"] == "line":
                    if not e["tagged"]:
                        assert e["who"] in spoke, (lang, seed, k)
                        assert prev.get("kind") == "line" and prev["tagged"], (lang, seed, k)
                        assert prev["who"] == e["to"] and prev["to"] == e["who"], (
                            lang, seed, k)
                    spoke.add(e["who"])
                prev = e
