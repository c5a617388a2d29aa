"""English content. Formats live here; texts are merged from this package's modules."""

from generator.content.merge import merged

FAKER_LOCALE = "en_US"
DATE_FORMAT = "{mon} {d}, {y}"
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
TIME_FORMAT = "{h12}:{m:02d} {ampm}"

_KEYS = merged(__name__)
SENTENCES, TITLES, SLOTS, UI = _KEYS["SENTENCES"], _KEYS["TITLES"], _KEYS["SLOTS"], _KEYS["UI"]
