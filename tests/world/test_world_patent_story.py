"""A patent's abstract and description argue one way (review 11): a known solution's
disadvantage comes with the object that answers it ("wear out quickly" -> "a more durable
design", never "hard to assemble" -> "a quieter design"), no control unit adjusting a
heating power the claims never name, no paragraph ending in a cut "Fig.", and the claimed
part is not claim 1's control unit ("un module de commande relié au module de commande")."""

from __future__ import annotations

import re

from world_helpers import sampled

DISADVANTAGE = {"en": "have the disadvantage", "de": "haben den Nachteil",
                "fr": "présentent l'inconvénient", "es": "tienen el inconveniente",
                "it": "hanno lo svantaggio", "nl": "hebben het nadeel"}
OBJECT = {"en": "object of the invention", "de": "Aufgabe der Erfindung", "fr": "L'invention vise",
          "es": "objeto de la invención", "it": "Scopo dell'invenzione", "nl": "doel van de uitvinding"}
HEATING = ("heating power", "Heizleistung", "puissance de chauffe", "potencia de la resistencia",
           "potenza assorbita", "evaluates the signals")


def test_disadvantage_and_object_come_together():
    seen = 0
    for lang, seed, p in sampled("patent_page", 30):
        paras = p["abstract"] + p["description"]
        text = " ".join(paras)
        assert (DISADVANTAGE[lang] in text) == (OBJECT[lang] in text), (lang, seed, text)
        seen += DISADVANTAGE[lang] in text
        for para in paras:
            sentences = re.split(r"(?<=\.) (?!\d)", para)
            for k, s in enumerate(sentences):
                if DISADVANTAGE[lang] in s:  # the object follows at once
                    assert k + 1 < len(sentences) and OBJECT[lang] in sentences[k + 1], \
                        (lang, seed, para)
            assert not para.endswith(("Fig.", "Abb.")), (lang, seed, para)
        assert not any(h in text for h in HEATING), (lang, seed, text)
        assert not any(w in p["search"].lower() for w in ("control", "steuer", "commande")), \
            (lang, seed, p["search"])
    assert seen, "no disadvantage drawn: the test would prove nothing"
