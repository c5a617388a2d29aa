"""French sets a space before the colon of a field label ("Objet :", "Mots-clés :"); a
reviewer read "Trier par:", "Échéance:", "Mis à jour:" on French pages. The labels these
surfaces glue a colon to are written with kit.numbers.with_colon; the other languages keep
"Subject:"."""

from __future__ import annotations

import re

import pytest
from world_helpers import rendered

SURFACES = ("accounting_ledger", "crash_report", "email_compose", "patient_record",
            "personal_blog", "recipe_card", "api_client")
GLUED = re.compile(r"[^\W\d_]:$")  # a label ending in letter + colon ("Objet:")


def _lines(name: str, lang: str, seed: int) -> list[str]:
    _, geo = rendered(name, lang, seed)
    # not numbered source lines of a stack trace ("105  if not reply.ok:")
    return [t.strip() for t in geo.page_text().splitlines() if not re.match(r"\s*\d", t)]


@pytest.mark.parametrize("name", SURFACES)
def test_french_labels_take_a_space_before_their_colon(name: str) -> None:
    spaced = 0
    for seed in range(2):
        lines = _lines(name, "fr", seed)
        assert not [t for t in lines if GLUED.search(t)], (name, seed)
        spaced += sum(t.endswith(" :") for t in lines)
    glued = sum(bool(GLUED.search(t)) for t in _lines(name, "en", 0) + _lines(name, "en", 1))
    assert spaced and glued, (name, spaced, glued)
