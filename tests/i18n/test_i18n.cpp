// R-U9: every language loads, every action, the settings dialog and the status texts are
// translated, nothing is clipped at the default window size, Qt's own buttons speak the
// language too, the .ts files are complete, and the system locale picks the language.
// Runs under QT_QPA_PLATFORM=offscreen.
#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <memory>

#include "oxo/controller/game_controller.h"
#include "oxo/controller/status_text.h"
#include "oxo/i18n/translations.h"
#include "oxo/options/app_options.h"
#include "oxo/widgets/game_actions.h"
#include "oxo/widgets/main_window.h"
#include "oxo/widgets/settings_dialog.h"
#include "oxo/widgets/status_panel.h"
#include "qtest_columns.h"
#include "scratch_settings.h"
#include "test_main.h"
#include "ts_check.h"
#include "widget_checks.h"

using namespace oxo;
using namespace oxo::ui;

namespace {

// The language a test run's "system" speaks; set in main() before QApplication exists.
constexpr auto kSystemLanguage = "fr";

}  // namespace

using namespace oxo::test;

class TestI18n : public QObject {
    Q_OBJECT

private slots:
    void init() {
        store_.open();
        twoPeople().save(*store_);
    }
    void cleanup() {
        installTranslations(*qApp, QStringLiteral("en"));
        store_.close();
    }

