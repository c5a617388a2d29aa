"""A conversation between two friends written as exchanges: each question or proposal is
followed by the other side's answer to it (no "Sure, see you at the cinema" when nobody
proposed the cinema), the times running forward through one day."""

from __future__ import annotations

from typing import Any

import numpy as np

from generator.content import Content

BIRTHDAY = 10  # the gsoc_chat_pair entry of birthday wishes (the same in every language)
# When in the day each gsoc_chat_pair entry can be said (minutes from midnight, the same entry
# index in every language): "still coming tonight? - around eight" before evening, "thanks for
# dinner" (last night's) in the morning, "order food tonight? - I'm starving" near dinner time,
# "running late, I'll grab us a table" at dinner, "home safe, thanks for the lift" in the evening.
WINDOWS = {0: (600, 1170), 1: (480, 1320), 2: (480, 1350), 3: (1110, 1245), 4: (900, 1170),
           5: (480, 1320), 6: (480, 720), 7: (1050, 1230), 8: (1020, 1400), 9: (480, 1350),
           BIRTHDAY: (450, 660), 11: (480, 1290)}
# entries that cannot share one day: eating out ("I'll grab us a table") and ordering in;
# eating out and being driven home ("Just got home, thanks for the lift!") in one evening
# with only one of them on the page
CLASH = ({3, 7}, {3, 8})


def _picks(rng: np.random.Generator, n_pool: int, pairs: int) -> list[int]:
    """``pairs`` entries of the pool, no two that clash, in the order of the day."""
    picks: list[int] = []
    for i in (int(i) for i in rng.permutation(n_pool)):
        if not any(i in c and set(picks) & c for c in CLASH):
            picks.append(i)
        if len(picks) == pairs:
            break
    return sorted(picks, key=lambda i: (i != BIRTHDAY, WINDOWS.get(i, (480, 1320))))


def exchanges(rng: np.random.Generator, content: Content, pairs: int,
              start: int | None = None, contact: str = "",
              owner: str = "", gap: tuple[int, int] = (15, 70)) -> list[dict[str, Any]]:
    """Messages {"mine", "text", "minute", "pair"} of up to ``pairs`` exchanges; ``minute``
    counts from midnight, increasing, each exchange inside its entry's WINDOWS (what it says
    fits the time of day; an exchange that no longer fits the day is left out), none before
    ``start``, the next exchange ``gap`` minutes after an answer. The birthday wishes open the day, last night's thanks come in the morning.
    What a side says of itself or of the other agrees with ``contact``'s and ``owner``'s sex
    ("Bien rentrée" from Sophie; an ``{@me:..|..}`` group with no name takes the generic form)."""
    pool = content.data.SLOTS["gsoc_chat_pair"]
    minute = 0 if start is None else start
    out: list[dict[str, Any]] = []
    for i in _picks(rng, len(pool), pairs):
        lo, hi = WINDOWS.get(i, (480, 1320))
        at = max(minute, lo + int(rng.integers(0, max(1, (hi - lo) // 3))))
        if at > hi:
            continue
        minute = at
        pair = pool[i]
        words = {"chat_place": content.word("chat_place"), "chat_day": content.word("chat_day"),
                 "chat_food": content.word("chat_food")}
        mine = bool(rng.random() < 0.5)  # who asks
        for k, key in enumerate(("ask", "answer")):
            side = mine != bool(k)
            me, you = (owner, contact) if side else (contact, owner)
            out.append({"mine": side, "text": content.fill(pair[key], **words, me=me, you=you),
                        "minute": minute, "pair": i})
            minute += int(rng.integers(1, 6)) if k == 0 else int(rng.integers(*gap))
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
