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


def _blocks(page) -> list[tuple[str, str, str]]:
    """(region name, role, text) of every text block of a composed page, in drawing order."""
    out = []
    for op in page.ops:
        if hasattr(op, "laid"):
            text = " ".join("".join(g.char for g in ln.glyphs) for ln in op.laid.lines)
            region = page.regions[op.region].name if 0 <= op.region < len(page.regions) else ""
            out.append((region, op.role, text.strip()))
    return out


def test_terms_number_sections_consecutively_or_show_the_scroll() -> None:
    """Sections are numbered on from the first shown; a page that does not start at section
    1 is visibly scrolled (the thumb below the track's top, the end of the section above
    drawn headless); the contents list numbers the sections as the headings do."""
    from surfaces.terms_of_service import section_label, toc_number

    for lang, seed, params in sampled("terms_of_service", 12):
        page = _page("terms_of_service", params, seed)
        blocks = _blocks(page)
        first = params["first"]
        heads = [t for r, role, t in blocks if r.startswith("section ") and role == "structural"
                 and any(t.startswith(section_label(params, n) + " ") for n in range(1, 12))]
        nums = [next(n for n in range(11, 0, -1) if h.startswith(section_label(params, n) + " "))
                for h in heads]
        assert nums == list(range(first, first + len(nums))), (lang, seed, nums)
        thumbs = [op for op in page.ops if getattr(op, "name", "") == "scrollbar thumb"]
        if first > 1:
            assert thumbs and thumbs[0].box[1] > 56 + 2, (lang, seed)
            tail = [t for r, role, t in blocks if r == f"section {first - 1}"]
            assert tail and params["tail"].split()[0] in tail[0], (lang, seed)
        else:  # at the top: a thumb (clauses below the fold, r63 0021) sits at the track's top
            assert not thumbs or thumbs[0].box[1] == 56 + 2, (lang, seed)
        toc = [t for r, role, t in blocks if r == "contents" and role == "chrome"]
        for n, title in enumerate(params["toc"], 1):
            if params["toc_side"] != "none":
                num = toc_number(params["numbering"], n) + " "
                assert any(t.startswith(num) and title.startswith(t[len(num):].rstrip("…"))
                           for t in toc), (lang, seed, n, toc)


def test_print_dialog_app_behind_shows_its_controls_and_the_preview_its_page() -> None:
    """The editor behind the dialog has a toolbar of icons (not blank tiles); the preview of
    a range that starts after page 1 shows no first-page title, only the running header;
    the preview names the range's first page of the document's page count."""
    for lang, seed, params in sampled("print_dialog", 8):
        page = _page("print_dialog", params, seed)
        icons = [op for op in page.ops if getattr(op, "name", "") == "icon"
                 and 30 <= op.box[1] and op.box[3] <= 64]
        assert len(icons) >= 10, (lang, seed, len(icons))
        assert not [op for op in page.ops if getattr(op, "name", "") == "toolbar button"]
        job = params["job"]
        titles = [op for op in page.ops if hasattr(op, "laid") and op.region >= 0
                  and page.regions[op.region].name == "preview"
                  and "".join(g.char for ln in op.laid.lines for g in ln.glyphs) ==
                  params["doc"]]
        assert len(titles) == 1, (lang, seed)
        st = titles[0].laid.lines[0].glyphs[0].style
        assert st.bold == (job["first"] == 1), (lang, seed, job)
        assert 1 <= job["first"] <= job["last"] <= job["pages"]


def test_glossary_styles_only_cross_references() -> None:
    """A definition's only styled spans are links to other terms the page defines: no bold
    or italic on an arbitrary word."""
    linked = 0
    for lang, seed, params in sampled("glossary_page", 20):
        terms = {t.casefold() for t, _, _ in params["entries"]}
        for term, definition, marks in params["entries"]:
            for a, z, kind, _ in marks:
                assert kind == "link", (lang, seed, term, definition[a:z], kind)
                assert definition[a:z].casefold() in terms - {term.casefold()}, \
                    (lang, seed, term, definition[a:z])
                linked += 1
    assert linked, "no definition ever refers to another term"


