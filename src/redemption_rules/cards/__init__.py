"""Cards: static definitions (model) and the pool they are looked up in (pool)."""

from redemption_rules.cards.model import (
    EVIL_BRIGADES,
    GOOD_BRIGADES,
    Alignment,
    Brigade,
    CardClass,
    CardDef,
    CardType,
    Legality,
    Stat,
)
from redemption_rules.cards.pool import (
    CardPool,
    load_card_pool,
    load_cards,
    load_starter_cards,
    parse_cards,
)

__all__ = [
    "EVIL_BRIGADES",
    "GOOD_BRIGADES",
    "Alignment",
    "Brigade",
    "CardClass",
    "CardDef",
    "CardPool",
    "CardType",
    "Legality",
    "Stat",
    "load_card_pool",
    "load_cards",
    "load_starter_cards",
    "parse_cards",
]
