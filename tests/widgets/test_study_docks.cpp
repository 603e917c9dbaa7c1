// The study docks through the real window (R-B5, R-U12): Game → Analyse Game reviews the game
// with progress, marks the blunder in the move list with the better move, draws the graph (a
// click shows that ply), and the review is saved with the game and read back; View → Analysis
// shows the panel, tints every cell of a small board with its proven value (also for screen
// readers), previews a line on the board, and stops when hidden.
#include <QAccessible>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QListView>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <memory>

#include "oxo/controller/analysis_runner.h"
#include "oxo/controller/game_controller.h"
#include "oxo/controller/game_reviewer.h"
#include "oxo/controller/move_list_model.h"
#include "oxo/files/game_file.h"
#include "oxo/widgets/analysis_dock.h"
#include "oxo/widgets/board_view.h"
#include "oxo/widgets/evaluation_dock.h"
#include "oxo/widgets/file_commands.h"
#include "oxo/widgets/game_actions.h"
#include "oxo/widgets/main_window.h"
#include "oxo/widgets/move_list_dock.h"
#include "oxo/widgets/value_bar.h"
#include "people.h"
#include "sized_window_fixture.h"
#include "test_main.h"

using namespace oxo;
using namespace oxo::ui;

class TestStudyDocks : public oxo::test::SizedWindowFixture {
    Q_OBJECT

    QString row(int r) const {
        const auto* model = window_->moveList()->model();
        return model->data(model->index(r), Qt::DisplayRole).toString();
    }

private slots:
    void cleanup() { close(); }

    void analyseGameMarksTheBlunderAndIsSaved() {
        open(3, 3);
        // O's a2 answers the centre with an edge and loses; the rest is forced.
        for (Cell c : {Cell{1, 1}, Cell{1, 0}, Cell{0, 0}, Cell{2, 2}, Cell{2, 0}}) {
            QVERIFY(controller()->playCell(c) == MoveError::None);
        }
        EvaluationDock* dock = window_->evaluationDock();
        QSignalSpy done(dock->reviewer(), &GameReviewer::finished);
        QSignalSpy progress(dock->reviewer(), &GameReviewer::progress);
        window_->actions()->analyseGame()->trigger();
        QVERIFY(dock->isVisible());
        QVERIFY(done.wait(60000));
        QCOMPARE(done.first().first().toBool(), true);
        QVERIFY(progress.count() >= 1);
        QCOMPARE(dock->reviewer()->reviews().size(), std::size_t{5});
        QVERIFY2(row(2).contains(QStringLiteral("??")), qPrintable(row(2)));
        QVERIFY2(row(1).indexOf(QLatin1Char('?')) < 0, qPrintable(row(1)));
        // The graph has a point for every ply, and a click shows a ply.
        QCOMPARE(dock->graph()->values().size(), std::size_t{6});
        QTest::mouseClick(dock->graph(), Qt::LeftButton, {}, QPoint(1, 5));
        QCOMPARE(controller()->viewPly(), 0);
        controller()->showPly(-1);

        // Saved with the game; a new game forgets it; opening the file brings it back.
        const QString path = dir_->filePath(QStringLiteral("reviewed.oxo"));
        QVERIFY(window_->files()->saveTo(path));
        QVERIFY(!window_->files()->isModified());
        const ReadResult read = loadGameFile(path);
        QVERIFY(read.ok());
        QCOMPARE(read.game->record.review.size(), std::size_t{5});
        controller()->newGame();
        QVERIFY(dock->reviewer()->reviews().empty());
        QVERIFY(window_->files()->openFile(path));
        QCOMPARE(dock->reviewer()->reviews().size(), std::size_t{5});
        QVERIFY(row(2).contains(QStringLiteral("??")));
        // An undo past a reviewed move drops its review.
        controller()->undo();
        QCOMPARE(dock->reviewer()->reviews().size(), std::size_t{4});
    }

    // R-B5, R-B6: a gomoku game is reviewed with the bots' threads: X's last move gives up the
    // open four it could make and lets O make one.
    void gomokuReviewUsesTheBotsThreads() {
        open(15, 5);
        GameSettings threaded = controller()->settings();
        threaded.botThreads = 3;
        controller()->applySettings(threaded);
        playAndReview(
            {Cell{7, 7}, Cell{8, 8}, Cell{7, 8}, Cell{8, 9}, Cell{7, 9}, Cell{8, 10}, Cell{0, 0}});
        EvaluationDock* dock = window_->evaluationDock();
        QCOMPARE(dock->reviewer()->reviews().size(), std::size_t{7});
        QVERIFY2(row(7).contains(QStringLiteral("??")), qPrintable(row(7)));
        QVERIFY2(row(1).indexOf(QLatin1Char('?')) < 0, qPrintable(row(1)));
    }

