"""Italian instruction templates for the text categories (semantics: en/text.py).

Phrases carry their article; templates fuse it with the preposition per slot (forms.Form:
"Clicca {word}" with word="su" gives "Clicca sulla parola «X»", "sul punto dopo «X»").
Everything that takes an ordinal is feminine, as letters are ("la seconda «e»", "l'ultima
occorrenza di «X»", "la terza cifra «4»").
"""

from generator.instructions.it.forms import Form, forms
from generator.instructions.it.regions import REGIONS

# «…» first; “…” when the text holds an angle quote.
QUOTES = [("\u00ab", "\u00bb"), ("\u00ab", "\u00bb"), ("\u201c", "\u201d")]
CODE_QUOTES = [("`", "`")]

ORDINALS = {1: "prima", 2: "seconda", 3: "terza", 4: "quarta", 5: "quinta", 6: "sesta",
            7: "settima", 8: "ottava", 9: "nona", 10: "decima", -1: "ultima"}

# After the feminine noun "parola" ("la parola sottolineata «X»"); SUFFIX after the quote
# in forms that agree with nothing ("«X» in grassetto", "«X» con sottolineatura").
STYLE_ADJ = {
    "bold": ["in grassetto"],
    "italic": ["in corsivo"],
    "underline": ["sottolineata"],
    "highlight": ["evidenziata"],
    "strike": ["barrata"],
    "link": ["con collegamento"],
    "code": ["in formato codice"],
    "faded": ["in grigio", "sbiadita"],
    "colour": ["di colore {colour}"],
}
STYLE_SUFFIX = {
    "bold": ["in grassetto"],
    "italic": ["in corsivo"],
    "underline": ["con sottolineatura"],
    "highlight": ["con evidenziazione", "con sfondo evidenziato"],
    "strike": ["con barratura"],
    "link": ["nel link", "che è un link"],
    "code": ["in formato codice", "scritto come codice"],
    "faded": ["in grigio", "in grigio chiaro"],
    "colour": ["in {colour}", "di colore {colour}"],
}
COLOURS = {"red": "rosso", "green": "verde", "blue": "blu", "orange": "arancione",
           "purple": "viola", "teal": "verde acqua"}

CHAR_NOUNS = {"letter": "lettera", "digit": "cifra"}
MARKS = {
    ".": ["il punto"],
    ",": ["la virgola"],
    ":": ["i due punti"],
    ";": ["il punto e virgola"],
    "!": ["il punto esclamativo"],
    "?": ["il punto interrogativo"],
    "\u2026": ["i puntini di sospensione"],
}

PHRASES = {
    "word": ["la parola {q}", "{q}", "la scritta {q}"],
    "word_style": ["la parola {adj} {q}", "la parola {q} {suffix}", "{q} {suffix}"],
    "word_ordinal": ["la {ord} occorrenza di {q}", "la {ord} {q}",
                     "la {ord} occorrenza della parola {q}"],
    "char": [Form("la {cx} {word}", word="in"), Form("la {noun} {c} {word}", word="di"),
             Form("la {cx} {word}", word="di")],
    "char_ordinal": [Form("la {ord} {cx} {word}", word="in"),
                     Form("la {ord} {noun} {c} {word}", word="di"),
                     Form("la {ord} {cx} {word}", word="di")],
    "mark": ["{name} dopo {word}", "{name} subito dopo {word}",
             "{name} immediatamente dopo {word}"],
    "pair": ["{q} e {q2}", "le parole {q} e {q2}"],
    "line_start": ["la riga che inizia con {q}", "la riga che comincia con {q}"],
    "line_end": ["la riga che finisce con {q}", "la riga che termina con {q}"],
    "para_start": ["il paragrafo che inizia con {q}", "il paragrafo che comincia con {q}"],
    "para_end": ["il paragrafo che finisce con {q}", "il paragrafo che termina con {q}"],
    "sentence_start": ["la frase che inizia con {q}", "la frase che comincia con {q}"],
    "sentence_end": ["la frase che finisce con {q}", "la frase che termina con {q}"],
    "gap": ["la riga vuota tra {para1} e {para2}", "la riga bianca tra {para1} e {para2}"],
    "gap_after": ["la riga vuota dopo {para1}", "la riga vuota sotto {para1}"],
    "gap_before": [Form("la riga vuota prima {para2}", para2="di"),
                   "la riga vuota sopra {para2}"],
}

