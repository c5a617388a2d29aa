"""Shared by the line-breaking tests: the text a block's lines spell."""

from __future__ import annotations


def rejoined(text: str, lines: list[str]) -> str:
    """The text the lines spell: a break at a space drops that space, a break inside a word
    (at its own hyphen, or at a syllable with an added hyphen) drops nothing but that hyphen."""
    out = ""
    for line in lines:
        assert line == line.strip(" "), lines  # no space inserted or left at a line's edge
        if out and text.startswith(out + " "):
            out += " "
        rest = text[len(out):]
        out += line if rest.startswith(line) or not line.endswith("-") else line[:-1]
    return out
