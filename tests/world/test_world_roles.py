"""Job titles agree with the person's grammatical gender: a letter signed by Ida Mondadori
says "Direttrice finanziaria", a table row for Sami Baum "Teamleiter"; a job advert gives the
generic title marked as open to everyone where the country's adverts do ("(m/w/d)", "H/F")."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest
from world_helpers import sampled

from generator import languages
from generator.content import Content
from generator.content.provider import locale_data

LANGS = ("en", "de", "fr", "es", "it", "nl")
SLOTS = ("doc_role", "media_job_title", "rec_job_title", "tbl_role")


def _forms(lang: str) -> dict[str, str]:
    """Each gendered form of the role slots -> "m" or "f"."""
    forms: dict[str, str] = {}
    for slot in SLOTS:
        for entry in locale_data(lang).SLOTS[slot]:
            if isinstance(entry, dict):
                forms[entry["m"]], forms[entry["f"]] = "m", "f"
    return forms


@pytest.mark.parametrize("lang", LANGS)
def test_role_entries_are_words_or_two_forms(lang: str) -> None:
    for slot in SLOTS:
        for entry in locale_data(lang).SLOTS[slot]:
            assert isinstance(entry, str) or (set(entry) == {"m", "f"} and entry["m"] != entry["f"]
                                              and all(isinstance(v, str) for v in entry.values())), \
                (lang, slot, entry)
    if lang in ("de", "fr", "es", "it"):  # languages whose job titles have two genders
        assert len(_forms(lang)) >= 20, lang


@pytest.mark.parametrize("lang", ("de", "fr", "es", "it"))
def test_role_takes_the_form_of_the_person(lang: str) -> None:
    content = Content(lang, np.random.default_rng(9))
    forms, seen = _forms(lang), set()
    for _ in range(300):
        name = content.full_name()
        sex = content.sex_of(name)
        title = content.role("doc_role", name)
        if sex and title in forms:
            assert forms[title] == sex, (lang, name, title)
            seen.add(sex)
        advert = content.role("tbl_role", advert=True)
        assert forms.get(advert) != "f", (lang, advert)
    assert seen == {"m", "f"}, lang
    suffix = languages.fact(lang, "people.job_advert", str).replace("{title}", "")
    adverts = {content.role("media_job_title", advert=True) for _ in range(60)}
    assert any(a.endswith(suffix) for a in adverts) and suffix.strip() or lang == "es", adverts


def _pairs(name: str, params: dict) -> Iterator[tuple[str, str]]:
    """(person, job title) pairs a page of ``name`` prints."""
    if name == "scanned_letter":
        yield params["signer"], params["signer_role"]
    elif name == "press_release":
        person, title = params["speaker"].removeprefix("— ").split(", ", 1)
        yield person, title
    elif name == "profile_page":
        for job in params["jobs"]:
            yield params["name"], job["title"]
    elif name == "tax_form":
        yield params["first"], params["occupation"]
    elif name == "data_table":
        for row in params["rows"]:
            if isinstance(row[0], list) and isinstance(row[1], str):
                yield row[0][0], row[1]


@pytest.mark.parametrize("name", ("scanned_letter", "press_release", "profile_page",
                                  "tax_form", "data_table"))
def test_pages_write_job_titles_in_the_person_gender(name: str) -> None:
    checked = 0
    for lang, seed, params in sampled(name, 12):
        if lang not in ("de", "fr", "es", "it"):
            continue
        content, forms = Content(lang, np.random.default_rng(0)), _forms(lang)
        for person, title in _pairs(name, params):
            sex = content.sex_of(person)
            if sex and title in forms:
                checked += 1
                assert forms[title] == sex, (name, lang, seed, person, title)
    assert checked, name
