"""Scoring for Pointerbench-Text: the standalone protocol, baselines and CLI commands.

``protocol.py`` is standard library only and is copied verbatim into every
built dataset as ``OUT/eval.py`` (see ``PROTOCOL_FILE``).
"""

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

__all__ = [
    "PROTOCOL_FILE",
    "SYSTEM_PROMPT",
    "ScorerError",
    "format_report",
    "load_ground_truth",
    "load_predictions",
    "main",
    "score",
]
