"""A log explorer's lines come from one service world: each service calls only its own
dependencies, and each request's lines share its trace id and pod."""

from __future__ import annotations

from world_helpers import sampled

from surfaces.kit.log_world import DEPS


def test_services_call_their_own_dependencies() -> None:
    for lang, seed, p in sampled("log_viewer", 8):
        for r in p["records"]:
            named = [d for deps in DEPS.values() for d in deps if d in r["message"]]
            assert all(d in DEPS[r["service"]] for d in named), (lang, seed, r)
            assert r["pod"].startswith(r["service"] + "-"), (lang, seed, r["pod"])
        by_trace: dict[str, set] = {}
        for r in p["records"]:
            by_trace.setdefault(r["trace"], set()).add((r["pod"], r["request"]))
        assert all(len(v) == 1 for v in by_trace.values()), (lang, seed)
