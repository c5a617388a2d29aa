"""Spanish instruction templates for the text categories (semantics: en/text.py).

Phrases carry their article; templates contract it per slot (forms.Form: "al principio
{para}" with para="de" gives "al principio del párrafo …"). Everything that takes an
ordinal is feminine, as letters are ("la segunda «e»", "la última aparición de «X»",
"la tercera cifra «4»").
"""

from generator.instructions.es.forms import Form, forms
from generator.instructions.es.regions import REGIONS

# «…» first (RAE); “…” when the text holds an angle quote.
QUOTES = [("\u00ab", "\u00bb"), ("\u00ab", "\u00bb"), ("\u201c", "\u201d")]
CODE_QUOTES = [("`", "`")]

ORDINALS = {1: "primera", 2: "segunda", 3: "tercera", 4: "cuarta", 5: "quinta", 6: "sexta",
            7: "séptima", 8: "octava", 9: "novena", 10: "décima", -1: "última"}

# After the feminine noun "palabra" ("la palabra subrayada «X»"); SUFFIX after the quote,
# in forms that agree with nothing ("«X» en negrita", "«X» con subrayado").
STYLE_ADJ = {
    "bold": ["en negrita"],
    "italic": ["en cursiva"],
    "underline": ["subrayada"],
    "highlight": ["resaltada"],
    "strike": ["tachada"],
    "link": ["enlazada"],
    "code": ["con formato de código"],
    "faded": ["atenuada", "en gris"],
    "colour": ["de color {colour}"],
}
STYLE_SUFFIX = {
    "bold": ["en negrita"],
    "italic": ["en cursiva"],
    "underline": ["con subrayado"],
    "highlight": ["con resaltado", "con fondo resaltado"],
    "strike": ["con tachado"],
    "link": ["en el enlace", "que es un enlace"],
    "code": ["en formato de código", "con formato de código"],
    "faded": ["en gris", "en color atenuado"],
    "colour": ["en {colour}", "de color {colour}"],
}
COLOURS = {"red": "rojo", "green": "verde", "blue": "azul", "orange": "naranja",
           "purple": "morado", "teal": "verde azulado"}

CHAR_NOUNS = {"letter": "letra", "digit": "cifra"}
MARKS = {
    ".": ["el punto"],
    ",": ["la coma"],
    ":": ["los dos puntos"],
    ";": ["el punto y coma"],
    "!": ["el signo de exclamación", "el cierre de exclamación"],
    "?": ["el signo de interrogación", "el cierre de interrogación"],
    "\u2026": ["los puntos suspensivos"],
}

PHRASES = {
    "word": ["la palabra {q}", "{q}", "el texto {q}"],
    "word_style": ["la palabra {adj} {q}", "la palabra {q} {suffix}", "{q} {suffix}"],
    "word_ordinal": ["la {ord} aparición de {q}", "la {ord} {q}",
                     "la {ord} aparición de la palabra {q}"],
    "char": [Form("la {cx} {word}", word="de"), Form("la {noun} {c} {word}", word="de"),
             Form("la {cx} {word}", word="en")],
    "char_ordinal": [Form("la {ord} {cx} {word}", word="de"),
                     Form("la {ord} {noun} {c} {word}", word="de"),
                     Form("la {ord} {cx} {word}", word="en")],
    "mark": forms(["{name} después {word}", "{name} justo después {word}",
                   "{name} inmediatamente después {word}"], word="de"),
    "pair": ["{q} y {q2}", "las palabras {q} y {q2}"],
    "line_start": ["la línea que empieza por {q}", "la línea que comienza con {q}"],
    "line_end": ["la línea que termina en {q}", "la línea que acaba en {q}"],
    "para_start": ["el párrafo que empieza por {q}", "el párrafo que comienza con {q}"],
    "para_end": ["el párrafo que termina en {q}", "el párrafo que acaba en {q}"],
    "sentence_start": ["la frase que empieza por {q}", "la oración que comienza con {q}"],
    "sentence_end": ["la frase que termina en {q}", "la oración que acaba en {q}"],
    "gap": ["la línea en blanco entre {para1} y {para2}",
            "la línea vacía entre {para1} y {para2}"],
    "gap_after": forms(["la línea en blanco después {para1}",
                        "la línea vacía debajo {para1}"], para1="de"),
    "gap_before": forms(["la línea en blanco antes {para2}",
                         "la línea vacía encima {para2}"], para2="de"),
}

