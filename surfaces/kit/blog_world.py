"""A personal blog post sampled as plain data, then written in the first person
(personal_blog).

The world: the blogger (name, home town), one post of a kind (0 a trip to another town,
1 a recipe, 3 the garden, 4 a repair at home; the kind is the post's category of
media.blog_cats), the post's date, and its comments: a total count and the few shown,
each by a named reader on a day after the post. The body lines of a kind
(generator/locales/*/content/w6_a_blog.toml) are told in order, so the trip starts before
it rains and the tap is taken apart before it stops dripping.
"""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.kit import Content, choice
from surfaces.kit.city_geo import town_has
from surfaces.kit.feature_world import WORDS
from surfaces.kit.numbers import territory

KINDS = (0, 1, 3, 4)  # the categories a post of this blog is filed under
# the lines of each kind's post (w6b.body<k>) a post may leave out: no later line leans on
# them (the recipe's onion and "the rest", the repair's washer stay; the trip's days may go)
SKIPPABLE = {0: (2, 3), 1: (4,), 3: (1, 2, 3), 4: (2,)}  # the walk (0, line 1) is the world's
TRIP, SOUP = 0, 1  # a trip "in the spring" told after it; a soup eaten "all winter" in it
# the months a post of each kind is dated in (r72 0006 "al de hele winter" on 3 August)
SEASON = {TRIP: (6, 12), SOUP: (1, 4)}
GARDEN = 3  # the garden diary: its bed was dug in spring and has grown since (June-September)
# a real street of the trip's town that the language's walk phrase can take ("along Beale
# Street", "durch die Königstraße", "dans la rue Mercière", "por la calle Sierpes", "lungo
# via Toledo", "door de Kalverstraat"): its opening or ending word, and how it is written
_STREET_FORM = {"US": ((), ()), "DE": ((), ("straße", "gasse", "allee")),
                "FR": (("rue ",), ()), "ES": (("Calle ",), ()), "IT": (("Via ", "Corso "), ()),
                "NL": ((), ("straat", "gracht", "weg", "laan", "steeg"))}


def walk_street(content: Content, city: str) -> list[str]:
    """The streets of ``city`` (the address rows of its locale) a walk can name."""
    country = territory(content.lang)
    if country not in _STREET_FORM:  # a language whose street phrases are not known here
        return []
    starts, ends = _STREET_FORM[country]
    out = []
    for street, _ in content.fake.street_rows(city):
        if (starts and not street.startswith(starts)) or (ends and not street.endswith(ends)):
            continue
        out.append(street[0].lower() + street[1:] if country in ("ES", "IT") else street)
    return out


def walk_of(rng: np.random.Generator, content: Content, city: str) -> str:
    """Where the first day's walk of a trip to ``city`` went, from what the town has: a
    real street of it, its old town (only a town that has one: no "old town" of Milwaukee),
    its river, else its centre."""
    ways = [("street", s) for s in walk_street(content, city)]
    ways += [(w, "") for w in ("old", "river") if town_has(content, city,
                                                           "oldtown" if w == "old" else w)]
    kind, street = choice(rng, ways) if ways else ("center", "")
    return content.ui(f"w9p.walk_{kind}", street=street)


def blogger(rng: np.random.Generator, content: Content) -> tuple[str, str]:
    """(full name, "m"/"f"): a first name the locale gives one sex only, so every gendered
    word of the first-person text ("Formée aux beaux-arts", "como autónomo") agrees."""
    sex = "f" if rng.random() < 0.5 else "m"
    for _ in range(30):
        first = content.fake.first_name_female() if sex == "f" else \
            content.fake.first_name_male()
        if content.sex_of(first) == sex and " " not in first:
            return content.full_name(first), sex
    return content.full_name(), "m"


