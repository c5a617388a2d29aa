"""Dutch vocabulary of the selection (drag) instructions (see selection_en.py)."""

SELECT = ["selecteer", "selecteren", "markeer", "markeren", "selectie", "sleep", "slepen"]
FROM = ["van", "vanaf"]
TO = ["tot en met", "tot", "t/m", "tot aan"]
PART_IN = ["in", "binnen", "van", "in het woord"]
SUBSTRING = {
    "decimals": ["cijfers achter de komma", "decimalen", "cijfers na de komma"],
    "domain": ["domein", "domeinnaam"],
    "extension": ["bestandsextensie", "extensie", "bestandsnaamextensie"],
}
