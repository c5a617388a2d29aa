"""A documentation page written from its product (``docs_world``) section by section: each
section is written for its heading and the sections come in the order real docs use
(intro, prerequisites, steps, configuration, troubleshooting). Three kinds of page, the
sidebar entries a docs site opens: 0 overview, 1 installation, 2 configuration.

A section is ``{"kind", "heading", "blocks"}``; a block is ``["p", text, marks]``,
``["steps", [(text, marks), ...]]`` or ``["code", [lines]]``. Marks are code font on every
command, file name, variable and log path, a link on every cross-reference to another page
("see Configuration" reads as plain text without one, however often the page is named):
never on the product's name."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.kit import Content, choice
from surfaces.kit.prose import key_spans

KINDS = ("overview", "install", "config")
# (runtime, versions, the command that prints its version)
RUNTIMES = (("Python", ("3.9", "3.10", "3.11", "3.12"), "python3 --version"),
            ("Node.js", ("18", "20", "22"), "node --version"),
            ("Java", ("11", "17", "21"), "java -version"),
            ("Go", ("1.21", "1.22"), "go version"))
# the sections of each kind of page, in reading order (the intro has no heading)
SECTIONS = {"overview": ("intro", "prereq", "quick", "next"),
            "install": ("intro", "prereq", "install", "trouble"),
            "config": ("intro", "file", "env", "apply", "trouble")}
STEPS = {"quick": "hd.steps.quick", "install": "hd.steps.install", "apply": "hd.steps.apply"}


# how a command-line tool on each runtime is installed (a runtime without one ships servers)
PACKAGERS = {"Python": "pip install {cli}", "Node.js": "npm install -g {cli}"}
# ... and upgraded ("pip install" leaves an installed version alone; review r26)
UPGRADERS = {"Python": "pip install -U {cli}", "Node.js": "npm install -g {cli}"}
# ... and whether that install may need admin rights: "npm install -g" writes into the
# system's Node folder ("permission denied" without sudo on macOS/Linux), pip falls back to a
# per-user install when site-packages is not writable. The intro's "needs no admin rights"
# and the troubleshooting's "permission denied" are both written from it (review r63 0006).
NEEDS_ADMIN = {"Python": False, "Node.js": True}
TROUBLE_DENIED = 1  # hd_trouble_cli's "permission denied" sentence
# an install page's product: a server (downloaded, started, listening on its port) or a
# command-line tool (installed with its runtime's package manager, no port, no service)
FORMS = ("server", "server", "cli")


def docs_slots(rng: np.random.Generator, content: Content, world: dict[str, Any],
               pages: dict[str, str], form: str = "server") -> dict[str, str]:
    """The values every sentence of the page is written from."""
    runtimes = [r for r in RUNTIMES if form == "server" or r[0] in PACKAGERS]
    runtime, versions, check = runtimes[int(rng.integers(0, len(runtimes)))]
    pkg = PACKAGERS.get(runtime, "").format(cli=world["cli"])
    admin = form != "cli" or NEEDS_ADMIN[runtime]
    return {**{k: str(v) for k, v in world.items()}, "runtime": runtime, "pkg": pkg,
            "pkg_up": UPGRADERS.get(runtime, "").format(cli=world["cli"]),
            "form": form, "admin": "yes" if admin else "",
            "no_admin": "" if admin else content.ui("hd.no_admin"),
            "rver": str(choice(rng, list(versions))), "rcheck": check,
            "disk": str(int(choice(rng, [50, 100, 200, 250, 500]))),
            "component": content.word("component"),
            "page_install": f"\x01{pages['install']}\x02",
            "page_config": f"\x01{pages['config']}\x02"}


def config_example(world: dict[str, Any], level: str) -> list[str]:
    """A minimal config file in the syntax its extension says."""
    port, name = world["port"], world["file"]
    if name.endswith(".json"):
        return ["{", f'  "port": {port},', f'  "log_level": "{level}"', "}"]
    if name.endswith(".yaml"):
        return [f"port: {port}", f"log_level: {level}"]
    if name.endswith(".toml"):
        return [f"port = {port}", f'log_level = "{level}"']
    return [f"port={port}", f"log_level={level}"]


def code_keys(slots: dict[str, str]) -> list[str]:
    """What a docs writer sets in code font: commands, files, variables, paths."""
    cli = slots["cli"]
    return [*([slots["pkg_up"]] if slots.get("pkg_up") else []),
            *([slots["pkg"]] if slots.get("pkg") else []), f"{cli} {slots['sub']}",
            f"{cli} --verbose", f"{cli} start", f"{cli} restart", f"{cli} status",
            f"{cli} check", f"{cli} --version", slots["rcheck"], slots["file"], slots["env"],
            slots["log"], f"http://localhost:{slots['port']}", cli]


def marked(text: str, slots: dict[str, str]) -> tuple[str, list[list[Any]]]:
    """``text`` without its page-reference brackets, with code font on every identifier and
    a link on each page it refers to (only where a template wrote ``{page_*}``)."""
    links, clean, pos = [], "", 0
    for m in re.finditer("\x01([^\x02]*)\x02", text):
        clean += text[pos:m.start()]
        links.append([len(clean), len(clean) + len(m.group(1)), "link", ""])
        clean += m.group(1)
        pos = m.end()
    clean += text[pos:]
    marks = [[a, b, "code", ""] for a, b, _ in key_spans(clean, code_keys(slots))
             if not any(a < y and x < b for x, y, _, _ in links)]
    return clean, sorted(marks + links)


def _para(content: Content, topic: str, k: int, slots: dict[str, str]) -> list[Any]:
    return ["p", *marked(" ".join(content.sentences(topic, k, ordered=True, **slots)), slots)]


def _blocks(rng: np.random.Generator, content: Content, part: str, kind: str,
            slots: dict[str, str]) -> list[list[Any]]:
    """The blocks of one section, written for it."""
    cli = "_cli" if slots["form"] == "cli" else ""
    if part == "intro":
        return [_para(content, f"hd_intro_{kind}{cli if kind == 'install' else ''}",
                      int(rng.integers(2, 4)), slots)]
    if part == "prereq":
        return [_para(content, "hd_prereq", int(rng.integers(2, 4)), slots)]
    if part in STEPS:
        lines = content.ui_list(STEPS[part] + (cli if part == "install" else ""))
        return [["steps", [list(marked(content.fill(line, **slots), slots)) for line in lines]]]
    if part == "file":
        level = str(choice(rng, ["info", "warn", "debug"]))
        return [_para(content, "hd_config", 2, slots), ["code", config_example(slots, level)]]
    if part == "env":
        # all three: "for example" needs the sentence it illustrates before it
        return [_para(content, "hd_env", 3, slots)]
    if part == "next":
        return [_para(content, "hd_next", 2, slots)]
    return [_para(content, f"hd_trouble{cli}", int(rng.integers(2, 4)), slots)]


def docs_page(rng: np.random.Generator, content: Content, world: dict[str, Any], kind: str,
              pages: dict[str, str]) -> dict[str, Any]:
    """The sections of a ``kind`` page about ``world``'s product; ``pages`` names the
    install and config pages a sentence may refer to."""
    form = str(choice(rng, list(FORMS))) if kind == "install" else "server"
    slots = docs_slots(rng, content, world, pages, form)
    if kind == "config" and not slots["env"].endswith(("_PORT", "_LOG_LEVEL")):
        # "X_DATA_DIR wins over the matching entry in the file": the file shows port and
        # log_level only, so the variable named overrides one of those
        # (no draw from rng: the pages of the other kinds keep their words)
        suffix = "LOG_LEVEL" if slots["env"].endswith(("_CONFIG", "_PROFILE")) else "PORT"
        slots["env"] = f"{slots['cli'].upper()}_{suffix}"
    if kind == "install":
        content.skip("hd_trouble", (2,))  # an upgrade check belongs on the config page
    if form == "cli":
        content.skip("hd_prereq", (2, 3))  # a command-line tool: no port, no admin shell
        if not slots["admin"]:  # a per-user install is never denied the permission
            content.skip("hd_trouble_cli", (TROUBLE_DENIED,))
    sections = []
    for part in SECTIONS[kind]:
        heading = "" if part == "intro" else content.ui(f"hd.h.{part}", tool=world["tool"])
        sections.append({"kind": part, "heading": heading,
                         "blocks": _blocks(rng, content, part, kind, slots)})
    return {"kind": kind, "sections": sections}

