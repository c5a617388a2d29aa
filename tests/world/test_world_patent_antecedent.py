"""patent_page: dependent claims name only parts claim 1 introduced (antecedent basis),
and the abstract opens with what the invention relates to."""

from surfaces.patent_page import introduced
from tests.world.world_helpers import sampled

_OPENING = {"en": "The invention relates", "de": "Die Erfindung betrifft",
            "fr": "L'invention concerne", "es": "La invención se refiere",
            "it": "L'invenzione", "nl": "De uitvinding betreft"}


def test_claims_have_antecedent_basis():
    for lang, seed, p in sampled("patent_page", 30):
        first = p["claims"][0]
        for claim in p["claims"][1:]:
            assert introduced(lang, claim, first), (lang, seed, first, claim)
        assert p["abstract"][0].startswith(_OPENING[lang]), (lang, seed, p["abstract"])
        assert not any(_OPENING[lang] in d for d in p["description"]), (lang, seed)
        assert len(p["claims"]) >= 3
