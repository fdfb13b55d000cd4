"""Plugins: the hooks through which packs add grammar phrases and effects.

A pack is a module (or object) with functions marked :data:`hookimpl`; the built-in packs in
``redemption_rules.abilities`` are registered exactly as an installed pack is. Installed packs
are found through the entry-point group ``redemption_rules``.

>>> from redemption_rules.plugins import hookimpl
>>> @hookimpl
... def redemption_grammar():
...     return []
"""

from __future__ import annotations

import pluggy

from redemption_rules.plugins.hookspecs import EffectSpec, GrammarFragment

__all__ = ["PROJECT_NAME", "EffectSpec", "GrammarFragment", "hookimpl"]

PROJECT_NAME = "redemption_rules"
"""The pluggy project name and the entry-point group of installed packs."""

hookimpl = pluggy.HookimplMarker(PROJECT_NAME)
"""Marks a pack's function as the implementation of a hook of the same name."""