# Trailing qualifiers; regions carry their own preposition ("nella barra laterale").
QUALIFIERS = {
    "sentence": ["nella frase {s}"],
    "phrase": ["nell'espressione {s}", "nel passaggio {s}"],
    "after": ["subito dopo {s}", "che segue {s}"],
    "before": ["subito prima di {s}", "che precede {s}"],
    "after_clause": ["che segue {s}", "che viene subito dopo {s}"],
    "before_clause": ["che precede {s}", "che viene subito prima di {s}"],
    "region": ["{region}"],
    "message": ["nel messaggio di {name}", "nella mail di {name}"],
}

FORMATS = [
    " nel formato [x1, y1, x2, y2]",
    " come x1, y1, x2, y2",
    " (angolo in alto a sinistra e poi in basso a destra)",
    " indicando l'angolo in alto a sinistra e quello in basso a destra",
]


def _click(ref: str) -> list[Form]:
    slot = "{" + ref + "}"
    on = {ref: "su"}
    return [
        Form(f"Clicca {slot}.", **on),
        Form(f"Fai clic {slot}.", **on),
        Form(f"Per favore, clicca {slot}.", **on),
        Form(f"Trova {slot} e cliccaci sopra."),
        Form(f"Obiettivo: {slot}"),
        Form(f"Indica {slot} con il puntatore."),
        Form(f"Potresti fare clic {slot}?", **on),
        Form(f"Tocca {slot} sullo schermo."),
        Form(f"Faccia clic {slot}.", **on),
        Form(f"Riesci a indicare {slot}?"),
    ]


def _bbox(ref: str) -> list[Form]:
    of, slot = {ref: "di"}, "{" + ref + "}"
    return [
        Form(f"Restituisci il riquadro di delimitazione {slot}.", **of),
        Form(f"Indica il riquadro di delimitazione {slot}{{fmt}}.", **of),
        Form(f"Disegna un riquadro attorno {slot}.", **{ref: "a"}),
        Form(f"Qual è il riquadro di delimitazione {slot}? Rispondi{{fmt}}.", **of),
        Form(f"Obiettivo: riquadro di delimitazione {slot}", **of),
        Form(f"Per favore, indica il rettangolo che racchiude {slot}{{fmt}}."),
        Form(f"Potresti evidenziare {slot} con un riquadro di delimitazione?"),
        Form(f"Fornisci le coordinate {slot}{{fmt}}.", **of),
    ]


