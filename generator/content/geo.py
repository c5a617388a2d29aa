"""The real geography of the towns of a language's ``cities`` slot, and the gate that keeps
a topic needing a feature (a harbor, a lakefront, a streetcar, a canal, a river) away from a
town without it: "El proyecto del puerto divide a León" (inland), "Brescia, il lungolago"
(no lake) read as invented.

The data is each language's [ui] table (content/w6_a_mix1.toml): ``geo.<feature>`` lists the
towns that have the feature, ``geo.needs.<feature>`` the topics (of the ``topic`` and
``web_topic`` slots and ``news.works_topics``) that need it; ``water`` is any of a coast, a
lake, a river or a harbor. A text that reaches its town by air (``geo.by_air``, patterns:
"Book flights to {city}", "billets d'avion pour {city}") takes a town of ``geo.airport``:
never "billets d'avion pour Villeurbanne" (a suburb of Lyon, r80).
"""

from __future__ import annotations

import re
from typing import Any

from generator.rng import choice

# oldtown: a historic old town ("the old town square", "il centro storico"); plaza: a
# square named Plaza Mayor (la plaza mayor de Salamanca; Barcelona has none)
FEATURES = ("port", "sea", "lake", "river", "canal", "tram", "oldtown", "plaza")
NEEDS = FEATURES + ("water",)
GATED = ("topic", "web_topic")  # the slots whose words may need a feature of the town
_SLOT = re.compile(r"\{(\w+)\}")


def _list(ui: dict[str, Any], key: str) -> list[str]:
    value = ui.get(key, [])
    return [value] if isinstance(value, str) else list(value)


def has(ui: dict[str, Any], city: str, feature: str) -> bool:
    """Whether ``city`` has ``feature`` (``water``: a coast, lake, river or harbor)."""
    if feature == "water":
        return any(has(ui, city, f) for f in ("sea", "lake", "river", "port"))
    return city in _list(ui, f"geo.{feature}")


def needs(ui: dict[str, Any], topic: str) -> list[str]:
    """The features ``topic`` needs of its town ([] for most topics)."""
    return [f for f in NEEDS if topic in _list(ui, f"geo.needs.{f}")]


def fits(ui: dict[str, Any], city: str, topic: str) -> bool:
    """Whether ``topic`` can be told of ``city``."""
    return all(has(ui, city, f) for f in needs(ui, topic))


def fitting(ui: dict[str, Any], city: str, topics: list[str]) -> list[str]:
    """The topics of ``topics`` that fit ``city`` (all of the feature-free ones at least)."""
    return [t for t in topics if fits(ui, city, t)] or [t for t in topics if not needs(ui, t)]


def by_air(ui: dict[str, Any], template: str) -> bool:
    """Whether ``template`` (its alternatives drawn) reaches its town by air."""
    return any(re.search(p, template) for p in _list(ui, "geo.by_air"))


def resolve(content: Any, template: str, fixed: dict[str, str]) -> dict[str, str]:
    """``fixed`` plus the town and the gated topics of ``template`` drawn so they agree: the
    topic from those that fit the page's (or the template's) town, or the template's town
    from those that have what a pinned topic needs. Templates without both stay as they
    were. ``content`` is the page's Content (generator/content/provider.py)."""
    keys = set(_SLOT.findall(template))
    pinned = {k: v for k, v in content._pinned.items() if isinstance(v, str)}
    known = {**pinned, **fixed}
    if "city" in keys and "city" not in known and by_air(content.data.UI, template):
        fixed = {**fixed, "city": str(choice(content.rng, _list(content.data.UI,
                                                                "geo.airport")))}
        known["city"] = fixed["city"]
    gated = [k for k in GATED if k in keys]
    if not gated or ("city" not in keys and "city" not in known):
        return fixed
    ui = content.data.UI
    out = dict(fixed)
    if "city" not in known:
        topics = [known[k] for k in GATED if k in known]
        towns = [c for c in content._slot("cities") if all(fits(ui, c, t) for t in topics)]
        out["city"] = known["city"] = str(choice(content.rng, towns)) if topics and towns \
            else content.city()
    for k in gated:
        if k not in known:
            out[k] = str(choice(content.rng, fitting(ui, known["city"], content._slot(k))))
    return out
