// What a package ships besides the programs (R-F6, R-U8): manual pages that list every
// option the programs' --help lists (and no other), one version everywhere, and oxo-cli's bash
// completion offering subcommands, options, values and engine paths. The programs run as
// processes; the completion runs in a real bash.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include "test_main.h"

namespace {

QString runProgram(const QString& program, const QStringList& arguments,
                   const QByteArray& input = {}, const QString& folder = {}) {
    QProcess process;
    process.setWorkingDirectory(folder);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.remove(QStringLiteral("LANGUAGE"));
    process.setProcessEnvironment(env);
    process.start(program, arguments);
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return QStringLiteral("<did not finish>");
    }
    return QString::fromUtf8(process.readAllStandardOutput());
}

// The long and short options of an option table (lines that start with spaces and a dash).
QSet<QString> helpOptions(const QString& help) {
    QSet<QString> options;
    static const QRegularExpression option(QStringLiteral("(?<![\\w-])(--?[a-z][a-z0-9-]*)"));
    for (const QString& line : help.split(QLatin1Char('\n'))) {
        if (!line.trimmed().startsWith(QLatin1Char('-'))) {
            continue;
        }
        // The option column only: the description may mention other options.
        const QString column = line.trimmed().section(QStringLiteral("  "), 0, 0);
        for (const auto& match : option.globalMatch(column)) {
            options << match.captured(1);
        }
    }
    return options;
}

// The options a manual page documents: every bold option in its OPTIONS section.
QSet<QString> manOptions(const QString& page) {
    QString text = page;
    text.replace(QStringLiteral("\\-"), QStringLiteral("-"));
    static const QRegularExpression font(QStringLiteral("\\\\f[BIRP]"));
    text.remove(font);  // "\fR, \fP--bot2": the option follows a font change
    const qsizetype start = text.indexOf(QStringLiteral(".SH OPTIONS"));
    const qsizetype end = text.indexOf(QStringLiteral(".SH "), start + 1);
    const QString section = text.mid(start, end - start);
    QSet<QString> options;
    static const QRegularExpression option(QStringLiteral("(?<![\\w-])(--?[a-z][a-z0-9-]*)"));
    for (const QString& line : section.split(QLatin1Char('\n'))) {
        if (line.startsWith(QStringLiteral(".B")) || line.startsWith(QStringLiteral(".BR")) ||
            line.startsWith(QStringLiteral(".BI"))) {
            for (const auto& match : option.globalMatch(line)) {
                options << match.captured(1);
            }
        }
    }
    return options;
}

}  // namespace

