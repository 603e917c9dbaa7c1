#include "oxo/cli/cli_language.h"

#include <QLibraryInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QTranslator>

namespace oxo::cli {
namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QStringList availableLanguages() {
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("es")};
}

// "de_DE", "de-AT", "DE" -> "de"; the region never changes which file is loaded.
QString baseLanguage(const QString& code) {
    const auto cut = code.indexOf(QRegularExpression(QStringLiteral("[_\\-.@]")));
    return code.left(cut).toLower();
}

QString systemLanguage() {
    const QStringList supported = availableLanguages();
    for (const QString& ui : QLocale::system().uiLanguages()) {
        const QString language = baseLanguage(ui);
        if (supported.contains(language)) {
            return language;
        }
    }
    return QStringLiteral("en");
}

// Missing files are no reason to stop: without them the CLI simply stays English (a build
// without ui/ embeds no .qm files; qtbase_*.qm comes from qt6-translations-l10n).
void install(QCoreApplication& app, const QString& fileName, const QString& directory) {
    auto* translator = new QTranslator(&app);
    if (translator->load(fileName, directory)) {
        QCoreApplication::installTranslator(translator);
    } else {
        delete translator;
    }
}

}  // namespace

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

QString installCliTranslations(QCoreApplication& app, const QString& languageOverride) {
    const QString language =
        languageOverride.isEmpty() ? systemLanguage() : baseLanguage(languageOverride.trimmed());
    if (!availableLanguages().contains(language)) {
        // Say it in the system's language, so the user can read why the override failed.
        installCliTranslations(app, {});
        return Text::tr("unknown language '%1' (available: %2)")
            .arg(languageOverride, availableLanguages().join(QStringLiteral(", ")));
    }
    if (language != QLatin1String("en")) {
        install(app, QStringLiteral("oxo_") + language, QStringLiteral(":/i18n"));
        install(app, QStringLiteral("qtbase_") + language,
                QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    }
    return {};
}

}  // namespace oxo::cli
