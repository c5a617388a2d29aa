"""A passage of a novel written from a sampled world (book_page, ereader).

The world comes first, as plain data: three characters (a first name and a sex each), a town,
one place and one time of day, and a matter between the two who meet (a letter, a sale, a
debt). The passage is then one scene in the order a novelist writes it: the hero arrives,
notices the other, they speak (each line in the language's dialogue convention), something
is done with the place's things, the matter is raised and answered, the third may come in,
the hero decides, the scene closes. Every template names its roles X (who acts), Y (the
other) and Z (the third); ``{X:he|she}`` picks the form agreeing with X's sex, so a French
"arrivé/arrivée" or a Spanish "cansado/cansada" always agrees with its character.
Templates live in generator/locales/*/content/w6_a_books.toml (slots ``nv_*``).
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.kit import Content, Page, Theme
from surfaces.kit.document import fit_prose, prose
from surfaces.kit.story import _names, tidy
from surfaces.kit.typography import Style

_GENDERED = re.compile(r"\{([XYZPA]):([^{}|]*)\|([^{}|]*)\}")  # A: an apprentice
_ROLE = re.compile(r"\{([XYZPA])\}")


def gendered(template: str, roles: dict[str, dict[str, str]]) -> str:
    """``template`` with each ``{R:m|f}`` resolved by role R's sex and ``{R}`` by its name."""
    text = _GENDERED.sub(lambda m: m.group(2) if roles[m.group(1)]["sex"] == "m"
                         else m.group(3), template)
    return _ROLE.sub(lambda m: roles[m.group(1)]["name"], text)


def _vars(text: str, world: dict[str, Any]) -> str:
    """``text`` with the world's own town, city and month written in."""
    for key in ("town", "city", "month"):
        text = text.replace("{" + key + "}", world[key])
    return text


def novel_world(rng: np.random.Generator, content: Content) -> dict[str, Any]:
    """The scene's world: cast of three, town, place, time of day and the matter; and the
    titles a chapter holding the scene may bear (its place, its hour or its matter)."""
    cast = _names(content, rng, 3)
    town = content.word("story_town_a") + content.word("story_town_b")
    place = {k: (v.replace("{town}", town) if isinstance(v, str) else v)
             for k, v in content.record("nv_place").items()}
    # an hour the place is open at (no bookshop "well after ten at night")
    times = [t for t in content._slot("nv_time") if place["opens"] <= t["hour"] < place["closes"]]
    cities = content._slot("nv_city")  # the novel's own country: no Nashville beside "Mum"
    world = {"cast": cast, "town": town, "place": place,
             "time": times[int(rng.integers(len(times)))],
             "matter": content.record("nv_matter"), "enters": bool(rng.random() < 0.5),
             "city": cities[int(rng.integers(len(cities)))],
             "month": content.data.MONTHS[int(rng.integers(12))],
             "grammar": content.record("nv_grammar")}
    roles = dict(zip("XYZ", cast, strict=True))
    world["titles"] = [curly(tidy(content.lang, _vars(gendered(world[k]["title"], roles),
                                                      world))) for k in ("place", "time", "matter")]
    return world


def _head(verb: str) -> str:
    """A dialogue tag's verb without its adverbs ("said at last", "dit enfin": said, dit)."""
    return verb.split()[0].strip(",")


def curly(text: str) -> str:
    """``text`` with a typographic apostrophe (the quotes are typographic in every
    language: “I'd” set straight beside curly quotes reads as a typo)."""
    return text.replace("'", "\u2019")


def chapter_title(rng: np.random.Generator, world: dict[str, Any]) -> str:
    """A chapter title that belongs to the scene."""
    return world["titles"][int(rng.integers(len(world["titles"])))]