TEMPLATES = {
    "word_center": _click("word") + [
        Form("Seleziona {word} facendo clic al centro."),
    ],
    "char_center": _click("char") + [
        Form("Fai clic esattamente {char}.", char="su"),
    ],
    "punctuation": _click("mark") + [
        Form("Fai clic con precisione {mark}.", mark="su"),
    ],
    "structural_text": _click("word") + [
        Form("Seleziona {word} con un solo clic."),
    ],
    "chrome_label": _click("word") + [
        Form("Seleziona {word} con un solo clic."),
        Form("Attiva {word}."),
    ],
    "caret_before_word": forms([
        "Posiziona il cursore subito prima {word}.",
        "Metti il cursore di testo immediatamente prima {word}.",
        "Clicca subito prima {word} per mettere lì il cursore.",
        "Obiettivo: cursore prima {word}",
        "Per favore, posiziona il punto di inserimento subito prima {word}.",
        "Potresti mettere il cursore subito prima {word}?",
        "Sposta il cursore nella posizione subito prima {word}.",
        "Clicca all'inizio {word}, prima della sua prima lettera.",
    ], word="di") + [
        Form("Dove andrebbe il cursore per scrivere davanti {word}? Clicca lì.", word="a"),
    ],
    "caret_after_word": [
        Form("Posiziona il cursore subito dopo {word}."),
        Form("Metti il cursore di testo immediatamente dopo {word}."),
        Form("Clicca subito dopo {word} per mettere lì il cursore."),
        Form("Dove andrebbe il cursore per continuare a scrivere dopo {word}? Clicca lì."),
        Form("Obiettivo: cursore dopo {word}"),
        Form("Per favore, posiziona il punto di inserimento subito dopo {word}."),
        Form("Potresti mettere il cursore subito dopo {word}?"),
        Form("Sposta il cursore nella posizione subito dopo {word}."),
        Form("Clicca alla fine {word}, dopo il suo ultimo carattere.", word="di"),
    ],
    "caret_between_chars": forms([
        "Posiziona il cursore tra {c1} e {c2} {word}.",
        "Metti il cursore di testo fra {c1} e {c2} {word}.",
        "Clicca tra {c1} e {c2} {word}.",
        "Dov'è il confine tra {c1} e {c2} {word}? Clicca lì.",
        "Obiettivo: cursore tra {c1} e {c2} {word}",
        "Per favore, posiziona il punto di inserimento tra {c1} e {c2} {word}.",
        "Potresti mettere il cursore tra {c1} e {c2} {word}?",
        "Sposta il cursore in modo che stia tra {c1} e {c2} {word}.",
    ], word="in"),
    "between_words": [
        "Clicca nello spazio tra {pair}.",
        "Posiziona il cursore nello spazio tra {pair}.",
        "Fai clic sullo spazio che separa {pair}.",
        "Dov'è lo spazio tra {pair}? Cliccaci sopra.",
        "Obiettivo: spazio tra {pair}",
        "Per favore, clicca nello spazio vuoto fra {pair}.",
        "Potresti cliccare tra {pair}?",
        "Metti il cursore nello spazio bianco tra {pair}.",
    ],
    "line_start": forms([
        "Posiziona il cursore all'inizio {line}.",
        "Clicca proprio all'inizio {line}.",
        "Metti il cursore di testo all'inizio {line}.",
        "Obiettivo: inizio {line}",
        "Per favore, posiziona il punto di inserimento all'inizio {line}.",
        "Potresti mettere il cursore all'inizio {line}?",
        "Sposta il cursore all'inizio {line}.",
    ], line="di") + ["Dove inizia {line}? Clicca lì."],
    "line_end": forms([
        "Posiziona il cursore alla fine {line}.",
        "Clicca proprio alla fine {line}.",
        "Metti il cursore di testo alla fine {line}.",
        "Obiettivo: fine {line}",
        "Per favore, posiziona il punto di inserimento alla fine {line}.",
        "Potresti mettere il cursore alla fine {line}?",
        "Sposta il cursore alla fine {line}.",
    ], line="di") + ["Dove finisce {line}? Clicca lì."],
    "sentence_boundary": forms([
        "Posiziona il cursore subito dopo la punteggiatura finale {sentence}.",
        "Clicca subito dopo la fine {sentence}.",
        "Obiettivo: cursore alla fine {sentence}",
        "Per favore, posiziona il punto di inserimento subito dopo la fine {sentence}.",
        "Sposta il cursore alla fine {sentence}, dopo il suo ultimo segno.",
    ], sentence="di") + [
        "Metti il cursore di testo immediatamente dopo {sentence}.",
        "Dove finisce {sentence}? Clicca subito dopo il suo ultimo segno.",
        "Potresti mettere il cursore subito dopo {sentence}?",
    ],
    "paragraph_start": forms([
        "Posiziona il cursore all'inizio {para}.",
        "Clicca proprio all'inizio {para}.",
        "Metti il cursore di testo davanti alla prima parola {para}.",
        "Obiettivo: inizio {para}",
        "Per favore, posiziona il punto di inserimento all'inizio {para}.",
        "Potresti mettere il cursore all'inizio {para}?",
        "Sposta il cursore all'inizio {para}.",
    ], para="di") + ["Dove inizia {para}? Clicca lì."],
    "paragraph_end": forms([
        "Posiziona il cursore alla fine {para}.",
        "Clicca subito dopo l'ultimo carattere {para}.",
        "Metti il cursore di testo alla fine {para}.",
        "Obiettivo: fine {para}",
        "Per favore, posiziona il punto di inserimento alla fine {para}.",
        "Potresti mettere il cursore alla fine {para}?",
        "Sposta il cursore dopo l'ultimo carattere {para}.",
    ], para="di") + ["Dove finisce {para}? Clicca lì."],
    "blank_line": forms([
        "Clicca {gap}.",
        "Fai clic {gap}.",
        "Posiziona il cursore {gap}.",
        "Per favore, clicca {gap}.",
        "Potresti fare clic {gap}?",
        "Metti il cursore {gap}.",
    ], gap="su") + [
        "Dov'è {gap}? Cliccaci sopra.",
        "Obiettivo: {gap}",
    ],
    "word_bbox": _bbox("word"),
    "char_bbox": _bbox("char"),
    "line_bbox": _bbox("line"),
    "paragraph_bbox": _bbox("para"),
}

__all__ = ["CHAR_NOUNS", "CODE_QUOTES", "COLOURS", "FORMATS", "MARKS", "ORDINALS", "PHRASES",
           "QUALIFIERS", "QUOTES", "REGIONS", "STYLE_ADJ", "STYLE_SUFFIX", "TEMPLATES"]
