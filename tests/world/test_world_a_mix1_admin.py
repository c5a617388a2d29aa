"""A user directory sorted by name, A to Z, shows page 1 as the first names of the
directory (not Ashley to Walter on "1-13 of 687"), in a page size consoles offer, and
Irish surnames as written ("O'Connell", not Faker's "Oconnell")."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import sampled

from generator.content import Content
from surfaces.admin_user_table import name_key


def test_first_page_of_a_sorted_directory():
    for lang, seed, p in sampled("admin_user_table", 30):
        names = [u["name"] for u in p["users"]]
        assert len(names) in (10, 20, 25, 50), (lang, seed, len(names))
        assert names == sorted(names, key=name_key), (lang, seed, names)
        total = int(re.sub(r"\D", "", p["showing"].split()[-1]))
        assert re.search(rf"\b1\D{len(names)}\b", p["showing"]), (lang, seed, p["showing"])
        if total >= 200:  # a tenth of a sorted sample of 200+ names stays early in the alphabet
            assert name_key(names[-1])[0] <= "d", (lang, seed, names)


def test_irish_surnames_keep_their_apostrophe():
    content = Content("en", np.random.default_rng(7))
    last = [content.full_name().split()[-1] for _ in range(4000)]
    assert not [n for n in last if re.fullmatch(r"O(connell|connor|brien|neill|donnell)", n)]
    assert any(n.startswith("O'") for n in last)
