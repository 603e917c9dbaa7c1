#include "oxo/widgets/theme.h"

#include <array>

#include "oxo/enum_table.h"

namespace oxo::ui {

namespace {

// Every text role in `text`, greyed to `disabled` where a widget is disabled.
void setTextColours(QPalette& p, const QColor& text, const QColor& disabled) {
    for (const auto role : {QPalette::Text, QPalette::WindowText, QPalette::ButtonText}) {
        p.setColor(role, text);
        p.setColor(QPalette::Disabled, role, disabled);
    }
}

}  // namespace

QString Themes::name(Theme theme) {
    // Indexed by Theme (enum_table.h): System, Light, Dark, HighContrast.
    static constexpr std::array<const char*, 4> kNames{QT_TR_NOOP("System colours"),
                                                       QT_TR_NOOP("Light"), QT_TR_NOOP("Dark"),
                                                       QT_TR_NOOP("High contrast")};
    static_assert(kNames.size() == static_cast<std::size_t>(Theme::HighContrast) + 1);
    return tr(enumEntry(kNames, theme, ""));
}

bool Themes::isDark(const QPalette& palette) {
    return palette.color(QPalette::Window).lightness() < 128;
}

QPalette Themes::palette(Theme theme, const QPalette& system) {
    QPalette p;
    switch (theme) {
        case Theme::System:
            return system;
        case Theme::Light:
            p = QPalette(QColor(0xef, 0xef, 0xef));
            p.setColor(QPalette::Base, Qt::white);
            p.setColor(QPalette::Text, QColor(0x20, 0x20, 0x20));
            p.setColor(QPalette::WindowText, QColor(0x20, 0x20, 0x20));
            return p;
        case Theme::Dark:
            p = QPalette(QColor(0x35, 0x36, 0x3a));
            p.setColor(QPalette::Window, QColor(0x2b, 0x2c, 0x30));
            p.setColor(QPalette::Button, QColor(0x35, 0x36, 0x3a));
            p.setColor(QPalette::Light, QColor(0x4a, 0x4b, 0x50));
            p.setColor(QPalette::Midlight, QColor(0x40, 0x41, 0x45));
            p.setColor(QPalette::Mid, QColor(0x25, 0x26, 0x29));
            p.setColor(QPalette::Dark, QColor(0x1a, 0x1b, 0x1d));
            p.setColor(QPalette::Shadow, QColor(0x10, 0x10, 0x10));
            p.setColor(QPalette::Base, QColor(0x1e, 0x1f, 0x22));
            p.setColor(QPalette::AlternateBase, QColor(0x2b, 0x2c, 0x30));
            setTextColours(p, QColor(0xe8, 0xe8, 0xe8), QColor(0x80, 0x80, 0x80));
            p.setColor(QPalette::Highlight, QColor(0x3d, 0x7a, 0xd6));
            p.setColor(QPalette::HighlightedText, Qt::white);
            p.setColor(QPalette::ToolTipBase, QColor(0x1e, 0x1f, 0x22));
            p.setColor(QPalette::ToolTipText, QColor(0xe8, 0xe8, 0xe8));
            p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
            return p;
        case Theme::HighContrast:
            // Black on white would do as well; white on black is what most HC themes use.
            p = QPalette(Qt::black);
            p.setColor(QPalette::Window, Qt::black);
            p.setColor(QPalette::Base, Qt::black);
            p.setColor(QPalette::AlternateBase, Qt::black);
            setTextColours(p, Qt::white, QColor(0xa0, 0xa0, 0xa0));
            p.setColor(QPalette::Button, Qt::black);
            p.setColor(QPalette::Highlight, QColor(0xff, 0xff, 0x00));
            p.setColor(QPalette::HighlightedText, Qt::black);
            return p;
    }
    return system;
}

BoardColors BoardColors::from(const QPalette& palette, bool highContrast) {
    BoardColors c;
    const bool dark = Themes::isDark(palette);
    c.background = palette.color(QPalette::Base);
    c.text = palette.color(QPalette::Text);
    c.grid = highContrast ? palette.color(QPalette::Text) : palette.color(QPalette::Mid);
    if (!highContrast && dark) {
        c.grid = c.background.lighter(260);
    }
    c.focus = palette.color(QPalette::Highlight);
    // Hover is the palette's cool highlight, the last move a warm amber ring: they must not
    // be told apart by shade alone.
    c.hover = palette.color(QPalette::Highlight);
    c.hover.setAlpha(45);
    c.lastMove = QColor(0xf5, 0xc2, 0x11, dark ? 45 : 70);
    c.lastMoveRing = dark ? QColor(0xf8, 0xe4, 0x5c) : QColor(0xc6, 0x8a, 0x00);
    c.refused = QColor(0xe0, 0x1b, 0x24);
    c.veil = palette.color(QPalette::Window);
    c.veil.setAlpha(150);
    if (highContrast) {
        // Yellow is a mark here: the last move gets an orange ring and no fill, hover a grey.
        c.hover = QColor(0x80, 0x80, 0x80, 120);
        c.lastMove = Qt::transparent;
        c.lastMoveRing = QColor(0xff, 0x80, 0x00);
        c.refused = QColor(0xff, 0x40, 0x40);
        c.veil = QColor(0, 0, 0, 170);
    }
    c.hint = dark || highContrast ? QColor(0x4c, 0xd9, 0x64) : QColor(0x1e, 0x8e, 0x3e);
    if (highContrast) {
        // Marks differ by shape first; colours only add to it.
        c.marks[0] = Qt::white;
        c.marks[1] = QColor(0xff, 0xff, 0x00);
        c.marks[2] = QColor(0x00, 0xff, 0xff);
        c.marks[3] = QColor(0xff, 0x80, 0xff);
        c.winLine = QColor(0xff, 0x40, 0x40);
    } else if (dark) {
        c.marks[0] = QColor(0x6c, 0xb6, 0xff);
        c.marks[1] = QColor(0xff, 0x7b, 0x72);
        c.marks[2] = QColor(0x7e, 0xe7, 0x87);
        c.marks[3] = QColor(0xff, 0xc8, 0x5c);
        c.winLine = QColor(0xff, 0xe0, 0x66);
    } else {
        c.marks[0] = QColor(0x1a, 0x5f, 0xb4);
        c.marks[1] = QColor(0xc0, 0x1c, 0x28);
        c.marks[2] = QColor(0x26, 0xa2, 0x69);
        c.marks[3] = QColor(0xc6, 0x46, 0x00);
        c.winLine = QColor(0x1b, 0x7a, 0x3a);  // green: apart from both marks' colours
    }
    return c;
}

}  // namespace oxo::ui
