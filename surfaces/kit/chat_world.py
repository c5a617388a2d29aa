"""A conversation between two friends written as ONE scene (eating out, shopping on the way
home, ordering in, last night's thanks, birthday wishes, concert tickets, locked out, the
running club): its turns follow one another, each answering what was said before it, at times that fit the plan (the
"ten minutes late" note minutes before the eight o'clock dinner)."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from generator.content import Content

# One scene per chat (the w8_chat_scene entry of the same index in every language): when it
# opens (minutes from midnight), then each turn's side (0 opens the chat) and its minutes
# after the turn before, or, for a turn written against the plan ("ten minutes late" for an
# eight o'clock dinner), its minutes before the plan's time ("at": the plan's minute).
Turn = tuple[int, int, int]
SCENES: tuple[dict[str, Any], ...] = (
    # eating out at eight: asked in the afternoon, the late note minutes before eight
    {"start": (1020, 1090), "at": 1200,
     "turns": ((0, 0, 0), (1, 2, 8), (0, 4, 30), (1, -14, -6), (0, 1, 4), (1, 2, 5))},
    # bread on the way home: the housemate is parking half an hour after leaving work
    {"start": (990, 1080), "turns": ((0, 0, 0), (1, 2, 8), (0, 1, 5), (1, 1, 4), (0, 1, 5),
                                     (1, 22, 35))},
    # ordering in, before dinner time
    {"start": (1080, 1170), "turns": ((0, 0, 0), (1, 1, 6), (0, 1, 4), (1, 1, 5), (0, 2, 10),
                                      (1, 1, 5))},
    # the morning after a dinner at the other's home
    {"start": (480, 600), "turns": ((0, 0, 0), (1, 5, 40), (0, 1, 6), (1, 1, 8), (0, 1, 4))},
    # birthday wishes in the morning
    {"start": (450, 600), "turns": ((0, 0, 0), (1, 10, 90), (0, 1, 5), (1, 2, 15), (0, 1, 5),
                                    (1, 1, 8))},
    # concert tickets for another day
    {"start": (720, 1020), "turns": ((0, 0, 0), (1, 2, 30), (0, 1, 4), (1, 1, 10), (0, 1, 5),
                                     (1, 2, 15))},
    # locked out, the other still at work: home "in about twenty minutes" (16-28 later)
    {"start": (960, 1110), "turns": ((0, 0, 0), (1, 2, 10), (0, 1, 4), (1, 1, 5), (0, 1, 3),
                                     (1, 15, 25))},
    # the running club "tomorrow morning at eight", arranged the evening before
    {"start": (1140, 1290), "turns": ((0, 0, 0), (1, 5, 30), (0, 1, 5), (1, 1, 6), (0, 1, 4),
                                      (1, 1, 5))},
)


def scene(rng: np.random.Generator, content: Content, contact: str = "",
          owner: str = "") -> list[dict[str, Any]]:
    """Messages {"mine", "text", "minute", "scene", "turn"} of ONE scene (who, what, when
    drawn first), each turn answering the turns before it, minutes increasing through one
    day. What a side says of itself agrees with ``contact``'s and ``owner``'s sex."""
    index = int(rng.integers(len(SCENES)))
    plan = SCENES[index]
    texts = content.data.SLOTS["w8_chat_scene"][index]["turns"]
    words = {"chat_day": content.word("chat_day"), "chat_food": content.word("chat_food")}
    lo, hi = plan["start"]
    minute = int(rng.integers(lo, hi + 1))
    mine_opens = bool(rng.random() < 0.5)
    out: list[dict[str, Any]] = []
    for k, ((side, a, b), text) in enumerate(zip(plan["turns"], texts, strict=True)):
        at = int(rng.integers(a, b + 1))
        if k:
            minute = max(minute + 1, plan["at"] + at) if a < 0 else minute + at
        mine = mine_opens != bool(side)
        me, you = (owner, contact) if mine else (contact, owner)
        out.append({"mine": mine, "text": content.fill(text, **words, me=me, you=you),
                    "minute": minute, "scene": index, "turn": k})
    return out


def clock(content: Content, minute: int) -> str:
    """A minute of the day as the language writes a clock time."""
    return content.format_time(minute // 60, minute % 60)


# the SCENES entry whose chat is a birthday wish: the list's owner has a birthday today
BIRTHDAY_SCENE = 4


def _runs(text: str) -> set[tuple[str, ...]]:
    words = re.findall(r"\w+", text.lower())
    return {tuple(words[i:i + 5]) for i in range(len(words) - 4)}


def list_previews(content: Content, n: int, people: list[str] | None = None,
                  birthday_today: bool = False, said: list[str] = ()) -> list[str]:
    """``n`` list previews, no two starting alike (the list shows each chat's first words);
    preview k is written by ``people[k]`` (its words about its writer agree with them). At
    most one wishes the owner a happy birthday, and none when the open chat says the
    birthday is today (the other chats are dated days before it: r82 row 06). None repeats
    five words of the open chat (``said``): "Ich glaube, ich habe meinen …" twice."""
    out: list[str] = []
    seen = set().union(*map(_runs, said))
    casual = content.fresh("chat.casual") + content.written("chat.casual")
    wish = birthday_today
    for _ in range(4 * n):
        me = people[len(out)] if people and len(out) < len(people) else ""
        if not wish and content.rng.random() < 1 / (casual + 1):
            text, wish = content.sentence("chat.birthday_wish"), True
        else:
            text = content.sentence("chat.casual", me=me)
        if not any(text[:18] == o[:18] for o in out) and not _runs(text) & seen:
            out.append(text)
            seen |= _runs(text)
        if len(out) == n:
            break
    return out[:n]  # fewer chats in the list rather than one preview twice
