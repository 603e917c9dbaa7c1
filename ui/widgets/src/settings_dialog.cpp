#include "oxo/widgets/settings_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTimer>
#include <QVBoxLayout>
#include <QValidator>

#include "oxo/engines/engine_rules.h"
#include "oxo/widgets/range_spin_box.h"

namespace oxo::ui {

namespace {

// Refuses what a name may not hold (player_setup.h): a pasted line break or bidi override
// never reaches the game, its files or the status line.
class NameValidator : public QValidator {
public:
    using QValidator::QValidator;
    State validate(QString& input, int& /*pos*/) const override {
        return nameProblem(input).isEmpty() ? Acceptable : Invalid;
    }
};

}  // namespace

SettingsDialog::SettingsDialog(const GameSettings& settings, QWidget* parent)
    : QDialog(parent), base_(settings) {
    setWindowTitle(tr("Game Settings"));

    auto* boardBox = new QGroupBox(tr("Board"), this);
    auto* boardForm = new QFormLayout(boardBox);
    size_ = new RangeSpinBox(boardBox);
    size_->setRange(kMinSize, GameSettings::kMaxDialogSize);
    winLength_ = new RangeSpinBox(boardBox);
    winLength_->setMinimum(kMinWinLength);
    earlyDraw_ = new QCheckBox(tr("End as a draw when no line can be won any more"), boardBox);
    gravity_ = new QCheckBox(tr("Gravity: marks drop to the lowest free cell"), boardBox);
    // One entry per rule family (R-E14, R-E15); an entry the other settings rule out is
    // disabled, with the reason in its tooltip.
    rule_ = new QComboBox(boardBox);
    rule_->addItem(tr("Freestyle: a longer run wins too"), int(Family::Freestyle));
    rule_->addItem(tr("Exact length: a longer run does not win"), int(Family::Exact));
    rule_->addItem(tr("Renju: the first player has forbidden moves"), int(Family::Renju));
    boardForm->addRow(tr("Board &size:"), size_);
    boardForm->addRow(tr("&Win length:"), winLength_);
    boardForm->addRow(tr("&Rule:"), rule_);
    boardForm->addRow(earlyDraw_);
    boardForm->addRow(gravity_);

    auto* playersBox = new QGroupBox(tr("Players"), this);
    auto* grid = new QGridLayout(playersBox);
    players_ = new RangeSpinBox(playersBox);
    players_->setRange(kMinPlayers, kMaxPlayers);
    auto* countLabel = new QLabel(tr("&Players:"), playersBox);
    countLabel->setBuddy(players_);
    grid->addWidget(countLabel, 0, 0);
    grid->addWidget(players_, 0, 1);
    // Each seat has two rows: name and kind, then (for an engine) the program. On one row
    // the program's path squeezed the name to a few pixels.
    const int nameWidth = fontMetrics().horizontalAdvance(QString(16, u'M'));
    const int pathWidth = fontMetrics().horizontalAdvance(QString(36, u'x'));
    for (int p = 0; p < kMaxPlayers; ++p) {
        const auto i = static_cast<std::size_t>(p);
        const QString mark = markText(static_cast<Player>(p));
        labels_[i] = new QLabel(mark, playersBox);
        names_[i] = new QLineEdit(playersBox);
        names_[i]->setMaxLength(40);
        names_[i]->setMinimumWidth(nameWidth);
        names_[i]->setValidator(new NameValidator(names_[i]));
        names_[i]->setAccessibleName(tr("Name of player %1").arg(mark));
        kinds_[i] = new QComboBox(playersBox);
        for (PlayerKind kind :
             {PlayerKind::Human, PlayerKind::Easy, PlayerKind::Medium, PlayerKind::Hard}) {
            kinds_[i]->addItem(kindName(kind), static_cast<int>(kind));
        }
        kinds_[i]->setAccessibleName(tr("Who plays %1").arg(mark));
        engineRows_[i] = new QWidget(playersBox);
        auto* engineRow = new QHBoxLayout(engineRows_[i]);
        engineRow->setContentsMargins(0, 0, 0, 0);
        enginePaths_[i] = new QLineEdit(engineRows_[i]);
        enginePaths_[i]->setPlaceholderText(tr("pbrain-* executable"));
        enginePaths_[i]->setMinimumWidth(pathWidth);
        enginePaths_[i]->setAccessibleName(tr("Engine program for %1").arg(mark));
        browse_[i] = new QPushButton(tr("Choose…"), engineRows_[i]);
        browse_[i]->setAccessibleName(tr("Choose the engine program for %1").arg(mark));
        engineRow->addWidget(enginePaths_[i], 1);
        engineRow->addWidget(browse_[i]);
        labels_[i]->setBuddy(names_[i]);
        grid->addWidget(labels_[i], 2 * p + 1, 0);
        grid->addWidget(names_[i], 2 * p + 1, 1);
        grid->addWidget(kinds_[i], 2 * p + 1, 2);
        grid->addWidget(engineRows_[i], 2 * p + 2, 1, 1, 2);
        connect(names_[i], &QLineEdit::textChanged, this, &SettingsDialog::updateLimits);
        connect(kinds_[i], &QComboBox::currentIndexChanged, this, [this, p] { kindChanged(p); });
        connect(enginePaths_[i], &QLineEdit::textChanged, this, &SettingsDialog::updateLimits);
        connect(browse_[i], &QPushButton::clicked, this, [this, p] { chooseEngine(p); });
    }
    // The seat list has room for "Engine…" before it is offered, and the program's row fits
    // under the name and the seat list: choosing an engine clipped the entry and widened the
    // dialog.
    for (int p = 0; p < kMaxPlayers; ++p) {
        const auto i = static_cast<std::size_t>(p);
        kinds_[i]->setMinimumWidth(kindBoxWidth(kinds_[i]));
        const int under = engineRows_[i]->minimumSizeHint().width() - kinds_[i]->minimumWidth();
        names_[i]->setMinimumWidth(std::max(nameWidth, under));
    }
    grid->setColumnStretch(1, 1);
    const int below = 2 * kMaxPlayers + 1;
    first_ = new QComboBox(playersBox);
    auto* firstLabel = new QLabel(tr("S&tarts:"), playersBox);
    firstLabel->setBuddy(first_);
    grid->addWidget(firstLabel, below, 0);
    grid->addWidget(first_, below, 1, 1, 2);
    pause_ = new RangeSpinBox(playersBox);
    pause_->setRange(0, GameSettings::kMaxPauseMs);
    pause_->setSingleStep(100);
    pause_->setSuffix(tr(" ms"));
    pause_->setToolTip(tr("The least time a bot takes per move, so bot games can be followed"));
    auto* pauseLabel = new QLabel(tr("Bot pa&use:"), playersBox);
    pauseLabel->setBuddy(pause_);
    grid->addWidget(pauseLabel, below + 1, 0);
    grid->addWidget(pause_, below + 1, 1, 1, 2);
    threads_ = new RangeSpinBox(playersBox);
    threads_->setRange(1, GameSettings::kMaxBotThreads);
    threads_->setToolTip(
        tr("How many of the processor's threads the Hard bot, hints, the analysis and game "
           "reviews may use: more think faster"));
    auto* threadsLabel = new QLabel(tr("Bot thr&eads:"), playersBox);
    threadsLabel->setBuddy(threads_);
    grid->addWidget(threadsLabel, below + 2, 0);
    grid->addWidget(threads_, below + 2, 1, 1, 2);
    memory_ = new RangeSpinBox(playersBox);
    memory_->setRange(GameSettings::kMinEngineMemoryMiB, GameSettings::kMaxEngineMemoryMiB);
    memory_->setSingleStep(64);
    memory_->setSuffix(tr(" MiB"));
    memory_->setToolTip(tr("The memory each outside engine is told it may use"));
    memoryLabel_ = new QLabel(tr("Engine &memory:"), playersBox);
    memoryLabel_->setBuddy(memory_);
    grid->addWidget(memoryLabel_, below + 3, 0);
    grid->addWidget(memory_, below + 3, 1, 1, 2);
    addOpeningChoice(grid, below + 4);
    // Its label, the longest, shows only with an engine: room for it from the start.
    grid->setColumnMinimumWidth(0, memoryLabel_->sizeHint().width());

    clock_ = new QGroupBox(tr("&Move clock"), this);
    clock_->setCheckable(true);
    auto* clockForm = new QFormLayout(clock_);
    clockSeconds_ = new RangeSpinBox(clock_);
    clockSeconds_->setRange(kMinClockSeconds, kMaxClockSeconds);
    clockSeconds_->setSuffix(tr(" s"));
    timeout_ = new QComboBox(clock_);
    timeout_->addItem(tr("A random move is played"), int(ClockSetting::OnTimeout::RandomMove));
    timeout_->addItem(tr("The player loses"), int(ClockSetting::OnTimeout::Lose));
    clockForm->addRow(tr("Time per move:"), clockSeconds_);
    clockForm->addRow(tr("When time runs out:"), timeout_);

    // Why "Start New Game" is disabled, or what was corrected; hidden when there is nothing.
    problem_ = new QLabel(this);
    problem_->setWordWrap(true);
    problem_->setAccessibleName(tr("Why the game cannot start"));
    problem_->hide();
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("Start New Game"));
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(boardBox);
    layout->addWidget(playersBox);
    layout->addWidget(clock_);
    layout->addWidget(problem_);
    layout->addWidget(buttons_);

