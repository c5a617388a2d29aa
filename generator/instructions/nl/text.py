"""Dutch instruction templates for the text categories (semantics: en/text.py).

Letters and bare digits are de-words ("de tweede 'e'", "de laatste '3'"), the nouns keep
their own article ("het tweede cijfer '3'", "de derde letter 'e'"); ordinals and
attributive adjectives end in -e whatever the article ("het vetgedrukte woord").
"""

from generator.instructions.nl.forms import Form
from generator.instructions.nl.regions import REGIONS

# '…' first (Dutch usage); „…” when the text holds an apostrophe (foto's, zo'n).
QUOTES = [("'", "'"), ("\u201e", "\u201d")]
CODE_QUOTES = [("`", "`")]

ORDINALS = {1: "eerste", 2: "tweede", 3: "derde", 4: "vierde", 5: "vijfde", 6: "zesde",
            7: "zevende", 8: "achtste", 9: "negende", 10: "tiende", -1: "laatste"}

# Attributive forms before the noun ("het onderstreepte woord 'X'"); SUFFIX after the quote.
STYLE_ADJ = {
    "bold": ["vetgedrukte", "vette"],
    "italic": ["cursieve", "schuingedrukte"],
    "underline": ["onderstreepte"],
    "highlight": ["gemarkeerde", "geaccentueerde"],
    "strike": ["doorgehaalde", "doorgestreepte"],
    "link": ["gelinkte"],
    "code": ["als code opgemaakte"],
    "faded": ["grijze", "vervaagde"],
    "colour": ["{colour}gekleurde"],
}
STYLE_SUFFIX = {
    "bold": ["in vet", "vetgedrukt"],
    "italic": ["in cursief", "cursief gedrukt"],
    "underline": ["met onderstreping", "(onderstreept)"],
    "highlight": ["met markering", "(gemarkeerd)"],
    "strike": ["met doorhaling", "(doorgestreept)"],
    "link": ["in de link", "als link"],
    "code": ["als code", "in codeopmaak"],
    "faded": ["in grijs", "(vervaagd)"],
    "colour": ["in het {colour}", "in {colour}"],
}
COLOURS = {"red": "rood", "green": "groen", "blue": "blauw", "orange": "oranje",
           "purple": "paars", "teal": "blauwgroen"}

CHAR_NOUNS = {"letter": "de letter", "digit": "het cijfer"}
MARKS = {
    ".": ["de punt"],
    ",": ["de komma"],
    ":": ["de dubbele punt"],
    ";": ["de puntkomma"],
    "!": ["het uitroepteken"],
    "?": ["het vraagteken"],
    "\u2026": ["het beletselteken"],
}

PHRASES = {
    "word": ["het woord {q}", "{q}", "de tekst {q}"],
    "word_style": ["het {adj} woord {q}", "het woord {q} {suffix}", "{q} {suffix}"],
    "word_ordinal": ["het {ord} voorkomen van {q}", "de {ord} {q}",
                     "het {ord} exemplaar van het woord {q}"],
    "char": ["de {c} in {word}", Form("{noun} {c} in {word}"), "het teken {c} in {word}"],
    "char_ordinal": ["de {ord} {c} in {word}", Form("{art} {ord} {n} {c} in {word}"),
                     "het {ord} teken {c} in {word}"],
    "mark": ["{name} na {word}", "{name} direct na {word}", "{name} vlak na {word}"],
    "pair": ["{q} en {q2}", "de woorden {q} en {q2}"],
    "line_start": ["de regel die begint met {q}", "de regel beginnend met {q}"],
    "line_end": ["de regel die eindigt op {q}", "de regel eindigend op {q}"],
    "para_start": ["de alinea die begint met {q}", "de alinea beginnend met {q}"],
    "para_end": ["de alinea die eindigt op {q}", "de alinea eindigend op {q}"],
    "sentence_start": ["de zin die begint met {q}", "de zin beginnend met {q}"],
    "sentence_end": ["de zin die eindigt op {q}", "de zin eindigend op {q}"],
    "gap": ["de lege regel tussen {para1} en {para2}",
            "de witregel tussen {para1} en {para2}"],
    "gap_after": ["de lege regel na {para1}", "de witregel onder {para1}"],
    "gap_before": ["de lege regel vóór {para2}", "de witregel boven {para2}"],
}

