"""The sound rules of locale.toml (``text.rewrites``) apply to filled templates and labels."""

import numpy as np
import pytest

from generator import languages
from generator.content import Content


@pytest.mark.parametrize(("lang", "template", "values", "expected"), [
    ("en", "a {x} and a user, a {y}", ("apple", "pear"), "An apple and a user, a pear"),
    ("it", "Vado a {x} con Marco e {y}.", ("Ancona", "Elena"), "Vado ad Ancona con Marco ed Elena."),
    ("it", "a {x} e {y}", ("Bari", "Luca"), "A Bari e Luca"),
    ("es", "Padres y {x}, agua y hielo, siete o {y}.", ("hijos", "ocho"),
     "Padres e hijos, agua y hielo, siete u ocho."),
    ("de", "a {x} und e {y}", ("Anna", "Ende"), "A Anna und e Ende"),
    ("es", "Reseña de el {x}; voy a el {y}", ("portátil", "mercado"),
     "Reseña del portátil; voy al mercado"),
    ("es", "Leído en {x}", ("El País",), "Leído en El País"),
    ("es", "Una columna de {x}", ("El País",), "Una columna de El País"),
    ("it", "Ripensò al {x} e il {y}", ("ultimo inverno", "anno"),
     "Ripensò all'ultimo inverno e l'anno"),
    ("it", "Il {x} del {y}", ("ufficio", "amico"), "L'ufficio dell'amico"),
    ("it", "Il {x} del {y}", ("porto", "paese"), "Il porto del paese"),
])
def test_fill_applies_the_sound_rules(lang: str, template: str, values: tuple[str, str],
                                      expected: str) -> None:
    content = Content(lang, np.random.default_rng(0))
    assert content.fill(template, x=values[0], y=values[-1]) == expected


def test_a_ui_label_with_values_follows_the_rules() -> None:
    content = Content("it", np.random.default_rng(0))
    assert content.ui("apps.trip.title", city="Ancona") == "Viaggio ad Ancona"
    assert content.ui("apps.trip.title", city="Roma") == "Viaggio a Roma"


@pytest.mark.parametrize("lang", languages.codes())
def test_every_language_states_its_rules(lang: str) -> None:
    rules = languages.fact(lang, "text.rewrites", list)
    assert all(set(r) == {"pattern", "replace"} for r in rules), lang
