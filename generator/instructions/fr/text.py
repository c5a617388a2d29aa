"""French instruction templates for the text categories (semantics: en/text.py).

Phrases carry their article; templates contract it per slot (forms.Form: "au début {line}"
with line="de" gives "au début du paragraphe …" or "au début de la ligne …"). Letters are
masculine ("le deuxième « e »"), nouns with an ordinal agree ("la deuxième lettre « e »",
"la dernière occurrence de « X »"). Guillemets take non-breaking spaces inside.
"""

from generator.instructions.fr.forms import Form, forms
from generator.instructions.fr.regions import REGIONS

# « … » first; “ … ” (the French secondary quotes) when the text holds a guillemet.
QUOTES = [("\u00ab\u00a0", "\u00a0\u00bb"), ("\u00ab\u00a0", "\u00a0\u00bb"), ("\u201c", "\u201d")]
CODE_QUOTES = [("`", "`")]

ORDINALS = {1: "premier", 2: "deuxième", 3: "troisième", 4: "quatrième", 5: "cinquième",
            6: "sixième", 7: "septième", 8: "huitième", 9: "neuvième", 10: "dixième",
            -1: "dernier"}

# After the masculine noun "mot" ("le mot souligné « X »"); SUFFIX after the quote.
STYLE_ADJ = {
    "bold": ["en gras"],
    "italic": ["en italique"],
    "underline": ["souligné"],
    "highlight": ["surligné"],
    "strike": ["barré"],
    "link": ["cliquable"],
    "code": ["en police de code"],
    "faded": ["grisé"],
    "colour": ["{colour}"],
}
STYLE_SUFFIX = {
    "bold": ["en gras", "écrit en gras"],
    "italic": ["en italique", "écrit en italique"],
    "underline": ["souligné"],
    "highlight": ["surligné", "mis en surbrillance"],
    "strike": ["barré"],
    "link": ["dans le lien", "qui est un lien"],
    "code": ["en police de code", "au format code"],
    "faded": ["grisé", "en grisé"],
    "colour": ["en {colour}", "écrit en {colour}"],
}
COLOURS = {"red": "rouge", "green": "vert", "blue": "bleu", "orange": "orange",
           "purple": "violet", "teal": "bleu canard"}

CHAR_NOUNS = {"letter": "la lettre", "digit": "le chiffre"}
MARKS = {
    ".": ["le point"],
    ",": ["la virgule"],
    ":": ["les deux-points"],
    ";": ["le point-virgule"],
    "!": ["le point d'exclamation"],
    "?": ["le point d'interrogation"],
    "\u2026": ["les points de suspension"],
}

PHRASES = {
    "word": ["le mot {q}", "{q}", "le texte {q}"],
    "word_style": ["le mot {adj} {q}", "le mot {q} {suffix}", "{q} {suffix}"],
    "word_ordinal": [Form("la {ord} occurrence de {q}"), Form("le {ord} {q}"),
                     Form("la {ord} occurrence du mot {q}")],
    "char": [Form("le {c} {word}", word="de"), Form("{noun} {c} {word}", word="dans"),
             Form("le caractère {c} {word}", word="de")],
    "char_ordinal": [Form("le {ord} {c} {word}", word="de"),
                     Form("{art} {ord} {n} {c} {word}", word="dans"),
                     Form("le {ord} caractère {c} {word}", word="de")],
    "mark": ["{name} après {word}", "{name} juste après {word}",
             "{name} immédiatement après {word}"],
    "pair": ["{q} et {q2}", "les mots {q} et {q2}"],
    "line_start": ["la ligne qui commence par {q}", "la ligne commençant par {q}"],
    "line_end": ["la ligne qui se termine par {q}", "la ligne finissant par {q}"],
    "para_start": ["le paragraphe qui commence par {q}", "le paragraphe commençant par {q}"],
    "para_end": ["le paragraphe qui se termine par {q}", "le paragraphe se terminant par {q}"],
    "sentence_start": ["la phrase qui commence par {q}", "la phrase commençant par {q}"],
    "sentence_end": ["la phrase qui se termine par {q}", "la phrase finissant par {q}"],
    "gap": ["la ligne vide entre {para1} et {para2}",
            "la ligne blanche entre {para1} et {para2}"],
    "gap_after": ["la ligne vide après {para1}", "la ligne vide sous {para1}"],
    "gap_before": ["la ligne vide avant {para2}",
                   Form("la ligne vide au-dessus {para2}", para2="de")],
}