# Trailing qualifiers; regions carry their own preposition ("in de zijbalk").
QUALIFIERS = {
    "sentence": ["in de zin {s}"],
    "phrase": ["in de woordgroep {s}", "in de zinsnede {s}"],
    "after": ["direct na {s}", "vlak na {s}"],
    "before": ["direct vóór {s}", "vlak voor {s}"],
    "after_clause": ["(direct na {s})", "vlak na {s}"],
    "before_clause": ["(direct vóór {s})", "vlak voor {s}"],
    "region": ["{region}"],
    "message": ["in het bericht van {name}", "in de mail van {name}"],
}

FORMATS = [
    " als [x1, y1, x2, y2]",
    " in de vorm x1, y1, x2, y2",
    " (eerst linksboven, dan rechtsonder)",
    " als hoek linksboven en hoek rechtsonder",
]


def _click(ref: str) -> list[str]:
    return [t.replace("{ref}", "{" + ref + "}") for t in (
        "Klik op {ref}.",
        "Klikt u op {ref}.",
        "Klik alsjeblieft op {ref}.",
        "Zoek {ref} en klik erop.",
        "Doel: {ref}",
        "Wijs {ref} aan met de muis.",
        "Kun je op {ref} klikken?",
        "Tik met je vinger op {ref}.",
        "Waar staat {ref}? Klik erop.",
        "Wilt u {ref} aanwijzen?",
    )]


def _bbox(ref: str) -> list[str]:
    return [t.replace("{ref}", "{" + ref + "}") for t in (
        "Geef het omhullende kader van {ref}.",
        "Geef het omhullende kader van {ref}{fmt}.",
        "Teken een kader rond {ref}.",
        "Wat is het omhullende kader van {ref}? Antwoord{fmt}.",
        "Doel: omhullend kader van {ref}",
        "Geef alsjeblieft het kader dat {ref} omsluit{fmt}.",
        "Kun je {ref} met een kader markeren?",
        "Geef de coördinaten van {ref}{fmt}.",
    )]


