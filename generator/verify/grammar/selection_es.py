"""Spanish vocabulary of the selection (drag) instructions (see selection_en.py)."""

SELECT = ["selecciona", "seleccione", "seleccionar", "resalta", "resalte", "resaltar",
          "selección", "arrastra", "arrastre"]
FROM = ["desde", "de"]
TO = ["hasta", "a"]
PART_IN = ["en", "de la palabra", "dentro de", "de", "en la palabra"]
SUBSTRING = {
    "decimals": ["decimales", "cifras después de la coma", "parte decimal",
                 "dígitos después de la coma"],
    "domain": ["dominio", "nombre de dominio"],
    "extension": ["extensión", "extensión del archivo"],
}
