#include "oxo/widgets/settingsdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace oxo::ui {

SettingsDialog::SettingsDialog(const GameSettings& settings, QWidget* parent)
    : QDialog(parent), base_(settings) {
    setWindowTitle(tr("Game Settings"));

    auto* boardBox = new QGroupBox(tr("Board"), this);
    auto* boardForm = new QFormLayout(boardBox);
    size_ = new QSpinBox(boardBox);
    size_->setRange(kMinSize, GameSettings::kMaxDialogSize);
    winLength_ = new QSpinBox(boardBox);
    winLength_->setMinimum(kMinWinLength);
    earlyDraw_ = new QCheckBox(tr("End as a draw when no line can be won any more"), boardBox);
    gravity_ = new QCheckBox(tr("Gravity: marks drop to the lowest free cell"), boardBox);
    exactLength_ = new QCheckBox(tr("Exact length: a longer run does not win"), boardBox);
    boardForm->addRow(tr("Board &size:"), size_);
    boardForm->addRow(tr("&Win length:"), winLength_);
    boardForm->addRow(earlyDraw_);
    boardForm->addRow(gravity_);
    boardForm->addRow(exactLength_);

    auto* playersBox = new QGroupBox(tr("Players"), this);
    auto* grid = new QGridLayout(playersBox);
    players_ = new QSpinBox(playersBox);
    players_->setRange(kMinPlayers, kMaxPlayers);
    auto* countLabel = new QLabel(tr("&Players:"), playersBox);
    countLabel->setBuddy(players_);
    grid->addWidget(countLabel, 0, 0);
    grid->addWidget(players_, 0, 1);
    for (int p = 0; p < kMaxPlayers; ++p) {
        const auto i = static_cast<std::size_t>(p);
        labels_[i] = new QLabel(markText(static_cast<Player>(p)), playersBox);
        names_[i] = new QLineEdit(playersBox);
        names_[i]->setMaxLength(40);
        names_[i]->setAccessibleName(tr("Name of player %1").arg(markText(static_cast<Player>(p))));
        kinds_[i] = new QComboBox(playersBox);
        for (PlayerKind kind :
             {PlayerKind::Human, PlayerKind::Easy, PlayerKind::Medium, PlayerKind::Hard}) {
            kinds_[i]->addItem(kindName(kind), static_cast<int>(kind));
        }
        kinds_[i]->setAccessibleName(tr("Who plays %1").arg(markText(static_cast<Player>(p))));
        enginePaths_[i] = new QLineEdit(playersBox);
        enginePaths_[i]->setPlaceholderText(tr("pbrain-* executable"));
        enginePaths_[i]->setAccessibleName(
            tr("Engine program for %1").arg(markText(static_cast<Player>(p))));
        browse_[i] = new QPushButton(tr("Choose…"), playersBox);
        browse_[i]->setAccessibleName(
            tr("Choose the engine program for %1").arg(markText(static_cast<Player>(p))));
        labels_[i]->setBuddy(names_[i]);
        grid->addWidget(labels_[i], p + 1, 0);
        grid->addWidget(names_[i], p + 1, 1);
        grid->addWidget(kinds_[i], p + 1, 2);
        grid->addWidget(enginePaths_[i], p + 1, 3);
        grid->addWidget(browse_[i], p + 1, 4);
        connect(names_[i], &QLineEdit::textChanged, this, &SettingsDialog::updateLimits);
        connect(kinds_[i], &QComboBox::currentIndexChanged, this, &SettingsDialog::updateLimits);
        connect(enginePaths_[i], &QLineEdit::textChanged, this, &SettingsDialog::updateLimits);
        connect(browse_[i], &QPushButton::clicked, this, [this, p] { chooseEngine(p); });
    }
    first_ = new QComboBox(playersBox);
    auto* firstLabel = new QLabel(tr("S&tarts:"), playersBox);
    firstLabel->setBuddy(first_);
    grid->addWidget(firstLabel, kMaxPlayers + 1, 0);
    grid->addWidget(first_, kMaxPlayers + 1, 1, 1, 4);
    pause_ = new QSpinBox(playersBox);
    pause_->setRange(0, GameSettings::kMaxPauseMs);
    pause_->setSingleStep(100);
    pause_->setSuffix(tr(" ms"));
    pause_->setToolTip(tr("The least time a bot takes per move, so bot games can be followed"));
    auto* pauseLabel = new QLabel(tr("Bot pa&use:"), playersBox);
    pauseLabel->setBuddy(pause_);
    grid->addWidget(pauseLabel, kMaxPlayers + 2, 0);
    grid->addWidget(pause_, kMaxPlayers + 2, 1, 1, 4);

    clock_ = new QGroupBox(tr("&Move clock"), this);
    clock_->setCheckable(true);
    auto* clockForm = new QFormLayout(clock_);
    clockSeconds_ = new QSpinBox(clock_);
    clockSeconds_->setRange(kMinClockSeconds, kMaxClockSeconds);
    clockSeconds_->setSuffix(tr(" s"));
    timeout_ = new QComboBox(clock_);
    timeout_->addItem(tr("A random move is played"), int(ClockSetting::OnTimeout::RandomMove));
    timeout_->addItem(tr("The player loses"), int(ClockSetting::OnTimeout::Lose));
    clockForm->addRow(tr("Time per move:"), clockSeconds_);
    clockForm->addRow(tr("When time runs out:"), timeout_);

    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("Start New Game"));
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(boardBox);
    layout->addWidget(playersBox);
    layout->addWidget(clock_);
    layout->addWidget(buttons_);

    load(settings);
    connect(size_, &QSpinBox::valueChanged, this, &SettingsDialog::updateLimits);
    connect(winLength_, &QSpinBox::valueChanged, this, &SettingsDialog::updateLimits);
    connect(players_, &QSpinBox::valueChanged, this, &SettingsDialog::updateLimits);
    connect(gravity_, &QCheckBox::toggled, this, &SettingsDialog::updateLimits);
    updateLimits();
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