def test_delete_dialog_names_the_document_open_behind_it() -> None:
    """A "Delete?" dialog over a word processor deletes what the app shows: its title and
    message name the open document (not "Delete 12 items?" over a report)."""
    seen = 0
    for lang, seed, params in sampled("system_dialog", 16):
        if params["kind"] != "delete":
            continue
        doc = params["doc"]
        assert doc in params["title"], (lang, seed, params["title"])
        assert doc in params["message"][0], (lang, seed, params["message"])
        assert not any(ch.isdigit() for ch in params["title"]), (lang, seed, params["title"])
        seen += 1
    assert seen


AVATAR_SURFACES = ("kanban_board", "profile_page", "voicemail_list", "settings_panel",
                   "trip_itinerary", "spreadsheet_grid")


def test_surfaces_draw_no_avatar_of_their_own() -> None:
    """Avatars come from the kit (``chrome.avatar``, ``messages``): no surface module
    draws its own circle of initials."""
    import pathlib
    import re

    root = pathlib.Path(__file__).resolve().parents[2] / "surfaces"
    for path in root.glob("*.py"):
        text = path.read_text()
        assert not re.search(r"page\.ellipse\([^)]*\)[^\n]*name=\"avatar\"|name=\"avatar\"\)",
                             text), path.name


@pytest.mark.parametrize("name", AVATAR_SURFACES)
def test_avatars_show_a_persons_initials_in_their_colour(name: str) -> None:
    from surfaces.kit.brand_art import person_initials
    from surfaces.kit.persona import person_colour

    assert person_initials("Jean-Pierre Dupont") == "JD"
    assert person_initials("Ana Belén Duque") == "AD"
    for lang, seed, params in sampled(name, 6):
        page = _page(name, params, seed)
        names = {b[2] for b in _blocks(page)}
        marks = {person_initials(n) for n in names if n}
        for k, op in enumerate(page.ops):
            if getattr(op, "name", "") != "avatar" or not hasattr(op, "fill"):
                continue
            label = page.ops[k + 1]
            text = "".join(g.char for ln in label.laid.lines for g in ln.glyphs)
            if text == "?":
                continue
            assert op.fill == person_colour(text), (name, lang, seed, text)
            if name in ("profile_page", "voicemail_list", "settings_panel"):
                assert text in marks, (name, lang, seed, text)


def test_sidebar_labels_use_the_row_up_to_their_count() -> None:
    """A navigation row's label is cut only where it meets its count (or the edge), never
    for a count it does not have ("Benachrichtigun…" in a settings sidebar)."""
    from generator.layout import measure

    for lang, seed, params in sampled("settings_panel", 8):
        page = _page("settings_panel", params, seed)
        for op in page.ops:
            if not hasattr(op, "laid") or op.region < 0:
                continue
            shown = "".join(g.char for ln in op.laid.lines for g in ln.glyphs)
            if page.regions[op.region].name != "sidebar" or not shown.endswith("…"):
                continue
            x1, _, x2, _ = page.regions[op.region].box
            shown = shown.rstrip("…")
            item = next(t for t in params["nav"] if t.startswith(shown))
            st = op.laid.lines[0].glyphs[0].style
            assert measure(item, st)[0] > x2 - x1 - 54, (lang, seed, item)


def test_installer_next_is_disabled_until_the_licence_is_accepted() -> None:
    seen = 0
    for lang, seed, params in sampled("installer_wizard", 10):
        page = _page("installer_wizard", params, seed)
        accent = page.theme.accent
        primaries = [op for op in page.ops if getattr(op, "name", "") == "button"
                     and op.fill == accent]
        if params["page"] == "license" and not params["accepted"]:
            assert not primaries, (lang, seed)
            seen += 1
        else:
            assert primaries, (lang, seed)
    assert seen
