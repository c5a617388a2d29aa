"""Wave 20 (h_pool2): replies that answer the line before them and running text drawn from
a page's world. A meeting chat's either/or question is answered by one of its options
("Lieber zwei kurze.", not "Klingt gut", r67 0005)."""

from __future__ import annotations

from world_helpers import sampled, strings_of, written_from

from generator.content.provider import locale_data


def test_call_either_or_question_is_answered_by_one_of_its_options() -> None:
    answered = 0
    for lang, seed, p in sampled("video_call_chat", 40):
        slots = locale_data(lang).SLOTS
        msgs = p["messages"]
        for k, m in enumerate(msgs):
            asked = [i for i, q in enumerate(slots["w11_call_propose"])
                     if written_from(m["text"], [q], True)]
            if not asked:
                continue
            answered += 1
            reply = msgs[k + 1]
            assert reply["who"] != m["who"], (lang, seed)
            # the reply is one of this question's own answers, never another's or a "sounds good"
            own = list(slots["h_pool2_call_pick"][asked[0]].values())
            assert written_from(reply["text"], own, True), \
                (lang, seed, m["text"], reply["text"])
            others = [a for i, picks in enumerate(slots["h_pool2_call_pick"]) if i != asked[0]
                      for a in picks.values()]
            assert not written_from(reply["text"], others, True), (lang, seed, reply["text"])
    assert answered > 20


def test_nl_man_page_options_end_in_natural_dutch() -> None:
    """"Toon ... met alle opties en stop." read as stilted Dutch (r68 0015): a man page's
    help and version options "sluiten af"."""
    seen = 0
    for _lang, seed, p in sampled("man_page", 60):
        if _lang != "nl":
            continue
        for text in strings_of(p):
            seen += "sluit af" in text
            assert not text.rstrip().endswith(" en stop."), (seed, text)
            assert "met alle opties en" not in text, (seed, text)
    assert seen > 3
