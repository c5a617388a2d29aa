"""A person's private e-mail is a webmail or the family's own domain under the country's
code ("anna@vanpraagh.nl"), never "alphonse.caron@caron.com"."""

from __future__ import annotations

import numpy as np

from generator import languages
from generator.content import Content


def test_private_addresses_are_webmail_or_a_family_domain_of_the_country() -> None:
    own = 0
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        webmail = languages.fact(lang, "addresses.webmail", list)
        for seed in range(120):
            c = Content(lang, np.random.default_rng(seed))
            name = c.full_name()
            local, domain = c.email(name).split("@")
            if domain in webmail:
                continue
            own += 1
            assert lang != "en" and domain.endswith(f".{lang}"), (lang, name, domain)
            assert "." not in local, (lang, local, domain)
    assert own