# Trailing qualifiers; regions carry their own preposition ("en la barra lateral").
QUALIFIERS = {
    "sentence": ["en la frase {s}", "en la oración {s}"],
    "phrase": ["en la expresión {s}", "en el fragmento {s}"],
    "after": ["justo después de {s}", "que sigue a {s}"],
    "before": ["justo antes de {s}", "que precede a {s}"],
    "after_clause": ["que sigue a {s}", "que va justo después de {s}"],
    "before_clause": ["que precede a {s}", "que va justo antes de {s}"],
    "region": ["{region}"],
    "message": ["en el mensaje de {name}", "en el correo de {name}"],
}

FORMATS = [
    " en formato [x1, y1, x2, y2]",
    " como x1, y1, x2, y2",
    " (esquina superior izquierda y luego inferior derecha)",
    " indicando la esquina superior izquierda y la inferior derecha",
]


def _click(ref: str) -> list[str]:
    return [t.replace("{ref}", "{" + ref + "}") for t in (
        "Haz clic en {ref}.",
        "Haga clic en {ref}.",
        "Por favor, haz clic en {ref}.",
        "Busca {ref} y haz clic encima.",
        "Objetivo: {ref}",
        "Señala {ref}.",
        "¿Podrías hacer clic en {ref}?",
        "Pulsa {ref} con el ratón.",
        "Localiza {ref} y haz clic sobre ello.",
        "¿Puedes señalar {ref}?",
    )]


def _bbox(ref: str) -> list[Form]:
    of, slot = {ref: "de"}, "{" + ref + "}"
    return [
        Form(f"Devuelve el cuadro delimitador {slot}.", **of),
        Form(f"Indica el cuadro delimitador {slot}{{fmt}}.", **of),
        Form(f"Dibuja un recuadro alrededor {slot}.", **of),
        Form(f"¿Cuál es el cuadro delimitador {slot}? Responde{{fmt}}.", **of),
        Form(f"Objetivo: cuadro delimitador {slot}", **of),
        Form(f"Por favor, indica el rectángulo que encierra {slot}{{fmt}}."),
        Form(f"¿Podrías marcar {slot} con un cuadro delimitador?"),
        Form(f"Da las coordenadas {slot}{{fmt}}.", **of),
    ]


