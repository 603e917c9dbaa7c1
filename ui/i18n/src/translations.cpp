#include "oxo/i18n/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QTranslator>

namespace oxo::ui {
namespace {

// Translators are children of the application with this name, so a second call can find
// and replace them without any global state.
constexpr auto kTranslatorName = "oxo_translator";

// "de_DE", "de-AT", "DE" -> "de"; the region never changes which file OXO loads.
QString baseLanguage(const QString& code) {
    const auto cut = code.indexOf(QRegularExpression(QStringLiteral("[_\\-.@]")));
    return code.left(cut).toLower();
}

QString systemLanguage() {
    const QStringList supported = availableLanguages();
    for (const QString& ui : QLocale::system().uiLanguages()) {
        QString language = baseLanguage(ui);  // not const: returned by move
        if (supported.contains(language)) {
            return language;
        }
    }
    return QStringLiteral("en");
}

void removeInstalled(QCoreApplication& app) {
    const auto old = app.findChildren<QTranslator*>(QString::fromLatin1(kTranslatorName),
                                                    Qt::FindDirectChildrenOnly);
    for (QTranslator* translator : old) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
}

void install(QCoreApplication& app, const QString& fileName, const QString& directory) {
    auto* translator = new QTranslator(&app);
    translator->setObjectName(QString::fromLatin1(kTranslatorName));
    if (translator->load(fileName, directory)) {
        QCoreApplication::installTranslator(translator);
    } else {
        // Qt's own file comes from a distribution package (qt6-translations-l10n); without
        // it only the dialog buttons stay English, which is no reason to stop.
        qWarning("oxo: translation %s not found in %s", qPrintable(fileName),
                 qPrintable(directory));
        delete translator;
    }
}

}  // namespace

QStringList availableLanguages() {
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("es")};
}

QString languageFromArguments(const QStringList& arguments) {
    const QString option = QStringLiteral("--lang");
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString& arg = arguments[i];
        if (arg == QLatin1String("--")) {
            break;
        }
        if (arg == option) {
            return i + 1 < arguments.size() ? arguments[i + 1] : QString();
        }
        if (arg.startsWith(option + QLatin1Char('='))) {
            return arg.mid(option.size() + 1);
        }
    }
    return {};
}

LanguageChoice installTranslations(QCoreApplication& app, const QString& languageOverride) {
    LanguageChoice choice;
    choice.language =
        languageOverride.isEmpty() ? systemLanguage() : baseLanguage(languageOverride.trimmed());
    const bool unknown = !availableLanguages().contains(choice.language);
    if (unknown) {
        choice.language = systemLanguage();
    }

    removeInstalled(app);
    // English too: its catalogue holds only the plurals ("1 move", "2 moves").
    install(app, QStringLiteral("oxo_") + choice.language, QStringLiteral(":/i18n"));
    if (choice.language != QLatin1String("en")) {
        install(app, QStringLiteral("qtbase_") + choice.language,
                QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    }
    // Numbers and the text direction follow the chosen language, not just the words.
    if (!languageOverride.isEmpty()) {
        QLocale::setDefault(QLocale(choice.language));
    }

    if (unknown) {
        choice.error =
            QCoreApplication::translate("Translations", "Unknown language '%1'. Available: %2.")
                .arg(languageOverride, availableLanguages().join(QStringLiteral(", ")));
    }
    return choice;
}

}  // namespace oxo::ui
