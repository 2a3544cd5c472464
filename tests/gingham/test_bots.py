"""Gingham bots: the greedy bot takes the best immediate gain and looks one player ahead."""

from pointyrules.core import play_until
from pointyrules.gingham.bots import GreedyBot, RandomBot, landing_gain
from pointyrules.gingham.rules import Ant, Capture, Connect, Done, Gingham, Queen, Return


def test_landing_gain_counts_links_captures_and_sugar_without_changing_the_state():
    s = Gingham(3, {(2, 2): "cookie", (4, 2): "cookie", (0, 0): ("pie", 2)},
                ants={"c2": 0}, sugar={(6, 0): 2})
    before = s.to_json()
    assert landing_gain(s, 0, s.b.index["d2"]) == 2  # the link; its cubes stay (GI-16)
    assert landing_gain(s, 0, s.b.index["a1"]) == 2 + 1  # capture 2, token worth 1
    assert landing_gain(s, 0, s.b.index["a1"], capture=False) == 0
    assert landing_gain(s, 0, s.b.index["f1"]) == 1      # a sugar cube
    assert landing_gain(s, 0, s.b.index["e5"]) == 0
    assert s.to_json() == before


def test_greedy_picks_the_row_and_cell_with_the_best_gain():
    s = Gingham(3, {(2, 2): "cookie", (4, 2): "cookie", (8, 0): "pie"}, ants={"c2": 0})
    bot = GreedyBot(seed=1)
    assert bot.choose(s) == Queen("S", 4)
    s.apply(Queen("S", 4))
    assert bot.choose(s) == Ant("d2")


def test_greedy_merges_onto_the_landing_point_before_capturing_there():
    s = Gingham(3, {(0, 0): "pie", (2, 0): ("pie", 3)}, ants={"b1": 0})
    s.apply(Queen("S", 1))
    s.apply(Ant("a1"))
    bot = GreedyBot(seed=0)
    assert bot.choose(s) == Connect((2, 0), (0, 0))
    s.apply(Connect((2, 0), (0, 0)))
    assert bot.choose(s) == Capture((0, 0))


def test_greedy_does_not_push_out_an_ant_whose_owner_gains_by_re_placing_it():
    # pushing seat 1's ant on c2 would let seat 1 put it on h1, linking its cherries at
    # (6, 0) and (8, 2): a connection the pusher must resolve (GI-17)
    s = Gingham(3, {(6, 0): "cherry", (8, 2): "cherry"}, ants={"c2": 1, "g1": 1, "h2": 1})
    s.apply(Queen("S", 3))
    bot = GreedyBot(seed=0)
    assert {bot.choose(s).cell for _ in range(10)} <= {"c1", "c3"}
    assert GreedyBot(seed=0, look=0).choose(s) in s.legal_actions()


def test_greedy_declines_a_capture_for_another_players_ant_it_resolves():
    """GI-17: seat 2 re-places its pushed-out ant beside a corner cherry; seat 1, the
    active player, resolves the effects and does not hand seat 2 the capture."""
    s = Gingham(3, {(0, 0): "cherry"}, ants={"e3": 2})
    s.apply(Queen("S", 9))
    s.apply(Ant("i1"))
    s.apply(Queen("S", 5))
    s.apply(Ant("e3"))
    s.apply(Return("a1"))
    assert s.current_player == 1 and s.legal_actions() == [Capture((0, 0)), Done()]
    assert GreedyBot(seed=0).choose(s) == Done()


def test_greedy_looks_at_what_the_next_player_gets_in_the_free_rows():
    s = Gingham(3, {(0, 0): ("pie", 3)}, ants={})
    s.apply(Queen("S", 5))
    bot = GreedyBot(seed=0)
    here = s.b.index["e1"]
    # seat 1 moves next and could capture the corner pie from row S1 for 3 + 1
    assert bot._next_player_gain(s, here, 0) == 4


def test_greedy_beats_random_players():
    wins = 0
    for g in range(6):
        s = Gingham.new_game(3, seed=100 + g)
        bots = {0: GreedyBot(seed=g), 1: RandomBot(seed=g), 2: RandomBot(seed=g + 50)}
        play_until(s, bots)
        wins += 0 in s.winners()
    assert wins >= 5


def test_bots_are_reproducible_from_their_seed():
    def game():
        s = Gingham.new_game(2, seed=9)
        return play_until(s, {0: GreedyBot(seed=3), 1: GreedyBot(seed=4)}).to_json()
    assert game() == game()
