"""h_misc3: a cover letter says what the writer does without repeating its opener's verb
("Desde hace 3 años trabajo en … En mi día a día trabajo en una planta …", r81): the work
verb stands once in the letter, in every language."""

import re

from tests.world.world_helpers import sampled

WORK = {"en": r"\bwork(?:ed|ing)?\b", "de": r"\barbeite\b", "fr": r"\btravaill\w*",
        "es": r"\btrabaj[oéa]\b", "it": r"\blavor(?:o|ato)\b", "nl": r"\bwerk\b"}


def test_cover_letter_says_work_once():
    for lang, seed, p in sampled("job_application", 40):
        text = " ".join(p["letter"])
        assert len(re.findall(WORK[lang], text, re.I)) <= 1, (lang, seed, text)
