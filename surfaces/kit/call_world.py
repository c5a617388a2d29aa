"""A video meeting's chat sampled as a sequence of turns over the meeting's clock: the sound
and screen checks of its first minutes, answered a minute or two later; the middle's
questions, remarks and proposals (an agreement to "the first option" only after someone
named the options); the closing thanks, praise and goodbye. Lines come from
generator/locales/*/content/h_chat.toml (hchat_call_*) and w11_h_talk.toml (w11_call_propose).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.kit import Content, choice

# hchat_call_ex entries (same index in every language)
ASK_SCREEN, ASK_LINK, ASK_REPEAT, ASK_FOLLOW, ASK_RECORDED, ASK_HEAR = range(6)
# hchat_call_say entries
SAY_CONNECTION, SAY_PRESENTATION, SAY_SLIDES, SAY_AGREE, SAY_HARD_STOP, SAY_POINT, \
    SAY_SENT = range(7)
# the meeting's three stretches: what may be said in each
EARLY = [("ex", ASK_HEAR), ("ex", ASK_SCREEN), ("ex", ASK_RECORDED), ("say", SAY_HARD_STOP)]
MIDDLE = [("ex", ASK_LINK), ("ex", ASK_REPEAT), ("say", SAY_CONNECTION), ("say", SAY_SENT),
          ("say", SAY_POINT), ("propose", 0), ("say", SAY_HARD_STOP)]
LATE = [("ex", ASK_FOLLOW), ("say", SAY_SLIDES), ("say", SAY_PRESENTATION)]
# the lines a "good point" may answer: a proposal (or the agreement to it), the message
# right before it; never "I sent the figures this morning" (r96 0005: "Fair point, Lisa,
# we'll put it on the list" under Lisa's "I sent the figures")
POINTS = {("propose", 0)}
LATE_FROM = 25  # closing remarks come this many minutes into the call or later


def _allowed(kind: str, i: int, state: dict[str, bool], n: int) -> bool:
    """Whether the call's state allows a line: "can everyone see my screen?" only while you
    share, "is this recorded?" (answered yes) only while it records, no "great
    presentation" while you are the one presenting, none in a call of two."""
    if (kind, i) == ("ex", ASK_SCREEN):
        return state["sharing"]
    if (kind, i) == ("ex", ASK_RECORDED):
        return state["recording"]
    if (kind, i) == ("say", SAY_PRESENTATION):
        return not state["sharing"] and n > 2
    return True


def _plan(rng: np.random.Generator, state: dict[str, bool],
          n: int) -> tuple[list[tuple[str, int]], ...]:
    """Which beats the chat holds in each stretch: a few early checks (the sound check
    first), the middle, the close."""
    def pick(pool: list[tuple[str, int]], k: int) -> list[tuple[str, int]]:
        fits = [b for b in pool if _allowed(*b, state, n)]
        order = [fits[int(i)] for i in rng.permutation(len(fits))]
        return order[:k]
    early = sorted(pick(EARLY, int(rng.integers(1, 3))), key=EARLY.index)
    middle = [b for b in pick(MIDDLE, int(rng.integers(2, 4))) if b not in early]
    return early, middle, pick(LATE, int(rng.integers(0, 3)))


def _timed(rng: np.random.Generator, plan: list[tuple[str, int]], n_early: int,
           n_mid: int) -> list[tuple[int, int]]:
    """(minute of the opening line, minute of its answer or -1) for each beat: early ones in
    the first four minutes, an answer one or two minutes after its question, the close
    from minute ``LATE_FROM``."""
    out: list[tuple[int, int]] = []
    at = int(rng.integers(0, 2))
    for k, (kind, _) in enumerate(plan):
        if k == n_early:
            at = max(at + 2, int(rng.integers(6, 10)))
        elif k == n_early + n_mid:
            at = max(at + 2, LATE_FROM + int(rng.integers(0, 8)))
        elif k:
            at += int(rng.integers(1, 3)) if k < n_early else int(rng.integers(2, 8))
        reply = at + int(rng.integers(1, 3)) if kind != "say" else -1
        out.append((at, reply))
        at = max(at, reply)
    return out


def _invite(rng: np.random.Generator, content: Content) -> str:
    """The meeting's link (letters in three groups), not a file share."""
    code = "-".join("".join("abcdefghijkmnopqrstuvwxyz"[int(i)] for i in rng.integers(0, 25, n))
                    for n in (3, 4, 3))
    return f"https://meet.{content.domain(content.firm())}/{code}"


