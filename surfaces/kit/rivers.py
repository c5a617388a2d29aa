"""A town's river by name where a page would say "the river": a local paper writes "der
Radweg an der Ruhr" for Essen, never "der Radweg am Fluss" (r70 0010). The names are the
language's ``h_text1_rivers`` table (city -> the river as "along ..." takes it: "an der
Ruhr", "du Rhône", "l'Arno", "de Maas", "the Hudson", "Guadalquivir")."""

from __future__ import annotations

import re

from surfaces.kit import Content


def river_of(content: Content, town: str) -> str:
    """The river ``town`` lies on as the table writes it; "" for a town it does not know."""
    return next((str(r["river"]) for r in content._slot("h_text1_rivers")
                 if r["city"] == town), "")


def _it_on(river: str) -> str:
    """"sul fiume" for ``river`` ("il Po" -> "sul Po", "l'Arno" -> "sull'Arno")."""
    for art, on in (("il ", "sul "), ("l'", "sull'"), ("la ", "sulla "), ("i ", "sui "),
                    ("lo ", "sullo ")):
        if river.startswith(art):
            return on + river[len(art):]
    return "su " + river


def _fr_the(river: str) -> str:
    """"le fleuve" for ``river`` ("du Rhône" -> "le Rhône", "de l'Ill" -> "l'Ill")."""
    return re.sub(r"^(du |de la |de l'|des )",
                  lambda m: {"du ": "le ", "de la ": "la ", "de l'": "l'",
                             "des ": "les "}[m.group(1)], river)


def _de_acc(river: str) -> str:
    """"über den Fluss" for ``river`` ("an der Ruhr" -> "über die Ruhr", "am Rhein" ->
    "über den Rhein")."""
    return re.sub(r"^(an der |am |an den )",
                  lambda m: {"an der ": "über die ", "am ": "über den ",
                             "an den ": "über die "}[m.group(1)], river)


def name_river(lang: str, text: str, river: str) -> str:
    """``text`` with the language's generic river ("am Fluss", "the river", "el río",
    "du fleuve", "il fiume", "de rivier") replaced by ``river``."""
    if lang == "de":
        return text.replace("über den Fluss", _de_acc(river)).replace("am Fluss", river)
    if lang == "en":
        return text.replace("the river", river)
    if lang == "es":
        return text.replace("río", river)
    if lang == "fr":
        return text.replace("du fleuve", river).replace("le fleuve", _fr_the(river))
    if lang == "it":
        return text.replace("sul fiume", _it_on(river)).replace("il fiume", river)
    if lang == "nl":
        return text.replace("de rivier", river)
    return text


GENERIC = {"de": "Fluss", "en": "the river", "es": "río", "fr": "fleuve", "it": "fiume",
           "nl": "rivier"}
