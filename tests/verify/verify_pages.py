"""The hand-built pages the verifier's adversarial tests run on (see verify_kit)."""

from __future__ import annotations

from verify_kit import Sheet, spans

P0 = "The quick brown fox jumps over the lazy dog."
P2 = "Nobody saw them until noon; the brown fox slept."
P3 = "The settlement was levelled, and the clerk said: don't worry."


def main_page(dark: bool = False):
    """toolbar: Save Share Save Print | heading | body: 4 paragraphs (fox x4, one bold) |
    two messages from Ann Lee and Bob Stone, each with the word Thanks."""
    s = Sheet(dark)
    s.labels("toolbar", ["Save", "Share", "Save", "Print"])
    with s.page.region("header", "structural", (250, 60, 910, 100)):
        s.page.text((260, 64, 900, 96), "Quarterly roadmap", s.style(22, bold=True),
                    role="structural", wrap=False)
    s.y = 110
    p1 = spans("The ", ("fox", {"bold": True}), " met another fox today, ",
               ("twice", {"italic": True}), " in ", ("main", {"code": True}), ".",
               sheet=s)
    s.prose([P0, p1, P2, P3], gap=1.0)
    s.prose(["Thanks, Ann will call you soon."], region=("message 1", "message", "Ann Lee"))
    s.prose(["Thanks, Bob will call you later."], region=("message 2", "message", "Bob Stone"))
    return s.render()
