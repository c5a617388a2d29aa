"""A food pack's recipe and the nutrition table it gives: each rec_product (by index) has a
recipe of rec_ingredients (by index) with their shares, and the table per 100 g is the sum of
what those ingredients hold, so the list (by weight) and the table always agree."""

from __future__ import annotations

import numpy as np

# What 100 g of each rec_product holds (ranges from real packs: granola 430-480 kcal with
# ~60 g carbohydrate, muesli ~360, cereal bars ~420, chocolate hazelnut cookies ~490, honey
# oat clusters ~440): fat, carbohydrate, sugars, fibre, protein, salt (g), saturated share
PROFILES = {
    0: {"fat": (14, 22), "carb": (56, 64), "sugars": (14, 24), "fibre": (6, 9),
        "protein": (8, 11), "salt": (0.05, 0.4), "sat": (0.1, 0.3)},
    1: {"fat": (5, 8), "carb": (60, 68), "sugars": (14, 22), "fibre": (7, 10),
        "protein": (9, 11), "salt": (0.02, 0.2), "sat": (0.15, 0.25)},
    2: {"fat": (10, 16), "carb": (60, 68), "sugars": (22, 32), "fibre": (4, 7),
        "protein": (5, 8), "salt": (0.1, 0.5), "sat": (0.2, 0.5)},
    3: {"fat": (20, 26), "carb": (58, 65), "sugars": (25, 35), "fibre": (2, 4),
        "protein": (5, 7), "salt": (0.3, 0.8), "sat": (0.3, 0.55)},
    4: {"fat": (12, 18), "carb": (60, 68), "sugars": (18, 28), "fibre": (5, 8),
        "protein": (7, 10), "salt": (0.2, 0.6), "sat": (0.1, 0.3)},
}


# the small additions (salt, barley malt extract, flavouring; rec_ingredient indexes): a
# label lists them last
SMALL = (6, 7, 10)
# What 100 g of each rec_ingredient (by index) holds, from food tables: fat, its saturated
# share, carbohydrate, sugars, fibre, protein, salt (g). The pack's table is the recipe's sum.
COMPOSITION = {
    0: (6.5, 0.18, 60, 1.0, 10, 13.5, 0), 1: (0, 0, 100, 100, 0, 0, 0),
    2: (100, 0.11, 0, 0, 0, 0, 0), 3: (1.5, 0.2, 72, 1.5, 3, 11, 0),
    4: (1.4, 0.1, 82, 68, 5.7, 0.1, 0), 5: (0, 0, 82, 82, 0, 0.3, 0),
    6: (0, 0, 0, 0, 0, 0, 100), 7: (0, 0, 78, 60, 0, 6, 0),
    8: (61, 0.07, 7, 4, 10, 15, 0), 9: (21, 0.6, 11, 1, 33, 20, 0.05),
    10: (0, 0, 0, 0, 0, 0, 0), 11: (1, 0.6, 52, 52, 0, 35, 1.3),
}
# Each rec_product's recipe: (ingredient, lowest %, highest %, chance it is in); the first is
# the bulk cereal and takes what the others leave. Small additions (salt 6, malt extract 7,
# flavouring 10) stay under every middle one, so the list (by weight) ends with them.
RECIPES = {
    0: [(0, 50, 66, 1), (1, 6, 12, 1), (2, 8, 14, 1), (5, 3, 8, .7), (8, 4, 10, .5),
        (4, 3, 8, .3), (7, .5, 1.8, .4), (6, .2, .6, 1), (10, .1, .4, .3)],
    1: [(0, 60, 70, 1), (4, 8, 16, 1), (1, 2, 5, 1), (8, 3, 5, .5), (5, 2, 5, .3),
        (11, 2, 4, .3), (7, .5, 1.8, .5), (6, .1, .3, 1)],
    2: [(0, 32, 45, 1), (4, 10, 18, 1), (1, 10, 16, 1), (2, 7, 11, 1), (5, 4, 9, .7),
        (3, 4, 10, .6), (8, 3, 8, .3), (11, 2, 4, .3), (6, .2, .6, 1), (10, .1, .4, .5)],
    3: [(3, 38, 50, 1), (1, 20, 28, 1), (2, 12, 18, 1), (8, 6, 12, 1), (9, 4, 8, 1),
        (11, 2, 4, .5), (6, .3, .8, 1), (10, .1, .4, .6)],
    4: [(0, 40, 58, 1), (5, 8, 15, 1), (1, 6, 12, 1), (2, 7, 12, 1), (3, 5, 12, .6),
        (8, 3, 7, .3), (7, .5, 1.8, .6), (6, .2, .6, 1)],
}
# kcal per 100 g a pack of each kind may give (granola 380-500, muesli 330-400, ...)
KCAL = {0: (380, 500), 1: (330, 400), 2: (370, 470), 3: (440, 530), 4: (390, 480)}


