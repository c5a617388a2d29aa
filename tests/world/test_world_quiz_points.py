"""quiz_page: one point is "1 point" (never "1 punti"); installer_wizard: the licence
counts small numbers of copies or devices (never "51 copies on one computer")."""

import re

from tests.world.world_helpers import sampled

_PLURAL_ONE = re.compile(r"^1 (points|Punkte|puntos|punti|punten)$")


def test_one_point_is_singular():
    for lang, seed, p in sampled("quiz_page", 30):
        assert not _PLURAL_ONE.match(p["points"]), (lang, seed, p["points"])


def test_licence_counts_are_small():
    for lang, seed, p in sampled("installer_wizard", 20):
        text = " ".join(p.get("license", []) if isinstance(p.get("license"), list) else [])
        for n in re.findall(r"\b(\d+)\b", text):
            assert int(n) <= 5 or int(n) >= 1900, (lang, seed, n)
