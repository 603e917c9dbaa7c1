// R-F3, R-F7: opening lines in OXO's notation and in Gomocup's x,y offsets from the centre, as
// `oxo-cli match --openings` and Game → New Game from Opening read them. Good lines give the
// cells a person would count on the board; a bad line is refused with the word and the reason.
#include <QTemporaryDir>
#include <QTest>

#include "oxo/files/opening_lines.h"
#include "oxo/notation.h"
#include "qtest_columns.h"
#include "reference.h"
#include "test_main.h"

using namespace oxo;
using oxo::test::addColumns;

namespace {

QString cellsOf(const std::vector<Cell>& moves) {
    QStringList names;
    for (const Cell c : moves) {
        names << QString::fromStdString(cellName(c));
    }
    return names.join(QLatin1Char(' '));
}

}  // namespace

class TestOpeningLines : public QObject {
    Q_OBJECT

private slots:
    void goodLines_data() {
        addColumns<QString, int, QString>("line", "size", "cells");
        QTest::newRow("oxo notation") << "h8 i9 j10" << 15 << "h8 i9 j10";
        QTest::newRow("oxo with commas") << "h8, i9,j10" << 15 << "h8 i9 j10";
        // (7,7) is the centre of 15×15: h8. x is the column, y the row downwards.
        QTest::newRow("gomocup centre") << "0,0" << 15 << "h8";
        QTest::newRow("gomocup three") << "0,0, 1,0, -1,1" << 15 << "h8 i8 g9";
        QTest::newRow("gomocup spaces") << "0, 0,  1, -2" << 15 << "h8 i6";
        QTest::newRow("gomocup plus sign") << "+1,+1" << 15 << "i9";
        // The same line is centred on any board: (10,10) is k11 on 20×20.
        QTest::newRow("gomocup 20") << "0,0, 1,0, -1,1" << 20 << "k11 l11 j12";
        QTest::newRow("gomocup corner") << "-7,-7, 7,7" << 15 << "a1 o15";
        QTest::newRow("even board centre") << "0,0" << 6 << "d4";
    }
    void goodLines() {
        QFETCH(QString, line);
        QFETCH(int, size);
        QFETCH(QString, cells);
        const ParsedOpeningLine parsed = parseOpeningLine(line, ref::gomoku(size));
        QVERIFY2(parsed.ok, qPrintable(parsed.error.problem));
        QCOMPARE(cellsOf(parsed.moves), cells);
    }

    void badLines_data() {
        addColumns<QString, int, QString, QString>("line", "size", "word", "problem");
        QTest::newRow("odd numbers") << "0,0, 1" << 15 << ""
                                     << "x,y pairs";
        QTest::newRow("off the board") << "0,0, 8,0" << 15 << "8,0"
                                       << "leaves this 15×15 board";
        QTest::newRow("off negative") << "-8,0" << 15 << "-8,0"
                                      << "leaves";
        QTest::newRow("taken gomocup") << "0,0, 0,0" << 15 << "0,0"
                                       << "taken";
        QTest::newRow("taken cells") << "h8 h8" << 15 << "h8"
                                     << "taken";
        QTest::newRow("not a cell") << "h8 zz99" << 15 << "zz99"
                                    << "not a cell";
        QTest::newRow("mixed") << "h8 1,2" << 15 << "1"
                               << "";
        QTest::newRow("huge number") << "9999999,0" << 15 << "9999999"
                                     << "";
    }
    void badLines() {
        QFETCH(QString, line);
        QFETCH(int, size);
        QFETCH(QString, word);
        QFETCH(QString, problem);
        const ParsedOpeningLine parsed = parseOpeningLine(line, ref::gomoku(size));
        QVERIFY(!parsed.ok);
        QCOMPARE(parsed.error.word, word);
        QVERIFY2(parsed.error.problem.contains(problem), qPrintable(parsed.error.problem));
        QVERIFY(!parsed.error.problem.isEmpty());
    }

    // An opening that already wins is no opening: the match would have nothing to play.
    void openingThatEndsTheGameIsRefused() {
        const ParsedOpeningLine parsed =
            parseOpeningLine(QStringLiteral("0,0, 0,1, 1,0, 1,1, 2,0"), Rules::square(15, 3));
        QVERIFY(!parsed.ok);
        QVERIFY(parsed.error.problem.contains(QStringLiteral("ends the game")));
    }

    // Under gravity a recorded cell must be where the mark lands (R-E13).
    void gravityNamesTheLandingCell() {
        Rules rules = Rules::square(7, 4);
        rules.gravity = true;
        QVERIFY(parseOpeningLine(QStringLiteral("d7 d6"), rules).ok);
        const ParsedOpeningLine floating = parseOpeningLine(QStringLiteral("d5"), rules);
        QVERIFY(!floating.ok);
        QVERIFY(floating.error.problem.contains(QStringLiteral("d7")));
    }

    void fileWithCommentsAndBothSpellings() {
        const OpeningList list =
            parseOpeningLines("# Gomocup style\n0,0, 1,0, -1,1\n\n  h8 i9 j10  \r\n# end\n",
                              ref::gomoku(15), QStringLiteral("test"));
        QVERIFY2(list.ok(), qPrintable(list.error));
        QCOMPARE(list.openings.size(), std::size_t{2});
        QCOMPARE(cellsOf(list.openings[0]), QStringLiteral("h8 i8 g9"));
        QCOMPARE(cellsOf(list.openings[1]), QStringLiteral("h8 i9 j10"));
    }

    void badLineNamesItsNumberAndNothingIsKept() {
        const OpeningList list =
            parseOpeningLines("0,0\n\n1,1, 1,1\n", ref::gomoku(15), QStringLiteral("'x.txt'"));
        QVERIFY(!list.ok());
        QVERIFY(list.openings.empty());
        QVERIFY2(list.error.contains(QStringLiteral("'x.txt', line 3, move '1,1'")),
                 qPrintable(list.error));
    }

    void emptyFileSaysSo() {
        const OpeningList list =
            parseOpeningLines("# nothing\n\n", ref::gomoku(15), QStringLiteral("f"));
        QVERIFY(!list.ok());
        QVERIFY(list.error.contains(QStringLiteral("no openings")));
    }

    void writtenGomocupLinesReadBack() {
        const std::vector<Cell> moves{{7, 7}, {6, 8}, {0, 14}};
        const QString line = gomocupOpeningLine(moves, 15);
        QCOMPARE(line, QStringLiteral("0,0, 1,-1, 7,-7"));
        const ParsedOpeningLine parsed = parseOpeningLine(line, ref::gomoku(15));
        QVERIFY(parsed.ok);
        QVERIFY(parsed.moves == moves);
    }

    void fileThatIsTooLargeIsRefusedBeforeReading() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("o.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(2048, '#'));
        file.close();
        const OpeningList list = readOpeningFile(path, ref::gomoku(15), 1024);
        QVERIFY(!list.ok());
        QVERIFY2(list.error.contains(QStringLiteral("too large")), qPrintable(list.error));
        QVERIFY(!readOpeningFile(dir.filePath(QStringLiteral("missing")), ref::gomoku(15)).ok());
    }
};

OXO_TEST_GUILESS_MAIN(TestOpeningLines)
#include "test_opening_lines.moc"
