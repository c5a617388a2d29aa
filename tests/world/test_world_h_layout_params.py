"""A hotel listing's params hold nothing its page does not use (a sampled "bearing" was
drawn and never drawn on the map): composing the page reads every key, save the world's
numbers behind the strings it shows (the sort's index, a score, a price, a distance, the
kind of house). All six languages, 8 pages each, light and dark."""

from __future__ import annotations

from typing import Any

from world_helpers import sampled

from generator.page import make_theme
from surfaces import registry

# the numbers behind shown strings (tests and the sort read them; the page shows them
# formatted): "sort_index" the "Sort by" label, "km" the card's distance, and so on
WORLD = {"sort_index", "score_value", "price_value", "total_value", "profile", "km", "metres", "lang",
         "more"}  # "more": the "more results" button of a page taller than the cards


class Reads(dict):
    """A dict that notes which of its keys (and its children's) were read."""

    def __init__(self, data: dict[str, Any], path: str, seen: set[str]) -> None:
        super().__init__({k: _wrap(v, f"{path}{k}.", seen) for k, v in data.items()})
        self.path, self.seen = path, seen

    def __getitem__(self, key: str) -> Any:
        self.seen.add(self.path + key)
        return super().__getitem__(key)

    def get(self, key: str, default: Any = None) -> Any:
        self.seen.add(self.path + key)
        return super().get(key, default)


def _wrap(value: Any, path: str, seen: set[str]) -> Any:
    if isinstance(value, dict) and all(isinstance(k, str) for k in value):
        return Reads(value, path, seen)
    if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
        return [Reads(v, path, seen) for v in value]
    return value


def _keys(data: Any, path: str = "") -> set[str]:
    out: set[str] = set()
    if isinstance(data, dict) and all(isinstance(k, str) for k in data):
        for k, v in data.items():
            out.add(path + k)
            if k not in ("map", "typo"):  # read whole by the kit's map and type helpers
                out |= _keys(v, f"{path}{k}.")
    elif isinstance(data, list) and data and all(isinstance(v, dict) for v in data):
        for v in data:
            out |= _keys(v, path)
    return out


def test_hotel_params_hold_nothing_the_page_does_not_use() -> None:
    cls = registry.get("hotel_listing")
    seen: set[str] = set()  # over all pages: "more results" shows only where room is left
    keys: set[str] = set()
    for _lang, seed, p in sampled("hotel_listing", 8):
        cls().compose(Reads(p, "", seen), make_theme(seed % 2 == 1, "blue"))
        keys |= _keys(p)
    unused = {k for k in keys - seen if k.split(".")[-1] not in WORLD}
    assert not unused, sorted(unused)
    assert "hotels.uv" in seen and "hotels.dist" in seen
