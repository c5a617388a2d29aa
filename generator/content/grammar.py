"""The small template grammar of running text: alternatives inside a sentence template.

A content template may hold alternatives ``{a|b|c}`` (one is drawn; an option may be empty,
``{|very }``, and may hold slots or further alternatives), beside the slots ``{name}``
that the content provider fills. ``expand(template, rng)`` draws every alternative from
the example's content stream and returns a template holding only slots; ``variants``
counts how many distinct texts a template can give (slot sizes supplied by the caller),
which is how the README's estimate of each language's sentence space is computed.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np


class GrammarError(ValueError):
    """A template whose braces do not balance."""


def _parts(template: str) -> list[tuple[str, str]]:
    """The template as ("text", s) and ("group", inside-the-braces) pieces, top level."""
    out, depth, start, text_start = [], 0, 0, 0
    for i, ch in enumerate(template):
        if ch == "{":
            if depth == 0:
                if i > text_start:
                    out.append(("text", template[text_start:i]))
                start = i + 1
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth < 0:
                raise GrammarError(f"unbalanced '}}' in {template!r}")
            if depth == 0:
                out.append(("group", template[start:i]))
                text_start = i + 1
    if depth:
        raise GrammarError(f"unbalanced '{{' in {template!r}")
    if text_start < len(template):
        out.append(("text", template[text_start:]))
    return out


def _options(inside: str) -> list[str]:
    """``inside`` split at its top-level '|' (a slot has no '|': one option)."""
    out, depth, start = [], 0, 0
    for i, ch in enumerate(inside):
        depth += (ch == "{") - (ch == "}")
        if ch == "|" and depth == 0:
            out.append(inside[start:i])
            start = i + 1
    out.append(inside[start:])
    return out


def expand(template: str, rng: np.random.Generator) -> str:
    """``template`` with every alternative drawn; slots are left for the provider."""
    if "|" not in template:
        return template
    out = []
    for kind, piece in _parts(template):
        if kind == "text":
            out.append(piece)
            continue
        options = _options(piece)
        if len(options) == 1:
            out.append("{" + piece + "}")  # a slot
        else:
            out.append(expand(options[int(rng.integers(len(options)))], rng))
    return "".join(out)


def variants(template: str, slot_size: Callable[[str], int]) -> int:
    """How many distinct texts ``template`` can give: alternatives add up, the pieces of
    one sequence multiply, a slot counts ``slot_size(name)`` values."""
    total = 1
    for kind, piece in _parts(template):
        if kind == "text":
            continue
        options = _options(piece)
        if len(options) == 1:
            total *= max(1, slot_size(piece))
        else:
            total *= sum(variants(option, slot_size) for option in options)
    return total
