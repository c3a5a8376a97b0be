"""Issue 38: /game history and /game replay of a real game, through the stand-in as a player asks."""

from __future__ import annotations

import re
from io import BytesIO

from PIL import Image, ImageChops, ImageSequence

from bot.replay import frames_of, public_steps
from engines import registry
from render.replay import replay_frame
from tests.e2e.play import assert_private_to

ODD_NAME = "Ada *Star* __x__"
"""An AI seat whose name looks like markdown: the plain-text move list keeps it letter for letter."""


async def an_ai_game_in(harness, user, game: str, seed: int = 7):
    """A table of AI seats only in `user`'s channel, played by the bot from its start to its end."""
    service = harness.service
    channel = str(user.channel.id)
    await service.new_table(str(user.channel.guild_id), channel, game, "ai:0", ODD_NAME, ai=True)
    for _ in range(registry.get(game).min_players - 1):
        await service.add_ai(channel, "ai:0")
    await service.start(channel, "ai:0", seed=seed)
    return await service.store.latest_table(channel)


async def test_the_history_says_how_many_steps_it_left_out_keeps_its_header_and_attaches_plain_text(
        harness, standin):
    marta = standin.user("marta")
    table = await an_ai_game_in(harness, marta, "thrown")
    steps = [line for line in (await harness.service.store.actions(table.id)) if line.source != "lobby"]
    assert len(steps) > 40

    history = await marta.slash("game history")
    assert_private_to(history, marta)
    answer = history.messages[-1]
    listing = answer.attachments[0].data.decode()
    body = [line for line in listing.splitlines()[1:] if line]
    lines = answer.content.splitlines()
    assert lines[0].startswith(registry.get("thrown").title + ": "), "the header line: the game and its players"
    assert "Ada \\*Star\\* \\_\\_x\\_\\_" in lines[0], "names shown letter for letter in Discord"
    shown = [line for line in lines if re.match(r"\d+\. \[", line)]
    left_out = re.fullmatch(r"… (\d+) earlier lines left out\.", lines[1])
    assert left_out, lines[:3]
    assert int(left_out[1]) + len(shown) == len(body), "the count is of the steps not shown"
    assert shown[-1].split(" ", 1)[0] == body[-1].split(" ", 1)[0], "the newest step is shown"

    assert listing.startswith(f"{registry.get('thrown').title}: {ODD_NAME}"), "the name as it is, not escaped"
    without_names = listing.replace(ODD_NAME, "")
    assert "**" not in without_names and "__" not in without_names and "`" not in without_names, \
        "the attachment is plain text"
    assert "wins trick" in listing


async def test_the_move_list_is_read_and_written_off_the_event_loop(harness, standin, monkeypatch):
    """A long game's move list took 60-80 ms of CPU to read and write: done on the event loop, every channel
    waited that long (planted: either done in place, on the loop's thread). It is a worker's job (in the tests'
    pool, a thread; in the bot's, a process: bot/replay.history)."""
    import threading

    from bot import replay

    on_the_loop: dict[str, bool] = {}

    def watched(name, work):
        def watching(*args):
            on_the_loop[name] = threading.current_thread() is threading.main_thread()
            return work(*args)
        return watching

    monkeypatch.setattr(replay, "told_in_log", watched("read", replay.told_in_log))
    monkeypatch.setattr(replay, "history_text", watched("written", replay.history_text))
    marta = standin.user("marta")
    await an_ai_game_in(harness, marta, "thrown")
    history = await marta.slash("game history")
    assert history.messages[-1].attachments, "the move list was attached"
    assert on_the_loop == {"read": False, "written": False}


async def test_every_replay_frame_has_one_size_and_replaces_the_one_before(harness, standin):
    marta = standin.user("marta")
    table = await an_ai_game_in(harness, marta, "thrown")
    replay = await marta.slash("game replay")
    assert_private_to(replay, marta)
    gif = Image.open(BytesIO(replay.messages[-1].attachments[0].data))
    chosen = frames_of(public_steps(table, await harness.service.store.actions(table.id)))
    assert gif.n_frames == len(chosen) > 5
    _assert_frames_show(gif, [_drawn_alone("thrown", step.view, step.events) for step in chosen])


def test_frames_of_different_heights_are_padded_to_one_size_with_nothing_left_behind():
    """A game's pictures are one height since issue 37, but the animation must not rely on it: frames of a
    3-player and a 5-player table (582 and 450 px tall at 640 wide), taller and shorter in turn."""
    from render.replay import gif_of, replay_frame

    thrown = registry.get("thrown")
    starts = [thrown.new_game([f"p{i}" for i in range(count)], {}, seed=7) for count in (5, 3)]
    frames = [replay_frame("thrown", thrown.view(state, None), []) for state in starts * 2]
    assert len({frame.height for frame in frames}) > 1, "frames that differ in height"
    _assert_frames_show(Image.open(BytesIO(gif_of(frames))), [frame.convert("RGB") for frame in frames])


def _assert_frames_show(gif: Image.Image, pictures: list[Image.Image]) -> None:
    """Each frame of `gif` is the canvas's size and shows its picture, and below it only its own background."""
    assert gif.size == (pictures[0].width, max(picture.height for picture in pictures))
    for index, frame in enumerate(ImageSequence.Iterator(gif)):
        assert frame.size == gif.size
        shown = frame.convert("RGB")  # what a viewer shows: this frame over whatever the earlier ones left
        picture = pictures[index]
        top = shown.crop((0, 0, *picture.size))
        assert ImageChops.difference(top, picture).getbbox() is None, f"frame {index} shows leftovers"
        below = shown.crop((0, picture.height, *shown.size))
        if below.height:
            assert len(below.getcolors(1 << 16) or []) == 1, f"frame {index} shows leftovers under its picture"


def _drawn_alone(game: str, view, events) -> Image.Image:
    """A step's table picture as a frame of the animation, by itself: in the game's palette."""
    return replay_frame(game, view, events).convert("RGB")
