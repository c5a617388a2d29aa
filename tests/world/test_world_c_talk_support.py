"""A support chat's customer names what they ordered before calling it "it" (no "I ordered
it on Saturday" as the first line), the agent looks "that" up (not "look up that"), asks for
the one number the customer gives, and every language keeps the script's order (greeting,
apology, order number, found, replacement): the Italian agent once opened with "I checked:
the parcel was shipped" before the customer had said anything."""

from __future__ import annotations

import re

from world_helpers import sampled

GREETING = re.compile(r"hello|hi\b|good (morning|afternoon)|hallo|moin|guten tag|bonjour|"
                      r"bonsoir|hola|buenas|ciao|buongiorno|salve|hoi|goede", re.I)
NUMBER_ASK = re.compile(r"order number|bestellnummer|nummer aus der|numéro|référence|"
                        r"número de pedido|numero d'?ordine|numero dell'ordine|bestelnummer|"
                        r"ordernummer|klantnummer", re.I)
# the customer answers with a number only: the agent asks for nothing else
ADDRESS_ASK = re.compile(r"email you|e-mail-adresse|adresse e-mail|dirección de correo|"
                         r"indirizzo email|e-mailadres", re.I)


def test_the_script_opens_and_asks_in_order() -> None:
    for lang, seed, p in sampled("support_chat", 30):
        turns = p["turns"]
        # the customer writes first, then the agent joins and greets (wave 10: no agent
        # thanking for a message the customer has not written yet)
        assert turns[1]["agent"] and GREETING.search(turns[1]["text"]), (lang, seed, turns[1])
        first = turns[0]["text"]
        assert not turns[0]["agent"]
        assert p["turns"] and any(w in first.lower() for w in _product_words(p)), \
            (lang, seed, first)  # the customer names the product they write about
        asks = [t for t in turns if t["agent"] and NUMBER_ASK.search(t["text"])]
        assert len(asks) == 1, (lang, seed, [t["text"] for t in turns])
        assert not ADDRESS_ASK.search(asks[0]["text"]), (lang, seed, asks[0]["text"])
        assert "look up that" not in " ".join(t["text"] for t in turns)


def _product_words(p: dict) -> list[str]:
    words = []
    for t in p["turns"]:
        m = re.search(r"\(([^()]+)\)", t["text"])
        if m:
            words.append(m.group(1).lower())
    return words + [c.lower() for c in p["cards"]]


def test_only_a_device_stops_working() -> None:
    import numpy as np

    from generator.content import Content
    for lang, seed, p in sampled("support_chat", 30):
        soft = Content(lang, np.random.default_rng(0)).data.SLOTS["ct_not_device"]
        first = p["turns"][1]["text"]
        for thing in soft:
            if thing in first:
                assert not re.search(r"stopped working|funktioniert|geht .*nicht mehr|"
                                     r"ne fonctionne|panne|ne s'allume|dejó de funcionar|"
                                     r"smesso di funzionare|doet het .*niet meer", first), \
                    (lang, seed, first)
