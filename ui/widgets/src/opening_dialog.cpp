#include "oxo/widgets/opening_dialog.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRandomGenerator>
#include <QTime>
#include <QVBoxLayout>

#include "oxo/files/file_io.h"
#include "oxo/files/opening_lines.h"
#include "oxo/notation.h"

namespace oxo::ui {

namespace {

constexpr qint64 kMaxOpeningFileBytes = qint64{4} * 1024 * 1024;
// A list longer than this helps nobody choose; a bigger file is cut with a note.
constexpr int kMaxListedOpenings = 5000;

QString cellsText(const std::vector<Cell>& moves) {
    QStringList names;
    for (const Cell c : moves) {
        names << QString::fromStdString(cellName(c));
    }
    return names.join(QLatin1Char(' '));
}

}  // namespace

OpeningDialog::OpeningDialog(const Rules& rules, QWidget* parent, unsigned seed)
    : QDialog(parent),
      rules_(rules),
      seed_(seed != 0 ? seed : static_cast<unsigned>(QTime::currentTime().msecsSinceStartOfDay())) {
    setWindowTitle(tr("New Game from Opening"));
    auto* layout = new QVBoxLayout(this);
    source_ = new QLabel(this);
    source_->setWordWrap(true);
    layout->addWidget(source_);
    list_ = new QListWidget(this);
    list_->setAccessibleName(tr("Openings"));
    source_->setBuddy(list_);
    layout->addWidget(list_, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    ok_ = buttons->button(QDialogButtonBox::Ok);
    ok_->setText(tr("&Start Game"));
    random_ = buttons->addButton(tr("&Random"), QDialogButtonBox::ActionRole);
    QPushButton* file = buttons->addButton(tr("Open &File…"), QDialogButtonBox::ActionRole);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(random_, &QPushButton::clicked, this, &OpeningDialog::chooseRandom);
    connect(file, &QPushButton::clicked, this, &OpeningDialog::openFile);
    connect(list_, &QListWidget::currentRowChanged, this, &OpeningDialog::updateButtons);
    connect(list_, &QListWidget::itemActivated, this, &QDialog::accept);

    QFile builtIn(QStringLiteral(":/openings/balanced.txt"));
    if (builtIn.open(QIODevice::ReadOnly)) {
        showOpenings(builtIn.readAll(), tr("OXO's openings"));
    } else {
        updateButtons();
    }
    resize(380, 420);
}

bool OpeningDialog::showOpenings(const QByteArray& text, const QString& source) {
    std::vector<std::vector<Cell>> fitting;
    int skipped = 0;
    bool cut = false;
    for (const QByteArray& raw : text.split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) {
            continue;
        }
        if (static_cast<int>(fitting.size()) == kMaxListedOpenings) {
            cut = true;
            break;
        }
        ParsedOpeningLine parsed = parseOpeningLine(line, rules_);
        if (parsed.ok) {
            fitting.push_back(std::move(parsed.moves));
        } else {
            ++skipped;
        }
    }
    QString summary =
        tr("%1: %n opening(s) for this board.", nullptr, static_cast<int>(fitting.size()))
            .arg(source);
    if (skipped > 0) {
        summary += QLatin1Char(' ') +
                   tr("%n left out: they do not fit this board or its rules.", nullptr, skipped);
    }
    if (cut) {
        summary += QLatin1Char(' ') + tr("Only the first %1 are listed.").arg(kMaxListedOpenings);
    }
    if (fitting.empty()) {
        source_->setText(
            openings_.empty()
                ? tr("%1 has no opening for this board or its rules.").arg(source)
                : tr("%1 has no opening for this board or its rules; the list is unchanged.")
                      .arg(source));
        updateButtons();
        return false;
    }
    source_->setText(summary);
    openings_ = std::move(fitting);
    list_->clear();
    for (std::size_t i = 0; i < openings_.size(); ++i) {
        list_->addItem(tr("%1. %2").arg(i + 1).arg(cellsText(openings_[i])));
    }
    list_->setCurrentRow(0);
    updateButtons();
    return true;
}

std::vector<Cell> OpeningDialog::moves() const {
    const int row = list_->currentRow();
    return row >= 0 && row < openingCount() ? openings_[static_cast<std::size_t>(row)]
                                            : std::vector<Cell>{};
}

int OpeningDialog::openingCount() const {
    return static_cast<int>(openings_.size());
}

void OpeningDialog::chooseRandom() {
    if (openings_.empty()) {
        return;
    }
    QRandomGenerator random(seed_++);
    list_->setCurrentRow(static_cast<int>(random.bounded(static_cast<quint32>(openings_.size()))));
    list_->scrollToItem(list_->currentItem());
}

void OpeningDialog::openFile() {
    const QString path =
        chooser_ ? chooser_()
                 : QFileDialog::getOpenFileName(this, tr("Open Opening File"), QString(),
                                                tr("Opening files (*.txt);;All files (*)"));
    if (path.isEmpty()) {
        return;
    }
    QFile file;
    QString why;
    if (!openRegularFile(file, path, &why)) {
        source_->setText(tr("Could not open %1: %2").arg(path, why));
        return;
    }
    if (file.size() > kMaxOpeningFileBytes) {
        source_->setText(tr("%1 is too large for an opening file.").arg(path));
        return;
    }
    showOpenings(file.read(kMaxOpeningFileBytes), QFileInfo(path).fileName());
}

void OpeningDialog::updateButtons() {
    ok_->setEnabled(!moves().empty());
    random_->setEnabled(!openings_.empty());
}

}  // namespace oxo::ui
