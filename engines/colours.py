"""The players' seat colours in words, in seat order, as render.common.PLAYER_COLOURS draws them (a test
ties the two): a game's message text names a seat's colour where its picture shows it."""

SEAT_COLOURS = ("blue", "orange", "green", "purple", "sky blue", "red")


def seat_colour(index: int) -> str:
    return SEAT_COLOURS[index % len(SEAT_COLOURS)]
