"""A password vault is one person's: one nickname wherever a login is not the e-mail, and
the work mailbox logs in with a work address, not the private one."""

from __future__ import annotations

from world_helpers import sampled

from generator.content.provider import locale_data


def test_vault_logins_are_one_persons() -> None:
    for lang, seed, p in sampled("password_manager", 25):
        users = {it["user"] for it in p["items"] if it["ident"] in ("email", "work")}
        assert len({u for u in users if "@" not in u}) <= 1, (lang, seed, users)
        work = locale_data(lang).SLOTS["dt_vault_item"][1]
        private = {u.split("@")[1] for it in p["items"] for u in [it["user"]]
                   if "@" in u and it["name"] != work}
        for it in p["items"]:
            if it["name"] == work:
                assert "@" in it["user"] and it["user"].split("@")[1] not in private, it["user"]


def test_the_open_login_s_site_and_notes_fit_it() -> None:
    """The work mailbox opens the employer's mail site, the router its local address, and
    the notes are ones that fit the login (no alarm PIN or family sharing on a work mailbox)."""
    import re

    from world_helpers import template_regex

    from surfaces.password_manager import NOTES

    for lang, seed, p in sampled("password_manager", 20):
        notes = locale_data(lang).SENTENCES["devtools.pw_note"]
        item = p["items"][p["sel"]]
        if item["kind"] == 1:
            assert item["site"] == "https://mail." + item["user"].split("@")[1], (lang, seed, item)
        for k, template in enumerate(notes[:6]):
            if re.search(template_regex(template), p["notes"]):
                assert k in NOTES[item["kind"]], (lang, seed, item["name"], p["notes"])
