"""The icon that fits a navigation label, in any of the six languages: ``for_label("Papierkorb")``
is "trash", ``for_label("Paramètres")`` is "settings". Used by ``chrome.sidebar_list`` when a
surface names no icons; a label nothing matches (a note title, a file name) gets a document.

A stem without a space matches the start of a word of the label; one with a space (or an
apostrophe) matches anywhere in it. The first icon whose stems match wins, so the more
specific entries come first. A stem starting with "^" matches only at the label's start:
"Da leggere" is an unread folder, "Libri da leggere" a note (r80).
"""

from __future__ import annotations

import re

STEMS: tuple[tuple[str, str], ...] = (
    ("help", "faq häufige question pregunta domande vragen"),
    ("list", "all_articles alle_artikel tous_les_articles todos_los_artículos "
             "tutti_gli_articoli alle_artikelen order bestell commande pedido ordini"),
    ("check", "checklist listes_de_contrôle listas_de_control logbook logbuch journal "
              "registro logboek"),
    ("search", "search suche recherch buscar búsqueda cerca zoek"),
    ("settings", "setting einstellung paramètr réglage ajuste configura impostazion instelling "
                 "konfigur"),
    ("grid", "dashboard übersicht overview tableau_de_bord vue_d panel resumen "
             "descripción_general pannello cruscotto panoramica overzicht browse entdecken "
             "explor sfoglia blader"),
    ("send", "sent gesendet envoy enviad inviat verzonden"),
    ("mail", "inbox posteingang boîte_de_réception recibidos posta_in_arrivo postvak_in "
             "eingang entrada in_arrivo unread ungelesen non_lu sin_leer ^da_leggere non_lett ongelezen"),
    ("edit", "draft entwürf entwurf brouillon borrador bozz concept"),
    ("trash", "trash deleted papierkorb gelösch corbeille supprim papelera eliminad cestino "
              "prullenbak verwijder eliminat"),
    ("archive", "archiv archief inventory lager stock inventario magazzino voorraad someday irgendwann un_jour algún_día un_giorno ooit"),
    ("shield", "spam junk indésirable no_deseado indesiderat ongewenst audit"),
    ("star", "starred markiert suivi destacad speciali met_ster favo preferit"),
    ("star-filled", "today heute aujourd hoy oggi vandaag"),
    ("chart", "analy analít analis statisti insight "
              "erkenntnis à_retenir conclusion osservazion inzicht"),
    ("users", "customer kunde client klant shared geteilt partag compartid condivis gedeeld"),
    ("package", "product produkt produit producto prodott volum volú"),
    ("bell", "alert alarm alerte alerta avvis melding waarschuwing notif benachricht"),
    ("clock", "job tâche tarea taken read_later später plus_tard más_tarde più_tardi "
              "later_lezen anytime "
              "jederzeit n'importe cualquier qualsiasi altijd"),
    ("calendar", "upcoming demnächst à_venir próxim prossim binnenkort"),
    ("play", "run läufe exécution ejecucion esecuzion listen hören écouter escuchar ascolta "
             "luisteren"),
    ("link", "integra intégra"),
    ("info", "issue problem problème incidencia hallazgo finding feststellung constat rilievi "
             "bevinding"),
    ("image", "photo foto"),
    ("folder", "album alben álbum library mediathek bibliothèque biblioteca libreria bibliotheek"),
    ("database", "server serveur servidor"),
    ("globe", "network netzwerk réseau redes reti netwerk"),
    ("download", "backup back-up sicherung sauvegarde copias"),
    ("credit-card", "billing abrechnung factur fatturazione payment zahlung paiement pago "
                    "pagament betalen"),
    ("gift", "gift gutschein cadeau regalo"),
    ("undo", "return rücksend retour devolucion resi"),
    ("user", "account konto compte cuenta profil perfil"),
    ("file", "report bericht rapport informe installation instalación installazione "
             "installatie"),
)
_TABLE = [(name, [s.replace("_", " ") for s in stems.split()]) for name, stems in STEMS]


def for_label(label: str) -> str:
    """The icon name that fits ``label`` (a document icon when nothing does)."""
    low = label.lower()
    if re.search(r"\.[a-z]{1,6}$", low):  # a file name: main.py, notes.md
        return "file"
    words = re.findall(r"[\w-]+", low)
    for name, stems in _TABLE:
        for stem in stems:
            if stem[0] == "^":
                if low.startswith(stem[1:]):
                    return name
                continue
            if (" " in stem or "'" in stem) and stem in low:
                return name
            if any(w.startswith(stem) for w in words):
                return name
    return "file"
