"""Reader findings on 0.24.0 (wave 20, h_facts1): durations taken from the log's own clock,
pull requests whose state, thread and hunk agree, result counts that fit the list, related
videos about their own subject, one-scenario letters, work events on workdays, itineraries
that go home, running critical roles, one format for a month, a price and a unit per page."""

from __future__ import annotations

import datetime
import re

import numpy as np
import pytest

from generator.content import Content
from generator.resolve import content_languages
from surfaces import registry

LANGS = content_languages()


def sample(name: str, lang: str, seed: int) -> dict:
    surface = registry.get(name)()
    return surface.sample(np.random.default_rng([seed, 0]),
                          Content(lang, np.random.default_rng([seed, 0, 1])))


def _log(params: dict) -> list[tuple[datetime.datetime, str]]:
    rows = []
    for stamp, text in params["log"]:
        ts = datetime.datetime.fromisoformat(stamp[0].strip().rstrip("Z"))
        rows.append((ts, text[0]))
    return rows


@pytest.mark.parametrize("lang", LANGS)
def test_ci_pytest_duration_fits_the_log_and_progress_ends_at_100(lang):
    seen = 0
    for seed in range(300):
        params = sample("ci_pipeline", lang, seed)
        rows = _log(params)
        texts = [t for _, t in rows]
        if "pytest -q" not in texts:
            continue
        seen += 1
        start = rows[texts.index("pytest -q")][0]
        summary = next(k for k, t in enumerate(texts) if re.search(r" passed in [\d.]+s$", t))
        took = float(re.search(r"in ([\d.]+)s$", texts[summary]).group(1))
        assert took <= (rows[summary][0] - start).total_seconds(), (lang, seed, texts)
        assert any(t.endswith("[100%]") for t in texts), (lang, seed, texts)
        if texts[-1].startswith("Error: Process completed"):
            assert (rows[-1][0] - rows[-2][0]).total_seconds() < 1, (lang, seed, rows[-2:])
    assert seen >= 10, seen


def _code(toks: list) -> str:
    return "".join(t[0] for t in toks)


@pytest.mark.parametrize("lang", LANGS)
def test_pr_draft_has_no_ready_comment_and_thread_sits_in_its_function(lang):
    for seed in range(150):
        params = sample("pr_review", lang, seed)
        if params["state"] == "draft":
            assert not params["followup"], (lang, seed, params["followup"])
        func = re.search(r"(\w+)\(\)", params["review"]["text"])
        if not func:
            continue
        lines = [_code(t) for t in params["code"]]
        ops = [op for *_, op in params["rows"]]
        name = func.group(1)
        heads = (f"def {name}(", f"async def {name}(", f"class {name}", "@")
        # the hunk under the thread is code of the function the comment asks about: git's
        # hunk (r98) shows context around the change, but every changed top-level line is
        # that function's (or its decorator), and an edit sits under its def (or class)
        changed = [t for t, op in zip(lines, ops, strict=True) if op != " "]
        top = [t for t in changed if t.strip() and not t.startswith(" ")]
        assert all(t.startswith(heads) for t in top), (lang, seed, lines)
        first = ops.index("+") if "+" in ops else ops.index("-")
        above = [t for t in lines[:first] if t.strip() and not t.startswith(" ")]
        if not top and above:
            assert above[-1].startswith(heads), (lang, seed, lines)
        assert any(t.startswith(" ") for t in lines), (lang, seed, lines)


@pytest.mark.parametrize("lang", LANGS)
def test_diff_fix_changes_code_and_totals_fit_it(lang):
    for seed in range(150):
        params = sample("diff_viewer", lang, seed)
        lines = [_code(t).strip() for t in params["code"]]
        changed = [t for t, op in zip(lines, params["ops"], strict=True) if op == "-"]
        assert all(not t.startswith(('"""', "#")) for t in changed), (lang, seed, changed)
        if params["dels"] and params["adds"] <= 2:  # a one-line fix
            others = len(params["files"]) - 1
            assert params["pr_adds"] - params["adds"] <= 8 * others, (lang, seed)
            assert params["pr_dels"] - params["dels"] <= 4 * others, (lang, seed)


def _page(name: str, lang: str, seed: int, screen=None):
    from generator.page import make_theme
    surface = registry.get(name)()
    surface.screen = screen
    params = surface.sample(np.random.default_rng([seed, 0]),
                            Content(lang, np.random.default_rng([seed, 0, 1])))
    return params, surface.compose(params, make_theme(False, "blue"))


