"""The PNG file of a 256-colour picture, written here rather than by Pillow.

A table picture is 0.5-1.3 million one-byte pixels; Pillow's PNG writer (zlib-ng, level 1) took 2-3.5 ms
of a move's CPU for it, most of the encoding. The same rows deflated by ISA-L (Intel's igzip, level 1)
take 0.3-0.6 ms and come out smaller (61 KB against 67 for a Throneworld table). The pictures need no
row filters (a palette index has no neighbour to predict it from), so a file is the signature, the
header, the palette, one data chunk and the end: see the PNG specification, chapters 5 and 11.
"""

from __future__ import annotations

import struct
import threading
import zlib

from isal import isal_zlib
from PIL import Image

SIGNATURE = b"\x89PNG\r\n\x1a\n"
BIT_DEPTH = 8
COLOUR_TYPES = {"L": 0, "P": 3}
"""PNG's colour type for each Pillow mode written: greyscale, palette indices."""
LEVEL = 1
"""ISA-L's level: 0 is 10 % faster and 15 % bigger; 2 and 3 are no smaller on these pictures."""


def encode(image: Image.Image) -> bytes:
    """The PNG file of an 'L' or 'P' picture (one byte a pixel), unfiltered, unlaced."""
    if image.mode not in COLOUR_TYPES:
        raise ValueError(f"a {image.mode} picture: map it to a palette first (render.palette.to_palette)")
    colour_type = COLOUR_TYPES[image.mode]
    width, height = image.size
    header = struct.pack(">IIBBBBB", width, height, BIT_DEPTH, colour_type, 0, 0, 0)
    chunks = [_chunk(b"IHDR", header)]
    if colour_type == COLOUR_TYPES["P"]:
        palette = image.getpalette("RGB")
        assert palette is not None  # a "P" picture has its palette
        chunks.append(_chunk(b"PLTE", bytes(palette)))
    chunks.append(_chunk(b"IDAT", isal_zlib.compress(_rows(image), LEVEL)))
    chunks.append(_chunk(b"IEND", b""))
    return SIGNATURE + b"".join(chunks)


def _rows(image: Image.Image) -> memoryview:
    """The pixels as PNG's scanlines, each row led by its filter byte, 0 (none): pasted into a buffer this
    thread keeps, one pixel to the right. (Building the rows in a new array each time cost 1-1.5 ms for a
    large picture, most of it the fresh memory's page faults; this costs 0.1.) Valid until this thread's
    next picture."""
    width, height = image.size
    size = (width + 1) * height
    if len(getattr(_kept, "buffer", b"")) < size:
        _kept.buffer = bytearray(size)
    rows = Image.frombuffer("L", (width + 1, height), _kept.buffer, "raw", "L", 0, 1)  # shares the buffer
    rows.im.paste(0, (0, 0, 1, height))  # the filter bytes
    rows.im.paste(image.im, (1, 0, width + 1, height))  # the core's paste: Image.paste would copy a read-only image
    return memoryview(_kept.buffer)[:size]


_kept = threading.local()
"""Each thread's scanline buffer, as large as its largest picture so far (at most 2 MB)."""


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(data, zlib.crc32(kind)))
