// The move list (R-U7) as a Qt model over the game's history: row 0 is the empty board
// ("Start"), row i the position after move i ("3. X b2", marked when the move clock played
// it, and with "?" or "??" and the better move once a game review weighed it). It follows the
// controller's signals move by move — a move on a 50×50 board inserts one row, it does not rebuild
// 2,500 — and resets when the game is replaced (New Game, new settings, Open, restore).
#pragma once

#include <QAbstractListModel>

namespace oxo::ui {

class GameController;
class GameReviewer;

class MoveListModel : public QAbstractListModel {
    Q_OBJECT

public:
    explicit MoveListModel(GameController* controller, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

    // The row of the position on the board: the viewed past position, else the live one.
    int shownRow() const;
    // Marks moves as `reviewer` weighed them (R-B5); its changes refresh the rows.
    void setReviewer(const GameReviewer* reviewer);

private:
    void append();
    void removeLast();
    void reset();

    GameController* controller_;
    const GameReviewer* reviewer_ = nullptr;
    int rows_ = 1;  // what the views have been told: history size + 1, kept in step by signal
};

}  // namespace oxo::ui
