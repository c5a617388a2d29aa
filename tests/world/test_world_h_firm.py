"""The organisation fits what the page is about (review35): a software team's workspace is
a software firm's, a vacuum cleaner's applicant makes appliances, a nurse's employer is a
care group; the description numbers from [0001]; a posting names its town once."""

from __future__ import annotations

import re

import numpy as np

from generator.content import Content
from surfaces.kit.listed import name_stem
from surfaces.kit.sector_firms import sector_pattern
from tests.world.world_helpers import sampled

SEEDS = 30


def _pattern(lang: str, sector: str) -> re.Pattern[str]:
    return sector_pattern(Content(lang, np.random.default_rng(0)), sector)


def test_slack_workspace_is_a_software_firm():
    """#backend and #releases are a software firm's channels ("Sauer Dachbau OHG": no)."""
    for lang, seed, p in sampled("slack_like", SEEDS):
        assert _pattern(lang, "software").match(p["workspace"]), (lang, seed, p["workspace"])


def test_teams_are_software_firms_of_different_names():
    """A software team's teams (backend, releases, slides): software firms, two stems."""
    for lang, seed, p in sampled("teams_chat", SEEDS):
        content = Content(lang, np.random.default_rng(0))
        for team in p["teams"]:
            assert _pattern(lang, "software").match(team), (lang, seed, team)
        a, b = (name_stem(t, content) for t in p["teams"])
        assert not a & b, (lang, seed, p["teams"])


def test_patent_applicant_makes_appliances_and_paragraphs_start_at_one():
    """A vacuum cleaner's applicant is an appliance maker; [0001] opens the description."""
    for lang, seed, p in sampled("patent_page", SEEDS):
        assert _pattern(lang, "appliance").match(p["assignee"]), (lang, seed, p["assignee"])
        assert p["para0"] == 1, (lang, seed)


SECTOR = {10: "care", 11: "logistics", 0: "software", 1: "software", 2: "software"}


def test_job_employer_is_of_the_roles_sector():
    """A nurse is hired by a care group, a developer by a software firm, a warehouse
    supervisor by a logistics firm; no two employers share a name stem."""
    for lang, seed, p in sampled("job_listing", SEEDS):
        content = Content(lang, np.random.default_rng(0))
        stems: set[str] = set()
        for job in p["jobs"]:
            if job["role"] in SECTOR:
                assert _pattern(lang, SECTOR[job["role"]]).match(job["company"]), (
                    lang, seed, job["title"], job["company"])
            stem = name_stem(job["company"], content)
            assert not stem & stems, (lang, seed, job["company"])
            stems |= stem


def test_job_posting_names_its_town_once():
    """The company text says where it is based; the on-site or shift line does not say
    the town again ("has been based in Omaha since 2003. Our office is based in Omaha.")."""
    for lang, seed, p in sampled("job_listing", SEEDS):
        city = p["jobs"][p["active"]]["city"]
        first, second = p["texts"]
        if p["place"] in ("onsite", "shift") and city in first:
            where = re.split(r"(?<=[.!?])\s", second)[0]
            assert city not in where, (lang, seed, p["texts"])


# polls that belong to one community, which a reviewer found beside another's
BELONG = {"en": {"How do you prefer to get support from us?": "customer",
                 "Which breakfast should the café add?": "customer",
                 "How often do you work from home?": "work",
                 "Where should the new bike racks go?": "home"},
          "fr": {"Combien de jours de télétravail souhaitez-vous par semaine ?": "work"},
          "es": {"¿Qué tema tratamos en la próxima asamblea de la comunidad?": "home"},
          "nl": {"Hoe lang mag een vergadering duren?": "work"}}


def test_poll_sidebar_belongs_to_the_pages_community():
    """A firm's support poll is no club's; the sidebar's polls are the page's community's
    (or any site's)."""
    from surfaces.poll_page import community
    for lang, questions in BELONG.items():
        for question, home in questions.items():
            assert community(question) == home, (lang, question)
    for lang, seed, p in sampled("poll_page", SEEDS):
        home = community(p["question"])
        for other in p["others"]:
            assert community(other) in ("", home), (lang, seed, home, other)


def test_search_troubleshooting_names_the_devices_own_parts():
    """A result that lists the parts to check lists its device's (a drone: battery,
    propellers, controller, app; never "the power supply, the cables and the app"); an en
    drone page says nothing of a display or a power cut."""
    for lang, seed, p in sampled("search_page", SEEDS):
        content = Content(lang, np.random.default_rng(0))
        text = " ".join(f"{r['title']} {r['snippet']}" for r in p["results"])
        for i, parts in enumerate(content.ui_list("w12f.fix_parts")):
            if parts in text:
                gadget = content.word_at("web_gadget", i)
                assert gadget.casefold() in text.casefold(), (lang, seed, gadget, text)
        if lang == "en" and "drone" in p["query"]:
            assert not re.search(r"display|power cut|power supply", text), (seed, text)


def test_newsletter_event_and_domain_are_the_senders():
    """A club's newsletter invites to an event a club holds (an open day, not an offsite or
    a "conferentie") and is sent from its country's domain (a Dutch club is on .nl)."""
    corporate = re.compile(r"offsite|hackathon|conferen|Betriebsausflug|Kundentermin|comité|"
                           r"comitato|kwartaalsessie|heidag|congreso|convegno", re.I)
    for lang, seed, p in sampled("newsletter_email", SEEDS):
        text = " ".join(p["intro"] + [a["text"] for a in p["articles"]])
        assert not corporate.search(text), (lang, seed, text)
        if p["sender_kind"] == "c":
            tld = "com" if lang == "en" else lang
            assert p["from_email"].endswith("." + tld), (lang, seed, p["from_email"])


def test_newsletter_interviewee_is_introduced():
    """The interview says who the interviewee is to the sender ("founding member ...", "lid
    van onze redactie"), not a bare name ("een kort interview met Thijs Verhoeven")."""
    seen = 0
    for lang, seed, p in sampled("newsletter_email", SEEDS):
        if len(p["intro"]) < 2:
            continue
        content = Content(lang, np.random.default_rng(0))
        roles = [re.escape(t).replace(r"\{name\}", ".+").replace(r"\{year\}", r"\d{4}")
                 for t in content.ui_list(f"w12f.news_guest_{p['sender_kind']}")]
        assert re.search("|".join(roles), p["intro"][1]), (lang, seed, p["intro"][1])
        seen += 1
    assert seen > 20


def test_nurse_employer_runs_wards():
    """A nurse on a surgical or children's ward is hired by a clinic or hospital, not by a
    firm that "runs two care homes"."""
    homes = re.compile(r"care homes|Pflegeheim|maisons de retraite|residencias de mayores|"
                       r"residenze per anziani|verpleeghuizen|Care Homes|Pflege gGmbH")
    for lang, seed, p in sampled("job_listing", SEEDS):
        text = " ".join(p["texts"]) + " ".join(j["company"] for j in p["jobs"])
        assert not homes.search(text), (lang, seed, text)
