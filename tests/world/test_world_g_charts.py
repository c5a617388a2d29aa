"""Charts drawn from the same numbers as the text beside them (wave 10, g_charts)."""

from __future__ import annotations

from world_helpers import sampled

from generator.content import Content  # noqa: F401  (the helpers' languages)


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
