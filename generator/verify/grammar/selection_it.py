"""Italian vocabulary of the selection (drag) instructions (see selection_en.py)."""

SELECT = ["seleziona", "selezioni", "selezionare", "evidenzia", "evidenzi", "evidenziare",
          "selezione", "trascina", "trascini"]
FROM = ["da", "dal", "dalla"]
TO = ["a", "fino a", "al", "alla", "fino al", "fino alla"]
PART_IN = ["in", "della parola", "dentro", "dentro a", "di", "nella parola"]
SUBSTRING = {
    "decimals": ["decimali", "cifre dopo la virgola", "parte decimale"],
    "domain": ["dominio", "nome di dominio", "il dominio"],
    "extension": ["estensione", "estensione del file", "l'estensione",
                  "l'estensione del file"],
}
