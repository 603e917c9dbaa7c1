#include "oxo/controller/game_files.h"

#include <QDir>
#include <QFileInfo>
#include <vector>

#include "oxo/controller/autosave_writer.h"
#include "oxo/controller/game_controller.h"
#include "oxo/controller/game_reviewer.h"
#include "oxo/controller/record_convert.h"
#include "oxo/files/game_file.h"
#include "oxo/files/game_formats.h"
#include "oxo/files/player_setup.h"

namespace oxo::ui {

namespace {

// The longest program path the consent question shows uncut (the full one is in its details).
constexpr int kShownPathLength = 90;

std::vector<Move> movesOf(const Game& game) {
    return game.history();
}

}  // namespace

GameFiles::GameFiles(GameController* controller, QObject* parent)
    : QObject(parent), controller_(controller) {
    // Until the window installs its own: nothing is run unasked, nothing is said.
    consent_ = [](const QStringList&, bool) { return EngineConsent::UseBot; };
    reporter_ = [](const QString&, const QString&) {};
    notifier_ = [](const QString&, const QString&) {};
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
    connect(controller_, &GameController::stateChanged, this, &GameFiles::onStateChanged);
}

GameFiles::~GameFiles() {
    // The last save finishes first, and a late failure has no one left to tell.
    if (writer_ != nullptr) {
        disconnect(writer_, nullptr, this, nullptr);
        delete writer_;
    }
}

bool GameFiles::isModified() const {
    if (savedRecord_) {
        return currentRecord() != *savedRecord_;
    }
    return !controller_->game().history().empty();
}

QString GameFiles::displayName() const {
    return currentFile_.isEmpty() ? tr("Untitled") : QFileInfo(currentFile_).fileName();
}

void GameFiles::onStateChanged() {
    if (autosaveDue_ && writer_ != nullptr) {
        writer_->save(currentRecord(), currentFile_);  // with the review: it took minutes
    }
    autosaveDue_ = false;
    emit changed();
}

QString GameFiles::consentQuestion(const QStringList& programs, bool restoring) {
    QStringList shown;
    for (const QString& program : programs) {
        // Exactly the path that runs; a long one is cut in the middle, visibly, so that the
        // start of the path and the program's own name both stay in view.
        const QString path = QDir::toNativeSeparators(program);
        shown << (path.size() <= kShownPathLength
                      ? path
                      : path.left(kShownPathLength / 3) + QChar(0x2026) +
                            path.right(kShownPathLength - kShownPathLength / 3 - 1));
    }
    const QString intro =
        restoring
            ? tr("The game saved automatically has a player that is a program on this computer:")
            : tr("This game file names a program on this computer as a player:");
    return intro + QStringLiteral("\n\n") + shown.join(QLatin1Char('\n')) + QStringLiteral("\n\n") +
           tr("OXO runs it only if you agree. A game file can name any program, "
              "so run it only if you trust it. If you do not, OXO's Hard bot plays "
              "that seat instead.");
}

std::optional<GameSettings> GameFiles::agreedSettings(const GameRecord& record, bool restoring) {
    GameSettings settings = settingsFrom(record, controller_->settings());
    // A declined program leaves no trace: not on the seat, so neither the Players menu nor
    // the settings file can bring it back without a new question.
    const auto giveToBot = [](PlayerSetup& seat) {
        seat.kind = PlayerKind::Hard;
        seat.engine.clear();
    };
    QStringList programs;
    QStringList refused;
    for (int p = 0; p < settings.rules.players; ++p) {
        PlayerSetup& seat = settings.players[static_cast<std::size_t>(p)];
        if (seat.kind != PlayerKind::Engine) {
            continue;
        }
        // Resolved once (links and "..", as the system will), so that the question shows
        // exactly the program that runs.
        const QFileInfo info(seat.engine);
        const QString resolved = info.exists() ? info.canonicalFilePath() : info.absoluteFilePath();
        QString problem = programProblem(seat.engine);
        if (problem.isEmpty()) {
            problem = programProblem(resolved);
        }
        if (!problem.isEmpty()) {
            refused << tr("\"%1\": %2").arg(seat.engine, problem);
            giveToBot(seat);
            continue;
        }
        seat.engine = resolved;
        programs << resolved;
    }
    if (!refused.isEmpty()) {
        notifier_(tr("Program Not Run"),
                  tr("OXO's Hard bot plays instead of:\n%1").arg(refused.join(QLatin1Char('\n'))));
    }
    if (programs.isEmpty()) {
        return settings;
    }
    // R-F5: nothing a file names is run without the person's consent, asked every time.
    switch (consent_(programs, restoring)) {
        case EngineConsent::Run:
            return settings;
        case EngineConsent::Cancel:
            if (!restoring) {
                return std::nullopt;
            }
            [[fallthrough]];
        case EngineConsent::UseBot:
            for (PlayerSetup& seat : settings.players) {
                if (seat.kind == PlayerKind::Engine) {
                    giveToBot(seat);
                }
            }
            return settings;
    }
    return std::nullopt;
}

namespace {

// Every format OXO knows by its suffix (R-F7); any other name is read and written as OXO's own
// file, as before there were other formats.
ReadResult loadGameOfAnyFormat(const QString& path) {
    return formatOfPath(path) ? loadAnyGameFile(path) : loadGameFile(path);
}

bool saveGameInItsFormat(const QString& path, const GameRecord& record, QString* error) {
    return formatOfPath(path) ? saveAnyGameFile(path, record, error)
                              : saveGameFile(path, record, error);
}

}  // namespace

void GameFiles::setReviewer(GameReviewer* reviewer) {
    reviewer_ = reviewer;
    // A finished review changes what Save writes (the title shows it) and is autosaved: a
    // review can take minutes, and a crash must not lose it.
    connect(reviewer_, &GameReviewer::changed, this, [this] {
        autosaveDue_ = true;
        onStateChanged();
    });
}

GameRecord GameFiles::currentRecord() const {
    GameRecord record = recordOf(*controller_);
    if (reviewer_ != nullptr) {
        record.review = reviewer_->reviews();
    }
    return record;
}

bool GameFiles::openFile(const QString& path) {
    ReadResult result = loadGameOfAnyFormat(path);
    const QString name = QFileInfo(path).fileName();
    if (!result.ok()) {
        reporter_(tr("Could Not Open Game"), tr("Could not open %1:\n%2").arg(name, result.error));
        return false;
    }
    const GameRecord& record = result.game->record;
    const std::optional<GameSettings> agreed = agreedSettings(record, false);
    if (!agreed) {
        return false;  // the person chose not to open it: nothing changes
    }
    const GameSettings& settings = *agreed;
    const std::vector<Move> moves = movesOf(result.game->game);
    loading_ = true;
    const auto error = controller_->loadGame(settings, moves, record.openingChoices);
    loading_ = false;
    if (error) {  // the reader replayed it already, so only a rules limit of the app is left
        reporter_(tr("Could Not Open Game"),
                  tr("Could not open %1:\nit cannot be played here: %2").arg(name, *error));
        return false;
    }
    if (reviewer_ != nullptr) {
        reviewer_->setReviews(result.game->record.review);
    }
    adoptFile(path, currentRecord());
    return true;
}

bool GameFiles::saveTo(const QString& path) {
    const GameRecord record = currentRecord();
    QString error;
    if (!saveGameInItsFormat(path, record, &error)) {
        reporter_(tr("Could Not Save Game"), tr("Could not save %1:\n%2\nThe old file, if any, "
                                                "is unchanged.")
                                                 .arg(QFileInfo(path).fileName(), error));
        return false;
    }
    adoptFile(path, record);
    return true;
}

void GameFiles::adoptFile(const QString& path, const GameRecord& record) {
    currentFile_ = QFileInfo(path).absoluteFilePath();
    savedRecord_ = record;
    emit adopted(currentFile_);
    // The autosave names the file too: a relaunch titles the game and saves it there.
    autosaveDue_ = true;
    onStateChanged();
}

void GameFiles::restore(const AutosaveStore& autosave) {
    AutosaveStore::Restored restored = autosave.restore();
    if (!restored.problem.isEmpty()) {
        notifier_(tr("Autosaved Game Damaged"),
                  tr("The autosaved game could not be restored, so a new game starts.\n%1")
                      .arg(restored.problem));
        return;
    }
    if (!restored.game) {
        return;
    }
    const GameSettings settings = *agreedSettings(restored.game->record, true);
    const std::vector<Move> moves = movesOf(restored.game->game);
    loading_ = true;
    const auto error = controller_->loadGame(settings, moves, restored.game->record.openingChoices);
    loading_ = false;
    if (error) {
        notifier_(tr("Autosaved Game Damaged"),
                  tr("The autosaved game could not be restored, so a new game starts."));
        return;
    }
    if (reviewer_ != nullptr) {
        reviewer_->setReviews(restored.game->record.review);
    }
    // The game keeps the file it came from: its title, and Save writes there again. The
    // file's own game tells whether the restored one differs from it.
    // The autosave is only a file in the user's folder: a name in it that is not a game file
    // (edited, or replaced since) must not become what Save overwrites.
    if (!restored.sourceFile.isEmpty()) {
        const ReadResult onDisk = loadGameOfAnyFormat(restored.sourceFile);
        const bool gone = !QFileInfo::exists(restored.sourceFile);
        if (onDisk.ok() || (gone && QFileInfo(restored.sourceFile).isAbsolute() &&
                            formatOfPath(restored.sourceFile).has_value())) {
            currentFile_ = restored.sourceFile;
            savedRecord_ = onDisk.ok() ? std::optional(onDisk.game->record) : std::nullopt;
        }
    }
}

void GameFiles::startSession(const QString& file, const std::optional<Rules>& rules,
                             std::optional<AutosaveStore> autosave) {
    bool started = !file.isEmpty() && openFile(file);
    if (!started && rules) {
        GameSettings settings = controller_->settings();
        settings.rules = *rules;
        // A saved engine seat these rules do not allow is settled now, and the person told.
        const QStringList changed = resolveEngineSeats(settings);
        controller_->applySettings(settings);
        if (!changed.isEmpty()) {
            notifier_(tr("Engine Not Used"), changed.join(QLatin1Char('\n')));
        }
        started = true;
    }
    if (!autosave) {
        emit changed();
        return;  // no slot to keep the game in (main() has said why)
    }
    if (!started) {
        restore(*autosave);
    }
    writer_ = new AutosaveWriter(std::move(*autosave), this);
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
    writer_->save(recordOf(*controller_), currentFile_);
    emit changed();
}

void GameFiles::flushAutosave() {
    if (writer_ != nullptr) {
        writer_->flush();
    }
}

}  // namespace oxo::ui
