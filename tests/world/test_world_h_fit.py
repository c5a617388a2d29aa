"""Wave 13 (h_fit): what a page shows belongs to its owner and its domain: a repo's owner is
of its rows' trade, a service logs its own calls, a channel carries its purpose's talk, a
guest's role fits what the episode says of them, a bug's label its kind, a short option its
long one's letter, star bars a real shape, listings several streets, an album its cover and
count, a thread's subject no forward without a forwarded block."""

from __future__ import annotations

import re

from generator.content.provider import locale_data
from tests.world.world_helpers import sampled, written_from


def _firm_pattern(templates: list[str]) -> re.Pattern[str]:
    alts = [re.escape(t).replace(r"\{stem\}", ".+").replace(r"\{last\}", ".+") for t in templates]
    return re.compile("^(?:" + "|".join(alts) + ")$")


def test_csv_owner_is_of_the_rows_trade() -> None:
    import numpy as np

    from generator.content import Content
    from surfaces.kit.sector_firms import sector_pattern

    seen = set()
    for lang, seed, p in sampled("csv_preview", 30):
        seen.add(p["kind"])
        if p["kind"] == "stock":
            office = _firm_pattern(locale_data(lang).UI["w13hf.firm_office"])
            assert office.match(p["firm"]), (lang, seed, p["firm"])
        elif p["kind"] == "sales":
            software = sector_pattern(Content(lang, np.random.default_rng(0)), "software")
            assert software.match(p["firm"]), (lang, seed, p["firm"])
    assert seen == {"sales", "people", "stock"}


def test_terminal_tail_is_the_projects_own_log() -> None:
    from surfaces.kit.code import ascii_name
    from surfaces.kit.log_world import DEPS, ROUTES, UPSTREAMS
    from surfaces.terminal import projects

    for lang in ("en", "de", "fr", "es", "it", "nl"):  # every service named in every language
        found = projects(locale_data(lang).SLOTS["term_component"])
        assert {s for _, s in found} == set(DEPS) - {"api", "auth", "gateway"}, (lang, found)
    hosts = set(UPSTREAMS)
    tails = 0
    for lang, seed, p in sampled("terminal", 20):
        words = locale_data(lang).SLOTS["term_component"]
        project = p["title"].rsplit("/", 1)[-1]
        service = p["service"]
        names = {ascii_name(w, lang).replace("_", "-") for w, s in projects(words) if s == service}
        assert project in names, (lang, seed, project, service)
        texts = ["".join(s[0] for s in line) for line in p["lines"]]
        start = [k for k, t in enumerate(texts) if t.endswith("tail -n 4 logs/app.log")]
        for line in texts[start[0] + 1:start[0] + 5] if start else []:
            tails += 1
            assert f"[{service}]" in line, (lang, seed, line)
            for host in hosts:
                assert host not in line or host in DEPS[service], (lang, seed, service, line)
            own, called = line, [h for h in hosts if h in line]
            if called:  # a failed call names one the upstream answers ("GET /uploads/{id}.jpg")
                own, call = line.split(called[0], 1)
                for verb, path in re.findall(r"(GET|POST|PUT) (/\S+)", call):
                    shapes = [re.escape(c).replace(r"\{id\}", r"\d+")
                              for c in UPSTREAMS[called[0]].get("calls", [])]
                    assert any(re.fullmatch(x, f"{verb} {path.rstrip(':')}") for x in shapes), (
                        lang, seed, service, line)
            routes = re.findall(r"(?:GET|POST) (/\S+)", own)
            prefixes = {r.split("{")[0].rstrip("/") for r in ROUTES[service]}
            for route in routes:
                assert any(route.startswith(x) for x in prefixes), (lang, seed, service, line)
    assert tails > 100


