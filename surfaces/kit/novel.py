"""A passage of a novel written from a sampled world (book_page, ereader).

The world comes first, as plain data: three characters (a first name and a sex each), a town,
one place and one time of day, and a matter between the two who meet (a letter, a sale, a
debt). The passage is then one scene in the order a novelist writes it, after one of two plans: a
chapter's opening (the place at its hour, the hero arrives and finds the other, they greet,
the matter is raised) or a page in the midst of a chapter (the two have been talking a
while; the matter comes up at once). Then they talk, each line answered by the other, the
third may come in, the hero decides, the scene closes. Every line of dialogue can be told
whose it is (see ``_Scene.line``). Every template names its roles X (who acts), Y (the
other) and Z (the third); ``{X:he|she}`` picks the form agreeing with X's sex, so a French
"arrivé/arrivée" or a Spanish "cansado/cansada" always agrees with its character.
Templates live in generator/locales/*/content/w6_a_books.toml (slots ``nv_*``).
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.kit import Content
from surfaces.kit.story import _names, tidy

_GENDERED = re.compile(r"\{([XYZPAO]):([^{}|]*)\|([^{}|]*)\}")  # A: an apprentice, O: a thing
_ROLE = re.compile(r"\{([XYZPAO])\}")


# templates that say someone has not answered yet ("X looked past Y ... and did not answer
# straight away"): only while a question to X is pending (same index in every language)
NOT_ANSWERING = {"nv_business": (1,)}


# nv_quote lines (same order in every language) that react to what the other just did
REACTIONS = frozenset({0})


def once_named(text: str, name: str) -> str:
    """A speech naming its listener at most once: a second vocative ("You always do this,
    Danielle.") is dropped, the sentence closing where the name stood."""
    first = text.find(name)
    if first < 0 or text.count(name) < 2:
        return text
    cut = first + len(name)
    rest = re.sub(rf",\s*{re.escape(name)}(?=\s*[.!?…])", "", text[cut:])
    rest = re.sub(rf"(^|[.!?…]\s+[¡¿]?){re.escape(name)},\s*(\w)",
                  lambda m: m.group(1) + m.group(2).upper(), rest)
    return text[:cut] + rest


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
    world["titles"] = titles(content, world)
    return world


def titles(content: Content, world: dict[str, Any]) -> list[str]:
    """The titles a chapter set in ``world`` may bear: its place, its hour or its matter."""
    roles = dict(zip("XYZ", world["cast"], strict=True))
    return [curly(tidy(content.lang, _vars(gendered(world[k]["title"], roles), world)))
            for k in ("place", "time", "matter")]


def _head(verb: str) -> str:
    """A dialogue tag's verb without its adverbs ("said at last", "dit enfin": said, dit)."""
    return verb.split()[0].strip(",")


def curly(text: str) -> str:
    """``text`` with a typographic apostrophe (the quotes are typographic in every
    language: “I'd” set straight beside curly quotes reads as a typo)."""
    return text.replace("'", "\u2019")


def chapter_title(rng: np.random.Generator, world: dict[str, Any],
                  texts: list[str] | None = None) -> str:
    """A chapter title that belongs to the scene; given the page's ``texts``, one whose
    words the page speaks of (r65 0026: "Das Klavier" over a page with no piano): its
    place, its hour or its matter, else the hour's."""
    titles = world["titles"]
    if texts is not None:
        page = " ".join(texts).lower()
        fits = [t for t in titles if any(
            w[:5].lower() in page for w in re.findall(r"\w{4,}", t))]
        titles = fits or titles[1:2]
    return titles[int(rng.integers(len(titles)))]


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
        self.last = ""  # the line last spoken
        self.loose = 0  # how many lines in a row went untagged
        self.moved = False  # the line's tag is a gesture of the speaker
        self.talk = False  # the line last said was a line of the talk (nv_quote)
        self.pending = ""  # who was just asked a question and has not answered yet
        self.said: dict[str, str] | None = None  # the talk's line last said (h_pool2_talk)
        self.hero, self.other, self.third = world["cast"]
        self.same_sex = self.hero["sex"] == self.other["sex"]
        self.details = list(world["place"]["details"])
        rng.shuffle(self.details)

    def draw(self, slot: str, named: bool = False, skip: frozenset[int] = frozenset()
             ) -> str | None:
        """A template of ``slot`` not drawn yet; ``named``: one that names someone (a line
        with a name in it is this scene's own) while one is left; ``skip``: ones the
        moment does not allow."""
        items = self.content._slot(slot)
        used = self.used.setdefault(slot, set()) | set(skip)
        # once the third has come in, no line speaks of them as someone elsewhere
        # once the third has come in, no line speaks of them as someone elsewhere; and
        # the third is named a few times a scene, not in every other line
        quiet = self.entered or self.named >= 4
        fresh = [i for i in range(len(items)) if i not in used
                 and not (quiet and "{Z" in items[i] and slot != "nv_third")]
        if not fresh:
            return None
        if named and any("{" in items[i] for i in fresh):
            fresh = [i for i in fresh if "{" in items[i]]
        i = fresh[int(self.rng.integers(len(fresh)))]
        self.used[slot].add(i)
        return items[i]

    def fill(self, template: str, x: dict[str, str], y: dict[str, str]) -> str:
        w = self.world
        roles = {"X": x, "Y": y, "Z": self.third}
        detail = self._detail(template) if "{detail}" in template and self.details else \
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

    def _detail(self, template: str) -> str:
        """The next of the place's details, one that does not repeat the preposition the
        template puts before it ("came in over the clock over the door", r68 0010)."""
        m = re.search(r"(\w+) \{detail\}", template)
        prep = f" {m.group(1)} " if m else None
        fits = [d for d in self.details if not prep or prep not in f" {d} "] or self.details
        pick = fits[-1]
        self.details.remove(pick)
        self.used.setdefault("detail", set()).add(pick)  # (a later scene's: another)
        return pick

    def narrate(self, slot: str, x: dict[str, str], then: str | None = None,
                para: bool = True) -> str | None:
        """A sentence of ``slot`` about ``x`` (the other one being Y), and optionally one
        of ``then`` continuing about ``x`` with a pronoun; ``para``: a paragraph of its own
        (the next line of dialogue then names its speaker)."""
        if para:
            self.prev = ""
        y = self.other if x is self.hero else self.hero
        # "did not answer straight away" only of someone a question waits on
        first = self.draw(slot, skip=frozenset() if self.pending == x["name"] else
                          frozenset(NOT_ANSWERING.get(slot, ())))
        if first is None:
            return None
        out = [self.fill(first, x, y) + "."]
        more = self.draw(then) if then else None
        if more:
            out.append(self.fill(more, x, y) + ".")
        return " ".join(out)

    def line(self, quote: str | None, who: dict[str, str], listener: dict[str, str],
             beat: str | None = None) -> str | None:
        """``who`` speaking ``quote`` to ``listener`` (quoted as the language quotes). Every
        line can be told whose it is: the first a speaker says is tagged with the name; a
        line goes untagged only as the answer to the line just before it, while the two take
        turns (so never after narration, and never three untagged lines in a row); a tag is a verb of saying, or a gesture naming the speaker
        once the passage has used its verbs (each verb once)."""
        if quote is None:
            return None
        self.talk = False  # (exchange() sets it again for a line of the talk)
        g = self.world["grammar"]
        q = once_named(self.fill(quote, who, listener), listener["name"])
        self.last = q
        self.pending = listener["name"] if q.endswith("?") else ""
        first = who["name"] not in self.spoke
        answer = self.prev == listener["name"] and self.loose < 2
        verbs = [v for v in self.content._slot("nv_asked" if q.endswith("?") else "nv_said")
                 if _head(v["v"]) not in self.verbs]  # no tag verb twice ("murmured" x2)
        if not first and not beat and answer and self.rng.random() < 0.6:
            text, self.loose = g["open"] + q + g["close"], self.loose + 1
        else:
            self.moved = False
            tag = self._tag(q, who, verbs, first, beat)
            if tag is None:  # nothing left to say who speaks: the line is not written
                return None
            text, self.loose = tag, 0
        self.spoke.add(who["name"])
        self.prev = who["name"]
        if beat and not self.moved:
            text += " " + beat
        return text

    def _tag(self, q: str, who: dict[str, str], verbs: list[dict[str, str]], first: bool,
             beat: str | None) -> str | None:
        """``q`` quoted with a tag naming ``who``: a fresh verb of saying, else (or now and
        then) a gesture of theirs ("Anna looked away."); None when neither is left."""
        g = self.world["grammar"]
        # a gesture after a question would read as the other's answer ("Can you afford
        # it?" Danielle shook her head): a question is tagged with a verb of asking
        if not q.endswith("?") and (not verbs or (not first and not beat
                                                  and self.rng.random() < 0.15)):
            move = self.draw("nv_beat")
            if move is not None:
                self.moved = True  # the gesture tags the line: no second one after it
                x, y = who, (self.other if who is self.hero else self.hero)
                return g["open"] + q + g["close"] + g["beat"] + self.fill(move, x, y) + "."
        if not verbs:
            return None
        verb = verbs[0] if first else verbs[int(self.rng.integers(len(verbs)))]
        self.verbs.add(_head(verb["v"]))
        # a name when a pronoun would not tell who speaks (or a language drops it), after
        # a narrated paragraph, or when a gesture of theirs follows ("She almost smiled")
        if first or beat or self.same_sex or who is self.third or not self.prev or \
                verb[who["sex"]] == verb["v"] and self.rng.random() < 0.5:
            form = verb["v"] if "{s}" in verb["v"] else g["tag_name"]  # "wollte {s} wissen"
            tag = form.format(s=who["name"], v=verb["v"])
        else:
            tag = verb[who["sex"]]
        body = q[:-1] + g["stop"] if q.endswith(".") else q
        after = g["after"] if body == q[:-1] + g["stop"] else g["after_q"]
        return g["open"] + body + g["close"] + after + tag + "."

    def exchange(self, who: dict[str, str], more: bool = True,
                 gesture: bool = False) -> str | None:
        """``who``'s turn: an answer to the line the other just said (a question gets an
        answer, a statement a rejoinder), then, if ``more``, a line of their own the other
        will answer in turn; one paragraph, as a novel sets one speaker's turn."""
        listener = self.other if who is self.hero else self.hero
        if self.prev == who["name"]:  # their last line went unanswered: no second in a row
            return None
        answer = None
        if self.prev == listener["name"] and self.talk and self.said:
            # a line of the talk, not the matter: answered by one of its own answers (an
            # accusation is defended, a question answered, a proposal taken up or turned
            # down; r67 0018: "You always do this" answered "You don't mean that")
            answer = self.said["answer"]
        # after an answer, no accusation ("You always do this"): it would react to the
        # speaker's own answer
        # a question only while a verb of asking is left to tag it
        asks = any(_head(v["v"]) not in self.verbs for v in self.content._slot("nv_asked"))
        said = self._talk_line(answer is None, asks) if more or answer is None else None
        quote = " ".join(t for t in (answer, said and said["say"]) if t) or None
        beat = self.narrate("nv_gesture", who, para=False) if gesture and quote and \
            not quote.endswith("?") else None
        text = self.line(quote, who, listener, beat)
        if text is None and answer and said:  # no tag left for a question: the answer alone
            self.used["h_pool2_talk"].discard(self.content._slot("h_pool2_talk").index(said))
            said = None
            text = self.line(answer, who, listener, beat)
        self.talk = bool(text and said)  # the next turn answers a line of the talk only
        self.said = said if text else None
        return text

    def _talk_line(self, accuse: bool, asks: bool) -> dict[str, str] | None:
        """A line of the talk not said yet (h_pool2_talk: its intent, the line, its
        answers), one naming someone while one is left; none speaking of the third as
        someone elsewhere once they have come in or been named often, nor one saying the
        third knew first ("before Z did") when the matter is one Z has not been told of."""
        rows = self.content._slot("h_pool2_talk")
        used = self.used.setdefault("h_pool2_talk", set())
        quiet, untold = self.entered or self.named >= 4, self.world["matter"].get("untold", False)
        fresh = [i for i, r in enumerate(rows) if i not in used and
                 (accuse or r["intent"] != "accuse") and not (quiet and "{Z" in r["say"])
                 and (asks or not r["say"].endswith("?")) and not (untold and r.get("knew"))]
        if not fresh:
            return None
        # (a line's choices and gendered endings are braces too: only a name counts)
        if any(_ROLE.search(rows[i]["say"]) for i in fresh):
            fresh = [i for i in fresh if _ROLE.search(rows[i]["say"])]
        i = fresh[int(self.rng.integers(len(fresh)))]
        used.add(i)
        return rows[i]

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


def _talk(s: _Scene, rng: np.random.Generator, turns: int) -> list[Any]:
    """``turns`` turns of talk, the two taking turns: each answers the line before and says
    one of their own; every third turn is an answer alone, and a silence follows the first."""
    steps: list[Any] = []
    for k in range(turns):
        who = s.hero if k % 2 == 0 else s.other
        steps.append(lambda who=who, more=k % 3 != 2: s.exchange(
            who, more, bool(rng.random() < 0.2)))
        if k == 2:  # one silence (a stock sentence less on every page)
            steps.append(lambda: s.narrate("nv_pause", s.hero))
    return steps


def _opening(s: _Scene, rng: np.random.Generator) -> list[Any]:
    """A chapter's first page: the place at its hour before anyone is in it, the hero
    arriving and finding the other, greetings, then the matter."""
    hero, other = s.hero, s.other
    return [lambda: s.narrate("nv_setting", hero, "nv_setting2"),
            lambda: s.narrate("nv_arrive", hero, "nv_arrive2"),
            lambda: s.narrate("nv_notice", hero),
            lambda: s.speak("nv_greet", other),
            lambda: s.speak("nv_answer", hero),
            lambda: s.narrate("nv_business", other),
            lambda: s.matter("ask", hero), lambda: s.matter("reply", other),
            lambda: s.matter("ask2", hero), lambda: s.matter("reply2", other)]


def _midst(s: _Scene, rng: np.random.Generator) -> list[Any]:
    """A page inside a chapter: the two have been talking a while; the matter comes up
    between a gesture and a silence."""
    hero, other = s.hero, s.other
    return [lambda: s.narrate("nv_midst", hero, "nv_midst2"),
            lambda: s.matter("ask", hero),
            lambda: s.narrate("nv_business", other, "nv_business2"),
            lambda: s.matter("reply", other),
            lambda: s.matter("ask2", hero), lambda: s.matter("reply2", other)]


PLANS = {"opening": _opening, "midst": _midst}


def novel_paragraphs(rng: np.random.Generator, content: Content, world: dict[str, Any],
                     n: int, plan: str = "opening", used: dict | None = None) -> list[str]:
    """The scene as up to ``n`` paragraphs, in the order it happens: ``plan`` "opening"
    (a chapter's start, ereader) or "midst" (a page of talk inside a chapter, book_page);
    ``used``: the templates drawn so far, shared by the scenes of one spread."""
    s = _Scene(rng, content, world)
    s.used = s.used if used is None else used
    s.details.sort(key=lambda d: d not in s.used.get("detail", ()))  # the unseen last
    head = PLANS[plan](s, rng)
    middle = _talk(s, rng, 8)
    if world["enters"]:
        middle.insert(4, lambda: s.enter())  # after a silence, not inside an exchange
        middle.insert(5, lambda: s.speak("nv_third", s.third))
    ending = [lambda: s.narrate("nv_decide", s.hero), lambda: s.narrate("nv_close", s.hero)]
    room = max(0, n - len(head) - len(ending))
    out = []
    for step in head + middle[:room] + ending:
        para = step()
        if para:
            out.append(curly(para))
    return out[:n] if len(out) > n else out

