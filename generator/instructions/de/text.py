"""German instruction templates for the text categories (semantics: en/text.py).

Phrases are nominative; templates decline them per slot (forms.Form: "Klicke direkt vor
{word}" with word="dat" gives "vor dem zweiten Vorkommen von „X“"). Letters are neuter
("das zweite „e“"), digits feminine ("die dritte „4“"), nouns with an ordinal agree ("der zweite Buchstabe „e“", "die dritte
Ziffer „4“"). Units are named by their first or last words after the noun ("die Zeile, die
so beginnt: „…“"), so the quote always follows its cue.
"""

from generator.instructions.de.forms import Form, forms
from generator.instructions.de.regions import REGIONS

QUOTES = [("\u201e", "\u201c"), ("\u00bb", "\u00ab")]
CODE_QUOTES = [("`", "`")]

ORDINALS = {1: "erste", 2: "zweite", 3: "dritte", 4: "vierte", 5: "fünfte", 6: "sechste",
            7: "siebte", 8: "achte", 9: "neunte", 10: "zehnte", -1: "letzte"}

# Weak forms after the definite article; Form declines them with their noun.
STYLE_ADJ = {
    "bold": ["fett gedruckte", "fette"],
    "italic": ["kursive", "kursiv gesetzte"],
    "underline": ["unterstrichene"],
    "highlight": ["hervorgehobene", "farbig markierte"],
    "strike": ["durchgestrichene"],
    "link": ["verlinkte"],
    "code": ["als Code formatierte"],
    "faded": ["ausgegraute", "blasse"],
    "colour": ["{colour}e"],
}
STYLE_SUFFIX = {
    "bold": ["in Fettdruck", "in fetter Schrift"],
    "italic": ["in Kursivschrift", "in kursiver Schrift"],
    "underline": ["mit Unterstreichung", "(unterstrichen)"],
    "highlight": ["mit farbiger Markierung", "(hervorgehoben)"],
    "strike": ["(durchgestrichen)", "mit Durchstreichung"],
    "link": ["im Link", "als Link"],
    "code": ["in Codeschrift", "als Code"],
    "faded": ["(ausgegraut)", "in blasser Schrift"],
    "colour": ["in {colour}er Schrift", "({colour})"],
}
COLOURS = {"red": "rot", "green": "grün", "blue": "blau", "orange": "orangefarben",
           "purple": "violett", "teal": "türkisfarben"}

CHAR_NOUNS = {"letter": "der Buchstabe", "digit": "die Ziffer"}
MARKS = {
    ".": ["der Punkt"],
    ",": ["das Komma"],
    ":": ["der Doppelpunkt"],
    ";": ["das Semikolon", "der Strichpunkt"],
    "!": ["das Ausrufezeichen"],
    "?": ["das Fragezeichen"],
    "\u2026": ["die Auslassungspunkte"],
}

PHRASES = {
    "word": ["das Wort {q}", "{q}", "der Text {q}"],
    "word_style": ["das {adj} Wort {q}", "das Wort {q} {suffix}", "{q} {suffix}"],
    "word_ordinal": ["das {ord} Vorkommen von {q}", "das {ord} {q}",
                     "das {ord} Vorkommen des Wortes {q}"],
    "char": forms(["{cart} {c} {word}", "{noun} {c} {word}", "das Zeichen {c} {word}"],
                  word="in"),
    "char_ordinal": forms(["{cart} {ord} {c} {word}", "{art} {ord} {n} {c} {word}",
                           "das {ord} Zeichen {c} {word}"], word="in"),
    "mark": forms(["{name} {word}", "{name} direkt {word}", "{name} unmittelbar {word}"],
                  word="nach"),
    "pair": ["{q} und {q2}", "die Wörter {q} und {q2}"],
    "line_start": ["die Zeile, die so beginnt: {q}", "die Zeile mit den Anfangsworten {q}",
                   "die Zeile beginnend mit {q}"],
    "line_end": ["die Zeile, die so endet: {q}", "die Zeile mit den Schlussworten {q}"],
    "para_start": ["der Absatz, der so beginnt: {q}", "der Absatz mit den Anfangsworten {q}",
                   "der Absatz beginnend mit {q}"],
    "para_end": ["der Absatz, der so endet: {q}", "der Absatz mit den Schlussworten {q}"],
    "sentence_start": ["der Satz, der so beginnt: {q}", "der Satz mit den Anfangsworten {q}"],
    "sentence_end": ["der Satz, der so endet: {q}", "der Satz mit den Schlussworten {q}"],
    "gap": forms(["die Leerzeile zwischen {para1} und {para2}",
                  "die leere Zeile zwischen {para1} und {para2}"], para1="dat", para2="dat"),
    "gap_after": forms(["die Leerzeile nach {para1}", "die leere Zeile unter {para1}"],
                       para1="dat"),
    "gap_before": forms(["die Leerzeile vor {para2}", "die leere Zeile über {para2}"],
                        para2="dat"),
}

