"""Dutch and German text a native would write, and checklists that count (review w13):
the profile's About line says "Ik woon met twee katten in Enschede" (not "Mijn thuis is
Enschede met twee katten") beside one network's tabs (no "Vrienden" next to "connecties");
a checklist item puts its time and its agent before the final participle ("… is dit
kwartaal door een leidinggevende doorgenomen"), its counter counts what it says it counts
(assessed items, a finding too), its audit falls on a working day; a newsletter's lead names
the things of its issue (the town it visited, its next event), not "our favourite tips"
alone."""

from __future__ import annotations

import datetime
import re

import numpy as np
from world_helpers import sampled

from generator.content import Content
from surfaces.kit.holidays import is_working_day
from surfaces.newsletter_email import LEAD_ITEMS

# a time, manner or agent adverbial the Dutch / German sentence puts before its final
# participle; after it the sentence reads as English ("… doorgenomen dit kwartaal")
LATE = {
    "nl": re.compile(r"\b\w*ge\w*(?:d|t|en) (?:dit kwartaal|dit jaar|deze maand|met alle "
                     r"medewerkers|op (?:alle|elke|iedere|de) \w+|door (?:de|een|het) \w+|"
                     r"bij de receptie|volgens \w+|via een \w+)[^,]*$"),
    "de": re.compile(r"\b\w*ge\w*(?:t|en) (?:\((?:dieses|letzten)|in diesem \w+|im letzten \w+|"
                     r"von (?:einer|der|dem) \w+)[^,]*$"),
}
FRIENDS = re.compile(r"^(?:Friends|Freunde|Amis|Amigos|Amici|Vrienden)$")


def test_participle_comes_last_in_checklist_items() -> None:
    seen = 0
    for lang, seed, p in sampled("compliance_checklist", 60):
        if lang not in LATE:
            continue
        for item in p["items"]:
            assert not LATE[lang].search(item["text"]), (lang, seed, item["text"])
            seen += 1
    assert seen > 500


def test_late_adverbial_rule_can_fail() -> None:
    assert LATE["nl"].search("Het incidentenregister is door een leidinggevende doorgenomen "
                             "dit kwartaal")
    assert LATE["nl"].search("De clean-deskregel wordt nageleefd op alle afdelingen")
    assert LATE["de"].search("Das Unfallbuch wurde von der Abteilungsleitung geprüft "
                             "(dieses Quartal)")
    assert not LATE["nl"].search("Het incidentenregister is dit kwartaal door een "
                                 "leidinggevende doorgenomen")


def test_checklist_counter_counts_assessed_items_and_audit_on_working_day() -> None:
    for lang, seed, p in sampled("compliance_checklist", 40):
        content = Content(lang, np.random.default_rng(0))
        items = p["items"]
        for k in range(1, len(items) + 1):
            assessed = sum(i["status"] != 3 for i in items[:k])  # pending is not assessed
            assert p["progress"][k - 1] == content.ui("h_native2.cmp_progress", n=assessed,
                                                      total=k), (lang, seed, k)
        findings = [i for i in items if i["status"] == 1]
        if findings:  # the "Voldoet niet" item is counted, not left out
            assert sum(p["verdicts"]) >= len(findings), (lang, seed)
        review = datetime.date.fromisoformat(p["review"])
        assert is_working_day(lang, review), (lang, seed, review, review.strftime("%A"))
        assert not p["date_label"].endswith(":"), (lang, seed, p["date_label"])


def test_profile_lives_in_town_and_one_network() -> None:
    for lang, seed, p in sampled("profile_page", 30):
        home = p["texts"][-1]
        assert not re.search(r"Mijn thuis is|Home for me is|Mi casa está en|Zu Hause bin ich",
                             home), (lang, seed, home)
        if lang in ("nl", "de", "en"):  # company before place: "met twee katten in Enschede"
            assert not re.search(re.escape(p["city"]) + r" (?:met|mit|with) ", home), \
                (lang, seed, home)
            assert p["city"] in home, (lang, seed, home)
        assert not any(FRIENDS.match(t) for t in p["tabs"]), (lang, seed, p["tabs"])


def test_newsletter_lead_names_the_issues_things() -> None:
    seen = set()
    for lang, seed, p in sampled("newsletter_email", 30):
        lead = p["lead"]
        assert p["intro"][0].startswith(lead), (lang, seed, lead)
        assert p["topic"] in lead, (lang, seed, lead)
        lines = [a["line"] for a in p["articles"]]
        for line in lines:
            seen.add(LEAD_ITEMS.get(line))
        if 4 in lines:  # a visit card: the lead names the town
            assert p["city"] in lead, (lang, seed, lead)
        if 8 in lines:  # an event card: the lead names the event
            assert p["event"] in lead, (lang, seed, lead)
        named = sum(1 for line in lines if line in LEAD_ITEMS)
        # the tips and one thing per card, joined "a, b and c"
        assert lead.replace(", au programme", "").count(", ") == max(0, named - 1), \
            (lang, seed, lead)
    assert {"visit", "event", "guides"} <= seen


def test_recipe_bakes_in_the_oven_under_its_oven_time() -> None:
    """nl "Oventijd", de "Backzeit" over a dish whose method bakes in the oven, "Kooktijd" /
    "Garzeit" over a stew (no "Bereidingstijd", which reads as the whole time)."""
    seen = set()
    for lang, seed, p in sampled("recipe_card", 30):
        if lang not in ("nl", "de"):
            continue
        content = Content(lang, np.random.default_rng(0))
        labels = [label for label, _ in p["facts"]]
        assert "Bereidingstijd" not in labels, (lang, seed, labels)
        oven = re.search(rf"\b(?:{'|'.join(content.ui_list('h_native2.oven_words'))})\b",
                         " ".join(p["steps"]), re.I)
        if content.ui("h_native2.cook_oven") in labels:
            seen.add((lang, "oven"))
            assert oven, (lang, seed, p["steps"])
        elif content.ui("media.cook") in labels:
            seen.add((lang, "cook"))
            assert not oven, (lang, seed, p["steps"])
    assert len(seen) == 4, seen
