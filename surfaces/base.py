"""The ``Surface`` interface: sample plain parameters, then compose a page from them.

A surface draws every random choice (texts, column widths, fonts, optional panels) in
``sample`` into a JSON-able dict, and ``compose`` builds the page deterministically from
that dict and a theme, so any example can be replayed and any parameter pinned
(synthtiger's sample/render split). Subclassing registers the surface (see ``registry``). A plugin surface may carry its own
content and region names in ``locale_data`` (see ``generator.content.plugin_data``).
"""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np

from generator.content import LANGUAGES, Content
from generator.page import Page, Theme
from surfaces.registry import SurfaceError, register

WIDTH, HEIGHT = 1024, 768


class Surface:
    """Base class of every surface. Set the class attributes; implement two methods."""

    name: ClassVar[str]
    family: ClassVar[str]  # mail, chat, code, documents, web, tables, forms, ...
    regions: ClassVar[tuple[str, ...]]  # region names this surface draws
    languages: ClassVar[tuple[str, ...]] = LANGUAGES
    themes: ClassVar[tuple[str, ...]] = ("light", "dark")
    # Text roles the surface draws (prose, text, code, structural, chrome, field); the
    # plan only asks a surface for categories whose candidates live in these roles.
    text_roles: ClassVar[tuple[str, ...]] = ("text", "structural", "chrome")
    invoice: ClassVar[bool] = False  # draws invoice fields (invoice_* categories)
    # Categories the roles would allow but the real app (so this surface) does not show,
    # e.g. ("blank_line",) for a page whose paragraphs are spaced by less than a line.
    unsupported_categories: ClassVar[tuple[str, ...]] = ()
    abstract: ClassVar[bool] = False  # True for intermediate base classes
    # Regions (by the first word of their name) a user types in besides the usual editors,
    # composers and form fields: ("document",) for a word processor, ("note",) for a notes
    # app. A fake text caret may blink only there (generator/effects/inputs.py); an invoice
    # or a PDF's "document" is static text.
    typing_regions: ClassVar[tuple[str, ...]] = ()
    # A plugin's own content keys by language: {"en": {"sentences": {...}, "titles": {...},
    # "slots": {...}, "ui": {...}}} (see generator/content/plugin_data.py).
    locale_data: ClassVar[dict[str, dict[str, Any]]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.__dict__.get("abstract", False):
            return
        for method in ("sample", "compose"):
            if getattr(cls, method) is getattr(Surface, method):
                raise SurfaceError(f"surface {cls.__module__}.{cls.__qualname__} does not "
                                   f"implement {method}()")
        register(cls)

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        """Draw every random parameter of one page into plain, JSON-able data."""
        raise NotImplementedError

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        """Build the page from ``params`` alone (no randomness here)."""
        raise NotImplementedError

    @classmethod
    def supports(cls, category: str) -> bool:
        return category not in cls.unsupported_categories and cls.roles_allow(category) \
            and cls.types_text(category)

    @classmethod
    def types_text(cls, category: str) -> bool:
        """False for a caret category on a surface whose pages hold no text a user is
        typing (generator/editable.py: a text cursor stands only in editable text)."""
        from generator.editable import TYPING_CARETS
        from generator.targets.categories import CATEGORIES

        spec = CATEGORIES.get(category)
        if spec is None or spec.data_type != "caret":
            return True
        if cls.name in TYPING_CARETS:
            return category in TYPING_CARETS[cls.name]
        return bool(cls.typing_regions)

    @classmethod
    def roles_allow(cls, category: str) -> bool:
        """True when the surface's text roles (or invoice fields) can hold ``category``."""
        from generator.targets.categories import INVOICE_ONLY, REQUIRED_ROLES

        if category in INVOICE_ONLY:
            return cls.invoice
        return any(role in cls.text_roles for role in REQUIRED_ROLES[category])

    def new_page(self, theme: Theme) -> Page:
        screen = getattr(self, "screen", None)  # set by the pipeline (generator/screens.py)
        if screen is not None:
            width, height = screen.logical
            return Page(width, height, theme, scale=screen.scale)
        return Page(WIDTH, HEIGHT, theme)
