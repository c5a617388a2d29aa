"""A magazine profile written from a sampled world (magazine_spread).

The world comes first, as plain data: a maker (a name of a known sex, an age, a birthplace,
a craft with its products, material, tool and workshop), the town the workshop is in, the
years (came to town, a hard year), the figures (pieces a year, hours a piece, months of
waiting), a writer and a photographer, the magazine's section and issue. The feature is then
written in the order such pieces run: a scene in the workshop, a first quote, the past, the
method, the trade, the hard year, a last quote, the way out. The pull quote is one of the
maker's quotes as the body prints it; the caption names who or what the photo shows.
Templates: generator/locales/*/content/w6_a_books.toml, slots ``mg_*``; ``{P:m|f}`` agrees
with the maker's sex, ``{O:m|f}`` with the gender of the craft's product (mg_craft's
``gender``: m, f, n, or Dutch c; all but f take the first form).
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.kit import Content
from surfaces.kit.nearby import near_towns
from surfaces.kit.novel import gendered
from surfaces.kit.story import tidy

ORDER = ("mg_open", "mg_detail", "mg_q1", "mg_past", "mg_process", "mg_day", "mg_trade",
         "mg_customer", "mg_hard", "mg_apprentice", "mg_future", "mg_q2", "mg_close")


def _person(rng: np.random.Generator, content: Content) -> dict[str, str]:
    for _ in range(40):
        sex = "f" if rng.random() < 0.5 else "m"
        first = content.fake.first_name_female() if sex == "f" else \
            content.fake.first_name_male()
        last = content.fake.last_name()
        if " " not in first and "-" not in first and " " not in last:
            break
    return {"name": f"{first} {last}", "first": first, "last": last, "sex": sex}


def feature_world(rng: np.random.Generator, content: Content, year: int) -> dict[str, Any]:
    """The profile's world in an issue of ``year``."""
    person = _person(rng, content)
    apprentice = _person(rng, content)  # of a known sex: "seule", "sola", "die" agree
    craft = content.record("mg_craft")
    years = int(rng.integers(8, 36))
    since = year - years
    start_age = int(rng.integers(22, 41))
    # the hard year (no orders, the rent doubled) came before the loyal customer's first
    # yearly order (r47 0015: "orders every year for ten years" beside "2019, no orders")
    hard_year = int(rng.integers(since + 2, year - 3))
    loyal = int(rng.integers(3, min(15, year - hard_year - 1) + 1))
    town = content.city()
    # no quote about the material: the method's paragraph names it already ("You can't
    # hurry red clay dug a few miles away" beside "works with red clay dug a few miles away")
    # nor the town (the body names it; r51 0020: "Hannover" eight times)
    quotes = [q for q in content._slot("mg_quote") if "{material}" not in q
              and "{town}" not in q]
    picks = rng.choice(len(quotes), size=2, replace=False)
    values = {
        "full": person["name"], "first": person["first"], "last": person["last"],
        "town": town, "city": content.city(), "birthplace": content.city(),
        "years": str(years), "since": str(since), "start_age": str(start_age),
        "born": str(since - start_age), "hard_year": str(hard_year), "loyal": str(loyal),
        # where the maker taught evening classes: a town within an evening's drive
        "near": _near(rng, content, town),
        # the craft's own figures, give or take a third: a violin's 200 hours, a bowl's 3
        "count": str(_about(rng, int(craft["count"]))), "hours": str(_about(rng, int(
            craft["hours"]))), "wait": str(int(rng.integers(4, 19))),
        "weekday": content.word("mg_weekday"), "age": str(year - since + start_age),
        "lease": str(year + int(rng.integers(2, 9))), "letters": str(int(rng.integers(8, 60)) * 10),
        "app_years": str(int(rng.integers(2, 7))), "apprentice": apprentice["name"],
        "weeks": str(int(rng.integers(3, 9))),
        "river": _river(content, town),
        **{k: v for k, v in craft.items() if isinstance(v, str)},
    }
    # each customer's wait its own figure, none the waiting list's: one who ordered by letter
    # and one who cried are two stories ("waited 16 months" twice read as one clause reused);
    # both within the list (r47 0015: a 15-month list beside waits of 17 and 21 months)
    wait = int(values["wait"])
    values["wait_letter"], values["wait_cry"] = (str(int(d)) for d in rng.choice(
        np.arange(2, wait), size=2, replace=False))
    figures = {k: int(values[k]) for k in ("wait", "wait_letter", "wait_cry", "loyal",
                                           "hard_year", "since")}
    if content.lang != "en":  # a job title that agrees with the maker: Töpferin, potière
        values["job"] = craft["job_" + person["sex"]]
    values = spelled(values, content.lang)
    others = _other_towns(content, values, craft)
    writer = content.full_name()
    return {"person": person, "apprentice": apprentice, "craft": craft, "values": values,
            "figures": figures,
            # the shorter quote first: it is the one lifted out as the pull quote
            "quotes": sorted((quotes[int(i)] for i in picks), key=len),
            "writer": writer, "photographer": _photographer(content, [person["last"],
                                                                      writer.split()[-1]]),
            "section": content.word("mg_section"), "cities": others,
            # one time of day: a morning visit (deck 0, opening 0) never ends at dusk (close 1)
            "picks": _picks(rng, content)}


