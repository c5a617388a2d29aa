"""Per-language page content (names, sentences, UI labels) from the language registry."""

from generator.content.provider import LANGUAGES, Content, ContentError, locale_data

__all__ = ["LANGUAGES", "Content", "ContentError", "locale_data"]
