"""Italian content. Formats live here; texts are merged from this package's modules."""

from generator.content.merge import merged

FAKER_LOCALE = "it_IT"
DATE_FORMAT = "{d} {month} {y}"
MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"]
TIME_FORMAT = "{h:02d}:{m:02d}"

_KEYS = merged(__name__)
SENTENCES, TITLES, SLOTS, UI = _KEYS["SENTENCES"], _KEYS["TITLES"], _KEYS["SLOTS"], _KEYS["UI"]
