"""Small builders for the Rice Dice tests: explicit boards and explicit rolls."""

from pointyrules.rice_dice.rules import DECIDE, START, Keep, RiceDice, Roll, Rolled, parse_face


def table(num_players: int = 3, **kw) -> RiceDice:
    """An explicit board (centre, provisional, locked, turn, dice ... as keywords)."""
    return RiceDice(num_players, **kw)


def roll(state: RiceDice, faces: str) -> RiceDice:
    """Roll (if needed) and make the free dice show ``faces``, e.g. 'U R R 5 6'."""
    if state.phase in (START, DECIDE):
        state.apply(Roll())
    shown = [parse_face(f) for f in faces.split()]
    state.apply(Rolled(tuple(zip(state.free_dice(), shown, strict=True))))
    return state


def keep(state: RiceDice, face: object, count: int | None = None) -> RiceDice:
    """Set aside the legal choice of ``face`` (and ``count`` dice, for rice)."""
    face = parse_face(face)
    for action in state.legal_actions():
        if isinstance(action, Keep) and action.face == face and (
                count is None or len(action.dice) == count):
            state.apply(action)
            return state
    raise AssertionError(f"no legal set-aside of {face} x{count}: {state.legal_actions()}")


def turn(state: RiceDice, *steps: str) -> RiceDice:
    """Alternate rolls and set-asides: turn(s, 'U R R 5 6', 'U', 'R R 5 6', 'R2', ...)."""
    for i, step in enumerate(steps):
        if i % 2 == 0:
            roll(state, step)
        else:
            face, _, count = step.partition("x")
            keep(state, face, int(count) if count else None)
    return state
