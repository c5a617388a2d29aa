"""fax_cover: the letterhead carries the sender's own phone (the comments' "call ... on the
number above"), and the confidentiality notice keeps its order ("it" after "This fax")."""

from tests.world.world_helpers import sampled


def test_fax_sender_phone_and_notice_order():
    for lang, seed, p in sampled("fax_cover", 30):
        assert p["sender_phone"] and p["sender_phone"] not in (p["phone"], p["fax"]), \
            (lang, seed)
        if lang == "en":
            assert not p["notice"][0].startswith("If you have received it"), (lang, seed)
            assert not p["notice"][0].startswith("Any "), (lang, seed)
