"""fxA (wave 21): a terminal takes typing only after its shell's prompt. A git log longer
than the screen ends on git's output ('| Date:   Sat May 23 ...', '| |'): no caret task and
no blinking caret on that line; a page whose log ends with the shell back offers its prompt."""

from __future__ import annotations

import re

from world_helpers import rendered

from generator.editable import editable_lines

LANGS = ("en", "de", "fr", "es", "it", "nl")
PROMPT = re.compile(r"^\S+@\S+[: ]\S*\s?[$%]|^> ")  # bash, zsh, arrow (this test's reading)


def test_a_terminal_is_typed_in_only_at_a_prompt() -> None:
    prompts = outputs = 0
    for name in ("git_log", "terminal"):
        for seed in range(24):
            _, geo = rendered(name, LANGS[seed % 6], seed)
            terminal = [r.id for r in geo.regions if r.name.split(" ")[0] == "terminal"]
            last = max((ln for ln in geo.lines if geo.blocks[ln.block].region in terminal),
                       key=lambda ln: ln.id)
            typed = [ln for ln in editable_lines(geo)
                     if geo.blocks[ln.block].region in terminal]
            at_prompt = PROMPT.match(geo.line_text(last).lstrip()) is not None
            assert [ln.id for ln in typed] == ([last.id] if at_prompt else []), \
                (name, seed, geo.line_text(last))
            prompts += at_prompt
            outputs += not at_prompt
    assert prompts >= 20 and outputs >= 5, (prompts, outputs)