void SettingsDialog::load(const GameSettings& s) {
    size_->setValue(s.rules.size);
    winLength_->setMaximum(s.rules.size);
    winLength_->setValue(s.rules.winLength);
    players_->setValue(s.rules.players);
    earlyDraw_->setChecked(s.rules.earlyDraw);
    gravity_->setChecked(s.rules.gravity);
    exactLength_->setChecked(s.rules.exactLength);
    updateEngineChoice();  // so an engine seat finds its entry
    for (std::size_t i = 0; i < s.players.size(); ++i) {
        names_[i]->setText(s.players[i].name);
        enginePaths_[i]->setText(s.players[i].engine);
        kinds_[i]->setCurrentIndex(std::max(0, kinds_[i]->findData(int(s.players[i].kind))));
    }
    pause_->setValue(s.botPauseMs);
    clock_->setChecked(s.clock.enabled);
    clockSeconds_->setValue(s.clock.seconds);
    timeout_->setCurrentIndex(timeout_->findData(int(s.clock.onTimeout)));
    updateLimits();
    first_->setCurrentIndex(std::min<int>(s.rules.firstPlayer, first_->count() - 1));
}

void SettingsDialog::updateEngineChoice() {
    Rules rules;
    rules.size = size_->value();
    rules.winLength = winLength_->value();
    rules.players = players_->value();
    rules.gravity = gravity_->isChecked();
    const QString problem = engineRulesProblem(rules);
    const int engine = int(PlayerKind::Engine);
    for (QComboBox* kinds : kinds_) {
        const int at = kinds->findData(engine);
        if (problem.isEmpty() && at < 0) {
            kinds->addItem(tr("Engine…"), engine);  // "…": it asks for a program
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
    updateEngineChoice();
    exactLength_->setEnabled(winLength_->value() < size_->value());
    const int count = players_->value();
    for (int p = 0; p < kMaxPlayers; ++p) {
        const auto i = static_cast<std::size_t>(p);
        const bool used = p < count;
        labels_[i]->setVisible(used);
        names_[i]->setVisible(used);
        kinds_[i]->setVisible(used);
        const bool engine = used && kinds_[i]->currentData().toInt() == int(PlayerKind::Engine);
        enginePaths_[i]->setVisible(engine);
        browse_[i]->setVisible(engine);
    }
    const int chosen = std::max(0, first_->currentIndex());
    if (first_->count() != count) {
        first_->clear();
        for (int p = 0; p < count; ++p) {
            first_->addItem(markText(static_cast<Player>(p)), p);
        }
        first_->setCurrentIndex(std::min(chosen, count - 1));
    }
    bool namesOk = true;
    for (int p = 0; p < count; ++p) {
        const auto i = static_cast<std::size_t>(p);
        namesOk = namesOk && !names_[i]->text().trimmed().isEmpty();
        if (kinds_[i]->currentData().toInt() == int(PlayerKind::Engine)) {
            const QFileInfo program(enginePaths_[i]->text().trimmed());
            const bool runnable = program.isFile() && program.isExecutable();
            enginePaths_[i]->setToolTip(runnable || enginePaths_[i]->text().isEmpty()
                                            ? QString()
                                            : tr("Not an executable file"));
            namesOk = namesOk && runnable;
        }
    }
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(namesOk);
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
    s.rules.exactLength = exactLength_->isEnabled() && exactLength_->isChecked();
    for (std::size_t i = 0; i < s.players.size(); ++i) {
        s.players[i].name = names_[i]->text().trimmed();
        s.players[i].kind = static_cast<PlayerKind>(kinds_[i]->currentData().toInt());
        s.players[i].engine = enginePaths_[i]->text().trimmed();
    }
    s.botPauseMs = pause_->value();
    s.clock.enabled = clock_->isChecked();
    s.clock.seconds = clockSeconds_->value();
    s.clock.onTimeout = static_cast<ClockSetting::OnTimeout>(timeout_->currentData().toInt());
    return s;
}

}  // namespace oxo::ui
