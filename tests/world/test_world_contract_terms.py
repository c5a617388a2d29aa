"""contract_page: the defined terms carry one style on every mention (or none), and no
clause pays "within thirty days of receipt" of nothing or keeps a secret for a random
number of years."""

import re

from surfaces.kit.prose import defined_term, key_spans
from tests.world.world_helpers import sampled


def test_terms_styled_alike():
    for lang, seed, p in sampled("contract_page", 30):
        terms = [defined_term(r) for r in p["roles"]]
        kinds, mentions, styled = set(), 0, 0
        for c in p["clauses"]:
            for text, marks in zip(c["texts"], c["marks"], strict=True):
                mentions += len(key_spans(text, terms))
                styled += len(marks)
                kinds |= {m[2] for m in marks}
                assert not re.search(r"\bdays of receipt\.|RID\b", text), (lang, seed, text)
                assert not re.search(r"\b\d+ anni dalla", text), (lang, seed, text)
        assert len(kinds) <= 1, (lang, seed, kinds)
        assert styled in (0, mentions), (lang, seed)
