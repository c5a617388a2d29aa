"""French templates of the selection (drag) categories (semantics: en/selection.py).
"Sélectionnez" / "surlignez"; a range is "de « X » à « Y »"."""

from generator.instructions.fr.invoice import PHRASES as _INVOICE

SUBSTRING = {
    "decimals": ["les chiffres après la virgule dans {host}", "la partie décimale de {host}"],
    "domain": ["le domaine de l'adresse e-mail {host}", "le nom de domaine dans {host}"],
    "extension": ["l'extension du fichier {host}, sans le point",
                  "l'extension de {host} (sans le point)"],
    "part": ["uniquement {sub} dans {host}", "la partie {sub} du mot {host}",
             "seulement {sub} dans {host}"],
}
FIELDS = {name: list(phrases) for name, phrases in _INVOICE.items()}


def _select(ref: str) -> list[str]:
    return [
        f"Sélectionnez {{{ref}}}.",
        f"Surlignez {{{ref}}} en faisant glisser la souris dessus.",
        f"Sélectionne {{{ref}}} à la souris.",
        f"Veuillez sélectionner {{{ref}}}.",
        f"Cible : sélectionner {{{ref}}}",
        f"Pourriez-vous surligner {{{ref}}} ?",
    ]


TEMPLATES = {
    "select_word": _select("word"),
    "select_range": [
        "Sélectionnez le texte de {qa} à {qb}.",
        "Surlignez tout, de {qa} jusqu'à {qb} inclus.",
        "Faites glisser la souris de {qa} à {qb} pour sélectionner le passage.",
        "Veuillez sélectionner le passage qui va de {qa} à {qb}.",
        "Cible : sélection de {qa} à {qb}",
        "Pourrais-tu sélectionner les mots de {qa} à {qb}, tous deux compris ?",
    ],
    "select_sentence": _select("sentence") + ["Sélectionnez toute {sentence}."],
    "select_line": _select("line") + ["Sélectionnez toute {line}."],
    "select_paragraph": _select("para") + ["Sélectionnez {para} en entier."],
    "select_substring": _select("substring") + ["Sélectionnez {substring} et rien d'autre."],
    "select_field_value": _select("field") + [
        "Sélectionnez {field} (la valeur seulement, sans son libellé).",
    ],
}
