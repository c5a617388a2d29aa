"""One service world for a log explorer: requests, each with a trace id on every line it
writes, handled by named pods of the service; a call to a dependency that fails is followed
by its retries (with a growing back-off) and either its recovery or the request giving up;
a slow call is a warning; timestamps increase in one time zone, with the milliseconds
between the lines of one request and seconds between requests.

The messages are ``w6legal.log.*`` strings of the language's content toml."""

from __future__ import annotations

from typing import Any

import numpy as np

from generator.content import Content

# Per service: the routes its requests take and the hosts it calls (technical names a log
# prints as they are, in every language).
ROUTES = {"api": ["/v1/orders", "/v1/orders/{id}", "/v1/users/{id}", "/v1/cart"],
          "auth": ["/v1/token", "/v1/session", "/v1/users/{id}/mfa"],
          "billing": ["/v1/invoices", "/v1/invoices/{id}", "/v1/payments"],
          "worker": ["/jobs/export/{id}", "/jobs/thumbnail/{id}", "/jobs/reindex/{id}"],
          "gateway": ["/orders", "/users/{id}", "/search", "/checkout"],
          "search": ["/v1/search", "/v1/suggest", "/v1/index/{id}"],
          "mailer": ["/v1/messages", "/v1/messages/{id}", "/v1/templates/{id}"],
          "scheduler": ["/cron/cleanup", "/cron/report", "/cron/backup"]}
DEPS = {"api": ["postgres-main:5432", "redis-cache:6379", "payments-api:443"],
        "auth": ["postgres-main:5432", "redis-session:6379", "ldap-01:636"],
        "billing": ["postgres-main:5432", "payments-api:443", "rabbitmq:5672"],
        "worker": ["s3-storage:443", "rabbitmq:5672", "postgres-main:5432"],
        "gateway": ["api-internal:8080", "auth-internal:8080", "redis-cache:6379"],
        "search": ["elasticsearch:9200", "redis-cache:6379", "kafka-01:9092"],
        "mailer": ["smtp-relay:587", "rabbitmq:5672"],
        "scheduler": ["postgres-main:5432", "rabbitmq:5672", "s3-storage:443"]}
# Per upstream: the protocol it speaks and, for an HTTP one (S3 included), the calls made to
# it and the statuses it fails with; the others fail with their protocol's own errors
# (``g_domain.log.reasons_<protocol>``: Redis "READONLY", AMQP "channel closed", ...).
UPSTREAMS: dict[str, dict[str, Any]] = {
    "postgres-main:5432": {"proto": "postgres"},
    "redis-cache:6379": {"proto": "redis"}, "redis-session:6379": {"proto": "redis"},
    "rabbitmq:5672": {"proto": "amqp"}, "kafka-01:9092": {"proto": "kafka"},
    "ldap-01:636": {"proto": "ldap"}, "smtp-relay:587": {"proto": "smtp"},
    "payments-api:443": {"proto": "http", "calls": [
        "POST /v2/charges", "GET /v2/charges/{id}", "POST /v2/refunds"],
        "statuses": ["502 Bad Gateway", "503 Service Unavailable", "504 Gateway Timeout"]},
    "api-internal:8080": {"proto": "http", "calls": [
        "GET /v1/orders", "GET /v1/users/{id}", "POST /v1/cart"],
        "statuses": ["500 Internal Server Error", "503 Service Unavailable"]},
    "auth-internal:8080": {"proto": "http", "calls": [
        "POST /v1/token/verify", "GET /v1/session/{id}"],
        "statuses": ["500 Internal Server Error", "503 Service Unavailable"]},
    "elasticsearch:9200": {"proto": "http", "calls": [
        "POST /products/_search", "PUT /products/_doc/{id}"],
        "statuses": ["429 Too Many Requests", "503 Service Unavailable"]},
    "s3-storage:443": {"proto": "http", "calls": [
        "PUT /exports/{id}.csv", "GET /uploads/{id}.jpg"],
        "statuses": ["500 Internal Error", "503 Slow Down"]},
}
KINDS = ("ok", "ok", "ok", "ok", "slow", "recovered", "gave_up")
WARN_KINDS = ("slow", "slow", "recovered", "recovered", "gave_up")


def pods(rng: np.random.Generator, service: str, n: int) -> list[str]:
    """Kubernetes-style pod names of one deployment: the same template hash, their own
    suffix."""
    alnum = "bcdfghjklmnpqrstvwxz2456789"
    tpl = "".join(alnum[int(i)] for i in rng.integers(0, len(alnum), 5))
    return [f"{service}-{tpl}-" + "".join(alnum[int(i)] for i in rng.integers(0, 27, 5))
            for _ in range(n)]


def _hex(rng: np.random.Generator, n: int) -> str:
    return "".join("0123456789abcdef"[int(i)] for i in rng.integers(0, 16, n))


def _reason(rng: np.random.Generator, content: Content, dep: str) -> str:
    """Why a call to ``dep`` failed, in its protocol's terms: an HTTP upstream answers a
    status to one of its calls (or does not answer in time), the others fail with their
    protocol's errors."""
    up = UPSTREAMS[dep]
    if up["proto"] != "http":
        reasons = content.ui_list(f"g_domain.log.reasons_{up['proto']}")
        return reasons[int(rng.integers(0, len(reasons)))]
    call = up["calls"][int(rng.integers(0, len(up["calls"])))].format(
        id=int(rng.integers(1000, 99999)))
    verb, path = call.split(" ")
    if rng.random() < 0.25:
        return content.ui("g_domain.log.http_timeout", verb=verb, path=path)
    status = up["statuses"][int(rng.integers(0, len(up["statuses"])))]
    return content.ui("g_domain.log.http_answered", verb=verb, path=path, status=status)


