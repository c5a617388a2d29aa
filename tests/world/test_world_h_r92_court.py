"""r92 row 04 (court_filing): the defects a claim speaks of ("de gebreken") are told first
(the goods delivered with them), and the parties' block is named as what it is, not "de kop
van de zaak"."""

from __future__ import annotations

import re

from generator import languages
from tests.world.world_helpers import sampled

# the defects referred to as known ("the defects") and told ("the goods ... were defective")
KNOWN = {"de": r"die Mängel", "fr": r"les (défauts|non-conformités|vices constatés)",
         "es": r"los (defectos|desperfectos|vicios)", "it": r"(i vizi|i difetti|le difformità)",
         "nl": r"de gebreken", "en": r"the defects"}
TOLD = {"de": r"mangelhaft|Mängel auf", "fr": r"présentaient des défauts|pas conformes",
        "es": r"presentaba defectos|no se ajustaba", "it": r"presentava vizi|non era conforme",
        "nl": r"vertoonden ernstige gebreken|niet wat er besteld was",
        "en": r"were defective"}


def test_defects_are_told_before_they_are_referred_to():
    told = 0
    for lang, seed, p in sampled("court_filing", 30):
        text = " ".join(p["texts"])
        first = re.search(KNOWN[lang], text)
        if p["kind"] != "defective" or not first:
            continue
        intro = re.search(TOLD[lang], text)
        told += 1
        assert intro and intro.start() < first.start(), (lang, seed, text[:400])
    assert told > 10


def test_the_parties_block_is_named_as_such():
    phrases = {lang: languages.instructions(lang).REGIONS.get("case caption", "")
               for lang in ("de", "fr", "es", "it", "nl")}
    for lang, phrase in phrases.items():
        assert not re.search(r"kop van de zaak|encabezado de la causa", phrase), (lang, phrase)
        assert phrase, lang
