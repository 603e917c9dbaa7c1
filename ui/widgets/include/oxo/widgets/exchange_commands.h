// The game's ways in and out besides its file (R-F7, R-U11): Game → New Game from Opening,
// Export Image, and Edit → Copy Position / Paste Position. The window owns the menus; this
// owns the dialogs behind them. What needs a person goes through replaceable functions, so
// tests drive it without one.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <functional>

#include "oxo/files/position_text.h"
#include "oxo/widgets/board_image.h"

class QWidget;

namespace oxo::ui {

class GameController;
class OpeningDialog;

class ExchangeCommands : public QObject {
    Q_OBJECT

public:
    // `confirmStart` asks before the game under way is replaced (the window's Save, Discard,
    // Cancel question); false keeps it.
    ExchangeCommands(QWidget* window, GameController* controller,
                     std::function<bool()> confirmStart);

    // Opens the opening dialog; starts the chosen opening. False when cancelled.
    bool newGameFromOpening();
    // Starts a new game under the current settings with `cells` played (each a legal next
    // move). False, changing nothing, when they are not a legal start.
    bool startWithMoves(const std::vector<Cell>& cells);

    // Asks for the picture's options and a file, then writes a PNG of the position on the
    // board (the one shown, also while looking back). False when cancelled or failed.
    bool exportImage();
    // Writes the shown position to `path` as PNG; on failure returns false and sets *error.
    bool writeImage(const QString& path, const BoardImageOptions& options, QString* error) const;

    // Edit → Copy Position: the moves that led to the shown position, in OXO's notation
    // ("h8 i9", rows from the top) or as analysis boards write them ("h8i9j10", rows from the
    // bottom), as plain text on the clipboard.
    QString positionText(RowOrigin origin) const;
    void copyPosition(RowOrigin origin) const;
    // Edit → Paste Position: the clipboard's text read every way position_text.h knows; when
    // two readings are legal the person picks one; none is refused with the reason. False
    // when nothing changed.
    bool pastePosition();
    bool pasteText(const QString& text);

    // For tests: the options dialog (false cancels), the file chooser ("" cancels), the
    // opening dialog (set up, then exec'd or not), and messages.
    using OptionsAsker = std::function<bool(BoardImageOptions& options)>;
    using Chooser = std::function<QString(const QString& suggested)>;
    using OpeningRunner = std::function<bool(OpeningDialog& dialog)>;
    using Reporter = std::function<void(const QString& title, const QString& text)>;
    // Which of several readings of a pasted text was meant: an index, or -1 to cancel.
    using ReadingAsker = std::function<int(const QStringList& descriptions)>;
    void setReadingAsker(ReadingAsker asker) { readingAsker_ = std::move(asker); }
    void setOptionsAsker(OptionsAsker asker) { optionsAsker_ = std::move(asker); }
    void setChooser(Chooser chooser) { chooser_ = std::move(chooser); }
    void setOpeningRunner(OpeningRunner runner) { openingRunner_ = std::move(runner); }
    void setReporter(Reporter reporter) { reporter_ = std::move(reporter); }

private:
    bool askImageOptions(BoardImageOptions& options);

    QWidget* window_;
    GameController* controller_;
    std::function<bool()> confirmStart_;
    BoardImageOptions imageOptions_;  // the last ones chosen, offered again
    OptionsAsker optionsAsker_;
    Chooser chooser_;
    OpeningRunner openingRunner_;
    Reporter reporter_;
    ReadingAsker readingAsker_;
};

}  // namespace oxo::ui
