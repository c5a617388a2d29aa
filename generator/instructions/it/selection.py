"""Italian templates of the selection (drag) categories (semantics: en/selection.py).
"Seleziona" / "evidenzia"; a range is "da «X» a «Y»"."""

from generator.instructions.it.invoice import PHRASES as _INVOICE

SUBSTRING = {
    "decimals": ["i decimali di {host}", "le cifre dopo la virgola in {host}"],
    "domain": ["il dominio dell'indirizzo e-mail {host}", "il dominio di {host}"],
    "extension": ["l'estensione del file {host}, senza il punto",
                  "l'estensione di {host} (senza il punto)"],
    "part": ["solo {sub} in {host}", "la parte {sub} della parola {host}",
             "soltanto {sub} dentro {host}"],
}
FIELDS = {name: list(phrases) for name, phrases in _INVOICE.items()}


def _select(ref: str) -> list[str]:
    return [
        f"Seleziona {{{ref}}}.",
        f"Evidenzia {{{ref}}} trascinandoci sopra il mouse.",
        f"Selezioni {{{ref}}} con il mouse.",
        f"Per favore, seleziona {{{ref}}}.",
        f"Obiettivo: selezionare {{{ref}}}",
        f"Potresti evidenziare {{{ref}}}?",
    ]


TEMPLATES = {
    "select_word": _select("word"),
    "select_range": [
        "Seleziona il testo da {qa} a {qb}.",
        "Evidenzia tutto da {qa} fino a {qb} compreso.",
        "Trascina il mouse da {qa} a {qb} per selezionare il passaggio.",
        "Per favore, selezioni il brano da {qa} a {qb}.",
        "Obiettivo: selezione da {qa} a {qb}",
        "Potresti selezionare le parole da {qa} fino a {qb}, entrambe incluse?",
    ],
    "select_sentence": _select("sentence") + ["Seleziona tutta {sentence}."],
    "select_line": _select("line") + ["Seleziona tutta {line}."],
    "select_paragraph": _select("para") + ["Seleziona tutto {para}."],
    "select_substring": _select("substring") + ["Seleziona {substring} e nient'altro."],
    "select_field_value": _select("field") + [
        "Seleziona {field} (solo il valore, non l'etichetta).",
    ],
}
