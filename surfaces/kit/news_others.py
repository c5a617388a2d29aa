"""Other stories of the town's paper ("most read", a second tab): none about the page's story,
each fitting the page's month and town."""

from __future__ import annotations

import numpy as np

from surfaces.kit import Content
from surfaces.kit.climate import has_frost

# w6n.other rows that belong to a season (the same order in every language): the frozen
# pond in winter, the food festival from May to September; the others any month
_SEASONAL = {0: (12, 1, 2), 7: (5, 6, 7, 8, 9)}
_FROST = (0,)  # rows that need a town with real winters (no frozen pond in New Orleans)
# rows about a facility the town must have (``geo.<facility>`` of the language's [ui]
# table, content/w18_h_story.toml): red panda cubs at the zoo of a town with a zoo (r55
# 0025: "allo zoo di Trento", and Trento has none)
_FACILITY = {3: "zoo"}


def has_facility(content: Content, city: str, facility: str) -> bool:
    """Whether ``city`` has ``facility`` (a zoo): the language's ``geo.<facility>`` list."""
    return city in content.data.UI.get(f"geo.{facility}", ())


def other_stories(rng: np.random.Generator, content: Content, city: str, n: int,
                  month: int = 0) -> list[str]:
    """``n`` headlines of other stories of the town's paper (none about this story), each
    fitting the page's ``month`` (0: any month); the town named in two at most, as its own
    paper titles them (not "Why rents in Chicago ...", "Chicago zoo ...", "... in Chicago")."""
    pool, bare = content.data.TITLES["w6n.other"], content.data.TITLES["w6n.other_bare"]
    ok = [i for i in range(len(pool)) if (not month or month in _SEASONAL.get(i, (month,)))
          and (i not in _FROST or has_frost(city))
          and (i not in _FACILITY or has_facility(content, city, _FACILITY[i]))]
    picks = rng.choice(len(ok), size=min(n, len(ok)), replace=False)
    return [content.fill((pool if k < 2 else bare)[ok[int(i)]], city=city)
            for k, i in enumerate(picks)]
