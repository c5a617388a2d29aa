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
from surfaces.kit.numbers import territory

KINDS = (0, 1, 3, 4)  # the categories a post of this blog is filed under
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
    comments = [{"name": content.full_name(),
                 "day": (day + datetime.timedelta(days=d)).isoformat()} for d in later]
    return {"author": author, "sex": sex, "home": home, "trip": trip, "kind": kind,
            "walk": walk_of(rng, content, trip),
            "day": day.isoformat(), "days": int(rng.integers(2, 6)),
            "minutes": int(choice(rng, [25, 30, 35, 40])), "total": total,
            "comments": comments}


def write_post(rng: np.random.Generator, content: Content,
               world: dict[str, Any]) -> dict[str, Any]:
    """Title, paragraphs (the kind's lines in order, then a closing line), the shown
    comments' texts and three other posts of the blog (of other kinds)."""
    k = world["kind"]
    values = {"city": world["trip"], "days": str(world["days"]),
              "minutes": str(world["minutes"]), "walk": world["walk"]}
    title = content.title(f"w6b.title{k}", **values)
    lines = content.sentences(f"w6b.body{k}", 5, ordered=True, **values)
    cut = int(rng.integers(2, 4))
    texts = [" ".join(lines[:cut]), " ".join(lines[cut:])]
    texts.append(content.sentence("w6b.end"))
    for c in world["comments"]:
        c["text"] = content.sentence(f"w6b.comment{k}")
    others = [content.title(f"w6b.title{o}", city=content.word("cities"),
                            days=str(int(rng.integers(2, 6))), minutes="30")
              for o in KINDS if o != k]
    return {"title": title, "texts": texts, "others": others}
