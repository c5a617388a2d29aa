"""A novel's prose written from a sampled world (book_page, ereader).

The world is drawn first: a cast of three (first names of a known sex), a town with an
invented but native-sounding name, a season, places in and around the town and a few
belongings, each owned by one of the cast. Sentences are then composed from independently
drawn clauses of the language's ``story_*`` slots (generator/locales/*/content/h_story.toml):
a subject (a name, then its pronoun) + an action + an optional tail; a scene line; a line of
dialogue with its tag. Pronouns, possessives and agreeing endings are the actor's own, so
"Tom ... her hands" cannot happen; no template is written twice on one page.
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.kit import Content

# (a capital "De" after a word is a surname's particle: "Mathilde De Oliveira" stays)
_FR_ELISION = re.compile(r"\b((?<![^\W\d_] )(?:De|Le|Ne|Que|Je|Se|Me|Te)|de|le|ne|que|je|se|me|"
                         r"te) (?=[AEIOUYÉÈÊÂÎÔaeiouyéèêâîô])")
# a preposition before a belonging's article ("rien de le canif" -> "rien du canif")
_CONTRACTIONS = {
    "fr": [(r"\bde le\b", "du"), (r"\bde les\b", "des"), (r"\bà le\b", "au"),
           (r"\bà les\b", "aux"), (r"\bsi il\b", "s'il")],
    "es": [(r"\bde el\b", "del"), (r"\ba el\b", "al")],
    "it": [(r"\bdi il\b", "del"), (r"\bdi la\b", "della"), (r"\bdi l'", "dell'"),
           (r"\bdi le\b", "delle"), (r"\bdi i\b", "dei"), (r"\bdi gli\b", "degli"),
           (r"\ba il\b", "al"), (r"\ba la\b", "alla"), (r"\ba l'", "all'"),
           (r"\bsu il\b", "sul"), (r"\bsu la\b", "sulla"), (r"\bsu le\b", "sulle"),
           (r"\bsu l'", "sull'"), (r"\ba gli\b", "agli"), (r"\ba i\b", "ai"),
           (r"\ba le\b", "alle"), (r"\ba lo\b", "allo"), (r"\bsu i\b", "sui"),
           (r"\bsu gli\b", "sugli"), (r"\bdi lo\b", "dello"),
           # "approvati da il consiglio" -> "dal consiglio"
           (r"\bda il\b", "dal"), (r"\bda la\b", "dalla"), (r"\bda l'", "dall'"),
           (r"\bda lo\b", "dallo"), (r"\bda gli\b", "dagli"), (r"\bda le\b", "dalle")],
}


# The page is one scene indoors: two of the cast together (the third is away, the fourth
# gone for good). Templates that would take them out of the house (walking to the pier)
# or put the one who is away in the room are not written on a page.
_SKIP = {"story_act": {0, 2, 4, 6, 13, 15, 23, 26}, "story_scene": {4, 9, 10},
         "story_quote": {12, 17}, "story_tail": {3, 4, 7}}  # 4, 7: night or dawn
# An act that takes its actor out of town (the early train) ends the scene: it is only
# ever the page's last line, so who left acts no more.
LEAVES = re.compile(r"\b(?:train|Zug|tren|treno|trein)\b")
# After this many mentions of the town, a page's clauses stop naming it (not 10 in 2 pages);
# templates naming the page's one place ({at}, {to}): at most _PLACES a page.
TOWN_MAX = 2
_PLACES = 2


def _names(content: Content, rng: np.random.Generator, n: int) -> list[dict[str, str]]:
    """``n`` characters with distinct first names, each of a known sex."""
    cast: list[dict[str, str]] = []
    for _ in range(40):
        sex = "f" if rng.random() < 0.5 else "m"
        name = content.fake.first_name_female() if sex == "f" else content.fake.first_name_male()
        if " " in name or "-" in name or any(name == c["name"] for c in cast):
            continue
        cast.append({"name": name, "sex": sex})
        if len(cast) == n:
            break
    return cast


def _owned(content: Content, grammar: dict[str, Any], thing: str, owner: str) -> str:
    """A belonging of ``owner`` as the language writes it ("Tom's letter", "Annas Brief")."""
    if content.lang in ("en",):
        return f"{owner}'s {thing}"
    if content.lang == "de":  # "Annas Brief", "Hans' Brief"
        return f"{owner}' {thing}" if owner[-1] in "sßxz" else f"{owner}s {thing}"
    return grammar["owned"].format(thing=thing, owner=owner)


def story_world(rng: np.random.Generator, content: Content) -> dict[str, Any]:
    """The novel's world as plain data: cast, town, season, places and belongings."""
    cast = _names(content, rng, 4)
    absent = cast.pop()  # someone gone (dead, moved away): owns the belongings, never acts
    town = content.word("story_town_a") + content.word("story_town_b")
    season = content.record("story_season")
    grammar = content.record("story_grammar")
    place_pool = content._slot("story_place")
    picks = rng.choice(len(place_pool), size=3, replace=False)
    places = [{k: v.replace("{town}", town) for k, v in place_pool[int(i)].items()}
              for i in picks]
    thing_pool = content._slot("story_thing")
    things = [_owned(content, grammar, thing_pool[int(i)], absent["name"])
              for i in rng.choice(len(thing_pool), size=3, replace=False)]
    return {"cast": cast, "absent": absent["name"], "town": town, "season": season,
            "places": places, "things": things, "grammar": grammar}


