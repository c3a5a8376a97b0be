"""What a finished game leaves behind, in words: the summary posted when it ends (places, scores, how it
ended, rating changes) and a player's record on a server (/game stats)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.models import GameResult, Rating, Table, shown_rating
from engines import registry
from engines.base import Outcome
from lang import Words

if TYPE_CHECKING:
    from bot.store import Store

PLACES = {1: "🥇", 2: "🥈", 3: "🥉"}


def summary_lines(table: Table, outcome: Outcome, scores: dict[str, float], results: list[GameResult],
                  who: Callable[[str], str], said: Words) -> list[str]:
    """The end of a game for the channel, in `said`'s language: one line per side, best first, with its score and
    each human's rating change; `who(name)` writes a player's name as the channel shows it."""
    unit = said("table-unit", unit=registry.get(table.game).score_unit)
    by_user = {r.user_id: r for r in results}
    reason = said.say(outcome.reason)
    lines = [said("results-game-over", reason=reason) if reason else said("results-game-over-told")]
    for team, rank in sorted(zip(outcome.teams, outcome.ranks, strict=True), key=lambda tr: tr[1]):
        players = said.listed([_player_part(table, p, by_user, who, said) for p in team])
        score = _team_score(team, scores)
        line = said("results-side", place=rank, players=players)
        lines.append(f"{PLACES.get(rank, '▫️')} " + (line if score is None else said(
            "results-side-scored", side=line, score=int(score) if float(score).is_integer() else score, unit=unit)))
    if not results and any(s.away and not s.ai for s in table.seats) and not any(
            not s.ai and not s.away for s in table.seats):
        lines.append(said("results-not-rated-away"))
    elif not results:
        lines.append(said("results-not-rated"))
    return lines


def _team_score(team: list[str], scores: dict[str, float]) -> float | None:
    """A side's score: a team shares one (Dice Throne's team health), so the first member's is the side's."""
    known = [scores[p] for p in team if p in scores]
    return known[0] if known else None


def _player_part(table: Table, name: str, by_user: dict[str, GameResult], who: Callable[[str], str],
                 said: Words) -> str:
    seat = table.seat_named(name)
    if seat is None:
        return name
    if seat.ai:
        return said("results-ai", name=name)
    result = by_user.get(seat.user_id)
    if result is None:
        return who(name)
    rating = str(shown_rating(result.after))  # a rating reads as a score, ungrouped (1060), in every language
    return said("results-rated", name=who(name), rating=rating, change=f"{result.change:+d}")


@dataclass(frozen=True)
class PlayerRecord:
    """A player's games on one server: their rating per game, their place there and their latest games."""

    name: str
    ratings: list[tuple[Rating, int | None]]
    recent: list[GameResult]


def stats_lines(record: PlayerRecord, said: Words) -> list[str]:
    """/game stats: a player's games, wins, ratings and latest games on the server, in `said`'s language."""
    if not record.ratings:
        return [said("results-stats-none", name=record.name)]
    games = sum(r.games for r, _ in record.ratings)
    wins = sum(r.wins for r, _ in record.ratings)
    lines = [said("results-stats-head", name=record.name, games=games, wins=wins)]
    for rating, rank in record.ratings:
        lines.append(said("results-stats-game", title=registry.get(rating.game).title, rating=str(rating.shown),
                          place=rank or 0, wins=rating.wins, games=rating.games))
    if record.recent:
        lines.append(said("results-stats-recent"))
        for result in record.recent:
            when = f"<t:{int(result.finished_at.timestamp())}:d> " if result.finished_at else ""
            where = f"<#{result.channel_id}>" if result.channel_id.isdigit() else "none"
            lines.append(when + said("results-stats-result", title=registry.get(result.game).title, where=where,
                                     won="won" if result.won else "lost", change=f"{result.change:+d}"))
    return lines


async def own_place(store: Store, guild_id: str, game: str, user_id: str, said: Words) -> str:
    """The asking player's own line under a leaderboard they are not in the top of."""
    rank = await store.rank(guild_id, game, user_id)
    if rank is None:
        return said("results-own-none")
    rating = (await store.ratings(guild_id, game, [user_id]))[user_id]
    return "…\n" + said("results-own-place", place=rank, name=rating.name, rating=str(rating.shown),
                         wins=rating.wins, games=rating.games)


async def player_record(store: Store, guild_id: str, user_id: str, name: str) -> PlayerRecord:
    ratings = await store.player_ratings(guild_id, user_id)
    ranked = [(r, await store.rank(guild_id, r.game, user_id)) for r in ratings]
    return PlayerRecord(name=name, ratings=ranked, recent=await store.player_results(guild_id, user_id))