def _river(content: Content, town: str) -> str:
    """The river ``town`` lies on, as the language names it ("de la Seine"); "" for a town
    the table does not know: then no walk along a river (r63 0025: "la rivière" in Paris)."""
    return next((str(r["river"]) for r in content._slot("h_text1_rivers")
                 if r["city"] == town), "")


def _photographer(content: Content, surnames: list[str]) -> str:
    """The photographer's name: nobody of the maker's or the writer's surname (r63 0025:
    "Léna Delannoy" photographing Delannoy reads as family)."""
    name = content.full_name()
    for _ in range(20):
        if name.split()[-1] not in surnames:
            break
        name = content.full_name()
    return name


def _other_towns(content: Content, values: dict[str, str], craft: dict[str, Any]) -> list[str]:
    """The other places a profile names (a customer's, an order's): different towns, none
    the workshop's own, the birthplace or the town nearby (no "Raleigh" three times in one
    piece), nor one the craft's own words name ("an apprenticeship with a binder in Lyon")."""
    others: list[str] = []
    for _ in range(60):
        if len(others) == len(ORDER) + 2:  # one for each paragraph and each quote
            break
        c = content.city()
        if c not in (values["town"], values["birthplace"], values["near"]) and \
                c not in others and \
                not any(c in v for v in craft.values() if isinstance(v, str)):
            others.append(c)
    return others


def _near(rng: np.random.Generator, content: Content, town: str) -> str:
    """A town of the language's list near ``town`` (one of the three nearest within an
    evening's drive), else ``town`` itself (no town of the list is near an American city)."""
    near = near_towns(town, content.data.SLOTS["cities"])[:3]
    return str(near[int(rng.integers(len(near)))]) if near else town


def _picks(rng: np.random.Generator, content: Content) -> dict[str, int]:
    """Which deck, opening and close the piece runs (same order in every language)."""
    n = {k: len(content._slot(k)) for k in ("mg_deck", "mg_open", "mg_close")}
    deck, opening = int(rng.integers(n["mg_deck"])), int(rng.integers(n["mg_open"]))
    closes = [k for k in range(n["mg_close"]) if k != 1 or (deck != 0 and opening != 0)]
    return {"mg_deck": deck, "mg_open": opening,
            "mg_close": closes[int(rng.integers(len(closes)))]}


# numbers up to ten are spelled out in a magazine's prose (house style: "five months")
WORDS = {"en": "one two three four five six seven eight nine ten",
         "de": "eins zwei drei vier fünf sechs sieben acht neun zehn",
         "fr": "un deux trois quatre cinq six sept huit neuf dix",
         "es": "uno dos tres cuatro cinco seis siete ocho nueve diez",
         "it": "uno due tre quattro cinque sei sette otto nove dieci",
         "nl": "een twee drie vier vijf zes zeven acht negen tien"}
SPELLED = ("wait", "wait_letter", "wait_cry", "weeks", "app_years", "count", "hours",
           "loyal")  # not years: a fact the page checks


def spelled(values: dict[str, str], lang: str) -> dict[str, str]:
    """``values`` with the small counts of SPELLED (2 to 10) written as words."""
    words = WORDS.get(lang, WORDS["en"]).split()
    return {k: words[int(v) - 1] if k in SPELLED and v.isdigit() and 2 <= int(v) <= 10
            else v for k, v in values.items()}


def _about(rng: np.random.Generator, n: int) -> int:
    """``n`` give or take a third, rounded as a person says it (3, 25, 120, 600)."""
    value = n * float(rng.uniform(0.7, 1.35))
    step = 1 if value < 12 else 5 if value < 100 else 10 if value < 400 else 50
    return max(1, round(value / step) * step)


def quoted(content: Content, quote: str, tagged: bool) -> str:
    """``quote`` in the language's quotation marks; before a tag ("…,” she says") its full
    stop gives way as the language wants."""
    g = content.record("mg_grammar")
    if tagged and quote.endswith("."):
        quote = quote[:-1] + g["stop"]
    return g["open"] + quote + g["close"]


def _fill(content: Content, template: str, world: dict[str, Any], **more: str) -> str:
    # O: the craft's product, whose gender its determiners, participles and pronouns take
    # ("sa première couverture", "en la recevant"; r55 0021: "son premier couverture")
    product = world["craft"]
    roles = {"P": world["person"], "A": world["apprentice"],
             "O": {"name": product["product"], "sex": "f" if product["gender"] == "f" else "m"}}
    text = content.fill(gendered(template, roles), **{**world["values"], **more})
    # typographic apostrophes beside the typographic quotes ("couldn't" in “…”)
    return tidy(content.lang, re.sub(r"\s+([,.])", r"\1", text)).replace("'", "\u2019")


