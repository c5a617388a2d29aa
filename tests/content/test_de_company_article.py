"""German running text names a company with its article ("bei der Gertz GmbH", "Die Jäkel &
Drubin AG wurde …"): every German company name carries a feminine legal form."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np

from generator.content import Content

DE = Path(__file__).resolve().parents[2] / "generator" / "locales" / "de" / "content"
BARE = re.compile(r"\b(?:bei|von|mit|an|für|Bei|Von|Mit) \{company\}(?! vorbereiten)")
FEMININE = ("GmbH", "AG", "KG", "OHG", "SE", "eG", "UG (haftungsbeschränkt)", "GbR", "KGaA")


def test_no_german_template_puts_a_preposition_straight_before_a_company() -> None:
    bare = [f"{p.name}: {line.strip()[:80]}" for p in sorted(DE.glob("*.toml"))
            for line in p.read_text(encoding="utf-8").splitlines() if BARE.search(line)]
    assert not bare, bare


def test_every_german_company_name_ends_in_a_feminine_legal_form() -> None:
    for seed in range(40):
        content = Content("de", np.random.default_rng(seed))
        for _ in range(10):
            name = content.company()
            assert name.endswith(FEMININE), name
