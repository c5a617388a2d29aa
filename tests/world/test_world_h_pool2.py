"""Wave 20 (h_pool2): replies that answer the line before them and running text drawn from
a page's world. A meeting chat's either/or question is answered by one of its options
("Lieber zwei kurze.", not "Klingt gut", r67 0005); a novel's talk answers each line by
its intent; an English novel keeps one variety."""

from __future__ import annotations

import re

from world_helpers import sampled, strings_of, template_regex, written_from

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


def _novel_paragraphs(name: str, p: dict) -> list[list[str]]:
    """A book page's or e-reader page's paragraphs in reading order, quotes and spaces made
    plain, one list per page run (a book's spread is one run)."""
    texts = p.get("texts") or [t for pg in p.get("pages", []) for t in pg["paragraphs"]]
    return [[re.sub(r"[\u00a0\u202f]", " ", t).replace("’", "'") for t in texts]]


def _talk_regexes(lang: str) -> list[tuple[re.Pattern, re.Pattern]]:
    rows = locale_data(lang).SLOTS["h_pool2_talk"]
    out = []
    for r in rows:
        say, answer = (re.sub(r"\{[XYZ]:", "{", r[k]) for k in ("say", "answer"))
        # a tagged line ends in a comma ("Just this once," Lee replied): its stop left out
        out.append((re.compile(template_regex(say.rstrip("."))),
                    re.compile(template_regex(answer))))
    return out


def test_novel_talk_answers_the_line_before() -> None:
    """Each turn of a novel's talk answers the other's line before it by intent: an
    accusation is defended, a question answered, a proposal taken up or turned down (r67
    0018: "You always do this, Karen." -> "You don't mean that.")."""
    answered = 0
    for name in ("book_page", "ereader"):
        for lang, seed, p in sampled(name, 30):
            pairs = _talk_regexes(lang)
            for run in _novel_paragraphs(name, p):
                for k, para in enumerate(run):
                    body = re.sub(r"^[\s“”„«»\"—–-]+", "", para)
                    for j, (_, answer) in enumerate(pairs):
                        if answer.match(body) and re.match(r"[\s“”„«»\",.?!]|$", body[
                                answer.match(body).end():answer.match(body).end() + 1]):
                            answered += 1
                            assert k and pairs[j][0].search(run[k - 1]), (
                                name, lang, seed, run[k - 1][-90:], para[:90])
    assert answered > 40


US_SPELLING = re.compile(r"\b(neighbor|color|gray|favorite|realiz|recogniz|apologiz|center\b)",
                         re.I)
REPEATED_PREP = re.compile(r"\b(over|under|above|behind|beside|near|by) (?:the|a|an) "
                           r"(?:\w+ ){0,2}?\w+ \1 (?:the|a|an)\b")


def test_novel_english_keeps_one_variety_and_no_preposition_chain() -> None:
    """An English novel set where money is pence and mothers are "Mum" spells British
    ("neighbours", r67 0018), and a detail never repeats the preposition before it ("came
    in over the clock over the door", r68 0010)."""
    for name in ("book_page", "ereader"):
        for lang, seed, p in sampled(name, 60):
            if lang != "en":
                continue
            for run in _novel_paragraphs(name, p):
                for para in run:
                    assert not US_SPELLING.search(para), (name, seed, para)
                    assert not REPEATED_PREP.search(para), (name, seed, para)


def test_doc_comments_paragraphs_hold_more_than_one_sentence() -> None:
    """A document's body is real paragraphs, not one sentence a paragraph under blank
    lines (r69 0009)."""
    from surfaces.doc_comments import _SENTENCE
    lone = total = 0
    for lang, seed, p in sampled("doc_comments", 40):
        body = p["texts"][:p["split"]]
        total += len(body)
        for text in body:
            n = len(_SENTENCE.split(text))
            lone += n == 1
            assert n <= 5, (lang, seed, text)
        assert not (len(body) > 1 and all(len(_SENTENCE.split(t)) == 1 for t in body)), \
            (lang, seed, body)
    assert lone <= total // 20, (lone, total)
