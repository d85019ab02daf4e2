"""The parts of the 3D board's benchmark, ``tools/bench_board.py`` (its arguments and what
each run measures are in that script's docstring): ``widget`` (the default run, the bare board
or the board in the main window), ``grown`` (``--grown``), ``event_game`` (``--event-game``),
``instruments`` (the window's frames and a paint's stages timed) and ``measure`` (the event
loop, CPU seconds, whole frames, the figures' summaries)."""
