"""r75 0012: the "1,3" of a regex's "{1,3}" is no "number '1,3'" to a developer: in code only
a numeric literal is called a number, a quantifier's bounds are quoted as a text, in every
language."""

from __future__ import annotations

import numpy as np
import pytest

from generator.instructions.render import _Writer, templates, token_kind

LANGS = ("en", "de", "fr", "es", "it", "nl")


def test_token_kind_in_code() -> None:
    assert token_kind("1,3", code=True) == "token"
    assert token_kind("4, 6", code=True) == "token"
    assert token_kind("3", code=True) == token_kind("0.25", code=True) == "number"
    assert token_kind("1,3") == "number"  # prose: "1,3" is a German decimal


@pytest.mark.parametrize("lang", LANGS)
def test_a_quantifier_is_never_a_number(lang: str) -> None:
    noun = templates(lang).PHRASES["number"][0].split("{q}")[0].strip().casefold()
    said = set()
    for seed in range(24):
        writer = _Writer(templates(lang), np.random.default_rng(seed), False)
        said.add(writer.word({"text": "1,3", "code": True, "qualifiers": [],
                              "whole": seed % 2 == 0}).casefold())
    assert not any(noun in s for s in said), said
    said_number = {_Writer(templates(lang), np.random.default_rng(s), False).word(
        {"text": "25", "code": True, "qualifiers": [], "whole": True}).casefold()
        for s in range(8)}
    assert any(noun in s for s in said_number), said_number  # a literal stays a number


def test_german_starts_never_say_beginn_before_beginnt() -> None:
    """r75 0003: "an den Beginn des Absatzes, der mit „…“ beginnt"; r75 0019: "im Leerraum"."""
    m = templates("de")
    for category in ("line_start", "paragraph_start"):
        for form in m.TEMPLATES[category]:
            assert "Beginn " not in str(form), form
    for form in m.TEMPLATES["between_words"]:
        assert "Leerraum" not in str(form), form


def test_italian_letters_between_are_named_with_their_noun() -> None:
    """r75 0006: "fra «o» e «k»" without articles; "tra i caratteri «o» e «k»"."""
    for form in templates("it").TEMPLATES["caret_between_chars"]:
        assert "i caratteri {c1} e {c2}" in str(form), form


def test_an_author_name_is_a_name_not_a_label() -> None:
    """r75 0009: "dans le libellé « Audrey Dupuy »" for a post's author."""
    from generator.pipeline import compose_page
    from generator.plan import Slot
    from generator.rng import ExampleStreams
    from generator.targets import sample_target

    seen = 0
    for k in range(30):
        lang = LANGS[k % len(LANGS)]
        composed = compose_page(Slot("structural_text", lang, "teams_chat"),
                                ExampleStreams(75075, "train", k), 0.3)
        if composed is None:
            continue
        geo = composed[1]
        authors = {r.label for r in geo.regions if r.kind == "message" and r.label}
        for j in range(4):
            target = sample_target(geo, "structural_text", np.random.default_rng([k, j]))
            quals = [] if target is None else target.ref.get("qualifiers", [])
            for q in quals:
                if q.get("type") == "phrase" and q["text"] in authors:
                    assert q["noun"] == "name", q
                    seen += 1
    assert seen >= 5
