"""Domain truth (wave 9, g_domain): a log's upstream errors are its protocol's own (no HTTP
503 from Redis, no POST to RabbitMQ); a server fleet runs one OS family (at most a domain
controller on Windows), production hosts are bigger than staging ones and staging than
development; French consoles write "Go"; the region code in a hostname is its city's."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import sampled

from generator.content import Content
from surfaces.kit.log_world import DEPS, UPSTREAMS
from surfaces.server_inventory import FAMILIES, REGIONS, SIZES

HTTPISH = re.compile(r"\b(?:GET|POST|PUT|DELETE)\b|\b[1-5]\d\d [A-Z][a-z]")


def test_upstream_errors_speak_their_protocol() -> None:
    seen = set()
    for lang, seed, p in sampled("log_viewer", 25):
        content = Content(lang, np.random.default_rng(0))
        for r in p["records"]:
            if not r["dep"]:
                continue
            assert r["dep"] in DEPS[r["service"]], (lang, seed, r)
            up = UPSTREAMS[r["dep"]]
            head = content.ui("w6legal.log.failed", dep=r["dep"], reason="")
            # no method, path or HTTP status in a line about a non-HTTP upstream
            if up["proto"] != "http" and r["dep"] in r["message"]:
                assert not HTTPISH.search(re.sub(r"4[25]1 4\.\d\.0", "", r["message"])), (
                    lang, seed, r["message"])
            if not r["message"].startswith(head):
                continue
            reason = r["message"][len(head):]
            seen.add(up["proto"])
            if up["proto"] == "http":
                verb, path = reason.split(" ")[:2]
                assert any(c.split("{")[0] in f"{verb} {path}" for c in up["calls"]), (
                    lang, seed, r["message"])
            else:
                assert reason in content.ui_list(f"g_domain.log.reasons_{up['proto']}"), (
                    lang, seed, r["message"])
    assert {"http", "postgres", "redis", "amqp"} <= seen, seen


def test_a_giving_up_request_answers_its_caller_503() -> None:
    for lang, seed, p in sampled("log_viewer", 15):
        by_trace: dict[str, list[str]] = {}
        for r in p["records"]:
            by_trace.setdefault(r["trace"], []).append(r["message"])
        for msgs in by_trace.values():
            for k, m in enumerate(msgs[:-1]):
                if m.startswith(Content(lang, np.random.default_rng(0)).ui(
                        "g_domain.log.gave_up", dep="§", max=3).split("§")[0]) and "§" not in m:
                    assert " 503 " in msgs[k + 1], (lang, seed, msgs)


def test_one_os_family_per_fleet_and_sizes_follow_the_environment() -> None:
    fams = {f: {o for rel in v for o in rel} for f, v in FAMILIES.items()}
    order = ("prod", "stg", "dev")
    for lang, seed, p in sampled("server_inventory", 30):
        oses = {r["os"] for r in p["rows"] if r["role"] != "ad"}
        assert any(oses <= f for f in fams.values()), (lang, seed, oses)
        assert len({o.rsplit(" ", 1)[0] for o in oses}) == 1, (lang, seed, oses)
        for r in p["rows"]:
            assert r["os"].startswith("Windows") == (r["role"] == "ad"), (lang, seed, r)
            if r["role"] == "ad":
                continue
            k = order.index(r["env"])
            assert (r["cores"], r["mem_gb"]) in SIZES[r["role"]][k], (lang, seed, r)
    for role, tiers in SIZES.items():  # every prod size >= every staging size >= dev
        for big, small in zip(tiers, tiers[1:], strict=False):
            assert min(c for c, _ in big) >= max(c for c, _ in small), role
            assert min(m for _, m in big) >= max(m for _, m in small), role


def test_units_and_region_codes() -> None:
    for lang, seed, p in sampled("server_inventory", 20):
        content = Content(lang, np.random.default_rng(0))
        cities = content.ui_list("g_domain.srv.cities")
        for r in p["rows"]:
            unit = r["mem"].split()[-1]
            assert unit == ("Go" if lang == "fr" else "GB"), (lang, seed, r["mem"])
            code = r["host"].split("-")[2]
            assert r["loc"] == cities[REGIONS.index(code)], (lang, seed, r["host"], r["loc"])
