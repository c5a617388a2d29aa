"""Test statistics a paper reports, computed rather than sampled (so that "d = 1.06, n = 41"
never stands next to "p = .039"): Student's t distribution through the regularized incomplete
beta function (math only; no scipy), and APA-style formatting of t and p."""

from __future__ import annotations

import math


def _beta_cf(a: float, b: float, x: float) -> float:
    """The continued fraction of the incomplete beta function (Lentz's method)."""
    tiny, qab, qap, qam = 1e-300, a + b, a + 1.0, a - 1.0
    c, d = 1.0, 1.0 - qab * x / qap
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 300):
        m2 = 2 * m
        for num in (m * (b - m) * x / ((qam + m2) * (a + m2)),
                    -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))):
            d = 1.0 + num * d
            d = 1.0 / (d if abs(d) > tiny else tiny)
            c = 1.0 + num / c
            c = c if abs(c) > tiny else tiny
            h *= d * c
        if abs(d * c - 1.0) < 1e-12:
            break
    return h


def betainc(a: float, b: float, x: float) -> float:
    """The regularized incomplete beta function I_x(a, b)."""
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    ln = math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) \
        + b * math.log1p(-x)
    if x < (a + 1.0) / (a + b + 2.0):
        return math.exp(ln) * _beta_cf(a, b, x) / a
    return 1.0 - math.exp(ln) * _beta_cf(b, a, 1.0 - x) / b


def t_two_sided_p(t: float, df: float) -> float:
    """The two-sided p-value of Student's t with ``df`` degrees of freedom."""
    return betainc(df / 2.0, 0.5, df / (df + t * t))


def paired_t(d: float, n: int) -> tuple[float, int, float]:
    """A paired (one-sample) t-test of ``n`` participants whose effect is Cohen's d_z = ``d``:
    t = d * sqrt(n), df = n - 1, and its two-sided p."""
    t = d * math.sqrt(n)
    return t, n - 1, t_two_sided_p(t, n - 1)


def apa_p(p: float, comma: bool) -> str:
    """A p-value as APA writes it: "p = .039", "p < .001" (English drops the zero that a
    value below one cannot exceed; a decimal-comma language writes "p = 0,039")."""
    text = "< 0.001" if p < 0.001 else f"= {p:.3f}"
    return "p " + (text.replace(".", ",") if comma else text.replace("0.", "."))


def apa_num(value: float, comma: bool, digits: int = 2) -> str:
    text = f"{value:.{digits}f}"
    return text.replace(".", ",") if comma else text
