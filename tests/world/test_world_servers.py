"""A server inventory: caches, queues, load balancers and search nodes run Linux, every host
has its own address, and the project is an ID, not a firm's name."""

from __future__ import annotations

from world_helpers import sampled


def test_hosts_fit_their_role() -> None:
    for lang, seed, p in sampled("server_inventory", 15):
        ips = [r["ip"] for r in p["rows"]]
        assert len(set(ips)) == len(ips), (lang, seed)
        for r in p["rows"]:
            if r["role"] in ("cache", "queue", "lb", "search"):
                assert not r["os"].startswith("Windows"), (lang, seed, r["host"], r["os"])
        assert " " not in p["project"] and "-" in p["project"], (lang, seed, p["project"])
