"""Collection of the whole project: the adapters of a missing optional extra are left out.

``--doctest-modules`` imports every module under ``src``; an adapter imports its framework,
which is there only with the extra installed (``tests/ai`` skips its tests likewise).
"""

from __future__ import annotations

import importlib.util

collect_ignore = []
if importlib.util.find_spec("pettingzoo") is None:
    collect_ignore.append("src/redemption_rules/ai/pettingzoo_env.py")
if importlib.util.find_spec("pyspiel") is None:
    collect_ignore.append("src/redemption_rules/ai/openspiel_game.py")
