// Colours (R-U8): the system palette by default, a dark one on request, and a high-contrast
// one for people who need it. The board takes its colours from whatever palette is active.
#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QPalette>
#include <QString>

#include "oxo/types.h"

namespace oxo::ui {

enum class Theme : std::uint8_t { System, Light, Dark, HighContrast };

class Themes {
    Q_DECLARE_TR_FUNCTIONS(Themes)

public:
    static QString name(Theme theme);
    // The palette to install; System gives back `system` unchanged.
    static QPalette palette(Theme theme, const QPalette& system);
    static bool isDark(const QPalette& palette);
};

// The board's colours, derived from a palette so marks read well on light and dark alike.
struct BoardColors {
    QColor background;
    QColor grid;
    QColor text;
    QColor hover;
    QColor lastMove;      // a fill (clear in high contrast, where it could hide a mark)
    QColor lastMoveRing;  // an outline at the cell's edge, well away from the mark
    QColor refused;       // the flash of a cell that could not be played
    QColor veil;          // dims the board under the end-of-game panel
    QColor focus;
    QColor winLine;
    QColor hint;
    QColor marks[kMaxPlayers];

    static BoardColors from(const QPalette& palette, bool highContrast);
};

}  // namespace oxo::ui