class _Writer:
    """Writes one page of the world: tracks which templates the page has used and who
    was last named (a pronoun only refers back to the person just named)."""

    def __init__(self, rng: np.random.Generator, content: Content, world: dict[str, Any]):
        self.rng, self.content, self.world = rng, content, world
        self.used: dict[str, set[int]] = {k: set(v) for k, v in _SKIP.items()}
        self.towns = 0  # how often the page names the town
        self.placed = 0  # templates naming the page's place
        self.gone: set[str] = set()  # who left town (and so does nothing more here)
        self.last: str | None = None
        self.asked = False  # the last line spoken was a question
        # each belonging is handled once a page (never put back in a box, then left on the
        # table, then picked up again); once all are, no clause names one
        self.things = list(world["things"])

    def draw(self, pool: str, avoid: tuple[str, ...] = (), leave: bool = False) -> str | None:
        """A template of ``pool`` this page has not written (and naming none of the slots
        ``avoid``: a tail never names again the person its clause named); None once all are.
        An act of leaving town only when asked for (``leave``), as the page's last line."""
        items = self.content._slot(pool)
        used = self.used.setdefault(pool, set())
        if not self.things:
            avoid = (*avoid, "thing")
        if self.towns >= TOWN_MAX and not leave:  # leaving names the town once more
            avoid = (*avoid, "town")
        if self.placed >= _PLACES or self.towns >= TOWN_MAX and \
                self.world["town"] in self.world["places"][0]["at"]:
            avoid = (*avoid, "at", "to")
        fresh = [i for i in range(len(items)) if i not in used and
                 not any("{" + a + "}" in items[i] for a in avoid) and
                 (pool != "story_act" or bool(LEAVES.search(items[i])) == leave)]
        if not fresh:
            return None
        i = int(fresh[int(self.rng.integers(len(fresh)))])
        used.add(i)
        self.placed += "{at}" in items[i] or "{to}" in items[i]
        return items[i]

    def slots(self, actor: dict[str, str]) -> dict[str, str]:
        """The values a clause about ``actor`` may name."""
        w, rng = self.world, self.rng
        partner = next(c["name"] for c in w["cast"][:2] if c is not actor)  # in the room
        pron = next(p for p in self.content._slot("story_pron") if p["sex"] == actor["sex"])
        place = w["places"][0]  # one place the page keeps coming back to
        values = {k: str(v) for k, v in pron.items() if k != "sex"}
        values.update(other=partner, third=w["cast"][2]["name"], town=w["town"],
                      absent=w["absent"],
                      thing=(self.things or w["things"])[0], at=place["at"], to=place["to"],
                      when=_pick(rng, w["season"]["when"]),
                      weather=_pick(rng, w["season"]["weather"]))
        return values

    def subject(self, actor: dict[str, str], values: dict[str, str]) -> str:
        """The actor's name, or their pronoun when they were the last one named (dropped
        in a language that drops subject pronouns)."""
        if self.last != actor["name"]:
            self.last = actor["name"]
            return actor["name"] + " "
        return "" if self.world["grammar"]["drop"] else values["subj"] + " "

    def action(self, actor: dict[str, str], leave: bool = False) -> str | None:
        act = None if actor["name"] in self.gone else self.draw("story_act", leave=leave)
        if act is None:
            return None
        if leave:
            self.gone.add(actor["name"])
        values = self.slots(actor)
        named = tuple(k for k in ("other", "third", "town", "weather") if "{" + k + "}" in act)
        tail = self.draw("story_tail", named) if self.rng.random() < 0.7 and not leave \
            else None
        if tail and not tail.startswith(","):
            comma = tail.startswith("und ") and "," in act and self.content.lang == "de"
            tail = ("," if comma else "") + " " + tail  # "..., ohne sich umzusehen, und ..."
        text = self.subject(actor, values) + act + (tail or "") + "."
        return self.finish(text, values)

    def scene(self) -> str | None:
        line = self.draw("story_scene")
        actor = self.world["cast"][int(self.rng.integers(2))]
        return None if line is None else self.finish(line + ".", self.slots(actor))

    def exchange(self, actor: dict[str, str]) -> list[str | None]:
        """A line of ``actor``'s; a question is answered by the other one in the room."""
        line = self.speech(actor)
        if line is None or not self.asked:
            return [line]
        partner = next(c for c in self.world["cast"][:2] if c is not actor)
        reply = self.draw("story_reply")
        return [line, reply and self.speech(partner, reply)]

    def speech(self, actor: dict[str, str], quote: str | None = None) -> str | None:
        reply = quote is not None
        quote = quote or self.draw("story_quote")
        if quote is None:
            return None
        values = self.slots(actor)
        g, named = self.world["grammar"], self.last != actor["name"]
        ask = self.asked = quote.endswith("?")
        verbs = self.content._slot("story_replied") if reply else g["asked" if ask else "said"]
        verb = _pick(self.rng, verbs)
        form = g[("ask" if ask else "say") + ("_name" if named else "_pron")]
        who = actor["name"] if named else values["subj"]
        self.last = actor["name"]
        quoted = self.content.fill(quote, **values)
        return self.finish(form.format(q=quoted, s=who, verb=verb) + ".", values)

    def finish(self, text: str, values: dict[str, str]) -> str:
        out = self.content.fill(text, **values)
        out = re.sub(r"\s+([,.])", r"\1", out.replace("  ", " "))
        self.towns += out.count(self.world["town"])
        # (matched without its article: "le canif de X" is written "du canif de X")
        self.things = [t for t in self.things if _bare(t) not in out]
        return tidy(self.content.lang, out)


