// R-F7, R-U11: the game's ways in and out besides its file, through the real window: New Game
// from Opening (OXO's set, an opening file in Gomocup's spelling, Random), Export Image (a PNG
// of the shown position, with or without move numbers and coordinates, written atomically),
// View → Move Numbers, and a game file dropped on the window.
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QListWidget>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <memory>

#include "oxo/controller/game_controller.h"
#include "oxo/controller/rules_text.h"
#include "oxo/files/game_file.h"
#include "oxo/files/game_formats.h"
#include "oxo/notation.h"
#include "oxo/widgets/board_view.h"
#include "oxo/widgets/exchange_commands.h"
#include "oxo/widgets/file_commands.h"
#include "oxo/widgets/game_actions.h"
#include "oxo/widgets/main_window.h"
#include "oxo/widgets/opening_dialog.h"
#include "people.h"
#include "sized_window_fixture.h"
#include "test_main.h"

using namespace oxo;
using namespace oxo::ui;

namespace {

QString historyText(const GameController& c) {
    QStringList names;
    for (const Move& m : c.game().history()) {
        names << QString::fromStdString(cellName(m.cell));
    }
    return names.join(QLatin1Char(' '));
}

}  // namespace

class TestExchange : public oxo::test::SizedWindowFixture {
    Q_OBJECT

private slots:
    void cleanup() { close(); }

    // OXO's own set lists every opening on 15×15; the chosen one is on the board, with the
    // right player to move, and the game is a new one (no file).
    void openingFromOxosSetStartsTheGame() {
        open(15, 5);
        QVERIFY(controller()->playCell({0, 0}) == MoveError::None);
        int listed = 0;
        window_->exchange()->setOpeningRunner([&](OpeningDialog& dialog) {
            listed = dialog.openingCount();
            dialog.list()->setCurrentRow(1);
            return true;
        });
        QVERIFY(window_->exchange()->newGameFromOpening());
        QCOMPARE(listed, 100);
        // Line 2 of resources/openings/balanced.txt: "1,1, -1,1, 0,-2" around h8.
        QCOMPARE(historyText(*controller()), QStringLiteral("i9 g9 h6"));
        QCOMPARE(controller()->position().toMove(), Player{1});
        QVERIFY(window_->files()->currentFile().isEmpty());
    }

    // A board the set does not fit says so, and nothing can be started from it.
    void noOpeningFitsATinyBoard() {
        open(3, 3);
        window_->exchange()->setOpeningRunner(
            [](OpeningDialog& dialog) { return dialog.openingCount() > 0; });
        QVERIFY(!window_->exchange()->newGameFromOpening());
        OpeningDialog dialog(controller()->settings().rules, window_.get());
        QCOMPARE(dialog.openingCount(), 0);
        QVERIFY(dialog.moves().empty());
    }

