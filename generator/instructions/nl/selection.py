"""Dutch templates of the selection (drag) categories (semantics: en/selection.py).
"Selecteer" / "markeer"; a range is "van 'X' tot en met 'Y'"."""

from generator.instructions.nl.invoice import PHRASES as _INVOICE

SUBSTRING = {
    "decimals": ["de cijfers achter de komma in {host}", "de decimalen van {host}"],
    "domain": ["het domein van het e-mailadres {host}", "de domeinnaam in {host}"],
    "extension": ["de bestandsextensie van {host}, zonder de punt",
                  "de extensie van {host} (zonder punt)"],
    "part": ["alleen {sub} in {host}", "het woorddeel {sub} in {host}",
             "enkel {sub} binnen {host}"],
}
FIELDS = {name: list(phrases) for name, phrases in _INVOICE.items()}


def _select(ref: str) -> list[str]:
    return [
        f"Selecteer {{{ref}}}.",
        f"Markeer {{{ref}}} door er met de muis overheen te slepen.",
        f"Selecteer met de muis {{{ref}}}.",
        f"Wilt u {{{ref}}} selecteren?",
        f"Doel: {{{ref}}} selecteren",
        f"Kun je {{{ref}}} markeren?",
    ]


TEMPLATES = {
    "select_word": _select("word"),
    "select_range": [
        "Selecteer de tekst van {qa} tot en met {qb}.",
        "Markeer alles van {qa} tot en met {qb}.",
        "Sleep met de muis van {qa} tot en met {qb} om de passage te selecteren.",
        "Wilt u de passage van {qa} tot en met {qb} selecteren?",
        "Doel: selectie van {qa} tot en met {qb}",
        "Kun je de woorden van {qa} tot en met {qb} markeren?",
    ],
    "select_sentence": _select("sentence") + ["Selecteer {sentence} helemaal."],
    "select_line": _select("line") + ["Selecteer {line} volledig."],
    "select_paragraph": _select("para") + ["Selecteer {para} met alle regels."],
    "select_substring": _select("substring") + ["Selecteer {substring} en verder niets."],
    "select_field_value": _select("field") + [
        "Selecteer {field} (alleen de waarde, niet het label).",
    ],
}
