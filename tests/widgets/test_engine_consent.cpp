// Consent (R-F5, R-F1, R-F2): a game file or the autosave naming an engine program
// starts nothing until the person has said yes, with the full path in front of them; "no"
// gives the seat to OXO's Hard bot. And an engine crash reads like a sentence. The engine is a
// script that leaves a marker file when it runs, then runs the fake brain.
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include "fake_engine.h"
#include "oxo/controller/game_controller.h"
#include "oxo/controller/status_text.h"
#include "oxo/files/autosave_store.h"
#include "oxo/files/game_file.h"
#include "oxo/widgets/file_commands.h"
#include "oxo/widgets/main_window.h"
#include "test_main.h"

using namespace oxo;
using namespace oxo::ui;

namespace {

using oxo::test::fakeBrain;

}  // namespace

class TestEngineConsent : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    std::unique_ptr<QSettings> store_;
    std::unique_ptr<MainWindow> window_;
    QStringList asked_;  // the programs each question listed
    QList<bool> restoring_;
    FileCommands::EngineConsent answer_ = FileCommands::EngineConsent::Cancel;

    QStringList notified_;  // the non-blocking messages
    QString marker() const { return dir_.filePath(QStringLiteral("engine-ran")); }

    // An engine at `path` that leaves `ranMarker` when it runs.
    QString script(const QString& path, const QString& ranMarker) const {
        QFile file(path);
        if (file.open(QIODevice::WriteOnly)) {
            file.write(QStringLiteral("#!/bin/sh\ntouch '%1'\nexec '%2' legal\n")
                           .arg(ranMarker, fakeBrain())
                           .toUtf8());
            file.close();
            file.setPermissions(file.permissions() | QFileDevice::ExeOwner);
        }
        return path;
    }
    GameRecord gameWithEngine(const QString& program) const {
        GameRecord record = engineGame();
        record.players[1].engine = program;
        return record;
    }
    QString settingsText() const {
        store_->sync();
        QFile file(store_->fileName());
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    }

    QString engine(const QString& mode) const {
        const QString path = dir_.filePath(QStringLiteral("pbrain-marked-") + mode);
        QFile file(path);
        if (file.open(QIODevice::WriteOnly)) {
            file.write(QStringLiteral("#!/bin/sh\ntouch '%1'\nexec '%2' %3\n")
                           .arg(marker(), fakeBrain(), mode)
                           .toUtf8());
            file.close();
            file.setPermissions(file.permissions() | QFileDevice::ExeOwner);
        }
        return path;
    }

    GameRecord engineGame() const {
        GameRecord record;
        record.rules = Rules::square(15, 5);
        record.rules.earlyDraw = false;
        record.players = {{QStringLiteral("Ann"), PlayerKind::Human},
                          {QStringLiteral("Brain"), PlayerKind::Engine, engine("legal")}};
        record.moves = {{7, 7}};  // the engine's turn
        return record;
    }

    void makeWindow() {
        window_.reset();
        store_ = std::make_unique<QSettings>(dir_.filePath(QStringLiteral("oxo.ini")),
                                             QSettings::IniFormat);
        GameSettings s = GameSettings::defaults();
        s.players[1] = {QStringLiteral("Bob"), PlayerKind::Human};
        s.botPauseMs = 0;
        s.botBudgetMs = 100;
        s.save(*store_);
        window_ = std::make_unique<MainWindow>(store_.get());
        window_->setConfirmDiscard([] { return true; });
        window_->files()->setReporter([](const QString&, const QString& text) {
            QFAIL(qPrintable(QStringLiteral("unexpected message: ") + text));
        });
        window_->files()->setNotifier(
            [this](const QString&, const QString& text) { notified_ << text; });
        window_->files()->setConsentAsker([this](const QStringList& programs, bool restoring) {
            asked_ << programs;
            restoring_ << restoring;
            return answer_;
        });
    }

