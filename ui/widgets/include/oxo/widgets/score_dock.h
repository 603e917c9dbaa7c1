// The running score of the session and the statistics kept across runs (R-U7).
#pragma once

#include <QDockWidget>

class QLabel;
class QTableWidget;

namespace oxo::ui {

class GameController;
class Statistics;

class ScoreDock : public QDockWidget {
    Q_OBJECT

public:
    ScoreDock(GameController* controller, Statistics* statistics, QWidget* parent = nullptr);

    QString sessionText() const;
    QTableWidget* table() const { return table_; }

    // moc's "slots" expands to nothing, so clang-tidy sees a second "public:".
public slots:  // NOLINT(readability-redundant-access-specifiers)
    void refresh();

private:
    Statistics* statistics_;
    QLabel* session_;
    QTableWidget* table_;
};

}  // namespace oxo::ui