def _episode(rng: np.random.Generator, content: Content, kind: str, service: str,
             pod: str, t: int) -> list[dict[str, Any]]:
    """The lines one request writes, from ``t`` (ms of the day), with one trace id."""
    ui = content.ui
    trace = _hex(rng, 8)
    dep = DEPS[service][int(rng.integers(0, len(DEPS[service])))]
    route = ROUTES[service][int(rng.integers(0, len(ROUTES[service])))].format(
        id=int(rng.integers(1000, 99999)))
    method = "GET" if rng.random() < 0.6 else "POST"
    lines: list[tuple[str, str]] = []
    waits: dict[int, int] = {}  # a retry line: the back-off it announces
    if kind == "ok":
        lines.append(("INFO", ui("w6legal.log.request", method=method, route=route, status=200,
                                 ms=int(rng.integers(8, 240)))))
    elif kind == "slow":
        ms = int(rng.integers(1200, 6000))  # a measured time, never a round figure
        lines += [("WARN", ui("w6legal.log.slow", dep=dep, ms=ms)),
                  ("INFO", ui("w6legal.log.request", method=method, route=route, status=200,
                              ms=ms + int(rng.integers(20, 200))))]
    else:
        tries = 3
        reason = _reason(rng, content, dep)
        lines.append(("ERROR", ui("w6legal.log.failed", dep=dep, reason=reason)))
        last = int(rng.integers(2, tries + 1)) if kind == "recovered" else tries
        for n in range(2, last + 1):
            # an exponential back-off with jitter, as retry libraries draw it (500 ms,
            # then 1 s, each up to 30 % longer): two logs rarely announce the same wait
            wait = round(500 * 2 ** (n - 2) * rng.uniform(1.0, 1.3))
            lines.append(("WARN", ui("w6legal.log.retry", dep=dep, n=n, max=tries,
                                     wait=wait)))
            waits[len(lines) - 1] = wait
            if n < last or kind == "gave_up":
                lines.append(("ERROR", ui("w6legal.log.failed", dep=dep, reason=reason)))
        took = sum(waits.values()) + int(rng.integers(200, 1500))  # the request's own time
        if kind == "recovered":
            lines += [("INFO", ui("w6legal.log.recovered", dep=dep, n=last)),
                      ("INFO", ui("w6legal.log.request", method=method, route=route,
                                  status=200, ms=took))]
        else:  # the service gives up on its upstream, then answers its own caller 503
            lines += [("ERROR", ui("g_domain.log.gave_up", dep=dep, max=tries)),
                      ("ERROR", ui("w6legal.log.request", method=method, route=route,
                                   status=503, ms=took))]
    out = []
    for k, (level, message) in enumerate(lines):
        out.append({"ms": t, "level": level, "service": service, "pod": pod, "trace": trace,
                    "message": message, "dep": dep if kind != "ok" else ""})
        # a retry waits the back-off it announces and the call's own time; other lines of
        # one request follow within milliseconds
        t += waits.get(k, 0) + int(rng.integers(3, 90))
    return out


def records(rng: np.random.Generator, content: Content, services: list[str],
            levels: tuple[str, ...], start: int, end: int) -> list[dict[str, Any]]:
    """The requests' lines between ``start`` and ``end`` (ms of the day) that pass the
    query's level filter, in time order, each with the index of its request."""
    pool = {s: pods(rng, s, 1 if len(services) > 1 else int(rng.integers(2, 4)))
            for s in services}
    kinds = WARN_KINDS if "INFO" not in levels else KINDS
    out: list[dict[str, Any]] = []
    t = start + int(rng.integers(2000, 20000))
    k = 0
    while len(out) < 80:
        service = services[int(rng.integers(0, len(services)))]
        pod = pool[service][int(rng.integers(0, len(pool[service])))]
        lines = _episode(rng, content, kinds[int(rng.integers(0, len(kinds)))], service, pod, t)
        if lines[-1]["ms"] >= end:
            break
        for line in lines:
            if line["level"] in levels:
                out.append(dict(line, request=k))
        k += 1
        gap = (end - start) / (16 if "INFO" in levels else 9)  # the lines span the range
        t = lines[-1]["ms"] + 300 + int(rng.exponential(gap))
    return out


def stamp(ms: int, day: str, dated: bool) -> str:
    """``HH:MM:SS.mmm`` (with the date before it when ``dated``)."""
    s, frac = divmod(ms, 1000)
    clock = f"{s // 3600:02d}:{s // 60 % 60:02d}:{s % 60:02d}.{frac:03d}"
    return f"{day} {clock}" if dated else clock


def visible(recs: list[dict[str, Any]], rows: int) -> list[dict[str, Any]]:
    """The newest requests whose lines all fit in ``rows`` (a request is shown whole)."""
    shown = list(recs)
    while len(shown) > rows:
        first = shown[0]["request"]
        shown = [r for r in shown if r["request"] != first]
    return shown


def tally(shown: list[dict[str, Any]], fields: dict[str, list[str]]) -> dict[str, list[int]]:
    """Each sidebar value's count among the shown lines."""
    key = {"level": "level", "service": "service", "host": "pod"}
    return {f: [sum(1 for r in shown if r[key[f]] == v) for v in values]
            for f, values in fields.items()}
