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


def test_explain_gives_every_move_its_points_and_the_chosen_one_first():
    """The queen phase: S4 reaches d2 and links the two cookies (2 points, GI-8), as
    E9 does from the other side; every other row is worth nothing, and explain lists all
    of them with their values."""
    s = Gingham(3, {(2, 2): "cookie", (4, 2): "cookie", (8, 0): "pie"}, ants={"c2": 0})
    reasons = GreedyBot(seed=1).explain(s)
    assert reasons[0].action == GreedyBot(seed=1).choose(s) == Queen("S", 4)
    assert sorted(map(str, (r.action for r in reasons))) == sorted(map(str, s.legal_actions()))
    assert reasons[0].value == reasons[1].value == 2 and reasons[1].action == Queen("E", 9)
    assert GreedyBot(seed=0).explain(s)[0].action in (Queen("S", 4), Queen("E", 9))
    assert [r.value for r in reasons[1:]] == sorted((r.value for r in reasons[1:]), reverse=True)
    assert "points" in reasons[0].measure and reasons[0].samples is None  # a rule of thumb


def test_explain_in_the_effects_phase_plays_each_choice_out():
    """An effect's value is the whole landing's, the rest played by the bot's rule: merge
    the 3-high pie onto a1 first (link 2, GI-8), then capture the 4-high stack there
    (+4, GI-9) and hold it with the token (worth 4 + 1 at the end, GI-12): 11. Capturing
    first takes the lone pie (1, held 2) and the merge then lands on it: 8. Merging
    the other way leaves nothing at a1 to capture: 2."""
    s = Gingham(3, {(0, 0): "pie", (2, 0): ("pie", 3)}, ants={"b1": 0})
    s.apply(Queen("S", 1))
    s.apply(Ant("a1"))
    before = s.to_json()
    reasons = GreedyBot(seed=0).explain(s)
    assert s.to_json() == before
    assert [(r.action, r.value) for r in reasons] == [
        (Connect((2, 0), (0, 0)), 2 + 4 + 5), (Capture((0, 0)), 1 + 2 + 2 + 3),
        (Connect((0, 0), (2, 0)), 2)]
    s.apply(Connect((2, 0), (0, 0)))
    reasons = GreedyBot(seed=0).explain(s)
    assert [(r.action, r.value) for r in reasons] == [(Capture((0, 0)), 4 + 5), (Done(), 0)]


def test_explain_for_another_players_ant_puts_their_capture_last_and_counts_it_against():
    s = Gingham(3, {(0, 0): "cherry"}, ants={"e3": 2})
    for move in (Queen("S", 9), Ant("i1"), Queen("S", 5), Ant("e3"), Return("a1")):
        s.apply(move)
    reasons = GreedyBot(seed=0).explain(s)
    assert [r.action for r in reasons] == [Done(), Capture((0, 0))]
    assert reasons[1].value == -(1 + 2)  # seat 2's points: the cherry, then held with a token


def test_explain_agrees_with_choose_through_whole_games_and_leaves_the_state_alone():
    for seed in range(3):
        s = Gingham.new_game(2 + seed, seed=seed)
        chooser, explainer = GreedyBot(seed=seed), GreedyBot(seed=seed)
        while not s.is_over:
            before = s.to_json()
            reasons = explainer.explain(s)
            move = chooser.choose(s)
            assert s.to_json() == before and reasons[0].action == move
            assert len(reasons) == len(s.legal_actions())
            s.apply(move)
