// oxo-cli convert (R-F7, R-F4): one game from one format to another through the built binary;
// wrong arguments exit 2, an unreadable input or a game the output cannot hold exits 1 with
// the reason, and in every failure nothing is written.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "cli_run.h"
#include "oxo/files/game_formats.h"
#include "qtest_columns.h"
#include "test_main.h"

namespace oxo::test {

namespace {

QString sample(const char* name) {
    return QStringLiteral(OXO_SAMPLES_DIR "/") + QLatin1String(name);
}

void write(const QString& path, const QByteArray& data) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(data), data.size());
}

}  // namespace

class TestCliConvert : public QObject {
    Q_OBJECT

private slots:
    void init() { QVERIFY(dir_.isValid()); }

    // SGF → PSQ → OXO → SGF: the game is the one the SGF reader sees, at every step.
    void convertsThroughEveryFormat() {
        const ReadResult original = loadAnyGameFile(sample("gomocup.sgf"));
        QVERIFY(original.ok());
        QString from = sample("gomocup.sgf");
        for (const char* name : {"a.psq", "b.oxo", "c.sgf"}) {
            const QString to = dir_.filePath(QLatin1String(name));
            const CliRun r = run({"convert", from, to});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QVERIFY(r.out.isEmpty());
            const ReadResult read = loadAnyGameFile(to);
            QVERIFY2(read.ok(), qPrintable(read.error));
            QCOMPARE(read.game->record, original.game->record);
            from = to;
        }
        const QString text = dir_.filePath(QStringLiteral("d.txt"));
        QCOMPARE(run({"convert", from, text}).exitCode, 0);
        QFile file(text);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("h8h9i9i10g7j8f6e5\n"));
    }

    void convertsTheFirstOfSeveralPositions() {
        const QString in = dir_.filePath(QStringLiteral("many.txt"));
        write(in, "h8i9\n\nh8\n");
        const QString out = dir_.filePath(QStringLiteral("one.sgf"));
        const CliRun r = run({"convert", in, out});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("holds 2 positions; only the first"), r.err.constData());
        const ReadResult read = loadAnyGameFile(out);
        QVERIFY(read.ok());
        QCOMPARE(read.game->record.moves, (std::vector<Cell>{{7, 7}, {6, 8}}));
    }

    void refusesAndWritesNothing_data() {
        addColumns<QStringList, QByteArray, int, QString>("arguments", "input", "status",
                                                          "message");
        QTest::newRow("no files") << QStringList{"convert"} << QByteArray() << 2
                                  << "convert takes two files";
        QTest::newRow("one file") << QStringList{"convert", "IN.psq"} << QByteArray("x") << 2
                                  << "convert takes two files";
        QTest::newRow("three files") << QStringList{"convert", "IN.psq", "OUT", "x.sgf"}
                                     << QByteArray("x") << 2 << "convert takes two files";
        QTest::newRow("an option") << QStringList{"convert", "--size", "5", "IN.psq", "OUT"}
                                   << QByteArray("x") << 2 << "convert takes no options";
        QTest::newRow("unknown suffix in") << QStringList{"convert", "IN.doc", "OUT"}
                                           << QByteArray("x") << 2 << "no game file suffix";
        QTest::newRow("unknown suffix out") << QStringList{"convert", "IN.psq", "OUT.doc"}
                                            << QByteArray("x") << 2 << "no game file suffix";
        QTest::newRow("missing in") << QStringList{"convert", "none.psq", "OUT"} << QByteArray()
                                    << 1 << "none.psq: cannot read the file";
        QTest::newRow("damaged in") << QStringList{"convert", "IN.psq", "OUT"}
                                    << QByteArray("Piskvorky 20x20, 0:0, 0\n5,5\n5,5\n") << 1
                                    << "move 2 ('5,5'): that cell is already taken";
        QTest::newRow("three players to psq")
            << QStringList{"convert", "IN.sgf", "OUT"}
            << QByteArray(
                   "(;SZ[15]OX[{\"format\":\"oxo-game\",\"version\":1,\"rules\":{\"size\":"
                   "15,\"winLength\":5,\"players\":3},\"players\":[{\"kind\":\"human\"},{"
                   "\"kind\":\"human\"},{\"kind\":\"easy\"}\\],\"moves\":[\\]}])")
            << 1 << "holds two players";
    }
    void refusesAndWritesNothing() {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, input);
        QFETCH(int, status);
        QFETCH(QString, message);
        // IN and OUT name files in the test's folder; OUT takes the other format's suffix.
        for (QString& argument : arguments) {
            if (argument.startsWith(QLatin1String("IN")) ||
                argument.startsWith(QLatin1String("none"))) {
                if (argument.startsWith(QLatin1String("IN")) && !input.isEmpty()) {
                    write(dir_.filePath(argument), input);
                }
                argument = dir_.filePath(argument);
            } else if (argument.startsWith(QLatin1String("OUT"))) {
                argument = dir_.filePath(argument == QLatin1String("OUT")
                                             ? (arguments.join(' ').contains(".sgf")
                                                    ? QStringLiteral("OUT.psq")
                                                    : QStringLiteral("OUT.sgf"))
                                             : argument);
            }
        }
        const CliRun r = run(arguments);
        QCOMPARE(r.exitCode, status);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QVERIFY(r.out.isEmpty());
        const QStringList written =
            QDir(dir_.path()).entryList({QStringLiteral("OUT*")}, QDir::Files);
        QVERIFY2(written.isEmpty(), qPrintable(written.join(' ')));
    }

private:
    QTemporaryDir dir_;
};

}  // namespace oxo::test

using oxo::test::TestCliConvert;
OXO_TEST_GUILESS_MAIN(TestCliConvert)
#include "test_cli_convert.moc"
