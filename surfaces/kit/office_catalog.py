"""The office-supplies catalogue behind the ``tbl_product`` slot (same index in every
language): each product's ``tbl_category`` and price range, so an inventory never files a
desk lamp under software or sells a water bottle for 102."""

from __future__ import annotations

# per tbl_product: its tbl_category (0 hardware, 1 office, 2 kitchen, 3 accessories,
# 4 furniture, 6 travel) and (lowest, highest) price
PRODUCTS = [(0, 15, 60), (3, 8, 25), (1, 25, 90), (1, 3, 12), (2, 14, 35), (4, 150, 600),
            (3, 30, 120), (2, 10, 35), (6, 40, 150), (0, 30, 150), (0, 40, 300), (1, 5, 30),
            (0, 40, 150), (3, 15, 45), (4, 300, 900)]
