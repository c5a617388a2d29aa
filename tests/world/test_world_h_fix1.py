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


def _stem(doc: str) -> str:
    return re.sub(r"\W+", "_", doc.lower()).strip("_")


def test_search_results_carry_the_file_a_mail_sends():
    """A mail sending the document ("Attached is the roadmap") carries it (a paperclip,
    the file in the reading pane), named after it; no other mail carries a file."""
    from surfaces.kit.mails import ATTACHED
    sends = 0
    for lang, seed, p in sampled("email_search_results", 20):
        for r in p["results"]:
            assert bool(r["file"]) == (r["intent"] == "send"), (lang, seed, r)
            if ATTACHED.search(r["snippet"]):
                assert r["file"], (lang, seed, r["snippet"])
            if r["file"]:
                sends += 1
                assert r["file"].startswith(_stem(p["query"]) + "."), (lang, seed, r["file"])
    assert sends > 50, sends


def test_invite_carries_the_document_it_asks_to_read():
    """An invite asking to read "the roadmap Roberto attached" carries roadmap.docx; one
    asking for nothing carries nothing."""
    from surfaces.kit.mails import ATTACHED
    files = 0
    for lang, seed, p in sampled("calendar_invite", 20):
        text = " ".join(p["texts"])
        if ATTACHED.search(text):
            assert p["file"], (lang, seed, text)
        if p["file"]:
            files += 1
            assert p["file"].rsplit(".", 1)[0] in _stem(text), (lang, seed, p["file"], text)
    assert files > 30, files


def test_memo_names_the_file_it_says_is_attached():
    """A memo saying "a short guide is attached" ends on an enclosure line naming it; a
    memo attaching nothing has none."""
    from surfaces.kit.mails import ATTACHED
    seen = 0
    for lang, seed, p in sampled("memo_page", 30):
        data = Content(lang, np.random.default_rng(0)).data
        attaching = {r["subject"] for r in data.SLOTS["g_docs_memo"] if r.get("enclosure")}
        subject = p["rows"][4][1]
        assert bool(p["enclosure"]) == (subject in attaching), (lang, seed, subject)
        if p["enclosure"]:
            seen += 1
            assert ATTACHED.search(" ".join(p["texts"])), (lang, seed, p["texts"])
    assert len(attaching) == 2 and seen > 10, seen


def test_shipping_label_prints_the_carrier_mark_and_its_own_service():
    """A GLS label carries GLS's mark and a GLS product (not a generic "E" / EXPRESS):
    every carrier of every language has its mark and services (r50 0000)."""
    from surfaces.kit.carriers import CARRIERS
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        carriers = locale_data(lang).SLOTS["shop_carrier"]
        assert not set(carriers) - set(CARRIERS), (lang, set(carriers) - set(CARRIERS))
    for lang, seed, p in sampled("shipping_label", 20):
        fill, ink, services = CARRIERS[p["carrier"]]
        assert p["service"] in services, (lang, seed, p["carrier"], p["service"])
        assert p["mark"] == [list(fill), list(ink)], (lang, seed, p["mark"])


# an ordinal before a quoted character, and the wrong agreement for that character: es/it
# name a letter by itself, feminine (la «e»), and a digit by itself, masculine ("el último «1»
# de «131,00»", "l'ultimo «1» di …"); "la última cifra «1»" reads as "the last digit, a 1"
# (readers of 0.25.0), a bare "la tercera «1»" or a masculine ordinal before a letter or
# before "cifra"/"lettera" is wrong. fr names a letter or digit by itself as masculine ("le
# deuxième « e »"), and "lettre"/"chiffre" take their own gender.
WRONG = {
    "es": re.compile(r"(?:la |l')(?!cifra)\w+a (?:cifra )?[«“]\d|\b(?:el|un) \w+o? (?:cifra|letra)\b|"
                     r"\b(?:primero|segundo|tercero|tercer|cuarto|último) (?:cifra|letra|[«“]\D)"),
    "it": re.compile(r"(?:la |l')(?!cifra)\w+a (?:cifra )?[«“]\d|\b(?:il|un) \w+o (?:cifra|lettera)\b|"
                     r"\b(?:primo|secondo|terzo|quarto|ultimo) (?:cifra|lettera|[«“]\D)"),
    "fr": re.compile(r"\bla \w+(?:e|ème) [«“] ?\w ?[»”]|\ble \w+ (?:lettre)\b|"
                     r"\b(?:première|dernière) (?:chiffre|[«“])|\ble \w+ième lettre"),
}


def test_ordinal_characters_agree_in_gender():
    """The n-th digit or letter instruction agrees with what it names: "el tercer «1»",
    "la seconda «e»", "le deuxième « 3 »", never "la tercera «1»", "la última cifra «1»" or
    "il terza cifra"."""
    from tests.instructions.test_instructions_languages import SAMPLES, renders
    for lang, wrong in WRONG.items():
        for ordinal in (1, 2, 3, -1):
            for ref in ("char", "digit"):
                sample = {**SAMPLES[ref], "ordinal": ordinal}
                for category in ("char_center", "char_bbox"):
                    for text in renders(category, sample, lang, 30):
                        text = text.replace("\u00a0", " ")
                        assert not wrong.search(text), (lang, ordinal, ref, text)


def test_wrong_gender_patterns_catch_the_reported_forms():
    for good in ("Haz clic en la cifra «3» de «2033».", "Haz clic en el último «1» de «131,00».",
                 "Haz clic en la última «e» de «Rechnung»."):
        assert not WRONG["es"].search(good), good
    assert not WRONG["it"].search("Clicca sull'ultimo «1» di «131,00».")
    for lang, bad in (("es", "Haz clic en la tercera «1» de «2033»."),
                      ("es", "Haz clic en el tercer “e” de “Rechnung”."),
                      ("es", "Haz clic en la última cifra «1» de «131,00»."),
                      ("it", "Clicca sull'ultima cifra «1» di «131,00»."),
                      ("it", "Clicca sul terzo cifra «1»."), ("it", "Clicca sulla terza “1”."),
                      ("fr", "Clique sur la deuxième « e » de « mot »."),
                      ("fr", "Clique sur le deuxième lettre.")):
        assert WRONG[lang].search(bad), (lang, bad)
