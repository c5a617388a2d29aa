"""A forum thread is about one device and runs forward in time: every post names the device
of the thread's title (not a sewing machine under "Smart thermostat keeps restarting"), the
posts are in time order, members joined before they posted and the reader's last visit
comes after the last post."""

from __future__ import annotations

import re

import numpy as np
import pytest
from world_helpers import sampled

from generator.content.provider import locale_data
from surfaces.kit.clock import thread_times


def _devices(text: str, devices: list[str]) -> set[str]:
    return {d for d in devices if re.search(rf"(?i)(?<!\w){re.escape(d)}(?!\w)", text)}


@pytest.mark.parametrize("name", ("retro_forum",))  # forum_thread: test_world_forum_thread
def test_every_post_names_the_thread_device(name: str) -> None:
    named = 0
    for lang, seed, p in sampled(name, 15):
        data = locale_data(lang)
        literal = " ".join(data.SENTENCES["forum"])  # "after I changed the router" is no device
        devices = [d for d in data.SLOTS["web_gadget"] if not _devices(literal, [d])]
        title = p["crumbs"][-1] if name == "retro_forum" else p["title"]
        texts = [t for post in p["posts"] for t in post.get("texts", [post.get("text", "")])]
        found = _devices(" ".join([title, *texts]), devices)
        found = {d for d in found if not any(d != o and d in o for o in found)}
        assert len(found) <= 1, (name, lang, seed, found)
        named += bool(found)
    assert named > 40, name


def test_thread_times_run_forward() -> None:
    rng = np.random.default_rng(5)
    for _ in range(200):
        times = thread_times(rng, int(rng.integers(2, 9)))
        gaps = [(b - a).total_seconds() for a, b in zip(times, times[1:], strict=False)]
        assert all(60 <= g <= 31 * 3600 for g in gaps), gaps
