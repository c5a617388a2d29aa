"""Wave 17 (q_b): running text that names a thing once, then refers back to it."""

from __future__ import annotations

import numpy as np
from world_helpers import sampled

from generator.content import Content
from surfaces.kit.listed import everyday_name
from surfaces.kit.phrases import repeated_phrases


def test_a_review_names_its_app_once():
    # "Sul mio iPhone SE, Coach delle abitudini ha sostituito altre tre app. Uso Coach delle
    # abitudini tutti i giorni": the second mention is "the app"
    for lang, seed, p in sampled("app_store_listing", 60):
        for r in p["reviews"]:
            assert r["text"].count(p["app"]) <= 1, (lang, seed, r["text"])


def test_the_dictionary_example_says_nothing_of_its_paragraph_again():
    # "On March 10, the city council of San Diego backed ... The city council agreed to amend
    # the plans": another example, or the project by its anaphor ("the route")
    for lang, seed, p in sampled("dictionary_popup", 60):
        assert not repeated_phrases(p["texts"][0]), (lang, seed, p["texts"][0])


def test_a_readme_section_says_nothing_twice():
    # "welcome on the issue tracker ... best asked in the issue tracker"; it: "leggi prima la
    # guida per chi contribuisce" in two lines of Contributing
    for lang, seed, p in sampled("package_registry", 60):
        for block in p["blocks"]:
            assert not repeated_phrases(block["text"]), (lang, seed, block["text"])


def test_a_progress_note_says_nothing_twice():
    # es "Estornudos en la época de polen ... Duerme peor en plena época de polen", en "...
    # of lower back pain. Lower back pain now 4/10"
    for lang, seed, p in sampled("patient_record", 60):
        for text in p["note"]:
            assert not repeated_phrases(text), (lang, seed, text)


def test_the_posts_name_the_firm_as_its_people_do():
    # "Logistica Porcu & C. e figli" in two posts (a 5-word run twice on the page), "En Cénit
    # Limpiezas S.A. buscamos gente": a post names the firm without its legal form, and the
    # person's town in three posts at most
    for lang, seed, p in sampled("profile_page", 60):
        firm, own = p["jobs"][0]["company"], p["posts"][p["n_social"]:]
        assert len(own) >= 2, (lang, seed, own)
        for post in own:
            assert firm not in post or everyday_name(Content(lang, np.random.default_rng(0)),
                                                     firm) == firm, (lang, seed, post)
        assert sum(p["city"] in post for post in p["posts"]) <= 3, (lang, seed, p["posts"])
