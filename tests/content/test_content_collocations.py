"""Verbs take the preposition a native speaker gives them: fr « encouragé à réduire », not
« encouragé de réduire » (review w12, patient_record); it « aiutare a », es « animar a »,
en "encouraged to". Every language's content toml is scanned for the known wrong pairs; a
hit fails naming the file and key. An alternation is seen through: "{Conseillé|Encouragé}
de" pairs "Encouragé" with "de" as the page would."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator
from pathlib import Path

LOCALES = Path(__file__).resolve().parents[2] / "generator" / "locales"

# a verb, then (through the rest of an alternation "|…}") the wrong preposition
_THROUGH = r"(?:(?:\|[^{}|]*)*\})?\s+"  # (not into a sibling: "{discuss|talk about}")
WRONG: dict[str, list[str]] = {
    "fr": [r"\bencourag(?:e|er|é|ée|és|ées|eons|ez|ent|eait|eant)" + _THROUGH + r"(?:de|d[’'])",
           r"\bincit(?:e|er|é|ée|és|ées|ons|ez|ent)" + _THROUGH + r"(?:de|d[’'])\s*\w+(?:er|ir|re)\b",
           r"\baid(?:er|é|ée|és|ées|ons|ez)" + _THROUGH + r"(?:de|d[’'])\s*\w+(?:er|ir|re)\b",
           r"\bpalli(?:er|e|ons|ez|ent|é)" + _THROUGH + r"(?:à|au|aux)\b"],
    "it": [r"\bincoraggiat[oaie]" + _THROUGH + r"d[i']",
           r"\baiut(?:are|ato|ata|ati|ate|iamo)" + _THROUGH + r"di\b"],
    "es": [r"\banim(?:ar|ado|ada|ados|adas|amos)" + _THROUGH + r"de\s+\w+(?:ar|er|ir)\b",
           # dequeísmo: "creo de que"
           r"\b(?:pienso|creo|opino|considero|creemos|pensamos)" + _THROUGH + r"de que\b"],
    "en": [r"\bencouraged" + _THROUGH + r"on\b", r"\bencouraged" + _THROUGH + r"of\b",
           r"\bdiscuss(?:es|ed|ing)?" + _THROUGH + r"about\b",
           r"\bemphasi[sz](?:e|es|ed|ing)" + _THROUGH + r"on\b"],
    "de": [r"\bermutigt" + _THROUGH + r"(?:für|auf)\s+\w+en\b"],
    "nl": [r"\baangemoedigd" + _THROUGH + r"tot\s+\w+en\b"],
}


def _strings(value: object, key: str) -> Iterator[tuple[str, str]]:
    if isinstance(value, str):
        yield key, value
    elif isinstance(value, list):
        for k, v in enumerate(value):
            yield from _strings(v, f"{key}[{k}]")
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _strings(v, f"{key}.{k}" if key else str(k))


def hits(lang: str, text: str) -> list[str]:
    """The wrong verb + preposition pairs of ``text`` in ``lang``."""
    return [m.group(0) for rx in WRONG.get(lang, []) for m in re.finditer(rx, text, re.I)]


def test_the_reviewers_collocation_is_caught() -> None:
    assert hits("fr", "Encouragé de réduire les portions")
    assert hits("fr", "{Conseillé|Encouragé} de {réduire le sucre|marcher}")
    assert hits("fr", "{Encouragé|Conseillé} de réduire")
    assert not hits("fr", "Encouragé à réduire les portions")
    assert hits("it", "Incoraggiato di camminare") and hits("es", "Le animamos de venir")
    assert hits("en", "We {discussed|talked} about it") and hits("es", "Creo de que sí")
    assert not hits("en", "We discussed the plan")
    assert not hits("en", "We {discuss|talk about} the plan")


def test_no_wrong_verb_preposition_pairs_in_any_language() -> None:
    found = []
    for lang in WRONG:
        for path in sorted((LOCALES / lang / "content").glob("*.toml")):
            data = tomllib.loads(path.read_text(encoding="utf-8"))
            for key, text in _strings(data, ""):
                for h in hits(lang, text):
                    found.append(f"{path.relative_to(LOCALES)} {key}: {h!r}")
    assert not found, "\n".join(found)