def tidy(lang: str, text: str) -> str:
    """``text`` with the elisions and contractions a filled slot calls for ("de Anne" ->
    "d'Anne", "de le canif" -> "du canif", "di le piccole" -> "delle piccole")."""
    if lang == "fr":
        text = _FR_ELISION.sub(lambda m: m.group(1)[:-1] + "'", text)
    for pattern, repl in _CONTRACTIONS.get(lang, []):
        text = re.sub(pattern, repl, text)
    return text[0].upper() + text[1:] if text else text


def _bare(thing: str) -> str:
    """A belonging without its article ("l'accendino di X" -> "accendino di X")."""
    return thing[2:] if thing[:2].lower() == "l'" else thing.split(" ", 1)[-1]


def _pick(rng: np.random.Generator, items: list[str]) -> str:
    return items[int(rng.integers(len(items)))]


def story_paragraphs(rng: np.random.Generator, content: Content, world: dict[str, Any],
                     n: int, per: tuple[int, int] = (2, 5)) -> list[str]:
    """Up to ``n`` paragraphs of the world's story: narration (a scene line, then one
    character's actions) and short exchanges of dialogue; ends when the templates run out."""
    writer, cast, out = _Writer(rng, content, world), world["cast"], []
    for _ in range(n):
        actor = cast[int(rng.integers(2))]  # one of the two in the room
        if rng.random() < 0.3 and out:
            lines = writer.exchange(actor)
            if rng.random() < 0.5:
                lines.append(writer.action(actor))
        else:
            k = int(rng.integers(per[0], per[1] + 1))
            lines = [writer.scene()] if rng.random() < 0.35 else []
            writer.last = None  # a narrated paragraph names its actor first
            lines += [writer.action(actor) for _ in range(k - len(lines))]
        lines = [s for s in lines if s]
        if not lines:
            break
        out.append(" ".join(lines))
    if out and rng.random() < 0.4:  # the scene may end with one of them leaving town
        writer.last = None  # named, not "he": a new paragraph
        last = writer.action(cast[int(rng.integers(2))], leave=True)
        if last:
            out.append(last)
    return out
