"""Small facts that must agree with the page around them: the humidity with the sky (no 30 %
under thunderstorms), a short workout's time ("50 min", never "0 h 50 min"), and a
prescription's patient living in the practice's town."""

from __future__ import annotations

from world_helpers import sampled

from surfaces.weather_forecast import HUMIDITY


def test_humidity_fits_the_sky() -> None:
    for lang, seed, p in sampled("weather_forecast", 6):
        value = int(p["tiles"][0][1].split()[0].rstrip("%"))  # "91 %" (de, fr) or "91%"
        lo, hi = HUMIDITY[p["kind"]]
        assert lo <= value < hi, (lang, seed, p["kind"], value)


def test_a_workout_under_an_hour_has_no_zero_hours() -> None:
    for lang, seed, p in sampled("fitness_tracker", 10):
        for act in p["acts"]:
            assert not act["time"].startswith("0 "), (lang, seed, act["time"])


def test_the_patient_lives_in_the_practices_town() -> None:
    for lang, seed, p in sampled("prescription_view", 10):
        town = p["city"].split()[-1] if lang != "en" else p["city"].split(",")[0]
        assert town in p["patient_address"], (lang, seed, p["city"], p["patient_address"])


def test_a_work_invite_comes_from_a_company_address_and_a_us_menu_adds_sales_tax() -> None:
    from generator import languages
    for lang, seed, p in sampled("calendar_invite", 6):
        domain = p["email"].split("@")[1]
        assert domain not in languages.fact(lang, "addresses.webmail", list), (lang, seed)
    for lang, seed, p in sampled("restaurant_menu", 6):
        if lang == "en":
            text = str(p)
            assert "VAT" not in text and "bill" not in text, (seed,)


def test_an_american_price_carries_no_vat_note() -> None:
    for lang, seed, p in sampled("product_page", 8):
        if "$" in p["price"]:
            assert p["vat"] == "", (lang, seed, p["vat"])
        text = " ".join(str(v) for v in p.values())
        assert "any kitchen" not in text and "any outfit" not in text, (lang, seed)


def test_an_events_programme_pairs_each_act_with_its_artists() -> None:
    """"talks from award-winning musicians" stitched two unrelated draws together."""
    for _lang, seed, p in sampled("event_page", 20):
        text = " ".join(p["texts"])
        for act, who in (("talks", "musicians"), ("workshops", "authors"), ("readings", "musicians")):
            assert not (f"{act} by" in text or f"{act} from" in text) or who not in text, (seed, text)


def test_an_order_mail_comes_from_the_shops_whole_name() -> None:
    import re
    for lang, seed, p in sampled("order_confirmation", 6):
        slug = re.sub(r"[^a-z0-9]", "", p["from"].split("@")[1].rsplit(".", 1)[0])
        assert len(slug) >= len(re.sub(r"\W", "", p["store"])) - 2, (lang, seed, p["from"])


def test_a_hotel_is_pictured_by_a_room_or_its_building() -> None:
    """No mountain landscape as the photo of a hotel in Haarlem."""
    for lang, seed, p in sampled("hotel_listing", 6):
        for hotel in p["hotels"]:
            assert hotel["variant"] in ("room", "facade"), (lang, seed, hotel["variant"])


def test_a_place_on_the_map_is_pictured_by_its_street() -> None:
    from surfaces.map_results import choice_variant
    assert {choice_variant(k, now, is_open) for k in range(12) for now in (9.0, 20.0)
            for is_open in (True, False)} <= {"city", "night"}
