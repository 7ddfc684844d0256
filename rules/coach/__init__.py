"""The coach: ranked plays for one seat, with reasons a beginner understands.

It sees only an :class:`rules.Observation` (own hand, public history, counts per seat), deals
the unseen cards to the others in many ways consistent with what is known, plays each
candidate out with a hand-planner policy, solves two-seat endgames exactly, and returns the
best answers found within a time budget. Standard library only.

>>> from rules import Game
>>> game = Game.deal(4, seed=1)
>>> best = suggest(game.observation(game.turn), k=1, playouts=40, rng=random.Random(0))[0]
>>> "3♠" in str(best.cards), 0.0 <= best.score <= 1.0
(True, True)
"""

from __future__ import annotations

import random

from rules.coach.core import Suggestion, suggest
from rules.coach.endgame import EndgameTooLarge, solve, winning_moves
from rules.coach.plan import plan_cards
from rules.coach.view import CoachError, Options, check_observation, options

__all__ = [
    "CoachError",
    "EndgameTooLarge",
    "Options",
    "Suggestion",
    "check_observation",
    "options",
    "plan_cards",
    "random",
    "solve",
    "suggest",
    "winning_moves",
]
