"""A support chat is one order: the customer gives the number only after the agent asked
for it, it is one number (not "11 50 16"), every weekday named is the same day, and the agent
introduces themself by their own name."""

from __future__ import annotations

from world_helpers import sampled

from generator.content.provider import locale_data


def test_one_order_one_day_one_agent() -> None:
    for lang, seed, p in sampled("support_chat", 5):
        days = locale_data(lang).SLOTS["chat_day"]
        turns = p["turns"]
        given = [k for k, t in enumerate(turns) if p["order"] in t["text"]]
        assert len(given) == 1 and not turns[given[0]]["agent"], (lang, seed)
        assert turns[given[0] - 1]["agent"], (lang, seed)
        text = " ".join(t["text"] for t in turns)
        assert len({d for d in days if d in text.lower()}) <= 1, (lang, seed, text)
        for t in turns:  # nobody introduces themself under another name
            if t["agent"]:
                assert not any(n in t["text"] for n in (p["joined"].split()[0],)) or \
                    p["agent"] in t["text"], (lang, seed, t)


def test_the_chat_is_about_one_product_of_the_shop() -> None:
    """The customer's broken office chair is not the agent's bluetooth speaker: every product
    the conversation names is one product, shown on the shop's page."""
    for lang, seed, p in sampled("support_chat", 12):
        products = locale_data(lang).SLOTS["chat_product"]
        text = " ".join(t["text"] for t in p["turns"]).lower()
        named = {x for x in products if x.lower() in text}
        named = {x for x in named if not any(x != o and x.lower() in o.lower() for o in named)}
        assert len(named) <= 1, (lang, seed, named)
        assert named <= set(p["cards"]), (lang, seed, named, p["cards"])


def test_a_lost_parcel_is_sent_again_not_refunded() -> None:
    """The agent's remedy fits the customer's problem: a parcel that has not arrived or is
    stuck in tracking is sent again; a refund only answers a product that stopped working."""
    from world_helpers import written_from

    from generator.content.provider import locale_data
    seen = 0
    for lang, seed, p in sampled("support_chat", 12):
        data = locale_data(lang)
        refund = data.SENTENCES["chat.agent"][7]
        broken = data.SENTENCES["chat.customer"][0]
        texts = [t["text"] for t in p["turns"]]
        if any(written_from(t, [refund], True) for t in texts):
            seen += 1
            assert any(written_from(t, [broken], True) for t in texts), (lang, seed)
    assert seen
