"""A word named by its neighbour ("'maintain' right before 'network'") is named by a
landmark a reader would use: never by a one- or two-character word ("a", "1")."""

from __future__ import annotations

import re

import numpy as np
from targets_oracle import page

from generator.targets import SAMPLERS, PageIndex


def _neighbour_clauses(surface: str, seed: int, draws: int) -> list[dict]:
    _, geo = page(surface, seed)
    index = PageIndex(geo)
    out = []
    for salt in range(draws):
        target = SAMPLERS["word_center"](index, "word_center", np.random.default_rng([seed, salt]))
        if target is not None:
            out += [q for q in target.ref.get("qualifiers", [])
                    if q["type"] in ("after", "before")]
    return out


def test_neighbour_landmarks_have_three_characters_or_more():
    clauses = []
    for surface, seed in (("search_page", 3), ("docs_site", 11), ("fax_cover", 5),
                          ("gmail_thread", 12)):
        clauses += _neighbour_clauses(surface, seed, 120)
    assert clauses, "no neighbour clause drawn: the test would prove nothing"
    short = [q["text"] for q in clauses if len(q["text"]) < 3]
    assert not short, short


def test_a_quoted_phrase_never_cuts_a_token_in_two():
    """"the colon after '1' in the phrase '10:00 AM – 1'" quoted half of "1:00": a phrase
    clause starts and ends where the printed token does."""
    glued = re.compile(r"^(\w|[^\s\w]\w)")  # "1|:00" or "1|5": the token goes on
    phrases = 0
    for surface, seed in (("calendar_week", 3), ("calendar_invite", 4), ("train_timetable", 5),
                          ("docs_site", 11)):
        _, geo = page(surface, seed)
        index = PageIndex(geo)
        lines: dict[int, str] = {}
        for g in geo.glyphs:
            lines[g.line] = lines.get(g.line, "") + g.char
        for salt in range(120):
            rng = np.random.default_rng([seed, salt])
            target = SAMPLERS["punctuation"](index, "punctuation", rng)
            for q in (target.ref["word"].get("qualifiers", []) if target else []):
                if q["type"] != "phrase":
                    continue
                phrases += 1
                found = [(line[:m.start()], line[m.end():]) for line in lines.values()
                         for m in re.finditer(re.escape(q["text"]), line)]
                assert found, q["text"]
                for before, after in found:
                    assert not glued.match(after) and not glued.match(before[::-1]), \
                        (q["text"], before[-6:], after[:6])
    assert phrases, "no phrase clause drawn: the test would prove nothing"


def _word_at(geo, glyph: int):
    return next(w for w in geo.words if w.glyphs[0] <= glyph < w.glyphs[1])


def test_a_neighbour_clause_has_only_space_between():
    """"the caret before 'Tijn' (right after 'Jong')" named the caret after "Jong, ": a
    neighbour names the word next to the target only when no comma or other mark stands
    between them."""
    checked = 0
    for surface, seed in (("gradebook", 3), ("search_page", 3), ("contract_page", 2),
                          ("admin_user_table", 4), ("docs_site", 11)):
        _, geo = page(surface, seed)
        index = PageIndex(geo)
        for salt in range(150):
            target = SAMPLERS["word_center"](index, "word_center",
                                             np.random.default_rng([seed, salt]))
            for q in (target.ref.get("qualifiers", []) if target else []):
                if q["type"] not in ("after", "before"):
                    continue
                word = _word_at(geo, target.glyphs[0])
                nb = geo.words[word.id + (-1 if q["type"] == "after" else 1)]
                assert nb.text == q["text"]
                a, b = sorted((word, nb), key=lambda w: w.id)
                between = "".join(geo.glyphs[i].char for i in range(a.glyphs[1], b.glyphs[0]))
                assert not between.strip(), (surface, q, between)
                checked += 1
    assert checked, "no neighbour clause drawn: the test would prove nothing"


def test_a_quoted_phrase_opens_every_bracket_it_closes():
    """"Click 'Script-6' in the phrase 'erp> Script-6'" quoted a tab that reads
    "<erp> Script-6": a phrase clause never closes a bracket it does not open."""
    from generator.targets.spanchecks import unbalanced
    assert unbalanced("erp> Script-6") and not unbalanced("(see the docs)")
    phrases = []
    for surface, seed in (("sql_console", 1), ("sql_console", 2), ("code_editor", 3)):
        _, geo = page(surface, seed)
        index = PageIndex(geo)
        for salt in range(60):
            for category in ("chrome_label", "word_center"):
                target = SAMPLERS[category](index, category, np.random.default_rng([seed, salt]))
                phrases += [q["text"] for q in (target.ref.get("qualifiers", []) if target
                                                else []) if q["type"] == "phrase"]
    assert phrases, "no phrase clause drawn: the test would prove nothing"
    assert not [p for p in phrases if unbalanced(p)]
