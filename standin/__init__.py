"""A local stand-in for Discord's gateway and REST API (v10) on loopback, for end-to-end tests of the
bot through the real discord.py client, and for the offline playground.

    async with StandIn() as discord:
        bot = DicehallBot(service, Settings(discord_token=discord.token, **discord.settings()), features())
        ...
        lobby = await discord.user("marta").slash("game new", game="thrown")
        await discord.user("tom").click(lobby.public[0], "Join")
        discord.check()  # nothing Discord would have refused, nothing answered late
"""

from standin.protocol import StandInError
from standin.records import Attachment, Channel, Interaction, Message, Problem, UserRecord
from standin.server import StandIn
from standin.users import User

__all__ = ["Attachment", "Channel", "Interaction", "Message", "Problem", "StandIn", "StandInError", "User",
           "UserRecord"]