def _texts(page) -> list[str]:
    return ["".join(g.char for ln in b.laid.lines for g in ln.glyphs)
            for b in page.text_blocks() if not b.empty]


@pytest.mark.parametrize("lang", LANGS)
def test_flight_count_above_few_cards_comes_with_a_more_button(lang):
    from generator.screens import SCREENS
    for seed in range(12):
        for screen, _ in SCREENS:
            if screen.logical[0] < 960 or screen.logical[1] < 600:
                continue
            params, page = _page("flight_booking", lang, seed, screen)
            cards = [r for r in page.regions if r.name.startswith("result ")]
            bottom = max(r.box[3] for r in cards)
            texts = _texts(page)
            n = int(re.search(r"\d+", params["results_n"]).group())
            if n > len(cards) and page.height - bottom > 60:  # room below the last card
                assert params["more"] in texts, (lang, seed, screen, len(cards))


UNNAMED = re.compile(r"\b(the project|the plans?|das Projekt|le projet|el proyecto|il progetto|"
                     r"het plan|de plannen)\b|ripensarci|umdenken|revoir sa copie$", re.I)


@pytest.mark.parametrize("lang", LANGS)
def test_related_videos_name_their_own_subject(lang):
    content = Content(lang, np.random.default_rng(0))
    for template in content.data.TITLES["hst.news"]:
        assert "{web_topic}" in template, (lang, template)
    topics = [t.lower() for t in content.data.SLOTS["web_topic"]]
    for seed in range(60):
        params = sample("comment_section", lang, seed)
        for title, _, _ in params["next"]:
            named = any(t in title.lower() for t in topics)
            assert named or not UNNAMED.search(title), (lang, seed, title)


NUMBER_WORDS = re.compile(r"customer number|account number|Kundennummer|numéro client|"
                          r"número de cliente|numero cliente|klantnummer", re.I)
OTHER_MATTER = re.compile(r"appointment|Termin\b|rendez-vous|\bcita\b|appuntamento|afspraak|"
                          r"no longer available|nicht mehr (lieferbar|verfügbar)|plus disponible|"
                          r"ya no está disponible|non è più disponibile|niet meer leverbaar", re.I)


@pytest.mark.parametrize("lang", LANGS)
def test_account_letter_stays_on_the_account_and_gives_the_number(lang):
    from surfaces.kit.letters import PURPOSES, letter_body, letter_subject
    purpose = PURPOSES.index("account")
    for seed in range(80):
        content = Content(lang, np.random.default_rng([seed, 1]))
        subject = letter_subject(content, purpose)
        body = " ".join(letter_body(np.random.default_rng([seed, 2]), content, purpose))
        assert not OTHER_MATTER.search(body), (lang, seed, subject, body)
        for sentence in re.split(r"(?<=[.?])\s", body):
            if NUMBER_WORDS.search(sentence):
                assert re.search(r"\d{5,}", sentence), (lang, seed, sentence)


def test_spain_keeps_maundy_thursday_and_good_friday():
    from surfaces.kit.holidays import public_holidays
    for year, thursday in ((2024, (3, 28)), (2025, (4, 17)), (2026, (4, 2))):
        days = {(d.month, d.day) for d in public_holidays("es", year)}
        friday = (thursday[0], thursday[1] + 1) if thursday[1] < 31 else (4, 1)
        assert thursday in days and friday in days, (year, sorted(days))
        assert {(5, 1), (8, 15), (10, 12), (11, 1), (12, 6), (12, 8)} <= days


@pytest.mark.parametrize("lang", LANGS)
def test_calendar_work_events_keep_off_holidays_and_weekends(lang):
    from surfaces.calendar_month import EVENT_HOURS
    from surfaces.calendar_week import EVENT_TIMES
    from surfaces.kit.holidays import is_working_day
    for seed in range(120):
        params = sample("calendar_week", lang, seed)
        first = datetime.date.fromisoformat(params["first_day"])
        for e in params["events"]:
            date = first + datetime.timedelta(days=e["day"])
            if not is_working_day(lang, date):  # only what may happen on a day off
                assert EVENT_TIMES[e["kind"]][2], (lang, seed, date, e["title"])
        params = sample("calendar_month", lang, seed)
        for day, evs in params["events"].items():
            date = datetime.date(params["year"], params["month"], int(day))
            if is_working_day(lang, date):
                continue
            content = Content(lang, np.random.default_rng(0))
            work_titles = {t for t, (_, work, _, _) in zip(
                content.data.TITLES["office.event"], EVENT_HOURS, strict=True) if work}
            for _, title, _, _ in evs:
                assert title not in work_titles, (lang, seed, date, title)


