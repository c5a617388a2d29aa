"""Mail bodies written from the mail's world (wave 23, h_mail): an inbox row and the open
mail of the three-pane client name their own project, colleague, clock time, room, order
or invoice number and amount, so two inboxes rarely print the same 8+-word sentence (the
stock bodies made nearly every pair of pages share one: pair_share ~1.0 in every language);
the amount an order or invoice mail quotes is the one the row holds."""

from __future__ import annotations

import re

import pytest

from tests.world.test_world_h_pool1 import pair_share
from tests.world.world_helpers import sampled

# measured over 30 pages a language: inbox and three-pane before ~0.96-1.0 in every
# language, after <= 0.05; the thread's replies (w7_c_talk ct_*, several wordings an
# intent) before fr 0.48, nl 0.51, it 0.27, after <= 0.13
MAIL_BOUNDS = {"gmail_inbox": 0.12, "email_3pane": 0.12, "gmail_thread": 0.2}


@pytest.mark.parametrize("name", sorted(MAIL_BOUNDS))
def test_mail_bodies_rarely_share_a_sentence(name: str) -> None:
    shares = pair_share(name, 30)
    assert len(shares) == 6, shares
    worst = max(shares, key=shares.get)
    assert shares[worst] <= MAIL_BOUNDS[name], (name, worst, f"{shares[worst]:.1%}", shares)


_MONEY = re.compile(r"\d[\d.,\u00a0\u202f ]*\d")


def test_quoted_amounts_are_the_world_s() -> None:
    """An order or invoice mail prints the amount its row holds (digits and cents alike)."""
    quoted = 0
    for lang, seed, p in sampled("gmail_inbox", 30):
        for m in p["mails"]:
            if m["kind"] not in ("order", "invoice"):
                assert m["amount"] is None, (lang, seed, m)
                continue
            assert m["amount"] is not None, (lang, seed, m)
            cents = round(m["amount"] * 100)
            found = [re.sub(r"\D", "", x) for x in _MONEY.findall(m["snippet"])]
            assert str(cents) in found, (lang, seed, m["snippet"], m["amount"])
            quoted += 1
    assert quoted > 30, quoted


def test_named_colleagues_are_not_the_reader() -> None:
    """The colleague a mail names, the sender and the deputy of an auto-reply are never the
    reader ("Emil" reads no "Emilia has invited you", "escribe a Miriam Prats")."""
    for lang, seed, p in sampled("gmail_inbox", 30):
        owner = p["owner"]
        for m in p["mails"]:
            words = re.findall(r"\w+", m["snippet"])
            assert not any(w.startswith(owner) and w != owner for w in words), (lang, seed, m)
            if m["kind"] in ("away", "invite", "forward"):
                assert owner not in words, (lang, seed, m)
