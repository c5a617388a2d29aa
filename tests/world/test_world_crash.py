"""crash_report: the service, the stack and the code context agree with each other."""

from __future__ import annotations

import re

from world_helpers import sampled

from surfaces.crash_report import EXC, FRAMEWORKS, PROJECTS, RUNTIMES, SERVER_OS

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
        raising = "".join(t[0] for t in p["code"][2])
        assert raising.strip().startswith(f"raise {p['exc']}("), (lang, seed, raising)
        assert p["message"].replace('"', "'") in raising, (lang, seed)


def test_frames_are_distinct_functions_in_plausible_paths():
    for lang, seed, p in sampled("crash_report", 30):
        funcs = [f["func"] for f in p["frames"]]
        assert len(funcs) == len(set(funcs)) and 4 <= len(funcs) <= 6, (lang, seed, funcs)
        for f in p["frames"]:
            dirs = f["path"].split("/")[:-1]
            assert len(dirs) == len(set(dirs)) and "tests" not in dirs, (lang, seed, f["path"])


def test_users_affected_are_no_more_than_events():
    for lang, seed, p in sampled("crash_report", 10):
        assert 1 <= int(p["users"]) <= int(p["events"]), (lang, seed)


def test_the_raise_follows_a_failed_backend_call():
    for lang, seed, p in sampled("crash_report", 6):
        first, cond = ("".join(t[0] for t in p["code"][k]).strip() for k in (0, 1))
        var = first.split(" = ")[0]
        assert cond == f"if not {var}.ok:" and "(" in first, (lang, seed, first, cond)


def test_the_call_times_out_after_the_seconds_the_message_names():
    """No `timeout=5` above "Timed out after 32 seconds"."""
    import re
    named = 0
    for lang, seed, p in sampled("crash_report", 40):
        waited = re.search(r"(\d+) (?:seconds|Sekunden|secondes|segundos|secondi|seconden)",
                           p["message"])
        if waited:
            named += 1
            call = "".join(t[0] for t in p["code"][0])
            assert f"timeout={waited.group(1)})" in call, (lang, seed, call, p["message"])
    assert named


def test_each_frame_is_a_function_of_its_own_file():
    """No "image_pipeline.py in sync_scheduler": a frame's function belongs to its module."""
    from surfaces.crash_report import OBJECTS
    for lang, seed, p in sampled("crash_report", 20):
        mods = [f["path"].rsplit("/", 1)[-1][:-3] for f in p["frames"]]
        assert len(mods) == len(set(mods)), (lang, seed, mods)
        for mod, f in zip(mods, p["frames"], strict=True):
            camel = "".join(w.capitalize() for w in mod.split("_"))
            head, _, tail = f["func"].partition(".")
            if tail:
                assert head == camel, (lang, seed, f)
            else:
                assert f["func"].split("_", 1)[1] in OBJECTS, (lang, seed, f)
        assert "." in p["frames"][-1]["func"], (lang, seed)