def test_slack_work_channel_talk_and_topic_fit_its_purpose() -> None:
    from surfaces.slack_like import CHANNEL_TALK

    checked = 0
    for lang, seed, p in sampled("slack_like", 40):
        data = locale_data(lang)
        at = data.SLOTS["chat_channel"].index(p["channel"])
        assert at != 1, (lang, seed)  # #random's off-topic talk is not what the kit writes
        assert written_from(p["topic"], [data.UI["w13hf.chan_topic"][at]], True), (
            lang, seed, p["topic"])
        if at not in CHANNEL_TALK:
            continue
        says, asks = CHANNEL_TALK[at]
        for m in p["messages"]:
            checked += 1
            assert m["kind"] != "say" or m["entry"] in says, (lang, seed, p["channel"], m["text"])
            assert m["kind"] != "ask" or m["entry"] in asks, (lang, seed, p["channel"], m["text"])
    assert checked > 300


def test_podcast_advice_only_from_an_adviser() -> None:
    from surfaces.podcast_app import ADVICE, ADVISERS

    for lang, seed, p in sampled("podcast_app", 40):
        mores = locale_data(lang).SLOTS["pod_more"]
        notes = [e["note"] for e in p["episodes"]]
        assert len(set(notes)) == len(notes), (lang, seed)
        for e in p["episodes"]:
            assert e["guest"].split()[0] != p["author"].split()[0], (lang, seed, e["guest"])
            advice = any(written_from(e["desc"].split(". ", 1)[-1], [mores[k]], True)
                         for k in ADVICE)
            assert e["topic"] in ADVISERS or e["note"] not in ADVICE and not advice, (
                lang, seed, e["title"], e["desc"])


def test_issue_label_fits_the_bugs_kind() -> None:
    from surfaces.issue_ticket import AREAS

    areas = 0
    for lang, seed, p in sampled("issue_ticket", 40):
        labels = locale_data(lang).SLOTS["dt_label"]
        kind = p["bug_kind"]
        for label in p["labels"][1:]:
            areas += 1
            assert labels.index(label) in AREAS[kind], (lang, seed, p["title"], label)
    assert areas > 50


def test_man_short_option_is_the_long_ones_letter() -> None:
    for lang, seed, p in sampled("man_page", 10):
        for short, long_, _arg, _text in p["options"]:
            assert short[1].lower() == long_[2] or (short, long_) == ("-n", "--dry-run"), (
                lang, seed, short, long_)


def test_review_stars_have_no_empty_bar_and_more_ones_than_twos() -> None:
    more = total = 0
    for lang, seed, p in sampled("review_page", 60):
        five, four, three, two, one = p["percents"]
        assert one >= 2 and two >= 1, (lang, seed, p["percents"])
        total += 1
        more += one > two
    assert more > 0.7 * total


def test_listings_lie_on_several_streets() -> None:
    for lang, seed, p in sampled("realestate_listing", 30):
        streets = [re.sub(r"^\d+\w*\s+|\s+\d+\w*$", "", h["address"].split(",")[0])
                   for h in p["homes"]]
        assert len(set(streets)) == len(streets), (lang, seed, streets)


def test_album_cover_and_counts() -> None:
    from surfaces.kit.photo_world import THUMBS

    for lang, seed, p in sampled("photo_gallery", 30):
        assert len(set(p["counts"])) == len(p["counts"]), (lang, seed, p["counts"])
        first = next(ph for ph in p["photos"] if ph["variant"] not in ("dish", "portrait"))
        assert p["thumbs"][0] == [first["variant"], first["kind"]], (lang, seed)
        titles = locale_data(lang).TITLES["media.gallery"]
        for album, thumb in zip(p["albums"][1:], p["thumbs"][1:], strict=True):
            k = next(i for i, t in enumerate(titles) if written_from(album, [t], True))
            assert thumb == list(THUMBS[k]), (lang, seed, album)
            if k in (5, 6):  # fall colors, garden: a park, not the hike's path
                assert thumb[0] == "park", (lang, seed, album)


def test_thread_subject_is_no_forward() -> None:
    from surfaces.gmail_thread import FORWARD

    replies = 0
    for lang, seed, p in sampled("gmail_thread", 40):
        forward = locale_data(lang).TITLES["mailui.subject"][FORWARD].split("{")[0]
        assert not p["subject"].startswith(forward), (lang, seed, p["subject"])
        replies += p["subject"] != p["subject"].lstrip("RrEeAWw: ")
    assert replies > 20
