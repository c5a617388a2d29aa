"""h_misc3: a business letter writes its dates in full ("12 de febrero de 2025", never
"12 feb 2025", r81 0002), and its "your adviser" line names the colleague, not an unnamed
"Su asesor" of another sex than the signer."""

import datetime

from generator.content import Content
from tests.world.world_helpers import sampled


def _full_months(lang: str) -> list[str]:
    import numpy as np
    return list(Content(lang, np.random.default_rng(0)).data.MONTHS)


def test_letter_dates_are_written_in_full():
    for lang, seed, p in sampled("scanned_letter", 30):
        months = _full_months(lang)
        day = datetime.date.fromisoformat(p["iso"])
        assert months[day.month - 1].lower() in p["date"].lower(), (lang, seed, p["date"])
        if p["purpose"] == 3:  # the moved appointment's new date, in full too
            body = " ".join(p["texts"]).lower()
            assert any(f" {m.lower()} " in body for m in months), (lang, seed, body)


def test_letter_names_the_adviser():
    for lang, seed, p in sampled("scanned_letter", 30):
        body = " ".join(p["texts"])
        for unnamed in ("Su gestor", "Su asesor", "Votre conseiller", "Votre interlocuteur"):
            assert unnamed not in body, (lang, seed, body)
