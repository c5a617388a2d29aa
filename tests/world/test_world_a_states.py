"""Widget states agree with the rows drawn: an inbox's unread count is at least its bold
rows, a voicemail being played has no unread dot, a survey that asks for typed answers does
not say every question takes one click, a poll's comment count over fewer comments has a link to the rest."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import sampled

from generator.content import Content


def _pages(name: str, stop: int):
    """(language, seed, params, page) of ``name``: seeds k, k + 6, ... below ``stop`` for
    the k-th language, composed on the light theme."""
    from generator.page import make_theme
    from surfaces import registry

    cls = registry.get(name)
    for k, lang in enumerate(("en", "de", "fr", "es", "it", "nl")):
        for seed in range(k, stop, 6):
            params = cls().sample(np.random.default_rng([seed, 5]),
                                  Content(lang, np.random.default_rng([seed, 11])))
            yield lang, seed, params, cls().compose(params, make_theme(False, "blue"))

def test_gmail_inbox_count_covers_the_unread_rows() -> None:
    for lang, seed, p in sampled("gmail_inbox", 25):
        unread = sum(m["unread"] for m in p["mails"])
        assert p["counts"][0] >= max(unread, 1) or p["counts"][0] == unread == 0, (lang, seed)
        total = int(re.sub(r"\D", "", p["range"].split("50", 1)[1]))  # "1–50 of 3 134"
        assert total >= p["counts"][0], (lang, seed)


def test_voicemail_being_played_is_heard() -> None:
    for lang, seed, p in sampled("voicemail_list", 25):
        if p["played"] >= 0.02:
            assert not p["items"][p["selected"]]["unread"], (lang, seed)


def test_survey_intro_never_says_every_question_is_one_click() -> None:
    """A survey may ask for a typed answer ("Is there anything we could do better?"), so its
    introduction says most questions, not all, are answered with a click."""
    banned = {"en": "All questions", "de": "Alle Fragen"}
    for lang, seed, p in sampled("survey_form", 30):
        if lang in banned:
            for para in p["intro"]:
                assert not re.search(banned[lang] + r" .*(click|Klick)", para), (lang, seed)
    for lang in banned:
        pool = Content(lang, np.random.default_rng(0)).data.SENTENCES["frm_survey_intro"]
        assert not any(re.search(r"\|" + banned[lang] + "}", t) for t in pool), lang


def test_poll_comment_count_is_drawn_or_linked() -> None:
    """"6 comments" over the three that fit: a link under them says where the rest are
    ("Show 4 more comments", "Show all 3 comments"), within the page (wave 21)."""
    most = 0
    for lang, seed, params, page in _pages("poll_page", 36):
        drawn = len([r for r in page.regions if re.fullmatch(r"comment \d+", r.name)])
        count = int(re.sub(r"\D", "", params["n_comments"]))
        assert count == params["comment_total"] >= drawn, (lang, seed)
        links = [b for b in page.text_blocks() if b.name == "more comments"]
        assert len(links) == (drawn < count), (lang, seed, drawn, count)
        for b in links:
            text = "".join(g.char for ln in b.laid.lines for g in ln.glyphs)
            said = int(re.sub(r"\D", "", text))
            assert said == (count - drawn if drawn and count - drawn > 1 else count), (
                lang, seed, text, drawn, count)
            assert b.bottom <= page.height and not b.empty, (lang, seed)
        most = max(most, drawn)
    assert most >= 2  # the comments are found on the page


def test_rss_unread_counts_over_a_scrolled_list() -> None:
    """"Unread 71" over six articles: the article list's scrollbar says it runs on."""
    for lang, seed, params, page in _pages("rss_reader", 18):
        items = [r for r in page.regions if re.fullmatch(r"item \d+", r.name)]
        unread = sum(i["unread"] for i in params["items"][:len(items)])
        assert sum(int(c) for c in params["counts"]) >= unread >= 0, (lang, seed)
        thumb = any(getattr(op, "name", "") == "scrollbar thumb" for op in page.ops)
        assert items and thumb, (lang, seed)


def test_top_comments_run_from_the_most_liked() -> None:
    tops = 0
    for lang, seed, p in sampled("comment_section", 12):
        ui = Content(lang, np.random.default_rng(0))
        if p["order"] != ui.ui("web.comments_top"):
            continue
        tops += 1
        likes = [int(c["likes"]) for c in p["comments"] if not c["depth"]]
        assert likes == sorted(likes, reverse=True), (lang, seed, likes)
    assert tops


def test_exchange_with_balances_is_logged_in() -> None:
    """The order forms print "Available: 2,576.57 USDC": the header has the trader's avatar,
    no "Log in / Sign up"."""
    from generator.page import make_theme
    from surfaces import registry

    cls = registry.get("crypto_exchange")
    for k, lang in enumerate(("en", "de", "fr", "es", "it", "nl")):
        for seed in (k, k + 6):
            params = cls().sample(np.random.default_rng([seed, 5]),
                                  Content(lang, np.random.default_rng([seed, 11])))
            page = cls().compose(params, make_theme(False, "blue"))
            texts = [" ".join("".join(g.char for g in ln.glyphs) for ln in b.laid.lines)
                     for b in page.text_blocks()]
            assert any(t.startswith(params["labels"]["available"]) for t in texts), lang
            for key in ("login", "signup"):
                assert params["labels"][key] not in texts, (lang, seed, key)
            assert any(getattr(op, "name", "") == "avatar" for op in page.ops), (lang, seed)


def test_gallery_albums_are_distinct_and_the_grid_scrolls() -> None:
    """No album listed twice under one name; "93 photos" over 16 thumbnails scrolls."""
    from generator.page import make_theme
    from surfaces import registry

    for lang, seed, p in sampled("photo_gallery", 25):
        assert len(set(p["albums"])) == len(p["albums"]) >= 4, (lang, seed, p["albums"])
    cls = registry.get("photo_gallery")
    for k, lang in enumerate(("en", "de", "fr", "es", "it", "nl")):
        params = cls().sample(np.random.default_rng([k, 5]),
                              Content(lang, np.random.default_rng([k, 11])))
        page = cls().compose(params, make_theme(False, "blue"))
        drawn = len([r for r in page.regions if re.fullmatch(r"photo \d+", r.name)])
        thumb = any(getattr(op, "name", "") == "scrollbar thumb" for op in page.ops)
        assert drawn and thumb == (drawn < params["count"]), (lang, drawn, params["count"])


def test_result_count_over_a_grid_that_scrolls() -> None:
    """"1,236 results" over one row of five and an empty page was a list that had ended:
    the grid fills the page and scrolls whenever it shows fewer than it found."""

    rows = 0
    for lang, seed, params, page in _pages("product_listing", 30):
        drawn = len([r for r in page.regions if re.fullmatch(r"product \d+", r.name)])
        thumb = any(getattr(op, "name", "") == "scrollbar thumb" for op in page.ops)
        assert thumb == (drawn < params["found"]), (lang, seed, drawn, params["found"])
        rows += drawn > params["cols"]
        if params["image_h"] >= 160 and len(params["items"]) > params["cols"]:
            assert drawn > params["cols"], (lang, seed)  # a second row fits under it
    assert rows
