"""pdf_form (en): the applicant's phone carries their town's area code."""

from generator import languages
from tests.world.world_helpers import sampled


def test_us_phone_area_code_is_the_towns():
    checked = 0
    for lang, seed, p in sampled("pdf_form", 30):
        if lang != "en":
            continue
        fields = dict(f[:2] for f in p["fields"])
        city, phone = fields.get("City"), fields.get("Phone number", "")
        try:
            code = languages.fact("en", f"addresses.postal.area_codes.{city}", str)
        except Exception:  # noqa: BLE001 - a town without a listed code
            continue
        checked += 1
        assert code in phone, (seed, city, phone)
    assert checked > 5
