"""Wave-17 fixes (h_fix1): pages a reader caught contradicting themselves in 0.21.0."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import decontract, sampled, strings_of, template_regex

from generator.content import Content, locale_data


def test_cover_letter_duty_is_the_role_own_and_plain():
    """A cover letter's day-to-day line is the role's own (a data analyst's reports, never
    the app a developer maintains; r50 0007), and the plain textarea styles nothing."""
    seen: set[tuple[str, int]] = set()
    for lang, seed, p in sampled("job_application", 40):
        duties = Content(lang, np.random.default_rng(0)).data.SLOTS["shop2_letter_duty"]
        letter = decontract(" ".join(p["letter"]))
        hits = [k for k, t in enumerate(duties)
                if re.search("(?i)" + template_regex(t, True), letter)]
        assert hits == [p["role"]], (lang, seed, p["title"], hits, letter)
        assert not any(p["marks"]), (lang, seed, p["marks"])
        seen.add((lang, p["role"]))
    assert len(seen) >= 6 * 10, sorted(seen)


def test_joint_tax_return_names_and_swears_both_spouses():
    """A joint return (1040 Married filing jointly, ESt Zusammenveranlagung) shows the
    spouse's name and tax number and a jurat for both; any other is one filer's, and no
    status names a spouse the page leaves out (r50 0010)."""
    joint_seen = single_seen = 0
    for lang, seed, p in sampled("tax_form", 40):
        data = Content(lang, np.random.default_rng(0)).data
        status = p["statuses"][p["status"]]
        assert status not in data.UI["records.tax.separate"], (lang, seed, status)
        note = p["labels"]["sign_note"]
        first, last, tax_id = p["spouse"]
        assert p["joint"] == (status in data.UI["records.tax.joint"]), (lang, seed)
        if p["joint"]:
            joint_seen += 1
            assert p["spouse_row"] and first and last and tax_id, (lang, seed, p["spouse"])
            assert first != p["first"] and f"{first} {last}" in note, (lang, seed, note)
            assert f"{p['first']} {p['last']}" in note, (lang, seed, note)
        else:
            single_seen += 1
            assert not any(p["spouse"]), (lang, seed, p["spouse"])
            assert f"{p['first']} {p['last']}" in note, (lang, seed, note)
            assert not re.search(r"\b(we|wir|nous|wij)\b", note, re.I), (lang, seed, note)
    assert joint_seen > 20 and single_seen > 100, (joint_seen, single_seen)


# what a British writer signs with; an American business letter closes "Sincerely," or
# "Best regards," (our en is American: Form 1040, USD, "Dear Ms. Lee:")
BRITISH = re.compile(r"Kind regards|Yours faithfully|Yours sincerely|for your custom\b")


def test_english_letters_close_the_american_way():
    data = locale_data("en")
    found = [s for table in (data.UI, data.SLOTS, data.SENTENCES, data.TITLES)
             for s in strings_of(table) if BRITISH.search(s)]
    assert not found, found
    for lang, seed, p in sampled("scanned_letter", 30):
        if lang == "en":
            assert p["regards"] in ("Sincerely,", "Sincerely yours,", "Best regards,"), \
                (seed, p["regards"])
