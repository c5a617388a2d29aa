"""Pages look like real software (wave 14, h_chrome).

Forms: at most one field has the keyboard focus (its ring), only that field shows a text
caret, and the effects never blink a fake caret in a form field or beside the page's own.
"""

from __future__ import annotations

import pytest

from generator.effects.inputs import caret_slots
from generator.page import make_theme
from generator.page.render import render
from surfaces import registry
from tests.world.world_helpers import sampled

FORMS = ("signup_form", "checkout_form", "password_reset", "job_application", "survey_form",
         "pdf_form", "settings_panel", "email_compose")


def _page(name: str, params: dict, seed: int):
    return registry.get(name)().compose(params, make_theme(seed % 2 == 1, "blue"))


@pytest.mark.parametrize("name", FORMS)
def test_one_focused_field_and_its_caret_only(name: str) -> None:
    for lang, seed, params in sampled(name, 12):
        page = _page(name, params, seed)
        focused = page.meta.get("focused_fields", [])
        carets = [op for op in page.ops if getattr(op, "name", "") == "caret"]
        assert len(focused) <= 1, (name, lang, seed, focused)
        assert len(carets) == len(focused), (name, lang, seed, focused, len(carets))
        assert page.meta.get("carets", []) == focused, (name, lang, seed)


@pytest.mark.parametrize("name", FORMS[:4])
def test_no_fake_caret_in_a_form(name: str) -> None:
    for lang, seed, params in sampled(name, 4):
        _, geo = render(_page(name, params, seed))
        assert caret_slots(geo, set()) == [] or not any(
            r.kind == "field" for r in geo.regions), (name, lang, seed)


def test_signup_focus_is_where_the_user_is_typing() -> None:
    """The focus is on the invalid e-mail after a failed submit, else on the first empty
    field: never on the password while the name above it is still blank."""
    from surfaces.signup_form import SignupForm

    seen = set()
    for lang, seed, params in sampled("signup_form", 40):
        focus = SignupForm._focus(params)
        seen.add(focus)
        if params["error"] == "email":
            assert focus == "email"
            continue
        if focus in ("email", "password", "confirm"):
            assert params["first"] or params["last"], (lang, seed, focus)
        if focus in ("password", "confirm"):
            assert params["email"], (lang, seed, focus)
        if focus == "":
            assert params["password"] and params["email"], (lang, seed)
    assert {"first", ""} <= seen, seen
