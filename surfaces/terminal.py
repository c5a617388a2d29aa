"""A terminal emulator window with a shell session: git, ls, test runs and log tails, with
coloured prompts and localised program output."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.chrome import tab_bar, title_bar
from surfaces.kit.code import identifier
from surfaces.kit.terminal import draw_lines, log_segments, palette, prompt, sample_log, seg
from surfaces.kit.typography import sample_typography

FILES = ["README.md", "pyproject.toml", "src", "tests", "docs", "Makefile", "setup.cfg",
         ".gitignore", "requirements.txt", "CHANGELOG.md", "scripts", "LICENSE"]


class Terminal(Surface):
    name = "terminal"
    family = "code"
    text_roles = ("code", "chrome")
    regions = ("title bar", "tab bar", "terminal")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        user = content.first_name().split()[0].lower().encode("ascii", "ignore").decode() or "dev"
        host = choice(rng, ["laptop", "devbox", "build-01", "workstation", "thinkpad"])
        project = identifier(content, "term_component").replace("_", "-")
        cwd = f"~/projects/{project}"
        kind = choice(rng, ["bash", "zsh"])
        lines: list[list[list[Any]]] = []
        branch = choice(rng, ["main", "develop", "fix/timeout", "feature/export"])
        blocks = [self._git_status, self._ls, self._git_log, self._tests, self._tail]
        order = rng.permutation(len(blocks))
        lines.append(prompt(user, host, "~", kind) + [seg(f"cd {cwd}")])
        for i in order:
            blocks[int(i)](rng, content, lines, prompt(user, host, cwd, kind), branch)
        lines.append(prompt(user, host, cwd, kind))
        return {
            "typo": sample_typography(rng, "sans", (13,)),
            "size": int(choice(rng, [13, 14, 15])), "lines": lines[-60:],
            "title": f"{user}@{host}: {cwd}", "mac": bool(rng.random() < 0.5),
            "tabs": [f"{user}@{host}", "bash", "htop"] if rng.random() < 0.35 else [],
            "line_height": float(choice(rng, [1.25, 1.35, 1.45])),
        }

    def _git_status(self, rng, content, lines, ps1, branch) -> None:
        lines.append(ps1 + [seg("git status")])
        lines.append([seg(content.ui("term.git_on_branch", branch=branch))])
        if rng.random() < 0.4:
            lines.append([seg(content.ui("term.git_nothing"))])
            return
        lines.append([seg(content.ui("term.git_up_to_date", branch=branch))])
        lines.append([])
        lines.append([seg(content.ui("term.git_not_staged"))])
        names = sorted({f"src/{identifier(content, 'term_component')}.py"
                        for _ in range(int(rng.integers(1, 4)))})
        for name in names:
            lines.append([seg("        "), seg(f"{content.ui('term.git_modified')}   {name}",
                                                "red")])
        lines.append([])

    def _ls(self, rng, content, lines, ps1, branch) -> None:
        """``ls -la`` of the project: it holds the src/, tests/ and logs/ the other commands use,
        owned by the prompt's user, directories with a link count of 2 or more."""
        lines.append(ps1 + [seg("ls -la")])
        user = ps1[0][0].split("@")[0]
        picks = sorted({"src", "tests", "logs", "README.md"} |
                       {choice(rng, FILES) for _ in range(5)})
        rows = [(".", True), ("..", True)] + [
            (name, "." not in name and name.islower()) for name in picks]
        lines.append([seg(f"total {4 * len(rows) + int(rng.integers(8, 120))}")])
        for name, is_dir in rows:
            perm = "drwxr-xr-x" if is_dir else "-rw-r--r--"
            size = 4096 if is_dir else int(rng.integers(120, 48000))
            links = int(rng.integers(2, 7)) if is_dir else 1
            month = content.data.MONTHS[int(rng.integers(0, 12))][:3]
            stamp = f"{month} {int(rng.integers(1, 29)):>2} {int(rng.integers(8, 20)):02d}:" \
                    f"{int(rng.integers(0, 60)):02d}"
            lines.append([seg(f"{perm} {links:>2} {user} {user} {size:>6} {stamp} "),
                          seg(name, "blue" if is_dir else "fg", is_dir)])

    def _git_log(self, rng, content, lines, ps1, branch) -> None:
        lines.append(ps1 + [seg("git log --oneline -5")])
        for k in range(5):
            sha = "".join(choice(rng, list("0123456789abcdef")) for _ in range(7))
            extra = [seg(" ("), seg(f"HEAD -> {branch}", "cyan", True), seg(")", "yellow")] \
                if k == 0 else []
            lines.append([seg(sha, "yellow")] + extra + [seg(" " + content.sentence(
                "term.commit"))])

    def _tests(self, rng, content, lines, ps1, branch) -> None:
        lines.append(ps1 + [seg("python -m pytest -q")])
        n = int(rng.integers(40, 160))
        dots = "." * min(n, 70)
        lines.append([seg(dots, "green"), seg(f"  [{100:>3}%]", "dim")])
        secs = f"{rng.uniform(0.8, 30):.2f}"
        lines.append([seg(content.ui("term.tests_passed", n=n, s=secs), "green", True)])

    def _tail(self, rng, content, lines, ps1, branch) -> None:
        lines.append(ps1 + [seg("tail -n 4 logs/app.log")])
        for rec in sample_log(rng, content, 4):
            lines.append(log_segments(rec, with_date=False))

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        dark = theme.name == "dark"
        colours = palette(dark)
        y = title_bar(page, theme, typo, params["title"], mac=params["mac"], height=34)
        if params["tabs"]:
            tab_bar(page, theme, typo, (0, y, page.width, y + 32), params["tabs"])
            y += 32
        box = (0, y, page.width, page.height)
        with page.region("terminal", "body", box):
            page.rect(box, colours["bg"], name="terminal")
            size = params["size"]
            pitch = round(size * params["line_height"])
            rows = (page.height - y - 16) // pitch
            lines = params["lines"][-rows:]
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
