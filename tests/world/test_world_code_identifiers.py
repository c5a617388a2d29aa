"""German identifiers transliterate umlauts the way German programmers do ("prüfprotokoll"
-> "pruefprotokoll", never "prufprotokoll"; review2 0024 "dateiwachter.py")."""

from __future__ import annotations

from surfaces.kit.code import ascii_name


def test_ascii_name_transliterates_german() -> None:
    assert ascii_name("Prüfprotokoll", "de") == "pruefprotokoll"
    assert ascii_name("Dateiwächter", "de") == "dateiwaechter"
    assert ascii_name("Größe der Datei", "de") == "groesse_der_datei"
    assert ascii_name("Café crème", "fr") == "cafe_creme"
    assert ascii_name("pingüino", "es") == "pinguino"

