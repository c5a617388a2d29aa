"""A terminal emulator window with a shell session: git, ls, test runs and log tails, with
coloured prompts and localised program output."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.chrome import tab_bar, title_bar
from surfaces.kit.code import ascii_name
from surfaces.kit.code_world import DOMAINS, SIBLINGS
from surfaces.kit.shell_tree import sample_tree
from surfaces.kit.terminal import draw_lines, log_segments, palette, prompt, seg, service_log
from surfaces.kit.typography import sample_typography

# what a term_component word (each language has its own list) names -> the kit/log_world
# service a project of that name is: the mail server's mailer, the payment service's
# billing, the search index, file storage's export and thumbnail worker, the scheduler
PROJECTS = {"billing": r"pay|zahlung|paiement|pago|pagament|betaal",
            "mailer": r"mail|messagerie|correo|posta",
            "search": r"search|such|index|indicizz|búsqueda|zoek",
            "scheduler": r"schedul|planifi|programada|pianificat|planner",
            "worker": r"storage|speicher|stockage|almacenamiento|archiviazione|opslag"}


def projects(words: list[str]) -> list[tuple[str, str]]:
    """(word, service) of the term_component ``words`` that name a service of log_world."""
    out = []
    for word in words:
        service = next((s for s, pat in PROJECTS.items() if re.search(pat, word, re.I)), "")
        if service:
            out.append((word, service))
    return out


def sample_git_state(rng: np.random.Generator) -> dict[str, Any]:
    """What ``git status`` reports: the short form (``-sb``) or git's long one, the modified
    modules of src/, and an untracked notes file (short form only)."""
    short = bool(rng.random() < 0.45)
    names = sorted({f"src/{name}" for name in rng.choice(
        [d[0] + ".py" for d in DOMAINS] + list(SIBLINGS), int(rng.integers(1, 4)),
        replace=False)})
    if not short and rng.random() < 0.4:
        names = []
    untracked = ["notes.txt"] if short and rng.random() < 0.4 else []
    return {"short": short, "modified": names, "untracked": untracked}


class Terminal(Surface):
    name = "terminal"
    family = "code"
    text_roles = ("code", "chrome")
    regions = ("title bar", "tab bar", "terminal")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # a login as an admin makes it: "Michèle" -> michele, "Jürgen" -> juergen
        user = ascii_name(content.first_name().split()[0], content.lang).split("_")[0] or "dev"
        host = choice(rng, ["laptop", "devbox", "build-01", "workstation", "thinkpad"])
        # the working copy is one of the services kit/log_world knows: its log is that
        # service's
        found = projects(content.data.SLOTS["term_component"])
        word, self.service = found[int(rng.integers(len(found)))]
        project = ascii_name(word, content.lang).replace("_", "-")
        cwd = f"~/projects/{project}"
        kind = choice(rng, ["bash", "zsh"])
        lines: list[list[list[Any]]] = []
        branch = choice(rng, ["main", "develop", "fix/timeout", "feature/export"])
        blocks = [self._git_status, self._ls, self._git_log, self._tests, self._tail,
                  self._cat]
        order = rng.permutation(len(blocks))
        now = datetime.datetime(2026, 1, 1, 8) + datetime.timedelta(
            days=int(rng.integers(0, 330)), minutes=int(rng.integers(0, 600)))
        self.now = now
        # one working copy: what git status reports is what ls lists
        self.git = sample_git_state(rng)
        self.tree = sample_tree(rng, bool(self.git["untracked"]), bool(self.git["modified"]))
        lines.append(prompt(user, host, "~", kind) + [seg(f"cd {cwd}")])
        starts = [0]
        for i in order:
            starts.append(len(lines))
            blocks[int(i)](rng, content, lines, prompt(user, host, cwd, kind), branch)
        starts.append(len(lines))
        lines.append(prompt(user, host, cwd, kind))
        return {
            "typo": sample_typography(rng, "sans", (13,)),
            "size": int(choice(rng, [13, 14, 15])), "lines": lines, "starts": starts,
            "now": now.isoformat(), "tree": self.tree, "git": self.git, "service": self.service,
            "title": f"{user}@{host}: {cwd}", "mac": bool(rng.random() < 0.5),
            "tabs": [f"{user}@{host}", "bash", "htop"] if rng.random() < 0.35 else [],
            "line_height": float(choice(rng, [1.25, 1.35, 1.45])),
        }

    def _git_status(self, rng, content, lines, ps1, branch) -> None:
        state = self.git
        if state["short"]:  # the short form many developers type: branch, then "XY path"
            lines.append(ps1 + [seg("git status -sb")])
            lines.append([seg("## "), seg(branch, "green"), seg("..."),
                          seg(f"origin/{branch}", "red")])
            for name in state["modified"]:
                lines.append([seg(" "), seg("M", "red"), seg(f" {name}")])
            for name in state["untracked"]:
                lines.append([seg("??", "red"), seg(f" {name}")])
            return
        lines.append(ps1 + [seg("git status")])
        lines.append([seg(content.ui("term.git_on_branch", branch=branch))])
        lines.append([seg(content.ui("term.git_up_to_date", branch=branch))])
        lines.append([])
        if not state["modified"]:
            lines.append([seg(content.ui("term.git_nothing"))])
            return
        lines.append([seg(content.ui("term.git_not_staged"))])
        lines.append([seg("  " + content.ui("hcode_term.git_add_hint").strip())])
        lines.append([seg("  " + content.ui("hcode_term.git_restore_hint").strip())])
        for name in state["modified"]:
            lines.append([seg("        "), seg(f"{content.ui('term.git_modified')}   {name}",
                                                "red")])
        lines.append([])
        lines.append([seg(content.ui("hcode_term.git_no_changes"))])

    def _ls(self, rng, content, lines, ps1, branch) -> None:
        """``ls -la`` of the session's project tree (``shell_tree``), owned by the prompt's
        user: link counts, sizes and ages are the tree's."""
        lines.append(ps1 + [seg("ls -la")])
        user = ps1[0][0].split("@")[0]
        # GNU ls: "total" is the disk blocks (1K units) the entries use, each file rounded
        # up to the 4K blocks an ext4 disk gives it
        lines.append([seg(f"total {sum(4 * -(-e['size'] // 4096) for e in self.tree)}")])
        for e in self.tree:
            perm = "drwxr-xr-x" if e["dir"] else "-rw-r--r--"
            when = self.now - datetime.timedelta(minutes=e["age"])
            stamp = ls_time(content, when, self.now)
            lines.append([seg(f"{perm} {e['links']:>2} {user} {user} {e['size']:>6} {stamp} "),
                          seg(e["name"], "blue" if e["dir"] else "fg", e["dir"])])

    def _cat(self, rng, content, lines, ps1, branch) -> None:
        """``cat .gitignore``: the tree's file, as many bytes as ``ls -la`` says."""
        lines.append(ps1 + [seg("cat .gitignore")])
        entry = next(e for e in self.tree if e["name"] == ".gitignore")
        lines.extend([seg(line)] for line in entry["lines"])

    def _git_log(self, rng, content, lines, ps1, branch) -> None:
        lines.append(ps1 + [seg("git log --oneline -5")])
        for k in range(5):
            sha = "".join(choice(rng, list("0123456789abcdef")) for _ in range(7))
            # git status says the branch is up to date with origin: both point at the top
            extra = [seg(" (", "yellow"), seg("HEAD -> ", "cyan", True),
                     seg(branch, "green", True), seg(", ", "yellow"),
                     seg(f"origin/{branch}", "red", True), seg(")", "yellow")] if k == 0 else []
            lines.append([seg(sha, "yellow")] + extra + [seg(" " + content.sentence(
                "term.commit"))])

    def _tests(self, rng, content, lines, ps1, branch) -> None:
        """pytest -q as it prints (never localised): one character per test, a line of at
        most 60 per file-chunk with the running percentage, then the summary."""
        lines.append(ps1 + [seg("python -m pytest -q")])
        n = int(rng.integers(40, 160))
        skipped = int(rng.integers(0, 4)) if rng.random() < 0.4 else 0
        skips = {int(k) for k in rng.choice(n, skipped, replace=False)}
        marks = ["s" if k in skips else "." for k in range(n)]
        width = int(choice(rng, [50, 60, 72]))
        for k in range(0, n, width):
            chunk = "".join(marks[k:k + width])
            pct = (k + len(chunk)) * 100 // n
            lines.append([seg(chunk.ljust(width), "green"), seg(f" [{pct:>3}%]", "dim")])
        secs = f"{rng.uniform(0.8, 30):.2f}"
        tail = f", {skipped} skipped" if skipped else ""
        lines.append([seg(f"{n - skipped} passed{tail} in {secs}s", "green", True)])

    def _tail(self, rng, content, lines, ps1, branch) -> None:
        lines.append(ps1 + [seg("tail -n 4 logs/app.log")])
        # the log's last lines were written in the minutes before the session's clock
        since = self.now.hour * 3600 + self.now.minute * 60 - int(rng.integers(30, 1200))
        for rec in service_log(rng, content, self.service, 4, max(0, since)):
            lines.append(log_segments(rec, with_date=False))

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        dark = theme.name == "dark"
        colours = palette(dark)
        y = title_bar(page, theme, typo, params["title"], mac=params["mac"], height=34,
                      platform="" if params["mac"] else "gnome")
        if params["tabs"]:
            tab_bar(page, theme, typo, (0, y, page.width, y + 32), params["tabs"])
            y += 32
        box = (0, y, page.width, page.height)
        with page.region("terminal", "body", box):
            page.rect(box, colours["bg"], name="terminal")
            size = params["size"]
            pitch = round(size * params["line_height"])
            rows = (page.height - y - 16) // pitch
            lines = fit_blocks(params["lines"], params["starts"], rows)
            end = draw_lines(page, typo_mono(params), size, (10, y + 8, page.width - 14,
                                                            page.height - 4), lines, colours,
                             pitch=pitch)
            # the block cursor after the last prompt
            last = page.text_blocks()[-1]
            cx = last.right + 2
            page.rect((cx, end - pitch + 2, cx + round(size * 0.6), end - 2), colours["fg"],
                      name="cursor")
        return page


def typo_mono(params: dict[str, Any]) -> str:
    return params["typo"]["mono"]


def fit_blocks(lines: list[Any], starts: list[int], rows: int) -> list[Any]:
    """The last ``rows`` lines, cut above a command (never mid-output: a listing with no
    ``ls`` line above it reads as a glitch)."""
    for start in starts:
        if len(lines) - start <= rows:
            return lines[start:]
    return lines[-rows:]


def ls_time(content: Content, when: datetime.datetime, now: datetime.datetime) -> str:
    """GNU ls's time column: "Mon dd HH:MM" within the last six months, "Mon dd  YYYY" for
    older (or future) files; month names abbreviated as the shell's locale does (glibc's)."""
    months = content.ui("w9c.ls_months").split()
    month = months[when.month - 1].ljust(max(len(m) for m in months))  # ls pads them alike
    recent = datetime.timedelta(0) <= now - when < datetime.timedelta(days=182)
    tail = f"{when:%H:%M}" if recent else f" {when.year}"
    return f"{month} {when.day:>2} {tail}"
