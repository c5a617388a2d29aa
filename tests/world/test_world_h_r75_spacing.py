"""No space before a comma, a full stop or a closing parenthesis, none after an opening one,
in any surface's texts in any language (r75 0000 "Founded in 2003 , the company", 0019
"UG ( haftungsbeschränkt)": both were the fonts' own side bearings, the texts were clean;
this keeps text joined from parts clean). French spaces before ; : ! ? are typography, not
checked here. And a product on pre-order is not "on sale" yet (r75 0000)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from world_helpers import sampled

from surfaces import registry

# a word, a space, then "," / "." (not ".NET", ".py", "...", ".5") or ")"; or "(" then a space
STRAY = re.compile(r"\w ([,.](?![\w.])|\))|\( \w")
PRESENT_SALE = re.compile(r"\bon sale\b|\bavailable now\b|\bab sofort\b|\bya a la venta\b"
                          r"|\bgià in vendita\b|\bnu te koop\b|\bdisponible dès\b", re.I)


def _texts(obj: Any) -> Iterator[str]:
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from _texts(v)
    elif isinstance(obj, (list, tuple)):
        for v in obj:
            yield from _texts(v)


def test_no_space_before_a_stop_in_any_surface() -> None:
    bad = []
    for name in registry.names():
        for lang, seed, p in sampled(name, 1):
            bad += [(name, lang, seed, s[max(0, m.start() - 30):m.end() + 10])
                    for s in _texts(p) if (m := STRAY.search(s))]
    assert not bad, bad[:10]


def test_a_pre_order_product_is_not_on_sale_yet() -> None:
    for lang, seed, p in sampled("press_release", 30):
        assert not PRESENT_SALE.search(p["subhead"]), (lang, seed, p["subhead"])
