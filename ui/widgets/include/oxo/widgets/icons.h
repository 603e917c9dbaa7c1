// The window's icons, drawn in the palette's own text colour, so they read on
// light, dark and high-contrast backgrounds alike; icon themes often have none for dark
// palettes, and the style's fallbacks are drawn for light ones only.
#pragma once

#include <QIcon>
#include <QPalette>
#include <cstdint>

namespace oxo::ui {

enum class IconKind : std::uint8_t {
    NewGame,
    Undo,
    Redo,
    Hint,
    Pause,
    Replay,
    Open,
    Save,
    Settings,
    Quit,
    ZoomIn,
    ZoomOut,
    ZoomFit,
    Clock,
};

QIcon drawnIcon(IconKind kind, const QPalette& palette);

}  // namespace oxo::ui
