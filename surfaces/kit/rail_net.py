"""The rail network a departure board reads: which station stands on a board (one with
trains to two places at least), the destination and via stops of a service, the hubs."""

from __future__ import annotations

from collections import Counter
from typing import Any

import numpy as np

from surfaces.kit import Content, choice


def _station(rng: np.random.Generator, lines: list[dict[str, Any]]) -> str:
    """A station of the network in the board's country (an ICE to Frankfurt leaves Amsterdam,
    but a Dutch board never stands in Köln); a hub (several lines call there) half of the time."""
    abroad = {stop for line in lines for stop in line.get("abroad", ())}
    calls = Counter(stop for line in lines for stop in line["stops"] if stop not in abroad)
    # a board shows trains to at least two places: the terminus of a single line (every train
    # to one destination from one platform) never stands on a board of its own
    boards = sorted(stop for stop in calls if len(_directions(lines, stop)) >= 2)
    hubs = [stop for stop in boards if calls[stop] >= 2]
    return choice(rng, hubs if hubs and rng.random() < 0.5 else boards)


def _directions(lines: list[dict[str, Any]], station: str) -> set[str]:
    """The termini a train leaving ``station`` can run to."""
    out = set()
    for line in lines:
        stops = line["stops"]
        for i in (j for j, s in enumerate(stops) if s == station):
            out |= {stops[-1]} if i < len(stops) - 1 else set()
            out |= {stops[0]} if i > 0 else set()
    return out


def _spread(stops: list[str]) -> list[str]:
    """Up to four of ``stops``, the first, the last and two spread between."""
    if len(stops) <= 4:
        return list(stops)
    return list(dict.fromkeys(stops[round(k * (len(stops) - 1) / 3)] for k in range(4)))


MAX_VIA = 3  # a board's via line names two or three main stops (wave 22: four ran off it)


def main_stops(between: list[str], weight: Counter[str], n: int) -> list[str]:
    """The ``n`` main stops of ``between`` in route order: all of them up to ``n``, else the
    ones where most lines meet (``weight``), ties broken by spreading them along the way."""
    if len(between) <= n:
        return list(between)
    spread = _spread(between)
    ranked = sorted(range(len(between)), key=lambda k: (
        -weight[between[k]], between[k] not in spread, k))
    keep = set(ranked[:n])
    return [s for k, s in enumerate(between) if k in keep]


def _run(stops: list[str], i: int, d: int, weight: Counter[str]) -> tuple[str, list[str]]:
    """Destination (the terminus of a train leaving stop ``i`` in direction ``d``) and the
    main stops it calls at on the way, in route order: all of them up to three, else the
    three where most lines meet (``weight``: York on the way from Newcastle to London,
    Frankfurt from Hamburg to Munich); every train of one service shows the same via, as a
    real board does."""
    ahead = stops[i + d::d] if d > 0 else stops[i - 1::-1]
    return ahead[-1], main_stops(ahead[:-1], weight, MAX_VIA)


def _weights(lines: list[dict[str, Any]]) -> Counter[str]:
    """How many lines call at each stop (a line's terminus counts twice: a main station)."""
    weight: Counter[str] = Counter()
    for line in lines:
        weight.update(line["stops"])
        weight.update((line["stops"][0], line["stops"][-1]))
    return weight


def big_station(lines: list[dict[str, Any]], station: str) -> bool:
    """A hub: two or more lines call there, or a line starts or ends there (a terminus is a
    city's main station); any other stop (Cuenca, Stevenage) is a small one."""
    calls = sum(station in line["stops"] for line in lines)
    return calls >= 2 or any(station in (line["stops"][0], line["stops"][-1]) for line in lines)


def via_line(content: Content, via: list[str], operator: str) -> str:
    """A row's second line: its main stops on the way, else what a train to the next main
    stop does between (a fast one runs non-stop, a regional one calls at the small stations):
    every row has one, not FR 7420 alone without (review r63 0022)."""
    if via:
        return content.ui("apps.tr.via", x=", ".join(via))
    fast = operator in content.ui_list("apps.tr.nonstop_ops")
    return content.ui("apps.tr.nonstop" if fast else "apps.tr.stopping")


def via_lines(content: Content, via: list[str], weight: Counter[str],
              operator: str) -> dict[str, Any]:
    """A row's ``via_line`` and, for a board too narrow for all its main stops, the same
    via with fewer of them (``via_short``, the main ones kept): a board names fewer stops,
    never "via Firenze Santa Maria Novella, Bologna Centrale, Milano Cent…" (wave 22)."""
    return {"via_line": via_line(content, via, operator),
            "via_short": [via_line(content, main_stops(via, weight, n), operator)
                          for n in range(len(via) - 1, 0, -1)]}


def last_departure(line: dict[str, Any], hops: int) -> int:
    """The minute of the day of a service's last train: a long-distance one (a line with
    catering) arrives by half past eleven at about 37 minutes a stop (no London train
    leaves Edinburgh at 22:34, r96 0017); a regional one runs to about a quarter to
    midnight, its last train home leaving up to 90 minutes before."""
    if line.get("catering"):
        return 23 * 60 + 30 - 37 * hops
    return 23 * 60 + 45 - min(90, 12 * hops)


def departures(services: list[dict[str, Any]], start: int,
                n: int) -> list[tuple[int, dict[str, Any], int]]:
    """The next ``n`` departures after minute ``start``: (minute, service, train number).
    Slot ``j`` of a service leaves ``headway`` minutes after slot ``j - 1``, moved by the
    slot's own minute or two (``shift``, a long-distance train only) and left out where the
    timetable thins (``skip``); its trains are numbered in
    steps of two, one number a slot."""
    deps = []
    for s in services:
        hour = start - start % 60
        for j in range(-1, 2 * n + 2):
            minute = hour + s["first"] + j * s["headway"] + s["shift"][j % len(s["shift"])]
            if minute >= 24 * 60:  # the board shows today's trains, none after midnight
                break
            if minute > s.get("last", 24 * 60):  # none after the route's last train
                break
            if minute > start and not s["skip"][j % len(s["skip"])]:
                deps.append((minute, s, s["number"] + 2 * (hour // s["headway"] + j + 1)))
    return sorted(deps, key=lambda x: (x[0], x[2]))[:n]


def board_departures(services: list[dict[str, Any]], start: int,
                     n: int) -> tuple[int, list[tuple[int, dict[str, Any], int]]]:
    """(start, the next ``n`` departures after it), the start an hour earlier while fewer
    than two destinations have trains still to come (a board is not one line's last hour
    once the long-distance trains have stopped for the night)."""
    deps = departures(services, start, n)
    while len({d[1]["dest"] for d in deps}) < 2 and start > 6 * 60:
        start -= 60
        deps = departures(services, start, n)
    return start, deps