    // R-B5: with three players the graph has a line per player in its mark's colour, each
    // valued at that player's own turns (before its move and right after it).
    void threePlayerReviewDrawsALinePerPlayer() {
        open(5, 4);
        GameSettings s = controller()->settings();
        s.rules.players = 3;
        s.players[2] = {QStringLiteral("Cy"), PlayerKind::Human};
        controller()->applySettings(s);
        QCOMPARE(controller()->game().rules().players, 3);
        playAndReview({Cell{2, 2}, Cell{0, 0}, Cell{4, 4}, Cell{2, 3}, Cell{1, 1}, Cell{3, 3}});
        EvaluationDock* dock = window_->evaluationDock();
        const auto& series = dock->graph()->series();
        QCOMPARE(series.size(), std::size_t{3});
        QVERIFY(series[0].colour != series[1].colour && series[1].colour != series[2].colour);
        const auto& reviews = dock->reviewer()->reviews();
        QCOMPARE(reviews.size(), std::size_t{6});
        for (std::size_t ply = 0; ply < reviews.size(); ++ply) {
            const auto mover = static_cast<std::size_t>(reviews[ply].move.player);
            QCOMPARE(mover, ply % 3);
            // The mover's line has its value before the move where the review knows it, and
            // the other players' lines have none at that ply unless one of them just moved.
            QCOMPARE(!std::isnan(series[mover].values[ply]), reviews[ply].before.known);
            const std::size_t waiting = (ply + 1) % 3;
            QVERIFY(std::isnan(series[waiting].values[ply]));
        }
        int known = 0;
        for (const auto& line : series) {
            known += static_cast<int>(std::count_if(line.values.begin(), line.values.end(),
                                                    [](double v) { return !std::isnan(v); }));
        }
        QVERIFY2(known >= 6, qPrintable(QString::number(known)));
        QVERIFY(dock->graph()->accessibleDescription().contains(QStringLiteral("per player")));
    }

    void cancelledReviewKeepsNothing() {
        open(15, 5);
        for (Cell c : {Cell{7, 7}, Cell{7, 8}, Cell{8, 8}, Cell{6, 6}, Cell{9, 9}, Cell{10, 10}}) {
            QVERIFY(controller()->playCell(c) == MoveError::None);
        }
        EvaluationDock* dock = window_->evaluationDock();
        QSignalSpy done(dock->reviewer(), &GameReviewer::finished);
        dock->startReview(2000);
        QVERIFY(dock->progress()->isVisible());
        dock->cancelButton()->click();
        QCOMPARE(done.count(), 1);
        QCOMPARE(done.first().first().toBool(), false);
        QVERIFY(dock->reviewer()->reviews().empty());
        QVERIFY(!dock->reviewer()->isRunning());
    }

