"""City of Bondage: the board game of the seeds, with its own state and engine.

A separate game on the same contract as the card game: ``new_game``, ``legal_actions``,
``step`` and ``apply`` over a frozen :class:`CityState` that holds its own dice (the RNG).
It shares no engine state with the card game. The board and the 100 cards are data files
shipped in the package (``data/board.json``, ``data/cards.json``); the rules' open points are
the options of a :class:`CityRuleset`.
"""