TEMPLATES = {
    "word_center": _click("word") + [
        "Selecteer {word} door in het midden te klikken.",
    ],
    "char_center": _click("char") + [
        "Klik precies op {char}.",
    ],
    "punctuation": _click("mark") + [
        "Klik nauwkeurig op {mark}.",
    ],
    "structural_text": _click("word") + [
        "Selecteer {word} met één klik.",
    ],
    "chrome_label": _click("word") + [
        "Selecteer {word} met één klik.",
        "Druk op {word}.",
    ],
    "caret_before_word": [
        "Zet de cursor direct vóór {word}.",
        "Plaats de tekstcursor vlak voor {word}.",
        "Klik vlak voor {word} om de cursor daar te zetten.",
        "Waar komt de cursor om vóór {word} te typen? Klik daar.",
        "Doel: cursor vóór {word}",
        "Plaatst u de invoegpositie direct vóór {word}.",
        "Kun je de cursor vlak voor {word} zetten?",
        "Verplaats de cursor naar de plek direct vóór {word}.",
        "Klik aan het begin van {word}, vóór de eerste letter.",
    ],
    "caret_after_word": [
        "Zet de cursor direct na {word}.",
        "Plaats de tekstcursor vlak achter {word}.",
        "Klik vlak achter {word} om de cursor daar te zetten.",
        "Waar komt de cursor om na {word} verder te typen? Klik daar.",
        "Doel: cursor na {word}",
        "Plaatst u de invoegpositie direct achter {word}.",
        "Kun je de cursor vlak na {word} zetten?",
        "Verplaats de cursor naar de plek direct na {word}.",
        "Klik aan het einde van {word}, na het laatste teken.",
    ],
    "caret_between_chars": [
        "Zet de cursor tussen {c1} en {c2} in {word}.",
        "Plaats de tekstcursor tussen de {c1} en de {c2} van {word}.",
        "Klik tussen {c1} en {c2} in {word}.",
        "Waar ligt de grens tussen {c1} en {c2} in {word}? Klik daar.",
        "Doel: cursor tussen {c1} en {c2} in {word}",
        "Plaatst u de invoegpositie tussen {c1} en {c2} in {word}.",
        "Kun je de cursor tussen {c1} en {c2} in {word} zetten?",
        "Verplaats de cursor zodat hij tussen {c1} en {c2} in {word} staat.",
    ],
    "between_words": [
        "Klik in de spatie tussen {pair}.",
        "Zet de cursor in de spatie tussen {pair}.",
        "Klik op de ruimte tussen {pair}.",
        "Waar is de spatie tussen {pair}? Klik erop.",
        "Doel: spatie tussen {pair}",
        "Klikt u in de tussenruimte tussen {pair}.",
        "Kun je tussen {pair} klikken?",
        "Plaats de cursor in de witruimte tussen {pair}.",
    ],
    "line_start": [
        "Zet de cursor aan het begin van {line}.",
        "Klik helemaal aan het begin van {line}.",
        "Plaats de tekstcursor aan het begin van {line}.",
        "Waar begint {line}? Klik daar.",
        "Doel: begin van {line}",
        "Plaatst u de invoegpositie aan het begin van {line}.",
        "Kun je de cursor aan het begin van {line} zetten?",
        "Verplaats de cursor naar het begin van {line}.",
    ],
    "line_end": [
        "Zet de cursor aan het einde van {line}.",
        "Klik helemaal aan het eind van {line}.",
        "Plaats de tekstcursor aan het einde van {line}.",
        "Waar eindigt {line}? Klik daar.",
        "Doel: einde van {line}",
        "Plaatst u de invoegpositie aan het einde van {line}.",
        "Kun je de cursor aan het eind van {line} zetten?",
        "Verplaats de cursor naar het einde van {line}.",
    ],
    "sentence_boundary": [
        "Zet de cursor direct na het slotteken van {sentence}.",
        "Klik vlak na het einde van {sentence}.",
        "Plaats de tekstcursor direct achter {sentence}.",
        "Waar eindigt {sentence}? Klik direct na het laatste teken.",
        "Doel: cursor na {sentence}",
        "Plaatst u de invoegpositie direct na het einde van {sentence}.",
        "Kun je de cursor vlak na {sentence} zetten?",
        "Verplaats de cursor naar het einde van {sentence}, na het slotteken.",
    ],
    "paragraph_start": [
        "Zet de cursor aan het begin van {para}.",
        "Klik helemaal aan het begin van {para}.",
        "Plaats de tekstcursor vóór het eerste woord van {para}.",
        "Waar begint {para}? Klik daar.",
        "Doel: begin van {para}",
        "Plaatst u de invoegpositie aan het begin van {para}.",
        "Kun je de cursor aan het begin van {para} zetten?",
        "Verplaats de cursor naar het begin van {para}.",
    ],
    "paragraph_end": [
        "Zet de cursor aan het einde van {para}.",
        "Klik direct na het laatste teken van {para}.",
        "Plaats de tekstcursor helemaal aan het einde van {para}.",
        "Waar eindigt {para}? Klik daar.",
        "Doel: einde van {para}",
        "Plaatst u de invoegpositie aan het einde van {para}.",
        "Kun je de cursor aan het eind van {para} zetten?",
        "Zet de cursor achter het laatste teken van {para}.",
    ],
    "blank_line": [
        "Klik op {gap}.",
        "Klikt u op {gap}.",
        "Zet de cursor op {gap}.",
        "Waar is {gap}? Klik erop.",
        "Doel: {gap}",
        "Klik alsjeblieft op {gap}.",
        "Kun je op {gap} klikken?",
        "Plaats de cursor in {gap}.",
    ],
    "word_bbox": _bbox("word"),
    "char_bbox": _bbox("char"),
    "line_bbox": _bbox("line"),
    "paragraph_bbox": _bbox("para"),
}

__all__ = ["CHAR_NOUNS", "CODE_QUOTES", "COLOURS", "FORMATS", "MARKS", "ORDINALS", "PHRASES",
           "QUALIFIERS", "QUOTES", "REGIONS", "STYLE_ADJ", "STYLE_SUFFIX", "TEMPLATES"]
