"""Inline text styles and styled spans, the input of the layout engine."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

RGB = tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class Style:
    """How a span is drawn. Every flag is recorded in the geometry, so the instruction
    qualifiers (bold, link, coloured red, ...) can be checked against it."""

    family: str
    size: int
    color: RGB
    bold: bool = False
    italic: bool = False
    underline: bool = False
    strike: bool = False
    link: bool = False
    code: bool = False
    faded: bool = False
    highlight: RGB | None = None
    color_name: str = ""  # palette name when the span is deliberately coloured
    script: int = 0  # 1 superscript, -1 subscript

    def but(self, **changes: Any) -> Style:
        return replace(self, **changes)

    def record(self, actual_family: str, actual_style: str) -> dict[str, Any]:
        """The style as stored in the geometry, with the face that was really used."""
        return {
            "family": actual_family,
            "size": self.size,
            "color": list(self.color),
            "bold": "bold" in actual_style,
            "italic": "italic" in actual_style,
            "underline": self.underline,
            "strike": self.strike,
            "link": self.link,
            "code": self.code,
            "faded": self.faded,
            "highlight": list(self.highlight) if self.highlight else None,
            "color_name": self.color_name,
            "script": self.script,
        }


@dataclass(frozen=True, slots=True)
class Span:
    text: str
    style: Style


def plain(text: str, style: Style) -> list[Span]:
    return [Span(text, style)]
