// The desktop app: the application object and the main window, nothing else.
#include <QApplication>
#include <QSettings>

#include "ui/mainwindow.h"

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("OXO"));
    QApplication::setApplicationName(QStringLiteral("oxo"));
    QApplication::setApplicationVersion(QStringLiteral(OXO_VERSION));
    QApplication::setApplicationDisplayName(QStringLiteral("OXO"));
    QSettings settings;
    oxo::ui::MainWindow window(&settings);
    window.show();
    return QApplication::exec();
}
