// Changing who plays a seat in the middle of a game: a person hands over to a bot,
// a bot changes level, or a bot gives the seat back to a person, all without a new game.
#include "oxo/controller/game_controller.h"

#include "oxo/engines/engine_rules.h"

namespace oxo::ui {

bool GameController::setSeatKind(Player seat, PlayerKind kind) {
    if (seat < 0 || seat >= settings_.rules.players) {
        return false;
    }
    auto& setup = settings_.players[static_cast<std::size_t>(seat)];
    if (kind == PlayerKind::Engine &&
        (setup.engine.isEmpty() || !pbrain::engineRulesProblem(settings_.rules).isEmpty() ||
         settings_.opening != OpeningRule::None)) {
        return false;  // an engine needs a program, chosen in the settings dialog
    }
    if (setup.kind == kind) {
        return true;
    }
    // Whatever works for the seat now (a search, an engine, a bot move waiting out its pause,
    // the person's clock) belongs to the old kind; settle() starts the new one afresh.
    // (In a swap opening the seat that acts may not be the mark's: actingSeat() knows.)
    const bool seatToMove = !isOver() && !isViewingHistory() && actingSeat() == seat;
    // Reconfiguring the engines cancels any engine request, the mover's too, so then the
    // mover's work is restarted as well.
    const bool engineInvolved = setup.kind == PlayerKind::Engine || kind == PlayerKind::Engine;
    if (seatToMove || (engineInvolved && !isViewingHistory())) {
        interrupt();
    }
    setup.kind = kind;
    if (engineInvolved) {
        engines_.configure(settings_);  // a seat that stops being an engine lets it go
    }
    emit seatChanged(seat);
    emit settingsChanged();
    settle();
    return true;
}

}  // namespace oxo::ui
