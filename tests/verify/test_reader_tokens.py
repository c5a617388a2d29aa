"""Words as a reader sees them (issue 17): numbers with group separators, decimals,
dates, times, amounts, e-mail addresses and URLs are one token; word targets never take
a piece of one, in the sampler and (independently) in the verifier."""

from __future__ import annotations

import numpy as np
from verify_kit import Sheet, check, word_box, words

from generator.targets import PageIndex
from generator.targets.chars import punctuation_target
from generator.targets.tokens import compound_spans, pieces
from generator.targets.words import word_target
from generator.verify.tokens import reader_tokens

TEXT = ("Le solde est de 78 659,91 € depuis le 2024-03-01 à 10:30, écrivez à "
        "ana.lopez@example.com ou visitez www.exemple.fr pour 12 500 clients. "
        "Le code 78 reste valable.")


def page():
    s = Sheet()
    s.prose([TEXT])
    return s.render()


def _texts(geo, spans):
    return ["".join(g.char for g in geo.glyphs[a:b]) for a, b in spans]


def test_sampler_and_verifier_find_the_same_tokens() -> None:
    _, geo = page()
    expected = ["78 659,91 €", "2024-03-01", "10:30", "ana.lopez@example.com",
                "www.exemple.fr", "12 500"]
    assert _texts(geo, compound_spans(geo)) == expected
    assert _texts(geo, reader_tokens(geo)) == expected


def test_no_word_target_is_a_piece_of_a_token() -> None:
    _, geo = page()
    piece_ids, inside = pieces(geo)
    assert {geo.words[i].text for i in piece_ids} == {"78", "659,91", "ana", "lopez",
                                                      "example", "com", "www", "exemple",
                                                      "fr", "12", "500"}
    index = PageIndex(geo)
    for seed in range(40):
        t = word_target(index, "word_center", np.random.default_rng(seed))
        assert t is not None and geo.glyphs[t.glyphs[0]].word not in piece_ids, t.ref
        p = punctuation_target(index, "punctuation", np.random.default_rng(seed))
        assert p is None or p.ref["glyph"] not in inside, p.ref


def test_verifier_refuses_a_piece_and_accepts_the_whole_word() -> None:
    image, geo = page()
    standalone = words(geo, "78")[1]  # "Le code 78 reste valable."
    assert check(image, geo, "Cliquez sur le mot « 78 » dans la phrase « Le code 78 reste "
                 "valable. »", "word_center", word_box(geo, standalone), lang="fr").ok
    for piece in ("659,91", "500", "lopez"):
        verdict = check(image, geo, f"Cliquez sur le mot « {piece} ».", "word_center",
                        word_box(geo, words(geo, piece)[0]), lang="fr")
        assert verdict.reason == "no_match", (piece, verdict)
    # unqualified, "78" means the standalone word only: the piece is no candidate
    assert check(image, geo, "Cliquez sur le mot « 78 ».", "word_center",
                 word_box(geo, standalone), lang="fr").ok
