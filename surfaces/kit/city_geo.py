"""A topic that fits the page's town: a works story, a headline or a search about "the
harbor district" only in a town with a harbor, "the new streetcar line" only where streetcars
run (the towns' real geography: generator/content/geo.py, the languages' geo.* lists)."""

from __future__ import annotations

import numpy as np

from generator.content import Content, geo
from generator.rng import choice


def city_topics(content: Content, city: str, topics: list[str]) -> list[str]:
    """The topics of ``topics`` that can be told of ``city``."""
    return geo.fitting(content.data.UI, city, topics)


def city_topic(rng: np.random.Generator, content: Content, city: str, slot: str) -> str:
    """A word of ``slot`` (``web_topic``, ``topic``) that fits ``city``."""
    return str(choice(rng, city_topics(content, city, list(content.data.SLOTS[slot]))))


def town_has(content: Content, city: str, feature: str) -> bool:
    """Whether ``city`` has ``feature`` (port, sea, lake, river, canal, tram, water)."""
    return geo.has(content.data.UI, city, feature)
