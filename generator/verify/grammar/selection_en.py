"""English vocabulary of the selection (drag) instructions, read by
generator/verify/selection (written from the language, not from the templates)."""

# A selection instruction names the act of selecting.
SELECT = ["select", "selected", "highlight", "drag", "selection"]
# A range: FROM "a" TO "b" (both words included).
FROM = ["from"]
TO = ["to", "through", "up to", "until", "till", "thru"]
# A part of one token: what stands between the quoted part and the quoted host.
PART_IN = ["in", "of", "inside", "inside the word", "within", "within the word",
           "in the word"]
# Parts of a token named by what they are (the token is the one quoted text).
SUBSTRING = {
    "decimals": ["digits after the decimal point", "digits after the point", "decimals",
                 "decimal places", "decimal part", "digits after the decimal separator"],
    "domain": ["domain", "domain name", "domain part"],
    "extension": ["file extension", "extension", "file-name extension"],
}
