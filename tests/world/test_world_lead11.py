"""Lead fixes of wave 11 read back from sampled pages."""

from __future__ import annotations

import re

from test_world_h_lang import languages_ui
from world_helpers import sampled, written_from

from surfaces.kit.code_world import KINDS, func_kind


def test_pr_review_question_fits_the_commented_function() -> None:
    """A reviewer asking for changes asks what fits the function (a loader: an empty file;
    a row parser: a blank field), never "a test for parse_invoice() with an empty file";
    an approval's nit asks for no test about files."""
    kinds = {k for _, k in KINDS} | {"other"}
    asked = 0
    for lang, seed, p in sampled("pr_review", 30):
        text = p["review"]["text"]
        func = re.search(r"(\w+)\(\)", text).group(1)
        ui = languages_ui(lang)
        if p["approved"]:
            assert written_from(text, [ui["wdev_pr.review_ok"].replace("{func}", func)],
                                single=True), (lang, seed, text)
            continue
        asked += 1
        own = [ui[f"w11lang.review.{func_kind(func)}"].replace("{func}", func)]
        others = [ui[f"w11lang.review.{k}"].replace("{func}", func)
                  for k in kinds - {func_kind(func)}]
        assert written_from(text, own, single=True), (lang, seed, func, text)
        assert not written_from(text, others, single=True), (lang, seed, text)
    assert asked > 20, asked


def test_english_news_topics_are_singular() -> None:
    """Templates say "Is {web_topic} in {city} worth a visit?" and "When is {web_topic}
    open?": a plural topic ("the downtown parking garages") breaks the verb."""
    from generator.content.provider import locale_data

    plural = [t for t in locale_data("en").SLOTS["web_topic"]
              if t.split()[-1].endswith("s") and not t.split()[-1].endswith("ss")]
    assert not plural, plural
