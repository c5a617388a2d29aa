"""A newsletter issue is written in order: it opens with its lead ("This month we have
collected our favourite tips on ..."), never with "You will also find", each card's text is
one written for its heading, and "Shop now" only goes with a sale."""

from __future__ import annotations

import numpy as np
from world_helpers import decontract, sampled

from generator.content import Content
from surfaces.newsletter_email import CARD_LINES


def test_issue_order_cards_and_button() -> None:
    for lang, seed, p in sampled("newsletter_email", 10):
        c = Content(lang, np.random.default_rng(0))
        lead = c.data.SENTENCES["mailui.newsletter"][0]
        assert p["intro"][0].split()[0] == lead.split()[0].strip("{").split("|")[0] or \
            p["intro"][0].split()[0] in lead, (lang, seed, p["intro"][0])
        heads = [h.split("{")[0] for h in c.ui_list("h_b.news_card")]
        titles = [a["title"] for a in p["articles"]]
        kinds = [next(k for k, h in enumerate(heads)  # "Des nouvelles d'Atelier ..."
                      if decontract(t).startswith(decontract(h).rstrip())) for t in titles]
        assert set(kinds) != {2, 3}, (lang, seed, titles)
        assert all(k in CARD_LINES for k in kinds)
        assert (p["cta"] == c.ui("mailui.shop_now")) == p["sale"], (lang, seed)
        texts = " ".join([*p["intro"], *(a["text"] for a in p["articles"])])
        members = c.data.SENTENCES["mailui.newsletter"][3].split("{")[0].strip()
        assert p["sale"] == (members in texts), (lang, seed, members, texts)


def test_the_sender_domain_and_the_readers_questions() -> None:
    """A Dutch magazine sending from .com and "We kregen een stortvloed aan vragen ..." after
    the lead were review r95 0015: the sender is on its country's domain, and the readers'
    questions come only under their own card's heading."""
    import re

    from surfaces.kit.web import country_tld
    asked = 0
    for lang, seed, p in sampled("newsletter_email", 30):
        assert p["from_email"].endswith("." + country_tld(lang)), (lang, seed, p["from_email"])
        c = Content(lang, np.random.default_rng(0))
        head = c.ui_list("h_b.news_card")[-1]
        question = re.compile(r"question|Frage|pregunta|domand|vragen", re.I)
        assert not question.search(" ".join(p["intro"])), (lang, seed, p["intro"])
        for a in p["articles"]:
            if question.search(a["text"]):
                asked += 1
                assert a["title"] == head, (lang, seed, a)
    assert asked > 3
