#include "oxo/widgets/file_commands.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>

#include "oxo/controller/game_controller.h"

namespace oxo::ui {

namespace {

const QString kFolderKey = QStringLiteral("files/lastFolder");

}  // namespace

FileCommands::FileCommands(QWidget* window, GameController* controller, QSettings* store)
    : QObject(window), window_(window), store_(store), files_(new GameFiles(controller, this)) {
    chooser_ = [this](bool forSave, const QString& folder) {
        // R-F7: OXO's own games first, then the community's formats; the suffix decides.
        const QStringList formats = {tr("OXO games (*.oxo)"), tr("Piskvork games (*.psq)"),
                                     tr("SGF games (*.sgf)"),
                                     tr("Positions, one game a line (*.txt)")};
        if (!forSave) {
            const QString filter = tr("All games (*.oxo *.psq *.sgf *.txt)") +
                                   QStringLiteral(";;") + formats.join(QStringLiteral(";;"));
            return QFileDialog::getOpenFileName(window_, tr("Open Game"), folder, filter);
        }
        const QString current = files_->currentFile();
        const QString suggested =
            current.isEmpty() ? QDir(folder).filePath(tr("game.oxo")) : current;
        return QFileDialog::getSaveFileName(window_, tr("Save Game"), suggested,
                                            formats.join(QStringLiteral(";;")));
    };
    files_->setReporter([this](const QString& title, const QString& text) {
        QMessageBox::warning(window_, title, text);
    });
    files_->setNotifier([this](const QString& title, const QString& text) {
        auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, window_);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setModal(false);
        box->show();
    });
    replaceAsker_ = [this](const QString& path) {
        return QMessageBox::question(window_, tr("Replace File?"),
                                     tr("%1 already exists.\nDo you want to replace it?")
                                         .arg(QDir::toNativeSeparators(path)),
                                     QMessageBox::Yes | QMessageBox::Cancel,
                                     QMessageBox::Cancel) == QMessageBox::Yes;
    };
    files_->setConsentAsker([this](const QStringList& programs, bool restoring) {
        return askConsent(programs, restoring);
    });
    connect(files_, &GameFiles::changed, this, &FileCommands::changed);
    connect(files_, &GameFiles::adopted, this, &FileCommands::rememberFolder);
}

FileCommands::EngineConsent FileCommands::askConsent(const QStringList& programs,
                                                     bool restoring) const {
    QMessageBox box(QMessageBox::Warning, tr("Run a Program from a Game File?"),
                    consentQuestion(programs, restoring), QMessageBox::NoButton, window_);
    box.setDetailedText(programs.join(QLatin1Char('\n')));  // in full, however long
    QPushButton* run = box.addButton(tr("Run the Program"), QMessageBox::AcceptRole);
    QPushButton* bot = box.addButton(tr("Let OXO's Bot Play"), QMessageBox::RejectRole);
    QPushButton* cancel =
        restoring ? nullptr : box.addButton(tr("Do Not Open"), QMessageBox::DestructiveRole);
    box.setDefaultButton(bot);  // the safe answer
    box.setEscapeButton(cancel != nullptr ? cancel : bot);
    box.exec();
    if (box.clickedButton() == run) {
        return EngineConsent::Run;
    }
    return box.clickedButton() == cancel && cancel != nullptr ? EngineConsent::Cancel
                                                              : EngineConsent::UseBot;
}

bool FileCommands::save() {
    return currentFile().isEmpty() ? saveAs() : saveTo(currentFile());
}

bool FileCommands::saveAs() {
    QString path = chooser_(true, lastFolder());
    if (path.isEmpty()) {
        return false;
    }
    if (QFileInfo(path).suffix().isEmpty()) {
        // The dialog asked about the name as typed; the name written is another one.
        path += QStringLiteral(".oxo");
        if (QFileInfo::exists(path) && !replaceAsker_(path)) {
            return false;
        }
    }
    return saveTo(path);
}

bool FileCommands::open() {
    const QString path = chooser_(false, lastFolder());
    return !path.isEmpty() && openFile(path);
}

QString FileCommands::lastFolder() const {
    const QString folder = store_->value(kFolderKey).toString();
    return !folder.isEmpty() && QFileInfo(folder).isDir() ? folder : QDir::homePath();
}

void FileCommands::rememberFolder(const QString& path) {
    store_->setValue(kFolderKey, QFileInfo(path).absolutePath());
}

}  // namespace oxo::ui
