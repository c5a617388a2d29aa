"""German content. Formats live here; texts are merged from this package's modules."""

from generator.content.merge import merged

FAKER_LOCALE = "de_DE"
DATE_FORMAT = "{dd}.{mm}.{y}"
MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"]
TIME_FORMAT = "{h:02d}:{m:02d}"

_KEYS = merged(__name__)
SENTENCES, TITLES, SLOTS, UI = _KEYS["SENTENCES"], _KEYS["TITLES"], _KEYS["SLOTS"], _KEYS["UI"]
