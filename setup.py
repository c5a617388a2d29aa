"""Package list for setuptools: generator, surfaces, and fonts/ shipped as
``pointerbench_text_fonts`` (a neutral name instead of a top-level ``fonts`` package)."""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["generator", "generator.*", "surfaces", "surfaces.*"])
    + ["pointerbench_text_fonts"],
    package_dir={"pointerbench_text_fonts": "fonts"},
    package_data={
        "generator": ["**/*.json", "**/*.txt", "**/*.toml", "locales/*/forms.py",
                      "gallery/static/*"],
        "pointerbench_text_fonts": ["*.json", "*.md", "LICENSES/*", "*/*.ttf", "*/*.otf"],
    },
    exclude_package_data={"pointerbench_text_fonts": ["*.py"]},
)
