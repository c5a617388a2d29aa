"""An invoice's lines are the issuing firm's trade: a consultancy bills consulting (no
translation), a translation agency bills translations naming both languages and
proofreading in one language; the bill-to is a firm's name or a person's, not a bare
surname."""

from __future__ import annotations

import re

from world_helpers import sampled

# "X to English", "anglais-français": a language pair
PAIR = {"en": r"\bto English\b|English and|English to", "de": r"–Deutsch|Deutsch–", "fr": r"-français|français-",
        "es": r"-español|español-", "it": r"-italiano|italiano-", "nl": r"-Nederlands|Nederlands-"}
ONE = {"en": "English", "de": "Deutsch", "fr": "français", "es": "español", "it": "italiano",
       "nl": "Nederlands"}


def test_lines_fit_the_trade_and_the_client_is_named() -> None:
    trades, seen = set(), 0
    for lang, seed, p in sampled("invoice", 30):
        doc = p["doc"]
        trades.add(doc["trade"])
        for item in doc["items"]:
            if doc["trade"] != "lang":
                assert item["key"] not in ("translation", "proofread"), (lang, seed, item)
                continue
            seen += 1
            if item["key"] in ("translation", "certified", "interpreting", "localisation"):
                assert re.search(PAIR[lang], item["desc"]), (lang, seed, item["desc"])
            if item["key"] == "proofread":
                assert ONE[lang] in item["desc"] and not re.search(PAIR[lang], item["desc"]), \
                    (lang, seed, item["desc"])
        r = doc["recipient"]
        assert " " in r["name"].strip(), (lang, seed, r["name"])
    assert "lang" in trades and "consult" in trades and seen > 20, (trades, seen)


def test_a_french_firm_prints_its_own_activity_code() -> None:
    """A translation agency's footer gave "Code APE 2419F" (a random code): the APE code is
    the trade's own (7430Z translation, 7022Z consulting)."""
    from surfaces.invoice.data import APE

    seen = 0
    for lang, seed, p in sampled("invoice", 30):
        legal = p["doc"]["sender"]["legal"]
        if lang == "fr" and "APE" in legal:
            seen += 1
            assert legal.endswith(f"APE {APE[p['doc']['trade']]}"), (seed, legal)
    assert seen >= 5, seen
