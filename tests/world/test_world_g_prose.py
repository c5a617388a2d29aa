"""Wave 10, g_prose: answers, results, claims and replies follow from the data sampled
before them (survey_form, latex_editor, pr_review, support_chat, wikipedia,
dictionary_popup, email_compose, court_filing, issue_ticket, patient_record, docs_site)."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import sampled

from generator.content import Content
from surfaces.kit.code_diff import unified_change
from surfaces.kit.code_story import edit_line
from surfaces.kit.code_world import sample_module

SEEDS = 30


def test_survey_answers_come_from_one_mood() -> None:
    """A respondent "very satisfied" recommends with 9 or 10, a "very dissatisfied" one
    with 3 at most; nobody who ticks features they use says they use the service "Never"."""
    from surfaces.survey_form import NPS_BY_MOOD
    for lang, seed, p in sampled("survey_form", 60):
        qs = {q["qid"]: q for q in p["questions"]}
        sat, nps = qs.get(0), qs.get(5)
        if sat and nps and sat["chosen"] >= 0 and nps["scale"] >= 0:
            lo, hi = NPS_BY_MOOD[sat["chosen"]]
            assert lo <= nps["scale"] <= hi, (lang, seed, sat["chosen"], nps["scale"])
        if 1 in qs:
            never = len(qs[1]["options"]) - 1
            assert qs[1]["chosen"] != never, (lang, seed)


def test_latex_results_worded_from_significance() -> None:
    """The significant effect gives d and p and a size word fitting d; the non-significant
    one is "no reliable difference", never "a small effect"; no sentence opens on a digit."""
    small = re.compile(r"Only a small|nur ein kleiner|Seule une faible|Solo hubo una pequeña|"
                       r"solo una piccola|slechts een klein", re.I)
    for lang, seed, p in sampled("latex_editor", SEEDS):
        text = " ".join([p["abstract"], *p["body"]])
        assert "d = " in text, (lang, seed, text)
        assert not small.search(text), (lang, seed, text)
        for sentence in re.split(r"(?<=[.!?])\s+", text):
            assert not sentence[:1].isdigit(), (lang, seed, sentence)
        d = float(p["study"]["hn_d"].replace(",", "."))
        size = 0 if d < 0.5 else 1 if d < 0.8 else 2
        content = Content(lang, np.random.default_rng(0))
        assert p["study"]["hl_size"] == content.word_at("hl_size", size), (lang, seed)


def test_pr_description_names_the_changed_line() -> None:
    """A `return 2` is an exit code, a `{name:<20}` a column width, `sys.argv[1:]` where
    the arguments start: never "the threshold"; a docstring is no log message."""
    for lang in ("en", "fr"):
        content = Content(lang, np.random.default_rng(0))
        for seed in range(150):
            rng = np.random.default_rng([seed, 3])
            module = sample_module(rng)
            off = int(rng.integers(0, max(1, len(module.lines) - 34)))
            change = unified_change(rng, module.lines[off:off + 32])
            if not change.edited or "-" not in change.ops:
                continue
            new = change.lines[change.ops.index("-") + 1].strip()
            text = edit_line(content, change)
            threshold = re.search(r"threshold|limit|seuil", text, re.I)
            if new.startswith("return ") and new[7:].isdigit() or "sys.argv" in new or \
                    re.search(r"\{[\w.]+:[<>]\d", new):
                assert not threshold, (lang, seed, new, text)
            if new.startswith('"""'):
                assert not re.search(r"\blog\b", text), (lang, seed, new, text)


def test_pr_reviewers_never_share_a_first_name() -> None:
    for lang, seed, p in sampled("pr_review", SEEDS):
        firsts = [n.split()[0] for n in [p["author"], *p["reviewers"]]]
        assert len(firsts) == len(set(firsts)), (lang, seed, firsts)


def test_support_chat_customer_writes_first() -> None:
    """The customer opens with the problem; the agent's first line thanks them and asks no
    "How can I help?"; no "?." anywhere."""
    for lang, seed, p in sampled("support_chat", SEEDS):
        turns = p["turns"]
        assert not turns[0]["agent"] and turns[1]["agent"], (lang, seed)
        assert not turns[1]["text"].rstrip().endswith("?"), (lang, seed, turns[1]["text"])
        for t in turns:
            assert not re.search(r"[?!]\.", t["text"]), (lang, seed, t["text"])


