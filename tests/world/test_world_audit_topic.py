"""A checklist's items are about its own subject: no fire extinguishers on a data
protection review, no backups on a fire-safety audit."""

import re

from tests.world.world_helpers import sampled

FIRE = {"en": r"fire|extinguish|first aid|evacuation|ladder", "de": r"feuer|brand|erste.hilfe|evakuierung",
        "fr": r"incendie|extincteur|secours", "es": r"extintor|incendio|botiqu|evacuaci",
        "it": r"antincendio|estintor|soccorso|evacuazione", "nl": r"brand|ehbo|ontruiming"}
DATA = {"en": r"password|backup|laptop|server|privacy", "de": r"passw|backup|serverraum|laptop",
        "fr": r"mot de passe|mots de passe|sauvegarde|serveur", "es": r"contraseña|copias de seguridad|servidor",
        "it": r"password|backup|sala server", "nl": r"wachtwoord|back-up|serverruimte|datalek"}


def test_checklist_items_fit_the_audit_subject():
    for lang, seed, p in sampled("compliance_checklist", 15):
        texts = " ".join(i["text"] for i in p["items"]).lower()
        if p["topic"] in (1, 3):
            assert not re.search(FIRE[lang], texts), (lang, seed, p["title"], texts)
        if p["topic"] in (0, 4):
            assert not re.search(DATA[lang], texts), (lang, seed, p["title"], texts)
        assert len(p["items"]) >= 5
