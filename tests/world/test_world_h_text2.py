"""h_text2 (wave 19): facts a page states in two places are written from one world fact.

1. docs_site (r63 0006): an install guide that says "needs no admin rights" never troubleshoots
   "permission denied"; both are written from the runtime's install fact.
"""

from __future__ import annotations

import numpy as np

from generator.content import Content
from generator.resolve import content_languages
from surfaces.kit.docs_page import docs_page
from surfaces.kit.docs_world import pin_docs_world

DENIED = {"en": "permission denied", "de": "Keine Berechtigung", "fr": "Permission non accordée",
          "es": "Permiso denegado", "it": "Permesso negato", "nl": "Toegang geweigerd"}


def _install_text(lang: str, seed: int) -> str:
    content = Content(lang, np.random.default_rng([seed, 11]))
    rng = np.random.default_rng([seed, 5])
    doc = docs_page(rng, content, pin_docs_world(rng, content), "install",
                    {"install": "Install", "config": "Configure"})
    return " ".join(b[1] if b[0] == "p" else " ".join(t for t, _ in b[1])
                    for sec in doc["sections"] for b in sec["blocks"] if b[0] != "code")


def test_no_admin_claim_never_meets_permission_denied() -> None:
    for lang in content_languages():
        claim = Content(lang, np.random.default_rng(0)).ui("hd.no_admin").strip()
        seen = {"claim": 0, "denied": 0}
        for seed in range(300):
            text = _install_text(lang, seed)
            said, denied = claim in text, DENIED[lang] in text
            assert not (said and denied), (lang, seed, text)
            seen["claim"] += said
            seen["denied"] += denied
        assert seen["claim"] and seen["denied"], (lang, seen)  # both facts occur