    // An opening file in Gomocup's spelling; lines that leave the board are left out.
    void openingFileInGomocupSpelling() {
        open(9, 5);
        const QString path = dir_->filePath(QStringLiteral("openings.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("# mine\n0,0, 1,1\n-6,0\n2,-1, 0,0, 1,0\n");
        file.close();
        OpeningDialog dialog(controller()->settings().rules, window_.get(), 7);
        dialog.setChooser([&] { return path; });
        const auto buttons = dialog.findChildren<QPushButton*>();
        QPushButton* openFile = nullptr;
        for (QPushButton* b : buttons) {
            if (b->text().contains(QStringLiteral("File"))) {
                openFile = b;
            }
        }
        QVERIFY(openFile != nullptr);
        openFile->click();
        QCOMPARE(dialog.openingCount(), 2);  // -6,0 leaves a 9×9 board
        dialog.list()->setCurrentRow(1);
        QVERIFY(window_->exchange()->startWithMoves(dialog.moves()));
        QCOMPARE(historyText(*controller()), QStringLiteral("g4 e5 f5"));
    }

    // Random picks one of the listed openings, the same one for the same seed.
    void randomPicksAListedOpening() {
        open(15, 5);
        OpeningDialog first(controller()->settings().rules, window_.get(), 42);
        OpeningDialog second(controller()->settings().rules, window_.get(), 42);
        first.chooseRandom();
        second.chooseRandom();
        QVERIFY(first.list()->currentRow() >= 0);
        QCOMPARE(first.list()->currentRow(), second.list()->currentRow());
        QVERIFY(!first.moves().empty());
    }

    // Moves that are no legal start change nothing; a cancelled question keeps the game.
    void illegalOrCancelledStartChangesNothing() {
        open(15, 5);
        QVERIFY(controller()->playCell({7, 7}) == MoveError::None);
        QVERIFY(!window_->exchange()->startWithMoves({{3, 3}, {3, 3}}));
        QCOMPARE(historyText(*controller()), QStringLiteral("h8"));
        ExchangeCommands refusing(window_.get(), controller(), [] { return false; });
        QVERIFY(!refusing.startWithMoves({{1, 1}}));
        QCOMPARE(historyText(*controller()), QStringLiteral("h8"));
    }

    // The picture shows the position on the board: numbers and coordinates change it, the
    // coordinates' band makes it larger, and it is a real PNG.
    void exportImageWritesThePosition() {
        open(15, 5);
        for (Cell c : {Cell{7, 7}, Cell{7, 8}, Cell{8, 8}}) {
            QVERIFY(controller()->playCell(c) == MoveError::None);
        }
        const QString plain = dir_->filePath(QStringLiteral("plain.png"));
        const QString numbered = dir_->filePath(QStringLiteral("numbered.png"));
        const QString framed = dir_->filePath(QStringLiteral("framed.png"));
        QString error;
        QVERIFY(window_->exchange()->writeImage(plain, {40, false, false, false}, &error));
        QVERIFY(window_->exchange()->writeImage(numbered, {40, true, false, false}, &error));
        QVERIFY(window_->exchange()->writeImage(framed, {40, false, true, false}, &error));
        const QImage a(plain), b(numbered), c(framed);
        QVERIFY(!a.isNull() && !b.isNull() && !c.isNull());
        QCOMPARE(a.size(), b.size());
        QVERIFY(a != b);
        QVERIFY(c.width() > a.width());
        const int cell = exportCellPixels(15);
        QCOMPARE(a.width(), cell * 15 + 8);
    }

    // While looking back, the picture is of the position shown, not the live one.
    void exportImageFollowsTheShownPly() {
        open(15, 5);
        for (Cell c : {Cell{7, 7}, Cell{7, 8}}) {
            QVERIFY(controller()->playCell(c) == MoveError::None);
        }
        const QString live = dir_->filePath(QStringLiteral("live.png"));
        const QString past = dir_->filePath(QStringLiteral("past.png"));
        const QString one = dir_->filePath(QStringLiteral("one.png"));
        QString error;
        QVERIFY(window_->exchange()->writeImage(live, {40, false, false, false}, &error));
        controller()->showPly(1);
        QVERIFY(window_->exchange()->writeImage(past, {40, false, false, false}, &error));
        controller()->showPly(-1);
        controller()->undo();
        QVERIFY(window_->exchange()->writeImage(one, {40, false, false, false}, &error));
        QVERIFY(QImage(live) != QImage(past));
        QCOMPARE(QImage(past), QImage(one));
    }

    // A folder that is not there: a message, and no file.
    void failedExportSaysWhyAndLeavesNoFile() {
        open(3, 3);
        const QString path = dir_->filePath(QStringLiteral("missing/board.png"));
        QString title;
        window_->exchange()->setOptionsAsker([](BoardImageOptions&) { return true; });
        window_->exchange()->setChooser([&](const QString&) { return path; });
        window_->exchange()->setReporter([&](const QString& t, const QString&) { title = t; });
        QVERIFY(!window_->exchange()->exportImage());
        QVERIFY(!title.isEmpty());
        QVERIFY(!QFile::exists(path));
        // The name gets its suffix.
        const QString bare = dir_->filePath(QStringLiteral("bare"));
        window_->exchange()->setChooser([&](const QString&) { return bare; });
        QVERIFY(window_->exchange()->exportImage());
        QVERIFY(QFile::exists(bare + QStringLiteral(".png")));
    }

    // View → Move Numbers draws on the board and is remembered for the next start.
    void moveNumbersAreShownAndRemembered() {
        open(9, 5);
        QVERIFY(controller()->playCell({4, 4}) == MoveError::None);
        QVERIFY(!window_->board()->showMoveNumbers());
        const QImage before = window_->board()->grab().toImage();
        window_->actions()->moveNumbers()->trigger();
        QVERIFY(window_->board()->showMoveNumbers());
        QTRY_VERIFY(window_->board()->grab().toImage() != before);
        window_.reset();
        window_ = std::make_unique<MainWindow>(store_.get());
        QVERIFY(window_->board()->showMoveNumbers());
        QVERIFY(window_->actions()->moveNumbers()->isChecked());
    }

    // Copy gives both spellings of the shown position; Paste reads them back (R-F7).
    void copyAndPastePosition() {
        open(15, 5);
        for (Cell c : {Cell{7, 7}, Cell{6, 8}, Cell{5, 9}}) {
            QVERIFY(controller()->playCell(c) == MoveError::None);
        }
        window_->actions()->copyPosition()->trigger();
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("h8 i7 j6"));
        window_->actions()->copyAnalysisPosition()->trigger();
        // Rows from the bottom of 15: row 8 stays 8, row 7 from the top is 9 from the bottom.
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("h8i9j10"));
        controller()->showPly(1);
        QCOMPARE(window_->exchange()->positionText(RowOrigin::Top), QStringLiteral("h8"));
        controller()->showPly(-1);

        controller()->newGame();
        QApplication::clipboard()->setText(QStringLiteral("h8i9j10"));
        int asked = 0;
        window_->exchange()->setReadingAsker([&](const QStringList& readings) {
            ++asked;
            return readings.size() == 2 ? 0 : -1;  // rows from the bottom come first
        });
        window_->actions()->pastePosition()->trigger();
        QCOMPARE(asked, 1);
        QCOMPARE(historyText(*controller()), QStringLiteral("h8 i7 j6"));
    }

