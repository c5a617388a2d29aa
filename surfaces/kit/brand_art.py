"""Logos, avatars, album covers and app screenshots that show their subject instead of a
bare coloured square or gradient:

- ``monogram``: an org's or person's initials on a coloured rounded square or circle, as
  Slack, Gmail or Jira draw a logo or avatar with no picture;
- ``album_cover``: a typographic cover, a bold shape and the album's title (page text);
- ``app_screen``: a phone screenshot of an app (header in the app's accent, cards, list
  rows, a map, a chart; kit.app_screens), for an app store's preview strip.
"""

from __future__ import annotations

from typing import Any

from generator.layout import Style, measure
from generator.page import Page
from surfaces.kit.app_screens import app_screen  # noqa: F401 (drawn in kit.app_screens)
from surfaces.kit.stage import RGB, Box, Stage, luma, mix

TILE_COLOURS: list[RGB] = [(66, 133, 244), (219, 68, 55), (15, 157, 88), (171, 71, 188),
                           (245, 124, 0), (0, 137, 123), (121, 85, 72), (57, 73, 171),
                           (216, 27, 96), (84, 110, 122)]
COVERS: list[tuple[RGB, RGB, RGB]] = [((236, 226, 208), (200, 60, 50), (30, 30, 34)),
                                      ((24, 28, 44), (240, 190, 70), (240, 240, 236)),
                                      ((210, 90, 70), (250, 220, 160), (255, 255, 255)),
                                      ((40, 110, 120), (240, 120, 90), (250, 250, 245)),
                                      ((245, 240, 232), (40, 60, 120), (40, 60, 120)),
                                      ((120, 60, 130), (250, 170, 150), (255, 255, 255)),
                                      ((20, 20, 22), (220, 220, 220), (255, 255, 255)),
                                      ((250, 200, 60), (30, 30, 30), (30, 30, 30))]
STOP = {"and", "und", "et", "y", "e", "en", "van", "de", "der", "di", "la", "le", "the", "of",
        "del", "des", "du", "von", "&", "-", "–", "·"}


def initials_of(name: str) -> str:
    """Two letters for a name: first and last word's initials, skipping "and", "&", "GmbH"
    style fillers; a one-word name gives one letter ("Quillbox" -> "Q")."""
    words = [w for w in name.replace("-", " ").split() if w[:1].isalnum()
             and w.lower() not in STOP]
    if not words:
        return "?"
    if len(words) == 1:
        return words[0][0].upper()
    return (words[0][0] + words[1][0]).upper()


# the particles of a family name ("De Luca", "van der Berg", "de la Fuente", "Du Pont")
PARTICLES = {"de", "di", "da", "del", "della", "dei", "degli", "des", "du", "d'", "le", "la",
             "lo", "van", "von", "der", "den", "ten", "ter", "vom", "zu", "dos", "das"}
TITLES = {"dr.", "dr", "prof.", "mr.", "mrs.", "ms.", "mme", "m.", "sr.", "sra.", "dott.",
          "dott.ssa", "ing.", "herr", "frau", "dhr.", "mevr."}


def person_initials(name: str) -> str:
    """A person's avatar letters: the given name's and the family name's initials, the family
    name being the last word or, with a particle, everything from it, read by its first
    capital ("Massimo De Luca" -> "MD" as the surname "De Luca" files under D, "Jan van der
    Berg" -> "JB", "José de la Fuente" -> "JF", "Jean-Pierre Dupont" -> "JD", "María José
    García" -> "MG"); one word gives one letter, a handle without letters "?"."""
    words = [w for w in name.split() if w[:1].isalnum() or w[:1] == "'"]
    words = [w for w in words if w.lower() not in TITLES] or words
    words = [w for w in words if w.lower() not in STOP - PARTICLES]
    if not words or not words[0][:1].isalnum():
        return "?"
    if len(words) == 1:
        return words[0][0].upper()
    start = next((k for k in range(1, len(words) - 1)
                  if words[k].lower().rstrip("'") in PARTICLES
                  or words[k].lower()[:2] == "d'"), len(words) - 1)
    family = " ".join(words[start:])
    capital = next((c for c in family if c.isupper()), family[0])
    return (words[0][0] + capital).upper()


def tile_colour(name: str) -> RGB:
    """The tile colour a name always gets (the same org or person keeps one colour)."""
    return TILE_COLOURS[sum(map(ord, name)) % len(TILE_COLOURS)]


