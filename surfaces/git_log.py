"""A terminal running ``git log --graph``: coloured graph lanes drawn as shapes, abbreviated
hashes, ref decorations, commit subjects in the team's language, relative dates, authors."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.chrome import title_bar
from surfaces.kit.clock import sample_now
from surfaces.kit.devtools import REPO_FEATURES, pin_repo, sha
from surfaces.kit.listed import dev_owner
from surfaces.kit.phone import screen_height
from surfaces.kit.terminal import draw_lines, palette, prompt, seg
from surfaces.kit.typography import sample_typography
from surfaces.kit.web import url_words

# a branch is named after its ticket (its commits' subjects vary too much for "fix/login")
BRANCHES = ["feature", "fix", "feature", "chore"]
# each repository's tracker key
KEYS = {"webshop": "SHOP", "billing": "BILL", "mobile-app": "APP", "intranet": "INT",
        "crm": "CRM"}


def _login(name: str) -> str:
    """A login or GitHub user name: ASCII, lower case ("Édith" -> "edith")."""
    return "".join(url_words(name)) or "dev"  # "Jürgen" -> "juergen"


def _when(content: Content, hours: int) -> str:
    """``%cr`` as git prints it: in git's own translation, English where git has none (nl,
    r88 0010: "2 dagen geleden" is no git output)."""
    if hours < 24:
        return content.ui("devtools.git_rel_hours", n=max(2, hours))
    if hours < 24 * 14:
        return content.ui("devtools.git_rel_days", n=max(2, hours // 24))
    return content.ui("devtools.git_rel_weeks", n=hours // (24 * 7))


# how a team ties a commit to its ticket: "SHOP-412: Fix ...", "[SHOP-412] Fix ...",
# "Fix ... (SHOP-412)", or GitHub's squash merge "Fix ... (#412)" on the main line
REF_STYLES = ("prefix", "bracket", "suffix", "github")


def _subject(content: Content, style: str, ref: str) -> str:
    """A commit subject from a template the log has not used yet, tied to its ticket or
    pull request ``ref`` as the team writes it."""
    text = content.sentence("devtools.commit")
    if style in ("prefix", "github") and not ref.startswith("#"):
        return f"{ref}: {text}"  # a GitHub team's branch commits name the ticket first
    if style == "bracket":
        return f"[{ref}] {text}"
    if text.endswith(")") and not ref.startswith("#"):
        return f"{text[:-1]}, {ref})"  # "(breaks CI, CRM-736)", not two brackets
    return f"{text} ({ref})"


def strip_ref(subject: str) -> str:
    """A subject without its ticket or pull request reference."""
    return re.sub(r"^(?:\[[A-Z]+-\d+\] |[A-Z]+-\d+: )|\s\((?:#\d+|[A-Z]+-\d+)\)$"
                  r"|, [A-Z]+-\d+(?=\)$)", "", subject)


def _rows(rng: np.random.Generator, content: Content, n: int,
          repo: str) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    open_left, branch = 0, ""
    age = int(rng.integers(1, 5))
    team = [content.full_name() for _ in range(int(rng.integers(3, 8)))]
    pr = int(rng.integers(300, 900))  # newest first: pull request numbers go down
    key, owner = KEYS[repo], ""
    style, ticket = choice(rng, REF_STYLES), ""
    for k in range(n):
        if not open_left and not branch and not content.fresh("devtools.commit"):
            break  # the history shown ends before a subject template would come back
        age += int(rng.integers(1, 30))
        row: dict[str, Any] = {"sha": sha(rng), "lanes": [0], "node": 0, "merge_from": None,
                               "hours": age,
                               "fork_to": None, "refs": "", "when": _when(content, age),
                               "author": choice(rng, team)}
        if not open_left and branch == "" and rng.random() < 0.3 and k < n - 4 and \
                content.fresh("devtools.commit") >= 5:  # its commits need fresh subjects
            ticket = f"{key}-{int(rng.integers(100, 1500))}"  # the branch's commits name it
            branch = f"{choice(rng, BRANCHES)}/{ticket}"
            num, pr = pr, pr - int(rng.integers(3, 40))
            # the branch's commits are its owner's; someone else merges it
            owner = choice(rng, team)
            row["author"] = choice(rng, [t for t in team if t != owner] or team)
            user = _login(owner.split()[0])
            row["subject"] = (f"Merge pull request #{num} from {user}/{branch}"
                              if rng.random() < 0.6 else f"Merge branch '{branch}'")
            row["fork_to"] = 1
            open_left = int(rng.integers(1, 4))
        elif open_left:
            row["lanes"] = [0, 1]
            # the branch's newest commit is on its lane: a merge of no commit is none (r88
            # 0010: "|\\", "* |", "|/" merged an empty lane)
            row["node"] = 1 if rows[-1]["fork_to"] or rng.random() < 0.75 else 0
            if row["node"] == 1:  # the branch's own commit names its ticket
                row["author"] = owner
                row["subject"] = _subject(content, style, ticket)
            open_left -= 1
            if not open_left:
                row["close"] = True
        elif branch:
            row["merge_from"] = 1
            branch = ""
        if "subject" not in row:  # a commit on the main line: its own ticket, or its squashed PR
            if style == "github":
                ref, pr = f"#{pr}", pr - int(rng.integers(1, 6))
            else:
                ref = f"{key}-{int(rng.integers(100, 1500))}"
            row["subject"] = _subject(content, style, ref)
        rows.append(row)
    return rows


def _graph_lines(rows: list[dict[str, Any]], fmt: str) -> list[list[Any]]:
    """The rows as git prints ``--graph``: "*" for a commit, "|" for a lane passing by,
    "|\\" where a merge opens its second parent's lane and "|/" where that lane joins the
    first parent again; the lanes coloured as git colours them (red, then green)."""
    if fmt == "medium":
        return _medium_lines(rows)
    out: list[list[Any]] = []
    bar, side = seg("|", "red"), seg("|", "green")
    for row in rows:
        text = GitLog._segments(row, fmt)
        if row["fork_to"]:  # a merge commit: its second parent's lane opens below it
            out.append([seg("*   ")] + text)
            out.append([bar, seg("\\", "green")])
            continue
        if len(row["lanes"]) > 1:
            graph = [bar, seg(" "), seg("* ")] if row["node"] == 1 else \
                [seg("* "), side, seg(" ")]
            out.append(graph + text)
            if row.get("close"):
                out.append([bar, seg("/", "green")])
            continue
        out.append([seg("* ")] + text)
    return out


def _medium_lines(rows: list[dict[str, Any]]) -> list[list[Any]]:
    """The rows as plain ``git log --graph`` prints them (its default format): "commit" and
    the full hash, "Merge:" with the parents of a merge, "Author:", "Date:", then the
    subject indented by four; every line after the "*" carries the lanes that go on."""
    out: list[list[Any]] = []
    bar, side = seg("|", "red"), seg("|", "green")
    for row in rows:
        refs = [seg(" ("), seg(row["refs"], "cyan", True), seg(")")] if row["refs"] else []
        head = [seg("commit " + row["full"], "yellow")] + refs
        two = row["fork_to"] or len(row["lanes"]) > 1
        if row["fork_to"]:
            star = [seg("*   ")]
        elif len(row["lanes"]) > 1:
            star = [bar, seg(" "), seg("* ")] if row["node"] == 1 else [seg("* "), side, seg(" ")]
        else:
            star = [seg("* ")]
        lanes = [bar, seg(" "), side, seg(" ")] if two else [bar, seg(" ")]
        out.append(star + head)
        body = ([[seg("Merge: " + " ".join(row["parents"]))]] if row["fork_to"] else []) + [
            [seg(f"Author: {row['author']} <{row['email']}>")], [seg(f"Date:   {row['date']}")],
            [], [seg("    " + row["subject"])], []]
        for n, line in enumerate(body):
            first = row["fork_to"] and n == 0  # the merge opens its second lane here
            out.append(([bar, seg("\\", "green"), seg("  ")] if first else lanes) + line)
        if row.get("close"):
            out.append([bar, seg("/", "green")])
    return out


def _dated(rng: np.random.Generator, content: Content, rows: list[dict[str, Any]]) -> None:
    """Each row's full hash, author e-mail and date as git prints them (English day and
    month names, the team's UTC offset in that season), its age back from now; a merge's
    parents: the main line's next commit, then its branch's newest."""
    now = sample_now(rng)
    domain = content.domain(dev_owner(content))
    for row in rows:
        row["full"] = row["sha"] + sha(rng, 33)
        first, *_, last = row["author"].split()
        row["email"] = f"{_login(first)}.{_login(last)}@{domain}"
        at = now - datetime.timedelta(hours=row["hours"], seconds=int(rng.integers(0, 3600)))
        summer = 4 <= at.month <= 10
        zone = ("-0400" if summer else "-0500") if content.lang == "en" else \
            ("+0200" if summer else "+0100")
        row["date"] = at.strftime("%a %b ") + f"{at.day} {at:%H:%M:%S %Y} {zone}"
    for k, row in enumerate(rows):
        later = rows[k + 1:]
        main = next((r["sha"] for r in later if len(r["lanes"]) == 1 or r["node"] == 0),
                    sha(rng))
        side = next((r["sha"] for r in later if r["node"] == 1), sha(rng))
        row["parents"] = [main, side]


class GitLog(Surface):
    name = "git_log"
    family = "code"
    text_roles = ("code", "chrome")
    regions = ("title bar", "terminal")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        repo = choice(rng, list(REPO_FEATURES))
        pin_repo(content, repo)  # its commits touch its own screens
        rows = _rows(rng, content, 40, repo)
        rows[0]["refs"] = f"HEAD -> {choice(rng, ['main', 'develop'])}, origin/main"
        # a release tag sits on the main line, never on a side branch's commit
        main = [k for k, r in enumerate(rows[1:], 1) if len(r["lanes"]) == 1 or r["node"] == 0]
        tags = main[min(int(rng.integers(2, 11)), len(main) - 1)]
        rows[tags]["refs"] = f"tag: v{int(rng.integers(1, 5))}.{int(rng.integers(0, 30))}.0"
        user = _login(content.first_name())
        _dated(rng, content, rows)
        size, fmt = int(choice(rng, [12, 13, 14])), choice(rng, ["full", "oneline"])
        # a log of a few dozen lines in a tall terminal: the default format, its
        # four lines a commit (r21: a German log's 16 commits over a third of 1080 px)
        if len(_graph_lines(rows, fmt)) < 0.6 * (screen_height(self) - 40) // round(size * 1.45):
            fmt = "medium"
        return {"typo": sample_typography(rng, "sans", (12, 13, 14)), "rows": rows,
                "user": user, "repo": repo, "prompt": choice(rng, ["bash", "zsh"]),
                "size": size, "fmt": fmt, "mac": bool(rng.random() < 0.6)}

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        dark = theme.name == "dark"
        colours = palette(dark)
        cwd = f"~/{params['repo']}"
        y = title_bar(page, theme, typo, f"{params['user']}@dev: {cwd}", mac=params["mac"],
                      platform="" if params["mac"] else "gnome")
        box = (0, y, page.width, page.height)
        size = params["size"]
        pitch = round(size * 1.45)
        cmd = {"oneline": "git log --graph --oneline", "medium": "git log --graph"}.get(
            params["fmt"], "git log --graph --pretty='%h -%d %s (%cr) <%an>'")
        lines = _graph_lines(params["rows"], params["fmt"])
        if len(lines) < (page.height - y - 14) // pitch - 2:  # all of it fits
            cmd += f" -n {len(params['rows'])}"  # the log asked for as many as it shows
        with page.region("terminal", "body", box):
            page.rect(box, colours["bg"], name="terminal")
            first = prompt(params["user"], "dev", cwd, params["prompt"]) + [seg(cmd)]
            rows = (page.height - 6 - y - 8) // pitch
            shown = [first] + lines[:rows - 1]
            if len(lines) + 2 <= rows:  # the whole log printed: the shell is back
                shown.append(prompt(params["user"], "dev", cwd, params["prompt"]))
            draw_lines(page, typo["mono"], size, (12, y + 8, page.width - 12, page.height - 6),
                       shown, colours, pitch=pitch)
        return page

    @staticmethod
    def _segments(row: dict[str, Any], fmt: str) -> list[list[Any]]:
        """One commit's text. ``--oneline`` is coloured by git itself (yellow hash, coloured
        refs); a ``--pretty`` format without %C codes prints plain text (r68 0014)."""
        if fmt != "oneline":
            refs = f" ({row['refs']})" if row["refs"] else ""
            return [seg(f"{row['sha']} -{refs} {row['subject']} ({row['when']}) "
                        f"<{row['author']}>")]
        out = [seg(row["sha"], "yellow")]
        if row["refs"]:
            out += [seg(" ("), seg(row["refs"], "cyan", True), seg(")")]
        out.append(seg(" " + row["subject"]))
        return out
