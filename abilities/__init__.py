"""The built-in ability packs, registered through the same hooks as an installed pack."""
