# The bot levels (R-B1..R-B4): compiled into oxo_engine, kept in their own folder.
target_sources(oxo_engine PRIVATE
    src/bots/factory.cpp
    src/bots/hard/eval_weights.cpp
    src/bots/hard/pattern_board.cpp
    src/bots/hard/shape.cpp
    src/bots/hard/searcher.cpp
    src/bots/hard/searcher_many.cpp
    src/bots/hard/searcher_root.cpp
    src/bots/hard/searcher_two.cpp
    src/bots/hard/threat_search.cpp
    src/bots/hard/window.cpp
    src/bots/hard_bot.cpp
    src/bots/lines.cpp
    src/bots/random_bot.cpp
    src/bots/rule_bot.cpp
    src/bots/scripted_bot.cpp
    src/bots/small_solver.cpp
    # Frozen baselines for engine matches (not offered in the app).
    src/bots/baseline/alphabeta_r1_bot.cpp
    src/bots/baseline/grid_board_r1.cpp
    src/bots/baseline/grid_fours_r1.cpp
    src/bots/baseline/grid_search_r1.cpp
)
