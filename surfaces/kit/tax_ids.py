"""A person's tax number as the country's forms print it, valid by the country's own rule:
a US social security number (never area 000, 666 or 9xx), the German Steuer-ID (eleven
digits, no leading zero), the French numéro fiscal (thirteen digits starting 0-3), the
Spanish NIF (eight digits and their check letter), the Italian codice fiscale (built from
the surname, the first name, a birth date and a town code, with its check letter) and the
Dutch burgerservicenummer (nine digits passing the eleven test). Also the sheet ("hoja") of
a Spanish company in the Registro Mercantil, prefixed by the letters of its province."""

from __future__ import annotations

import unicodedata

import numpy as np

NIF_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"
CF_MONTHS = "ABCDEHLMPRST"
# the Belfiore codes of a few large towns (Rome, Milan, Naples, Turin, Bologna, Florence)
CF_TOWNS = ["H501", "F205", "F839", "L219", "A944", "D612"]
MALE_A = {"Andrea", "Luca", "Nicola", "Mattia", "Elia", "Enea", "Battista", "Gianluca"}
_CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10,
           22, 25, 24, 23]


def _digits(rng: np.random.Generator, n: int) -> str:
    return "".join(str(int(d)) for d in rng.integers(0, 10, n))


def nif_letter(number: str) -> str:
    return NIF_LETTERS[int(number) % 23]


def bsn_valid(bsn: str) -> bool:
    total = sum(w * int(c) for w, c in zip(range(9, 1, -1), bsn[:8], strict=True))
    return len(bsn) == 9 and (total - int(bsn[8])) % 11 == 0


def _cf_part(word: str, first_name: bool) -> str:
    plain = unicodedata.normalize("NFKD", word.upper())
    letters = [c for c in plain if c.isascii() and c.isalpha()]
    cons = [c for c in letters if c not in "AEIOU"]
    vows = [c for c in letters if c in "AEIOU"]
    if first_name and len(cons) > 3:
        cons = [cons[0], cons[2], cons[3]]
    return "".join(cons + vows + ["X", "X", "X"])[:3]


def cf_check(body: str) -> str:
    """The control letter of the first fifteen characters of a codice fiscale."""
    total = 0
    for i, c in enumerate(body):
        k = int(c) if c.isdigit() else ord(c) - 65
        total += _CF_ODD[k] if i % 2 == 0 else k
    return chr(65 + total % 26)


def codice_fiscale(rng: np.random.Generator, first: str, last: str) -> str:
    year, month, day = int(rng.integers(45, 100)), int(rng.integers(0, 12)), int(rng.integers(1, 29))
    if first[-1:] == "a" and first not in MALE_A:  # a woman's birth day counts from 41
        day += 40
    body = (_cf_part(last, False) + _cf_part(first, True) + f"{year:02d}" + CF_MONTHS[month]
            + f"{day:02d}" + CF_TOWNS[int(rng.integers(len(CF_TOWNS)))])
    return body + cf_check(body)


def personal_tax_id(rng: np.random.Generator, country: str, first: str, last: str) -> str:
    """The tax number of ``first last`` in ``country`` (US DE FR ES IT NL)."""
    if country == "US":
        area = int(rng.integers(1, 900))
        area = 667 if area == 666 else area
        return f"{area:03d}-{int(rng.integers(1, 100)):02d}-{int(rng.integers(1, 10000)):04d}"
    if country == "DE":
        d = str(int(rng.integers(1, 10))) + _digits(rng, 10)
        return f"{d[:2]} {d[2:5]} {d[5:8]} {d[8:]}"
    if country == "FR":
        d = str(int(rng.integers(0, 4))) + _digits(rng, 12)
        return f"{d[:2]} {d[2:4]} {d[4:7]} {d[7:10]} {d[10:]}"
    if country == "ES":
        d = str(int(rng.integers(1, 8))) + _digits(rng, 7)
        return d + nif_letter(d)
    if country == "IT":
        return codice_fiscale(rng, first, last)
    if country == "NL":
        while True:
            d = str(int(rng.integers(1, 10))) + _digits(rng, 8)
            if bsn_valid(d):
                return f"{d[:4]}.{d[4:6]}.{d[6:]}"
    raise KeyError(country)


# the Registro Mercantil sheet prefix of each Spanish province, by the first two digits of
# its postcodes (the INE province code): Álava VI ... Bizkaia BI ... Melilla ML
HOJA_PREFIX = {
    "01": "VI", "02": "AB", "03": "A", "04": "AL", "05": "AV", "06": "BA", "07": "PM",
    "08": "B", "09": "BU", "10": "CC", "11": "CA", "12": "CS", "13": "CR", "14": "CO",
    "15": "C", "16": "CU", "17": "GI", "18": "GR", "19": "GU", "20": "SS", "21": "H",
    "22": "HU", "23": "J", "24": "LE", "25": "L", "26": "LO", "27": "LU", "28": "M",
    "29": "MA", "30": "MU", "31": "NA", "32": "OR", "33": "O", "34": "P", "35": "GC",
    "36": "PO", "37": "SA", "38": "TF", "39": "S", "40": "SG", "41": "SE", "42": "SO",
    "43": "T", "44": "TE", "45": "TO", "46": "V", "47": "VA", "48": "BI", "49": "ZA",
    "50": "Z", "51": "CE", "52": "ML",
}


def hoja_mercantil(rng: np.random.Generator, postcode: str) -> str:
    """The Registro Mercantil sheet of a company whose seat has ``postcode``: the
    province's letters and the sheet number, six digits in Madrid and Barcelona (their
    registers passed 100,000 sheets long ago), five elsewhere, never with a leading zero."""
    prefix = HOJA_PREFIX[postcode[:2]]
    width = 6 if prefix in ("M", "B") else 5
    return f"{prefix}-{int(rng.integers(10 ** (width - 1), 10 ** width))}"


def kvnr_check(body: str) -> str:
    """The check digit of a German health-insurance number (Krankenversichertennummer):
    the letter as its two-digit place in the alphabet, then the eight digits, weighted
    1, 2, 1, 2 ... with the digit sums of the products added up, modulo 10."""
    digits = f"{ord(body[0]) - 64:02d}" + body[1:9]
    total = 0
    for k, c in enumerate(digits):
        product = int(c) * (1 if k % 2 == 0 else 2)
        total += product // 10 + product % 10
    return str(total % 10)


def kvnr(rng: np.random.Generator) -> str:
    """A German health-insurance number: a capital letter, eight digits and the check digit
    ("A123456780"), as the card and the insurer's portal print it."""
    body = chr(65 + int(rng.integers(0, 26))) + _digits(rng, 8)
    return body + kvnr_check(body)
