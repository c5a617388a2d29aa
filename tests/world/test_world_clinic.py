"""The patient record, the prescription and the fax cover are written from a world sampled
first: the note speaks of the condition seen today only (no HbA1c on a migraine patient),
every drug treats a listed problem, the blood pressure quoted is the vital sign's, the
directions are worded afresh (never the fixed lines the benchmark printed), a fax's remarks
tell what its subject line says and count the pages of the documents it lists."""

from __future__ import annotations

import datetime
import re
from collections import defaultdict

from world_helpers import sampled

from surfaces.kit.clinic import ALLERGY_BARS, TREATS

# words that belong to one condition's note only (its measurement or its drug)
MARKERS = {0: re.compile(r"HbA1c"), 3: re.compile(r"\bTSH\b"),
           4: re.compile(r"ferrit", re.I), 7: re.compile(r"sumatript", re.I)}
SHARED = ("take one tablet in the morning on an empty stomach, 30 minutes before breakfast.",
          "hacer una o dos inhalaciones si hay falta de aire.",
          "una compressa due volte al giorno ai pasti.")


def test_the_note_is_about_the_condition_seen_and_drugs_treat_listed_problems() -> None:
    for lang, seed, p in sampled("patient_record", 12):
        seen = p["problem_ids"][0]
        note = " ".join(p["note"])
        for c, marker in MARKERS.items():
            assert bool(marker.search(note)) == (c == seen), (lang, seed, c, note)
        assert len(p["problems"]) + len(p["meds"]) <= 5, (lang, seed)  # all fit their cards
        if seen == 4:  # the note's "since starting iron six weeks ago": a recent diagnosis
            days = (datetime.date.fromisoformat(p["now"])
                    - datetime.date.fromisoformat(p["since_days"][0])).days
            assert days < 120, (lang, seed, days)
            # ... diagnosed before the iron was started "eight weeks ago"
            assert days > 8 * 7, (lang, seed, days)
        treats = {d for k in p["problem_ids"] for group in TREATS[k] for d in group}
        assert set(p["med_ids"]) <= treats, (lang, seed, p["problems"], p["meds"])
        for k in p["problem_ids"]:  # every problem has its own drug on the card
            assert set(TREATS[k][0]) & set(p["med_ids"]), (lang, seed, k, p["meds"])
        if seen == 1:
            assert p["vitals"][0].split()[0] in note, (lang, seed, p["vitals"][0], note)
        systolic = int(p["vitals"][0].split("/")[0])
        assert systolic >= 132 if seen == 1 else systolic < 136, (lang, seed, systolic)
        assert "{" not in note and "}" not in note and "  " not in note, (lang, seed, note)


def test_no_allergy_to_a_drug_the_patient_takes() -> None:
    from generator.content.provider import locale_data
    for lang, seed, p in sampled("patient_record", 12):
        allergies = locale_data(lang).SLOTS["rec_allergy"]
        for a in p["allergies"]:
            barred = ALLERGY_BARS.get(allergies.index(a), ())
            assert not set(barred) & set(p["med_ids"]), (lang, seed, a, p["meds"])


def test_directions_vary_from_page_to_page_and_never_repeat_the_shared_lines() -> None:
    forms: dict[tuple[str, int], set[str]] = defaultdict(set)
    for name in ("patient_record", "prescription_view"):
        for lang, seed, p in sampled(name, 16):
            pairs = zip(p["med_ids"], p["sigs"], strict=True) if name == "patient_record" \
                else ((m["index"], m["sig"]) for m in p["meds"])
            for drug, sig in pairs:
                assert sig.lower() not in SHARED, (lang, seed, sig)
                assert "{" not in sig and "|" not in sig, (lang, seed, sig)
                forms[(lang, drug)].add(sig)
    often = [k for k in forms if len(forms[k]) >= 3]
    assert len(often) > len(forms) // 2, sorted((k, len(v)) for k, v in forms.items())


def test_prescription_quantities_fit_the_drug() -> None:
    from surfaces.kit.clinic import AMOXICILLIN, DRUGS, NSAIDS
    for lang, seed, p in sampled("prescription_view", 10):
        for m in p["meds"]:
            form, _, per_day = DRUGS[m["index"]]
            if form == "inh":
                assert not m["qty"].isdigit(), (lang, seed, m)  # "1 inhaler", not "56"
            elif lang in ("es", "it"):
                assert int(m["qty"]) <= 3, (lang, seed, m)  # packs
            elif m["index"] == AMOXICILLIN:
                assert m["qty"] == "21" and m["refills"] == 0, (lang, seed, m)
            elif per_day:
                assert int(m["qty"]) % per_day == 0, (lang, seed, m)
                assert m["index"] not in NSAIDS or int(m["qty"]) <= 2 * 15, (lang, seed, m)
        assert all(str(m["refills"]) in r or m["refills"] < 2
                   for m, r in zip(p["meds"], p["refills_left"], strict=False)), (lang, seed)


def test_fax_remarks_tell_the_subject_and_count_the_listed_pages() -> None:
    for lang, seed, p in sampled("fax_cover", 12):
        text = " ".join(p["comments"])
        ref = re.search(r"\d{4,5}", p["re"])
        if ref:
            assert ref.group() in text, (lang, seed, p["re"], text)
        assert int(p["pages"]) == 1 + sum(n for _, n in p["docs"]), (lang, seed)
        for doc, _ in p["docs"]:
            assert f"{doc} (" in text, (lang, seed, doc, text)
        sign = re.search(r"(?:page|Seite|página|pagina) (\d+)", text)
        if sign:
            assert p["kind"] == 0 and int(sign.group(1)) == p["docs"][0][1], (lang, text)
        assert "{" not in text and "  " not in text, (lang, seed, text)
