"""Targets and their instructions agree with what a reader sees (wave 16, h_targets)."""

from __future__ import annotations

import re

import pytest
from world_helpers import rendered

from generator.resolve import content_languages
from surfaces import registry

# a person's name drawn as a header: two or three capitalised words
NAME = re.compile(r"[A-ZÀ-Þ][\w'’-]+(?: [A-ZÀ-Þ][\w'’-]+){1,2}")
THREADS = {"doc_comments": 8, "pr_review": 8, "video_call_chat": 4, "teams_chat": 3,
           "thread_replies": 3, "issue_ticket": 3, "forum_thread": 3, "retro_forum": 3,
           "social_feed": 3, "slack_like": 2, "support_chat": 2, "app_store_listing": 2,
           "video_player": 2, "comment_section": 2}


def block_text(geo, block: int) -> str:
    return " ".join(w.text for w in geo.words if w.block == block)


@pytest.mark.parametrize("name", sorted(THREADS))
def test_a_message_named_by_its_author_holds_only_that_authors_text(name: str) -> None:
    """r49 0009: "the comment from Margaret Gregory" boxed a comma of Gene Edwards' reply in
    her thread. Text a message region holds (its innermost region) is its author's: a reply
    that prints another writer's name is a message region of its own, labelled with that
    writer; a message shown as "You" is labelled with no name a reader could not see."""
    cls = registry.get(name)
    seen = 0
    for lang in content_languages():
        if lang not in cls.languages:
            continue
        for seed in range(THREADS[name]):
            _, geo = rendered(name, lang, seed)
            for reg in geo.regions:
                if reg.kind != "message" or not reg.label.strip():
                    continue
                seen += 1
                for b in geo.blocks:
                    if b.region != reg.id or b.role != "structural":
                        continue
                    text = block_text(geo, b.id)
                    assert text == " ".join(reg.label.split()) or not NAME.fullmatch(text), \
                        (name, lang, seed, reg.name, reg.label, text)
    assert seen or name in ("comment_section",), name
