"""One identity, one look (wave 12, h_ident): a person's avatar has one colour on a page,
a Sent folder names the recipient, reactions sit on posts people react to, a sorted list
is in the order its sort key says, a map has one pin per result, a hotel's picture fits
the property and the party."""

from __future__ import annotations

import numpy as np
import pytest

from generator.content import Content
from generator.page import make_theme
from generator.page.model import ShapeOp, TextBlock
from generator.resolve import content_languages
from surfaces import registry
from tests.world.world_helpers import sampled

# every surface that draws people's avatars with initials (grep avatar in surfaces/)
AVATAR_SURFACES = ("email_search_results", "email_3pane", "pr_review", "issue_ticket",
                   "pull_request_list", "admin_user_table", "teams_chat", "slack_like",
                   "thread_replies", "chat_bubbles", "video_call_chat", "email_compose",
                   "git_blame", "doc_comments", "review_page", "social_feed", "gmail_thread",
                   "comment_section", "personal_blog", "kanban_board", "calendar_invite",
                   "diff_viewer", "support_chat", "forum_thread")


def _text(block: TextBlock) -> str:
    return "".join(g.char for line in block.laid.lines for g in line.glyphs)


def avatar_colours(page) -> dict[str, set]:
    """initials -> the fills of every avatar on ``page`` that prints them."""
    seen: dict[str, set] = {}
    ops = page.ops
    for i, op in enumerate(ops):
        if not (isinstance(op, ShapeOp) and op.name == "avatar" and op.fill):
            continue
        x1, y1, x2, y2 = op.box
        for nxt in ops[i + 1:i + 3]:
            if isinstance(nxt, TextBlock) and not nxt.empty:
                g = nxt.laid.lines[0].glyphs[0]
                if x1 <= g.pen <= x2 and y1 <= g.baseline <= y2 + 4:
                    seen.setdefault(_text(nxt), set()).add(tuple(op.fill))
                    break
    return seen


def _pages(name: str, seeds: int):
    cls = registry.get(name)
    for lang in content_languages():
        if lang not in cls.languages:
            continue
        for seed in range(seeds):
            content = Content(lang, np.random.default_rng([seed, 11]))
            params = cls().sample(np.random.default_rng([seed, 5]), content)
            yield lang, seed, cls().compose(params, make_theme(seed % 2 == 1, "blue"))


@pytest.mark.parametrize("name", [n for n in AVATAR_SURFACES if n in registry.load_all()])
def test_one_person_one_avatar_colour(name):
    for lang, seed, page in _pages(name, 6):
        for initials, fills in avatar_colours(page).items():
            assert len(fills) == 1, (name, lang, seed, initials, fills)