def blog_world(rng: np.random.Generator, content: Content) -> dict[str, Any]:
    author, sex = blogger(rng, content)
    home = content.city()
    trip = home
    for _ in range(20):
        if trip != home:
            break
        trip = content.word("cities")
    kind = int(choice(rng, list(KINDS)))
    day = datetime.date(2024, 1, 1) + datetime.timedelta(days=int(rng.integers(0, 900)))
    if kind == GARDEN:  # a bed dug in spring that has grown radishes and beans: summer
        day = datetime.date(day.year, int(rng.integers(6, 10)), int(rng.integers(1, 29)))
    total = int(choice(rng, [0, 2, 3, 4, 5, 7, 9, 12, 16, 23]))
    shown = min(total, int(rng.integers(2, 4)))
    later = sorted(int(rng.integers(0, 21)) for _ in range(shown))
    names = [content.full_name() for _ in later]
    walk, days = walk_of(rng, content, trip), int(rng.integers(2, 6))
    minutes = int(choice(rng, [25, 30, 35, 40]))
    counts = _counts(rng)
    if kind in SEASON:  # drawn last: the post's other facts stay as they were
        day = datetime.date(day.year, int(rng.integers(*SEASON[kind])), int(rng.integers(1, 29)))
    comments = [{"name": n, "day": (day + datetime.timedelta(days=d)).isoformat()}
                for n, d in zip(names, later, strict=True)]
    return {"author": author, "sex": sex, "home": home, "trip": trip, "kind": kind,
            "walk": walk, "day": day.isoformat(), "days": days, "minutes": minutes,
            "total": total, "comments": comments, "counts": counts}


QUICK_SOUP = 35  # the most minutes a "quick evening" soup takes, onion and simmering


def small_words(values: dict[str, str], lang: str) -> dict[str, str]:
    """``values`` with the small counts (2 to 10) written as words, as a blogger writes them;
    the price and the minutes stay figures."""
    words = WORDS.get(lang, WORDS["en"]).split()
    return {k: words[int(v) - 1] if k not in ("cents", "fixmin") and 2 <= int(v) <= 10
            else v for k, v in values.items()}


def _counts(rng: np.random.Generator) -> dict[str, int]:
    """The post's own small facts: how many the soup feeds, how long its onion softens and
    how long it keeps, the years
    the bed waited and its bags of compost, the weeks the tap dripped, the washer's price in
    cents and the minutes the repair took."""
    serves = int(rng.integers(2, 5))
    return {"serves": serves, "double": 2 * serves, "keep": int(rng.integers(2, 5)),
            "onion": int(choice(rng, [5, 8, 10, 12, 15])),
            "years": int(rng.integers(2, 6)), "bags": int(rng.integers(4, 10)),
            "weeks": int(rng.integers(2, 7)), "cents": int(rng.integers(30, 96)),
            "fixmin": int(rng.integers(5, 15)) * 5}


def write_post(rng: np.random.Generator, content: Content,
               world: dict[str, Any]) -> dict[str, Any]:
    """Title, paragraphs (the kind's lines in order, then a closing line), the shown
    comments' texts and three other posts of the blog (of other kinds)."""
    k = world["kind"]
    values = {"city": world["trip"], "days": str(world["days"]),
              "minutes": str(world["minutes"]), "walk": world["walk"],
              **small_words({k: str(v) for k, v in world["counts"].items()}, content.lang)}
    title = content.title(f"w6b.title{k}", **values)
    # "soup for busy evenings" (w6b.title1 1) promises a quick dish: only over a soup done
    # in 35 minutes or less, onion included (r71 0003: "sere di corsa", 12 + 35 minutes)
    if k == 1 and world["counts"]["onion"] + world["minutes"] > QUICK_SOUP:
        title = content.title_at("w6b.title1", 0, **values)
    lines = content.sentences(f"w6b.body{k}", 5, ordered=True, **values)
    if rng.random() < 0.6:  # a post tells what its writer wants to tell, not every line
        lines.pop(int(choice(rng, list(SKIPPABLE[k]))))
    cut = int(rng.integers(2, 4))
    texts = [" ".join(lines[:cut]), " ".join(lines[cut:])]
    texts.append(content.sentence("w6b.end"))
    for c in world["comments"]:
        c["text"] = content.sentence(f"w6b.comment{k}")
    others = [content.title(f"w6b.title{o}", city=content.word("cities"),
                            days=str(int(rng.integers(2, 6))), minutes="30")
              for o in KINDS if o != k]
    return {"title": title, "texts": texts, "others": others}