private slots:
    void init() {
        QVERIFY(dir_.isValid());
        QFile::remove(marker());
        asked_.clear();
        restoring_.clear();
        notified_.clear();
        makeWindow();
    }
    void cleanup() { window_.reset(); }

    // Opening a file whose seat names a program asks first, with the full path; "no" gives
    // the seat to the Hard bot and nothing is run.
    void openingAFileWithAnEngineAsksFirst() {
        const QString file = dir_.filePath(QStringLiteral("engine.oxo"));
        QVERIFY(saveGameFile(file, engineGame()));
        GameController* c = window_->controller();

        answer_ = FileCommands::EngineConsent::Cancel;
        QVERIFY(!window_->files()->openFile(file));
        QCOMPARE(asked_, QStringList{engine("legal")});
        QVERIFY(c->game().history().empty());

        answer_ = FileCommands::EngineConsent::UseBot;
        QVERIFY(window_->files()->openFile(file));
        QCOMPARE(asked_.size(), 2);
        QCOMPARE(restoring_, (QList<bool>{false, false}));
        QCOMPARE(c->settings().players[1].kind, PlayerKind::Hard);
        QTRY_COMPARE_WITH_TIMEOUT(c->game().history().size(), std::size_t{2}, 5000);
        QVERIFY(!QFile::exists(marker()));

        answer_ = FileCommands::EngineConsent::Run;
        QVERIFY(window_->files()->openFile(file));
        QCOMPARE(asked_.size(), 3);  // asked again: nothing remembered for files
        QCOMPARE(c->settings().players[1].kind, PlayerKind::Engine);
        QTRY_COMPARE_WITH_TIMEOUT(c->game().history().size(), std::size_t{2}, 5000);
        QVERIFY(QFile::exists(marker()));
    }

    // The autosave asks too, at every start, and "no" plays on with the Hard bot.
    void restoringAnAutosaveWithAnEngineAsksFirst() {
        const AutosaveStore store(dir_.filePath(QStringLiteral("auto")));
        QVERIFY(store.save(engineGame()));
        answer_ = FileCommands::EngineConsent::UseBot;
        window_->files()->startSession(QString(), std::nullopt, store);
        QCOMPARE(asked_, QStringList{engine("legal")});
        QCOMPARE(restoring_, QList<bool>{true});
        GameController* c = window_->controller();
        QCOMPARE(c->game().history().size(), std::size_t{1});
        QCOMPARE(c->settings().players[1].kind, PlayerKind::Hard);
        QTRY_COMPARE_WITH_TIMEOUT(c->game().history().size(), std::size_t{2}, 5000);
        QVERIFY(!QFile::exists(marker()));
    }

    // R-F5: a declined program leaves no trace on the seat: the Players menu cannot make the
    // seat an engine again without a question, and the settings file never names it.
    void declinedProgramLeavesNoTrace() {
        const QString file = dir_.filePath(QStringLiteral("engine.oxo"));
        QVERIFY(saveGameFile(file, engineGame()));
        answer_ = FileCommands::EngineConsent::UseBot;
        QVERIFY(window_->files()->openFile(file));
        GameController* c = window_->controller();
        QCOMPARE(c->settings().players[1].kind, PlayerKind::Hard);
        QVERIFY(c->settings().players[1].engine.isEmpty());
        QVERIFY(!c->setSeatKind(1, PlayerKind::Engine));
        QTRY_COMPARE_WITH_TIMEOUT(c->game().history().size(), std::size_t{2}, 5000);
        QVERIFY(c->setSeatKind(1, PlayerKind::Easy));  // the settings file is written now
        QVERIFY(!settingsText().contains(QStringLiteral("pbrain-marked")));
        QVERIFY(!QFile::exists(marker()));

        // The autosave at start: the same.
        const AutosaveStore store(dir_.filePath(QStringLiteral("auto")));
        QVERIFY(store.save(engineGame()));
        makeWindow();
        window_->files()->startSession(QString(), std::nullopt, store);
        QVERIFY(window_->controller()->settings().players[1].engine.isEmpty());
        QVERIFY(!window_->controller()->setSeatKind(1, PlayerKind::Engine));
        QVERIFY(!QFile::exists(marker()));
    }

    // R-F5: the question shows the program as the system resolves it (links, then ".."), and
    // exactly that program runs: "games/link/../x" with a linked folder is not "games/x".
    void consentShowsAndRunsTheResolvedProgram() {
        QDir root(dir_.filePath(QStringLiteral("resolve")));
        QVERIFY(root.mkpath(QStringLiteral("games")));
        QVERIFY(root.mkpath(QStringLiteral("real/sub")));
        const QString lookalike = script(root.filePath(QStringLiteral("games/x")),
                                         dir_.filePath(QStringLiteral("lookalike-ran")));
        const QString real = script(root.filePath(QStringLiteral("real/x")),
                                    dir_.filePath(QStringLiteral("real-ran")));
        QVERIFY(QFile::link(root.filePath(QStringLiteral("real/sub")),
                            root.filePath(QStringLiteral("games/link"))));
        const QString file = dir_.filePath(QStringLiteral("linked.oxo"));
        QVERIFY(
            saveGameFile(file, gameWithEngine(root.path() + QStringLiteral("/games/link/../x"))));
        answer_ = FileCommands::EngineConsent::Run;
        QVERIFY(window_->files()->openFile(file));
        QCOMPARE(asked_, QStringList{QFileInfo(real).canonicalFilePath()});
        GameController* c = window_->controller();
        QCOMPARE(c->settings().players[1].engine, QFileInfo(real).canonicalFilePath());
        QTRY_COMPARE_WITH_TIMEOUT(c->game().history().size(), std::size_t{2}, 5000);
        QVERIFY(QFile::exists(dir_.filePath(QStringLiteral("real-ran"))));
        QVERIFY(!QFile::exists(dir_.filePath(QStringLiteral("lookalike-ran"))));
        QVERIFY(QFile::exists(lookalike));
    }

    // R-F5: a program whose name ends in a space or holds a no-break space looks like another
    // one in the question: it is refused with the reason, never asked about, never run.
    void lookalikeProgramNamesAreRefused_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("trailing space") << QStringLiteral("pbrain-x ");
        QTest::newRow("no-break space") << QStringLiteral("pbrain\u00a0x");
        QTest::newRow("folder ending in a space") << QStringLiteral("dir /pbrain-x");
    }
    void lookalikeProgramNamesAreRefused() {
        QFETCH(QString, name);
        const QString path = dir_.filePath(name);
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        script(path, marker());
        const QString file = dir_.filePath(QStringLiteral("lookalike.oxo"));
        QVERIFY(saveGameFile(file, gameWithEngine(path)));
        answer_ = FileCommands::EngineConsent::Run;
        QVERIFY(window_->files()->openFile(file));
        QVERIFY(asked_.isEmpty());
        QCOMPARE(notified_.size(), 1);
        QVERIFY2(notified_[0].contains(QStringLiteral("space")), qPrintable(notified_[0]));
        GameController* c = window_->controller();
        QCOMPARE(c->settings().players[1].kind, PlayerKind::Hard);
        QTRY_COMPARE_WITH_TIMEOUT(c->game().history().size(), std::size_t{2}, 5000);
        QVERIFY(!QFile::exists(marker()));
    }

    // R-F5: a long path is cut visibly in the middle; its start and the program's name stay.
    void longProgramPathIsElidedVisibly() {
        const QString path = QStringLiteral("/home/ann/") + QString(200, QLatin1Char('d')) +
                             QStringLiteral("/pbrain-long");
        const QString text = FileCommands::consentQuestion({path}, false);
        QVERIFY(!text.contains(path));
        QVERIFY(text.contains(QChar(0x2026)));
        const QStringList lines = text.split(QLatin1Char('\n'));
        const auto shown = std::find_if(lines.begin(), lines.end(), [](const QString& line) {
            return line.startsWith(QStringLiteral("/home/ann/"));
        });
        QVERIFY(shown != lines.end());
        QVERIFY(shown->endsWith(QStringLiteral("/pbrain-long")));
        QVERIFY(shown->size() <= 90);
        QVERIFY(FileCommands::consentQuestion({QStringLiteral("/usr/games/pbrain-a")}, true)
                    .contains(QStringLiteral("\n/usr/games/pbrain-a\n")));
    }

    // "Engine 'OXO' failed: OXO crashed" named the engine twice and said little.
    void engineCrashReadsSensibly() {
        GameSettings s = GameSettings::defaults();
        s.rules = Rules::square(15, 5);
        s.players[0] = {QStringLiteral("Ann"), PlayerKind::Human};
        s.players[1] = {QStringLiteral("Brain"), PlayerKind::Engine, fakeBrain()};
        s.botPauseMs = 0;
        GameController c(s);
        // The fake brain's mode comes from its argument; a wrapper passes "segv".
        s.players[1].engine = engine("segv");
        c.applySettings(s);
        QCOMPARE(c.playCell({7, 7}), MoveError::None);
        QTRY_COMPARE_WITH_TIMEOUT(c.forfeited(), Player{1}, 5000);
        const QString result = StatusText::result(c);
        QVERIFY2(result.count(QStringLiteral("fake")) <= 1, qPrintable(result));
        QVERIFY2(!result.contains(QStringLiteral("failed: fake")), qPrintable(result));
        QVERIFY2(result.contains(QStringLiteral("crashed")), qPrintable(result));
        QVERIFY2(result.contains(QStringLiteral("Brain (O)")), qPrintable(result));
        QVERIFY2(result.contains(QStringLiteral("Ann (X) wins")), qPrintable(result));
    }
};

OXO_TEST_MAIN(TestEngineConsent)
#include "test_engine_consent.moc"
