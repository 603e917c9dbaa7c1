# The bot levels (R-B1..R-B4): compiled into oxo_engine, kept in their own folder.
target_sources(oxo_engine PRIVATE
    src/bots/factory.cpp
    src/bots/grid_board.cpp
    src/bots/grid_fours.cpp
    src/bots/grid_search.cpp
    src/bots/hard_bot.cpp
    src/bots/lines.cpp
    src/bots/pairing.cpp
    src/bots/proof_search.cpp
    src/bots/paranoid_solver.cpp
    src/bots/random_bot.cpp
    src/bots/rule_bot.cpp
    src/bots/scripted_bot.cpp
    src/bots/small_solver.cpp
    src/bots/strategy.cpp
    src/bots/threat_search.cpp
)
