"""Pull requests and blame views are written from their code: a PR's description and review
name the function its title names, nobody reviews their own PR, a merged PR says "merged"
(not "wants to merge"), and a blame view's file is the module shown, first added by the
oldest commit."""

from __future__ import annotations

import re

from world_helpers import sampled

FUNC = re.compile(r"\b(\w+)\(\)")


def test_pr_prose_names_the_titled_function() -> None:
    for lang, seed, p in sampled("pr_review", 6):
        titled = set(FUNC.findall(p["title"]))
        assert titled, (lang, seed, p["title"])
        first = FUNC.findall(p["desc"][0])
        assert first and first[0] in titled, (lang, seed, p["desc"])
        for c in [p["review"]] + p["replies"]:
            assert set(FUNC.findall(c["text"])) <= titled, (lang, seed, c["text"])
        assert p["author"] not in p["reviewers"], (lang, seed)
        assert int(p["counts"][3]) >= 2, (lang, seed)  # the module and its tests


def test_merged_pr_is_not_still_asking() -> None:
    for lang, seed, p in sampled("pr_review", 12):
        if lang == "en":
            assert ("merged" in p["wants"]) == (p["state"] == "merged"), (seed, p["wants"])
            assert ("wants to" in p["wants"]) != (p["state"] == "merged"), (seed, p["wants"])


def test_blame_file_is_the_module_shown() -> None:
    for lang, seed, p in sampled("git_blame", 8):
        base = p["path"].rsplit("/", 1)[-1]
        oldest = min(p["hunks"], key=lambda h: h["day"])
        assert base in oldest["message"], (lang, seed, oldest["message"], base)
        assert oldest["start"] == 0, (lang, seed)
        for h in p["hunks"]:
            names = re.findall(r"\b\w+\.py\b", h["message"])
            assert all(n == base for n in names), (lang, seed, h["message"])


def test_diff_comment_sits_on_a_change_and_names_its_function() -> None:
    for lang, seed, p in sampled("diff_viewer", 6):
        titled = set(FUNC.findall(p["title"]))
        if p["comment_at"] >= 0:
            assert p["ops"][p["comment_at"]] == "+", (lang, seed)
        if titled:  # "log: I think this breaks ..." named no change at all
            assert set(FUNC.findall(p["comment"])) <= titled, (lang, seed, p["comment"])
            assert FUNC.findall(p["comment"]), (lang, seed, p["comment"])


def test_crash_frame_calls_what_its_module_owns() -> None:
    """A Cache.load frame asks its backend (not "self.queue.publish"); no frame calls a store
    named after another module of the stack."""
    for lang, seed, p in sampled("crash_report", 6):
        code = "".join(t[0] for t in p["code"][0])
        if "self." not in code:  # a module-level call (raise line with its variables)
            continue
        store = code.split("self.")[1].split(".")[0]
        stems = [f["path"].rsplit("/", 1)[-1][:-3] for f in p["frames"]]
        assert not any(store == s or store in s.split("_") for s in stems), (lang, seed, code)


def test_git_log_branch_commits_are_its_owners() -> None:
    """"Merge pull request #798 from stephanie/fix/login" above commits by Rodney and Nicole:
    a merged branch's own commits are by the user it comes from, and someone else merges."""
    from surfaces.git_log import _login

    for lang, seed, p in sampled("git_log", 8):
        rows = p["rows"]
        for k, row in enumerate(rows):
            m = re.match(r"Merge pull request #\d+ from (\w+)/", row["subject"])
            if not m:
                continue
            for r in rows[k + 1:]:
                if len(r["lanes"]) < 2:
                    break
                if r["node"] == 1:
                    assert _login(r["author"].split()[0]) == m.group(1), (lang, seed, r)


def test_performance_label_only_on_performance_work() -> None:
    """"Improve error handling of the project list | performance": a PR labelled performance
    speeds something up."""
    for lang, seed, p in sampled("pull_request_list", 10):
        if lang not in ("en", "de"):
            continue
        for row in p["rows"]:
            if any(w in row["labels"] for w in ("performance", "Performance")):
                assert not re.search(r"error handling|accessibility|Fehlerbehandlung",
                                     row["title"]), (lang, seed, row["title"])


def test_pr_comment_header_reads_as_one_phrase() -> None:
    """German "hat  kommentiertvor 4 Tagen": the time sits inside the phrase."""
    for lang, seed, p in sampled("pr_review", 2):
        for key in ("desc", "followup"):
            said, when = p[f"{key}_said"], p[f"{key}_time"]
            assert when in said and "  " not in said, (lang, seed, said)


def test_blame_messages_fit_their_lines() -> None:
    """"Sort imports" on ``log = logging.getLogger(...)``: an imports commit owns imports."""
    for lang, seed, p in sampled("git_blame", 6):
        for h in p["hunks"]:
            code = ["".join(t[0] for t in p["code"][k]) for k in range(h["start"],
                                                                         h["start"] + h["n"])]
            if lang == "en" and "imports" in h["message"]:
                assert all(c.startswith(("import ", "from ")) for c in code), (seed, code)
