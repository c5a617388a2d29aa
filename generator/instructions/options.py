"""Which templates of a category fit one target: the category's own, narrowed by what the
page is (a one-line paragraph, text nobody can type in, a touch screen)."""

from __future__ import annotations

from types import SimpleNamespace

from generator.targets import Target


def options_for(module: SimpleNamespace, target: Target) -> list[str]:
    """The templates of the target's category; for a caret position in text nobody can type
    in (``ref["editable"]`` False, set by the sampler from the page) only those that name no
    text cursor, with the read-only ones: "Click just before «Anna» to start selecting
    there", never "Place the cursor …" on a listing, a table cell or a scanned letter."""
    options = module.TEMPLATES.get(target.category)
    if target.ref.get("lines") == 1:  # "Select …, every line of it" names several lines
        words = [w.casefold() for w in module.MULTILINE_WORDS]
        options = [t for t in options or [] if not any(w in str(t).casefold() for w in words)]
    if len(str(target.ref.get("text", "x"))) == 1 and target.ref.get("kind") == "word":
        # "at the end of the «s», after its last character": the letter is its own last one
        words = [w.casefold() for w in module.GLYPH_WORDS]
        options = [t for t in options or [] if not any(w in str(t).casefold() for w in words)] \
            or options  # a category of those alone (a test's one template) keeps them
    if target.ref.get("editable") is False:
        words = [w.casefold() for w in module.CARET_WORDS]
        plain = [t for t in options or [] if not any(w in str(t).casefold() for w in words)]
        options = plain + list(module.READONLY.get(target.category, []))
    return touch_options(module, target, options)


def touch_options(module: SimpleNamespace, target: Target, options: list[str] | None) -> list:
    """On a touch screen (``ref["touch"]``: a phone's or tablet's layout) no template that
    names a mouse or a click (``POINTER_WORDS``), with the language's tapping ones (no text
    cursor in them): "Toca la palabra «Catalina»", never "Pulsa con el ratón" (r49 0029)."""
    if not target.ref.get("touch"):
        return options
    words = [w.casefold() for w in module.POINTER_WORDS]
    plain = [t for t in options or [] if not any(w in str(t).casefold() for w in words)]
    return plain + list(module.TOUCH.get(target.category, []))
