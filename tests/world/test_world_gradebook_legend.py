"""A gradebook explains its orange badge (a legend: late work) and keeps whole column titles
(a long assignment name wraps instead of ending in "…"); the roster is alphabetical."""

from __future__ import annotations

import re
import unicodedata

import numpy as np
from world_helpers import sampled

from generator.content import Content
from generator.page import make_theme
from surfaces import registry


def _particle_free(name: str) -> str:
    words = name.split(" ")
    while len(words) > 1 and words[0].islower():  # "de Jong, Tijn" sorts under J
        words = words[1:]
    return unicodedata.normalize("NFKD", " ".join(words)).encode("ascii", "ignore").decode()


def test_roster_is_sorted():
    for lang, seed, p in sampled("gradebook", 15):
        names = [_particle_free(r[0][0]).casefold() for r in p["rows"]]
        assert names == sorted(names), (lang, seed)


# the final grade as each country writes it, from the row's percentage
GRADE = {"en": re.compile(r"^[ABCDF]$"), "de": re.compile(r"^[1-5],[037]$"),
         "fr": re.compile(r"^\d{1,2},\d$"), "es": re.compile(r"^\d{1,2},\d$"),
         "it": re.compile(r"^\d{1,2},\d$"), "nl": re.compile(r"^\d{1,2},\d$")}


def test_final_grade_follows_the_country_and_the_percentage():
    """A Dutch course gave US letter grades under "Eindcijfer" (review 12): the grade is a
    letter in English, a Note 1,0-5,0 in German, a mark out of 20 in French and out of 10
    in Spanish, Italian and Dutch, and it rises with the percentage."""
    for lang, seed, p in sampled("gradebook", 10):
        pairs = []
        for r in p["rows"]:
            grade = r[-1][0]
            assert GRADE[lang].match(grade), (lang, seed, grade)
            pct = float(r[-2][0].replace("\u202f", "").replace(" ", "").rstrip("%")
                        .replace(",", "."))
            mark = {"en": "FDCBA".index(grade) if lang == "en" else 0}.get(lang) \
                if lang == "en" else float(grade.replace(",", "."))
            pairs.append((pct, -mark if lang == "de" else mark))
            if lang in ("fr", "es", "it", "nl"):
                top = 20 if lang == "fr" else 10
                assert abs(mark - max(1.0 if lang == "nl" else 0.0, pct * top / 100)) <= 0.06, \
                    (lang, seed, pct, grade)
        pairs.sort()
        assert [m for _, m in pairs] == sorted(m for _, m in pairs), (lang, seed)


def test_badges_have_a_legend_and_titles_are_whole():
    cls = registry.get("gradebook")
    for lang, seed in (("en", 26), ("de", 1), ("it", 4)):
        params = cls().sample(np.random.default_rng([seed, 5]),
                              Content(lang, np.random.default_rng([seed, 11])))
        page = cls().compose(params, make_theme(False, "blue"))
        texts = ["".join(g.char for ln in op.laid.lines for g in ln.glyphs)
                 for op in page.text_blocks()]
        late = any(c[1] == "pill:orange" for r in params["rows"] for c in r[1:-2])
        assert not late or params["late"] in texts, (lang, seed)
        heads = [op for op in page.text_blocks() if op.role == "structural"]
        assert not any(op.laid.truncated for op in heads), (lang, seed)