    loading_ = true;
    load(settings);
    loading_ = false;
    for (RangeSpinBox* box : rangeBoxes()) {
        connect(box, &QSpinBox::valueChanged, this, &SettingsDialog::updateLimits);
        connect(box, &RangeSpinBox::outOfRange, this, &SettingsDialog::updateLimits);
        connect(box, &RangeSpinBox::corrected, this, [this, box](const QString& typed, int now) {
            note_ = correctionNote(box, typed, now);
            updateLimits();
        });
    }
    connect(gravity_, &QCheckBox::toggled, this, &SettingsDialog::updateLimits);
    connect(rule_, &QComboBox::currentIndexChanged, this, &SettingsDialog::updateLimits);
    connect(opening_, &QComboBox::currentIndexChanged, this, &SettingsDialog::updateLimits);
    connect(clock_, &QGroupBox::toggled, this, &SettingsDialog::updateLimits);
    updateLimits();
}

QSpinBox* SettingsDialog::engineMemoryBox() const {
    return memory_;
}

std::array<RangeSpinBox*, 7> SettingsDialog::rangeBoxes() const {
    return {size_, winLength_, players_, pause_, threads_, memory_, clockSeconds_};
}

void SettingsDialog::chooseEngine(int player) {
    QLineEdit* edit = enginePaths_[static_cast<std::size_t>(player)];
    const QString start = edit->text().isEmpty() ? QString() : QFileInfo(edit->text()).path();
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Choose a pbrain engine"), start, tr("Gomocup engines (pbrain-*);;All files (*)"));
    if (!path.isEmpty()) {
        edit->setText(path);
    }
}

