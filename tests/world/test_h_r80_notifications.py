"""h_r80 (review r80 row 7): the Mac notification centre's menu bar carries the Mac Mail
menus of the language ("Ablage … Darstellung", never the Windows "Datei … Ansicht"), and a
parcel's delivery notice comes from the locale's carrier app, never from Mail."""

from __future__ import annotations

import numpy as np
from world_helpers import composed_pages, sampled

from generator.content import Content

WINDOWS_MENUS = {"de": {"Datei", "Ansicht"}, "fr": {"Affichage"}, "nl": {"Bestand", "Beeld"},
                 "es": {"Ver"}, "it": set(), "en": set()}
DELIVERY = 1  # chat.notif_body: "Your package arrives {window}"


def test_menus_are_the_macs_and_deliveries_come_from_a_carrier() -> None:
    seen = set()
    for lang, seed, p in sampled("notification_center", 30):
        content = Content(lang, np.random.default_rng(0))
        apps = content.data.SLOTS["chat_app"]
        assert p["menus"][0] == apps[1], (lang, seed)  # the front app: Mail
        assert p["menus"][1:] == content.ui_list("mailui.mac_menus"), (lang, seed)
        assert not WINDOWS_MENUS[lang] & set(p["menus"]), (lang, seed, p["menus"])
        for item in p["items"]:
            if item["kind"] == DELIVERY:
                assert item["app"] == apps[11] != apps[1], (lang, seed, item)
                assert item["icon"] == "package"
                seen.add(lang)
    assert len(seen) == 6, seen


def test_the_menu_bar_leaves_room_for_the_clock() -> None:
    for _lang, _seed, page in composed_pages("notification_center", range(0, 30, 3)):
        bar = next(r for r in page.regions if r.name == "menu bar")
        labels = sorted((op.laid.box[0], op.right) for op in page.ops if hasattr(op, "laid")
                        and page.regions[op.region] is bar)
        assert all(a[1] < b[0] for a, b in zip(labels, labels[1:], strict=False)), labels