@pytest.mark.parametrize("lang", LANGS)
def test_team_and_class_events_of_polls_fall_on_working_days(lang):
    from surfaces.kit.holidays import is_working_day
    from surfaces.kit.poll_grammar import grammar_polls
    for seed in range(150):
        content = Content(lang, np.random.default_rng([seed, 1]))
        rng = np.random.default_rng([seed, 2])
        close = datetime.date(2026, 1, 1) + datetime.timedelta(days=int(rng.integers(0, 365)))
        closes = [close, close + datetime.timedelta(days=9), close - datetime.timedelta(days=5)]
        for home in ("work", "school"):
            for poll in grammar_polls(rng, content, closes, home, lambda city: False):
                if poll["kind"] != "day":  # "the week of ...": its Monday, a date not a day
                    day = datetime.date.fromisoformat(poll["day"])
                    assert is_working_day(lang, day), (lang, seed, poll["question"])


@pytest.mark.parametrize("lang", LANGS)
def test_a_logged_standup_is_on_every_day_or_none(lang):
    content = Content(lang, np.random.default_rng(0))
    standup = content.data.SLOTS["apps_tm_task"][6]
    for seed in range(150):
        params = sample("time_tracker", lang, seed)
        has = [any(e["task"] == standup for e in day["entries"]) for day in params["days"]]
        assert all(has) or not any(has), (lang, seed, has)


@pytest.mark.parametrize("lang", LANGS)
def test_itinerary_goes_home_in_season_with_fitting_notes_and_named_pins(lang):
    from generator.screens import SCREENS
    from surfaces.trip_itinerary import OUTDOOR, OUTDOOR_TAIL, WINTER, WINTER_LATEST
    content = Content(lang, np.random.default_rng(0))
    acts = content.data.SLOTS["apps_trip_activity"]
    jacket = content.data.UI["trn.tails"][OUTDOOR_TAIL]
    for seed in range(40):
        for screen, _ in SCREENS[:8] if seed < 4 else SCREENS[:1]:
            params, page = _page("trip_itinerary", lang, seed, screen)
            texts = _texts(page)
            home = params["days"][-1]["items"][-1]
            assert home[0] == "flight" and home[2] in texts, (lang, seed, screen)
        start = datetime.date.fromisoformat(params["start"])
        for day in params["days"]:
            date = start + datetime.timedelta(days=day["n"] - 1)
            for _kind, time, title, _ in day["items"]:
                a = acts.index(title) if title in acts else -1
                if date.month in WINTER and a in WINTER_LATEST:
                    hour = int(re.match(r"\d+", time).group())
                    hour += 12 if "PM" in time and hour < 12 else 0
                    assert hour <= WINTER_LATEST[a], (lang, seed, date, title, time)
        notes = " ".join(params["notes"])
        for a, act in enumerate(acts):
            if a not in OUTDOOR and f"{act} (" in notes:
                said = notes.split(f"{act} (", 1)[1].split(".", 1)[0]
                assert jacket not in said, (lang, seed, notes)
        assert all(pin[3] for pin in params["pins"]) and any(
            pin[3] in texts for pin in params["pins"]), (lang, seed, params["pins"])


@pytest.mark.parametrize("lang", LANGS)
def test_every_server_role_has_a_running_host(lang):
    for seed in range(120):
        params = sample("server_inventory", lang, seed)
        for role in {r["role"] for r in params["rows"]}:
            assert any(r["status"] == "running" for r in params["rows"] if r["role"] == role), \
                (lang, seed, role)
        assert params["counts"]["running"] == sum(r["status"] == "running"
                                                  for r in params["rows"])


@pytest.mark.parametrize("lang", LANGS)
def test_heart_rate_has_one_unit_a_card(lang):
    for seed in range(30):
        params = sample("fitness_tracker", lang, seed)
        units = {m.group(1) for t in (params["bpm"], params["resting"])
                 for m in re.finditer(r"\d+\s*(\w+)$", t)}
        assert len(units) == 1, (lang, seed, params["bpm"], params["resting"])