void SettingsDialog::kindChanged(int player) {
    const auto i = static_cast<std::size_t>(player);
    // A name the person typed stays; a default one follows the kind, so a seat made a bot is
    // not "You (X) is thinking…".
    const QString name = names_[i]->text().trimmed();
    if (!loading_ && (name.isEmpty() || GameSettings::isDefaultName(name))) {
        const auto kind = static_cast<PlayerKind>(kinds_[i]->currentData().toInt());
        names_[i]->setText(GameSettings::defaultName(static_cast<Player>(player), kind));
    }
    updateLimits();
}

void SettingsDialog::load(const GameSettings& s) {
    size_->setValue(s.rules.size);
    winLength_->setMaximum(s.rules.size);
    winLength_->setValue(s.rules.winLength);
    players_->setValue(s.rules.players);
    earlyDraw_->setChecked(s.rules.earlyDraw);
    gravity_->setChecked(s.rules.gravity);
    rule_->setCurrentIndex(std::max(0, rule_->findData(int(s.rules.family))));
    opening_->setCurrentIndex(std::max(0, opening_->findData(int(s.opening))));
    updateEngineChoice();  // so an engine seat finds its entry
    for (std::size_t i = 0; i < s.players.size(); ++i) {
        names_[i]->setText(s.players[i].name);
        enginePaths_[i]->setText(s.players[i].engine);
        // The seat as it is: a kind the list does not offer (an engine the rules do not allow)
        // shows as the Hard bot the controller plays in its place, never as a person.
        int at = kinds_[i]->findData(int(s.players[i].kind));
        if (at < 0) {
            at = kinds_[i]->findData(int(PlayerKind::Hard));
        }
        kinds_[i]->setCurrentIndex(at);
    }
    pause_->setValue(s.botPauseMs);
    threads_->setValue(s.botThreads);
    memory_->setValue(s.engineMemoryMiB);
    clock_->setChecked(s.clock.enabled);
    clockSeconds_->setValue(s.clock.seconds);
    timeout_->setCurrentIndex(timeout_->findData(int(s.clock.onTimeout)));
    updateLimits();
    first_->setCurrentIndex(std::min<int>(s.rules.firstPlayer, first_->count() - 1));
}

