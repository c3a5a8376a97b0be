"""Pictures of the table, drawn with Pillow from engine views only."""
