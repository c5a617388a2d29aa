"""g_media: a flashcard deck holds one subject and its title names it (a reviewer read the deck
"Révisions d'examen : notions clés" mixing biology, economics and physics)."""

from __future__ import annotations

from world_helpers import sampled


def test_one_subject_a_deck_named_in_its_title() -> None:
    from generator.content.provider import locale_data

    for lang, seed, p in sampled("flashcard_deck", 30):
        data = locale_data(lang)
        subject_of = {c["term"]: c["subject"] for c in data.SLOTS["rec_card"]}
        assert {subject_of[term] for term, _ in p["cards"]} == {p["subject"]}, (lang, seed)
        assert len(p["cards"]) == p["total"], (lang, seed)
        titles = data.UI[f"w10gm.deck_{p['subject']}"].strip("{}").split("|")
        assert p["deck"] in titles, (lang, seed, p["deck"])
