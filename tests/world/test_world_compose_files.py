"""A new mail carries the file its body says is attached and no other (no project plan zip
on a lunch reply), and a company signature goes with the company's own address, never a
private free-mail one."""

from __future__ import annotations

from world_helpers import sampled

from surfaces.email_compose import ATTACHED, FREEMAIL


def test_files_match_the_body_and_the_address_the_signature() -> None:
    with_files = 0
    for lang, seed, p in sampled("email_compose", 12):
        # a forwarded mail's file is the one its quoted message says is attached
        body = " ".join([p["subject"], *p["paragraphs"], *p["forward"].get("lines", [])])
        assert bool(p["files"]) == bool(ATTACHED.search(body)), (lang, seed, body, p["files"])
        with_files += bool(p["files"])
        assert not FREEMAIL.search(p["me_email"]), (lang, seed, p["me_email"])
        assert p["signature"][1], (lang, seed)
    assert with_files > 4


def test_one_register() -> None:
    """A first-name greeting and a "tu/du" body close informally, not "Bien à vous"."""
    from surfaces.email_compose import FORMAL_CLOSINGS
    for lang, seed, p in sampled("email_compose", 12):
        assert p["closing"].rstrip(",") not in FORMAL_CLOSINGS, (lang, seed, p["closing"])
        assert p["to"][0].split()[0] in p["greeting"], (lang, seed, p["greeting"])