    void analysisPanelShowsProvenCells() {
        open(3, 3);
        QVERIFY(controller()->playCell({1, 1}) == MoveError::None);
        AnalysisDock* dock = window_->analysisDock();
        QVERIFY(!dock->runner()->isEnabled());
        QVERIFY(window_->board()->cellValues().empty());
        window_->analysisDock()->toggleViewAction()->trigger();
        QVERIFY(dock->isVisible());
        QTRY_VERIFY(dock->runner()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(dock->runner()->latest() && dock->runner()->latest()->finished,
                                 60000);
        // Every empty cell has its proven value: a corner draws, an edge loses.
        QTRY_COMPARE(window_->board()->cellValues().size(), std::size_t{8});
        QCOMPARE(window_->board()->cellValueText({0, 0}), QStringLiteral("draws"));
        QVERIFY2(window_->board()->cellValueText({0, 1}).startsWith(QStringLiteral("loses")),
                 qPrintable(window_->board()->cellValueText({0, 1})));
        QVERIFY(dock->valueLabel()->text().contains(QStringLiteral("Draw")));
        QCOMPARE(dock->bar()->value(), 0.0);  // a draw sits at the centre of the bar
        QCOMPARE(dock->bar()->accessibleDescription(), dock->valueLabel()->text());
        // A screen reader hears the value as the cell's description.
        QAccessibleInterface* board = QAccessible::queryAccessibleInterface(window_->board());
        QVERIFY(board != nullptr && board->tableInterface() != nullptr);
        QCOMPARE(board->tableInterface()->cellAt(0, 0)->text(QAccessible::Description),
                 QStringLiteral("draws"));
        // Choosing a line previews it on the board.
        QVERIFY(dock->lines()->count() >= 1);
        dock->lines()->setCurrentRow(0);
        QVERIFY(!window_->board()->previewLine().empty());
        // Hidden, the analysis stops and the board is clean again.
        dock->hide();
        QVERIFY(!dock->runner()->isEnabled());
        QVERIFY(!dock->runner()->isRunning());
        QVERIFY(window_->board()->cellValues().empty());
        QVERIFY(window_->board()->previewLine().empty());
    }

    // R-U12: a new evaluation only schedules the bar's paint. QProgressBar repainted at once,
    // which painted the whole window (board overlay included) inside the panel's refresh, a
    // 3-10 ms stall of the GUI thread at every analysis update.
    void evaluationBarPaintsFromTheEventLoop() {
        open(3, 3);
        AnalysisDock* dock = window_->analysisDock();
        dock->show();
        QTRY_VERIFY(dock->bar()->isVisible());
        struct PaintCounter : QObject {
            int paints = 0;
            bool eventFilter(QObject* watched, QEvent* event) override {
                paints += event->type() == QEvent::Paint ? 1 : 0;
                return QObject::eventFilter(watched, event);
            }
        } counter;
        dock->bar()->installEventFilter(&counter);
        dock->bar()->setValue(0.75);
        QCOMPARE(counter.paints, 0);
        QCOMPARE(dock->bar()->value(), 0.75);
        dock->bar()->setValue(3.0);
        QCOMPARE(dock->bar()->value(), 1.0);  // clamped to "wins"
        QTRY_VERIFY(counter.paints > 0);
        dock->bar()->removeEventFilter(&counter);
    }

    // An outside engine as the analyser (R-F5, R-U12, R-B6): a scripted engine that prints
    // Rapfi's MESSAGE lines and answers YXNBEST feeds the panel, told the bots' threads; one
    // that crashes is dropped with a message, and Hard analyses on.
    void outsideEngineFeedsThePanel() {
#ifndef OXO_FAKE_BRAIN
        QSKIP("the fake engine is not built here (sanitizer builds run no outside programs)");
#else
        open(15, 5);
        GameSettings threaded = controller()->settings();
        threaded.botThreads = 2;  // R-B6: the engine is told them too
        controller()->applySettings(threaded);
        const QString logPath = dir_->filePath(QStringLiteral("analyst.log"));
        qputenv("FAKE_BRAIN_LOG", logPath.toLocal8Bit());
        QVERIFY(controller()->playCell({7, 7}) == MoveError::None);
        AnalysisDock* dock = window_->analysisDock();
        dock->show();
        QTRY_VERIFY(dock->runner()->isEnabled());
        QCOMPARE(dock->runner()->lines(), 1);  // one line unless the panel asks for more
        dock->lineCount()->setValue(3);
        QCOMPARE(dock->runner()->lines(), 3);
        {
            // Remembered: the next window starts with three lines.
            MainWindow next(store_.get());
            QCOMPARE(next.analysisDock()->lineCount()->value(), 3);
            QCOMPARE(next.analysisDock()->runner()->lines(), 3);
        }
        dock->useEngine(engineScript(QStringLiteral("analyst")));
        QTRY_VERIFY_WITH_TIMEOUT(dock->runner()->latest().has_value() &&
                                     dock->runner()->latest()->analysis.rootMoves.size() == 3 &&
                                     dock->runner()->latest()->analysis.depth > 0,
                                 20000);
        QCOMPARE(dock->runner()->latest()->ply, 1);
        {
            qunsetenv("FAKE_BRAIN_LOG");
            QFile log(logPath);
            QVERIFY(log.open(QIODevice::ReadOnly));
            const QString sent = QString::fromUtf8(log.readAll());
            QVERIFY2(sent.contains(QStringLiteral("INFO thread_num 2")), qPrintable(sent));
        }
        QTRY_COMPARE(dock->lines()->count(), 3);
        QVERIFY(!window_->board()->cellValues().empty());
        QVERIFY(dock->statsLabel()->text().contains(QStringLiteral("Depth")));
        // A new position: the engine is asked about it.
        QVERIFY(controller()->playCell({7, 8}) == MoveError::None);
        QTRY_VERIFY_WITH_TIMEOUT(dock->runner()->latest() && dock->runner()->latest()->ply == 2,
                                 20000);

        dock->useEngine(engineScript(QStringLiteral("crash")));
        QTRY_VERIFY_WITH_TIMEOUT(dock->noticeLabel()->isVisible(), 20000);
        QTRY_VERIFY(dock->runner()->engine().isEmpty());
        QCOMPARE(dock->analyserBox()->currentIndex(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(dock->runner()->latest().has_value(), 20000);
#endif
    }

private:
    // Plays `cells` in turn and reviews the game at 100 ms a position, to the end.
    void playAndReview(std::initializer_list<Cell> cells) {
        for (const Cell c : cells) {
            QVERIFY(controller()->playCell(c) == MoveError::None);
        }
        QSignalSpy done(window_->evaluationDock()->reviewer(), &GameReviewer::finished);
        window_->evaluationDock()->startReview(100);
        QVERIFY(done.wait(60000));
        QCOMPARE(done.first().first().toBool(), true);
    }

    // The fake engine in `mode`, as one program (an engine is chosen as a program alone).
    QString engineScript([[maybe_unused]] const QString& mode) {
#ifndef OXO_FAKE_BRAIN
        return {};
#else
        const QString path = dir_->filePath(QStringLiteral("pbrain-") + mode);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) {
            return {};
        }
        file.write(QStringLiteral("#!/bin/sh\nexec '%1' %2 \"$@\"\n")
                       .arg(QStringLiteral(OXO_FAKE_BRAIN), mode)
                       .toUtf8());
        file.close();
        file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                            QFileDevice::ExeOwner);
        return path;
#endif
    }
};

OXO_TEST_MAIN(TestStudyDocks)
#include "test_study_docks.moc"
