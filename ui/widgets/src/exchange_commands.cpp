#include "oxo/widgets/exchange_commands.h"

#include <QApplication>
#include <QBuffer>
#include <QCheckBox>
#include <QClipboard>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QVBoxLayout>
#include <span>

#include "oxo/controller/game_controller.h"
#include "oxo/files/game_formats.h"
#include "oxo/position.h"
#include "oxo/replay.h"
#include "oxo/widgets/opening_dialog.h"

namespace oxo::ui {

ExchangeCommands::ExchangeCommands(QWidget* window, GameController* controller,
                                   std::function<bool()> confirmStart)
    : QObject(window),
      window_(window),
      controller_(controller),
      confirmStart_(std::move(confirmStart)) {
    reporter_ = [this](const QString& title, const QString& text) {
        QMessageBox::warning(window_, title, text);
    };
    readingAsker_ = [this](const QStringList& descriptions) {
        bool ok = false;
        const QString chosen = QInputDialog::getItem(
            window_, tr("Paste Position"),
            tr("The pasted text is a legal game read in more than one way. Which is meant?"),
            descriptions, 0, false, &ok);
        return ok ? static_cast<int>(descriptions.indexOf(chosen)) : -1;
    };
}

QString ExchangeCommands::positionText(RowOrigin origin) const {
    const auto& history = controller_->game().history();
    const std::size_t shown = controller_->isViewingHistory()
                                  ? static_cast<std::size_t>(controller_->viewPly())
                                  : history.size();
    std::vector<Cell> cells;
    cells.reserve(shown);
    for (std::size_t i = 0; i < shown; ++i) {
        cells.push_back(history[i].cell);
    }
    return positionString(cells, controller_->displayedPosition().size(), origin);
}

void ExchangeCommands::copyPosition(RowOrigin origin) const {
    QApplication::clipboard()->setText(positionText(origin));
}

bool ExchangeCommands::pastePosition() {
    return pasteText(QApplication::clipboard()->text());
}

bool ExchangeCommands::pasteText(const QString& text) {
    const GameSettings& settings = controller_->settings();
    const PositionParse parse = parsePositionText(text, settings.rules);
    if (!parse.ok()) {
        reporter_(tr("Could Not Paste the Position"),
                  tr("The clipboard holds no game OXO can play here:\n%1").arg(parse.error));
        return false;
    }
    std::size_t index = 0;
    if (parse.readings.size() > 1) {
        QStringList descriptions;
        for (const PositionReading& reading : parse.readings) {
            descriptions << reading.description;
        }
        const int chosen = readingAsker_(descriptions);
        if (chosen < 0 || chosen >= static_cast<int>(parse.readings.size())) {
            return false;
        }
        index = static_cast<std::size_t>(chosen);
    }
    const LoadedGame& game = parse.readings[index].game;
    if (confirmStart_ && !confirmStart_()) {
        return false;
    }
    // The seats stay as they are; a pasted file may bring rules of its own.
    GameSettings pasted = settings;
    pasted.rules = game.record.rules;
    const auto& history = game.game.history();
    return !controller_->loadGame(pasted, std::vector<Move>(history.begin(), history.end()))
                .has_value();
}

bool ExchangeCommands::newGameFromOpening() {
    OpeningDialog dialog(controller_->settings().rules, window_);
    const bool chosen =
        openingRunner_ ? openingRunner_(dialog) : dialog.exec() == QDialog::Accepted;
    if (!chosen || dialog.moves().empty()) {
        return false;
    }
    return startWithMoves(dialog.moves());
}

bool ExchangeCommands::startWithMoves(const std::vector<Cell>& cells) {
    const GameSettings& settings = controller_->settings();
    Position position(settings.rules);
    std::vector<Move> moves;
    moves.reserve(cells.size());
    for (const Cell cell : cells) {
        if (checkRecorded(position, cell) != MoveError::None || position.isOver()) {
            return false;
        }
        moves.push_back({position.toMove(), cell});
        position.make(cell);
    }
    if (confirmStart_ && !confirmStart_()) {
        return false;
    }
    return !controller_->loadGame(settings, moves).has_value();
}

bool ExchangeCommands::askImageOptions(BoardImageOptions& options) {
    if (optionsAsker_) {
        return optionsAsker_(options);
    }
    QDialog dialog(window_);
    dialog.setWindowTitle(tr("Export Image"));
    auto* layout = new QVBoxLayout(&dialog);
    auto* numbers = new QCheckBox(tr("Move &numbers"), &dialog);
    numbers->setChecked(options.moveNumbers);
    auto* coordinates = new QCheckBox(tr("&Coordinates"), &dialog);
    coordinates->setChecked(options.coordinates);
    layout->addWidget(numbers);
    layout->addWidget(coordinates);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export…"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted) {
        return false;
    }
    options.moveNumbers = numbers->isChecked();
    options.coordinates = coordinates->isChecked();
    return true;
}

bool ExchangeCommands::exportImage() {
    BoardImageOptions options = imageOptions_;
    if (!askImageOptions(options)) {
        return false;
    }
    imageOptions_ = options;
    const QString suggested = QDir::home().filePath(tr("oxo-board.png"));
    QString path = chooser_ ? chooser_(suggested)
                            : QFileDialog::getSaveFileName(window_, tr("Export Image"), suggested,
                                                           tr("PNG images (*.png)"));
    if (path.isEmpty()) {
        return false;
    }
    if (!path.endsWith(QStringLiteral(".png"), Qt::CaseInsensitive)) {
        path += QStringLiteral(".png");
    }
    QString error;
    if (!writeImage(path, options, &error)) {
        reporter_(tr("Could Not Export the Image"),
                  tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    return true;
}

bool ExchangeCommands::writeImage(const QString& path, const BoardImageOptions& options,
                                  QString* error) const {
    const auto& history = controller_->game().history();
    const std::size_t shown = controller_->isViewingHistory()
                                  ? static_cast<std::size_t>(controller_->viewPly())
                                  : history.size();
    BoardImageOptions picture = options;
    picture.cellPixels = exportCellPixels(controller_->displayedPosition().size());
    const QImage image =
        boardImage(controller_->displayedPosition(), std::span<const Move>(history.data(), shown),
                   picture, QApplication::palette());
    // Atomic like every save: a failed export never leaves half a picture in place of a file.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

}  // namespace oxo::ui
