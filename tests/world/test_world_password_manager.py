"""A password vault is one person's: one nickname wherever a login is not the e-mail, and
the work mailbox logs in with a work address, not the private one."""

from __future__ import annotations

from world_helpers import sampled

from generator.content.provider import locale_data


def test_vault_logins_are_one_persons() -> None:
    for lang, seed, p in sampled("password_manager", 25):
        users = {it["user"] for it in p["items"]}
        assert len({u for u in users if "@" not in u}) <= 1, (lang, seed, users)
        work = locale_data(lang).SLOTS["dt_vault_item"][1]
        private = {u.split("@")[1] for it in p["items"] for u in [it["user"]]
                   if "@" in u and it["name"] != work}
        for it in p["items"]:
            if it["name"] == work:
                assert "@" in it["user"] and it["user"].split("@")[1] not in private, it["user"]
