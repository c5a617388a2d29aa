"""Fiction that reads as written (wave 10, g_fiction): a novel's page is one of two plans
(ereader: a chapter's opening with its setting; book_page: a page of talk inside a
chapter), every line of dialogue can be told whose it is, no clause says a word twice, a
song is written from one world (its chorus sung the same each time, its place sung once),
and a blogger's gendered words agree with the blogger."""

from __future__ import annotations

import re

from tests.world.world_helpers import sampled

LANGS = ("en", "de", "fr", "es", "it", "nl")
_CLAUSE = re.compile(r"[,;:.!?—–«»“”„‘’()\u00a0]\s|[,;:.!?—–«»“”„‘’()]")
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
# words a clause may say twice: articles, pronouns, auxiliaries and the like (five letters
# or more only: shorter words are not checked)
_FREE = {"their", "there", "which", "would", "could", "about", "einer", "einem", "einen",
         "eines", "nicht", "hatte", "hatten", "wurde", "waren", "dieser", "diese", "cette",
         "avait", "était", "leurs", "quand", "comme", "estaba", "había", "desde", "donde",
         "aveva", "erano", "della", "delle", "degli", "nella", "dalla", "quando", "hadden",
         "werden", "zijn", "nog", "alles", "sinds"}


def texts_of(p):
    return p.get("texts") or [t for pg in p["pages"] for t in pg["paragraphs"]]


def repeated_word(text: str, names: set[str]) -> str | None:
    """A word of five letters or more said twice in one clause (not a name, not a small
    word a clause may repeat), or None."""
    for clause in _CLAUSE.split(text):
        seen: set[str] = set()
        for w in _WORD.findall(clause):
            key = w.lower()
            if len(key) < 5 or key in _FREE or w in names:
                continue
            if key in seen:
                return f"{w!r} in {clause!r}"
            seen.add(key)
    return None


def test_no_word_twice_in_a_clause_of_a_novel() -> None:
    """'seduta vicino al cambiamonete vicino alla porta': no clause says a word twice."""
    for name in ("book_page", "ereader"):
        for lang, seed, p in sampled(name, 30):
            names = {c["name"] for c in p["cast"]} | {p["town"]}
            for t in texts_of(p):
                bad = repeated_word(t, names)
                assert bad is None, (name, lang, seed, bad, t)


_OPEN = {"en": "“", "de": "„", "fr": "«", "es": "—", "it": "«", "nl": "‘"}
_CLOSE = {"en": "”", "de": "“", "fr": "»", "es": "", "it": "»", "nl": "’"}


def _untagged(lang: str, para: str) -> bool | None:
    """None for a narrated paragraph; True for a line of dialogue that nothing after its
    closing mark attributes ("“I know.”", "—Lo sé."), False for a tagged one."""
    if not para.startswith(_OPEN[lang]):
        return None
    if lang == "es":
        return " —" not in para
    return para.rstrip().endswith(_CLOSE[lang])


def test_every_line_of_dialogue_can_be_told_whose_it_is() -> None:
    """A line goes untagged only as the answer to a line just before it: never after a
    narrated paragraph, and never three in a row (a tag at least every third line)."""
    untagged = tagged = 0
    for name in ("book_page", "ereader"):
        for lang, seed, p in sampled(name, 25):
            before = None  # the paragraph before: None narrated, True/False a line
            run = 0  # untagged lines in a row
            for para in texts_of(p):
                kind = _untagged(lang, para)
                run = run + 1 if kind else 0
                if kind:
                    assert before is not None and run <= 2, (name, lang, seed, para)
                    untagged += 1
                elif kind is False:
                    tagged += 1
                before = kind
    assert untagged > 100 and tagged > 300


def test_the_two_novel_surfaces_follow_different_plans() -> None:
    """The ereader opens a chapter (its title over a setting paragraph without anyone in
    it, then the arrival); a book page is in the midst of a talk (its first paragraph
    names them, already there). A reader of both does not see one paragraph plan."""
    for lang, seed, p in sampled("ereader", 12):
        names = [c["name"] for c in p["cast"]]
        assert p["chapter"], (lang, seed)
        assert not any(n in p["texts"][0] for n in names), (lang, seed, p["texts"][0])
        assert names[0] in p["texts"][1], (lang, seed, p["texts"][1])
    for lang, seed, p in sampled("book_page", 12):
        first = texts_of(p)[0]
        hero, other = (c["name"] for c in p["cast"][:2])
        assert _untagged(lang, first) is None and (hero in first or other in first), \
            (lang, seed, first)


def test_a_song_is_written_from_one_world() -> None:
    """The chorus opens and closes on the hook (the title) and is sung the same each time;
    the place is sung once; the second verse has moved on (no line of the first again)."""
    for lang, seed, p in sampled("music_lyrics", 25):
        w = p["world"]
        chorus = p["chorus"]
        hook = w["hook"]["hook"]
        assert chorus[0].startswith(hook) and chorus[-1].startswith(hook), (lang, seed, chorus)
        assert p["title"].lower() == hook.lower(), (lang, seed, p["title"])
        assert [k for k, _ in p["order"]].count("chorus") == 2  # one chorus list, sung twice
        sung = [line for k, i in p["order"]
                for line in (p["verses"][i] if k == "verse" else chorus)]
        assert sum(line.count(w["place"]) for line in sung) == 1, (lang, seed, sung)
        first, second = p["verses"]
        assert not set(first) & set(second), (lang, seed, first, second)
        assert w["time"]["later"] in second[0] and w["image"]["later"] in second[1]
        for line in first + second + chorus:
            assert repeated_word(line, set()) is None, (lang, seed, line)


_FEM = {"fr": re.compile(r"\b(?:Formée|partante|prête|heureuse de|indépendante)\b"),
        "es": re.compile(r"\bautónoma\b")}
_MASC = {"fr": re.compile(r"\b(?:Formé|partant|prêt|heureux de|indépendant)\b"),
         "es": re.compile(r"\bautónomo\b")}


def test_a_blogger_s_gendered_words_agree_with_the_blogger() -> None:
    """The bio is the blogger's own first-person text: a woman is "Formée aux beaux-arts",
    "autónoma"; a man "Formé", "autónomo"; and the blogger's first name is of that sex."""
    import numpy as np

    from generator.content import Content

    seen = {"m": 0, "f": 0}
    for lang, seed, p in sampled("personal_blog", 60):
        sex = p["world"]["sex"]
        assert Content(lang, np.random.default_rng(0)).sex_of(p["author"]) == sex
        if lang not in _FEM:
            continue
        wrong = (_MASC if sex == "f" else _FEM)[lang].search(p["bio"])
        assert not wrong, (lang, seed, sex, p["bio"])
        if (_FEM if sex == "f" else _MASC)[lang].search(p["bio"]):
            seen[sex] += 1
    assert seen["m"] and seen["f"], seen