TEMPLATES = {
    "word_center": _click("word") + [
        "Selecciona {word} haciendo clic en su centro.",
    ],
    "char_center": _click("char") + [
        "Haz clic exactamente sobre {char}.",
    ],
    "punctuation": _click("mark") + [
        "Haz clic con precisión sobre {mark}.",
    ],
    "structural_text": _click("word") + [
        "Selecciona {word} con un solo clic.",
    ],
    "chrome_label": _click("word") + [
        "Selecciona {word} con un solo clic.",
        "Activa {word}.",
    ],
    "caret_before_word": forms([
        "Coloca el cursor justo antes {word}.",
        "Sitúa el cursor de texto inmediatamente delante {word}.",
        "Haz clic justo antes {word} para dejar ahí el cursor.",
        "¿Dónde iría el cursor para escribir delante {word}? Haz clic ahí.",
        "Objetivo: cursor antes {word}",
        "Por favor, coloca el punto de inserción justo delante {word}.",
        "¿Podrías poner el cursor justo antes {word}?",
        "Mueve el cursor a la posición justo antes {word}.",
        "Haz clic al principio {word}, antes de su primera letra.",
    ], word="de"),
    "caret_after_word": forms([
        "Coloca el cursor justo después {word}.",
        "Sitúa el cursor de texto inmediatamente detrás {word}.",
        "Haz clic justo después {word} para dejar ahí el cursor.",
        "¿Dónde iría el cursor para seguir escribiendo después {word}? Haz clic ahí.",
        "Objetivo: cursor después {word}",
        "Por favor, coloca el punto de inserción justo detrás {word}.",
        "¿Podrías poner el cursor justo después {word}?",
        "Mueve el cursor a la posición justo después {word}.",
        "Haz clic al final {word}, después de su último carácter.",
    ], word="de"),
    "caret_between_chars": forms([
        "Coloca el cursor entre {c1} y {c2} {word}.",
        "Sitúa el cursor de texto entre {c1} y {c2} {word}.",
        "Haz clic entre {c1} y {c2} {word}.",
        "¿Dónde está el límite entre {c1} y {c2} {word}? Haz clic ahí.",
        "Objetivo: cursor entre {c1} y {c2} {word}",
        "Por favor, coloca el punto de inserción entre {c1} y {c2} {word}.",
        "¿Podrías poner el cursor entre {c1} y {c2} {word}?",
        "Mueve el cursor para que quede entre {c1} y {c2} {word}.",
    ], word="de"),
    "between_words": [
        "Haz clic en el espacio entre {pair}.",
        "Coloca el cursor en el espacio entre {pair}.",
        "Haz clic en el hueco que separa {pair}.",
        "¿Dónde está el espacio entre {pair}? Haz clic en él.",
        "Objetivo: espacio entre {pair}",
        "Por favor, haz clic en el hueco entre {pair}.",
        "¿Podrías hacer clic entre {pair}?",
        "Pon el cursor en el blanco entre {pair}.",
    ],
    "line_start": forms([
        "Coloca el cursor al principio {line}.",
        "Haz clic justo al comienzo {line}.",
        "Sitúa el cursor de texto al inicio {line}.",
        "Objetivo: principio {line}",
        "Por favor, coloca el punto de inserción al comienzo {line}.",
        "¿Podrías poner el cursor al principio {line}?",
        "Mueve el cursor al inicio {line}.",
    ], line="de") + ["¿Dónde empieza {line}? Haz clic ahí."],
    "line_end": forms([
        "Coloca el cursor al final {line}.",
        "Haz clic justo al final {line}.",
        "Sitúa el cursor de texto al final {line}.",
        "Objetivo: final {line}",
        "Por favor, coloca el punto de inserción al final {line}.",
        "¿Podrías poner el cursor al final {line}?",
        "Mueve el cursor al final {line}.",
    ], line="de") + ["¿Dónde termina {line}? Haz clic ahí."],
    "sentence_boundary": forms([
        "Coloca el cursor justo después del signo final {sentence}.",
        "Haz clic justo después del final {sentence}.",
        "Sitúa el cursor de texto inmediatamente después {sentence}.",
        "Objetivo: cursor después {sentence}",
        "Por favor, coloca el punto de inserción justo después del final {sentence}.",
        "¿Podrías poner el cursor justo después {sentence}?",
        "Mueve el cursor al final {sentence}, tras su último signo.",
    ], sentence="de") + [
        "¿Dónde termina {sentence}? Haz clic justo después de su último signo.",
    ],
    "paragraph_start": forms([
        "Coloca el cursor al principio {para}.",
        "Haz clic justo al comienzo {para}.",
        "Sitúa el cursor de texto antes de la primera palabra {para}.",
        "Objetivo: principio {para}",
        "Por favor, coloca el punto de inserción al comienzo {para}.",
        "¿Podrías poner el cursor al principio {para}?",
        "Mueve el cursor al inicio {para}.",
    ], para="de") + ["¿Dónde empieza {para}? Haz clic ahí."],
    "paragraph_end": forms([
        "Coloca el cursor al final {para}.",
        "Haz clic justo después del último carácter {para}.",
        "Sitúa el cursor de texto al final {para}.",
        "Objetivo: final {para}",
        "Por favor, coloca el punto de inserción al final {para}.",
        "¿Podrías poner el cursor al final {para}?",
        "Mueve el cursor detrás del último carácter {para}.",
    ], para="de") + ["¿Dónde termina {para}? Haz clic ahí."],
    "blank_line": [
        "Haz clic en {gap}.",
        "Haga clic en {gap}.",
        "Coloca el cursor en {gap}.",
        "¿Dónde está {gap}? Haz clic en ella.",
        "Objetivo: {gap}",
        "Por favor, haz clic en {gap}.",
        "¿Podrías hacer clic en {gap}?",
        "Pon el cursor en {gap}.",
    ],
    "word_bbox": _bbox("word"),
    "char_bbox": _bbox("char"),
    "line_bbox": _bbox("line"),
    "paragraph_bbox": _bbox("para"),
}

__all__ = ["CHAR_NOUNS", "CODE_QUOTES", "COLOURS", "FORMATS", "MARKS", "ORDINALS", "PHRASES",
           "QUALIFIERS", "QUOTES", "REGIONS", "STYLE_ADJ", "STYLE_SUFFIX", "TEMPLATES"]
