"""Where a flight boards at the airports of ``apps_airport`` and what number it flies under:
each airport's gate letters and the terminal of each (Schiphol has one terminal and prints
none), which piers are Schengen and which not (a flight between two Schengen countries never
boards at a passport-controlled pier: AMS->MUC from B, C or D, never G), and each carrier's
mainline flight numbers (LH 23xx between Munich and Amsterdam, not a codeshare LH 5725).
Rough public facts, kept small: a letter not listed under a zone serves both."""

from __future__ import annotations

import numpy as np

# airports inside the Schengen area (London and New York are not)
SCHENGEN = {"CDG", "FRA", "AMS", "MAD", "FCO", "MUC", "BCN", "LIS", "VIE", "ZRH", "MXP", "ATH",
            "CPH"}
STAR = {"LH", "LX", "OS", "SK", "TP", "A3"}  # Star Alliance: Lufthansa's terminals
SKYTEAM = {"AF", "KL", "DL", "AZ"}

# (gate letter -> terminal) at each airport; "" as the terminal: the airport prints none
GATES = {"CDG": {"F": "2F", "G": "2G", "K": "2E", "L": "2E", "M": "2E"},  # Air France's halls
         "LHR": {"": "4"}, "AMS": dict.fromkeys("BCDEFGHM", ""),
         "FRA": {"D": "2", "E": "2"}, "MUC": {"A": "1", "B": "1", "C": "1", "D": "1"},
         "MAD": {"A": "1", "B": "1", "C": "2", "D": "2", "J": "4", "K": "4", "M": "4S",
                 "R": "4S", "S": "4S", "U": "4S"},
         "BCN": {"A": "1", "B": "1", "C": "1", "D": "1", "E": "1", "U": "2", "W": "2", "Y": "2"},
         "FCO": {"A": "1", "B": "1", "C": "3", "D": "3", "E": "3"},
         "MXP": {"A": "1", "B": "1"}, "JFK": {"A": "4", "B": "4"},
         "LIS": {"": "1"}, "VIE": {"B": "1", "C": "1", "D": "1", "F": "3", "G": "3"},
         "ZRH": {"A": "1", "B": "2", "D": "2", "E": "E"},
         "ATH": {"A": "", "B": ""}, "CPH": dict.fromkeys("ABCDEF", "3")}
# carriers with their own part of an airport: Lufthansa and partners in FRA T1 and MUC T2 and
# CDG T1, BA and Iberia in LHR T5, Iberia in MAD T4, other non-SkyTeam carriers at CDG in 2A-2D
OWN = {("FRA", "star"): {"A": "1", "B": "1", "C": "1", "Z": "1"},
       ("MUC", "star"): {"G": "2", "H": "2", "K": "2", "L": "2"},
       ("CDG", "star"): {"": "1"}, ("CDG", "other"): {"A": "2A", "B": "2B", "C": "2C", "D": "2D"},
       ("LHR", "BA"): {"A": "5", "B": "5", "C": "5"}, ("LHR", "IB"): {"A": "5", "B": "5", "C": "5"},
       ("LHR", "star"): {"A": "2", "B": "2"}, ("LHR", "DL"): {"": "3"},
       # JFK: Delta, KLM and Swiss in T4 (A/B), Air France, ITA, Lufthansa, TAP and Austrian
       # in T1, BA and Iberia in T8 (r90 0009: Air France in "TERMINAL 4"); a carrier not
       # known there prints no terminal
       **{("JFK", c): {"": "1"} for c in ("AF", "AZ", "LH", "TP", "OS")},
       **{("JFK", c): {"": "8"} for c in ("BA", "IB")}, ("JFK", "LX"): {"A": "4", "B": "4"},
       ("JFK", "star"): {"": ""}, ("JFK", "other"): {"": ""}, ("JFK", "SK"): {"": ""}}
# the Schengen ("S") and passport-controlled ("N") piers; a letter in neither serves both
ZONES = {"AMS": {"S": "BCD", "N": "EFGHM"}, "FRA": {"S": "AD", "N": "BCZE"},
         "MUC": {"S": "GK", "N": "HL"}, "CDG": {"S": "FGBD", "N": "KLMAC"},
         "MAD": {"S": "CDJK", "N": "ABMRSU"}, "BCN": {"S": "ABC", "N": "DE"},
         "FCO": {"S": "AB", "N": "E"}, "MXP": {"S": "A", "N": "B"}, "VIE": {"S": "BF", "N": "CG"},
         "ZRH": {"S": "AB", "N": "DE"}, "ATH": {"S": "A", "N": "B"}, "CPH": {"S": "AB", "N": "DE"}}


def layout(iata: str, code: str) -> dict[str, str]:
    """The gate letters (and their terminals) a carrier of ``code`` boards from at ``iata``."""
    if iata == "MAD":
        home = code == "IB"
        return {k: v for k, v in GATES[iata].items() if v.startswith("4") == home}
    group = "star" if code in STAR else "other" if code not in SKYTEAM else ""
    return OWN.get((iata, code)) or OWN.get((iata, group)) or GATES[iata]


def schengen(a: str, b: str) -> bool:
    """Whether a flight from ``a`` to ``b`` stays inside the Schengen area (no passports)."""
    return a in SCHENGEN and b in SCHENGEN


def gate_letters(iata: str, code: str, inside: bool) -> dict[str, str]:
    """The letters of ``layout`` a flight boards from: a Schengen flight at a Schengen pier,
    another at a passport-controlled one (all of them when the airport has no such split)."""
    options = layout(iata, code)
    other = ZONES.get(iata, {}).get("N" if inside else "S", "")
    return {k: v for k, v in options.items() if not k or k not in other} or options


def gate(rng: np.random.Generator, iata: str, code: str, to: str) -> tuple[str, str]:
    """A gate for the flight from ``iata`` to ``to`` and its terminal ("" where the airport
    prints none); Lisbon and CDG T1 number their gates without a letter."""
    options = gate_letters(iata, code, schengen(iata, to))
    letter = sorted(options)[int(rng.integers(0, len(options)))]
    top = 50 if letter else 13 if iata == "JFK" else 60  # JFK T1 and T8: gates 1-12
    return f"{letter}{int(rng.integers(1, top))}", options[letter]


# each carrier's mainline numbers: (within Europe, across the Atlantic); Lufthansa numbers
# its Frankfurt flights 9xx-14xx and its Munich ones 16xx-25xx (LH 2300-2309 to Amsterdam)
NUMBERS = {"BA": ((300, 999), (100, 199)), "AF": ((1000, 1999), (1, 99)),
           "KL": ((1000, 1999), (600, 699)), "IB": ((3000, 3999), (6200, 6299)),
           "VY": ((1000, 8999), (1000, 8999)), "AZ": ((100, 599), (600, 699)),
           "TP": ((400, 1399), (200, 209)), "OS": ((100, 999), (80, 99)),
           "LX": ((300, 1999), (10, 29)), "A3": ((600, 999), (600, 999)),
           "SK": ((400, 1999), (900, 999)), "DL": ((1, 499), (1, 499)),
           "LH": ((900, 1499), (400, 499))}
LH_MUC = {"AMS": (2300, 2309)}


def flight_number(rng: np.random.Generator, code: str, a: str, b: str) -> int:
    """A mainline number of ``code`` for a flight between ``a`` and ``b``."""
    lo, hi = NUMBERS[code][1 if "JFK" in (a, b) else 0]
    if code == "LH" and "MUC" in (a, b) and "JFK" not in (a, b):
        lo, hi = LH_MUC.get(b if a == "MUC" else a, (1600, 2599))
    return int(rng.integers(lo, hi + 1))
