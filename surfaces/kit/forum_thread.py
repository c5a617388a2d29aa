"""One forum thread sampled as a small world: a device, its owner's question, a helper's
answer and the owner's follow-up, all about the same thing (generator/locales/*/content/
h_media.toml, slot ``forum_thread``); shared by the phpBB board and the BBS terminal."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.kit import Content, choice


def sample_thread(rng: np.random.Generator, content: Content, helper: str) -> dict[str, Any]:
    """The thread's subject, category index (``forum_category``) and its three messages:
    the opening question, the answer and the asker's reply thanking ``helper``."""
    record = content.record("forum_thread")
    thing = str(choice(rng, record["things"]))
    follow = content.fill(record["follow"], thing=thing, helper=helper)
    if follow.lower().startswith(helper.lower()):  # a handle keeps its case ("brian83, ...")
        follow = helper + follow[len(helper):]
    return {
        "thing": thing, "cat": int(record["cat"]), "index": content.data.SLOTS["forum_thread"].index(record),
        "subject": content.fill(record["subject"], thing=thing),
        "messages": [content.fill(record["op"], thing=thing),
                     content.fill(record["reply"], thing=thing),
                     follow],
    }
