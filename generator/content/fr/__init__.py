"""French content. Formats live here; texts are merged from this package's modules."""

from generator.content.merge import merged

FAKER_LOCALE = "fr_FR"
DATE_FORMAT = "{d} {month} {y}"
MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]
TIME_FORMAT = "{h:02d}:{m:02d}"

_KEYS = merged(__name__)
SENTENCES, TITLES, SLOTS, UI = _KEYS["SENTENCES"], _KEYS["TITLES"], _KEYS["SLOTS"], _KEYS["UI"]
