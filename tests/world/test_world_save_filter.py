"""file_save_dialog: the list shows folders and files of the chosen type only (a PDF
filter hides Word and Excel files)."""

from tests.world.world_helpers import sampled


def test_list_matches_type_filter():
    for lang, seed, p in sampled("file_save_dialog", 30):
        kinds = {f["k"] for f in p["files"]} - {0}
        assert len(kinds) <= 1, (lang, seed, kinds)
        ext = "docx" if 1 in kinds else "pdf" if 2 in kinds else None
        if ext:
            assert ext in p["type"], (lang, seed, p["type"])
