"""The checkout's breadcrumb marks the step the page shows: the address form is the
Information step (Shipping once the address is complete), never Payment."""

from tests.world.world_helpers import sampled


def test_checkout_breadcrumb_is_the_step_shown():
    steps = set()
    for lang, seed, p in sampled("checkout_form", 12):
        assert p["step"] in (1, 2), (lang, seed, p["step"])
        assert (p["step"] == 2) == (p["filled"] > 5), (lang, seed)
        assert p["next"] != p["labels"]["pay_now"], (lang, seed)
        steps.add(p["step"])
    assert steps == {1, 2}
