from datasets.cardart import DECKS
from datasets.gamevideo import game_deck_names
from datasets.scenes import deck_names


def test_games_are_dealt_only_from_decks_with_an_index_on_every_card():
    indexless = {d.name for d in DECKS if not d.faces}
    assert "guyenne-classic" in indexless
    for split in ("train", "val", "all"):
        dealt = game_deck_names(split)
        assert dealt == [n for n in deck_names(split) if n not in indexless]
        assert not indexless & set(dealt)
    assert len(game_deck_names("train")) == len(deck_names("train")) - 1
