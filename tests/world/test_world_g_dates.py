"""Wave 9 g_dates: dates, prices and calendars that fit the real world: a cash-flow chart
ends with the last complete month, real tickers cost what they traded at on the page's date,
patent offices publish on their weekday with numbers that grow through the year, a game's
DOS directory is no older than the game, nothing overlaps a flight, and standing orders
repeat their amount every month."""

from __future__ import annotations

import datetime
import re
from collections import defaultdict

from world_helpers import amount_of, sampled

from surfaces.accounting_ledger import RECURRING
from surfaces.calendar_month import FLIGHT
from surfaces.kit.dos_world import FORMAT_YEARS, GAME_RELEASES
from surfaces.kit.quotes import ANCHORS, anchor_price
from surfaces.patent_page import WEEKDAYS

SEEDS = 25


def test_cash_flow_months_run_up_to_the_last_complete_month() -> None:
    """Six whole months ending with the month before the page's date, the month the cards
    report (wave 10 replaced wave 9's partial current month: the cards' totals and Δ% are a
    whole month's, and the last bar pair is those totals)."""
    from surfaces.kit.numbers import month_abbreviations

    for lang, seed, p in sampled("finance_dashboard", SEEDS):
        today = datetime.date.fromisoformat(p["today"])
        names = month_abbreviations(lang)
        last = (today.replace(day=1) - datetime.timedelta(days=1)).month
        want = [names[(last - 6 + i) % 12] for i in range(6)]
        assert p["months"] == want, (lang, seed, p["months"], today)
        assert all(v > 0 for m in p["flow"] for v in m), (lang, seed, p["flow"])


def test_real_ticker_prices_fit_the_page_date() -> None:
    """A real ticker's price is within 10 % of what it traded at then (review: 'MSFT
    $308.84' on a page of July 2025, when it was about $505)."""
    checked = 0
    for lang, seed, p in sampled("finance_dashboard", SEEDS):
        today = datetime.date.fromisoformat(p["today"])
        cur = _currency(p["holdings"][0][2])
        for ticker, _shares, price, *_ in p["holdings"]:
            if ticker not in ANCHORS:
                continue
            want = anchor_price(ticker, today, cur)
            assert 0.9 * want <= amount_of(price) <= 1.1 * want, (lang, seed, ticker, price, today)
            checked += 1
    assert checked > 100


def _currency(text: str) -> str:
    for mark, cur in (("$", "USD"), ("€", "EUR"), ("£", "GBP"), ("CHF", "CHF"), ("Fr", "CHF")):
        if mark in text:
            return cur
    raise AssertionError(text)


def test_anchor_band_catches_the_reviewed_prices() -> None:
    """The band is tight enough to fail the prices the review quoted."""
    day = datetime.date(2025, 7, 23)
    assert not 0.9 * anchor_price("MSFT", day, "USD") <= 308.84
    assert not 0.9 * anchor_price("AAPL", day, "USD") <= 152.42


def test_patents_publish_on_their_office_weekday_in_number_order() -> None:
    """US applications on Thursdays and grants on Tuesdays, the DPMA on Thursdays, the INPI
    on Fridays, the others on working days; a later publication of an office has a higher
    number (a US application's serial grows through its year)."""
    seen: dict[tuple[str, bool], list[tuple[datetime.date, int]]] = defaultdict(list)
    for lang, seed, p in sampled("patent_page", SEEDS):
        published = datetime.date.fromisoformat(p["days"][2])
        office = p["number"].split()[0]
        key = "US-B" if office == "US" and p["active"] else office
        assert published.weekday() in WEEKDAYS.get(key, range(5)), (lang, seed, p["number"],
                                                                   published)
        if office == "US" and not p["active"]:
            year, serial = re.match(r"US (\d{4})/(\d{7}) A1", p["number"]).groups()
            assert int(year) == published.year, (seed, p["number"], published)
            share = published.timetuple().tm_yday / 366
            assert abs(int(serial) / 410_000 - share) < 0.01, (seed, p["number"], published)
        elif office != "DE":
            seen[(office, p["active"])].append((published, int(re.sub(r"\D", "", p["number"]
                                                                           .rsplit(" ", 1)[0]))))
    assert seen
    for key, pubs in seen.items():
        pubs.sort()
        for (d1, n1), (d2, n2) in zip(pubs, pubs[1:], strict=False):
            if (d2 - d1).days > 14:
                assert n1 < n2, (key, d1, n1, d2, n2)


def test_us_patents_use_us_spelling_and_claim_wording() -> None:
    for _lang, seed, p in (s for s in sampled("patent_page", SEEDS) if s[0] == "en"):
        text = " ".join([p["title"], *p["claims"], *p["abstract"], *p["description"]])
        for british in ("characterised", "moulded", "fibre", "according to claim",
                        "as claimed in"):
            assert british not in text, (seed, british, text)


