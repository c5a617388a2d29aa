"""A friends' chat (chat_bubbles, sms_thread) is ONE scene written turn by turn: every message
comes from the same scene in its order (no "I'll grab us a table" next to "get bread on the
way home"), sides as the scene gives them, minutes increasing through one day, and the
"ten minutes late" note for the eight o'clock dinner minutes before eight."""

from __future__ import annotations

import pytest
from world_helpers import sampled

from generator.content.provider import locale_data
from generator.resolve import content_languages
from surfaces.kit.chat_world import SCENES

# words that belong to one scene only: eating out vs at home
OUT = {"en": "restaurant", "de": "Restaurant", "fr": "restaurant", "es": "restaurante",
       "it": "ristorante", "nl": "restaurant"}
HOME = {"en": "bread", "de": "Brot", "fr": "pain", "es": "pan", "it": "pane", "nl": "brood"}


def test_every_language_writes_every_scene_turn() -> None:
    for lang in content_languages():
        scenes = locale_data(lang).SLOTS["w8_chat_scene"]
        assert [len(s["turns"]) for s in scenes] == [len(s["turns"]) for s in SCENES], lang


@pytest.mark.parametrize("name", ["chat_bubbles", "sms_thread"])
def test_a_chat_is_one_scene_in_order(name: str) -> None:
    seen = set()
    for lang, seed, p in sampled(name, 25):
        msgs = p["messages"]
        scene = {m["scene"] for m in msgs}
        assert len(scene) == 1, (lang, seed, scene)
        plan = SCENES[msgs[0]["scene"]]
        seen.add(msgs[0]["scene"])
        assert [m["turn"] for m in msgs] == list(range(len(plan["turns"]))), (lang, seed)
        opener = msgs[0]["mine"]
        for m in msgs:  # each turn from the side the scene gives it
            assert m["mine"] == (opener != bool(plan["turns"][m["turn"]][0])), (lang, seed)
        minutes = [m["minute"] for m in msgs]
        assert minutes == sorted(set(minutes)) and minutes[-1] < 24 * 60, (lang, seed, minutes)
        lo, hi = plan["start"]
        assert lo <= minutes[0] <= hi, (lang, seed, minutes)
        if "at" in plan:  # nothing about the plan is said after its time
            assert minutes[-1] < plan["at"], (lang, seed, minutes)
        text = " ".join(m["text"] for m in msgs)
        if lang in OUT:
            assert not (OUT[lang] in text and HOME[lang] in text.split()), (lang, seed, text)
    assert len(seen) == len(SCENES), seen


def test_the_late_note_comes_minutes_before_the_plan() -> None:
    checked = 0
    for lang, seed, p in sampled("chat_bubbles", 40):
        msgs = p["messages"]
        plan = SCENES[msgs[0]["scene"]]
        for m, (_side, a, b) in zip(msgs, plan["turns"], strict=True):
            if a < 0:
                assert plan["at"] + a <= m["minute"] <= plan["at"] + b, (lang, seed, m)
                checked += 1
    assert checked


def test_a_fax_sender_never_names_themself() -> None:
    """The sender writes the comments: "call me", never "let Pamela know" in Pamela's fax."""
    import re

    for lang, seed, p in sampled("fax_cover", 30):
        first = p["from"].split()[0]
        for text in p["comments"]:
            assert not re.search(rf"\b{re.escape(first)}\b", text), (lang, seed, text)


def test_a_call_chat_names_only_who_has_written() -> None:
    """"Fair point, Brian" only after Brian's own message in the call's chat."""
    import re

    named = 0
    for lang, seed, p in sampled("video_call_chat", 40):
        people = p["people"]
        wrote: set[int] = set()
        for m in p["messages"]:
            for k, person in enumerate(people):
                if k != m["who"] and re.search(rf"\b{re.escape(person.split()[0])}\b", m["text"]):
                    assert k in wrote, (lang, seed, m["text"], sorted(wrote))
                    named += 1
            wrote.add(m["who"])
    assert named


