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
        assert len(p["body"]) == 1 and p["body"][0].startswith(opening), (lang, seed, p["body"])
        assert (p["to"] == data.UI["term.bbs_all"]) == (key == "op"), (lang, seed)
        if record["sysop"] and key == "op":
            assert p["from"] == p["sysop"], (lang, seed)
        times = [c[2] for c in p["callers"]]
        assert len(set(times)) == len(times), (lang, seed)
