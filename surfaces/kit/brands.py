"""A brand name belongs to one line of business.

One build once called a hotel-booking site and a cookware shop "Driftline", and a mail
provider and a project tool "Harbor": every surface drew its site's name from one shared
list. Each sector now has its own list (the same invented names in every language), no name
is in two of them (tests/world/test_world_h_ident.py), and a surface asks for its sector's.
"""

from __future__ import annotations

from generator.content import Content

# sector -> the slot its names come from
SECTORS: dict[str, str] = {
    "goods": "web_brand",  # makers and shops: product pages, reviews, a brand's help centre
    "software": "frm_app",  # desktop and web apps: installers, dialogs, sign-ups, accounts
    "devtools": "hn_tool",  # developer tools in tech news and docs
    "gadgets": "w6p_brand",  # a press release's device line ("Aero 5")
    "travel": "w12_brand_travel",  # hotel booking
    "media": "w12_brand_media",  # music, video and streaming sites
    "property": "w12_brand_property",  # flat and house listings
    "jobs": "w12_brand_jobs",  # job boards
    "community": "w12_brand_community",  # forums, polls, events, profiles, glossaries
    "business": "w12_brand_business",  # expense, compliance and billing software
    "learning": "w12_brand_learning",  # courses, quizzes, flashcards
    "health": "w12_brand_health",  # patient portals
}


def brand(content: Content, sector: str) -> str:
    """A brand name of ``sector`` (one of ``SECTORS``), drawn from the content's own rng."""
    return content.word(SECTORS[sector])
