"""Phrases a careful writer would not repeat (the engine's generator.content.phrases, which
Content.sentences also uses to draw a paragraph that says nothing twice)."""

from __future__ import annotations

from generator.content.phrases import (
                                       FUNCTION_WORDS,
                                       content_word,
                                       repeated_phrase,
                                       repeated_phrases,
)

__all__ = ["FUNCTION_WORDS", "content_word", "repeated_phrase", "repeated_phrases"]