def test_random_has_an_off_topic_topic_and_yesterday_is_divided() -> None:
    """#random's topic is no "Team updates and day-to-day questions"; messages above the
    "Today" divider sit under a "Yesterday" divider, late in yesterday's day."""
    from generator.content import Content

    randoms = dividers = 0
    for lang, seed, p in sampled("slack_like", 30):
        content = Content(lang, __import__("numpy").random.default_rng(0))
        if p["channel"] == content.word_at("chat_channel", 1):
            randoms += 1
            team = [content.fill(t) for t in locale_data(lang).SLOTS["gsoc_channel_topic"]
                    for _ in range(8)]
            assert p["topic"] not in team, (lang, seed, p["topic"])
        before = p["messages"][:p["divider_at"]]
        if before:
            dividers += 1
            assert before[-1]["minute"] >= 990, (lang, seed, before[-1]["time"])
    # since w13 (h_fit) #random is never the open channel: the team's talk tables hold no
    # off-topic talk for it (tests/world/test_world_h_fit.py)
    assert not randoms and dividers


def test_slack_draws_the_yesterday_divider() -> None:
    from world_helpers import rendered

    for lang, seed in [("en", s) for s in range(6)] + [("fr", 1), ("de", 1)]:
        p, geo = rendered("slack_like", lang, seed)
        words = " ".join(w.text for w in geo.words)
        assert (p["labels"]["yesterday"] in words) == bool(p["divider_at"]), (lang, seed)


def test_the_open_mail_is_no_reply_and_books_a_room() -> None:
    """email_3pane's open mail carries no "RE:/R:/AW:" subject (nothing it answers is shown);
    a meeting is held in a room, never at a booked "tavolo"."""
    for lang, seed, p in sampled("email_3pane", 30):
        subject = p["mails"][p["selected"]]["subject"]
        assert subject.split(":")[0].strip() not in ("RE", "Re", "R", "AW", "Antw"), (lang, seed)
        assert "tavolo" not in " ".join(p["paragraphs"]), (lang, seed)


def test_a_thread_panel_opens_in_the_team_channel() -> None:
    """Build-server notices and lunch plans are posted in #general or #team-<city>, never
    in #marketing or #announcements."""
    from generator.content import Content
    from surfaces.thread_replies import TEAM_CHANNELS

    for lang, seed, p in sampled("thread_replies", 20):
        content = Content(lang, __import__("numpy").random.default_rng(0))
        team = {content.word_at("chat_channel", i) for i in TEAM_CHANNELS}
        assert p["channel"] in team and p["channel"] in p["channels"], (lang, seed, p["channel"])


# things a blog comment could praise, in each language: a comment names one only when
# the post itself does
BLOG_THINGS = {"en": ("photo", "radish", "bean", "café", "snail"),
               "de": ("Foto", "Radieschen", "Bohnen", "Café", "Schnecken"),
               "fr": ("photo", "radis", "haricots", "café", "limaces"),
               "es": ("fotos", "rábanos", "judías", "café", "caracoles"),
               "it": ("foto", "ravanelli", "fagioli", "caffè", "lumache"),
               "nl": ("foto", "radijs", "bonen", "café", "slakken")}


def test_blog_comments_mention_only_what_the_post_says() -> None:
    seen = 0
    for lang, seed, p in sampled("personal_blog", 40):
        post = (p["title"] + " " + " ".join(p["texts"])).lower()
        for c in p["shown"]:
            seen += 1
            for thing in BLOG_THINGS[lang]:
                if thing.lower() in c["text"].lower():
                    assert thing.lower() in post, (lang, seed, c["text"])
        if lang == "en":
            assert "lettuce have" not in post and "lettuce are" not in post, (lang, seed)
            assert "courgette" not in post, (lang, seed)
    assert seen


def test_a_team_channel_asks_about_a_task_only_once() -> None:
    """Each post (with its replies) of a Teams channel talks about its own task or feature:
    nobody asks who does the mobile mock-up after the team reviewed it."""
    hits = 0
    for lang, seed, p in sampled("teams_chat", 30):
        slots = locale_data(lang).SLOTS
        words = [w for key in ("chat_task", "chat_feature") for w in slots[key]]
        seen: dict[str, int] = {}
        for k, post in enumerate(p["posts"]):
            text = " ".join([post["text"]] + [r["text"] for r in post["replies"]]).lower()
            for w in words:
                if w.lower() in text and not any(w.lower() in o.lower() and o != w for o in words
                                                  if o.lower() in text):
                    hits += 1
                    assert seen.setdefault(w, k) == k, (lang, seed, w)
    assert hits
