"""Exports of a built dataset in trainers' formats and coordinates (SPEC 12).

``coords`` (pixel, norm1000, norm1, qwen25), ``formats`` (conversations, messages),
``parquet`` (shards with embedded PNGs), ``commands`` (the ``export`` CLI command).
"""
