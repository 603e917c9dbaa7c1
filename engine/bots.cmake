# The bot levels (R-B1..R-B4): compiled into oxo_engine, kept in their own folder.
target_sources(oxo_engine PRIVATE
    src/bots/factory.cpp
    src/bots/random_bot.cpp
    src/bots/small_solver.cpp
)
