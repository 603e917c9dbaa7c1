// The status bar's contents (R-U6): whose turn / who thinks / the result, a busy indicator
// while a bot thinks, and the move clock when one runs (R-U10).
#pragma once

#include <QTimer>
#include <QWidget>

class QLabel;
class QProgressBar;

namespace oxo::ui {

class GameController;

class StatusPanel : public QWidget {
    Q_OBJECT

public:
    explicit StatusPanel(GameController* controller, QWidget* parent = nullptr);

    QString message() const;
    bool busyShown() const;
    QString clockText() const;

private:
    void refresh();

    GameController* controller_;
    QLabel* message_;
    QProgressBar* busy_;
    QLabel* clock_;
    QTimer tick_;
};

}  // namespace oxo::ui
