"""Charts drawn from the same numbers as the text beside them (wave 10, g_charts)."""

from __future__ import annotations

from world_helpers import sampled


def _pct(text: str) -> float:
    return float(text.replace("\u202f", "").replace("\xa0", "").replace(" ", "")
                 .replace("%", "").replace(",", ".").replace("+", "").replace("−", "-"))


def test_finance_cash_flow_ends_with_the_tiles_month() -> None:
    """The cash-flow chart's last month is the income and expense tiles' amounts, and their
    changes are the last month against the one before (review: "Mär Ausgaben 70 % of Einnahmen
    in the chart, 60 % on the cards; the chart falls 16 %, the card says +3,0 %")."""
    for lang, seed, p in sampled("finance_dashboard", 25):
        flow = p["flow"]
        assert len(flow) == len(p["months"]) == 6
        kpi = {k: (d, s) for k, _, d, _, s in p["kpis"]}
        (inc, exp), (inc0, exp0) = flow[-1], flow[-2]
        for key, now, before in (("income", inc, inc0), ("expenses", exp, exp0)):
            delta, spark = kpi[key]
            assert abs(_pct(delta) - 100 * (now / before - 1)) <= 0.051, (lang, seed, key)
            assert spark == [m[0 if key == "income" else 1] for m in flow], (lang, seed)


def test_metrics_visitors_card_is_the_traffic_chart() -> None:
    """The visitors card's sparkline is the traffic chart's daily series, its number their sum
    (review: "the 'Besucher' sparkline and the traffic chart have opposite shapes")."""
    for lang, seed, p in sampled("metrics_dashboard", 25):
        assert len(p["traffic"]) == 30
        for k in p["kpis"]:
            assert len(k["spark"]) == 30, (lang, seed, k["key"])
            if k["key"] == "visitors":
                assert k["spark"] == p["traffic"], (lang, seed)
                assert abs(k["raw"] - sum(p["traffic"])) < 1, (lang, seed)
            if k["key"] in ("conversion", "bounce", "avg_order"):
                # a rate's line runs the way its change says
                assert (k["spark"][-1] >= k["spark"][0]) == k["up"] or abs(k["d"]) < 3, \
                    (lang, seed, k["key"])


def test_metrics_visitor_change_is_the_series_against_the_month_before() -> None:
    import numpy as np

    from surfaces.metrics_dashboard import _days, _world

    for seed in range(40):
        rng = np.random.default_rng(seed)
        world = _world(rng)
        days = _days(np.random.default_rng(seed))
        assert world["visitors"][1] == round(100 * (days[30:].sum() / days[:30].sum() - 1), 1)
        rescaled = days[30:] * world["visitors"][0] / days[30:].sum()
        assert np.allclose(rescaled, world["daily"], atol=0.01)


def _composed(name: str, lang: str, seed: int):
    """(params, page) of one page of ``name``, light or dark theme by seed."""
    import numpy as np

    from generator.content import Content as C
    from generator.page import make_theme
    from surfaces import registry

    cls = registry.get(name)
    content = C(lang, np.random.default_rng([seed, 11]))
    params = cls().sample(np.random.default_rng([seed, 5]), content)
    return params, cls().compose(params, make_theme(seed % 2 == 1, "blue"))


def _bars(page) -> list:
    return sorted((op.box for op in page.ops if getattr(op, "name", "") == "chart bar"),
                  key=lambda b: b[0])


def test_time_tracker_has_no_bars_after_today() -> None:
    """Days after today carry no sliver of a bar; the others' heights follow their hours."""
    import datetime

    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in range(8):
            p, page = _composed("time_tracker", lang, seed)
            today = datetime.date.fromisoformat(p["today"]).weekday()
            worked = [v for v in p["week"] if v > 0]
            assert all(v == 0 for v in p["week"][today + 1:]), (lang, seed)
            bars = _bars(page)
            assert len(bars) == len(worked), (lang, seed, len(bars), p["week"])
            heights = [b[3] - b[1] for b in bars]
            hi = max(worked)
            for h, v in zip(heights, worked, strict=True):
                assert abs(h - heights[worked.index(hi)] * v / hi) <= 2.5, (lang, seed)


def test_product_badges_follow_ratings_and_reviews() -> None:
    """A "Best seller" is the most reviewed result and rated 4 stars or more (review: "the
    'Best seller' has 2.5★"); five full stars only over a handful of reviews."""
    import numpy as np

    from generator.content import Content as C

    best = 0
    for lang, seed, p in sampled("product_listing", 25):
        label = C(lang, np.random.default_rng(0)).ui("media.best_seller")
        most = max(i["reviews"] for i in p["items"])
        for i in p["items"]:
            if i["badge"] == label:
                best += 1
                assert i["rating"] >= 4.0 and i["reviews"] == most, (lang, seed, i)
            if i["rating"] == 5.0:
                assert i["reviews"] <= 40, (lang, seed, i)
    assert best > 10


def _seconds(clock: str) -> int:
    parts = [int(x) for x in clock.split(":")]
    return sum(v * 60 ** (len(parts) - 1 - k) for k, v in enumerate(parts))


