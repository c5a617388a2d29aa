"""The shared widget kit every surface is composed from."""
