"""An error dialog titled "Unable to connect to the server" explains a connection
failure: its message never blames a full disk, denied access or a file in use, and never
quotes a second error code beside the one in its detail line."""

from __future__ import annotations

from world_helpers import sampled

OFF_TOPIC = {
    "en": ("disk is full", "access was denied", "in use", "Error code", "Reference:"),
    "de": ("weil", "Fehlercode", "Referenz:"),
    "fr": ("disque", "accès refusé"),
    "es": ("Código de error", "permisos", "archivo está en uso"),
    "it": ("permessi", "spazio su disco", "Codice errore", "bloccato", "danneggiato"),
    "nl": ("schijf vol", "toegang", "Foutcode", "onverwacht", "beschadigd"),
}


def test_error_dialog_explains_a_connection_failure() -> None:
    seen = 0
    for lang, seed, p in sampled("system_dialog", 60):
        if p["kind"] != "error":
            continue
        seen += 1
        text = " ".join(p["message"])
        for phrase in OFF_TOPIC[lang]:
            assert phrase not in text, (lang, seed, phrase, text)
    assert seen > 20
