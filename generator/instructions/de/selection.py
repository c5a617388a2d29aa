"""German templates of the selection (drag) categories (semantics: en/selection.py).
"markieren" / "auswählen" with the reference in the accusative (forms.Form); a range is
"von „X“ bis „Y“"."""

from generator.instructions.de.forms import Form, forms
from generator.instructions.de.invoice import PHRASES as _INVOICE

SUBSTRING = {
    "decimals": ["die Nachkommastellen von {host}", "nur die Ziffern hinter dem Komma in {host}"],
    "domain": ["die Domain der E-Mail-Adresse {host}", "der Domainteil von {host}",
               "die Domain in {host}"],
    "extension": ["die Dateiendung von {host} (ohne Punkt)",
                  "die Endung des Dateinamens {host}, ohne den Punkt"],
    "part": ["nur {sub} in {host}", "der Wortteil {sub} in {host}",
             "nur den Teil {sub} von {host}"],
}
FIELDS = {name: list(phrases) for name, phrases in _INVOICE.items()}


def _acc(ref: str) -> list[Form]:
    return forms([
        f"Markiere {{{ref}}}.",
        f"Markiere {{{ref}}}, indem du mit der Maus darüberziehst.",
        f"Wähle {{{ref}}} mit der Maus aus.",
        f"Bitte markieren Sie {{{ref}}}.",
        f"Ziel: {{{ref}}} markieren",
        f"Könntest du {{{ref}}} markieren?",
    ], **{ref: "acc"})


TEMPLATES = {
    "select_word": _acc("word") + [
        Form("Ziehe die Maus über {word} und markiere so den Text.", word="acc"),
        Form("Markiere {word} vom ersten bis zum letzten Buchstaben.", word="acc"),
    ],
    "select_range": [
        "Markiere den Text von {qa} bis {qb}.",
        "Wähle alles von {qa} bis einschließlich {qb} aus.",
        "Ziehe die Maus von {qa} bis {qb}, um den Text zu markieren.",
        "Bitte markieren Sie den Abschnitt von {qa} bis {qb}.",
        "Ziel: Auswahl von {qa} bis {qb}",
        "Könntest du die Wörter von {qa} bis {qb} markieren, beide eingeschlossen?",
    ],
    "select_sentence": _acc("sentence") + [
        Form("Markiere {sentence} vollständig, mit dem Satzzeichen am Ende.",
             sentence="acc"),
    ],
    "select_line": _acc("line") + [
        Form("Markiere {line} vollständig.", line="acc"),
    ],
    "select_paragraph": _acc("para") + [
        Form("Markiere {para} mit allen Zeilen.", para="acc"),
    ],
    "select_substring": _acc("substring") + [
        Form("Markiere {substring} und sonst nichts.", substring="acc"),
    ],
    "select_field_value": _acc("field") + [
        Form("Markiere {field} (nur den Wert, nicht die Beschriftung).", field="acc"),
    ],
}