# Trailing qualifiers; regions carry their own preposition ("dans la barre latérale").
QUALIFIERS = {
    "sentence": ["dans la phrase {s}"],
    "phrase": ["dans l'expression {s}", "dans le passage {s}"],
    "after": ["juste après {s}", "qui suit {s}"],
    "before": ["juste avant {s}", "qui précède {s}"],
    "after_clause": ["qui suit {s}", "qui vient juste après {s}"],
    "before_clause": ["qui précède {s}", "qui vient juste avant {s}"],
    "region": ["{region}"],
    "message": ["dans le message envoyé par {name}", "dans le message écrit par {name}"],
}

FORMATS = [
    " au format [x1, y1, x2, y2]",
    " sous la forme x1, y1, x2, y2",
    " (coin supérieur gauche puis coin inférieur droit)",
    " en donnant le coin supérieur gauche puis le coin inférieur droit",
]


def _click(ref: str) -> list[str]:
    return [t.replace("{ref}", "{" + ref + "}") for t in (
        "Cliquez sur {ref}.",
        "Clique sur {ref}.",
        "Veuillez cliquer sur {ref}.",
        "Repérez {ref} et cliquez dessus.",
        "Cible : {ref}",
        "Pointez {ref} avec la souris.",
        "Pourriez-vous cliquer sur {ref} ?",
        "Appuie sur {ref}.",
        "Trouvez {ref} et cliquez dessus.",
        "Peux-tu pointer {ref} ?",
    )]


def _bbox(ref: str) -> list[Form]:
    of = {ref: "de"}
    slot = "{" + ref + "}"
    return [
        Form(f"Donnez la boîte englobante {slot}.", **of),
        Form(f"Indiquez la boîte englobante {slot}{{fmt}}.", **of),
        Form(f"Dessinez un cadre autour {slot}.", **of),
        Form(f"Quelle est la boîte englobante {slot} ? Répondez{{fmt}}.", **of),
        Form(f"Cible : boîte englobante {slot}", **of),
        Form(f"Veuillez donner les coordonnées {slot}{{fmt}}.", **of),
        Form(f"Pourriez-vous encadrer {slot} d'un rectangle ?"),
        Form(f"Donne le rectangle englobant {slot}{{fmt}}.", **of),
    ]


