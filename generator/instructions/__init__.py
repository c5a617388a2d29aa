"""Instruction rendering. The templates of every language are data in its locale folder
(generator/locales/<code>/instructions/); a missing key is an error, never an English fall-back."""

from generator.instructions.render import (
    LANGUAGE_KEYS,
    InstructionError,
    available_languages,
    render_instruction,
    templates,
)

__all__ = ["LANGUAGE_KEYS", "InstructionError", "available_languages", "render_instruction",
           "templates"]
