"""Spanish content. Formats live here; texts are merged from this package's modules."""

from generator.content.merge import merged

FAKER_LOCALE = "es_ES"
DATE_FORMAT = "{d} de {month} de {y}"
MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"]
TIME_FORMAT = "{h:02d}:{m:02d}"

_KEYS = merged(__name__)
SENTENCES, TITLES, SLOTS, UI = _KEYS["SENTENCES"], _KEYS["TITLES"], _KEYS["SLOTS"], _KEYS["UI"]
