"""Tests of pointyrules/coins/: rules, details, properties, bots and the game's own maths."""

# Left out of `python3 dev.py mutate` (dev.py, mutate_slow): the movable card's script run
# in Chromium against geometry.py (no rules code; Chromium cannot start under the
# mutants' memory cap; the geometry itself is tested in test_geometry.py).
SLOW_UNDER_MUTATION = (
    "tests/coins/test_applet.py::test_the_scripts_margin_is_geometrys",
    "tests/coins/test_applet.py::test_the_scripts_locus_is_where_the_margin_is_not_negative",
    "tests/coins/test_applet.py::test_a_wrong_port_is_caught",
)
