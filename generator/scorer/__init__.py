"""Scoring for Pointerbench-Text: the standalone protocol, baselines and CLI commands.

``protocol.py`` is standard library only and is copied verbatim into every
built dataset as ``OUT/eval.py`` (see ``PROTOCOL_FILE``).
"""

import re
from pathlib import Path

from .protocol import (
    SYSTEM_PROMPT,
    ScorerError,
    format_report,
    load_ground_truth,
    load_predictions,
    main,
    score,
)

PROTOCOL_FILE = Path(__file__).with_name("protocol.py")
DRAG_BLOCK = re.compile(r"^[ \t]*# <drag>\n.*?^[ \t]*# </drag>\n", re.M | re.S)


def eval_script(drag: bool) -> bytes:
    """The OUT/eval.py of a build: ``protocol.py`` itself when the build has drag rows,
    else without its drag blocks (``# <drag>`` .. ``# </drag>``), which is the released
    protocol byte for byte, so a build without drag rows keeps its bytes (SPEC 13)."""
    text = PROTOCOL_FILE.read_text(encoding="utf-8")
    return (text if drag else DRAG_BLOCK.sub("", text)).encode("utf-8")

__all__ = [
    "PROTOCOL_FILE",
    "eval_script",
    "SYSTEM_PROMPT",
    "ScorerError",
    "format_report",
    "load_ground_truth",
    "load_predictions",
    "main",
    "score",
]
