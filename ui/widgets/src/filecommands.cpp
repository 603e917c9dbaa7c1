#include "oxo/widgets/filecommands.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>
#include <vector>

#include "oxo/controller/autosavewriter.h"
#include "oxo/controller/gamecontroller.h"
#include "oxo/controller/recordconvert.h"
#include "oxo/files/game_file.h"

namespace oxo::ui {

namespace {

const QString kFolderKey = QStringLiteral("files/lastFolder");

std::vector<Move> movesOf(const Game& game) {
    return game.history();
}

}  // namespace

FileCommands::FileCommands(QWidget* window, GameController* controller, QSettings* store)
    : QObject(window), window_(window), controller_(controller), store_(store) {
    chooser_ = [this](bool forSave, const QString& folder) {
        const QString filter = tr("OXO games (*.oxo)");
        if (!forSave) {
            return QFileDialog::getOpenFileName(window_, tr("Open Game"), folder, filter);
        }
        const QString suggested =
            currentFile_.isEmpty() ? QDir(folder).filePath(tr("game.oxo")) : currentFile_;
        return QFileDialog::getSaveFileName(window_, tr("Save Game"), suggested, filter);
    };
    reporter_ = [this](const QString& title, const QString& text) {
        QMessageBox::warning(window_, title, text);
    };
    notifier_ = [this](const QString& title, const QString& text) {
        auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, window_);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setModal(false);
        box->show();
    };
    for (auto signal :
         {&GameController::played, &GameController::undone, &GameController::redone}) {
        connect(controller_, signal, this, [this] { autosaveDue_ = true; });
    }
    connect(controller_, &GameController::wasReset, this, [this] {
        autosaveDue_ = true;
        if (!loading_) {  // a new game is no longer the file's game
            currentFile_.clear();
            savedRecord_.reset();
        }
    });
    connect(controller_, &GameController::settingsChanged, this, [this] { autosaveDue_ = true; });
    connect(controller_, &GameController::stateChanged, this, &FileCommands::onStateChanged);
}

FileCommands::~FileCommands() {
    // The last save finishes first, and a late failure has no one left to tell.
    if (writer_ != nullptr) {
        disconnect(writer_, nullptr, this, nullptr);
        delete writer_;
    }
}

bool FileCommands::isModified() const {
    if (savedRecord_) {
        return recordOf(*controller_) != *savedRecord_;
    }
    return !controller_->game().history().empty();
}

QString FileCommands::displayName() const {
    return currentFile_.isEmpty() ? tr("Untitled") : QFileInfo(currentFile_).fileName();
}

void FileCommands::onStateChanged() {
    if (autosaveDue_ && writer_ != nullptr) {
        writer_->save(recordOf(*controller_));
    }
    autosaveDue_ = false;
    emit changed();
}

bool FileCommands::openFile(const QString& path) {
    ReadResult result = loadGameFile(path);
    const QString name = QFileInfo(path).fileName();
    if (!result.ok()) {
        reporter_(tr("Could Not Open Game"), tr("Could not open %1:\n%2").arg(name, result.error));
        return false;
    }
    const GameRecord& record = result.game->record;
    const GameSettings settings = settingsFrom(record, controller_->settings());
    const std::vector<Move> moves = movesOf(result.game->game);
    loading_ = true;
    const auto error = controller_->loadGame(settings, moves);
    loading_ = false;
    if (error) {  // the reader replayed it already, so only a rules limit of the app is left
        reporter_(tr("Could Not Open Game"),
                  tr("Could not open %1:\nmove %2 cannot be played here.")
                      .arg(name)
                      .arg(error->moveIndex + 1));
        return false;
    }
    currentFile_ = QFileInfo(path).absoluteFilePath();
    savedRecord_ = recordOf(*controller_);
    rememberFolder(path);
    emit changed();
    return true;
}

bool FileCommands::saveTo(const QString& path) {
    const GameRecord record = recordOf(*controller_);
    QString error;
    if (!saveGameFile(path, record, &error)) {
        reporter_(tr("Could Not Save Game"), tr("Could not save %1:\n%2\nThe old file, if any, "
                                                "is unchanged.")
                                                 .arg(QFileInfo(path).fileName(), error));
        return false;
    }
    currentFile_ = QFileInfo(path).absoluteFilePath();
    savedRecord_ = record;
    rememberFolder(path);
    emit changed();
    return true;
}

bool FileCommands::save() {
    return currentFile_.isEmpty() ? saveAs() : saveTo(currentFile_);
}

bool FileCommands::saveAs() {
    QString path = chooser_(true, lastFolder());
    if (path.isEmpty()) {
        return false;
    }
    if (QFileInfo(path).suffix().isEmpty()) {
        path += QStringLiteral(".oxo");
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

void FileCommands::startSession(const QString& file, const std::optional<Rules>& rules,
                                AutosaveStore autosave) {
    bool started = !file.isEmpty() && openFile(file);
    if (!started && rules) {
        GameSettings settings = controller_->settings();
        settings.rules = *rules;
        controller_->applySettings(settings);
        started = true;
    }
    if (!started) {
        AutosaveStore::Restored restored = autosave.restore();
        if (!restored.problem.isEmpty()) {
            notifier_(tr("Autosaved Game Damaged"),
                      tr("The autosaved game could not be restored, so a new game starts.\n%1")
                          .arg(restored.problem));
        } else if (restored.game) {
            const GameSettings settings =
                settingsFrom(restored.game->record, controller_->settings());
            const std::vector<Move> moves = movesOf(restored.game->game);
            if (const auto error = controller_->loadGame(settings, moves)) {
                notifier_(tr("Autosaved Game Damaged"),
                          tr("The autosaved game could not be restored, so a new game starts."));
            }
        }
    }
    writer_ = new AutosaveWriter(std::move(autosave), this);
    connect(
        writer_, &AutosaveWriter::failed, this,
        [this](const QString& error) {
            if (autosaveFailureShown_) {  // once is enough; a full disk would fail every move
                return;
            }
            autosaveFailureShown_ = true;
            notifier_(tr("Autosave Failed"), tr("The game could not be autosaved:\n%1").arg(error));
        },
        Qt::QueuedConnection);
    // The game on screen is written at once, so the autosave always matches the window.
    writer_->save(recordOf(*controller_));
    emit changed();
}

void FileCommands::flushAutosave() {
    if (writer_ != nullptr) {
        writer_->flush();
    }
}

}  // namespace oxo::ui
