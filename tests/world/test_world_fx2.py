"""Suite fixes of wave 20 (fx2)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_an_before_a_choice_only_when_every_option_starts_with_a_vowel() -> None:
    """'Ask Hillcrest LLC for an revised quote': an English template writes "a {x|y}" and
    the sound rule makes it "an" where the drawn word needs it; a literal "an {x|y}" is right
    only when every option takes "an"."""
    bad = []
    for path in sorted((ROOT / "generator/locales/en").rglob("*.toml")):
        for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for m in re.finditer(r"\b[Aa]n \{([^{}]*)\}", line):
                options = m.group(1).split("|")
                if "|" in m.group(1) and not all(re.match(r"[aeiouAEIOU]", o) for o in options):
                    bad.append(f"{path.name}:{no}: {m.group(0)}")
    assert not bad, bad
