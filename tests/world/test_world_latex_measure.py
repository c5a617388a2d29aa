"""A paper measures one thing: the introduction's aim, the abstract's effect and the title
name the same outcome (not "changes reading speed" over "an effect on accuracy"), and a study
run at a university is not also run "online"."""

from __future__ import annotations

from world_helpers import sampled

from generator.content.provider import locale_data

ONLINE = {"en": " online", "de": " online", "fr": "en ligne", "es": "en línea",
          "it": " online", "nl": " online"}


def test_paper_names_one_outcome():
    for lang, seed, p in sampled("latex_editor", 6):
        slots = locale_data(lang).SLOTS
        study = p["study"]
        k = slots["hl_aim"].index(study["hl_aim"])
        assert study["hl_effect"] == slots["hl_effect"][k], (lang, seed)
        assert study["hl_aim"] in p["body"][0], (lang, seed, p["body"][0])
        assert study["hl_effect"] in p["abstract"], (lang, seed, p["abstract"])
        others = [a for a in slots["hl_effect"] + slots["hl_aim"]
                  if a not in (study["hl_aim"], study["hl_effect"])]
        text = " ".join([p["abstract"], *p["body"]])
        assert not any(o in text for o in others), (lang, seed)
        assert ONLINE[lang] not in p["abstract"], (lang, seed, p["abstract"])
