#include "oxo/widgets/motion_preference.h"

#include <QDir>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>

namespace oxo::ui {

namespace {

std::optional<bool> parseSwitch(const QString& text) {
    const QString value = text.trimmed().toLower();
    if (value == QLatin1String("1") || value == QLatin1String("true") ||
        value == QLatin1String("yes")) {
        return true;
    }
    if (value == QLatin1String("0") || value == QLatin1String("false") ||
        value == QLatin1String("no")) {
        return false;
    }
    return std::nullopt;
}

}  // namespace

std::optional<bool> MotionPreference::fromEnvironment() {
    return parseSwitch(qEnvironmentVariable("OXO_REDUCED_MOTION"));
}

std::optional<bool> MotionPreference::fromConfigFiles(const QString& configHome) {
    const QDir dir(configHome);
    if (const QString kde = dir.filePath(QStringLiteral("kdeglobals")); QFile::exists(kde)) {
        const QSettings globals(kde, QSettings::IniFormat);
        const QVariant factor = globals.value(QStringLiteral("KDE/AnimationDurationFactor"));
        if (factor.isValid()) {
            return factor.toDouble() == 0.0;
        }
    }
    for (const char* gtk : {"gtk-4.0/settings.ini", "gtk-3.0/settings.ini"}) {
        const QString path = dir.filePath(QString::fromLatin1(gtk));
        if (!QFile::exists(path)) {
            continue;
        }
        const QSettings ini(path, QSettings::IniFormat);
        const auto enabled =
            parseSwitch(ini.value(QStringLiteral("Settings/gtk-enable-animations")).toString());
        if (enabled) {
            return !*enabled;
        }
    }
    return std::nullopt;
}

std::optional<bool> MotionPreference::fromGSettings() {
    const QString desktop = qEnvironmentVariable("XDG_CURRENT_DESKTOP").toLower();
    const QString program = QStandardPaths::findExecutable(QStringLiteral("gsettings"));
    if (program.isEmpty() ||
        !(desktop.contains(QLatin1String("gnome")) || desktop.contains(QLatin1String("unity")) ||
          desktop.contains(QLatin1String("budgie")) ||
          desktop.contains(QLatin1String("cinnamon")))) {
        return std::nullopt;
    }
    QProcess process;
    process.start(program, {QStringLiteral("get"), QStringLiteral("org.gnome.desktop.interface"),
                            QStringLiteral("enable-animations")});
    // A desktop that does not answer at once is taken to say nothing.
    if (!process.waitForFinished(500) || process.exitCode() != 0) {
        process.kill();
        process.waitForFinished(100);
        return std::nullopt;
    }
    const auto enabled = parseSwitch(QString::fromUtf8(process.readAllStandardOutput()));
    return enabled ? std::optional<bool>(!*enabled) : std::nullopt;
}

bool MotionPreference::desktopReducesMotion() {
    if (const auto env = fromEnvironment()) {
        return *env;
    }
    const QString config = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
    if (const auto files = fromConfigFiles(config)) {
        return *files;
    }
    return fromGSettings().value_or(false);
}

}  // namespace oxo::ui