class _Scene:
    """Writes the scene: draws each template once, tracks who has spoken (a first line is
    tagged with the speaker's name) and fills every slot from the world."""

    def __init__(self, rng: np.random.Generator, content: Content, world: dict[str, Any]):
        self.rng, self.content, self.world = rng, content, world
        self.used: dict[str, set[int]] = {}
        self.spoke: set[str] = set()
        self.entered = False  # the third has come into the room
        self.named = 0  # how often the text has named the third
        self.verbs: set[str] = set()  # the dialogue tags' verbs used: each once a passage
        self.prev = ""  # who spoke the paragraph before (none after a narrated one)
        self.hero, self.other, self.third = world["cast"]
        self.same_sex = self.hero["sex"] == self.other["sex"]
        self.details = list(world["place"]["details"])
        rng.shuffle(self.details)

    def draw(self, slot: str) -> str | None:
        items = self.content._slot(slot)
        used = self.used.setdefault(slot, set())
        # once the third has come in, no line speaks of them as someone elsewhere
        # once the third has come in, no line speaks of them as someone elsewhere; and
        # the third is named a few times a scene, not in every other line
        quiet = self.entered or self.named >= 4
        fresh = [i for i in range(len(items)) if i not in used
                 and not (quiet and "{Z" in items[i] and slot != "nv_third")]
        if not fresh:
            return None
        i = fresh[int(self.rng.integers(len(fresh)))]
        used.add(i)
        return items[i]

    def fill(self, template: str, x: dict[str, str], y: dict[str, str]) -> str:
        w = self.world
        roles = {"X": x, "Y": y, "Z": self.third}
        detail = self.details.pop() if "{detail}" in template and self.details else \
            w["place"]["details"][0]
        # every phrase of the place and the time (a language may add case forms, as the
        # German "thing_dat"), the matter's noun phrase ("matter", "matter_dat", ...)
        values = {k: v for k, v in {**w["place"], **w["time"]}.items()
                  if isinstance(v, str) and k != "title"}
        values.update({"matter" + k[2:]: v for k, v in w["matter"].items()
                       if k.startswith("np")})
        values.update(detail=detail, town=w["town"], place=w["place"]["np"], city=w["city"],
                      month=w["month"])
        values = {k: _vars(gendered(v, roles), w) for k, v in values.items()}
        text = self.content.fill(gendered(template, roles), **values)
        self.named += text.count(self.third["name"])
        return tidy(self.content.lang, re.sub(r"\s+([,.])", r"\1", text))

    def narrate(self, slot: str, x: dict[str, str], then: str | None = None,
                para: bool = True) -> str | None:
        """A sentence of ``slot`` about ``x`` (the other one being Y), and optionally one
        of ``then`` continuing about ``x`` with a pronoun; ``para``: a paragraph of its own
        (the next line of dialogue then names its speaker)."""
        if para:
            self.prev = ""
        y = self.other if x is self.hero else self.hero
        first = self.draw(slot)
        if first is None:
            return None
        out = [self.fill(first, x, y) + "."]
        more = self.draw(then) if then else None
        if more:
            out.append(self.fill(more, x, y) + ".")
        return " ".join(out)

    def line(self, quote: str | None, who: dict[str, str], listener: dict[str, str],
             beat: str | None = None) -> str | None:
        """``who`` speaking ``quote`` to ``listener`` (quoted as the language quotes), tagged
        with the speaker's name the first time, later with a pronoun or not at all."""
        if quote is None:
            return None
        g = self.world["grammar"]
        q = self.fill(quote, who, listener)
        ask = q.endswith("?")
        first = who["name"] not in self.spoke
        self.spoke.add(who["name"])
        # untagged only as the answer to the line just before it (a beat follows a tag)
        answer = self.prev == listener["name"]
        self.prev = who["name"]
        verbs = [v for v in self.content._slot("nv_asked" if ask else "nv_said")
                 if _head(v["v"]) not in self.verbs]  # no tag verb twice ("murmured" x2)
        if not first and not beat and answer and (not verbs or self.rng.random() < 0.6):
            text = g["open"] + q + g["close"]
        elif not verbs:  # no fresh verb to say who speaks: the line is not written
            self.prev = ""
            if first:
                self.spoke.discard(who["name"])
            return None
        else:
            verb = verbs[0] if first else verbs[int(self.rng.integers(len(verbs)))]
            self.verbs.add(_head(verb["v"]))
            # a name when a pronoun would not tell who speaks (or a language drops it), or
            # when a gesture of theirs follows ("She almost smiled": who is "she"?)
            if first or beat or self.same_sex or who is self.third or \
                    verb[who["sex"]] == verb["v"] and self.rng.random() < 0.5:
                form = verb["v"] if "{s}" in verb["v"] else g["tag_name"]  # "wollte {s} wissen"
                tag = form.format(s=who["name"], v=verb["v"])
            else:
                tag = verb[who["sex"]]
            body = q[:-1] + g["stop"] if q.endswith(".") else q
            after = g["after"] if body == q[:-1] + g["stop"] else g["after_q"]
            text = g["open"] + body + g["close"] + after + tag + "."
        if beat:
            text += " " + beat
        return text

    def enter(self) -> str | None:
        self.entered = True
        return self.narrate("nv_enter", self.third)

    def speak(self, slot: str, who: dict[str, str], beat_slot: str | None = None) -> str | None:
        listener = self.other if who is self.hero else self.hero
        beat = self.narrate(beat_slot, who, para=False) if beat_slot else None
        return self.line(self.draw(slot), who, listener, beat)

    def matter(self, key: str, who: dict[str, str]) -> str | None:
        listener = self.other if who is self.hero else self.hero
        return self.line(self.world["matter"][key], who, listener)


