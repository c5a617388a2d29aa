"""Wave 9, g_prose_a: narrative paragraphs spend each slot once and agree with the page's
world (survey_form, app_store_listing, newsletter_email, calendar_invite, event_page)."""

from __future__ import annotations

import re

from world_helpers import sampled, strings_of

ANONYMOUS = re.compile(r"anonym|anónim|anonim|anoniem|niet tot jou te herleiden", re.I)


def test_survey_of_a_signed_in_user_claims_no_anonymity() -> None:
    """The form greets the respondent by name and shows their account: it never says the
    answers are anonymous ("Vos réponses sont anonymes" under "Merci, Céline")."""
    for lang, seed, p in sampled("survey_form", 30):
        assert p["me"].split()[0] and p["signed"]
        for text in strings_of([p["intro"], p["labels"], p["title"]]):
            assert not ANONYMOUS.search(text), (lang, seed, text)


def test_survey_questions_all_end_as_questions() -> None:
    """Every question title is punctuated alike: a question mark (no Q2 without one)."""
    for lang, seed, p in sampled("survey_form", 30):
        for q in p["questions"]:
            text = q["text"].rstrip()
            assert text.endswith("?") or "? " in text, (lang, seed, text)
