"""A mail's deadline fitted to its weekday (kit/deadlines) rewrites "tomorrow", never a
longer phrase that only holds the word: Spanish "del viernes por la mañana." (in the
morning) stayed, not "por la el lunes." (wave 23 pin, notification_center)."""

from __future__ import annotations

import datetime

import numpy as np
import pytest

from generator.content import Content
from generator.resolve import content_languages
from surfaces.kit.deadlines import _swaps, fit_week, unfit

FRIDAY = datetime.date(2026, 11, 27)


@pytest.mark.parametrize("lang", content_languages())
def test_deadline_swaps_leave_their_kept_phrases_alone(lang: str) -> None:
    content = Content(lang, np.random.default_rng(0))
    for day in (FRIDAY, FRIDAY + datetime.timedelta(days=1)):
        for old, new, keep in _swaps(content, day.weekday()):
            assert new in fit_week(content, day, f"x {old}"), (lang, old)
            for phrase in keep:
                said = f"Nos vemos el viernes {phrase}"
                assert fit_week(content, day, said) == said, (lang, phrase)
                assert old not in unfit(content, day.weekday(), said), (lang, phrase)


def test_spanish_morning_is_no_tomorrow() -> None:
    content = Content("es", np.random.default_rng(0))
    said = "He reservado una sala para el seminario web del viernes por la mañana."
    assert fit_week(content, FRIDAY, said) == said
    assert fit_week(content, FRIDAY, "Te lo mando mañana.") == "Te lo mando el lunes."
    assert fit_week(content, FRIDAY, "Llamo mañana por la mañana.") == \
        "Llamo el lunes por la mañana."
