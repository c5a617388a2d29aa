"""Hotel and home listings: distinct hotels, plural guests, no rent talk on a sale."""

from __future__ import annotations

from world_helpers import sampled, written_from

from generator.content.provider import locale_data


def test_hotels_on_one_page_are_different_hotels():
    for lang, seed, p in sampled("hotel_listing", 5):
        names = [h["name"] for h in p["hotels"]]
        assert len(set(names)) == len(names), (lang, seed, names)


def test_a_home_for_sale_never_mentions_the_rent():
    for lang, seed, p in sampled("realestate_listing", 10):
        if lang != "en" or "month" in p["homes"][0]["price"]:
            continue
        for home in p["homes"]:
            assert "rent" not in home["desc"].lower(), (seed, home["desc"])


def test_listings_speak_of_a_sale_or_a_rental_as_the_page_offers() -> None:
    """Every language: each description fits either, or is the sale's (the rental's) own
    when the page sells (lets); about a third of each page is the kind's own."""
    for lang, seed, p in sampled("realestate_listing", 12):
        pools = locale_data(lang).SENTENCES
        kind = "rent" if p["rent"] else "sale"
        other = "sale" if kind == "rent" else "rent"
        own = 0
        for home in p["homes"]:
            desc = home["desc"]
            assert not written_from(desc, pools[f"media.home_{other}"], single=True), \
                (lang, seed, kind, desc)
            own += written_from(desc, pools[f"media.home_{kind}"], single=True)
            assert written_from(desc, pools["media.home"] + pools[f"media.home_{kind}"],
                                single=True), (lang, seed, desc)
        assert own == 2, (lang, seed, kind)


def test_one_room_is_written_in_the_singular() -> None:
    """"1 bagno", never "1 bagni" (the count's own form in every language)."""
    seen = 0
    for lang, seed, p in sampled("realestate_listing", 12):
        ui = locale_data(lang).UI
        for home in p["homes"]:
            for fact, what in zip(home["facts"][:2], ("bed", "bath"), strict=True):
                n = int(fact.split()[0])
                want = ui[f"media.{what}_one" if n == 1 else f"media.{what}s"]
                assert fact == want.format(n=n), (lang, seed, fact)
                seen += n == 1
    assert seen
