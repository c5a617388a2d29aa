"""The template grammar: alternatives are drawn from the content stream, nest, may be empty,
leave slots alone, and ``variants`` counts exactly the texts ``expand`` can give."""

from __future__ import annotations

import numpy as np
import pytest

from generator.content.grammar import GrammarError, expand, variants


def test_alternatives_nest_and_slots_stay() -> None:
    template = "{The|Our} team {will {soon |}ship|has shipped} {project} {today|}."
    seen = {expand(template, np.random.default_rng(seed)) for seed in range(400)}
    assert all("{project}" in s for s in seen)
    assert variants(template, lambda slot: 1) == 2 * 3 * 2 == len(seen)
    assert "Our team will soon ship {project} today." in seen
    assert "The team has shipped {project} ." in seen


def test_expand_is_a_function_of_the_stream() -> None:
    template = "{a|b|c}{d|e}"
    for seed in range(20):
        assert expand(template, np.random.default_rng(seed)) == \
            expand(template, np.random.default_rng(seed))


def test_slots_multiply_the_count() -> None:
    assert variants("{name} met {name} {here|there}", lambda slot: 10) == 200


def test_unbalanced_braces_are_an_error() -> None:
    for bad in ("{a|b", "a|b}", "{a|{b}"):
        with pytest.raises(GrammarError):
            expand(bad, np.random.default_rng(0))


def test_content_fills_real_cities() -> None:
    from generator import languages
    from generator.content import Content

    for lang in languages.codes():
        content = Content(lang, np.random.default_rng(3))
        cities = set(content.data.SLOTS["cities"])
        assert len(cities) >= 40
        assert {content.city() for _ in range(30)} <= cities


def test_a_ui_label_may_vary_and_keeps_its_fields() -> None:
    """A sentence-like UI label with alternatives draws one per call from the content
    stream; its format fields are filled as for any label; a plain label draws nothing."""
    from generator.content.provider import Content

    content = Content("en", np.random.default_rng(3))
    content.data.UI["test.vary"] = "{I declare|I confirm} that the {n} answers are true."
    try:
        seen = {content.ui("test.vary", n=4) for _ in range(30)}
        assert seen == {"I declare that the 4 answers are true.",
                        "I confirm that the 4 answers are true."}
        before = content.rng.bit_generator.state
        content.ui("records.tax.sign")
        assert content.rng.bit_generator.state == before
    finally:
        del content.data.UI["test.vary"]
