"""A conversation between two friends written as exchanges: each question or proposal is
followed by the other side's answer to it (no "Sure, see you at the cinema" when nobody
proposed the cinema), the times running forward through one day."""

from __future__ import annotations

from typing import Any

import numpy as np

from generator.content import Content

BIRTHDAY = 10  # the gsoc_chat_pair entry of birthday wishes (the same in every language)


def exchanges(rng: np.random.Generator, content: Content, pairs: int,
              start: int | None = None, contact: str = "",
              owner: str = "") -> list[dict[str, Any]]:
    """Messages {"mine", "text", "minute"} of ``pairs`` exchanges; ``minute`` counts from
    midnight, increasing, the first at ``start`` (a morning to afternoon minute by default).
    What a side says of itself or of the other agrees with ``contact``'s and ``owner``'s sex
    ("Bien rentrée" from Sophie; an ``{@me:..|..}`` group with no name takes the generic form)."""
    pool = content.data.SLOTS["gsoc_chat_pair"]
    minute = int(rng.integers(8 * 60, 15 * 60)) if start is None else start
    out: list[dict[str, Any]] = []
    picks = [int(i) for i in rng.permutation(len(pool))[:pairs]]
    picks.sort(key=lambda i: i != BIRTHDAY)  # birthday wishes open the day's chat
    for i in picks:
        pair = pool[i]
        words = {"chat_place": content.word("chat_place"), "chat_day": content.word("chat_day"),
                 "chat_food": content.word("chat_food")}
        mine = bool(rng.random() < 0.5)  # who asks
        for k, key in enumerate(("ask", "answer")):
            side = mine != bool(k)
            me, you = (owner, contact) if side else (contact, owner)
            out.append({"mine": side, "text": content.fill(pair[key], **words, me=me, you=you),
                        "minute": minute})
            minute += int(rng.integers(1, 6)) if k == 0 else int(rng.integers(15, 70))
    last = out[-1]["minute"]
    if last >= 23 * 60 + 50:  # keep the day inside one day
        shift = last - (23 * 60 + 20)
        for m in out:
            m["minute"] = max(0, m["minute"] - shift)
    return out


def clock(content: Content, minute: int) -> str:
    """A minute of the day as the language writes a clock time."""
    return content.format_time(minute // 60, minute % 60)


def list_previews(content: Content, n: int, people: list[str] | None = None) -> list[str]:
    """``n`` list previews, no two starting alike (the list shows each chat's first words);
    preview k is written by ``people[k]`` (its words about its writer agree with them)."""
    out: list[str] = []
    for _ in range(4 * n):
        me = people[len(out)] if people and len(out) < len(people) else ""
        text = content.sentence("chat.casual", me=me)
        if not any(text[:18] == o[:18] for o in out):
            out.append(text)
        if len(out) == n:
            break
    return out[:n]  # fewer chats in the list rather than one preview twice
