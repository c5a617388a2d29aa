"""Which screen of a product a release note may name (changelog_page).

A feature attaches only to a component that has it: a list pages, filters and sorts, a login
page remembers the e-mail address and offers single sign-on, a dashboard exports and mails a
summary. ``CAPS`` says what each screen (a ``dt_feature`` index, the first ten alike in every
language) has; ``NEEDS`` says, in all six languages, which words of a note ask for what. A note
naming a screen without what it asks for names instead one of the product's screens that has
it, or is left out ("De inlogpagina toont nu standaard 25 items per pagina", review w12).
"""

from __future__ import annotations

import re

import numpy as np

# what each screen (dt_feature index) has
CAPS: dict[int, frozenset[str]] = {
    0: frozenset({"signin"}),                       # login page
    1: frozenset({"export", "figures"}),            # CSV export
    2: frozenset({"filter"}),                       # search bar
    3: frozenset(),                                 # settings screen
    4: frozenset({"export", "share", "figures"}),   # invoice PDF
    5: frozenset({"figures"}),                      # checkout
    6: frozenset({"filter", "export", "share", "notify", "figures"}),  # dashboard
    7: frozenset({"filter", "list", "notify"}),     # notification centre
    8: frozenset({"share"}),                        # user profile
    9: frozenset({"list"}),                         # file upload (a list of files)
}

_I = re.IGNORECASE
# the words of a note that ask for a capability (screen names are taken out before matching)
NEEDS: dict[str, re.Pattern[str]] = {
    # a list of rows: pages, page size, scrolling, bulk edits, archive, drag and drop
    "list": re.compile(
        r"\b(per (page|pagina|Seite|página)|page size|results per page|entries|entrées|"
        r"éléments|lignes|entradas|Einträge|Zeilen|Ergebnisse|voci|items|tamaño de página|"
        r"scroll\w*|défilement|drag|Drag & Drop|bulk|Mehrfachbearbeitung|archiv\w*|"
        r"duplicate|doublons|empty list|elementos|groep\w*|agrupar|raggruppa\w*)", _I),
    # filter, sort, search and remembering the last of them
    "filter": re.compile(
        r"\b(filt\w*|sort\w*|\btri\b|orden\w*|ordinamento|zoek\w*|search\w*|Such\w*|"
        r"recherche|búsqueda|ricerca|merkt sich|retient|recuerda|ricorda|onthoudt|"
        r"remembers your last)", _I),
    # the login page's own: e-mail address, single sign-on, password, second factor
    "signin": re.compile(
        r"\b(e-?mail ?ad\w*|E-Mail-Adresse|correo electrónico|indirizzo e-mail|single sign-on|"
        r"\bSSO\b|authentification unique|inicio de sesión único|password\w*|Passwort\w*|"
        r"mot de passe|contraseña|wachtwoord|two-factor|zwei Faktoren|zweitem Faktor|"
        r"deux facteurs|deux étapes|dos pasos|due fattori|twee factoren|Google|Microsoft|Okta)",
        _I),
    # amounts and totals: a screen of figures (no "amounts ... on the login page")
    "figures": re.compile(r"\b(amounts?|bedrag\w*|Beträge|Betrag|montants?|importes?|"
                          r"importi|totals?|totalen|Summen|totaux|totales|totali)\b", _I),
    "share": re.compile(r"\b(share|print|teilen|drucken|partager|imprimer|compartir|"
                        r"condivid\w*|stampa\w*|delen|afdrukken)\b", _I),
    "notify": re.compile(r"\b(summary e-?mail|Zusammenfassung|résumé|resumen|riepilogo|"
                         r"samenvatting|push\w*|notifications? for)", _I),
}


def _pattern(screen: str) -> re.Pattern[str]:
    """``screen`` as written, its first letter in either case (a note opens with it)."""
    head = screen[0]
    return re.compile(f"[{re.escape(head.upper())}{re.escape(head.lower())}]"
                      + re.escape(screen[1:]))


def asks(note: str, screens: list[str]) -> set[str]:
    """The capabilities ``note`` asks of the screen it names (its screen names left out)."""
    rest = note
    for s in sorted(screens, key=len, reverse=True):
        rest = _pattern(s).sub(" ", rest)
    return {cap for cap, rx in NEEDS.items() if rx.search(rest)}


def named_screens(note: str, screens: list[str]) -> list[int]:
    """The indices of the screens ``note`` names (a longer name hides a shorter inside it)."""
    found, rest = [], note
    for k in sorted(range(len(screens)), key=lambda i: -len(screens[i])):
        if _pattern(screens[k]).search(rest):
            found.append(k)
            rest = _pattern(screens[k]).sub(" ", rest)
    return found


def fits(note: str, screens: list[str]) -> bool:
    """Whether every screen ``note`` names has what the note asks of it."""
    need = asks(note, screens)
    return all(need <= CAPS.get(k, frozenset()) for k in named_screens(note, screens))


def on_a_fit_screen(rng: np.random.Generator, note: str, screens: list[str],
                    product: tuple[int, ...]) -> str | None:
    """``note`` with each screen that lacks what it asks for swapped for one of the product's
    screens that has it; None when the product has none."""
    need = asks(note, screens)
    if not need:
        return note
    for k in named_screens(note, screens):
        if need <= CAPS.get(k, frozenset()):
            continue
        able = [i for i in product if need <= CAPS.get(i, frozenset())]
        if not able:
            return None
        other = screens[able[int(rng.integers(len(able)))]]
        note = _pattern(screens[k]).sub(
            lambda m, o=other: o[0].upper() + o[1:] if m.group(0)[0].isupper() else o,
            note, count=1)
    return note
