"""A mail search result list is a list of different mails: no sentence opens two results'
snippets, and the reading pane shows the first result, its body starting with its snippet's
first sentence; every result's subject line is drawn (a tall font once lost it)."""

from __future__ import annotations

import re

from world_helpers import rendered, sampled


def test_results_are_different_mails_and_the_pane_opens_the_first() -> None:
    for lang, seed, p in sampled("email_search_results", 8):
        snippets = [r["snippet"] for r in p["results"]]
        openings = [re.split(r"(?<=[.!?])\s", s)[0] for s in snippets]
        assert len(set(openings)) == len(openings), (lang, seed, openings)
        assert p["body"][0].startswith(openings[0]), (lang, seed)


def test_every_subject_line_is_drawn() -> None:
    for seed in range(4):
        p, geo = rendered("email_search_results", "en", seed)
        text = "".join(g.char for g in geo.glyphs)
        for r in p["results"][:5]:
            assert r["subject"].replace(" ", "") in text.replace(" ", ""), (seed, r["subject"])


def test_people_write_personal_subjects():
    import numpy as np

    from generator.content import Content
    from surfaces.kit.inbox_world import KINDS, from_person
    from surfaces.kit.messages import PERSONAL_SUBJECTS
    for name in ("gmail_inbox", "email_3pane"):
        for lang, seed, p in sampled(name, 6):
            titles = Content(lang, np.random.default_rng(0)).data.TITLES["mailui.subject"]
            automated = [re.compile(re.sub(r"\\\{[^}]*\\\}", ".+", re.escape(t)) + "$")
                         for i, t in enumerate(titles) if i not in PERSONAL_SUBJECTS]
            # the inboxes also list a service's mails (a reminder, a sign-in alert): those
            # come from the service or the firm, never from a colleague
            people = [m for m in p["mails"] if from_person(KINDS[m["template"]])]
            for mail in people:
                assert not any(a.match(mail["subject"]) for a in automated), (name, lang, seed,
                                                                              mail)


def test_newsletter_is_about_one_topic():
    import numpy as np

    from generator.content import Content
    for lang, seed, p in sampled("newsletter_email", 8):
        topics = Content(lang, np.random.default_rng(0))._slot("mailui_topic")
        text = " ".join([p["subject"], *p["intro"], *(a["text"] for a in p["articles"]),
                         *(a["title"] for a in p["articles"])])
        named = {t for t in topics if t in text}
        assert len(named) <= 1 or any(a in b for a in named for b in named if a != b), \
            (lang, seed, named)


def test_order_confirmation_comes_from_the_shop():
    for lang, seed, p in sampled("order_confirmation", 10):
        assert p["from"].split("@")[0] in ("orders", "bestellung", "commandes", "pedidos",
                                           "ordini", "bestellingen") \
            and ".." not in p["footer"], (lang, seed)
