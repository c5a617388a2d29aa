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


# h_r79 (r78 0010): the last column holds how long a host has run ("78 giorni"), so its
# header names that, never "activity" (it "Attività") or "availability" (fr "Disponibilité")
UPTIME_HEADERS = {"en": {"Uptime"}, "de": {"Laufzeit"}, "fr": {"En service depuis"},
                  "es": {"Tiempo activo"}, "it": {"Uptime", "Attivo da"}, "nl": {"Uptime"}}


def test_uptime_column_is_named_for_its_data() -> None:
    for lang, seed, p in sampled("server_inventory", 4):
        assert p["cols"][-1] in UPTIME_HEADERS[lang], (lang, seed, p["cols"][-1])
        assert any(r["uptime"][:1].isdigit() for r in p["rows"]), (lang, seed)
