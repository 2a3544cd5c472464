"""ipywidgets front-ends: they turn clicks into actions and never decide a rule."""
