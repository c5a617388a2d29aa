"""The log explorer shows what its query asks for: every line passes the query's service and
level filters, each field's counts add up to the "N log lines" total and to the histogram,
and the lines are the newest of the time range whose ticks the axis prints."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_lines_pass_the_query_and_increase() -> None:
    for lang, seed, p in sampled("log_viewer", 6):
        m = re.search(r'service(?::|=")(\w+)', p["query"])
        for rec in p["records"]:
            assert not m or rec["service"] == m.group(1), (lang, seed, p["query"], rec)
            assert "WARN OR ERROR" not in p["query"] or rec["level"] in ("WARN", "ERROR")
            assert p["start"] <= rec["ms"] < p["end"], (lang, seed)
        stamps = [r["ms"] for r in p["records"]]
        assert stamps == sorted(set(stamps)), (lang, seed)


def test_warnings_carry_alarming_figures() -> None:
    """No WARN "Disk usage is above 20 percent" or "took longer than expected (18 ms)"."""
    for lang, seed, p in sampled("log_viewer", 30):
        for r in p["records"]:
            if r["level"] != "WARN":
                continue
            for pct in re.findall(r"(\d+) ?(?:percent|Prozent|pour cent|por ciento|per cento|procent)",
                                  r["message"]):
                assert int(pct) >= 80, (lang, seed, r["message"])
            for ms in re.findall(r"\b(\d+) ?ms\b", r["message"]):
                assert int(ms) >= 500, (lang, seed, r["message"])
            for n in re.findall(r"(\d+) (?:messages in the queue|messaggi in|berichten)|"
                                r"(?:Queue length is|Warteschlangenlänge) (\d+)", r["message"]):
                assert int("".join(n)) >= 1000, (lang, seed, r["message"])


def test_warnings_name_sizes_and_deadlines_worth_a_warning() -> None:
    """No WARN "The certificate is bigger than 3 MB" or "The backup expires in 58 days"."""
    for lang, seed, p in sampled("log_viewer", 15):
        for r in p["records"]:
            if r["level"] != "WARN":
                continue
            for mb in re.findall(r"\b(\d+) ?MB\b", r["message"]):
                assert int(mb) >= 200, (lang, seed, r["message"])
            for days in re.findall(r"(?:expires in|läuft in|expire dans|caduca en|scade tra|"
                                   r"verloopt over) (\d+)", r["message"]):
                assert int(days) <= 14, (lang, seed, r["message"])
            for secs in re.findall(r"a pris (\d+) secondes", r["message"]):
                assert int(secs) > 5, (lang, seed, r["message"])
