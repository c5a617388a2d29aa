"""One person, one avatar: the colour of a person's avatar follows from the person.

The kit's two person palettes (``messages.AVATAR_COLOURS`` and ``web.AVATARS``) hand a
surface a colour per row or per post; a mail list then drew the same sender in four colours.
A colour taken from either palette means "this person's colour", and the avatar drawers
(``chrome.avatar``, ``messages.avatar_shape``) replace it with the one that follows from the
initials they print, so every avatar of one person on a page agrees. A colour outside the
palettes (a grey contact, a brand's own colour) is kept as given.

A person may have uploaded a profile photo (``has_photo``: in a chat or a social app most
did, in a mail client fewer); their avatar is then that photo (``photo_avatar``,
generator.page.portrait), the same on every row, with no initials.
"""

from __future__ import annotations

import zlib
from functools import lru_cache

from generator import languages
from generator.content.names import first_names
from generator.page import Page

RGB = tuple[int, int, int]

PERSON_COLOURS: list[RGB] = [(66, 133, 244), (219, 68, 55), (15, 157, 88), (171, 71, 188),
                             (255, 112, 67), (0, 137, 123), (121, 85, 72), (57, 73, 171),
                             (216, 27, 96), (84, 110, 122)]
# every colour a surface may pick from the person palettes (web's indigo differs slightly)
_PALETTE = frozenset(PERSON_COLOURS) | {(63, 81, 181)}


def person_colour(initials: str) -> RGB:
    """The avatar colour of whoever shows these initials (a stable hash, not Python's)."""
    key = 0
    for c in initials.strip().upper():
        key = (key * 131 + ord(c)) % 1_000_003
    # mixed, so initials one letter apart (KJ, KO) rarely share a colour
    return PERSON_COLOURS[(key * 2_654_435_761 >> 13) % len(PERSON_COLOURS)]


def avatar_colour(initials: str, given: RGB) -> RGB:
    """``given`` unless it is a person-palette colour, which becomes the person's own."""
    return person_colour(initials) if tuple(given) in _PALETTE else given


def _hash(text: str) -> int:
    return zlib.crc32(text.strip().encode())


@lru_cache(maxsize=4096)
def name_sex(name: str) -> str:
    """"f" or "m" for a person whose first name the six languages list for one sex only,
    "" for a name of both, an unknown one or no person's (a team, a shop, "Acme Support")."""
    first = name.split()[0] if name.split() else ""
    sexes = set()
    for lang in languages.codes():
        male, female = first_names(languages.fact(lang, "faker_locale", str))
        if first in male:
            sexes.add("m")
        if first in female:
            sexes.add("f")
    return sexes.pop() if len(sexes) == 1 else ""


def has_photo(name: str, share: float) -> bool:
    """Whether ``name`` uploaded a profile photo in an app where ``share`` of the people
    did: a person (``name_sex`` knows them), chosen by a stable hash of the name, so every
    avatar of one person on a page agrees."""
    return share > 0 and (_hash(name) % 1000) < share * 1000 and bool(name_sex(name))


def photo_avatar(page: Page, x: int, y: int, name: str, size: int, square: bool = False
                 ) -> None:
    """The person's profile photo in a ``size`` disc (or a rounded square)."""
    page.portrait((x, y, x + size, y + size), _hash(name), name_sex(name),
                  max(4, size // 6) if square else None)
