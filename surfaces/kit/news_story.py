"""A local news story sampled as plain data, then written in news order (website_article).

The world: one town, one topic of ``w6n_topic`` (generator/locales/*/content/w6_a_news.toml)
of a kind (0 a project the council approves, 1 a facility that opens, 2 a service the town
launches; an approved project may instead be told years on, 3: it costs more than the
budget voted and opens months late), the page's date, the day of the event (a few days before), the next step (weeks
after), a cost in the locale's currency, a figure in the topic's unit, a council vote, and
two named people with roles: the one who speaks for the town and the one who reacts.

The text: lead (who, what, when, where, cost), background, the speaker introduced by name
and role then quoted, a second line by surname, the reaction of the second party, and what
happens next. Headline, standfirst and caption are written from the same world; every
definite phrase of the body ("the library") refers back to the lead's "a new library".
"""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from generator.content.names import surname_of
from surfaces.kit import Content, choice
from surfaces.kit.city_facts import FACTS, council_seats
from surfaces.kit.city_geo import town_has
from surfaces.kit.holidays import working_day
from surfaces.kit.news_others import has_facility, other_stories  # noqa: F401 (re-exported)
from surfaces.kit.news_world import council_vote
from surfaces.kit.numbers import format_number, month_in_date, quoted, territory
from surfaces.kit.phrases import repeated_phrases
from surfaces.kit.rivers import name_river, river_of
from surfaces.kit.story import tidy

BIG_CITY = 500  # thousands of people: a city whose openings are a district's news
TOPIC_FIELDS = ("t", "o", "d", "a", "s", "so", "sd", "h", "n", "u")


# w6n.q_lead lines (same order in every language) only a finished project's people say
DONE_ONLY = (4,)
# the stance of each quote follows from the world: the officials of a project that runs late
# and over budget (kind 3) speak ruefully ("Nobody is happy about the extra cost"), so their
# follow-up is a sober one (w6n.q_add: keep informed, the coming months, the costs), never
# thanks or "residents will soon see the benefits"; thanks (q_add 2) close an opening only
# (kind 1); a critic "sees it differently" (w6n.react 1) only from an upbeat speaker
SOBER_ADD, THANKS_ADD, CONTRAST_REACT = (1, 3, 4), 2, 1


def _day(content: Content, day: datetime.date) -> str:
    """A day of the story as the paper writes it; the first of a month as each language
    does ("le 1er août", "il 1º agosto", not "le 1 août")."""
    key = "w6n.day_one" if day.day == 1 else "w6n.day"
    return content.ui(key, month=month_in_date(day.month, content.lang), d=day.day)


def _month_year(content: Content, day: datetime.date) -> str:
    return content.ui("w6n.month_year", month=month_in_date(day.month, content.lang),
                      year=day.year)


def person(rng: np.random.Generator, content: Content, slot: str, city: str,
           taken: list[str]) -> dict[str, str]:
    """A named person of a known sex (so the role agrees) with a role of ``slot``; the
    surname is what the page calls them after the first mention."""
    name = content.full_name()
    for _ in range(30):
        # no "Madison Butler" or "Austin Reed": a name that is a listed town reads as one
        if content.sex_of(name) and name not in taken and \
                not set(name.split()) & set(content.data.SLOTS["cities"]) and \
                all(name.split()[-1] != t.split()[-1] for t in taken):
            break
        name = content.full_name()
    taken.append(name)
    role = content.role(slot, name).replace("{city}", city)
    return {"full": name, "sur": surname_of(content.data.FAKER_LOCALE, name), "role": role}


def _money(content: Content, millions: float, key: str = "w6n.million") -> tuple[float, str]:
    """``millions`` rounded as a paper writes it (12 million, 6.5 million) and its text."""
    value = round(millions, 1)
    value = round(value) if value >= 10 else value
    digits = 0 if value == int(value) else 1
    return value, content.ui(key, n=format_number(value, content.lang, digits))


def _cost(rng: np.random.Generator, content: Content, span: str) -> tuple[float, str]:
    lo, hi = (float(x) for x in span.split("-"))
    return _money(content, float(rng.uniform(lo, hi)))