def test_podcast_minutes_are_the_player_seconds_rounded() -> None:
    """The list's "72 min" is the player's length rounded (not 71:22), the time left too;
    styles fall only on the guest's, the host's or the show's name."""
    import re

    for lang, seed, p in sampled("podcast_app", 20):
        total, done = _seconds(p["total"]), _seconds(p["elapsed"])
        assert (total + 30) // 60 == p["episodes"][0]["minutes"], (lang, seed, p["total"])
        left = int(re.search(r"\d+", p["left"]).group())
        assert left == (total - done + 30) // 60, (lang, seed, p["left"])
        for ep in p["episodes"]:
            assert re.search(rf"\b{ep['minutes']}\b", ep["len"]), (lang, seed)
            for start, end, _, _ in ep["marks"]:
                assert ep["desc"][start:end] in (ep["guest"], p["author"], p["show"]), \
                    (lang, seed, ep["desc"][start:end])
        for start, end, _, _ in p["about_marks"]:
            assert p["about"][start:end] in (p["author"], p["show"]), (lang, seed)


def test_fitness_greeting_heart_rate_and_today_activity() -> None:
    """"Good afternoon" at 5:55 PM, a resting rate of 75 and a newest activity weeks ago beside
    75 active minutes today are what the review caught."""
    import datetime
    import re

    import numpy as np

    from generator.content import Content as C
    from surfaces.fitness_tracker import GREETING_HOURS

    for lang, seed, p in sampled("fitness_tracker", 30):
        hello = C(lang, np.random.default_rng(0)).data.UI["hmed.fit.hello"]
        noon, evening = GREETING_HOURS[lang]
        want = 0 if p["hour"] < noon else 1 if p["hour"] < evening else 2
        assert p["hello"].split(",")[0] == hello[want].split(",")[0], (lang, seed, p["hour"])
        assert 50 <= p["resting_bpm"] <= 65, (lang, seed)
        assert min(p["heart"]) >= p["resting_bpm"], (lang, seed)
        assert p["heart"][-1] == float(re.search(r"\d+", p["bpm"]).group())
        active = int(re.search(r"\d+", p["stats"][3][1]).group())
        newest = datetime.date.fromisoformat(p["acts"][0]["ago"])
        today = datetime.date.fromisoformat(p["today"])
        assert (newest == today) == (active >= 30), (lang, seed, active, newest)
        assert (today - newest).days <= 11, (lang, seed)
        if newest == today:
            assert p["acts"][0]["minutes"] <= active, (lang, seed)


def test_fitness_week_has_no_bars_after_today() -> None:
    for lang in ("en", "de", "es"):
        for seed in range(8):
            p, page = _composed("fitness_tracker", lang, seed)
            assert len(_bars(page)) == len([v for v in p["week"] if v > 0]), (lang, seed)


def test_translation_tone_fits_the_business_rewrite() -> None:
    """The tone shown is one a flat business rewrite has (review: "'Tone: Enthusiastic'
    does not fit")."""
    import numpy as np

    from generator.content import Content as C

    for lang, seed, p in sampled("translation_app", 12):
        tones = C(lang, np.random.default_rng(0)).data.UI["office.w_tones"]
        assert p["tone"] == tones[0], (lang, seed, p["tone"])


def test_bank_transactions_name_merchants_not_kinds() -> None:
    """A statement reads "Chapter One Books", never "Bookshop" or "Water company"; the
    electricity supplier is named for the bank's town or region ("Wisconsin Power", r67 0026)."""
    import re

    import numpy as np

    from generator.content import Content as C

    for lang, seed, p in sampled("banking_dashboard", 12):
        data = C(lang, np.random.default_rng(0)).data
        entries = data.SLOTS["dash_payee"]
        kinds = {e["payee"] for e in entries}
        merchants = {m for e in entries for m in e["merchants"]}
        local = [re.compile(re.escape(u).replace(r"\{city\}", ".+").replace(r"\{region\}", ".+")
                            + "$") for u in data.UI["h_facts2.utility"]]
        for t in p["tx"]:
            named = t["payee"] in merchants or any(u.match(t["payee"]) for u in local)
            assert t["payee"] not in kinds and named, (lang, seed, t["payee"])


def test_stock_lines_agree_with_the_quotes() -> None:
    """A watchlist line runs from the previous close to the price as its change says; the
    day's range holds the chart's last day and the 52-week range the whole chart."""
    import re

    def nums(text: str) -> list[float]:
        return [float(x.replace(",", "").replace(".", "", x.count(".") - 1))
                for x in re.findall(r"\d[\d.,]*", text)]

    for lang, seed, p in sampled("stock_overview", 25):
        for w in p["watch"]:
            line = w["spark"]
            assert abs(line[-1] - w["value"]) < 0.02, (lang, seed)
            assert abs(100 * (line[-1] / line[0] - 1) - w["change"]) < 0.05, (lang, seed)
        if lang != "en":
            continue
        stats = dict(p["stats"])
        day_lo, day_hi = nums(stats["Day's range"])
        year_lo, year_hi = nums(stats["52-week range"])
        spark = p["spark"]
        assert year_lo <= min(spark) + 0.01 and max(spark) - 0.01 <= year_hi, (seed, spark)
        assert day_lo <= spark[-1] <= day_hi, seed
        if p["range"] == 0:
            assert day_lo <= min(spark[1:]) + 0.01 and max(spark[1:]) - 0.01 <= day_hi, seed


def test_finance_bars_share_one_scale() -> None:
    """Every cash-flow bar's height is its amount on one scale (within rounding)."""
    for lang in ("en", "de", "fr"):
        for seed in range(6):
            p, page = _composed("finance_dashboard", lang, seed)
            heights = [b[3] - b[1] for b in _bars(page)]
            amounts = [v for month in p["flow"] for v in month]
            assert len(heights) == len(amounts) == 12, (lang, seed)
            unit = max(heights) / max(amounts)
            for h, v in zip(heights, amounts, strict=True):
                assert abs(h - v * unit) <= 1.5, (lang, seed, h, v * unit)
