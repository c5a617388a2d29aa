"""One person, one avatar: the colour of a person's avatar follows from the person.

The kit's two person palettes (``messages.AVATAR_COLOURS`` and ``web.AVATARS``) hand a
surface a colour per row or per post; a mail list then drew the same sender in four colours.
A colour taken from either palette means "this person's colour", and the avatar drawers
(``chrome.avatar``, ``messages.avatar_shape``) replace it with the one that follows from the
initials they print, so every avatar of one person on a page agrees. A colour outside the
palettes (a grey contact, a brand's own colour) is kept as given.
"""

from __future__ import annotations

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
