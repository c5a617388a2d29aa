"""A Gmail thread is a conversation: the reply answers what the first mail asked, the last
mail answers the reply (a question about the final version by "yes, it is", a call offer by
"I will call you"), nobody writes a line twice or agrees to their own proposal, and only the
first mail styles words (the file's name or a figure, never a person's name)."""

from __future__ import annotations

from world_helpers import sampled

from surfaces.kit.mail_thread import ANSWERS, RESPONSES

SEEDS = 40


def test_each_turn_answers_the_one_before() -> None:
    seen_last = set()
    for lang, seed, p in sampled("gmail_thread", SEEDS):
        msgs = p["messages"]
        first, reply = msgs[0], msgs[1]
        assert reply["sender"] != first["sender"], (lang, seed)
        if len(msgs) == 3:
            last = reply["intents"][-1]
            assert msgs[2]["sender"] == first["sender"], (lang, seed)
            assert msgs[2]["intents"] == [RESPONSES[last]], (lang, seed, reply["intents"])
            seen_last.add(RESPONSES[last])
        # "Agreed, let's do it as you suggest" and a thanks never close the proposer's
        # own thread in place of an answer to the reply's question
        if reply["intents"][-1] in ("q_final", "q_phone"):
            assert len(msgs) == 3, (lang, seed, reply["intents"])
        lines = [s for m in msgs for s in m["paragraphs"]]
        assert len(lines) == len(set(lines)), (lang, seed, lines)
    assert {"re_final", "re_phone", "re_later", "re_done"} <= seen_last, seen_last


def test_the_reply_answers_the_first_mail_s_requests() -> None:
    import numpy as np

    from generator.content import Content
    from surfaces.kit.mail_thread import first_mail, reply_intents
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in range(SEEDS):
            content = Content(lang, np.random.default_rng([seed, 11]))
            rng = np.random.default_rng([seed, 5])
            mail = first_mail(rng, content)
            intents = reply_intents(rng, mail["lines"], mail["has_doc"],
                                    " ".join(mail["sentences"]))
            asked = {ANSWERS[i] for i in mail["lines"] if i in ANSWERS}
            assert asked & set(intents) or not asked, (lang, seed, mail["lines"], intents)
            if "ans_feedback" in intents:  # "I will look at it later" is not also a verdict
                assert not {"ans_check", "ans_numbers", "comments"} & set(intents)
            if not mail["has_doc"]:
                assert "ack_doc" not in intents and "q_final" not in intents
                assert mail["index"] == 1 or not {2, 6, 12} & set(mail["lines"]), \
                    (lang, seed, mail["sentences"])
            naming = [s for s in mail["sentences"] if mail["doc"].lower() in s.lower()]
            assert len(naming) <= 1 or mail["index"] in (11, 15), (lang, seed, naming)


def test_only_the_first_mail_styles_words() -> None:
    for lang, seed, p in sampled("gmail_thread", SEEDS):
        for m in p["messages"][1:]:
            assert all(not marks for marks in m["marks"]), (lang, seed, m["marks"])
        first = p["messages"][0]
        for text, marks in zip(first["paragraphs"], first["marks"], strict=True):
            for start, end, _kind, _colour in marks:
                word = text[start:end]
                assert not any(word in m["sender"].split() for m in p["messages"]), \
                    (lang, seed, word)
