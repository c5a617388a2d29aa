"""A BBS message is one message: its body is the first post or the reply of the subject's
message (no salad of unrelated lines), a reply ("Re: ...") goes to the first post's author
and a first post to All; the last callers run latest first."""

from __future__ import annotations

from world_helpers import sampled

from generator.content import locale_data


def test_message_body_answers_its_subject() -> None:
    for lang, seed, p in sampled("bbs_terminal", 10):
        data = locale_data(lang)
        record = data.SLOTS["bbs_message"][p["template"]]
        key = "reply" if p["subject"].startswith("Re: ") else "op"
        opening = record[key].split("{")[0]
        feminine = opening  # "Benvenuto" -> "Benvenuta" for a woman author
        for pair in data.UI["bbs.fem"]:
            feminine = feminine.replace(*pair.split("=>"))
        if not p["body"][0].startswith(opening):
            opening = feminine
        assert len(p["body"]) == 1 and p["body"][0].startswith(opening), (lang, seed, p["body"])
        assert (p["to"] == data.UI["term.bbs_all"]) == (key == "op"), (lang, seed)
        if record["sysop"] and key == "op":
            assert p["from"] == p["sysop"], (lang, seed)
        times = [c[2] for c in p["callers"]]
        assert len(set(times)) == len(times), (lang, seed)


def test_message_agrees_with_a_woman_author() -> None:
    import numpy as np

    from generator.content import Content

    seen = 0
    for lang, seed, p in sampled("bbs_terminal", 40):
        if lang not in ("it", "es", "fr"):
            continue
        if Content(lang, np.random.default_rng(0)).sex_of(p["author"]) != "f":
            continue
        for pair in locale_data(lang).UI["bbs.fem"]:
            masc = pair.split("=>")[0]
            seen += masc in locale_data(lang).SLOTS["bbs_message"][p["template"]]["reply"] + \
                locale_data(lang).SLOTS["bbs_message"][p["template"]]["op"]
            assert masc not in p["body"][0] and masc not in p["subject"], (lang, seed, p["body"])
    assert seen, "no page with a woman author of a gendered message"


def test_no_doubled_word_and_the_callers_have_a_heading() -> None:
    """"Phoenix Node Node 3" doubled a word; the last callers' list says what it is."""
    import re

    for lang, seed, p in sampled("bbs_terminal", 10):
        for line in (f"{p['board']} Node {p['node']}", p["welcome"], p["news"]):
            words = re.findall(r"\w+", line.lower())
            assert all(a != b for a, b in zip(words, words[1:], strict=False)), (lang, line)
        assert p["callers_title"] and p["callers_title"] != p["menu_title"], (lang, seed)
        assert len(p["callers"]) == 6


def test_the_callers_heading_is_drawn_above_them() -> None:
    from world_helpers import rendered

    for lang in ("en", "de", "fr"):
        for seed in range(6):
            p, geo = rendered("bbs_terminal", lang, seed)
            if p["reader"]:
                continue
            words = [w.text for w in geo.words]
            head = p["callers_title"].split()[-1]
            first = p["callers"][0][0].split()[0]
            assert head in words and first in words, (lang, seed)
            assert words.index(head) < words.index(first), (lang, seed)
