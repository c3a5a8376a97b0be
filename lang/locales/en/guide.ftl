## The first-game guide (bot/guide.py): /game guide's answer, and the line that brings a stage's paragraph
## with the table (its paragraph is the game's guide.md, English like the rules pages).

guide-on = From your next turn, each step of { $title } is explained the first time you meet it, with the table (see /game rules for the whole page).
guide-off = The { $title } guide is off.
guide-line = 📘 { $who }, new to { $title }: { $text }
