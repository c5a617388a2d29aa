"""Team chats are exchanges (issue 18 review: "¿Comemos a las doce?" posted at 14:05, "Super,
danke dir." as the first reply to a request, thanks from someone who did not ask, a request
for a link answered without one, "Gracias, Araceli" in a channel without an Araceli): every
question is followed by an answer that fits it from someone else, thanks come from the asker
after the answer, an answer to a request for a link holds a link, a lunch proposal is
posted before the time it names, and every name a message holds is a member's, not the
poster's own."""

from __future__ import annotations

import functools
import re
from typing import Any

from world_helpers import decontract, sampled, template_regex

from generator.content.provider import locale_data

OPENERS = ("ask", "say", "lunch")


def _units(name: str, p: dict[str, Any]) -> list[list[dict[str, Any]]]:
    if name == "teams_chat":
        return [[post, *post["replies"]] for post in p["posts"]]
    flat = p["messages"] if name == "slack_like" else p["main"]
    out: list[list[dict[str, Any]]] = []
    for k, m in enumerate(flat):
        if m["kind"] in OPENERS or not out:
            out.append([m])
        else:
            out[-1].append(m)
        if name == "thread_replies" and k == p["parent"]:
            out[-1] += p["replies"]
            out.append([])
    return [u for u in out if u]


@functools.lru_cache(maxsize=None)
def _regex(template: str) -> re.Pattern[str]:
    return re.compile(rf"(?i){template_regex(template, True)}")


def written_from(text: str, templates: list[str], single: bool = True) -> bool:
    """Whether ``text`` is written from one of ``templates`` (compiled once)."""
    text = decontract(text)  # "al acta" and "a el acta" compare alike
    return any(_regex(t).fullmatch(text) for t in templates)


def _entry(text: str, table: list[dict[str, Any]], key: str) -> list[dict[str, Any]]:
    return [e for e in table if written_from(text, [e[key]], single=True)]


def _check_unit(unit: list[dict[str, Any]], slots: dict[str, Any], where: Any) -> None:
    head, rest = unit[0], unit[1:]
    assert head["kind"] in OPENERS, where
    if head["kind"] == "say":
        entries = _entry(head["text"], slots["hchat_say"], "say")
        assert entries, (where, head["text"])
        for r in rest:
            assert r["kind"] == "ack" and r["who"] != head["who"], where
            assert any(written_from(r["text"], [e["ack"]], True) for e in entries), where
        return
    table = slots["hchat_ex" if head["kind"] == "ask" else "hchat_lunch"]
    entries = _entry(head["text"], table, "ask")
    assert entries, (where, head["text"])
    if not rest:
        return
    answer = rest[0]
    assert answer["kind"] == "answer" and answer["who"] != head["who"], (where, answer)
    fits = [e for e in entries if written_from(answer["text"], [e["answer"]], True)]
    assert fits, (where, head["text"], answer["text"])
    if all("{link}" in e["answer"] for e in fits):
        assert "https://" in answer["text"], where
    for r in rest[1:]:  # thanks only from the asker, after the answer
        assert r["kind"] == "thanks" and r["who"] == head["who"], (where, r)
    if head["kind"] == "lunch":
        assert all(m["minute"] <= fits[0]["at"] - 10 for m in unit), (where, unit)


def _pages() -> Any:
    for name in ("slack_like", "thread_replies", "teams_chat"):
        for lang, seed, p in sampled(name, 5):
            yield name, lang, seed, p, _units(name, p)


def test_team_chats_are_exchanges_naming_members_only() -> None:
    pages = list(_pages())
    pools: dict[str, set[str]] = {}  # first names the language's pages give their people
    for _, lang, _, p, _ in pages:
        pools.setdefault(lang, set()).update(x.split()[0] for x in p["people"])
    for name, lang, seed, p, units in pages:
        slots = locale_data(lang).SLOTS
        assert any(len(u) > 1 for u in units), (name, lang, seed)
        members = {x.split()[0] for x in p["people"]}
        for u in units:
            _check_unit(u, slots, (name, lang, seed))
            minutes = [m["minute"] for m in u]
            assert minutes == sorted(minutes), (name, lang, seed, minutes)
            for m in u:
                stray = (set(re.findall(r"[\w-]+", m["text"])) & pools[lang]) - members
                assert not stray, (name, lang, seed, m["text"])
                poster = p["people"][m["who"]].split()[0]
                assert poster not in m["names"], (name, lang, seed, m["text"])
        if name == "thread_replies":
            head = p["main"][p["parent"]]
            assert head["kind"] == "ask" and p["replies"][-1]["kind"] == "thanks"


def test_channel_names_and_german_cases() -> None:
    """A Spanish team writes "diseño", a German one has no "zufall" (a calque of Slack's
    "random"); a German "chat_task" carries its accusative article, so no template puts it
    after a dative preposition ("Änderungen an die Release Notes")."""
    wrong = {"es": {"diseno"}, "de": {"zufall", "ankuendigungen"}, "fr": {"equipe-paris"}}
    for lang, names in wrong.items():
        assert not names & set(locale_data(lang).SLOTS["chat_channel"]), lang
    data = locale_data("de")
    lines = [t for t in data.SENTENCES["chat.team"]] + [
        e[k] for t in ("hchat_say", "hchat_ex") for e in data.SLOTS[t] for k in e]
    dative = re.compile(r"\b(?:an|mit|von|zu|bei|aus|nach|\{für\|an\})\s+\{chat_task\}")
    assert not [t for t in lines if dative.search(t)]


def test_call_chat_questions_get_answers() -> None:
    """A video call's chat: a question is answered next by someone else (by the one it
    names; a broken link gets a link), "You" is never named, and a hard stop names a time
    after the call's last message."""
    for lang, seed, p in sampled("video_call_chat", 14):
        slots = locale_data(lang).SLOTS
        msgs = p["messages"]
        me = p["people"][0].split()[0]
        hard = slots["hchat_call_say"][4]
        for k, m in enumerate(msgs):
            assert not re.search(rf"\b{re.escape(me)}\b", m["text"]), (lang, seed, m)
            entries = _entry(m["text"], slots["hchat_call_ex"], "ask")
            if entries:
                ans = msgs[k + 1]
                assert ans["who"] != m["who"], (lang, seed, m["text"])
                assert any(written_from(ans["text"], [e["answer"]]) for e in entries)
                if "{link}" in entries[0]["answer"]:
                    assert "https://" in ans["text"], (lang, seed)
                named = [p["people"][ans["who"]].split()[0]]
                if "{name}" in entries[0]["ask"]:
                    assert re.search(rf"\b{re.escape(named[0])}\b", m["text"]), (lang, seed)
            if written_from(m["text"], [hard]):
                h, mi = (int(x) for x in re.findall(r"\d+", m["text"])[:2])
                hour = h + 12 if ("PM" in m["text"] and h < 12) else h
                assert hour * 60 + mi >= msgs[-1]["minute"] + 20, (lang, seed, m["text"])


def test_teams_lists_its_general_channel_once() -> None:
    """"Algemeen" heads the channel list; no second "algemeen" below it."""
    for lang, seed, p in sampled("teams_chat", 12):
        names = [c.lower() for c in p["channels"]]
        assert len(names) == len(set(names)), (lang, seed, p["channels"])
