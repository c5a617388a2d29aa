"""A Teams post's message is its own text: a reply under it is a message of the reply's
writer (a reviewer read "the word « je » in the message sent by Gérard Lagarde" boxed on
Raymond Delmas's reply under Gérard's post). Every word inside a message region labelled X
is a word of a message X wrote."""

from __future__ import annotations

from world_helpers import rendered


def _inside(box, inner) -> bool:
    return box[0] <= inner[0] and box[1] <= inner[1] and inner[2] <= box[2] and inner[3] <= box[3]


def test_every_word_of_a_message_region_is_its_writers() -> None:
    replies = 0
    for lang, seed in [(lang, s) for lang in ("fr", "en", "de") for s in range(4)]:
        params, geo = rendered("teams_chat", lang, seed)
        people = params["people"]
        texts: dict[str, str] = {}
        for post in params["posts"]:
            for m in [post, *post["replies"]]:
                said = f' {m["text"]} {m["time"]}'  # its text and its time stamp
                texts[people[m["who"]]] = texts.get(people[m["who"]], "") + said
            replies += len(post["replies"])
        for region in geo.regions:
            if region.kind != "message" or region.label not in texts:
                continue
            for w in geo.words:
                if _inside(region.box, geo.word_box(w)) and w.text.isalpha() and len(w.text) > 3:
                    said = texts[region.label] + " " + region.label
                    subject = " ".join(p.get("subject") or "" for p in params["posts"])
                    assert w.text in said or w.text in subject, (lang, seed, region.name, w.text)
    assert replies
