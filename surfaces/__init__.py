"""Surfaces: one module per kind of screen, composed from the shared widget kit (``kit``)."""
