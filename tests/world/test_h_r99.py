"""Review r99 (wave 23): a letter names its handler once; deadlines and reply wording fit
the mail dates; US menus cite US allergen rules; file names as people save them."""

from __future__ import annotations

import numpy as np
import pytest

from generator.content import Content

LANGS = ("en", "de", "fr", "es", "it", "nl")


@pytest.mark.parametrize("lang", LANGS)
def test_letter_names_its_handler_in_one_line_only(lang):
    from surfaces.kit.letters import PURPOSES, letter_body
    named = {t for t in Content(lang, np.random.default_rng(0)).data.SENTENCES["letter.more"]
             if "{fullname}" in t or "{name}" in t}
    assert len(named) > 1, lang  # the check has something to catch
    for seed in range(60):
        content = Content(lang, np.random.default_rng([seed, 1]))
        filled: list[tuple[str, str]] = []
        fill = content.fill

        def spy(template, /, fill=fill, filled=filled, **fixed):
            text = fill(template, **fixed)
            filled.append((template, text))
            return text
        content.fill = spy
        body = " ".join(letter_body(np.random.default_rng([seed, 2]), content,
                                    seed % len(PURPOSES)))
        said = {t for t, text in filled if t in named and text in body}
        assert len(said) <= 1, (lang, seed, body)


def test_thread_deadline_is_after_the_sent_day_and_replies_fit_their_delay():
    import datetime
    import re

    from surfaces.kit.mail_thread import QUICK, SORRY
    from tests.world.world_helpers import sampled
    bad, late = [], 0
    for lang, seed, params in sampled("gmail_thread", 120):
        days = Content(lang, np.random.default_rng(0)).data.SLOTS["mailui_day"]
        msgs = params["messages"]
        first = datetime.datetime.fromisoformat(msgs[0]["sent"]).date()
        last = datetime.datetime.fromisoformat(msgs[-1]["sent"]).date()
        text = " ".join(msgs[0]["paragraphs"])
        for k, day in enumerate(days):
            if re.search(rf"\b{re.escape(day)}\b", text, re.I):
                due = first + datetime.timedelta(days=(k - first.weekday()) % 7 or 7)
                if k == first.weekday() or due < last:
                    bad.append((lang, seed, day, first, last, text))
        for prev, msg in zip(msgs, msgs[1:], strict=False):
            reply = " ".join(msg["paragraphs"])
            gap = (datetime.date.fromisoformat(msg["sent"][:10]) -
                   datetime.date.fromisoformat(prev["sent"][:10])).days
            if SORRY.search(reply):
                late += 1
                assert gap >= 3 and not QUICK.search(reply), (lang, seed, gap, reply)
            if QUICK.search(reply):
                assert gap <= 1, (lang, seed, gap, reply)
    assert late > 20  # the check saw late replies
    assert not bad, bad[:5]


def test_search_result_says_monday_not_tomorrow_on_a_friday():
    import datetime

    from tests.world.world_helpers import sampled
    checked = 0
    for lang, seed, params in sampled("email_search_results", 40):
        content = Content(lang, np.random.default_rng(0))
        olds = [row.split("|")[0] for row in content.ui_list("w21.tomorrow")]
        friday = content.data.SLOTS["mailui_day"][4]
        for r in params["results"]:
            day = datetime.date.fromisoformat(r["day"])
            if day.weekday() in (4, 5):
                checked += 1
                assert not any(old in r["lines"][-1] for old in olds), \
                    (lang, seed, r["date"], r["lines"])
                assert day.weekday() != 4 or friday not in r["lines"][-1], (lang, seed, r)
    assert checked > 30


FROZEN = r"bevroren|frozen|gefroren|zugefroren|gelé|helad|ghiacciat|congelat"
BOATS = r"kano|canoe|kayak|kajak|canoa|canoë|vissen|fishing|angeln|pêche|pesca|suppen"


@pytest.mark.parametrize("lang", LANGS)
def test_video_titles_never_paddle_on_ice(lang):
    import re
    titles = Content(lang, np.random.default_rng(0)).data.TITLES["media.video"]
    assert len(titles) > 10
    for template in titles:
        assert not (re.search(BOATS, template, re.I) and re.search(FROZEN, template, re.I)), \
            (lang, template)


def test_autoplay_label_is_whole_beside_its_switch():
    from tests.world.world_helpers import composed_pages
    for lang, seed, page in composed_pages("video_player", range(3)):
        autoplay = Content(lang, np.random.default_rng(0)).ui("media.autoplay")
        ops = [op for op in page.text_blocks()
               if "".join(g.char for ln in op.laid.lines for g in ln.glyphs) == autoplay]
        assert ops and not any(op.laid.truncated for op in ops), (lang, seed)


@pytest.mark.parametrize("name,key", [("event_page", "about_t"), ("press_release", "about")])
def test_about_section_is_named_by_its_printed_heading(name, key):
    from tests.world.world_helpers import composed_pages
    for lang, seed, page in composed_pages(name, range(4)):
        names = [r.name for r in page.regions]
        assert "about" not in names, (lang, seed, names)
        assert any(n.startswith("section ") for n in names), (lang, seed, names)


@pytest.mark.parametrize("lang", LANGS)
def test_a_mail_subject_quoted_whole_is_the_subject_line(lang):
    from generator.instructions.render import templates
    from generator.targets import PageIndex
    from generator.targets.spannoun import span_noun
    from tests.world.world_helpers import rendered
    seen = 0
    for seed in range(4):
        _, geo = rendered("gmail_thread", lang, seed)
        index = PageIndex(geo)
        for block in geo.blocks:
            words = [w for w in geo.words if w.block == block.id]
            if block.name != "subject" or not words:
                continue
            line = [w for w in words if w.line == words[0].line]
            text = index.span_text(line[0].glyphs[0], line[-1].glyphs[1])
            if text == " ".join(geo.line_text(geo.lines[words[0].line]).split()):
                seen += 1
                assert span_noun(index, line[0], text) == "subject", (lang, seed, text)
    assert seen >= 3
    assert "label" not in templates(lang).QUALIFIERS["phrase_subject"][0]


@pytest.mark.parametrize("lang", LANGS)
def test_notebook_gloss_does_not_describe_units_as_units(lang):
    import re
    template = Content(lang, np.random.default_rng(0)).ui("wdev_nb.md0", group="g", value="v",
                                                          file="f.csv", units="@@", rows="9")
    assert not re.search(r"unit|unid|unità", template.replace("@@", ""), re.I), template


def test_file_names_are_saved_as_people_save_them():
    import re

    from tests.world.world_helpers import sampled
    template_like, names, photos, camera = 0, 0, 0, 0
    for _lang, _seed, params in sampled("file_manager", 30):
        for row in params["rows"]:
            if row["kind"] == "folder":
                continue
            names += 1
            template_like += bool(re.fullmatch(r"[^\d_]+ 20\d\d\.\w+", row["name"]))
            if row["kind"] == "image":
                photos += 1
                camera += bool(re.match(r"(IMG|DSC)_\d{4}\.", row["name"]))
    assert names > 500
    assert template_like / names < 0.3, template_like / names  # was about half
    assert photos > 20 and camera / photos > 0.5, (photos, camera)
