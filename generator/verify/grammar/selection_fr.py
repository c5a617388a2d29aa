"""French vocabulary of the selection (drag) instructions (see selection_en.py)."""

SELECT = ["sélectionnez", "sélectionne", "sélectionner", "surlignez", "surligne",
          "surligner", "sélection", "faites glisser", "fais glisser"]
FROM = ["de", "depuis", "à partir de"]
TO = ["à", "jusqu'à", "jusqu'au"]
PART_IN = ["dans", "du mot", "de", "au sein de", "dans le mot"]
SUBSTRING = {
    "decimals": ["chiffres après la virgule", "partie décimale", "décimales"],
    "domain": ["domaine", "nom de domaine"],
    "extension": ["extension", "extension du fichier", "extension de fichier",
                  "l'extension", "l'extension du fichier"],
}
