"""Wave 16 (q_world1): pages a reader finds self-contradicting (reviews r50/r51)."""

from __future__ import annotations

import re

import numpy as np

from generator.content import Content
from surfaces import registry
from surfaces.kit.nearby import street_name
from tests.world.world_helpers import content_languages, sampled


def test_shipping_label_goes_to_another_street_and_mostly_another_town():
    """r50 0000: sender 29 and recipient 202 rue Saint-Georges, Rennes."""
    towns = same = 0
    for lang, seed, p in sampled("shipping_label", 40):
        sender, recipient = p["sender"][1], p["recipient"][1]
        assert street_name(sender).upper() != street_name(recipient).upper(), (lang, seed)
        towns += 1
        same += p["sender"][2].upper() == p["recipient"][2]
    assert same < towns / 10, (same, towns)


def test_shipping_label_leaves_a_pinned_town():
    """The parcel's way out of town holds even on a page whose town is pinned."""
    cls = registry.get("shipping_label")
    for lang in content_languages():
        for seed in range(30):
            content = Content(lang, np.random.default_rng([seed, 11]))
            content.pin(city=content.city())
            p = cls().sample(np.random.default_rng([seed, 5]), content)
            assert street_name(p["sender"][2].upper()) != street_name(p["recipient"][2]), \
                (lang, seed, p["sender"], p["recipient"])


def test_prescription_patient_not_on_the_practice_street():
    for lang, seed, p in sampled("prescription_view", 40):
        practice = f"{p['street']}, {p['city']}"  # one town: the town lines agree
        assert street_name(practice) != street_name(p["patient_address"]), (lang, seed)


def test_contract_parties_on_two_streets():
    for lang, seed, p in sampled("contract_page", 40):
        (_, a), (_, b) = p["parties"]
        assert street_name(a) != street_name(b), (lang, seed, a, b)


def test_review_page_reviewer_never_names_himself_and_no_sentence_twice():
    """r51 0003: "... che Pasquale ne ha ordinato un altro" in Pasquale's own review, and the
    same sentence in Sandra's review further down."""
    for lang, seed, p in sampled("review_page", 60):
        said = [tuple(s) for r in p["reviews"] for s in r["said"]]
        assert len(said) == len(set(said)), (lang, seed, said)
        for r in p["reviews"]:
            first = r["name"].split()[0]
            assert not re.search(rf"(?<!\w){re.escape(first)}(?!\w)", r["text"]), \
                (lang, seed, r["name"], r["text"])


def test_review_page_answer_times_are_round():
    """r51 0003: the shop "replied within 33 hours": people say 24 or 48."""
    for lang, seed, p in sampled("review_page", 60):
        for r in p["reviews"]:
            for n in re.findall(r"(\d+) (?:hours|Stunden|heures|horas|ore|uur)\b", r["text"]):
                assert int(n) in (2, 3, 4, 6, 12, 24, 48), (lang, seed, r["text"])


SECRECY = re.compile(r"médic|professionnel|profesional|professionale|beroepsgeheim|"
                     r"geheimhouding|schweigepflicht|medical|medizin", re.I)


def test_fax_cover_notice_fits_a_trading_firm():
    """r51 0001: "Le secret médical s'applique ..." on a plumber's fax. Every fax cover is a
    firm's (contracts, orders, invoices, quotes, deliveries): its notice is plainly
    confidential, never medical or professional secrecy."""
    for lang, seed, p in sampled("fax_cover", 60):
        assert not SECRECY.search(" ".join(p["notice"])), (lang, seed, p["notice"])


def test_weekend_album_is_dated_a_weekend():
    """r50 0028: the album "Week-end en famille" dated Wednesday 21 October."""
    from surfaces.kit.photo_world import WEEKEND, album_world
    seen = 0
    for lang in content_languages():
        for seed in range(60):
            content = Content(lang, np.random.default_rng([seed, 11]))
            world = album_world(np.random.default_rng([seed, 5]), content, 8, content.city())
            if world["index"] == WEEKEND:
                seen += 1
                assert world["day"].weekday() >= 5, (lang, seed, world["day"])
    assert seen > 20


def test_teletext_clock_reads_hh_mm_ss():
    for lang, seed, p in sampled("teletext_page", 30):
        assert re.fullmatch(r"([01]\d|2[0-3]):[0-5]\d:[0-5]\d", p["clock"]), (lang, seed, p["clock"])


# "on receipt" in each language: a term that counts days, or names the due date the invoice
# date gives, is not also payable on receipt (r50 0015: "sous 15 jours ... à réception")
RECEIPT = re.compile(r"réception|receipt|ontvangst|Erhalt|recepción|ricevimento|ricezione", re.I)


def test_invoice_has_one_payment_term():
    for lang, seed, p in sampled("invoice", 60):
        for term in p["texts"]["terms"]:
            if RECEIPT.search(term) and not re.search(r"contest|réclam|quer|disput|reclam", term,
                                                       re.I):
                assert not re.search(r"\d{2}[./-]\d{2}[./-]\d{2,4}|\d{4}-\d\d-\d\d", term), \
                    (lang, seed, term)
                assert lang != "fr" or not re.search(r"\bjours\b", term), (lang, seed, term)


def test_todo_today_badge_counts_the_tasks_due_today():
    """r50 0011: the sidebar said "Today 1" and no task was due today or overdue; r59 0018:
    Today counts the overdue tasks too, as Todoist and Things do."""
    for lang, seed, p in sampled("todo_app", 60):
        due = sum(t["days"] is not None and t["days"] <= 0 for t in p["tasks"])
        counts = p["nav_counts"]
        if p["active"] == 0:  # the inbox shows every task
            assert counts[1:] == ([str(due)] if due else []), (lang, seed, counts, due)
        elif p["active"] == 1:
            assert all(t["days"] is not None and t["days"] <= 0 for t in p["tasks"]) \
                and counts[1] == str(due), (lang, seed)


def test_calendar_dinner_at_the_country_dinner_time():
    """r50 0020: "Etentje 21:30" in a Dutch calendar; dinners in nl/de start 18:00-20:00."""
    from generator.languages import fact
    seen = 0
    for lang, seed, p in sampled("calendar_month", 40):
        lo, hi = fact(lang, "dinner_hours")
        for start, _, event in (b for day in p["blocks"].values() for b in day):
            if event == 13:  # office.event "Dinner"
                seen += 1
                assert lo <= start // 60 <= hi, (lang, seed, start)
    assert seen > 20
