"""Articles contract with the preposition a template puts before a slot (it "di il formato"
-> "del formato", fr "Plus de Le long été" -> "Plus du long été"), participles agree, and a
French lyrics heading is in French word order (review2 0003, 0025, 0047)."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from generator.content import Content
from tests.world.world_helpers import sampled

LOCALES = Path(__file__).resolve().parents[2] / "generator" / "locales"

IT = {"salvataggio di il formato": "salvataggio del formato", "Di il giorno": "Del giorno",
      "a lo studio": "allo studio", "da i clienti": "dai clienti",
      "in l'ufficio": "nell'ufficio", "su le spese": "sulle spese", "In il mese": "Nel mese",
      "di gli amici a la sede": "degli amici alla sede", "a Ancona": "ad Ancona",
      "di Il Sole": "di Il Sole", "a La Spezia": "alla Spezia", "di L'Aquila": "dell'Aquila"}
FR = {"Plus de Le long été": "Plus du long été", "à les clients": "aux clients",
      "À le bureau": "Au bureau", "près de les gares": "près des gares",
      "essayer de le faire": "essayer de le faire", "merci de le lui dire": "merci de le lui dire",
      "prêt à le renvoyer": "prêt à le renvoyer", "de « Le long été »": "de « Le long été »",
      # a slot's noun starting with a vowel elides the word before it (review: "le avenant")
      "ci-joint le avenant": "ci-joint l'avenant", "le mois de avril": "le mois d'avril",
      "je crois que il pleut": "je crois qu'il pleut", "la imprimante": "l'imprimante",
      "du écran de connexion": "de l'écran de connexion", "au atelier": "à l'atelier",
      "de le avenant": "de l'avenant", "le onze mars": "le onze mars", "le haut": "le haut",
      "ce avenant": "ce avenant"}


def test_articulated_prepositions() -> None:
    for lang, cases in (("it", IT), ("fr", FR)):
        content = Content(lang, np.random.default_rng(0))
        for text, want in cases.items():
            assert content.sound(text) == want, (lang, text, content.sound(text))


def test_italian_participle_agrees_with_filiali() -> None:
    text = (LOCALES / "it" / "content" / "documents.toml").read_text(encoding="utf-8")
    assert "{filiali|punti vendita|reparti} analizzati" not in text
    assert "filiali analizzate" in text


def test_lyrics_heading_in_the_language_word_order() -> None:
    for lang, seed, p in sampled("music_lyrics", 3):
        head = p["heading"]
        assert p["title"] in head, (lang, seed, head)
        if lang == "fr":
            assert head.startswith("Paroles de"), head
        if lang == "es":
            assert head.startswith("Letra de"), head
