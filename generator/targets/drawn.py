"""Whether a region is drawn as what an instruction's noun calls it.

An instruction names the region "card" or "card <label>" with the language's card noun ("en
la tarjeta", "in der Karte „Kalorien“"); a reader looks for a card there. Readers of 0.25.0
met "en la tarjeta" on a recipe page that draws no card (its unboxed layout) and on a phone
screen the card fills edge to edge: such a region is no card to a reader and is never named.
"""

from __future__ import annotations

from generator.geometry import PageGeometry, Region

# how far a card's drawn shape may lie from its region's box (a shadow, a border's stroke)
SLACK = 12
# a region this share of the page wide is the page itself, whatever is drawn under it
PAGE_WIDE = 0.97


def card_noun(name: str) -> bool:
    """Whether an instruction names region ``name`` with the card noun."""
    return name == "card" or name.startswith("card ")


def drawn_as_card(geo: PageGeometry, reg: Region) -> bool:
    """A card shape (a panel named "card") drawn around region ``reg``, narrower than the
    page."""
    x1, y1, x2, y2 = reg.box
    if x2 - x1 >= PAGE_WIDE * geo.width:
        return False
    return any(s.kind == "card" and abs(s.box[0] - x1) <= SLACK and abs(s.box[1] - y1) <= SLACK
               and abs(s.box[2] - x2) <= SLACK and abs(s.box[3] - y2) <= SLACK
               for s in geo.shapes)