TEMPLATES = {
    "word_center": _click("word") + [
        "Sélectionnez {word} en cliquant en son milieu.",
    ],
    "char_center": _click("char") + [
        "Cliquez précisément sur {char}.",
    ],
    "punctuation": _click("mark") + [
        "Cliquez exactement sur {mark}.",
    ],
    "structural_text": _click("word") + [
        "Sélectionnez {word} d'un simple clic.",
    ],
    "chrome_label": _click("word") + [
        "Sélectionnez {word} d'un simple clic.",
        "Activez {word}.",
    ],
    "caret_before_word": [
        "Placez le curseur juste avant {word}.",
        "Mettez le curseur de texte immédiatement avant {word}.",
        "Cliquez juste avant {word} pour y placer le curseur.",
        "Où irait le curseur pour écrire devant {word} ? Cliquez à cet endroit.",
        "Cible : curseur avant {word}",
        "Veuillez placer le point d'insertion juste devant {word}.",
        "Pourrais-tu mettre le curseur juste avant {word} ?",
        "Déplacez le curseur juste avant {word}.",
        Form("Cliquez au début {word}, avant sa première lettre.", word="de"),
    ],
    "caret_after_word": [
        "Placez le curseur juste après {word}.",
        "Mettez le curseur de texte immédiatement après {word}.",
        "Cliquez juste après {word} pour y placer le curseur.",
        "Où irait le curseur pour continuer à écrire après {word} ? Cliquez à cet endroit.",
        "Cible : curseur après {word}",
        "Veuillez placer le point d'insertion juste derrière {word}.",
        "Pourrais-tu mettre le curseur juste après {word} ?",
        "Déplacez le curseur juste après {word}.",
        Form("Cliquez à la fin {word}, après son dernier caractère.", word="de"),
    ],
    "caret_between_chars": [
        Form("Placez le curseur entre {c1} et {c2} {word}.", word="dans"),
        Form("Mettez le curseur entre le {c1} et le {c2} {word}.", word="de"),
        Form("Cliquez entre {c1} et {c2} {word}.", word="dans"),
        Form("Où passe la limite entre {c1} et {c2} {word} ? Cliquez dessus.", word="de"),
        Form("Cible : curseur entre {c1} et {c2} {word}", word="dans"),
        Form("Veuillez placer le point d'insertion entre {c1} et {c2} {word}.", word="dans"),
        Form("Pourriez-vous placer le curseur entre {c1} et {c2} {word} ?", word="de"),
        Form("Déplacez le curseur pour qu'il se trouve entre {c1} et {c2} {word}.",
             word="dans"),
    ],
    "between_words": [
        "Cliquez dans l'espace entre {pair}.",
        "Placez le curseur dans l'espace entre {pair}.",
        "Cliquez sur l'espace qui sépare {pair}.",
        "Où se trouve l'espace entre {pair} ? Cliquez dessus.",
        "Cible : espace entre {pair}",
        "Veuillez cliquer dans l'intervalle entre {pair}.",
        "Pourriez-vous cliquer entre {pair} ?",
        "Mets le curseur dans le blanc entre {pair}.",
    ],
    "line_start": forms([
        "Placez le curseur au début {line}.",
        "Cliquez tout au début {line}.",
        "Mettez le curseur de texte au tout début {line}.",
        "Cible : début {line}",
        "Veuillez placer le point d'insertion au début {line}.",
        "Pourriez-vous placer le curseur au début {line} ?",
        "Déplace le curseur au début {line}.",
    ], line="de") + ["Où commence {line} ? Cliquez à cet endroit."],
    "line_end": forms([
        "Placez le curseur à la fin {line}.",
        "Cliquez tout à la fin {line}.",
        "Mettez le curseur de texte à la toute fin {line}.",
        "Cible : fin {line}",
        "Veuillez placer le point d'insertion à la fin {line}.",
        "Pourriez-vous placer le curseur à la fin {line} ?",
        "Déplace le curseur à la fin {line}.",
    ], line="de") + ["Où se termine {line} ? Cliquez à cet endroit."],
    "sentence_boundary": forms([
        "Placez le curseur juste après la ponctuation finale {sentence}.",
        "Cliquez juste après la fin {sentence}.",
        "Veuillez placer le point d'insertion juste après la fin {sentence}.",
        "Déplacez le curseur à la fin {sentence}, après son dernier signe.",
        "Cible : curseur à la fin {sentence}",
    ], sentence="de") + [
        "Mettez le curseur immédiatement après {sentence}.",
        "Où se termine {sentence} ? Cliquez juste après son dernier signe.",
        "Pourriez-vous placer le curseur juste après {sentence} ?",
    ],
    "paragraph_start": forms([
        "Placez le curseur au début {para}.",
        "Cliquez tout au début {para}.",
        "Mettez le curseur de texte avant le premier mot {para}.",
        "Cible : début {para}",
        "Veuillez placer le point d'insertion au début {para}.",
        "Pourriez-vous placer le curseur au début {para} ?",
        "Déplace le curseur au début {para}.",
    ], para="de") + ["Où commence {para} ? Cliquez à cet endroit."],
    "paragraph_end": forms([
        "Placez le curseur à la fin {para}.",
        "Cliquez juste après le dernier caractère {para}.",
        "Mettez le curseur de texte à la toute fin {para}.",
        "Cible : fin {para}",
        "Veuillez placer le point d'insertion à la fin {para}.",
        "Pourriez-vous placer le curseur à la fin {para} ?",
        "Déplace le curseur après le dernier caractère {para}.",
    ], para="de") + ["Où se termine {para} ? Cliquez à cet endroit."],
    "blank_line": [
        "Cliquez sur {gap}.",
        "Clique sur {gap}.",
        "Placez le curseur sur {gap}.",
        "Où se trouve {gap} ? Cliquez dessus.",
        "Cible : {gap}",
        "Veuillez cliquer sur {gap}.",
        "Pourriez-vous cliquer sur {gap} ?",
        "Mettez le curseur dans {gap}.",
    ],
    "word_bbox": _bbox("word"),
    "char_bbox": _bbox("char"),
    "line_bbox": _bbox("line"),
    "paragraph_bbox": _bbox("para"),
}

__all__ = ["CHAR_NOUNS", "CODE_QUOTES", "COLOURS", "FORMATS", "MARKS", "ORDINALS", "PHRASES",
           "QUALIFIERS", "QUOTES", "REGIONS", "STYLE_ADJ", "STYLE_SUFFIX", "TEMPLATES"]