# Trailing qualifiers (after the quote, so never declined). Regions carry their own
# preposition and article (regions.py), e.g. "in der Seitenleiste", "im Feld Betreff".
QUALIFIERS = {
    "sentence": ["im Satz {s}"],
    "phrase": ["in der Wendung {s}", "im Ausdruck {s}"],
    "after": ["direkt nach {s}", "unmittelbar nach {s}"],
    "before": ["direkt vor {s}", "unmittelbar vor {s}"],
    "after_clause": ["gleich nach {s}", "(direkt nach {s})"],
    "before_clause": ["gleich vor {s}", "(direkt vor {s})"],
    "region": ["{region}"],
    "message": ["in der Nachricht von {name}", "in der Mail von {name}"],
}

FORMATS = [
    " als [x1, y1, x2, y2]",
    " im Format x1, y1, x2, y2",
    " (erst oben links, dann unten rechts)",
    " als Ecke oben links und Ecke unten rechts",
]


def _click(ref: str) -> list[Form]:
    return [
        Form(f"Klicke auf {{{ref}}}.", **{ref: "acc"}),
        Form(f"Klicken Sie auf {{{ref}}}.", **{ref: "acc"}),
        Form(f"Bitte klicke auf {{{ref}}}.", **{ref: "acc"}),
        Form(f"Siehst du {{{ref}}}? Klicke darauf.", **{ref: "acc"}),
        Form(f"Ziel: {{{ref}}}"),
        Form(f"Zeige mit der Maus auf {{{ref}}}.", **{ref: "acc"}),
        Form(f"Könnten Sie bitte auf {{{ref}}} klicken?", **{ref: "acc"}),
        Form(f"Tippe auf dem Bildschirm auf {{{ref}}}.", **{ref: "acc"}),
        Form(f"Such {{{ref}}} und klick drauf.", **{ref: "acc"}),
        Form(f"Kannst du auf {{{ref}}} zeigen?", **{ref: "acc"}),
    ]


def _bbox(ref: str) -> list[Form]:
    # A word or character may be a bare quote, which has no genitive: "von" then.
    of = "gen" if ref in ("line", "para") else "von"
    return [
        Form(f"Gib den Begrenzungsrahmen {{{ref}}} an.", **{ref: of}),
        Form(f"Gib den Begrenzungsrahmen {{{ref}}}{{fmt}} an.", **{ref: of}),
        Form(f"Zeichne einen Rahmen um {{{ref}}}.", **{ref: "acc"}),
        Form(f"Wie lautet der Begrenzungsrahmen {{{ref}}}? Antworte{{fmt}}.", **{ref: of}),
        Form(f"Ziel: Begrenzungsrahmen {{{ref}}}", **{ref: of}),
        Form(f"Bitte geben Sie{{fmt}} den Rahmen um {{{ref}}} an.", **{ref: "acc"}),
        Form(f"Könntest du {{{ref}}} mit einem Begrenzungsrahmen markieren?", **{ref: "acc"}),
        Form(f"Nenne die Koordinaten {{{ref}}}{{fmt}}.", **{ref: of}),
    ]


