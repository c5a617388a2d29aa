"""Instruction templates, one sub-package per language with the same keys (like faker's
locale providers). A missing key in a language is an error, never an English fall-back."""

from generator.instructions.render import (
    LANGUAGE_KEYS,
    InstructionError,
    available_languages,
    render_instruction,
    templates,
)

__all__ = ["LANGUAGE_KEYS", "InstructionError", "available_languages", "render_instruction",
           "templates"]
