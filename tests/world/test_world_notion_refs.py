"""A notes page's text points only at what the page shows: no "repeat the command" or
"the examples below" on a page without a command or an example."""

import re

from generator.content.provider import locale_data
from tests.world.world_helpers import sampled

# h_docs' genres (a79b97c2) speak of a report's "figures" (numbers) and of French "commandes"
# (orders, "112 € la commande"): only a figure, or a command one runs, points at something
RUN_FR = r"(lancer|relancer|exécuter|répéter|taper|saisir|lancez|relancez|exécutez|répétez|tapez)"
OFF = {"en": r"\b(command|below|example|figure\b)", "de": r"\b(Befehl|unten|Beispiel|Abbildung)",
       "fr": rf"\b({RUN_FR} (la |cette |une )?commande|ci-dessous|exemple)", "es": r"\b(comando|abajo|ejemplo)",
       "it": r"\b(comando|qui sotto|esempio)", "nl": r"\b(commando|hieronder|voorbeeld)"}


def test_notion_text_points_at_nothing_absent():
    for lang, seed, p in sampled("notion_page", 40):
        if p["kind"] == "docs":  # a docs page's steps are its to-dos: commands are shown
            continue
        text = " ".join([*p["texts"], p["callout"]])
        assert not re.search(OFF[lang], text, re.I), (lang, seed, text)


def test_safe_to_repeat_reads_as_english():
    line = next(t for t in locale_data("en").SENTENCES["docs"] if "safely" in t)
    assert line.startswith("{It is safe to|"), line
