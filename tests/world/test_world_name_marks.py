"""A styled name is the whole name: italics never fall on one part of a surname ("Inès De
*Sousa*", "Robin de *Jong*")."""

from __future__ import annotations

from surfaces.kit.prose import markable_spans


def test_names_with_particles_are_one_span() -> None:
    for text, name in (("Il manque la signature de Inès De Sousa pour avancer.", "Inès De Sousa"),
                       ("Ik sprak gisteren met Robin de Jong over het plan.", "Robin de Jong"),
                       ("Ne ho parlato con Maria Della Rovere ieri.", "Maria Della Rovere")):
        names = [text[a:b] for a, b, kind in markable_spans(text) if kind == "name"]
        assert name in names, (text, names)
        assert not any(n != name and n in name for n in names), (text, names)


def test_a_german_von_name_is_never_styled_in_part() -> None:
    """German writes "von" between nouns too, so "Anna von Berg" is styled whole or not at
    all, never "Anna" or "Berg" alone."""
    for text in ("Gestern rief Anna von Berg an.", "Bitte mit Anna von Berg und dem Team."):
        names = [text[a:b] for a, b, kind in markable_spans(text) if kind == "name"]
        assert not {"Anna", "Berg"} & set(names), (text, names)