def test_game_folders_are_no_older_than_the_games() -> None:
    """KEEN is not dated 7/13/90 (Commander Keen came out in December 1990)."""
    checked = 0
    for lang, seed, p in sampled("dos_file_manager", SEEDS):
        for panel in p["panels"]:
            for name, _ext, kind, _size, when in panel["entries"][1:]:
                if kind != "dir" or name not in GAME_RELEASES:
                    continue
                nums = [int(n) for n in re.findall(r"\d+", when.split()[0])]
                day, month, year = _dmy(lang, nums)
                assert (year, month, day) >= GAME_RELEASES[name], (lang, seed, name, when)
                checked += 1
    assert checked > 50


def _dmy(lang: str, nums: list[int]) -> tuple[int, int, int]:
    if lang == "en":  # month/day/year
        return nums[1], nums[0], nums[2]
    return nums[0], nums[1], nums[2]


def test_nothing_overlaps_a_flight() -> None:
    """A day's events do not overlap, and none falls within a flight's hours or the two
    hours before it (review: 'Flight 6:45 AM' followed by 'Yoga 7:00 AM')."""
    flights = 0
    for lang, seed, p in sampled("calendar_month", SEEDS):
        for day, blocks in p["blocks"].items():
            spans = sorted(blocks)
            for (_s1, e1, _k1), (s2, _e2, _k2) in zip(spans, spans[1:], strict=False):
                assert e1 <= s2, (lang, seed, day, spans)
            for start, end, kind in spans:
                if kind != FLIGHT:
                    continue
                flights += 1
                if end - start >= 24 * 60:  # a day-long flight: the day holds nothing else
                    own = [e for e in p["events"][day] if e[2] != "purple"]  # not holidays
                    assert len(own) == 1, (lang, seed, day, p["events"][day])
    assert flights > 50


def test_standing_orders_repeat_every_month_with_one_amount() -> None:
    """Rent and the subscription or bank charges: once in each month of the period, the
    same amount each time (review: office rent 4,218.86 in January, 2,050.20 in February,
    none in March)."""
    for lang, seed, p in sampled("accounting_ledger", SEEDS):
        by_kind: dict[int, list[tuple[str, float]]] = defaultdict(list)
        for e in p["world"]:
            if e["kind"] in RECURRING:
                by_kind[e["kind"]].append((e["day"][:7], e["amount"]))
        months = sorted({e["day"][:7] for e in p["world"]} | {m for v in by_kind.values()
                                                               for m, _ in v})
        assert 0 in by_kind, (lang, seed)
        assert len(by_kind) == 2, (lang, seed, sorted(by_kind))
        for kind, rows in by_kind.items():
            assert sorted(m for m, _ in rows) == months and len(months) == 3, \
                (lang, seed, kind, rows)
            assert len({a for _, a in rows}) == 1, (lang, seed, kind, rows)
        assert all(e["balance"] > 0 for e in p["world"]), (lang, seed)


def test_week_view_holds_nothing_near_or_after_a_flight() -> None:
    """In the week view a flight leaves two hours before it free and ends its day (its
    traveller is in another town); no two events of a day overlap."""
    from surfaces.calendar_week import FLIGHT as WEEK_FLIGHT

    flights = 0
    for lang, seed, p in sampled("calendar_week", SEEDS):
        for d in {e["day"] for e in p["events"]}:
            day = sorted((e for e in p["events"] if e["day"] == d), key=lambda e: e["start"])
            for a, b in zip(day, day[1:], strict=False):
                assert a["start"] + a["len"] <= b["start"], (lang, seed, a["title"], b["title"])
            for k, e in enumerate(day):
                if e["kind"] == WEEK_FLIGHT:
                    flights += 1
                    assert k == len(day) - 1, (lang, seed, [x["title"] for x in day])
                    if k:
                        prev = day[k - 1]
                        assert prev["start"] + prev["len"] <= e["start"] - 120, (lang, seed)
    assert flights > 20


def test_patent_filings_fall_on_working_days() -> None:
    for lang, seed, p in sampled("patent_page", SEEDS):
        for day in (datetime.date.fromisoformat(d) for d in p["days"][:2]):
            assert day.weekday() < 5 and (day.month, day.day) not in ((12, 25), (1, 1)), \
                (lang, seed, p["days"])


def test_files_are_no_older_than_their_format() -> None:
    """No Scream Tracker module (S3M) saved in 1992, no ARJ archive before ARJ."""
    checked = 0
    for lang, seed, p in sampled("dos_file_manager", SEEDS):
        for panel in p["panels"]:
            for name, ext, kind, _size, when in panel["entries"][1:]:
                if kind == "file" and ext in FORMAT_YEARS:
                    year = int(re.findall(r"\d+", when.split()[0])[2])
                    assert year >= FORMAT_YEARS[ext], (lang, seed, name, ext, when)
                    checked += 1
    assert checked > 20
