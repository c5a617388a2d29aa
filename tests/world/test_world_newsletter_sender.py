"""A newsletter comes from a magazine or club of its topic (not a bank "S.L." sending
reading tips), its address on the sender's own domain, and never promises "ten tips"."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator.content.provider import locale_data

FORMS = re.compile(r"\b(S\.?L|S\.?A|GmbH|AG|Inc|LLC|SARL|SAS|S\.?p\.?A|S\.?r\.?l|B\.?V|N\.?V)\b\.?")


def test_newsletter_sender_fits_its_topic() -> None:
    for lang, _seed, p in sampled("newsletter_email", 8):
        assert not FORMS.search(p["brand"]), (lang, p["brand"])
        bare = re.sub(r"^(le |la |les |l')", "", p["topic"]).split()[0].lower()
        assert bare in p["brand"].lower(), (lang, p["brand"], p["topic"])
        assert p["subject"] != locale_data(lang).TITLES["mailui.newsletter"][4].format(
            mailui_topic=p["topic"]), (lang, p["subject"])
        user, domain = p["from_email"].split("@")
        assert domain.split(".")[0][:6] in re.sub(r"[^a-z]", "", p["brand"].lower()
                                                  .replace("é", "e").replace("ü", "u")
                                                  .replace("è", "e").replace("à", "a")), p


def test_all_staff_memo_is_internal_not_confidential() -> None:
    """A reviewer read an all-staff circular stamped "CONFIDENTIAL"."""
    for lang, _seed, p in sampled("memo_page", 2):
        assert p["confidential"] == locale_data(lang).UI["wpr.internal"], (lang, p["confidential"])
