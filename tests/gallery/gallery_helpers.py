"""Helpers of the gallery tests: the CLI, a browser page that records every request and
every console error, and the site's row data read back from rows.js."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from generator.cli import app

CHROMIUM = Path("/usr/bin/chromium")
LOCAL = ("file:", "data:", "blob:")


def cli(*args: str, code: int = 0):
    result = CliRunner().invoke(app, [str(a) for a in args])
    assert result.exit_code == code, result.output
    return result


def rows_js(site: Path) -> dict:
    text = (site / "rows.js").read_text(encoding="utf-8")
    prefix = "window.PBT_GALLERY = "
    assert text.startswith(prefix)
    return json.loads(text[len(prefix):].rstrip().rstrip(";"))


def metadata(out: Path, split: str = "test") -> list[dict]:
    lines = (out / "data" / split / "metadata.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line]


def launch(playwright):
    """Debian's Chromium (Playwright's own browser download does not work here)."""
    if not CHROMIUM.exists():
        if os.environ.get("CI"):
            pytest.fail(f"{CHROMIUM} is missing: .ci/run installs Debian's chromium")
        pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium)")
    return playwright.chromium.launch(executable_path=str(CHROMIUM))


class Tab:
    """A fresh browser context and page; ``check()`` asserts nothing left the machine and
    the page logged no error."""

    def __init__(self, browser, accept_downloads: bool = False) -> None:
        self.context = browser.new_context(viewport={"width": 1400, "height": 900},
                                           accept_downloads=accept_downloads)
        self.page = self.context.new_page()
        self.requests: list[str] = []
        self.errors: list[str] = []
        self.page.on("request", lambda r: self.requests.append(r.url))
        self.page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))

    def open(self, site: Path, query: str = ""):
        self.page.goto(site.joinpath("index.html").as_uri() + query)
        self.page.wait_for_selector("#count:not(:empty)")
        return self.page

    def check(self) -> None:
        outside = [u for u in self.requests if not u.startswith(LOCAL)]
        assert not outside, f"requests left the machine: {outside}"
        assert not self.errors, f"console errors: {self.errors}"

    def close(self) -> None:
        self.context.close()
