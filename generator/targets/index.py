"""Look-ups over a page's geometry that several samplers share (computed once per page)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import cached_property

from generator.geometry import PageGeometry, Word

BODY_ROLES = ("prose", "text", "code")


@dataclass
class PageIndex:
    geo: PageGeometry
    _cache: dict = field(default_factory=dict)

    @cached_property
    def word_counts(self) -> Counter[str]:
        """How often each word occurs on the whole page, case-folded (chrome included)."""
        return Counter(w.text.casefold() for w in self.geo.words)

    def role(self, word: Word) -> str:
        return self.geo.blocks[word.block].role

    def is_whole(self, word: Word) -> bool:
        """False for a word cut by an ellipsis or without ink."""
        end = word.glyphs[1]
        line_end = self.geo.lines[word.line].glyphs[1]
        if end < line_end and self.geo.glyphs[end].char == "…":
            return False
        return all(self.geo.glyphs[i].ink is not None for i in range(*word.glyphs))

    def words_with_role(self, roles: tuple[str, ...]) -> list[Word]:
        return [w for w in self.geo.words if self.role(w) in roles and self.is_whole(w)]

    def unique(self, word: Word) -> bool:
        return self.word_counts[word.text.casefold()] == 1