def _mix(shares: dict[int, float]) -> dict[str, float]:
    """The grams per 100 g that ``shares`` (ingredient -> % of the recipe) hold."""
    sums = [sum(share * COMPOSITION[i][k] / 100 for i, share in shares.items())
            for k in range(7)]
    sat = sum(share * COMPOSITION[i][0] * COMPOSITION[i][1] / 100 for i, share in shares.items())
    fat, carb, sugars, fibre, protein, salt = (round(sums[k], 1) for k in (0, 2, 3, 4, 5, 6))
    return {"fat": fat, "sat": round(sat, 1), "carb": carb, "sugars": sugars, "fibre": fibre,
            "protein": protein, "salt": max(0.1, salt)}


def _fits(food: dict[str, float], kind: int, fatty: bool) -> bool:
    """Whether the figures are those of a real pack of ``kind`` (PROFILES, KCAL); a recipe
    without oil or nuts stays at the cereal's own fat, 5 g at most (a lean muesli)."""
    prof = PROFILES[kind]
    lo_kcal, hi_kcal = KCAL[kind]
    return (prof["carb"][0] <= food["carb"] <= prof["carb"][1]
            and prof["sugars"][0] - 2 <= food["sugars"] <= prof["sugars"][1] + 2
            and food["fat"] <= (prof["fat"][1] if fatty else 5.0)
            and (food["fat"] >= prof["fat"][0] or not fatty)
            and lo_kcal <= food["kcal"] <= hi_kcal)


def sample_shares(rng: np.random.Generator, kind: int = 0) -> dict[int, float]:
    """A recipe of ``kind``: ingredient index -> its share (%), summing to 100, the bulk cereal
    the remainder; drawn until its nutrition table is that of a real pack (r53: 64 % flour
    with 23.9 g fat and no oil, 31.8 g sugars with sugar fourth)."""
    recipe = RECIPES[kind]
    shares: dict[int, float] = {}
    for _ in range(60):
        bulk, lo, hi, _ = recipe[0]
        shares = {i: float(rng.uniform(a, b)) for i, a, b, p in recipe[1:]
                  if p >= 1 or rng.random() < p}
        shares[bulk] = float(rng.uniform(lo, hi))
        # the middle ones fill what the cereal and the small additions leave
        middle = [i for i in shares if i not in SMALL and i != bulk]
        scale = (100 - sum(v for i, v in shares.items() if i not in middle)) / \
            sum(shares[i] for i in middle)
        shares = {i: round(v * scale if i in middle else v, 1) for i, v in shares.items()}
        shares[bulk] = round(100 - sum(v for i, v in shares.items() if i != bulk), 1)
        if _fits(food_of(shares), kind, 2 in shares or 8 in shares) and \
                min(shares[i] for i in middle) > max([shares[i] for i in SMALL if i in shares]
                                                     + [0]):
            break
    return shares


def food_of(shares: dict[int, float]) -> dict[str, float]:
    """The pack's figures per 100 g from its recipe, and the energy they give (9 kcal/g fat,
    4 carbohydrate and protein, 2 fibre; 1 kcal = 4.184 kJ); cholesterol (mg) only from milk."""
    food = _mix(shares)
    food["chol"] = float(round(shares.get(11, 0) * 0.2))  # skimmed milk powder: 20 mg
    food["kcal"] = round(9 * food["fat"] + 4 * food["carb"] + 4 * food["protein"]
                         + 2 * food["fibre"])
    return food


def sample_food(rng: np.random.Generator, kind: int = 0) -> dict[str, float]:
    """Grams per 100 g of a pack of ``kind``: those of a recipe drawn for it."""
    return food_of(sample_shares(rng, kind))
