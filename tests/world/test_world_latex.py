"""A LaTeX project's preview is its source compiled: the affiliation printed under the
authors is the one \\affil gives, and the source's comment is LaTeX, not a commit message."""

from __future__ import annotations

from world_helpers import sampled


def test_preview_comes_from_the_source() -> None:
    for lang, seed, p in sampled("latex_editor", 25):
        src = "\n".join(p["src"])
        assert f"\\affil{{{p['affil']}}}" in src, (lang, seed)
        joined = " \\and ".join(p["authors"])
        assert "\\author{" + joined + "}" in src, (lang, seed)
        comments = [line for line in p["src"] if line.startswith("%")]
        assert all(c.startswith("% \\") for c in comments), (lang, seed, comments)
        assert "entre 19 et" not in src or not any(
            f"entre 19 et {n} ans" in src for n in range(2, 19)), (lang, seed)


def test_compiled_page_prints_the_source_date_and_its_emphasis() -> None:
    """\\date is printed under the title; the only inline style is the source's \\emph;
    a study of small screens never names laptops and one design has no 'missing sessions'."""
    for lang, seed, p in sampled("latex_editor", 25):
        src = "\n".join(p["src"])
        assert f"\\date{{{p['date']}}}" in src, (lang, seed)
        for text, marks in zip([p["abstract"], *p["body"]],
                               [p["abstract_marks"], *p["body_marks"]], strict=True):
            for a, b, kind, _ in marks:
                assert kind == "italic", (lang, seed, kind)
                assert "\\emph{" + text[a:b] + "}" in src, (lang, seed)
        low = src.lower()
        for word in ("laptop", "portátil", "portatil", "ordinateur portable", "sessions",
                     "sitzungen", "séances manquantes", "sesiones perdidas",
                     "sessioni mancanti", "gemiste sessies", "two devices", "due dispositivi"):
            assert word not in low, (lang, seed, word)


def test_the_editor_shows_the_method_the_preview_prints_and_the_file_end() -> None:
    """The preview printed the Method while the editor stopped at \\label{sec:method}: a
    file taller than the pane is shown scrolled to its end, \\end{document} in view."""
    import re

    from world_helpers import region_words, rendered

    for lang in ("en", "de", "fr", "es"):
        for seed in range(5):
            p, geo = rendered("latex_editor", lang, seed)
            words = [w for w in region_words(geo, "editor") if not w.isdigit()]
            assert words[-2:] == ["end", "document"] or words[-1].endswith("document"), \
                (lang, seed, words[-4:])
            shown = " ".join(words)
            for text in p["body"][1:]:  # the method's paragraphs: in the source in view
                last = re.findall(r"\w+", text)[-1]
                assert last in shown, (lang, seed, last)
