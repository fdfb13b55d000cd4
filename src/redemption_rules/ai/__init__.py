"""Interfaces for game-playing agents: action indices, masks, observation vectors, adapters.

This package needs nothing beyond the core. The adapters to learning frameworks are modules
of their own, which import their framework when they are imported:
``redemption_rules.ai.pettingzoo_env`` (the ``ai`` extra: ``pip install
'redemption-rules[ai]'``) and ``redemption_rules.ai.openspiel_game`` (the ``openspiel``
extra).
"""

from redemption_rules.ai.encoding import (
    MAX_EFFECTS,
    MAX_OPTIONS,
    Encoding,
    action_index,
    index_action,
    legal_mask,
    observation_vector,
)

__all__ = [
    "MAX_EFFECTS",
    "MAX_OPTIONS",
    "Encoding",
    "action_index",
    "index_action",
    "legal_mask",
    "observation_vector",
]
