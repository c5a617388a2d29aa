"""Reader report r71 (seed 71071): each test guards one defect class the reader found."""

from __future__ import annotations

import re

from world_helpers import sampled

# ---- 1. support_chat (r71 0018): a broken device under warranty gets a full refund or a
# replacement, never "12 euro" back or a partial refund.
PARTIAL = re.compile(r"\d+ ?(?:euros?|€)|[$€] ?\d|partial|Teilbetrag|parziale|parcial|gedeeltelijk", re.I)


def test_support_chat_warranty_refund_is_full() -> None:
    for lang, seed, p in sampled("support_chat", 60):
        for t in p["turns"]:
            if t["agent"] and t["line"] == 7:
                assert not PARTIAL.search(t["text"]), (lang, seed, t["text"])
