"""`python -m playground`: the same as `python -m bot` without a token."""

import sys

from bot.__main__ import main

if __name__ == "__main__":
    sys.exit(main(playground=True))
