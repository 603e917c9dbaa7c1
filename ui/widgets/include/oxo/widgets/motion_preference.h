// Whether the desktop asks for reduced motion. Qt 6.4 has no such hint in
// QStyleHints, so the desktops' own settings are read: OXO_REDUCED_MOTION in the environment
// (1/0, for tests and for desktops not covered here), KDE's AnimationDurationFactor=0 in
// kdeglobals, GTK's gtk-enable-animations in gtk-3.0/gtk-4.0 settings.ini, and on GNOME-like
// desktops org.gnome.desktop.interface enable-animations through gsettings.
#pragma once

#include <QString>
#include <optional>

namespace oxo::ui {

class MotionPreference {
public:
    // Asked by each new window; the environment wins over the desktop's files.
    static bool desktopReducesMotion();

    // The parts, for tests: each is empty when its source says nothing.
    static std::optional<bool> fromEnvironment();
    static std::optional<bool> fromConfigFiles(const QString& configHome);
    static std::optional<bool> fromGSettings();
};

}  // namespace oxo::ui
