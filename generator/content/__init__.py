"""Per-language page content (names, sentences, UI labels), one sub-package per language."""

from generator.content.provider import LANGUAGES, Content, ContentError, locale_data

__all__ = ["LANGUAGES", "Content", "ContentError", "locale_data"]
