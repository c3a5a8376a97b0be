"""The rating step of a finished game (OpenSkill's Plackett-Luce model): each human's rating after the game from
their current one. The step runs inside the transaction that saves the game's end (bot/store/ratings.py), from
the ratings stored then; AI seats play at a newcomer's rating and are not stored."""

from __future__ import annotations

from openskill.models import PlackettLuce

from bot.models import Rating, Table
from bot.store.base import RatingStep
from engines.base import Outcome

MODEL = PlackettLuce()
"""OpenSkill's defaults (a newcomer's mu 25, sigma 25/3, as bot/models.Rating has them)."""


def rater(table: Table, outcome: Outcome) -> RatingStep:
    """The new ratings of the table's humans from their current ones (a newcomer has none)."""

    def rate(stored: dict[str, Rating]) -> list[Rating]:
        humans = [s for s in table.seats if not s.ai]
        current = {
            s.name: stored.get(s.user_id) or Rating(guild_id=table.guild_id, game=table.game, user_id=s.user_id,
                                                     name=s.name)
            for s in humans
        }
        teams = [[MODEL.rating(mu=current[p].mu if p in current else None,
                               sigma=current[p].sigma if p in current else None, name=p)
                  for p in team] for team in outcome.teams]
        rated = MODEL.rate(teams, ranks=[float(rank) for rank in outcome.ranks])
        winners = set(outcome.winners)
        return [current[r.name].model_copy(update={
            "name": r.name, "mu": r.mu, "sigma": r.sigma, "games": current[r.name].games + 1,
            "wins": current[r.name].wins + (r.name in winners),
        }) for team in rated for r in team if r.name in current]

    return rate
