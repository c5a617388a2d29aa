"""h_r77: the quoted context that tells a word apart is a unit a reader would quote: a phrase
never ends on an article or a preposition and never starts inside a phrase ("en la expresión
«lección va»", r77 0004), and a neighbour named alone is a content word, never "the" ("the
text "to" that precedes "the"", r77 0010); in every language."""

from __future__ import annotations

import pytest
from page_targets import page_targets

from generator.content.phrases import FUNCTION_WORDS

LANGS = ("en", "de", "fr", "es", "it", "nl")
SURFACES = ["course_platform", "email_compose", "website_article", "word_processor",
            "book_page", "wikipedia"]
CATEGORIES = ["word_center", "caret_between_chars", "caret_before_word", "word_bbox"]


def _function(word: str) -> bool:
    return word.casefold().strip("'’") in FUNCTION_WORDS


def _phrase_edges(geo, text: str) -> tuple[bool, bool] | None:
    """(starts a clause or opens on a function word, ends a clause or on a content word) of
    the one run of words spelling ``text``."""
    words = geo.words
    for a in range(len(words)):
        for b in range(a, min(a + 6, len(words))):
            span = "".join(geo.glyphs[i].char for i in range(words[a].glyphs[0],
                                                             words[b].glyphs[1]))
            if " ".join(span.split()) != text:
                continue
            before = "".join(geo.glyphs[i].char for i in range(words[a - 1].glyphs[1],
                                                               words[a].glyphs[0])) if a else ""
            after = "".join(geo.glyphs[i].char for i in range(
                words[b].glyphs[1], words[b + 1].glyphs[0])) if b + 1 < len(words) else ""
            starts = not a or words[a - 1].line != words[a].line or bool(before.strip())
            ends = b + 1 >= len(words) or words[b + 1].line != words[b].line \
                or bool(after.strip())
            return starts or _function(words[a].text), ends or not _function(words[b].text)
    return None


@pytest.mark.parametrize("lang", LANGS)
def test_quoted_contexts_are_whole_phrases(lang: str) -> None:
    phrases = neighbours = 0
    slots = [(name, lang, CATEGORIES[k % len(CATEGORIES)])
             for k, name in enumerate(SURFACES * 3)]
    for _, _, name, lang, geo, target in page_targets(slots, 77077, 8):
        word = target.ref.get("word")
        for q in (word if isinstance(word, dict) else target.ref).get("qualifiers", []):
            if q["type"] in ("after", "before"):
                neighbours += 1
                assert not _function(q["text"]), (name, lang, q)
            elif q["type"] == "phrase" and not q.get("label"):
                edges = _phrase_edges(geo, q["text"])
                if edges is not None:
                    phrases += 1
                    assert all(edges), (name, lang, q["text"], edges)
    assert phrases + neighbours >= 3, (lang, phrases, neighbours)