def novel_paragraphs(rng: np.random.Generator, content: Content, world: dict[str, Any],
                     n: int) -> list[str]:
    """The scene as up to ``n`` paragraphs, in the order it happens."""
    s = _Scene(rng, content, world)
    hero, other = s.hero, s.other
    plan: list[Any] = [
        lambda: s.narrate("nv_arrive", hero, "nv_arrive2"),
        lambda: s.narrate("nv_notice", hero),
        lambda: s.speak("nv_greet", other),
        lambda: s.speak("nv_answer", hero),
        lambda: s.narrate("nv_business", other, "nv_business2"),
        lambda: s.matter("ask", hero),
        lambda: s.matter("reply", other),
        lambda: s.matter("ask2", hero),
        lambda: s.matter("reply2", other),
        lambda: s.narrate("nv_pause", hero),
    ]
    middle: list[Any] = []
    for k in range(8):  # the talk goes on, each line answered, with the odd gesture
        who = hero if k % 2 == 0 else other
        middle.append(lambda who=who: s.speak("nv_quote", who, "nv_gesture"
                                               if rng.random() < 0.3 else None))
        if k % 3 == 2:
            middle.append(lambda: s.narrate("nv_pause", hero))
    if world["enters"]:
        middle.insert(3, lambda: s.enter())
        middle.insert(4, lambda: s.speak("nv_third", s.third))
    ending = [lambda: s.narrate("nv_decide", hero), lambda: s.narrate("nv_close", hero)]
    room = max(0, n - len(plan) - len(ending))
    out = []
    for step in plan + middle[:room] + ending:
        para = step()
        if para:
            out.append(curly(para))
    return out[:n] if len(out) > n else out


def flow(page: Page, box: tuple[int, int, int, int], texts: list[str],
         marks: list[list[Any]], base: Style, theme: Theme, mono: str, **layout: Any) -> int:
    """Sets the most whole paragraphs of ``texts`` that fit ``box`` (at least the first,
    cut at a sentence if it must be) and returns how many it set: the next column or page
    goes on from there, so a passage reads on without a gap."""
    lo, hi = 1, len(texts)
    while lo < hi:  # the largest count that fits
        mid = (lo + hi + 1) // 2
        block = prose(page, box, texts[:mid], marks[:mid], base, theme, mono, **layout)
        page.ops.remove(block)
        if block.laid.truncated:
            hi = mid - 1
        else:
            lo = mid
    if texts:
        fit_prose(page, box, texts[:lo], marks[:lo], base, theme, mono, **layout)
    return lo if texts else 0