def _for_size(topics: list[dict[str, Any]], i: int, city: str) -> dict[str, Any]:
    """Topic ``i``, or when ``city`` is too big to launch it as new (a bike share in a city
    that has had one for years: row field ``p``, thousands of people) the next topic of its
    kind that fits."""
    pop = FACTS.get(city, (0, 0))[0]
    fits = [t for t in topics[i:] + topics[:i] if t["k"] == topics[i]["k"]
            and (not t.get("p") or pop <= float(t["p"]))]
    return fits[0] if fits else topics[i]


def news_story_world(rng: np.random.Generator, content: Content) -> dict[str, Any]:
    """The story as plain data (see the module's docstring)."""
    city = content.city()
    # a topic the town can have: no riverside bike path in a town without a river
    # and a river topic only where the river has a name to call it by (r70 0010)
    topics = [r for r in content.data.SLOTS["w6n_topic"]
              if not r.get("g") or town_has(content, city, str(r["g"]))
              and (r["g"] != "river" or river_of(content, city))]
    if FACTS.get(city, (0, 0))[0] >= BIG_CITY:
        # a big city has many market halls and runs buses through an agency: its story is
        # a project its council approves ("New York opens its market hall" was a town's)
        topics = [r for r in topics if r["k"] == "0"] or topics
    topic = dict(_for_size(topics, int(rng.integers(len(topics))), city))
    kind = int(topic["k"])
    if kind == 0 and rng.random() < 0.4:
        kind = 3  # the approved project, a few years on: it costs more and opens later
    day = datetime.date(int(rng.integers(2024, 2027)), int(rng.integers(1, 10)),
                        int(rng.integers(1, 29)))
    # a service launched is told once its first days have passed ("in the first days"
    # in a paper of the day after the launch reads as invented, r55 0025)
    event = day - datetime.timedelta(days=int(rng.integers(*((4, 9) if kind == 2 else (1, 6)))))
    if kind == 1:
        event, day = _opening(rng, event)
    # the next step (a council vote, a start of works) falls on a working day, never on
    # a weekend or a public holiday (no vote on Toussaint)
    nxt = working_day(content.lang, day + datetime.timedelta(days=int(rng.integers(12, 80))))
    done = nxt + datetime.timedelta(days=int(rng.integers(200, 500)))
    months = int(rng.integers(8, 30))
    since = day - datetime.timedelta(days=30 * (months if kind else int(rng.integers(24, 60))))
    seats, yes, no = council_vote(rng, council_seats(city, territory(content.lang)))
    value, cost = _cost(rng, content, topic["cost"])
    # a bigger build takes longer: a month more for every million (r50 0027: an €18M
    # library to open ten months after its tenders close)
    done += datetime.timedelta(days=round(30 * value))
    # an overrun: the budget voted years ago was a fifth to a third lower, said beside the
    # new cost without the currency again ("30 millones de euros, frente a los 24 millones")
    old = _money(content, value / float(rng.uniform(1.2, 1.45)), "w6n.million_old")
    fig = int(rng.integers(int(topic["lo"]), int(topic["hi"]) + 1))
    # nobody named after the story's river ("Maas" quoted in a story of the Maas bridge)
    taken: list[str] = [river_of(content, city)] if topic.get("g") == "river" else []
    speaker = person(rng, content, "w6n_official" if rng.random() < 0.5 else "w6n_deputy",
                     city, taken)
    backs = kind in (1, 2) and rng.random() < 0.4  # an opening is welcomed as often as not
    other = person(rng, content, "w6n_backer" if backs else "w6n_critic", city, taken)
    return {"city": city, "kind": kind, "topic": topic, "day": day.isoformat(),
            "event": event.isoformat(), "next": nxt.isoformat(), "done": done.isoformat(),
            "since": since.isoformat(), "months": months, "seats": seats, "yes": yes,
            "no": no, "cost_value": value, "cost": cost, "fig": fig, "cost_old": old[1],
            "cost_old_value": old[0], "delay": int(rng.integers(4, 15)),
            "extra": max(2, fig // int(rng.integers(3, 6))),
            "visitors": int(rng.integers(8, 60)) * 100, "speaker": speaker, "other": other,
            "backs": backs, "reporter": content.full_name(),
            # the order of the body: 0 background before the quotes, 1 the quotes first
            "shape": int(rng.integers(2))}


def _opening(rng: np.random.Generator, event: datetime.date) -> tuple[datetime.date,
                                                                       datetime.date]:
    """(opening day, article day) of a facility that opens: the opening on a Friday or
    Saturday (its crowds are an "opening weekend"), the article from the Monday after that
    weekend to the Thursday (r48: "opened on 7 April", a Monday, told as an opening
    weekend in a paper of Saturday 12 April)."""
    while event.weekday() not in (4, 5):
        event -= datetime.timedelta(days=1)
    monday = event + datetime.timedelta(days=7 - event.weekday())
    return event, monday + datetime.timedelta(days=int(rng.integers(0, 4)))


def slots(content: Content, world: dict[str, Any]) -> dict[str, str]:
    """Every value a template of the story may name."""
    topic, lang = world["topic"], content.lang
    dates = {k: datetime.date.fromisoformat(world[k]) for k in ("day", "event", "next", "done",
                                                               "since")}
    out = {k: topic[k] for k in TOPIC_FIELDS}
    if topic.get("g") == "river":  # "der Radweg an der Ruhr", not "am Fluss" (r70 0010)
        river = river_of(content, world["city"])
        out = {k: name_river(lang, str(v), river) for k, v in out.items()}
    out.update(council_name(content, world["city"]))
    out.update(cost_old=world["cost_old"], delay=str(world["delay"]))
    out.update(city=world["city"], cost=world["cost"], yes=str(world["yes"]),
               no=str(world["no"]), months=str(world["months"]),
               visitors=format_number(world["visitors"], lang, 0),
               extra=str(world["extra"]), unit=topic["u"],
               fig=topic["fig"].replace("{n}", format_number(world["fig"], lang, 0)),
               when=content.ui("w6n.on", day=_day(content, dates["event"])),
               next=_day(content, dates["next"]),
               month=month_in_date(dates["done"].month, lang), year=str(dates["done"].year),
               month2=month_in_date(dates["next"].month, lang),
               since=_month_year(content, dates["since"]), day=_day(content, dates["event"]))
    return out


def council_name(content: Content, city: str) -> dict[str, str]:
    """The town's council as the templates name it: ``council`` (the subject, with its
    article) and ``council_h`` (a headline's bare noun). A city whose council has its own
    name (Hamburg's and Bremen's "Bürgerschaft", Berlin's "Abgeordnetenhaus") has a row
    "town|subject|noun" in the language's ``w6n.councils``; "*" is any other town."""
    rows = {r.split("|")[0]: r.split("|")[1:] for r in content.ui_list("w6n.councils")}
    council, head = rows.get(city, rows["*"])
    return {"council": council, "council_h": head}


def _sentence(content: Content, pool: str, only: tuple[int, ...], **values: str) -> str:
    """A sentence of ``pool``, from its templates ``only`` (all when empty)."""
    if not only:
        return content.sentence(pool, **values)
    return content.fill(content.data.SENTENCES[pool][int(choice(content.rng, list(only)))],
                        **values)


def _quote(content: Content, pool: str, values: dict[str, str],
           only: tuple[int, ...] = ()) -> dict[str, str]:
    """A quoted line: ``q`` closed by a stop, ``qc`` as it stands before "said" (English
    puts the comma inside the quotation marks, the others after them)."""
    text = tidy(content.lang, _sentence(content, pool, only, **values))
    comma = "," if content.lang == "en" else ""
    return {"q": quoted(text + ".", content.lang), "qc": quoted(text + comma, content.lang)}


# German merges a preposition with the article of a filled slot ("zu dem Rufbus" -> "zum")
_DE_MERGE = (("zu dem ", "zum "), ("zu der ", "zur "), ("an dem ", "am "), ("in dem ", "im "))


def _line(content: Content, pool: str, values: dict[str, str], only: tuple[int, ...] = (),
          **extra: str) -> str:
    text = tidy(content.lang, _sentence(content, pool, only, **{**values, **extra}))
    if content.lang == "de":
        for a, b in _DE_MERGE:
            text = text.replace(a, b)
    return text


def noun_of(phrase: str) -> str:
    """The noun a short phrase ends with ("the library" -> "library", "l'opera" -> "opera")."""
    return phrase.split(" ")[-1].split("'")[-1]


def mentions(text: str, noun: str) -> int:
    """How often ``noun`` stands in ``text`` as a word of its own, in any case (the lead's
    "Fußgängerbrücke" is the full name, "die Brücke" the short phrase)."""
    return len(re.findall(r"(?<!\w)" + re.escape(noun) + r"(?!\w)", text, re.IGNORECASE))


class _Writer:
    """The body's sentences in order, each written with the short phrase used least so
    far: the topic's own ("the library") until it has stood twice, then its anaphor ("the
    building") in turn; once both have stood three times, a sentence that names neither
    is preferred, so no noun phrase of the topic stands more than three times."""

    def __init__(self, content: Content, world: dict[str, Any]) -> None:
        self.content, self.values, self.topic = content, slots(content, world), world["topic"]
        self.body: list[str] = []
        self.nouns = (world["topic"]["n"], noun_of(world["topic"]["s"]),
                      noun_of(world["topic"]["r"]))
        self.verbs = content.ui_list("w6n.marked_verbs")

    def _counts(self, text: str) -> tuple[int, int]:
        n, s, r = (mentions(text, w) for w in self.nouns)
        return max(n, s), r

    def _values(self) -> dict[str, str]:
        own, again = self._counts(" ".join(self.body))
        if own < 2 or again >= own:
            return self.values
        topic = self.topic
        return {**self.values, "s": topic["r"], "so": topic["ro"], "sd": topic["rd"]}

    def _draw(self, write: Any, para: str = "") -> Any:
        """``write()`` (a text, or a quote's forms) drawn again, a few times, while it would
        make a noun of the topic stand a fourth time or a marked speech verb ("ha
        precisato", ``w6n.marked_verbs``) a second time (r48: three in five paragraphs), or
        say again a phrase of its paragraph ``para`` ("Hemos escuchado a los vecinos ...
        Informaremos a los vecinos")."""
        out = write()
        for _ in range(12):
            mine = out if isinstance(out, str) else out["q"]
            text = " ".join([*self.body, mine])
            if max(self._counts(text)) <= 3 and not any(mentions(text, v) > 1
                                                         for v in self.verbs) and \
                    repeated_phrases(f"{para} {mine}") <= repeated_phrases(para):
                break
            out = write()
        return out

    def line(self, pool: str, para: str = "", only: tuple[int, ...] = (), **extra: str) -> str:
        values = self._values()
        text = self._draw(lambda: _line(self.content, pool, values, only, **extra), para)
        self.body.append(text)
        return text

    def quote(self, pool: str, para: str = "", only: tuple[int, ...] = ()) -> dict[str, str]:
        values = self._values()
        return self._draw(lambda: _quote(self.content, pool, values, only), para)

    def lines(self, pool: str, n: int) -> str:
        """``n`` sentences of ``pool``, no two telling the same figure or cost (the plans'
        "12 new classrooms" once), each written with the topic's phrase used least so far
        and none naming it a fourth time."""
        out: list[str] = []
        for _ in range(len(self.content.data.SENTENCES[pool])):
            if len(out) == n:
                break
            s = self.content.sentences(pool, 1, **self._values())[0]
            facts = [self.values[k] for k in ("fig", "cost") if self.values[k] in s]
            told = " ".join([*self.body, s])
            said = " ".join(out)  # nor a phrase of the paragraph again ("the new wing")
            if not any(f in o for f in facts for o in out) and max(self._counts(told)) <= 3 \
                    and repeated_phrases(f"{said} {s}") <= repeated_phrases(said) \
                    and not any(mentions(told, v) > 1 for v in self.verbs):
                out.append(tidy(self.content.lang, s))
                self.body.append(out[-1])
        return " ".join(out)


def _speaker_quotes(w: _Writer, k: int, speaker: dict[str, str]) -> str:
    """The speaker's paragraph: the quote, then one more in the same stance (see SOBER_ADD),
    introduced by the speaker's name when the first one closed its sentence (no two quotes
    back to back)."""
    said = w.quote("w6n.q_lead3" if k == 3 else "w6n.q_lead")
    text = w.line("w6n.said", full=speaker["full"], role=speaker["role"], **said)
    n_add = len(w.content.data.SENTENCES["w6n.q_add"])
    only = SOBER_ADD if k == 3 else tuple(i for i in range(n_add) if i != THANKS_ADD or k == 1)
    added = w.quote("w6n.q_add", text, only)
    lead_in = (1,) if text.endswith(said["q"]) else ()  # "{sur} also said: {q}"
    return text + " " + w.line("w6n.added", text, lead_in, sur=speaker["sur"], **added)


# w6n.next0 lines (same order in every language) that put the contract out to tender: not
# in a story where the council has already agreed terms with its contractor
TENDER = (2,)


def write_story(content: Content, world: dict[str, Any],
                contractor: bool = False) -> dict[str, Any]:
    """The article's texts (paragraphs in news order: the lead, then the background and
    the speaker's quotes in the world's ``shape`` order, the reaction, the next step),
    headline, standfirst and captions. ``contractor``: the page says elsewhere that a
    contractor has been agreed, so the next step is no call for bids."""
    k, w = world["kind"], _Writer(content, world)
    speaker, other, values = world["speaker"], world["other"], w.values
    paras = [w.line(f"w6n.lead{k}")]
    if not world.get("shape"):
        paras.append(w.lines(f"w6n.back{k}", 2))
    if k in (0, 2):  # "we kept to the budget" once the work is done, not on approval day
        content.skip("w6n.q_lead", DONE_ONLY)
    if contractor:
        content.skip("w6n.next0", TENDER)
    paras.append(_speaker_quotes(w, k, speaker))
    if world.get("shape"):
        paras.append(w.lines(f"w6n.back{k}", 2))
    react = w.quote("w6n.q_backer" if world["backs"] else "w6n.q_critic")
    rueful = k == 3  # the speaker admitted the overrun: a critic does not "see it differently"
    paras.append(w.line("w6n.back_react" if world["backs"] else "w6n.react", only=tuple(
        i for i in range(3) if i != CONTRAST_REACT) if rueful and not world["backs"] else (),
        full=other["full"], role=other["role"], **react))
    paras.append(w.line(f"w6n.next{k}"))
    return {"texts": paras, "values": values,
            "headline": tidy(content.lang, content.title(f"w6n.head{k}", **values)),
            "standfirst": tidy(content.lang, content.title(f"w6n.stand{k}", **values)),
            "cap_people": _line(content, "w6n.cap_people", values, full=speaker["full"],
                                role=speaker["role"]),
            "cap_city": _line(content, f"w6n.cap_city{k}", values)}


# the slots of a standfirst that carry a fact (a cost, a delay, a month): each one the body
# tells too ("push ... back by 4 months" under a body that never gives the delay is news
# the article does not carry)
FACT_SLOTS = ("cost", "cost_old", "delay", "months", "fig", "yes", "no", "month", "year",
              "month2", "visitors", "extra", "next")


def tells(body: str, value: str) -> bool:
    """Whether ``body`` gives ``value`` as a whole ("4" is not the 4 of "$4.5 million")."""
    return re.search(rf"(?<![\w.,]){re.escape(value)}(?!\w|[.,]\d)", body) is not None


def standfirsts(content: Content, k: int, values: dict[str, str],
                body: str) -> list[dict[str, Any]]:
    """The standfirsts of kind ``k`` every fact of which ``body`` also tells, in a drawn
    order, each {"text", "facts"}, and last one that tells no figure ("{city} moves ahead
    with the library"): the page shows the first whose facts its visible body gives."""
    pool = content.data.TITLES[f"w6n.stand{k}"]
    out = []
    for i in content.rng.permutation(len(pool)):
        facts = [values[s] for s in re.findall(r"\{(\w+)\}", pool[int(i)]) if s in FACT_SLOTS]
        if all(tells(body, f) for f in facts):
            out.append({"text": tidy(content.lang, content.title_at(f"w6n.stand{k}", int(i),
                                                                    **values)),
                        "facts": facts})
    plain = tidy(content.lang, content.sentence(f"w11h.stand{k}", **values))
    return [*out, {"text": plain, "facts": []}]
