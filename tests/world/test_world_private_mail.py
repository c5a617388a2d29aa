"""A person's private e-mail is a consumer webmail of the country (gmail.com, libero.it,
web.de), never "alphonse.caron@caron.com" nor a vanity "emanuele@colombo.it" (r68 0021)."""

from __future__ import annotations

import numpy as np

from generator import languages
from generator.content import Content


def test_private_addresses_are_webmail_of_the_country() -> None:
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        webmail = languages.fact(lang, "addresses.webmail", list)
        for seed in range(120):
            c = Content(lang, np.random.default_rng(seed))
            name = c.full_name()
            local, domain = c.email(name).split("@")
            assert domain in webmail, (lang, name, domain)
            assert local, (lang, name)