class TestShipping : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

    // What the completion offers for `line` (the cursor at its end), sorted.
    QStringList complete(const QString& line) const {
        QStringList words = line.split(QLatin1Char(' '));
        QStringList quoted;
        for (const QString& word : words) {
            quoted << QLatin1Char('\'') + word + QLatin1Char('\'');
        }
        const QString script =
            QStringLiteral(
                "source '%1' && COMP_WORDS=(%2) && COMP_CWORD=%3 && _oxo_cli; "
                "printf '%s\\n' \"${COMPREPLY[@]}\"")
                .arg(QStringLiteral(OXO_COMPLETION), quoted.join(QLatin1Char(' ')))
                .arg(words.size() - 1);
        QStringList offered =
            runProgram(QStringLiteral("bash"), {QStringLiteral("-c"), script}, {}, dir_.path())
                .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        offered.sort();
        return offered;
    }

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    // R-F6: each manual page documents exactly the options --help lists.
    void manualPagesMatchHelp_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("page");
        QTest::newRow("oxo") << OXO_APP_PATH << "oxo.6";
        QTest::newRow("oxo-cli") << OXO_CLI_PATH << "oxo-cli.6";
        QTest::newRow("pbrain-oxo") << OXO_PBRAIN_PATH << "pbrain-oxo.6";
    }
    void manualPagesMatchHelp() {
        QFETCH(QString, program);
        QFETCH(QString, page);
        const QSet<QString> help = helpOptions(runProgram(program, {QStringLiteral("--help")}));
        QVERIFY2(help.contains(QStringLiteral("--help")), qPrintable(program));
        QFile file(QStringLiteral(OXO_MAN_DIR "/") + page);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        const QSet<QString> man = manOptions(QString::fromUtf8(file.readAll()));
        QStringList missing = QSet<QString>(help).subtract(man).values();
        QStringList extra = QSet<QString>(man).subtract(help).values();
        missing.sort();
        extra.sort();
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("not in the page: ") + missing.join(QLatin1Char(' '))));
        QVERIFY2(extra.isEmpty(),
                 qPrintable(QStringLiteral("not in --help: ") + extra.join(QLatin1Char(' '))));
        QVERIFY(file.seek(0));
        QVERIFY(file.readAll().contains("OXO " OXO_VERSION_TEXT));
    }

    // R-F6, R-U8: one version, the project's, wherever a version is shown.
    void everyProgramReportsTheProjectVersion() {
        QCOMPARE(runProgram(OXO_APP_PATH, {QStringLiteral("--version")}).trimmed(),
                 QStringLiteral("oxo " OXO_VERSION_TEXT));
        QCOMPARE(runProgram(OXO_CLI_PATH, {QStringLiteral("--version")}).trimmed(),
                 QStringLiteral("oxo-cli " OXO_VERSION_TEXT));
        QCOMPARE(runProgram(OXO_PBRAIN_PATH, {QStringLiteral("--version")}).trimmed(),
                 QStringLiteral("pbrain-oxo " OXO_VERSION_TEXT));
        const QString about = runProgram(OXO_PBRAIN_PATH, {}, "ABOUT\nEND\n");
        QVERIFY2(about.contains(QStringLiteral("version=\"" OXO_VERSION_TEXT "\"")),
                 qPrintable(about));
        QFile metainfo(QStringLiteral(OXO_METAINFO));
        QVERIFY(metainfo.open(QIODevice::ReadOnly));
        const QByteArray xml = metainfo.readAll();
        // The newest release is the first one listed.
        QVERIFY(xml.indexOf("<release version=\"" OXO_VERSION_TEXT "\"") ==
                xml.indexOf("<release "));
    }

    // R-F4, R-F5: pbrain-oxo's own option errors are clear and change nothing.
    void pbrainOxoRefusesWrongOptions_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("unknown option") << QStringList{"--bogus"};
        QTest::newRow("unknown level") << QStringList{"--level", "grandmaster"};
        QTest::newRow("seed not a number") << QStringList{"--seed=7x"};
        QTest::newRow("no threads") << QStringList{"--threads", "0"};
        QTest::newRow("too many threads") << QStringList{"--threads=65"};
        QTest::newRow("missing value") << QStringList{"--level"};
    }
    void pbrainOxoRefusesWrongOptions() {
        QFETCH(QStringList, arguments);
        QProcess process;
        process.start(QStringLiteral(OXO_PBRAIN_PATH), arguments);
        process.closeWriteChannel();
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitCode(), 2);
        QVERIFY(process.readAllStandardOutput().isEmpty());
        QVERIFY(process.readAllStandardError().contains("pbrain-oxo: "));
    }

    // R-F6: the completion offers what oxo-cli takes, narrowed by the subcommand.
    void completionOffersWhatOxoCliTakes_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QStringList>("offered");
        QTest::newRow("subcommands")
            << "oxo-cli " << QStringList{"analyse", "bench", "convert", "match", "review", "solve"};
        QTest::newRow("a subcommand") << "oxo-cli ma" << QStringList{"match"};
        QTest::newRow("analyse's options") << "oxo-cli analyse --c" << QStringList{"--cells"};
        QTest::newRow("match's bots")
            << "oxo-cli match --bot" << QStringList{"--bot1", "--bot2", "--bot3", "--bot4"};
        QTest::newRow("solve's options") << "oxo-cli solve --st" << QStringList{"--strategy"};
        QTest::newRow("not another subcommand's") << "oxo-cli bench --st" << QStringList{};
        QTest::newRow("threads for a search")
            << "oxo-cli analyse --th" << QStringList{"--think-ms", "--threads"};
        QTest::newRow("no threads for bench") << "oxo-cli bench --th" << QStringList{"--think-ms"};
        QTest::newRow("threads for a review")
            << "oxo-cli review --th" << QStringList{"--think-ms", "--threads"};
        QTest::newRow("convert takes files, no options") << "oxo-cli convert --" << QStringList{};
        QTest::newRow("sizes") << "oxo-cli match --size 1"
                               << QStringList{"10", "11", "12", "13", "15", "19"};
        QTest::newRow("languages") << "oxo-cli --lang " << QStringList{"de", "en", "es", "fr"};
        QTest::newRow("levels") << "oxo-cli match --bot2 "
                                << QStringList{"easy", "engine:", "hard", "medium"};
    }
    void completionOffersWhatOxoCliTakes() {
        QFETCH(QString, line);
        QFETCH(QStringList, offered);
        QCOMPARE(complete(line), offered);
    }

    // R-F6, R-F5: after engine: the completion offers program paths.
    void completionOffersEnginePaths() {
        QFile engine(dir_.filePath(QStringLiteral("pbrain-fake")));
        QVERIFY(engine.open(QIODevice::WriteOnly));
        engine.close();
        const QString prefix = QStringLiteral("engine:") + dir_.path() + QStringLiteral("/pbr");
        QCOMPARE(complete(QStringLiteral("oxo-cli match --bot1 ") + prefix),
                 QStringList{QStringLiteral("engine:") + engine.fileName()});
        // As bash hands it over (":" breaks words): "engine", ":", and the path alone.
        const QString path = dir_.path() + QStringLiteral("/pbr");
        QCOMPARE(complete(QStringLiteral("oxo-cli match --bot1 engine : ") + path),
                 QStringList{engine.fileName()});
        // Right after the colon: the files of the current folder (the test's folder here).
        QCOMPARE(complete(QStringLiteral("oxo-cli match --bot1 engine :")),
                 QStringList{QStringLiteral("pbrain-fake")});
    }
};

OXO_TEST_GUILESS_MAIN(TestShipping)
#include "test_shipping.moc"
