"""A lecture deck is one course: the file's subject is the subject of the slide shown
(supply and demand is economics, cell division biology, ...), and no thumbnail carries
another subject's lecture title. The lists are in the same order in every language."""

from __future__ import annotations

from world_helpers import sampled

from generator.content.provider import locale_data

# English reading of the lists: rec_lecture i belongs to rec_subject SUBJECT[i]
SUBJECT = {0: 1, 1: 0, 2: 4, 3: 2, 4: 5}
TITLE = {0: 1, 1: 0, 2: 4, 3: 2, 4: 1}  # records.lecture titles naming a subject's topic


def test_the_deck_is_one_subject() -> None:
    for lang, seed, p in sampled("lecture_slide", 30):
        data = locale_data(lang)
        titles = [r["title"] for r in data.SLOTS["rec_lecture"]]
        subject = SUBJECT[titles.index(p["title"])]
        assert p["file"].endswith(data.SLOTS["rec_subject"][subject]), (lang, seed, p["file"])
        thumbs = list(data.TITLES["records.lecture"])
        points = data.SLOTS["rec_lecture"][titles.index(p["title"])]["bullets"]
        for t in p["thumb_titles"]:
            if t == p["title"] or t in points:  # the slide shown, the slides on its points
                continue
            assert TITLE.get(thumbs.index(t), subject) == subject, (lang, seed, t, p["file"])


def test_notes_point_at_nothing_the_slide_lacks():
    """The speaker notes of a slide of bullets never mention "the diagram on this slide"."""
    from surfaces.lecture_slide import ON_SLIDE

    for lang, seed, p in sampled("lecture_slide", 20):
        notes = " ".join(p["notes"])
        assert not ON_SLIDE.search(notes), (lang, seed, notes)
