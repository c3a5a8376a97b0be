"""The JAM / INTERCEPT sequence of a proposed expansion (rulebook section 8), without the map.

1. The current player proposes all jumps and scans in a resolution order (`Proposal`s).
2. For each action in that order, the owner of its target and then the others clockwise from the
   current player may announce a JAM (one per action) or INTERCEPTs (several, each with its own
   bunker and fleet). In a channel this is a queue of reaction prompts: `responder_order` gives it.
3. The current player may counter-jam any announced JAM or INTERCEPT.
4. Non-jammed intercepts are placed, then non-jammed actions resolve in order.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field


class Proposal(BaseModel):
    kind: Literal["jump", "scan"]
    bunker: str
    """The hex of the Command Bunker ordering it."""
    target: str
    """Destination (jump) or scanned hex."""
    origin: str | None = None
    units: dict[str, int] = Field(default_factory=dict)
    """Jumping units (space and ground aboard), by unit code."""
    scrap: int = 0
    """Fighters left at the origin without a carrier, destroyed when the jump launches (4.51)."""
    jammed_by: int | None = None
    """Index in the window's responses of the JAM that stops it (unless counter-jammed)."""


class Response(BaseModel):
    kind: Literal["jam", "intercept"]
    player: str
    action: int
    """Index of the proposal it answers."""
    bunker: str
    chit: str
    origin: str | None = None
    """The intercepting fleet's hex."""
    target: str | None = None
    """Where an intercept goes."""
    units: dict[str, int] = Field(default_factory=dict)
    countered: bool = False
    counter_bunker: str | None = None


class Window(BaseModel):
    proposer: str
    queue: list[str] = Field(default_factory=list)
    """Players still to be asked, first = asked now."""
    responses: list[Response] = Field(default_factory=list)
    counter: bool = False
    """Step 3: the proposer is deciding counter-jams."""

    def jam_on(self, action: int) -> Response | None:
        return next((r for r in self.responses if r.kind == "jam" and r.action == action), None)

    def effective(self, index: int) -> bool:
        """The response stands (not counter-jammed)."""
        return not self.responses[index].countered

    def action_jammed(self, action: int) -> bool:
        jam = self.jam_on(action)
        return jam is not None and not jam.countered


def responder_order(
    proposer: str, seats: list[str], proposals: list[Proposal], owners: dict[str, str | None]
) -> list[str]:
    """Who is asked, in priority order: the owners of the targets, in resolution order, then everyone
    else clockwise (seat order) from the proposer. The proposer is never asked."""
    order: list[str] = []
    for proposal in proposals:
        owner = owners.get(proposal.target)
        if owner and owner != proposer and owner not in order:
            order.append(owner)
    start = seats.index(proposer)
    for step in range(1, len(seats)):
        player = seats[(start + step) % len(seats)]
        if player not in order:
            order.append(player)
    return order
