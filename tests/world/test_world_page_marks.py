"""Marks on a page's prose read as one writer's: each name styled once, never the page's
own subject, one emphasis kind for names (review 2: "Memphis" linked everywhere in the
Memphis article, "Arezzo" linked in its own article, *Ravenna* and **Ravenna** on one page)."""

from __future__ import annotations

import re
from typing import Any

from surfaces.kit.prose import EMPHASIS, page_marks
from tests.world.world_helpers import sampled


def _pairs(name: str, p: dict[str, Any]) -> list[tuple[str, list[list[Any]]]]:
    if name == "website_article":
        return list(zip(p["texts"], p["marks"], strict=True))
    if name == "wikipedia":
        lead = list(zip(p["lead"], p["lead_marks"], strict=True))
        lead[0] = (lead[0][0], lead[0][1][1:])  # the title's bold in its first words
        return lead + [(t, m) for s in p["sections"]
                       for t, m in zip(s["texts"], s["marks"], strict=True)]
    if name == "pdf_viewer":
        return [(t, m) for s in p["sections"] for t, m in zip(s["texts"], s["marks"],
                                                              strict=True)]
    if name == "press_release":
        return list(zip(p["texts"], p["marks"], strict=True))
    if name == "docs_site":
        out = []
        for b in [b for s in p["sections"] for b in s["blocks"]]:
            out += [(b[1], b[2])] if b[0] == "p" else [tuple(x) for x in b[1]] \
                if b[0] == "steps" else []
        return out
    return [(b["text"], b["marks"]) for b in p["blocks"]]


def _subject(name: str, p: dict[str, Any]) -> str:
    if name == "package_registry":
        return p["name"]
    if name == "wikipedia":
        return p["city"]
    return {"press_release": p.get("company", ""), "docs_site": p.get("product", ""),
            "website_article": p.get("town", ""), "pdf_viewer": p.get("town", "")}[name]


def test_names_styled_once_never_the_subject_one_kind() -> None:
    for name in ("website_article", "wikipedia", "pdf_viewer", "package_registry",
                 "press_release", "docs_site"):
        for _lang, _seed, p in sampled(name, 30):
            styled: list[str] = []
            kinds: set[str] = set()
            for text, marks in _pairs(name, p):
                for a, b, kind, _c in marks:
                    span = text[a:b].casefold()
                    if any(ch.isdigit() for ch in span) or kind == "code":
                        continue
                    if name == "docs_site" and kind == "link":
                        continue  # each "see Installation" links its page (test_world_h_chrome)
                    assert span not in styled, (name, _lang, _seed, span)
                    styled.append(span)
                    kinds |= {kind} & set(EMPHASIS)
                    subject = _subject(name, p).casefold()
                    assert not subject or not re.search(
                        r"(?<![\w'’-])" + re.escape(subject) + r"(?![\w'’-])", span), (
                        name, _lang, _seed, span)
            assert len(kinds) <= 1, (name, _lang, _seed, kinds)


def test_page_marks_drops_subject_and_repeats() -> None:
    text = "Ravenna and Ravenna met Anna and Anna in Bologna."
    marks = [[0, 7, "link", ""], [12, 19, "bold", ""], [24, 28, "italic", ""],
             [33, 37, "bold", ""], [41, 48, "bold", ""]]
    page_marks([(text, marks)], ["Ravenna"])
    assert [(text[a:b], k) for a, b, k, _ in marks] == [("Anna", "italic"),
                                                         ("Bologna", "italic")]
