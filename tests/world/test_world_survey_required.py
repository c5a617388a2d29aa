"""survey_form: the "* Indicates required question" legend always has a starred question
(the first one, which always fits on the page)."""

from tests.world.world_helpers import sampled


def test_legend_has_a_required_question():
    for lang, seed, p in sampled("survey_form", 30):
        assert p["questions"][0]["required"], (lang, seed)
        for q in p["questions"]:
            assert ")?" not in q["text"], (lang, seed, q["text"])
