"""A licence names what it licenses: the first mention of "the software" in most sentences
becomes the product's name ("You may not decompile Harbor ..."), with the preposition each
language contracts with it ("du logiciel" -> "de Harbor", "d'Aurora")."""

from __future__ import annotations

import re

import numpy as np

# (pattern, replacement; {a} is the product) tried in order, the earliest match is used
_RULES: dict[str, list[tuple[str, str]]] = {
    "en": [(r"\b[Tt]he [Ss]oftware\b", "{a}"), (r"\b[Tt]his [Ss]oftware\b", "{a}")],
    "de": [(r"\b[Dd]ie Software\b", "{a}")],
    "fr": [(r"\bdu logiciel\b", "{de} {a}"), (r"\bau logiciel\b", "à {a}"),
           (r"\b[Ll]e logiciel\b", "{a}")],
    "es": [(r"\bdel software\b", "de {a}"), (r"\bal software\b", "a {a}"),
           (r"\b[Ee]l software\b", "{a}"), (r"\b[Ee]ste software\b", "{a}")],
    "it": [(r"\bdel software\b", "di {a}"), (r"\bal software\b", "a {a}"),
           (r"\bdal software\b", "da {a}"), (r"\bnel software\b", "in {a}"),
           (r"\b[Ii]l software\b", "{a}")],
    "nl": [(r"\b[Dd]e software\b", "{a}"), (r"\b[Dd]eze software\b", "{a}")],
}

_SPLIT = re.compile(r"(?<=[.!?])\s+")


def name_product(rng: np.random.Generator, lang: str, texts: list[str], app: str,
                 rate: float = 0.8) -> list[str]:
    """``texts`` with the first "the software" of most sentences naming ``app``."""
    de = "d'" if app[:1].lower() in "aeiouhâéèêîôû" else "de"
    rules = _RULES.get(lang, [])
    out = []
    for text in texts:
        sentences = []
        for s in _SPLIT.split(text):
            hits = [(m.start(), pat, rep) for pat, rep in rules if (m := re.search(pat, s))]
            if hits and rng.random() < rate:
                _, pat, rep = min(hits)
                rep = rep.replace("{de} ", de if de.endswith("'") else de + " ")
                s = re.sub(pat, rep.replace("{a}", app), s, count=1)
                s = s[:1].upper() + s[1:]
            sentences.append(s)
        out.append(" ".join(sentences))
    return out
