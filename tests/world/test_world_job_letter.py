"""A job application reads as one applicant's: the cover letter names the current employer
once (then "there" / "dans ce poste"), never repeats a phrase of four words, and the
applicant, who lives in the job's country, answers the right-to-work question "Yes" or not
yet (review 11: a French applicant answered "Non" and "Chez X ..." followed "chez X")."""

from __future__ import annotations

from world_helpers import sampled


def _four_grams(text: str) -> list[tuple[str, ...]]:
    words = [w.strip(".,;:!?«»\"'").casefold() for w in text.split()]
    return [tuple(words[i:i + 4]) for i in range(len(words) - 3)]


def test_letter_names_the_employer_once_and_repeats_no_phrase():
    for lang, seed, p in sampled("job_application", 25):
        text = " ".join(p["letter"])
        assert text.count(p["employer"]) == 1, (lang, seed, text)
        grams = _four_grams(text.replace(p["company"], "<firm>"))  # it may name it twice
        repeated = {g for g in grams if grams.count(g) > 1}
        assert not repeated, (lang, seed, repeated, text)


def test_right_to_work_is_yes_or_unanswered():
    for lang, seed, p in sampled("job_application", 25):
        assert p["yes"] in (-1, 0), (lang, seed, p["yes"])
