"""The trade of each service a contract may be about (the ``doc_service`` words of each
language), so its supplier is a firm of that trade: IT support from an IT services firm,
office cleaning from a cleaning firm (review w13: "Bayside Dental LLC" was to "provide the IT
support"). A service a language lists that no trade here covers is not contracted."""

from __future__ import annotations

import numpy as np

from surfaces.kit import Content
from surfaces.kit.listed import SOFTWARE_WORDS, name_stem
from surfaces.kit.sector_firms import sector_firm, templates_of

_COMMON = {"it": ("software maintenance", "IT support", "web hosting"),
           "cleaning": ("office cleaning",), "catering": ("catering",),
           "translation": ("translation services",), "facility": ("facility management",),
           "security": ("security services",), "accounting": ("payroll services",),
           "print": ("print and copy services",), "waste": ("waste collection",),
           "training": ("training",), "logistics": ("courier services",)}
SERVICES: dict[str, dict[str, tuple[str, ...]]] = {
    "en": _COMMON,
    "de": {"it": ("Softwarewartung", "IT-Betreuung", "Webhosting"),
           "cleaning": ("Büroreinigung",), "catering": ("Verpflegung",),
           "translation": ("Übersetzungsleistungen",), "facility": ("Gebäudeverwaltung",)},
    "fr": {"it": ("maintenance logicielle", "assistance informatique", "hébergement web"),
           "cleaning": ("nettoyage des bureaux",), "catering": ("restauration",),
           "translation": ("traduction",), "facility": ("gestion des bâtiments",),
           "security": ("gardiennage",), "training": ("formation professionnelle",),
           "law": ("conseil juridique",), "logistics": ("transport de marchandises",),
           "accounting": ("paie externalisée",)},
    "es": {"it": ("mantenimiento de software", "soporte informático", "alojamiento web"),
           "cleaning": ("limpieza de oficinas",), "catering": ("catering",),
           "translation": ("traducción",), "facility": ("gestión de instalaciones",),
           "security": ("seguridad",), "logistics": ("mensajería",),
           "accounting": ("asesoría fiscal",), "training": ("formación",)},
    "it": {"it": ("manutenzione software", "assistenza informatica", "hosting web"),
           "cleaning": ("pulizia degli uffici",), "catering": ("ristorazione",),
           "translation": ("traduzione",), "facility": ("gestione immobiliare",)},
    "nl": {"it": ("softwareonderhoud", "IT-ondersteuning", "webhosting"),
           "cleaning": ("kantoorschoonmaak",), "catering": ("catering",),
           "translation": ("vertaaldiensten",), "facility": ("facilitair beheer",)},
}


def service_of(rng: np.random.Generator, content: Content) -> tuple[str, str]:
    """(a contracted service of ``content``'s language, its trade); a language added
    without an entry here (a copied folder) finds its services among the known ones by
    their words, else contracts any with no trade ("")."""
    words = set(content.data.SLOTS["doc_service"])
    known = SERVICES.get(content.lang) or {k: v for lang in SERVICES.values()
                                           for k, v in lang.items() if set(v) <= words}
    pairs = [(s, sector) for sector, services in known.items() for s in services]
    if not pairs:
        return content.word("doc_service"), ""
    return pairs[int(rng.integers(len(pairs)))]


def contract_parties(rng: np.random.Generator, content: Content,
                     sector: str) -> tuple[str, str]:
    """(the supplier, a firm of ``sector``; the client, a firm of any trade but that one
    whose name shares no word with the supplier's)."""
    supplier = sector_firm(rng, content, sector) if sector else content.firm()
    client = content.firm()
    for _ in range(30):
        if not name_stem(client, content) & name_stem(supplier, content) and \
                not same_trade(content, client, sector):
            break
        client = content.firm()
    return supplier, client


def same_trade(content: Content, name: str, sector: str) -> bool:
    """Whether firm ``name`` claims ``sector``'s own trade (an IT firm buying IT support
    from another)."""
    trade = content.trade(name).casefold()
    if not trade or not sector:
        return False
    if sector == "it" and trade.startswith(SOFTWARE_WORDS):
        return True
    words = {w.casefold()[:5] for t in templates_of(content, sector) for w in t.split()
             if "{" not in w and len(w) > 4}
    return trade[:5] in words