    // The .ts files are complete: nothing unfinished, every placeholder and mnemonic kept.
    // English's holds only the plurals (lupdate -pluralonly).
    void tsFilesComplete_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("fewest");
        QTest::newRow("de") << QStringLiteral("de") << 100;
        QTest::newRow("fr") << QStringLiteral("fr") << 100;
        QTest::newRow("es") << QStringLiteral("es") << 100;
        QTest::newRow("en plurals") << QStringLiteral("en") << 20;
    }
    void tsFilesComplete() {
        QFETCH(QString, language);
        QFETCH(int, fewest);
        const auto report = test::checkTsFile(QStringLiteral(OXO_TS_DIR "/oxo_") + language +
                                              QStringLiteral(".ts"));
        QVERIFY2(report.problems.isEmpty(), qPrintable(report.problems.join(QLatin1Char('\n'))));
        QVERIFY(report.language.startsWith(language));
        QVERIFY(report.messages > fewest);
    }

    // R-U9: English reads its plurals right ("1 move", "2 moves"), not "move(s)".
    void englishPlurals() {
        const LanguageChoice choice = installTranslations(*qApp, QStringLiteral("en"));
        QCOMPARE(choice.language, QStringLiteral("en"));
        const auto wins = [](int n) {
            return QCoreApplication::translate("AnalysisText", "wins in %n move(s)", nullptr, n);
        };
        QCOMPARE(wins(1), QStringLiteral("wins in 1 move"));
        QCOMPARE(wins(2), QStringLiteral("wins in 2 moves"));
        QCOMPARE(QCoreApplication::translate("AnalysisText", "%1 wins in %n move(s) (proven)",
                                             nullptr, 3)
                     .arg(QStringLiteral("X")),
                 QStringLiteral("X wins in 3 moves (proven)"));
        installTranslations(*qApp, QString());  // the system's language again
    }

    // With no --lang the system's language is used; the test's main() made that French.
    void systemLocaleChoosesLanguage() {
        const LanguageChoice choice = installTranslations(*qApp, QString());
        QCOMPARE(choice.language, QString::fromLatin1(kSystemLanguage));
        QVERIFY(choice.error.isEmpty());
        // French Undo reads "undo the move": a bare "Annuler" reads as Cancel.
        QCOMPARE(QCoreApplication::translate("oxo::ui::GameActions", "&Undo"),
                 QStringLiteral("Annuler le &coup"));
    }

    // --lang accepts a region or another case, and an unknown code gets a clear message in
    // the system's language while the app still speaks a language it has.
    void overrideForms() {
        QCOMPARE(installTranslations(*qApp, QStringLiteral("de_AT")).language,
                 QStringLiteral("de"));
        QCOMPARE(installTranslations(*qApp, QStringLiteral("ES-mx")).language,
                 QStringLiteral("es"));
        QCOMPARE(installTranslations(*qApp, QStringLiteral("en")).language, QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("oxo::ui::GameActions", "&Undo"),
                 QStringLiteral("&Undo"));
        const LanguageChoice bad = installTranslations(*qApp, QStringLiteral("xx"));
        QCOMPARE(bad.language, QString::fromLatin1(kSystemLanguage));
        QVERIFY2(bad.error.contains(QStringLiteral("xx")) &&
                     bad.error.contains(QStringLiteral("de, fr")),
                 qPrintable(bad.error));
        QVERIFY2(bad.error.startsWith(QStringLiteral("Langue inconnue")), qPrintable(bad.error));
    }

    // main() finds --lang before the command-line parser runs.
    void languageArgument_data() {
        test::addColumns<QStringList, QString>("arguments", "code");
        const QString oxo = QStringLiteral("oxo");
        QTest::newRow("none") << QStringList{oxo, QStringLiteral("game.oxo")} << QString();
        QTest::newRow("separate") << QStringList{oxo, QStringLiteral("--lang"),
                                                 QStringLiteral("de")}
                                  << QStringLiteral("de");
        QTest::newRow("equals") << QStringList{oxo, QStringLiteral("--size"), QStringLiteral("5"),
                                               QStringLiteral("--lang=fr_CA")}
                                << QStringLiteral("fr_CA");
        QTest::newRow("missing value") << QStringList{oxo, QStringLiteral("--lang")} << QString();
        QTest::newRow("after --") << QStringList{oxo, QStringLiteral("--"),
                                                 QStringLiteral("--lang"), QStringLiteral("es")}
                                  << QString();
        QTest::newRow("program name") << QStringList{QStringLiteral("--lang=es")} << QString();
    }
    void languageArgument() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, code);
        QCOMPARE(languageFromArguments(arguments), code);
    }

    void languages_data() {
        // cancel: Qt's own Cancel button, from qtbase_*.qm.
        test::addColumns<QString, QString>("language", "cancel");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Cancel");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Abbrechen");
        QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("Annuler");
        QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("Cancelar");
    }
    // Every action, the settings dialog and the status texts are translated, fit, and have
    // unique mnemonics; Qt's own dialog buttons are translated as well.
    void languages() {
        QFETCH(QString, language);
        QFETCH(QString, cancel);

        installTranslations(*qApp, QStringLiteral("en"));
        QList<Text> english;
        {
            MainWindow window(store_.get());
            SettingsDialog dialog(window.controller()->settings(), &window);
            english << windowTexts(window) << dialogTexts(dialog) << statusTexts()
                    << helpTexts(window);
        }

        const LanguageChoice choice = installTranslations(*qApp, language);
        QCOMPARE(choice.language, language);
        QVERIFY(choice.error.isEmpty());
        QVERIFY(QFile::exists(QStringLiteral(":/i18n/oxo_%1.qm").arg(language)) ||
                language == QLatin1String("en"));

        MainWindow window(store_.get());
        const QSize defaultSize = window.size();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        SettingsDialog dialog(window.controller()->settings(), &window);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCoreApplication::processEvents();

        // OXO_I18N_SHOTS=<dir> keeps a picture of each language for people to look at.
        if (const QString shots = qEnvironmentVariable("OXO_I18N_SHOTS"); !shots.isEmpty()) {
            window.grab().save(shots + QStringLiteral("/window_%1.png").arg(language));
            dialog.grab().save(shots + QStringLiteral("/settings_%1.png").arg(language));
        }
        // The dialog must fit a small laptop screen, or its words would be cut off there.
        QVERIFY2(dialog.width() <= 1024 && dialog.height() <= 768,
                 qPrintable(QStringLiteral("%1×%2").arg(dialog.width()).arg(dialog.height())));

        const QList<Text> translated = QList<Text>() << windowTexts(window) << dialogTexts(dialog)
                                                     << statusTexts() << helpTexts(window);
        QCOMPARE(translated.size(), english.size());
        if (language != QLatin1String("en")) {
            QStringList untranslated;
            for (qsizetype i = 0; i < english.size(); ++i) {
                if (translated[i].text == english[i].text && !sameEverywhere(english[i].text)) {
                    untranslated << english[i].where + QStringLiteral(": ") + english[i].text;
                }
            }
            QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QLatin1Char('\n'))));
        }

        QStringList problems = clipped(&window);
        // The longest status text: a past move viewed read-only.
        for (Cell c : {Cell{0, 0}, Cell{1, 1}, Cell{2, 2}}) {
            window.controller()->playCell(c);
        }
        window.controller()->showPly(1);
        QCoreApplication::processEvents();
        QVERIFY(window.controller()->isViewingHistory());
        problems << clipped(&window);
        problems << clipped(&dialog);
        // A label that needs more room than the default size gives makes the window grow
        // instead of clipping; that counts as not fitting too.
        if (window.size() != defaultSize ||
            window.minimumSizeHint().width() > defaultSize.width()) {
            problems << QStringLiteral("the window needs %1×%2 (minimum width %3), default %4×%5")
                            .arg(window.width())
                            .arg(window.height())
                            .arg(window.minimumSizeHint().width())
                            .arg(defaultSize.width())
                            .arg(defaultSize.height());
        }
        if (language == QLatin1String("en")) {
            // The English mnemonics belong to the source code; only translations are held
            // to unique mnemonics here.
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
            QCOMPARE(shown(dialog.buttons()->button(QDialogButtonBox::Cancel)->text()), cancel);
            return;
        }
        problems << menuMnemonicProblems(window.menuBar());
        QStringList dialogEntries;
        for (QLabel* label : dialog.findChildren<QLabel*>()) {
            dialogEntries << label->text();
        }
        for (QAbstractButton* button : dialog.findChildren<QAbstractButton*>()) {
            dialogEntries << button->text();
        }
        for (QGroupBox* box : dialog.findChildren<QGroupBox*>()) {
            dialogEntries << box->title();
        }
        problems << duplicateMnemonics(QStringLiteral("settings dialog"), dialogEntries);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));

        QCOMPARE(shown(dialog.buttons()->button(QDialogButtonBox::Cancel)->text()), cancel);
    }

    // The command line's help and messages come out in the chosen language too.
    void commandLineTranslated() {
        installTranslations(*qApp, QStringLiteral("de"));
        const AppOptions options =
            parseAppOptions({QStringLiteral("oxo"), QStringLiteral("--help")}, 50);
        QVERIFY(options.showHelp);
        QVERIFY2(options.helpText.contains(QStringLiteral("Sprache CODE verwenden")),
                 qPrintable(options.helpText));
        QVERIFY2(options.helpText.contains(QStringLiteral("Hilfe")), qPrintable(options.helpText));
    }

    // Plurals use the right form for one and for several moves.
    void pluralForms_data() {
        test::addColumns<QString, QString, QString>("language", "one", "three");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("gewinnt in 1 Zug")
                            << QStringLiteral("gewinnt in 3 Zügen");
        QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("gagne en 1 coup")
                            << QStringLiteral("gagne en 3 coups");
        QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("gana en 1 jugada")
                            << QStringLiteral("gana en 3 jugadas");
    }
    void pluralForms() {
        QFETCH(QString, language);
        QFETCH(QString, one);
        QFETCH(QString, three);
        installTranslations(*qApp, language);
        Analysis analysis;
        analysis.proven = true;
        analysis.verdict = Verdict::Win;
        analysis.distance = 1;
        QCOMPARE(StatusText::verdict(analysis), one);
        analysis.distance = 5;
        QCOMPARE(StatusText::verdict(analysis), three);
    }

private:
    test::ScratchSettings store_;
};

OXO_TEST_ENTRY(TestI18n);
OXO_TEST_ENTRY(TestI18n) {
    // The "system" language for systemLocaleChoosesLanguage(); Qt reads these at start-up.
    qputenv("LANGUAGE", kSystemLanguage);
    qputenv("LC_ALL", "fr_FR.UTF-8");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);  // no autosave or settings outside the test
    TestI18n test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_i18n.moc"
