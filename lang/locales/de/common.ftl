## Words every part of the bot uses (lang/__init__.py's Words.listed).

list-none = niemand
# "a, b und c": $rest is the items before the last, joined by list-separator
list-separator = {", "}
list-last = { $rest } und { $last }
