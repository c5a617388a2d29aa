"""h_r90 (review r90): fixes found on seed 90090."""

from __future__ import annotations

import re

from tests.world.world_helpers import sampled


def _strings(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, (list, tuple)):
        return [s for v in value for s in _strings(v)]
    return []


def test_report_outlook_has_no_dangling_then() -> None:
    """r90 rows 13/14: "The team expects revenue to keep rising then." - the outlook names
    its quarter up front, never a bare "then." at the end of a sentence."""
    seen = 0
    for name in ("word_processor", "markdown_notes"):
        for lang, seed, p in sampled(name, 30):
            if lang != "en":
                continue
            text = " ".join(_strings(p))
            assert not re.search(r"\b(?:rising|growth|result|recovery|revenue|level|again)"
                                 r" then\.", text), (name, seed)
            seen += bool(re.search(r"(?:that quarter|three months), the team", text))
    assert seen > 5


RULE = re.compile(r"\b(characters|Zeichen|caractères|caracteres|caratteri|tekens)\b|(?:^|[.?] )(Choose a|"
                  r"Wählen Sie ein neues|Choisissez|Prenez un mot|Elige una|Usa una|Scegli|"
                  r"Imposta una|Crea una password|Non usare|Evita|Kies geen|"
                  r"(Tu nueva|La) contraseña( nueva)? (no puede|debe))")


def test_password_rules_only_on_the_new_password_step() -> None:
    """r90 0016: the e-mail step's intro said "Your new password must be at least 10
    characters long"; the intro (e-mail and sent steps) never states the rules."""
    seen = 0
    for lang, seed, p in sampled("password_reset", 40):
        for t in p["intro"]:
            assert not RULE.search(t), (lang, seed, t)
            seen += 1
    assert seen >= 200
