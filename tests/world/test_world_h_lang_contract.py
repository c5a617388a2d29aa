"""h_lang: a contract heads its clauses as the country's contracts do: "Article 3 – Prix et
paiement", "Cláusula tercera. Precio y forma de pago" or "TERCERA.– …", "Art. 3 – …",
"Artikel 3 – …" (or the number alone in the margin, "3."), the ordinal word the clause's own
number; the heading printed is the region's label."""

from __future__ import annotations

import re

from world_helpers import composed_pages

from surfaces.contract_page import clause_head

ES = ["primera", "segunda", "tercera", "cuarta", "quinta", "sexta", "séptima", "octava",
      "novena", "décima"]
STYLE = {"fr": r"Article \d+ [–:.]|Article \d+\.", "it": r"Art(\.|icolo) \d+ [–-]",
         "nl": r"Artikel \d+[ .:]( –)?", "es": r"Cláusula \w+\.|[A-ZÉ]+\.[–-]",
         "en": r"Section \d+\.", "de": r"§ \d+"}


def test_clause_heads_follow_the_language_and_the_number() -> None:
    styled = set()
    for lang, seed, page in composed_pages("contract_page", range(14)):
        for reg in page.regions:
            if reg.name != "clause" or re.fullmatch(r"§? ?\d+\.?", reg.label):
                continue
            assert re.match(STYLE[lang], reg.label), (lang, seed, reg.label)
            styled.add(lang)
    assert {"fr", "es", "it", "nl"} <= styled, styled


def test_spanish_ordinals_count_the_clauses() -> None:
    params = {"head": "Cláusula {o}.", "ordinals": ES}
    assert clause_head(params, 3) == "Cláusula tercera."
    assert clause_head({**params, "head": "{O}.–"}, 10) == "DÉCIMA.–"
    assert clause_head({**params, "head": "{O}.–"}, 11) == ""  # no word: the number alone
