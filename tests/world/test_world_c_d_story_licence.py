"""installer_wizard: a licence states one install count ("one copy on one computer" and
then "può essere installato su 2 computer" was two facts): every count of devices or
copies the licence gives is the same, and no clause limits it to one or none."""

from __future__ import annotations

import re

from world_helpers import sampled

COUNT = re.compile(r"(\d+)\s+(?:copie|copies|Kopien|kopieën|dispositivi|computer|postazioni|"
                   r"equipos|usuarios|puestos|dispositivos|devices|appareils|Geräte)\b")
ONE = ("una sola copia", "un computer alla volta", "ciascuno dei tuoi dispositivi",
       "un solo equipo", "cada uno de sus dispositivos", "una copia del software en")


def test_licence_gives_one_install_count() -> None:
    counted = 0
    for lang, seed, p in sampled("installer_wizard", 60):
        text = " ".join(p["license"])
        counts = set(COUNT.findall(text))
        counted += bool(counts)
        assert len(counts) <= 1, (lang, seed, counts, text)
        if counts:
            assert not any(o in text for o in ONE), (lang, seed, text)
    assert counted > 5, counted
