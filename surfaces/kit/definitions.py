"""A glossary's or a deck's house style for definitions: some write them as full noun
phrases ("A network that connects ..."), some drop the leading article, as
dictionaries do ("Network that connects ..."). Each page keeps one style throughout."""

from __future__ import annotations

# the articles a definition may open with, indefinite and definite ("Il programma con cui
# ..." reads "Programma con cui ..." in a terse glossary)
ARTICLES = {"en": ("A ", "An ", "The "), "de": ("Ein ", "Eine ", "Der ", "Die ", "Das "),
            "fr": ("Un ", "Une ", "Le ", "La ", "L'", "Les "),
            "es": ("Un ", "Una ", "El ", "La ", "Los ", "Las "),
            "it": ("Uno ", "Una ", "Un'", "Un ", "Il ", "Lo ", "La ", "L'", "Gli ", "I ", "Le "),
            "nl": ("Een ", "De ", "Het ")}


# a German adjective after "Der"/"Das" takes the strong ending once the article goes
# ("Der letzte Schritt" -> "Letzter Schritt", "Das kleine Symbol" -> "Kleines Symbol")
STRONG = {"Der ": "r", "Das ": "s"}


def terse(definition: str, lang: str) -> str:
    """``definition`` without its leading article (its next word capitalised)."""
    for article in ARTICLES.get(lang, ()):
        if definition.startswith(article) and len(definition) > len(article) + 1:
            rest = definition[len(article):]
            word, _, tail = rest.partition(" ")
            if lang == "de" and article in STRONG and word.islower() and word.endswith("e") \
                    and tail[:1].isupper():  # an adjective before its noun
                rest = f"{word}{STRONG[article]} {tail}"
            return rest[0].upper() + rest[1:]
    return definition