def monogram(page: Page, typo: dict[str, Any], box: Box, name: str,
             colour: RGB | None = None, circle: bool = False, what: str = "logo",
             letters: int = 2, role: str = "chrome") -> str:
    """``name``'s initials (at most ``letters``) on a coloured rounded square (or a
    circle), as text of ``role`` (a letterhead's printed logo is "text"); returns them."""
    x1, y1, x2, y2 = box
    size = min(x2 - x1, y2 - y1)
    colour = colour or tile_colour(name)
    if circle:
        page.ellipse(box, colour, name=what)
    else:
        page.rect(box, colour, radius=max(3, size // 5), name=what)
    text = (person_initials(name) if what == "avatar" else initials_of(name))[:letters]
    ink = (255, 255, 255) if luma(colour) < 170 else (30, 30, 34)
    st = Style(family=typo["ui"], size=max(8, round(size * (0.4 if len(text) > 1 else 0.5))),
               color=ink, bold=True)
    w = measure(text, st)[0]
    page.label(x1 + round((x2 - x1 - w) / 2), y1 + (y2 - y1 - round(st.size * 2.2)) // 2, text,
               st, role=role)
    return text


def _cover_shape(s: Stage, kind: int, ink: RGB, bg: RGB) -> None:
    style = kind % 5
    if style == 0:  # a big sun disc
        s.oval(0.3, 0.12, 0.9, 0.72, ink)
    elif style == 1:  # concentric rings
        for k in range(4):
            d = k * 0.08
            s.oval(0.2 + d, 0.1 + d, 0.86 - d, 0.76 - d, None, ink if k % 2 == 0 else
                   mix(ink, bg, 0.5), 0.03)
    elif style == 2:  # diagonal bands
        for k in range(3):
            o = k * 0.18
            s.poly([(0.06 + o, 0.72), (0.2 + o, 0.72), (0.5 + o, 0.08), (0.36 + o, 0.08)],
                   mix(ink, bg, k * 0.3))
    elif style == 3:  # a horizon: sea and sun
        s.rect(0, 0.48, 1, 0.74, mix(ink, bg, 0.4))
        s.oval(0.36, 0.22, 0.64, 0.5, ink)
    else:  # two mountains
        s.poly([(0, 0.74), (0.34, 0.2), (0.62, 0.74)], ink)
        s.poly([(0.4, 0.74), (0.7, 0.34), (1, 0.74)], mix(ink, bg, 0.45))


def album_cover(page: Page, typo: dict[str, Any], box: Box, title: str, kind: int,
                name: str = "cover") -> None:
    """A square cover: a flat colour, a bold shape and, on covers 90 px or larger, the
    album's title set small in the lower left (a label, like real cover type)."""
    x1, y1, x2, y2 = box
    bg, ink, type_ink = COVERS[kind % len(COVERS)]
    page.rect(box, bg, name=name)
    s = Stage(page, box, square=False)
    _cover_shape(s, kind // len(COVERS) + kind, ink, bg)
    size = min(x2 - x1, y2 - y1)
    if size < 90 or not title:
        return
    st = Style(family=typo.get("head", typo["ui"]), size=max(10, size // 11), color=type_ink,
               bold=True)
    room = x2 - x1 - size // 7
    while st.size > 9 and measure(title.upper(), st)[0] > room:
        st = st.but(size=st.size - 1)
    page.label(x1 + size // 14, y2 - size // 14 - round(st.size * 2.2), title.upper(), st,
               role="chrome", max_width=x2 - x1 - size // 7)


FILE_COLOURS: dict[str, RGB] = {"pdf": (219, 68, 55), "doc": (66, 133, 244),
                                "docx": (66, 133, 244), "xls": (15, 157, 88),
                                "xlsx": (15, 157, 88), "csv": (15, 157, 88),
                                "ppt": (245, 124, 0), "pptx": (245, 124, 0),
                                "zip": (120, 120, 128), "png": (171, 71, 188),
                                "jpg": (171, 71, 188), "txt": (84, 110, 122)}


def file_icon(page: Page, box: Box, filename: str) -> None:
    """A document with a folded corner, coloured by the file's type (a red PDF, a green
    sheet, a blue document), as mail clients mark an attachment."""
    x1, y1, x2, y2 = box
    ext = filename.rsplit(".", 1)[-1].lower() if "." in filename else ""
    colour = FILE_COLOURS.get(ext, (84, 110, 122))
    fold = max(3, (x2 - x1) // 3)
    page.polygon([(x1, y1), (x2 - fold, y1), (x2, y1 + fold), (x2, y2), (x1, y2)], colour,
                 name="icon")
    page.polygon([(x2 - fold, y1), (x2, y1 + fold), (x2 - fold, y1 + fold)],
                 mix(colour, (255, 255, 255), 0.5), name="icon")
    for k in range(2):  # two white rules on the page
        yy = y1 + (y2 - y1) * (5 + 2 * k) // 10
        page.rect((x1 + 2, yy, x2 - 3, yy + 1), (255, 255, 255), name="icon")


def heart(page: Page, cx: int, cy: int, size: int, colour: RGB, hole: RGB | None = None) -> None:
    """A heart ``size`` px wide centred on (cx, cy); with ``hole`` an outlined heart (the
    wishlist button), else a filled one."""
    import math

    def ring(scale: float) -> list[tuple[int, int]]:
        pts = []
        for k in range(36):
            t = 2 * math.pi * k / 36
            x = 16 * math.sin(t) ** 3
            y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
            pts.append((round(cx + x * size * scale / 34), round(cy - 1 - y * size * scale / 34)))
        return pts

    page.polygon(ring(1.0), colour, name="icon")
    if hole is not None:
        page.polygon(ring(0.72), hole, name="icon")


def thumbs_up(page: Page, x: int, y: int, size: int, colour: RGB) -> None:
    """A thumbs-up (a like button's glyph) in the square (x, y, x + size, y + size)."""
    f = size / 24

    def pt(u: float, v: float) -> tuple[int, int]:
        return x + round(u * f), y + round(v * f)

    page.rect((*pt(2, 10), *pt(6, 21)), colour, name="icon")  # the cuff
    page.polygon([pt(8, 10), pt(12, 3), pt(14, 3), pt(15, 5), pt(14, 9), pt(20, 9), pt(22, 11),
                  pt(20, 20), pt(18, 21), pt(8, 21)], colour, name="icon")
