"""``python -m generator`` runs the command line."""

from generator.cli import main

main()
