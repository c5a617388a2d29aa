"""event_page: a free event's text prices nothing (no "children under ten go free", no
"tickets include a drink" beside the "Free" price)."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import sampled

from generator.content import Content

PRICED = {"en": r"go free|get in free|admitted free|Tickets include|cost \$|ticket sold",
          "de": r"Kinder unter|Im Ticket|Eintrittspreis", "fr": r"pour les moins de|Le (?:prix du )?billet",
          "es": r"menores de|La entrada (?:incluye|da|comprende)",
          "it": r"(?:bambini|ragazzi) (?:sotto|al di)|Il biglietto|I biglietti|Biglietto a", "nl": r"Kinderen tot|Het ticket|Kaarten koop"}


def test_a_free_event_prices_nothing():
    free = 0
    for lang, seed, p in sampled("event_page", 50):
        label = Content(lang, np.random.default_rng(0)).ui("media.free")
        if p["price"] != label:
            continue
        free += 1
        text = " ".join(map(str, p["texts"]))
        assert not re.search(PRICED[lang], text, re.I), (lang, seed, text)
    assert free > 20
