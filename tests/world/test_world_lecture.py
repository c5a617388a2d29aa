"""A lecture deck is one course: the file's subject is the subject of the slide shown
(supply and demand is economics, cell division biology, ...), and no thumbnail carries
another subject's lecture title. The lists are in the same order in every language."""

from __future__ import annotations

from world_helpers import sampled

from generator.content.provider import locale_data

# English reading of the lists: rec_lecture i belongs to rec_subject SUBJECT[i]
SUBJECT = {0: 1, 1: 0, 2: 4, 3: 2, 4: 5}


def test_the_deck_is_one_subject() -> None:
    """Every slide has its own title from the lecture's outline (never one of the shown
    slide's bullets, never two slides alike), in a deck of the file's subject."""
    for lang, seed, p in sampled("lecture_slide", 30):
        data = locale_data(lang)
        titles = [r["title"] for r in data.SLOTS["rec_lecture"]]
        k = titles.index(p["title"])
        assert p["file"].endswith(data.SLOTS["rec_subject"][SUBJECT[k]]), (lang, seed)
        outline = set(data.SLOTS["ls_outline"][k]["slides"])
        frame = set(data.TITLES["records.lecture"][5:8])
        points = data.SLOTS["rec_lecture"][k]["bullets"]
        assert len(set(p["deck"])) == len(p["deck"]), (lang, seed, p["deck"])
        for t in p["thumb_titles"]:
            assert t not in points, (lang, seed, t)
            assert t == p["title"] or t in outline or t in frame, (lang, seed, t)


def test_notes_point_at_nothing_the_slide_lacks():
    """The speaker notes of a slide of bullets never mention "the diagram on this slide"."""
    from surfaces.lecture_slide import ON_SLIDE

    for lang, seed, p in sampled("lecture_slide", 20):
        notes = " ".join(p["notes"])
        assert not ON_SLIDE.search(notes), (lang, seed, notes)


def test_opening_note_comes_first():
    """"Start by asking what they remember" is the notes' first sentence when present."""
    from surfaces.lecture_slide import _SENTENCES, OPENER

    for lang, seed, p in sampled("lecture_slide", 20):
        sentences = [s for t in p["notes"] for s in _SENTENCES.split(t)]
        for k, s in enumerate(sentences):
            assert not OPENER.match(s) or k == 0, (lang, seed, sentences)
