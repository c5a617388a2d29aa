"""Hotel and home listings: distinct hotels, plural guests, no rent talk on a sale, a home
described as its kind."""

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


def test_a_home_is_described_photographed_and_sized_as_its_kind() -> None:
    """Every language: a flat is described as a flat (never "the cottage dates from the
    1960s" under a block of flats), pictured as a block, and sized like one; a house as a
    house; no two homes on a page share a description template."""
    for lang, seed, p in sampled("realestate_listing", 12):
        pools = locale_data(lang).SENTENCES
        for home in p["homes"]:
            kind = "house" if home["house"] else "flat"
            other = "flat" if home["house"] else "house"
            assert written_from(home["desc"], pools[f"wc.re.{kind}"], single=True), \
                (lang, seed, kind, home["desc"])
            assert not written_from(home["desc"], pools[f"wc.re.{other}"], single=True)
            assert home["building"] == ("house" if home["house"] else "block")
            assert (95 <= home["area"] < 230) if home["house"] else (35 <= home["area"] < 125)
            assert str(home["year"]) in home["desc"] or "{year}" not in home["desc"]


# the price pins covering no other: on the drawn page (test_world_h_maps2, wave 22)


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


def test_no_two_homes_share_a_photo() -> None:
    for lang, seed, p in sampled("realestate_listing", 6):
        kinds = [h["kind"] for h in p["homes"]]
        assert len(set(kinds)) == len(kinds), (lang, seed, kinds)
