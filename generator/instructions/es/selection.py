"""Spanish templates of the selection (drag) categories (semantics: en/selection.py).
"Selecciona" / "resalta"; a range is "desde «X» hasta «Y»"."""

from generator.instructions.es.invoice import PHRASES as _INVOICE

SUBSTRING = {
    "decimals": ["los decimales de {host}", "las cifras después de la coma en {host}"],
    "domain": ["el dominio de la dirección de correo {host}", "el dominio de {host}"],
    "extension": ["la extensión del archivo {host}, sin el punto",
                  "la extensión de {host} (sin el punto)"],
    "part": ["solo {sub} en {host}", "la parte {sub} de la palabra {host}",
             "únicamente {sub} dentro de {host}"],
}
FIELDS = {name: list(phrases) for name, phrases in _INVOICE.items()}


def _select(ref: str) -> list[str]:
    return [
        f"Selecciona {{{ref}}}.",
        f"Resalta {{{ref}}} arrastrando el ratón por encima.",
        f"Seleccione {{{ref}}} con el ratón.",
        f"Por favor, selecciona {{{ref}}}.",
        f"Objetivo: seleccionar {{{ref}}}",
        f"¿Podrías resaltar {{{ref}}}?",
    ]


TEMPLATES = {
    "select_word": _select("word"),
    "select_range": [
        "Selecciona el texto desde {qa} hasta {qb}.",
        "Resalta todo lo que va desde {qa} hasta {qb}, ambos incluidos.",
        "Arrastra el ratón desde {qa} hasta {qb} para seleccionar el fragmento.",
        "Por favor, seleccione el pasaje desde {qa} hasta {qb}.",
        "Objetivo: selección desde {qa} hasta {qb}",
        "¿Podrías seleccionar las palabras desde {qa} hasta {qb}?",
    ],
    "select_sentence": _select("sentence") + ["Selecciona {sentence} entera."],
    "select_line": _select("line") + ["Selecciona {line} completa."],
    "select_paragraph": _select("para") + ["Selecciona {para} completo."],
    "select_substring": _select("substring") + ["Selecciona {substring} y nada más."],
    "select_field_value": _select("field") + [
        "Selecciona {field} (solo el valor, no la etiqueta).",
    ],
}
