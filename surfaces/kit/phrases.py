"""Phrases a careful writer would not repeat (the engine's generator.content.phrases, which
Content.sentences also uses to draw a paragraph that says nothing twice)."""

from __future__ import annotations

from generator.content.phrases import (
                                       DRAFTING_WORDS,
                                       FUNCTION_WORDS,
                                       content_word,
                                       defined_terms,
                                       repeated_phrase,
                                       repeated_phrases,
)

__all__ = ["DRAFTING_WORDS", "FUNCTION_WORDS", "content_word", "defined_terms",
           "repeated_phrase", "repeated_phrases"]
