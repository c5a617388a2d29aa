"""The words a departure board's notices are sorted by (a delay, the bar, quiet coaches,
seat reservations) and the short names of train categories on its badges."""

from __future__ import annotations

# How a board abbreviates a train category (Frecciarossa is "FR", never "F"); several words
# otherwise by their initials ("Media Distancia" -> "MD"), one word as it is.
SHORT = {"Frecciarossa": "FR", "Frecciargento": "FA", "Frecciabianca": "FB", "Intercity": "IC",
         "Regionale": "R", "Italo": "ITA", "TGV INOUI": "TGV", "Intercités": "IC",
         "CrossCountry": "XC"}

DELAY_WORDS = ("delay", "verspät", "retard", "retraso", "ritard", "vertraging", "minuten later")
# A notice about a train's bar or bistro names a train that has one (an ICE, not an RB or a
# Northern stopping train); one about quiet or family coaches needs such a train on the board.
CATERING_WORDS = ("café bar", "trolley", "bordbistro", "bordservice", "catering", "restauratie",
                  "servizio bar", "bar di bordo", "carrello ristoro", "cafetería", "voiture-bar")
QUIET_WORDS = ("quiet zone", "family area", "ruhebereich", "familienbereich", "stilte")
# A notice about seat (or group) reservations names a train that takes them (w14f.rail_reserve:
# a DB ICE, a TGV, an AVE; never an NS Intercity or a regional train, which have none).
RESERVE_WORDS = ("seat reservation", "reserving a seat", "booking a seat",
                 "reserved for a group", "sitzplatzreservierung", "für eine gruppe reserviert",
                 "réservation", "réservée à un groupe", "riservata a un gruppo", "reserva de plaza", "reservado para un grupo",
                 "prenotazione del posto", "zitplaatsreservering", "reserveren van een zitplaats",
                 "gereserveerd voor een groep")

__all__ = ["CATERING_WORDS", "DELAY_WORDS", "QUIET_WORDS", "RESERVE_WORDS", "SHORT"]
