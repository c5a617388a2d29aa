"""A business letter is about one thing: its subject names its purpose and its body is the
opening, that purpose's core, further lines and a close (never an approval, a renewal, a moved
appointment and a payment in one letter); the sender's e-mail and web address are the
company's own domain, and a "contact at {company}" line names the sender."""

from __future__ import annotations

from world_helpers import sampled, written_from

from generator.content.provider import locale_data
from surfaces.kit.letters import PURPOSES

PARTS = ("open", "more", "close")


def test_a_letter_is_written_about_its_subject() -> None:
    seen = set()
    for lang, seed, p in sampled("scanned_letter", 20):
        data = locale_data(lang)
        purpose = data.TITLES["letter"].index(p["subject"])
        seen.add(purpose)
        allowed = [t for part in (*PARTS, PURPOSES[purpose])
                   for t in data.SENTENCES[f"letter.{part}"]]
        allowed.append(data.UI["wf.letter_moved"])  # the moved appointment's new date
        for text in p["texts"]:
            assert written_from(text, allowed), (lang, seed, p["subject"], text)
        others = [t for k, name in enumerate(PURPOSES) if k != purpose
                  for t in data.SENTENCES[f"letter.{name}"]]
        assert not any(written_from(text, others) for text in p["texts"]), (lang, seed)
        domain = p["web"].removeprefix("www.")
        assert p["email"].endswith("@" + domain), (lang, seed, p["email"], p["web"])
        assert p["company"].split()[0].lower()[:3] in domain or not p["company"].isascii(), \
            (lang, seed, p["company"], domain)
    assert seen == set(range(len(PURPOSES)))
