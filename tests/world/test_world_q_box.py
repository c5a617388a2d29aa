"""q_box (wave 16 reviews 50/51): boxes a reader would put elsewhere."""

from __future__ import annotations

import numpy as np

from generator.targets.chars import char_ordinal
from generator.verify.conventions import ordinal_readings

WORDS = ("131,18", "settlement", "1.011", "Anna", "aab", "baa", "10,01", "2021", "Mississippi",
         "banana", "0,50", "11:10", "abca", "eerie", "1-1-1", "Erdinneren", "Eerie",
         "OttO", "Lola", "nEe")


def _words(rng: np.random.Generator, n: int) -> list[str]:
    out = list(WORDS)
    for _ in range(n):
        out.append("".join(rng.choice(list("ab1,0"), size=int(rng.integers(2, 9)))))
    return out


def test_a_char_ordinal_reads_one_way_only() -> None:
    """r50 #3: "la tercera cifra «1» de «131,18»" boxed the third "1" while the third digit
    is itself a "1": an n-th «c» is offered only when counting the character and counting
    positions (characters, or digits/letters) point at the same glyph, and the verifier
    reads the same positions."""
    rng = np.random.default_rng(5)
    for word in _words(rng, 400):
        for pos, ch in enumerate(word):
            if not ch.isalnum():
                continue
            for _ in range(4):
                n = char_ordinal(word, pos, rng)
                if n is None:
                    continue
                assert ordinal_readings(word, ch, n) == [pos], (word, pos, n)
                if n > 0:
                    assert word[n - 1] == ch and n - 1 == pos or word[n - 1] != ch, (word, n)
    assert all(char_ordinal("131,18", 4, rng) in (None, -1) for _ in range(20))
    assert ordinal_readings("131,18", "1", 3) == [2, 4]
    assert ordinal_readings("settlement", "e", 3) == [7]
    # r54 0028: "das zweite „e“ in „Erdinneren“" boxed the e after "r" while a reader
    # counting the capital E takes the one before it: two readings, never offered
    assert ordinal_readings("Erdinneren", "e", 2) == [6, 8]
    assert ordinal_readings("Erdinneren", "e", -1) == [8]
    assert ordinal_readings("Lola", "l", 1) == [0, 2]
    assert all(char_ordinal("Erdinneren", 8, rng) in (None, -1) for _ in range(20))


PLURAL_DECIMALS = {"en": ("digits", "decimals", "places"), "de": ("stellen", "ziffern"),
                   "fr": ("chiffres", "décimales"), "es": ("cifras", "decimales"),
                   "it": ("cifre", "decimali"), "nl": ("cijfers", "decimalen")}


def test_one_decimal_digit_is_named_in_the_singular() -> None:
    """r51 #9: "las cifras después de la coma en «10,8»" for one digit; one decimal is "la
    cifra decimal" in every language, and the verifier reads it back as the decimals."""
    from generator.instructions import render_instruction
    from generator.targets import Target
    from generator.verify.selection.check import category_of
    from generator.verify.selection.parse import parse_selection

    for lang, plurals in PLURAL_DECIMALS.items():
        host = "10,8" if lang != "en" else "10.8"
        for seed in range(40):
            ref = {"kind": "substring", "part": "decimals", "text": host, "sub": "8",
                   "code": False}
            target = Target("select_substring", "selection", "drag", (0, 0, 1, 1), ref)
            text = render_instruction(target, lang, np.random.default_rng(seed))
            named = text.casefold().replace(host, "")
            assert not any(p in named.split() or p + " " in named for p in plurals), text
            q = parse_selection(text, lang)
            assert category_of(q) == "select_substring", text
            assert (q.part, q.host) == ("decimals", host), text


def test_a_duration_badge_over_a_thumbnail_is_no_text_target() -> None:
    """r51 #21: "Click right after «29:01» in the Up Next list, as if to select from there"
    on the duration badge over a thumbnail; the badge is chrome, which no caret, word or
    selection category takes its candidates from."""
    from world_helpers import rendered

    from generator.targets.categories import REQUIRED_ROLES

    body = {r for cat, roles in REQUIRED_ROLES.items() if cat not in ("chrome_label",)
            for r in roles} - {"structural"}
    seen = 0
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in range(6):
            params, geo = rendered("video_player", lang, seed)
            durations = {it["dur"] for it in params["next"]}
            for word in geo.words:
                if word.text in durations and word.text != params.get("total"):
                    seen += 1
                    assert geo.blocks[word.block].role not in body, (lang, seed, word.text)
    assert seen