def _said(content: Content, kind: str, n: int) -> list[Any]:
    """The ``hchat_call_{kind}`` lines of a call of ``n``: a call of two speaks to one person
    ("Hörst du mich?", "Mi senti?", not "Hört ihr mich?", "Scusate", review 47)."""
    return content.data.SLOTS[f"hchat_call_{kind}" + ("_duo" if n == 2 else "")]


def _lines(rng: np.random.Generator, content: Content, beat: tuple[str, int],
           who: int, other: int, spoken: list[int], n: int
           ) -> list[tuple[int, str, str]] | None:
    """(who, template, role) of a beat's lines with ``{name}`` filled, or None when the beat
    would name nobody who has written yet; ``spoken``: who wrote so far (never you); ``n``:
    how many are in the call."""
    slots = content.data.SLOTS
    kind, i = beat
    if kind == "propose":
        # an either/or question is answered by one of its options ("Lieber zwei kurze."),
        # not by "sounds good" (r67 0005): the answers of question k are h_pool2_call_pick[k]
        k = int(rng.integers(len(slots["w11_call_propose"])))
        return [(who, str(slots["w11_call_propose"][k]), "propose"),
                (other, str(slots["h_pool2_call_pick"][k][choice(rng, ["first", "second"])]),
                 "agree")]
    if kind == "ex":
        entry = _said(content, "ex", n)[i]
        if "{name}" in entry["ask"]:  # "could you repeat that, Brian?": Brian answers
            named = [j for j in spoken if j != who]
            if not named:
                return None
            other = int(named[-1])
        return [(who, entry["ask"], "ask"), (other, entry["answer"], "answer")]
    return [(who, _said(content, "say", n)[i], "say")]


def call_chat(rng: np.random.Generator, content: Content, people: list[str], start: int,
              state: dict[str, bool]) -> list[dict[str, Any]]:
    """The call's chat: messages of ``people`` (people[0] is you, never named) from the
    call's ``start`` (minutes of the day), each with who, text, minute, role and whether it
    is a goodbye ("bye": someone else's, who then leaves; never in a call of two)."""
    n = len(people)
    first = [p.split()[0] for p in people]
    early, middle, late = _plan(rng, state, n)
    beats = early + middle + late
    times = _timed(rng, beats, len(early), len(middle))
    out: list[dict[str, Any]] = []
    for beat, (at, reply) in zip(beats, times, strict=True):
        who = int(rng.integers(n))
        if beat == ("ex", ASK_SCREEN):
            who = 0  # the one sharing is you
        other = int(choice(rng, [i for i in range(n) if i != who]))
        spoken = [i for i in dict.fromkeys(m["who"] for m in out) if i and i != who]
        if beat == ("say", SAY_POINT):
            # "fair point, Marta" answers the point Marta just made (the message before
            # it: a proposal or her pick), not her choppy wifi or her sound check
            spoken = [out[-1]["who"]] if out and tuple(out[-1]["beat"]) in POINTS and \
                out[-1]["who"] not in (0, who) else []
        if "{name}" in (_said(content, "say", n)[beat[1]] if beat[0] == "say"
                        else "") and not spoken:
            continue  # "fair point, {name}": only once someone has written
        lines = _lines(rng, content, beat, who, other, spoken, n)
        if lines is None:
            continue
        named = lines[-1][0] if len(lines) > 1 else int(spoken[-1]) if spoken else 0
        for (w, template, role), minute in zip(lines, (at, reply), strict=False):
            out.append({"who": w, "template": template, "role": role, "beat": list(beat),
                        "minute": start + minute, "name": first[named], "bye": False})
    if n > 2 and rng.random() < 0.5:  # someone else says goodbye and leaves
        out.append({"who": int(rng.integers(1, n)), "role": "bye", "beat": ["bye", 0],
                    "template": str(choice(rng, content.data.SLOTS["hchat_call_bye"])),
                    "minute": max(out[-1]["minute"] + int(rng.integers(1, 4)),
                                  start + LATE_FROM + int(rng.integers(0, 10))), "name": "",
                    "bye": True})
    end = ((out[-1]["minute"] + 20) // 30 + 1) * 30  # a hard stop after the chat's last line
    fixed = {"at": content.format_time(end // 60 % 24, end % 60), "link": _invite(rng, content)}
    for m in out:
        m["text"] = content.fill(m.pop("template"), name=m.pop("name"), me=people[m["who"]],
                                 **fixed)
    return out