def test_wikipedia_tells_no_invented_history() -> None:
    """No etymology, war or century story for a real city (only data-backed claims)."""
    made_up = re.compile(r"secolo|toponimo|Risorgimento|Jahrhundert|siècle|siglo|eeuw|"
                         r"century|deriva", re.I)
    for lang, seed, p in sampled("wikipedia", 20):
        text = " ".join(p["lead"] + [t for s in p["sections"] for t in s["texts"]])
        assert not made_up.search(text), (lang, seed, text)


def test_dictionary_example_fits_the_story_kind() -> None:
    from surfaces.dictionary_popup import ON_TOPIC
    for lang, seed, p in sampled("dictionary_popup", SEEDS):
        content = Content(lang, np.random.default_rng(0))
        entries = content.data.SLOTS["office_dict"]
        k = next((i for i, e in enumerate(entries) if e["word"] == p["headword"]), None)
        if k is None:  # an opening's own word (w12_h_splice.toml), for the kinds it lists
            entry = next(e for e in content.data.SLOTS["hs_dict_open"]
                         if e["word"] == p["headword"])
            assert p["kind"] in entry["k"], (lang, seed, p["headword"])
        else:
            assert k in ON_TOPIC[lang], (lang, seed, p["headword"])


def test_email_names_its_document_once_and_asks_when_its_subject_asks() -> None:
    for lang, seed, p in sampled("email_compose", SEEDS):
        body = " ".join(p["paragraphs"])
        words = re.findall(r"\w+", p["subject"])
        doc = p.get("doc") or ""
        if doc:
            assert body.lower().count(doc.lower()) <= 1, (lang, seed, body)
        if re.match(r"(Quick question|A question|Question|Kurze Frage|Petite question|"
                    r"Una pregunta|Una domanda|Korte vraag)", p["subject"]):
            assert "?" in body, (lang, seed, p["subject"], body)
        assert words


def test_us_complaint_is_structured_as_one() -> None:
    """No verification among the numbered allegations, the prayer last, a court's own case
    number format."""
    for lang, seed, p in sampled("court_filing", SEEDS):
        if p["layout"] != "us":
            continue
        assert not any("facts stated in this" in t for t in p["texts"]), (lang, seed)
        assert p["texts"][-1].startswith("WHEREFORE"), (lang, seed, p["texts"][-1])
        assert not any(p["marks"]), (lang, seed)
        if p["county"].endswith("LOS ANGELES"):
            assert re.fullmatch(r"\d\dSTCV\d{5}", p["case"]), (lang, seed, p["case"])


def test_issue_ticket_no_capital_after_colon() -> None:
    for lang, seed, p in sampled("issue_ticket", SEEDS):
        if lang not in ("fr", "es", "it"):
            continue
        for text in p["desc"] + p["steps"]:
            for m in re.finditer(r"\w : ?([A-ZÀ-Ý])(\w*)|\w: ([A-ZÀ-Ý])(\w*)", text):
                word = (m.group(1) or m.group(3)) + (m.group(2) or m.group(4) or "")
                assert word in text.split(":")[0] or word[1:2].isupper() or \
                    len(word) == 1, (lang, seed, text)


def test_patient_visit_in_surgery_hours_plan_before_agreement() -> None:
    for lang, seed, p in sampled("patient_record", SEEDS):
        hm = re.search(r"(\d{1,2})[:.h](\d\d)(?:\s*([AP])M)?", p["note_date"])
        h = int(hm.group(1)) % 12 + (12 if hm.group(3) == "P" else 0) if hm.group(3) else \
            int(hm.group(1))
        assert 8 <= h <= 17, (lang, seed, p["note_date"])
        agrees = re.compile(r"the plan|il piano|el plan|het beleid|Vorgehen|conduite", re.I)
        for para in p["note"][:-1]:
            assert not agrees.search(para), (lang, seed, para)


def test_docs_config_env_names_a_shown_entry() -> None:
    for lang, seed, p in sampled("docs_site", SEEDS):
        code = [b for s in p["sections"] for b in s["blocks"] if b[0] == "code"]
        env = [s for s in p["sections"] if s["kind"] == "env"]
        if not code or not env:
            continue
        text = " ".join(b[1] for b in env[0]["blocks"] if b[0] == "p")
        var = re.search(r"\b[A-Z][A-Z0-9-]*_([A-Z_]+)\b", text)
        assert var, (lang, seed, text)
        assert var.group(1).lower() in "\n".join(code[0][1]), (lang, seed, var.group(0))
