"""Parcel carriers as their labels print them: the mark (the carrier's name in its own
colours, never a generic "E" for EXPRESS) and the services it sells under its own product
names (GLS BusinessParcel, Colissimo Domicile, UPS Ground). Brand data, the same in every
language; the carriers a country uses are the ``shop_carrier`` slot of its language."""

from __future__ import annotations

RGB = tuple[int, int, int]

# carrier -> (mark background, mark ink, its services)
CARRIERS: dict[str, tuple[RGB, RGB, tuple[str, ...]]] = {
    "UPS": ((53, 28, 21), (255, 181, 0), ("UPS Ground", "UPS 2nd Day Air", "UPS Next Day Air")),
    "FedEx": ((77, 20, 140), (255, 255, 255), ("FedEx Ground", "FedEx 2Day",
                                               "FedEx Express Saver")),
    "USPS": ((51, 51, 102), (255, 255, 255), ("Priority Mail", "Ground Advantage",
                                              "Priority Mail Express")),
    "DHL": ((255, 204, 0), (212, 5, 17), ("DHL Paket", "DHL Express", "DHL Kleinpaket")),
    "DPD": ((220, 0, 50), (255, 255, 255), ("DPD Classic", "DPD Predict", "DPD Express")),
    "Hermes": ((0, 113, 188), (255, 255, 255), ("Hermes Paket", "Hermes Päckchen")),
    "GLS": ((6, 30, 122), (255, 213, 0), ("GLS BusinessParcel", "GLS ExpressParcel",
                                          "GLS FlexDeliveryService")),
    "Colissimo": ((255, 205, 0), (0, 55, 125), ("Colissimo Domicile", "Colissimo Expert",
                                                 "Colissimo Point Retrait")),
    "Chronopost": ((0, 61, 165), (255, 255, 255), ("Chrono 13", "Chrono 18", "Chrono Relais")),
    "Mondial Relay": ((150, 25, 60), (255, 255, 255), ("Point Relais", "Locker",
                                                       "Livraison à domicile")),
    "Correos": ((255, 205, 0), (0, 40, 100), ("Paq Estándar", "Paq Premium", "Paq Ligero")),
    "Correos Express": ((255, 205, 0), (0, 40, 100), ("ePaq 24", "Paq 24", "Paq 14")),
    "SEUR": ((0, 40, 85), (255, 205, 0), ("SEUR 24", "SEUR 13:30", "SEUR 10")),
    "MRW": ((227, 6, 19), (255, 255, 255), ("Urgente 19", "Urgente 14", "e-Commerce")),
    "Poste Italiane": ((255, 214, 0), (0, 50, 130), ("Poste Delivery Business",
                                                     "Poste Delivery Express",
                                                     "Pacco ordinario")),
    "BRT": ((200, 16, 46), (255, 255, 255), ("BRT Express", "BRT Priority", "BRT 10:30")),
    "SDA": ((0, 80, 160), (255, 255, 255), ("SDA Extra Large", "SDA Express")),
    "PostNL": ((240, 90, 0), (255, 255, 255), ("Standaard pakket", "Avondlevering",
                                                "Verzekerservice")),
}

# carrier -> how its parcel numbers look on a label ("#" a digit, "@" a capital letter, "*"
# either, anything else as printed): a GLS parcel number has 11 digits, never DHL's 20
# (r56), a UPS one opens with "1Z", a Colissimo one with "6A", a PostNL one with "3S"
TRACKING: dict[str, str] = {
    "UPS": "1Z *** *** ## #### ####", "FedEx": "#### #### ####",
    "USPS": "9400 #### #### #### #### ##", "DHL": "0034 #### #### #### ####",
    "DPD": "#### #### #### ##", "Hermes": "#### #### #### ##", "GLS": "#### #### ###",
    "Colissimo": "6A ### ### ### ##", "Chronopost": "@@#########FR", "Mondial Relay": "#### ####",
    "Correos": "PQ4@@### #### #### #### @", "Correos Express": "#### #### #### ####",
    "SEUR": "#### #### #### ##", "MRW": "#### #### ####", "Poste Italiane": "@@#########IT",
    "BRT": "#### #### #### ###", "SDA": "#### #### #####", "PostNL": "3S@@@@#########",
}
_LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"


# a UPS number's service code by the service printed on the label ("1Z… 01 …" is Next Day
# Air, "03" Ground)
UPS_SERVICE = {"UPS Next Day Air": "01", "UPS 2nd Day Air": "02", "UPS Ground": "03"}


def ups_check_digit(body: str) -> str:
    """The check digit of a "1Z" number from the 15 characters after "1Z": letters count
    as (code - 63) mod 10, digits at even places twice, the digit tops the sum up to a
    multiple of ten."""
    values = [int(c) if c.isdigit() else (ord(c) - 63) % 10 for c in body]
    total = sum(values[0::2]) + 2 * sum(values[1::2])
    return str((10 - total % 10) % 10)


def tracking_number(rng, carrier: str, service: str = "") -> str:
    """A parcel number in ``carrier``'s own format (five groups of four digits for one
    not listed); a UPS number carries ``service``'s code and a valid check digit."""
    number = _pattern_number(rng, carrier)
    if carrier != "UPS":
        return number
    compact = number.replace(" ", "")
    body = compact[2:8] + UPS_SERVICE.get(service, compact[8:10]) + compact[10:17]
    return f"1Z {body[:3]} {body[3:6]} {body[6:8]} {body[8:12]} {body[12:15]}{ups_check_digit(body)}"


def _pattern_number(rng, carrier: str) -> str:
    out = []
    for c in TRACKING.get(carrier, "#### #### #### #### ####"):
        if c == "#":
            out.append(str(int(rng.integers(10))))
        elif c == "@":
            out.append(_LETTERS[int(rng.integers(len(_LETTERS)))])
        elif c == "*":
            pool = "0123456789" + _LETTERS
            out.append(pool[int(rng.integers(len(pool)))])
        else:
            out.append(c)
    return "".join(out)
