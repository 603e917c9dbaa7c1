#include "oxo/controller/status_text.h"

#include <algorithm>

#include "oxo/controller/game_controller.h"
#include "oxo/notation.h"

namespace oxo::ui {

QString StatusText::playerLabel(const GameController& controller, Player player) {
    return tr("%1 (%2)").arg(controller.settings().player(controller.seatOfMark(player)).name,
                             markText(player));
}

QString StatusText::openingStatus(const GameController& controller) {
    const OpeningStep step = controller.openingStep();
    if (step.kind == OpeningStep::Kind::Done || controller.isOver()) {
        return {};
    }
    const QString who = controller.settings().player(controller.actingSeat()).name;
    if (step.kind == OpeningStep::Kind::Choose) {
        return step.options.size() > 2
                   ? tr("%1 chooses: play X, play O or place two more stones").arg(who)
                   : tr("%1 chooses: play X or play O").arg(who);
    }
    const int stones = controller.position().moveCount();
    const int first = step.placeUntil == Opening::choiceStones(0) ? 0 : Opening::choiceStones(0);
    return tr("%1 places %2's stone (%3 of %4)")
        .arg(who, markText(controller.position().toMove()))
        .arg(stones - first + 1)
        .arg(step.placeUntil - first);
}

QString StatusText::choiceText(OpeningChoice choice) {
    switch (choice) {
        case OpeningChoice::TakeX:
            return tr("Play X");
        case OpeningChoice::TakeO:
            return tr("Play O");
        case OpeningChoice::PlaceTwo:
            break;
    }
    return tr("Place two more stones");
}

QString StatusText::result(const GameController& controller) {
    if (controller.forfeited() != kNoPlayer) {
        // The message names the engine already ("OXO crashed."): the seat is named here.
        const Player winner = controller.forfeitWinner();
        const QString loser = playerLabel(controller, controller.forfeited());
        return winner == kNoPlayer
                   ? tr("%1 forfeits: %2").arg(loser, controller.forfeitMessage())
                   : tr("%1 forfeits: %2 — %3 wins")
                         .arg(loser, controller.forfeitMessage(), playerLabel(controller, winner));
    }
    if (controller.timedOut() != kNoPlayer) {
        return tr("%1 ran out of time and loses")
            .arg(playerLabel(controller, controller.timedOut()));
    }
    const Position& pos = controller.position();
    switch (pos.status()) {
        case Status::Won:
            return tr("%1 wins").arg(playerLabel(controller, pos.winner()));
        case Status::Draw:
            switch (pos.drawKind()) {
                case DrawKind::NoLineWinnable:
                    return tr("Draw — no line can be won any more");
                case DrawKind::NoLegalMove:
                    return tr("Draw — every free cell is forbidden to %1")
                        .arg(playerLabel(controller, pos.toMove()));
                default:
                    return tr("Draw — the board is full");
            }
        case Status::InProgress:
            break;
    }
    return {};
}

QString StatusText::status(const GameController& controller) {
    if (controller.isViewingHistory()) {
        const int total = static_cast<int>(controller.game().history().size());
        return controller.isReplaying()
                   ? tr("Replay: move %1 of %2").arg(controller.viewPly()).arg(total)
                   : tr("Viewing move %1 of %2 (read-only) — pick the last entry to resume")
                         .arg(controller.viewPly())
                         .arg(total);
    }
    if (controller.isOver()) {
        return result(controller);
    }
    QString turn = turnStatus(controller);
    // R-U10: a move the clock played is said so until the next move.
    const auto& history = controller.game().history();
    const int last = static_cast<int>(history.size()) - 1;
    if (last >= 0 && controller.playedOnTimeout(last)) {
        return tr("%1 was played for %2 because time ran out — %3")
            .arg(QString::fromStdString(cellName(history.back().cell)),
                 playerLabel(controller, history.back().player), turn);
    }
    return turn;
}

QString StatusText::turnStatus(const GameController& controller) {
    const QString who = playerLabel(controller, controller.position().toMove());
    if (const QString opening = openingStatus(controller); !opening.isEmpty()) {
        return controller.botThinking() ? tr("%1 — thinking…").arg(opening) : opening;
    }
    if (controller.botThinking()) {
        return tr("%1 is thinking…").arg(who);
    }
    if (controller.botsPaused() && controller.isBotTurn()) {
        return tr("Paused — %1 to move").arg(who);
    }
    if (controller.hintThinking()) {
        return tr("Looking for a hint for %1…").arg(who);
    }
    if (const auto& hint = controller.hint()) {
        return tr("%1 to move — hint: %2 (%3)")
            .arg(who, QString::fromStdString(cellName(hint->cell)),
                 hintVerdict(hint->analysis, controller.position().toMove()));
    }
    return tr("%1 to move").arg(who);
}

QString StatusText::verdict(const Analysis& analysis) {
    if (!analysis.proven) {
        return tr("best guess");
    }
    // distance counts plies to the end; people count their own moves.
    const int d = std::max(analysis.distance, 1);
    switch (analysis.verdict) {
        case Verdict::Win:
            return tr("wins in %n", nullptr, (d + 1) / 2);
        case Verdict::Loss:
            return tr("loses in %n", nullptr, std::max(d / 2, 1));
        case Verdict::Draw:
            return tr("draw with best play");
        case Verdict::Unknown:
            break;
    }
    return tr("best guess");
}

QString StatusText::cellAccessibleName(Cell cell, Player occupant) {
    const QString name = QString::fromStdString(cellName(cell));
    return occupant == kNoPlayer ? tr("%1, empty").arg(name)
                                 : tr("%1, %2").arg(name, markText(occupant));
}

QString StatusText::hintVerdict(const Analysis& analysis, Player mover) {
    if (!analysis.proven) {
        return tr("best guess");
    }
    const int d = std::max(analysis.distance, 1);
    switch (analysis.verdict) {
        case Verdict::Win:
            return tr("%1 wins in %n", nullptr, (d + 1) / 2).arg(markText(mover));
        case Verdict::Loss:
            return tr("%1 loses in %n at best", nullptr, std::max(d / 2, 1)).arg(markText(mover));
        case Verdict::Draw:
            return tr("draw with best play");
        case Verdict::Unknown:
            break;
    }
    return tr("best guess");
}

QString StatusText::moveRefused(const GameController& controller, Cell cell, MoveError error) {
    const QString name = QString::fromStdString(cellName(cell));
    switch (error) {
        case MoveError::None:
            return {};
        case MoveError::GameOver:
            return tr("The game is over: start a new game, or undo");
        case MoveError::WrongTurn:
            if (controller.isViewingHistory()) {
                return tr("This is a past position: go back to the game to play");
            }
            if (controller.botThinking()) {
                return tr("Wait: %1 is thinking…")
                    .arg(playerLabel(controller, controller.position().toMove()));
            }
            return tr("Not your turn: %1 to move")
                .arg(playerLabel(controller, controller.position().toMove()));
        case MoveError::OutOfBounds:
            return tr("%1 is not on the board").arg(name);
        case MoveError::Occupied:
            return tr("%1 is already taken").arg(name);
        case MoveError::ColumnFull:
            return tr("Column %1 is full").arg(QString::fromStdString(columnName(cell.col)));
        case MoveError::Floating:
            return tr("%1 cannot hold a mark yet").arg(name);
        case MoveError::Forbidden:
            return tr("%1 is forbidden to %2 under renju: an overline, a double four or a "
                      "double three")
                .arg(name, playerLabel(controller, controller.position().toMove()));
    }
    return {};
}

QString StatusText::lastMove(const GameController& controller) {
    const auto& history = controller.game().history();
    const std::size_t shown = controller.isViewingHistory()
                                  ? static_cast<std::size_t>(controller.viewPly())
                                  : history.size();
    if (shown == 0) {
        return {};
    }
    const Move& move = history[shown - 1];
    return tr("Last move: %1 %2")
        .arg(markText(move.player), QString::fromStdString(cellName(move.cell)));
}

QString StatusText::moveAnnouncement(const GameController& controller, const Move& move) {
    // In a swap opening the person who placed a stone may not be the one who plays its mark.
    const auto& history = controller.game().history();
    const QString who =
        !history.empty() && history.back() == move
            ? tr("%1 (%2)").arg(
                  controller.settings()
                      .player(controller.seatOfStone(static_cast<int>(history.size()) - 1))
                      .name,
                  markText(move.player))
            : playerLabel(controller, move.player);
    return tr("%1 played %2. %3")
        .arg(who, QString::fromStdString(cellName(move.cell)), status(controller));
}

QString StatusText::endDetail(const GameController& controller) {
    if (!controller.isOver()) {
        return {};
    }
    const int moves = static_cast<int>(controller.game().history().size());
    return tr("after %n moves", nullptr, moves);
}

}  // namespace oxo::ui
