"""Pointerbench-Text generator: text-rich screenshots with pixel-exact pointing targets."""

__version__ = "0.28.1"
