"""German vocabulary of the selection (drag) instructions (see selection_en.py)."""

SELECT = ["markiere", "markieren", "markiert", "wähle", "wählen", "auswahl", "auswählen",
          "ziehe", "ziehen"]
FROM = ["von", "vom", "ab"]
TO = ["bis", "bis einschließlich", "bis zu", "bis zum", "bis hin zu"]
PART_IN = ["in", "im", "von", "im wort", "innerhalb von", "aus"]
SUBSTRING = {
    "decimals": ["nachkommastellen", "ziffern hinter dem komma", "ziffern nach dem komma",
                 "dezimalstellen", "stellen nach dem komma"],
    "domain": ["domain", "domainteil", "domainname", "domainnamen", "domäne"],
    "extension": ["dateiendung", "endung des dateinamens", "dateierweiterung",
                  "dateinamenerweiterung", "endung"],
}