    // Text that is no legal game here is refused with the reason, and the game stays.
    void pastingAnIllegalPositionChangesNothing() {
        open(15, 5);
        QVERIFY(controller()->playCell({7, 7}) == MoveError::None);
        QString text;
        window_->exchange()->setReporter([&](const QString&, const QString& t) { text = t; });
        QVERIFY(!window_->exchange()->pasteText(QStringLiteral("h8 h8")));
        QVERIFY(!text.isEmpty());
        QVERIFY(!window_->exchange()->pasteText(QStringLiteral("hello there")));
        QCOMPARE(historyText(*controller()), QStringLiteral("h8"));
        // A cancelled choice changes nothing either.
        window_->exchange()->setReadingAsker([](const QStringList&) { return -1; });
        QVERIFY(!window_->exchange()->pasteText(QStringLiteral("h8i9")));
        QCOMPARE(historyText(*controller()), QStringLiteral("h8"));
    }

    // File → Open and Save take every format by its suffix (R-F7): a .psq opens, the game
    // saves as .sgf and reads back the same; a format that cannot hold the game says why.
    void openAndSaveOtherFormats() {
        open(3, 3);
        GameRecord record;
        record.rules = Rules::square(15, 5);
        record.players = defaultPlayers(2);
        record.moves = {{7, 7}, {6, 6}, {8, 8}};
        const QString psq = dir_->filePath(QStringLiteral("game.psq"));
        QString error;
        QVERIFY2(saveAnyGameFile(psq, record, &error), qPrintable(error));
        QVERIFY(window_->files()->openFile(psq));
        QCOMPARE(historyText(*controller()), QStringLiteral("h8 g7 i9"));
        QCOMPARE(window_->files()->currentFile(), QFileInfo(psq).absoluteFilePath());

        const QString sgf = dir_->filePath(QStringLiteral("game.sgf"));
        QVERIFY(window_->files()->saveTo(sgf));
        const ReadResult back = loadAnyGameFile(sgf);
        QVERIFY2(back.ok(), qPrintable(back.error));
        QVERIFY(back.game->record.moves == record.moves);

        // Four players do not fit a Piskvork file: refused, and no file is written.
        ui::GameSettings four = oxo::test::people(7, 4);
        four.rules.players = 4;
        QVERIFY(window_->changeSettings(four));
        QVERIFY(controller()->playCell({3, 3}) == MoveError::None);
        QString title;
        window_->files()->setReporter([&](const QString& t, const QString&) { title = t; });
        const QString refused = dir_->filePath(QStringLiteral("four.psq"));
        QVERIFY(!window_->files()->saveTo(refused));
        QVERIFY(!title.isEmpty());
        QVERIFY(!QFile::exists(refused));
    }

    // A file that names no one (a position string here) opens with the names a new game
    // gives, not blanks: the title read "— (X, Human) vs (O, Human)".
    void unnamedPlayersGetDefaultNames() {
        open(3, 3);
        const QString txt = dir_->filePath(QStringLiteral("position.txt"));
        QFile file(txt);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("h8 i9 j8\n");
        file.close();
        QVERIFY(window_->files()->openFile(txt));
        QCOMPARE(historyText(*controller()), QStringLiteral("h8 i9 j8"));
        const ui::GameSettings& s = controller()->settings();
        for (int p = 0; p < 2; ++p) {
            const auto seat = static_cast<Player>(p);
            QCOMPARE(s.player(seat).name, ui::GameSettings::defaultName(seat, s.player(seat).kind));
            QVERIFY(!s.player(seat).name.isEmpty());
        }
        QVERIFY(!ui::RulesText::playersLine(s).startsWith(QLatin1Char(' ')));
    }

    // A file dropped on the window opens like File → Open; a drag of two files, or of text,
    // is not taken.
    void droppedFileOpens() {
        open(3, 3);
        GameRecord record;
        record.rules = Rules::square(5, 4);
        record.players = defaultPlayers(2);
        record.moves = {{2, 2}, {1, 1}};
        const QString path = dir_->filePath(QStringLiteral("dropped.oxo"));
        QVERIFY(saveGameFile(path, record));

        QMimeData two;
        two.setUrls({QUrl::fromLocalFile(path), QUrl::fromLocalFile(path)});
        QDragEnterEvent refused(QPoint(10, 10), Qt::CopyAction, &two, Qt::LeftButton,
                                Qt::NoModifier);
        QApplication::sendEvent(window_.get(), &refused);
        QVERIFY(!refused.isAccepted());

        QMimeData one;
        one.setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &one, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(window_.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &one, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(window_.get(), &drop);
        QTRY_COMPARE(historyText(*controller()), QStringLiteral("c3 b2"));
        QCOMPARE(controller()->settings().rules.size, 5);
        QCOMPARE(window_->files()->currentFile(), QFileInfo(path).absoluteFilePath());
    }
};

OXO_TEST_MAIN(TestExchange)
#include "test_exchange.moc"