void SettingsDialog::updateRuleChoice() {
    // Exact needs a longer run to exist; renju is two players, five in a row, no gravity.
    const QString exactProblem = winLength_->value() < size_->value()
                                     ? QString()
                                     : tr("With the win length equal to the board size no "
                                          "longer run exists.");
    Rules renju = Rules::square(size_->value(), winLength_->value());
    renju.players = players_->value();
    renju.gravity = gravity_->isChecked();
    renju.family = Family::Renju;
    const QString renjuProblem =
        validate(renju) ? tr("Renju is played by two players, five in a row, without gravity.")
                        : QString();
    auto* model = qobject_cast<QStandardItemModel*>(rule_->model());
    const std::array<QString, 3> problems{QString(), exactProblem, renjuProblem};
    for (int row = 0; row < rule_->count(); ++row) {
        QStandardItem* item = model->item(row);
        const QString& problem = problems[static_cast<std::size_t>(row)];
        item->setEnabled(problem.isEmpty());
        item->setToolTip(problem);
    }
    // What renju forbids, where the entry can be chosen.
    if (renjuProblem.isEmpty()) {
        model->item(2)->setToolTip(
            tr("The first player may not make a line of six or more, two "
               "fours at once or two open threes at once, unless the move "
               "also makes five."));
    }
    if (!problems[static_cast<std::size_t>(std::max(0, rule_->currentIndex()))].isEmpty()) {
        rule_->setCurrentIndex(0);
    }
}

void SettingsDialog::updateEngineChoice() {
    Rules rules;
    rules.size = size_->value();
    rules.winLength = winLength_->value();
    rules.players = players_->value();
    rules.gravity = gravity_->isChecked();
    rules.family = static_cast<Family>(rule_->currentData().toInt());
    QString problem = pbrain::engineRulesProblem(rules);
    if (problem.isEmpty() && opening_->currentData().toInt() != int(OpeningRule::None)) {
        problem = tr("an outside engine cannot play the swap openings.");
    }
    const int engine = int(PlayerKind::Engine);
    for (QComboBox* kinds : kinds_) {
        const int at = kinds->findData(engine);
        if (problem.isEmpty() && at < 0) {
            kinds->addItem(engineEntry(), engine);
        } else if (!problem.isEmpty() && at >= 0) {
            if (kinds->currentIndex() == at) {
                kinds->setCurrentIndex(kinds->findData(int(PlayerKind::Hard)));
            }
            kinds->removeItem(at);
        }
        kinds->setToolTip(
            problem.isEmpty() ? QString() : tr("Outside engines are not offered: %1").arg(problem));
    }
}