def feature_text(rng: np.random.Generator, content: Content,
                 world: dict[str, Any]) -> dict[str, Any]:
    """Title, deck, body paragraphs, pull quote and caption of the profile."""
    q1, q2 = (_fill(content, q, world, city=world["cities"][-1 - k])
              for k, q in enumerate(world["quotes"]))
    forms = {"q1": quoted(content, q1, False), "q1c": quoted(content, q1, True),
             "q2": quoted(content, q2, False), "q2c": quoted(content, q2, True)}
    picks = world["picks"]
    # no clause of four words or more twice on the page ("red clay dug a few miles away" in
    # the method and again in the future): each paragraph, then the title and caption,
    # drawn from the wordings that repeat nothing said before it (the pull quote aside)
    # and the town named at most three times (r51 0020: "Hannover" eight times)
    deck = _fill(content, content.word_at("mg_deck", picks["mg_deck"]), world)
    said: set[tuple[str, ...]] = shingles(deck)
    town = world["values"]["town"]
    named = deck.count(town)
    body = []
    for k, slot in enumerate(ORDER):
        text = _fresh(content, slot, world, said, picks, named, city=world["cities"][k],
                      **forms)
        said |= shingles(text)
        # the habits the opening states are facts: a maker who "has not owned a radio since
        # 1990" has none on the shelf either (r63 0025)
        world["no_radio"] = world.get("no_radio") or "radio" in text.lower()
        named += text.count(town)
        body.append(text)
    title = _fresh(content, "mg_title", world, said, {}, named)
    caption = _fresh(content, "mg_caption", world, said | shingles(title), {},
                     named + title.count(town))
    # the pull quote is the first quote as the body prints it (without its closing stop,
    # which a quote before its tag gives up)
    return {"title": title, "deck": deck,
            "texts": grouped(rng, body), "pull": q1[:-1] if q1.endswith(".") else q1,
            "caption": caption}


def shingles(text: str, n: int = 4) -> set[tuple[str, ...]]:
    """The runs of ``n`` words of ``text`` (lower case)."""
    words = re.findall(r"\w+", text.lower())
    return {tuple(words[i:i + n]) for i in range(len(words) - n + 1)}


def _fresh(content: Content, slot: str, world: dict[str, Any], said: set[tuple[str, ...]],
           picks: dict[str, int], named: int = 0, **more: str) -> str:
    """A wording of ``slot`` that repeats no run of four words of ``said`` and names the
    town (``named`` times so far) no more than three times in all: the picked one (deck,
    opening, close) when it does not, else the first that does not, of the rest in a drawn
    order; the one that oversteps least when none can."""
    pool = content._slot(slot)
    first = picks.get(slot, int(content.rng.integers(len(pool))))
    order = [first, *(int(i) for i in content.rng.permutation(len(pool)) if int(i) != first)]
    if slot == "mg_close" and 0 in (picks.get("mg_deck"), picks.get("mg_open")):
        order = [i for i in order if i != 1]  # a morning visit does not end at dusk
    # no wording the world rules out: a radio after "no radio since 1990", a river walk in a
    # town whose river the table does not know
    kept = [i for i in order if not (
        world.get("no_radio") and slot != "mg_open" and
        "radio" in content.word_at(slot, i).lower() or
        not world["values"].get("river") and "{river}" in content.word_at(slot, i))]
    texts = [_fill(content, content.word_at(slot, i), world, **more) for i in kept or order]
    town = world["values"]["town"]
    return min(texts, key=lambda t: (max(0, named + t.count(town) - 3),
                                     len(shingles(t) & said)))  # the first that repeats least


# a sentence ends at . ! ? or … (a closing quote may follow) before the next one's capital,
# opening quote or inverted mark
_ENDS = re.compile(r"(?<=[.!?…])(?:\s?[\"”»’“])?\s+(?=[\"“„«‘’¿¡\dA-ZÀ-ÖØ-Þ])")


def sentences(text: str) -> int:
    """How many sentences ``text`` holds (a quote's sentences count)."""
    return len(_ENDS.split(text.strip())) if text.strip() else 0


def grouped(rng: np.random.Generator, texts: list[str]) -> list[str]:
    """The body's parts run together into paragraphs of three to six sentences, as a
    magazine sets them (review w22: thirteen paragraphs of one sentence each): a drawn
    split of the parts, in order, whose every paragraph holds three to six sentences
    (mostly three to five); the parts as they are when no split can."""
    counts = [sentences(t) for t in texts]
    n = len(texts)
    ends = {n: True}  # the parts from i on can be split so (i -> whether)
    for i in range(n - 1, -1, -1):
        ends[i] = any(3 <= sum(counts[i:j]) <= 6 and ends[j] for j in range(i + 1, n + 1))
    if not ends[0]:
        return texts
    out, i = [], 0
    while i < n:
        fits = [j for j in range(i + 1, n + 1) if 3 <= sum(counts[i:j]) <= 6 and ends[j]]
        short = [j for j in fits if sum(counts[i:j]) <= 5] or fits
        j = short[int(rng.integers(len(short)))]
        out.append(" ".join(texts[i:j]))
        i = j
    return out
