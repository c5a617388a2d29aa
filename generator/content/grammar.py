"""The small template grammar of running text: alternatives inside a sentence template.

A content template may hold alternatives ``{a|b|c}`` (one is drawn; an option may be empty,
``{|very }``, and may hold slots or further alternatives), beside the slots ``{name}``
that the content provider fills. ``expand(template, rng)`` draws every alternative from
the example's content stream and returns a template holding only slots; ``variants``
counts how many distinct texts a template can give (slot sizes supplied by the caller),
which is how the README's estimate of each language's sentence space is computed.

Agreement: ``{@slot:masculine|feminine}`` is not an alternative but the form that agrees with
the person a slot names ("{name} est {@name:arrivé|arrivée}", "{@name:il|elle}"). ``expand``
keeps it; the provider resolves it once the slots are filled (``agree``): the nearest value of
``slot`` before the group (else after it; else the value a caller fixed for ``slot``, e.g. the
speaker ``me`` of a message) decides, by the sex its first name has in the locale's name
lists; a name of either sex, or none, takes the masculine (the generic) form. A form holds
no braces. It counts as one variant.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

import numpy as np

AGREE = re.compile(r"\{@(\w+):([^{}|]*)\|([^{}|]*)\}")


SLOT = re.compile(r"\{(\w+)\}")


class GrammarError(ValueError):
    """A template whose braces do not balance."""


@lru_cache(maxsize=1 << 16)  # the locales' templates and their options: parsed once
def _parts(template: str) -> tuple[tuple[str, str], ...]:
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
    return tuple(out)


@lru_cache(maxsize=1 << 16)
def _options(inside: str) -> tuple[str, ...]:
    """``inside`` split at its top-level '|' (a slot has no '|': one option)."""
    out, depth, start = [], 0, 0
    for i, ch in enumerate(inside):
        depth += (ch == "{") - (ch == "}")
        if ch == "|" and depth == 0:
            out.append(inside[start:i])
            start = i + 1
    out.append(inside[start:])
    return tuple(out)


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
        if len(options) == 1 or piece.startswith("@"):
            out.append("{" + piece + "}")  # a slot, or an agreement the provider resolves
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
        if piece.startswith("@"):
            continue  # an agreement: one form per person
        if len(options) == 1:
            total *= max(1, slot_size(piece))
        else:
            total *= sum(variants(option, slot_size) for option in options)
    return total


def fill_slots(template: str, value_of: Callable[[str], str]
               ) -> tuple[str, list[tuple[int, str, str]]]:
    """``template`` (expanded) with each slot replaced by ``value_of(slot)``, in order, and
    the filled slots as (position in the text, slot, value), which ``agree`` reads."""
    pieces: list[str] = []
    values: list[tuple[int, str, str]] = []
    end = 0
    for m in SLOT.finditer(template):
        pieces.append(template[end:m.start()])
        end = m.end()
        value = value_of(m.group(1))
        values.append((sum(map(len, pieces)), m.group(1), value))
        pieces.append(value)
    pieces.append(template[end:])
    return "".join(pieces), values


def agree(text: str, values: list[tuple[int, str, str]], fixed: dict[str, str],
          sex_of: Callable[[str], str | None]) -> str:
    """``text`` with its agreement groups ``{@slot:m|f}`` resolved. ``values`` are the filled
    slots as (position in ``text``, slot, value), in order; ``fixed`` the values a caller gave
    for slots the text need not print (the speaker ``me``); ``sex_of`` a value's "m"/"f"."""
    def form(m: re.Match[str]) -> str:
        slot = m.group(1)
        before = [v for pos, s, v in values if s == slot and pos < m.start()]
        after = [v for pos, s, v in values if s == slot and pos > m.start()]
        value = before[-1] if before else after[0] if after else fixed.get(slot)
        return m.group(3) if value and sex_of(value) == "f" else m.group(2)
    return AGREE.sub(form, text)


def both_forms(m: str, f: str) -> str:
    """A title with both endings on its first word that differs ("Diseñador/a de
    producto", "Enfermero/a")."""
    mw, fw = m.split(" "), f.split(" ")
    if len(mw) != len(fw):
        return f"{m}/{f}"
    for k, (a, b) in enumerate(zip(mw, fw, strict=True)):
        if a != b:
            n = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y),
                     min(len(a), len(b)))
            mw[k] = f"{a}/{b[n:]}"
            break
    return " ".join(mw)


# a word's own abbreviation stop followed by the sentence's ("Lorusso & C. S.r.l..", "Acme
# Inc.."): one stop, never in "..." nor in a path ("cd ..")
_ABBR_STOP = re.compile(r"(?<=[^\W\d_])\.\.(?=[\s\"”»)’]|$)")


def one_full_stop(text: str) -> str:
    """``text`` where a sentence ending in an abbreviation with its own period ("Inc.",
    "S.r.l.", "e.K.", "B.V.") takes no second one (review r95 0003)."""
    return _ABBR_STOP.sub(".", text) if ".." in text else text