TEMPLATES = {
    "word_center": _click("word") + [
        Form("Wählen Sie {word} mit einem Klick in die Mitte aus.", word="acc"),
    ],
    "char_center": _click("char") + [
        Form("Klicke genau auf {char}.", char="acc"),
    ],
    "punctuation": _click("mark") + [
        Form("Klicke exakt auf {mark}.", mark="acc"),
    ],
    "structural_text": _click("word") + [
        Form("Wähle {word} mit einem einzigen Klick aus.", word="acc"),
    ],
    "chrome_label": _click("word") + [
        Form("Wähle {word} mit einem einzigen Klick aus.", word="acc"),
        Form("Betätige {word}.", word="acc"),
    ],
    "caret_before_word": [
        Form("Setze den Cursor direkt vor {word}.", word="acc"),
        Form("Platziere die Einfügemarke unmittelbar vor {word}.", word="acc"),
        Form("Klicke direkt vor {word}, um den Cursor dorthin zu setzen.", word="dat"),
        Form("Wohin käme der Cursor, um vor {word} zu tippen? Klicke dorthin.", word="dat"),
        Form("Ziel: Cursor vor {word}", word="dat"),
        Form("Bitte setzen Sie die Einfügemarke direkt vor {word}.", word="acc"),
        Form("Könntest du den Cursor direkt vor {word} setzen?", word="acc"),
        Form("Bewege den Cursor an die Stelle direkt vor {word}.", word="dat"),
        Form("Klicke an den Anfang {word}, vor den ersten Buchstaben.", word="von"),
    ],
    "caret_after_word": [
        Form("Setze den Cursor direkt hinter {word}.", word="acc"),
        Form("Platziere die Einfügemarke unmittelbar nach {word}.", word="dat"),
        Form("Klicke direkt hinter {word}, um den Cursor dorthin zu setzen.", word="dat"),
        Form("Wohin käme der Cursor, um nach {word} weiterzuschreiben? Klicke dorthin.",
             word="dat"),
        Form("Ziel: Cursor nach {word}", word="dat"),
        Form("Bitte setzen Sie die Einfügemarke direkt hinter {word}.", word="acc"),
        Form("Könntest du den Cursor direkt hinter {word} setzen?", word="acc"),
        Form("Bewege den Cursor an die Stelle direkt nach {word}.", word="dat"),
        Form("Klicke an das Ende {word}, hinter das letzte Zeichen.", word="von"),
    ],
    "caret_between_chars": forms([
        "Setze den Cursor zwischen {c1} und {c2} {word}.",
        "Platziere die Einfügemarke zwischen dem {c1} und dem {c2} {word}.",
        "Klicke zwischen {c1} und {c2} {word}.",
        "Wo liegt die Grenze zwischen {c1} und {c2} {word}? Klicke dorthin.",
        "Ziel: Cursor zwischen {c1} und {c2} {word}",
        "Bitte setzen Sie die Einfügemarke zwischen {c1} und {c2} {word}.",
        "Könntest du den Cursor zwischen {c1} und {c2} {word} setzen?",
        "Bewege den Cursor so, dass er zwischen {c1} und {c2} {word} steht.",
    ], word="in"),
    "between_words": forms([
        "Klicke in den Zwischenraum zwischen {pair}.",
        "Setze den Cursor in das Leerzeichen zwischen {pair}.",
        "Klicke auf die Lücke zwischen {pair}.",
        "Wo ist das Leerzeichen zwischen {pair}? Klicke darauf.",
        "Ziel: Leerzeichen zwischen {pair}",
        "Bitte klicken Sie in die Lücke zwischen {pair}.",
        "Könntest du zwischen {pair} klicken?",
        "Platziere den Cursor im Leerraum zwischen {pair}.",
    ], pair="dat"),
    "line_start": [
        Form("Setze den Cursor an den Anfang {line}.", line="gen"),
        Form("Klicke ganz an den Anfang {line}.", line="gen"),
        Form("Platziere die Einfügemarke am Beginn {line}.", line="gen"),
        Form("Wo beginnt {line}? Klicke dorthin."),
        Form("Ziel: Anfang {line}", line="gen"),
        Form("Bitte setzen Sie die Einfügemarke an den Anfang {line}.", line="gen"),
        Form("Könntest du den Cursor an den Anfang {line} setzen?", line="gen"),
        Form("Bewege den Cursor an den Beginn {line}.", line="gen"),
    ],
    "line_end": [
        Form("Setze den Cursor ans Ende {line}.", line="gen"),
        Form("Klicke ganz ans Ende {line}.", line="gen"),
        Form("Platziere die Einfügemarke am Ende {line}.", line="gen"),
        Form("Wo endet {line}? Klicke dorthin."),
        Form("Ziel: Ende {line}", line="gen"),
        Form("Bitte setzen Sie die Einfügemarke ans Ende {line}.", line="gen"),
        Form("Könntest du den Cursor ans Ende {line} setzen?", line="gen"),
        Form("Bewege den Cursor hinter das letzte Zeichen {line}.", line="gen"),
    ],
    "sentence_boundary": [
        Form("Setze den Cursor direkt hinter das letzte Satzzeichen {sentence}.",
             sentence="gen"),
        Form("Klicke direkt hinter das Ende {sentence}.", sentence="gen"),
        Form("Platziere die Einfügemarke unmittelbar nach {sentence}.", sentence="dat"),
        Form("Wo endet {sentence}? Klicke direkt hinter sein letztes Zeichen."),
        Form("Ziel: Cursor nach {sentence}", sentence="dat"),
        Form("Bitte setzen Sie die Einfügemarke direkt ans Ende {sentence}.", sentence="gen"),
        Form("Könntest du den Cursor direkt hinter {sentence} setzen?", sentence="acc"),
        Form("Bewege den Cursor ans Ende {sentence}, hinter das Satzzeichen.",
             sentence="gen"),
    ],
    "paragraph_start": [
        Form("Setze den Cursor an den Anfang {para}.", para="gen"),
        Form("Klicke ganz an den Anfang {para}.", para="gen"),
        Form("Platziere die Einfügemarke vor das erste Wort {para}.", para="gen"),
        Form("Wo beginnt {para}? Klicke dorthin."),
        Form("Ziel: Anfang {para}", para="gen"),
        Form("Bitte setzen Sie die Einfügemarke an den Beginn {para}.", para="gen"),
        Form("Könntest du den Cursor an den Anfang {para} setzen?", para="gen"),
        Form("Bewege den Cursor an den Beginn {para}.", para="gen"),
    ],
    "paragraph_end": [
        Form("Setze den Cursor ans Ende {para}.", para="gen"),
        Form("Klicke direkt hinter das letzte Zeichen {para}.", para="gen"),
        Form("Platziere die Einfügemarke ganz am Ende {para}.", para="gen"),
        Form("Wo endet {para}? Klicke dorthin."),
        Form("Ziel: Ende {para}", para="gen"),
        Form("Bitte setzen Sie die Einfügemarke ans Ende {para}.", para="gen"),
        Form("Könntest du den Cursor ans Ende {para} setzen?", para="gen"),
        Form("Bewege den Cursor hinter das letzte Zeichen {para}.", para="gen"),
    ],
    "blank_line": [
        Form("Klicke auf {gap}.", gap="acc"),
        Form("Klicken Sie in {gap}.", gap="acc"),
        Form("Setze den Cursor in {gap}.", gap="acc"),
        Form("Wo ist {gap}? Klicke darauf."),
        Form("Ziel: {gap}"),
        Form("Bitte klicke auf {gap}.", gap="acc"),
        Form("Könnten Sie auf {gap} klicken?", gap="acc"),
        Form("Platziere den Cursor in {gap}.", gap="acc"),
    ],
    "word_bbox": _bbox("word"),
    "char_bbox": _bbox("char"),
    "line_bbox": _bbox("line"),
    "paragraph_bbox": _bbox("para"),
}

__all__ = ["CHAR_NOUNS", "CODE_QUOTES", "COLOURS", "FORMATS", "MARKS", "ORDINALS", "PHRASES",
           "QUALIFIERS", "QUOTES", "REGIONS", "STYLE_ADJ", "STYLE_SUFFIX", "TEMPLATES"]
