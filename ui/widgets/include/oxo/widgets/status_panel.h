// The status bar's contents (R-U6): the last move, whose turn / who thinks / the result, a
// busy indicator while a bot thinks, and the move clock when one runs (R-U10). A refused move
// shows why for a few seconds. The message label keeps its text as its accessible
// name, so a screen reader reads the status itself; QLabel sends NameChanged on each change.
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
    QString lastMove() const;
    bool busyShown() const;
    QString clockText() const;
    QLabel* messageLabel() const { return message_; }
    // Shows `text` instead of the status until the game changes or a few seconds pass.
    void showNotice(const QString& text);
    // Redraws the clock icon in the palette's colours.
    void updateIcons();

private:
    void refresh();
    void setMessage(const QString& text);

    GameController* controller_;
    QLabel* lastMove_;
    QLabel* message_;
    QProgressBar* busy_;
    QLabel* clockIcon_;
    QLabel* clock_;
    QTimer tick_;
    QTimer noticeTimer_;
    QString notice_;
};

}  // namespace oxo::ui
