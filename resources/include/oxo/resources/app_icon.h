// The application icon from the Qt resources of `oxo_resources` (R-U8).
#pragma once

#include <QIcon>

namespace oxo {

// Every PNG size (16..256) plus the SVG where the Qt SVG icon engine is installed, so the
// window icon is sharp at any size and never blank when the SVG plugin is missing.
QIcon applicationIcon();

}  // namespace oxo
