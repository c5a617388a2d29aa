"""h_instr2 (r69 0000): a word the page also prints in another case or without its accents
("CÉNIT" on the pack, "Cénit" in the body) is ambiguous to a reader, whatever the
qualifiers: the verifier rejects it and the sampler never takes it."""

from __future__ import annotations

import numpy as np
from verify_kit import Sheet, check, word_box, words

from generator.targets import sample_target


def _page(variant: str):
    sheet = Sheet()
    sheet.labels("toolbar", ["CÉNIT", "Ayuda"])
    sheet.prose([f"La empresa {variant} fabrica cereales desde hace años.",
                 "Los valores son por cada cien gramos."])
    return sheet.render()


def test_a_case_variant_makes_a_word_ambiguous() -> None:
    for variant in ("Cénit", "CENIT", "cénit"):
        image, geo = _page(variant)
        target = words(geo, "CÉNIT")[0]
        v = check(image, geo, "Click the word “CÉNIT” in the toolbar.", "chrome_label",
                  word_box(geo, target), lang="en")
        assert not v.ok and v.reason == "ambiguous", (variant, v)


def test_without_a_variant_the_word_is_fine() -> None:
    image, geo = _page("Norte")
    target = words(geo, "CÉNIT")[0]
    v = check(image, geo, "Click the word “CÉNIT”.", "chrome_label", word_box(geo, target))
    assert v.ok, v


def test_the_sampler_takes_no_word_with_a_variant() -> None:
    _, geo = _page("Cénit")
    for category in ("chrome_label", "word_center", "caret_after_word"):
        for seed in range(40):
            t = sample_target(geo, category, np.random.default_rng(seed))
            if t is not None:
                assert t.ref["text"].casefold() != "cénit", (category, t.ref)