void SettingsDialog::updateLimits() {
    if (updating_) {
        return;  // changing the kind lists below signals back here
    }
    updating_ = true;
    // K follows N: a longer run than the board cannot be asked for.
    winLength_->setMaximum(size_->value());
    updateRuleChoice();
    updateOpeningChoice();
    updateEngineChoice();
    const int count = players_->value();
    int rows = count;
    bool anyEngine = false;
    for (int p = 0; p < kMaxPlayers; ++p) {
        const auto i = static_cast<std::size_t>(p);
        const bool used = p < count;
        labels_[i]->setVisible(used);
        names_[i]->setVisible(used);
        kinds_[i]->setVisible(used);
        const bool engine = used && kinds_[i]->currentData().toInt() == int(PlayerKind::Engine);
        engineRows_[i]->setVisible(engine);
        enginePaths_[i]->setToolTip(
            engine && !enginePaths_[i]->text().isEmpty() &&
                    !QFileInfo(enginePaths_[i]->text().trimmed()).isExecutable()
                ? tr("Not an executable file")
                : QString());
        rows += engine ? 1 : 0;
        anyEngine = anyEngine || engine;
    }
    memoryLabel_->setVisible(anyEngine);
    memory_->setVisible(anyEngine);
    memory_->setEnabled(anyEngine);
    const int chosen = std::max(0, first_->currentIndex());
    if (first_->count() != count) {
        first_->clear();
        for (int p = 0; p < count; ++p) {
            first_->addItem(markText(static_cast<Player>(p)), p);
        }
        first_->setCurrentIndex(std::min(chosen, count - 1));
    }
    const QString problem = firstProblem();
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
    if (!problem.isEmpty()) {
        note_.clear();  // the problem says more
    }
    const QString shown = problem.isEmpty() ? note_ : problem;
    problem_->setText(shown);
    problem_->setVisible(!shown.isEmpty());
    rows += (anyEngine ? 1 : 0) + (shown.isEmpty() ? 0 : 1);
    if (rows != shownRows_) {
        // Fewer rows: the dialog shrinks back (a layout only ever grows a window by itself).
        shownRows_ = rows;
        if (isVisible()) {
            // Once the layout has taken the hidden rows out (it does so on the next turn of
            // the event loop).
            QTimer::singleShot(0, this, [this] {
                layout()->activate();
                resize(width(), sizeHint().height());
            });
        }
    }
    updating_ = false;
}

GameSettings SettingsDialog::settings() const {
    GameSettings s = base_;
    s.rules.size = size_->value();
    s.rules.winLength = winLength_->value();
    s.rules.players = players_->value();
    s.rules.firstPlayer = static_cast<Player>(std::max(0, first_->currentIndex()));
    s.rules.earlyDraw = earlyDraw_->isChecked();
    s.rules.gravity = gravity_->isChecked();
    s.rules.family = static_cast<Family>(rule_->currentData().toInt());
    s.opening = static_cast<OpeningRule>(opening_->currentData().toInt());
    for (std::size_t i = 0; i < s.players.size(); ++i) {
        s.players[i].name = names_[i]->text().trimmed();
        s.players[i].kind = static_cast<PlayerKind>(kinds_[i]->currentData().toInt());
        const QString path = enginePaths_[i]->text().trimmed();
        // Stored absolute: files and the consent question name the program in full.
        s.players[i].engine = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    }
    s.botPauseMs = pause_->value();
    s.botThreads = threads_->value();
    s.engineMemoryMiB = memory_->value();
    s.clock.enabled = clock_->isChecked();
    s.clock.seconds = clockSeconds_->value();
    s.clock.onTimeout = static_cast<ClockSetting::OnTimeout>(timeout_->currentData().toInt());
    return s;
}

}  // namespace oxo::ui
