"""h_blurbs: an installer's licence reads in a real licence's order (review w11: it opened
with 'Updates provided by the licensor ...' and had its copyright line in the middle)."""

from __future__ import annotations

import re

from tests.world.world_helpers import sampled

# clause words read independently of the surface: grant < warranty < liability < law
GRANT = r"may install|Sie dürfen (eine|je|bis)|pouvez installer|Puede instalar|installare e usare|" \
        r"può essere installato|mag (één|\d)"
WARRANTY = r"warrant|Gewährleistung|Mängelgewähr|garantie|garantía|garanzia|geleverd"
LIABLE = r"liable|haften|responsab|aansprakelijk"
LAW = r"governed|unterliegt|régi par|soumis au droit|se rige\b|se regirá|queda sometido|" \
      r"regolato|disciplinato|van toepassing"


def _first(paras, pattern):
    return next((i for i, p in enumerate(paras) if re.search(pattern, p, re.I)), None)


def test_licence_opens_with_title_and_copyright_and_keeps_clause_order():
    seen = 0
    for lang, seed, p in sampled("installer_wizard", 40):
        paras = p["license"]
        assert "©" in paras[1] and all("©" not in x for x in paras[2:]), (lang, seed, paras)
        assert p["app"] in paras[0] and "©" not in paras[0], (lang, seed, paras[0])
        order = [_first(paras, pat) for pat in (GRANT, WARRANTY, LIABLE, LAW)]
        known = [i for i in order if i is not None]
        assert known == sorted(known), (lang, seed, order, paras)
        seen += len(known) >= 3
    assert seen > 60


def test_updates_never_open_the_licence():
    for lang, seed, p in sampled("installer_wizard", 40):
        assert not re.search(r"update|Upgrade|mises à jour|actualizaciones|aggiorn|bijwerk",
                             p["license"][2], re.I), (lang, seed, p["license"][2])
