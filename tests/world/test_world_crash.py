"""crash_report: the service, the stack and the code context agree with each other."""

from __future__ import annotations

import re

from world_helpers import sampled

from surfaces.crash_report import FRAMEWORKS, RUNTIMES, SERVER_OS
from surfaces.kit.crash_world import EXC, PROJECTS

BROWSERS = r"Chrome|Safari|Firefox|Edge|iPhone|Android|Pixel|MacBook|iOS|Windows"


def test_a_python_crash_tells_its_runtime_and_server_not_a_browser():
    """The frames are a Python service's: the event names its Python runtime, framework,
    server system and host (its tags the same), never a browser, a device or a GPU."""
    for lang, seed, p in sampled("crash_report", 30):
        env = dict(zip(["release", "env", "runtime", "framework", "os", "server"],
                       [v for _, v in p["env"]], strict=True))
        assert env["runtime"] in RUNTIMES and env["framework"] in FRAMEWORKS, (lang, env)
        assert env["os"] in SERVER_OS and env["server"].startswith(p["project"] + "-")
        assert f"runtime:{env['runtime']}" in p["tags"], (lang, seed, p["tags"])
        assert f"server_name:{env['server']}" in p["tags"], (lang, seed, p["tags"])
        assert not re.search(BROWSERS, " ".join(p["tags"] + [v for _, v in p["env"]]))
        root = p["project"].replace("-", "_")
        assert p["project"] in PROJECTS
        assert all(f["path"].startswith(root + "/") and f["path"].endswith(".py")
                   for f in p["frames"]), (lang, seed, p["frames"])


def test_the_context_raises_the_reported_exception():
    for lang, seed, p in sampled("crash_report", 30):
        assert p["exc"] in EXC
        raising = "".join(t[0] for t in p["code"][p["raise_at"]])
        assert raising.strip().startswith(f"raise {p['exc']}("), (lang, seed, raising)


def test_users_affected_are_no_more_than_events():
    for lang, seed, p in sampled("crash_report", 10):
        assert 1 <= int(p["users"]) <= int(p["events"]), (lang, seed)


def test_the_raise_follows_a_failed_backend_call():
    for lang, seed, p in sampled("crash_report", 6):
        code = ["".join(t[0] for t in line).strip() for line in p["code"]]
        call = next(line for line in code if " = " in line and "(" in line)
        var = call.split(" = ")[0]
        guard = code[p["raise_at"] - 1]
        assert guard.startswith("except ") or guard.startswith("if ") and var in guard, \
            (lang, seed, code)


def test_the_call_times_out_after_the_seconds_the_message_names():
    """No `timeout=5` above "Timed out after 32 seconds"."""
    import re
    named = 0
    for lang, seed, p in sampled("crash_report", 40):
        waited = re.search(r"(\d+) (?:seconds|Sekunden|secondes|segundos|secondi|seconden)",
                           p["message"])
        if waited:
            named += 1
            call = next("".join(t[0] for t in line) for line in p["code"]
                        if "timeout=" in "".join(t[0] for t in line))
            assert f"timeout={waited.group(1)})" in call, (lang, seed, call, p["message"])
    assert named


def test_the_stack_is_one_call_chain_of_one_service() -> None:
    """A reviewer read 'The dashboard is not available in this region' raised in Cache.parse
    under frames of five unrelated modules: the frames run entry point (route or worker),
    handler, service, client; a method belongs to its module's class; the message is the
    chain's own."""
    import numpy as np

    from generator.content import Content
    from surfaces.kit.crash_world import CHAINS

    seen = set()
    for lang, seed, p in sampled("crash_report", 30):
        project, calls, _, exc = CHAINS[p["chain"]]
        seen.add(p["chain"])
        assert p["project"] == project and p["exc"] == exc, (lang, seed)
        kinds = [f["path"].split("/")[1] for f in p["frames"]]
        assert kinds[0] in ("routes", "workers") and kinds[1] == "handlers", (lang, seed, kinds)
        assert kinds[2] == "services", (lang, seed, kinds)
        mods = [f["path"].rsplit("/", 1)[-1][:-3] for f in p["frames"]]
        assert len(mods) == len(set(mods)), (lang, seed, mods)
        for mod, f in zip(mods[1:], p["frames"][1:], strict=True):
            camel = "".join(w.capitalize() for w in mod.split("_"))
            assert f["func"].split(".")[0] == camel, (lang, seed, f)
        template = Content(lang, np.random.default_rng(0)).ui_list("w8_crash.msg")[p["chain"]]
        fixed = template.split("{")[0].rstrip()[1:]  # the message's own opening words
        assert fixed in p["message"], (lang, seed, p["message"])
    assert len(seen) == len(CHAINS)
