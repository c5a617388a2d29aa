"""Wave 9, g_prose_a: narrative paragraphs spend each slot once and agree with the page's
world (survey_form, app_store_listing, newsletter_email, calendar_invite, event_page)."""

from __future__ import annotations

import datetime
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


def _figure(text: str) -> int:
    return int(re.sub(r"\D", "", text))


def test_app_store_figures_each_make_one_claim() -> None:
    """"as 515,000 other users" and "a view 515,000 people open every week" never share a
    figure: the weekly viewers are fewer than the users, the ratings fewer still; no figure
    of 1,000 or more is printed twice in the description."""
    for lang, seed, p in sampled("app_store_listing", 30):
        text = " ".join(p["desc"])
        figures = re.findall(r"\d{1,3}(?:[ .,\u202f\u00a0]\d{3})+", text)
        assert len(figures) == len(set(figures)), (lang, seed, figures, text)
        ratings = _figure(re.search(r"\d[\d .,\u202f\u00a0]*", p["n_ratings"]).group())
        for figure in figures:
            assert ratings < _figure(figure) or len(figures) < 2, (lang, seed, p["n_ratings"])


def test_app_store_account_is_not_named_after_the_company() -> None:
    """"avec un compte Boutin & Lecomte et Fils gratuit": the account is just the app's."""
    for lang, seed, p in sampled("app_store_listing", 30):
        dev = p["developer"].split()[0]
        # the opening line names its maker ("... compte vos séries – une appli Zénith")
        for line in " ".join(p["desc"]).split(". ")[1:]:
            if re.search(r"account|Konto|compte|cuenta", line):
                assert dev not in line, (lang, seed, line)


def test_app_store_histogram_has_one_peak_at_the_average() -> None:
    for lang, seed, p in sampled("app_store_listing", 30):
        bars = p["hist"]  # 5 stars first
        top = bars.index(max(bars))
        assert all(bars[k] <= bars[k + 1] for k in range(top)), (lang, seed, bars)
        assert all(bars[k] >= bars[k + 1] for k in range(top, 4)), (lang, seed, bars)
        assert abs((5 - top) - p["rating"]) <= 0.75, (lang, seed, bars, p["rating"])


LIBRARY = re.compile(r"librar|Bibliothek|biblioth[eè]|bibliotec|bibliotheek", re.I)
MEMBERS_SAVE = re.compile(r"Members save|Mitglieder sparen|Les membres profitent|Los socios "
                          r"ahorran|I soci risparmiano|Leden krijgen")


def test_newsletter_says_only_what_its_sender_kind_has() -> None:
    """A magazine has no library and no members' discount on orders, a shop no library
    ("Nella nostra biblioteca sono appena arrivate tre nuove guide" from a magazine)."""
    kinds = set()
    for lang, seed, p in sampled("newsletter_email", 40):
        kinds.add(p["sender_kind"])
        text = " ".join(p["intro"] + [a["text"] for a in p["articles"]])
        if p["sender_kind"] in "ms":
            assert not LIBRARY.search(text), (lang, seed, p["brand"], text)
        if p["sender_kind"] == "m":
            assert not MEMBERS_SAVE.search(text), (lang, seed, p["brand"], text)
            assert not p["sale"], (lang, seed, p["brand"])
        assert not re.search(r"This week|dieser Woche", text), (lang, seed, text)
    assert kinds == {"m", "c", "s"}


def test_invite_agenda_minutes_fill_the_meeting_once_each() -> None:
    """The agenda's slots add up to the meeting's length, each item is listed once, and
    the paragraphs give no slot a second use (no "the last quarter hour is for planning"
    beside "fifteen minutes at the end for a retro") and name no agenda item again."""
    for lang, seed, p in sampled("calendar_invite", 30):
        assert sum(p["minutes"]) == p["length"], (lang, seed, p["minutes"], p["length"])
        assert all(m >= 5 and m % 5 == 0 for m in p["minutes"]), (lang, seed, p["minutes"])
        assert len(p["items"]) == len(set(p["items"])) == len(p["minutes"]) == len(p["slot"])
        text = " ".join(p["texts"])
        for item in p["items"]:
            assert item.lower() not in text.lower(), (lang, seed, item, text)
        assert not re.search(r"\b(?:zehn|fünfzehn|zwanzig|ten|fifteen|twenty|dix|quinze|"
                             r"vingt|diez|quince|veinte|dieci|quindici|venti|tien|vijftien|"
                             r"twintig)\b", text, re.I), (lang, seed, text)
        if p["due"]:  # apologies and notes on two different weekdays
            assert p["due"] != p["after"] and (datetime.date.fromisoformat(p["due"]).weekday()
                                               != datetime.date.fromisoformat(p["after"])
                                               .weekday()), (lang, seed, p["due"], p["after"])
        sentences = re.split(r"(?<=[.?!])\s+", text)
        assert len(sentences) == len(set(sentences)), (lang, seed, text)


LIMITED = re.compile(r"\blimited\b|begrenzt|limitées|limitadas|limitati|beperkt", re.I)
# an evening of live music offers no coffee on arrival, readings, talks or a day's programme
NOT_EVENING = re.compile(r"coffee|Kaffee|\bcafé|caffè|koffie|readings|talks by|throughout the "
                         r"day|de la journée|tutta la giornata|tutto il giorno|hele dag|"
                         r"hele middag", re.I)


def test_event_about_text_fits_an_evening_and_its_crowd() -> None:
    """"Places are limited" only when few places are left (and the page says how many);
    no coffee, readings or day programme at a jazz evening; no booking weekday that could
    fall on or after the event."""
    full = 0
    for lang, seed, p in sampled("event_page", 40):
        text = " ".join(p["texts"])
        assert p["going_n"] < p["places"], (lang, seed)
        if LIMITED.search(text):
            assert p["full"], (lang, seed, p["going"], text)
        if p["full"]:
            full += 1
            assert str(p["places"] - p["going_n"]) in p["going"], (lang, seed, p["going"])
        assert not NOT_EVENING.search(text), (lang, seed, text)
        assert not re.search(r"before (?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|avant "
                             r"(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)|"
                             r"antes del (?:lunes|martes|miércoles|jueves|viernes|sábado|"
                             r"domingo)|entro (?:lunedì|martedì|mercoledì|giovedì|venerdì|"
                             r"sabato|domenica)", text), (lang, seed, text)
    assert full > 5, full
