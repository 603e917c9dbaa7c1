#include "oxo/controller/rules_text.h"

#include <QFileInfo>
#include <QStringList>

namespace oxo::ui {

namespace {

QString paragraph(const QString& text) {
    return QStringLiteral("<p>") + text + QStringLiteral("</p>");
}

QString item(const QString& text) {
    return QStringLiteral("<li>") + text + QStringLiteral("</li>");
}

QString heading(const QString& text) {
    return QStringLiteral("<h3>") + text + QStringLiteral("</h3>");
}

}  // namespace

QString RulesText::seatKind(const PlayerSetup& setup) {
    if (setup.kind == PlayerKind::Engine) {
        return tr("engine %1").arg(QFileInfo(setup.engine).fileName());
    }
    return kindName(setup.kind);
}

QString RulesText::rulesLine(const GameSettings& settings) {
    const Rules& rules = settings.rules;
    QStringList parts;
    parts << tr("%1×%1").arg(rules.size);
    const bool exact = rules.family == Family::Exact && rules.winLength < rules.size;
    parts << (exact ? tr("exactly %n in a row", nullptr, rules.winLength)
                    : tr("%n in a row", nullptr, rules.winLength));
    if (rules.family == Family::Renju) {
        parts << tr("renju");
    }
    if (rules.gravity) {
        parts << tr("gravity");
    }
    parts << (rules.earlyDraw ? tr("early draw") : tr("no early draw"));
    if (rules.firstPlayer != 0) {
        parts << tr("%1 starts").arg(markText(rules.firstPlayer));
    }
    if (settings.clock.enabled) {
        parts << tr("%n s per move", nullptr, settings.clock.seconds);
    }
    return parts.join(QStringLiteral(" · "));
}

QString RulesText::playersLine(const GameSettings& settings) {
    QStringList seats;
    for (int p = 0; p < settings.rules.players; ++p) {
        const auto player = static_cast<Player>(p);
        const PlayerSetup& setup = settings.player(player);
        seats << tr("%1 (%2, %3)").arg(setup.name, markText(player), seatKind(setup));
    }
    return seats.join(tr(" vs "));
}

QString RulesText::summary(const GameSettings& settings) {
    return rulesLine(settings) + QStringLiteral(" — ") + playersLine(settings);
}

QString RulesText::rulesHtml(const GameSettings& settings) {
    const Rules& rules = settings.rules;
    QString html = heading(tr("The rules of this game"));
    QString seats;
    for (int p = 0; p < rules.players; ++p) {
        const auto player = static_cast<Player>(p);
        const PlayerSetup& setup = settings.player(player);
        seats += item(tr("%1 — %2 (%3)")
                          .arg(markText(player), setup.name.toHtmlEscaped(),
                               seatKind(setup).toHtmlEscaped()));
    }
    html += paragraph(tr("The board has %1×%1 cells. %2 players take turns, each with a mark "
                         "of their own:")
                          .arg(rules.size)
                          .arg(rules.players)) +
            QStringLiteral("<ul>") + seats + QStringLiteral("</ul>");
    html += paragraph(tr("%1 moves first.")
                          .arg(settings.player(rules.firstPlayer).name.toHtmlEscaped() +
                               QStringLiteral(" (") + markText(rules.firstPlayer) +
                               QStringLiteral(")")));
    // R-E16: who places the first stones and how the colours are then chosen.
    if (settings.opening == OpeningRule::Swap) {
        html += paragraph(tr("Swap opening: %1 places the first three stones (X, O, X); then "
                             "the other player chooses to play X or O, and play goes on.")
                              .arg(settings.player(rules.firstPlayer).name.toHtmlEscaped()));
    } else if (settings.opening == OpeningRule::Swap2) {
        html += paragraph(tr("Swap2 opening: %1 places the first three stones (X, O, X); then "
                             "the other player chooses to play X or O, or places two more "
                             "stones (O, X) and lets %1 choose.")
                              .arg(settings.player(rules.firstPlayer).name.toHtmlEscaped()));
    }
    if (rules.winLength == rules.size) {
        html +=
            paragraph(tr("To win, fill a whole row, column or diagonal with your own mark: "
                         "all %n cells of it.",
                         nullptr, rules.size));
    } else {
        QString goal =
            tr("To win, be the first to get %n of your marks in an unbroken line: "
               "across, down or diagonally.",
               nullptr, rules.winLength);
        goal += QLatin1Char(' ');
        if (rules.family == Family::Renju) {
            goal += tr("Renju: %1 wins only with exactly five and may not play a move that "
                       "makes a line of six or more, two fours at once, or two open threes at "
                       "once (unless it also makes five); %2 wins with five or more.")
                        .arg(markText(rules.firstPlayer),
                             markText(rules.firstPlayer == 0 ? Player{1} : Player{0}));
        } else {
            goal += rules.family == Family::Exact
                        ? tr("Exactly %n: a line of more than %n marks does not win.", nullptr,
                             rules.winLength)
                        : tr("A longer line wins as well.");
        }
        html += paragraph(goal);
    }
    html += paragraph(rules.gravity
                          ? tr("Gravity is on: a move chooses a column, and the mark drops to the "
                               "lowest empty cell of that column. A full column cannot be chosen.")
                          : tr("On your turn, put your mark on any empty cell."));
    html += paragraph(rules.earlyDraw
                          ? tr("The game ends in a draw as soon as no one can complete a line any "
                               "more, even before the board is full.")
                          : tr("The game goes on until someone wins or the board is full; a full "
                               "board without a winner is a draw."));
    if (rules.players > 2) {
        html += paragraph(
            tr("With more than two players, the first to complete a line wins and all the "
               "others lose."));
    }
    if (settings.clock.enabled) {
        QString clock =
            tr("Each person has %n seconds for a move.", nullptr, settings.clock.seconds);
        clock += QLatin1Char(' ');
        clock += settings.clock.onTimeout == ClockSetting::OnTimeout::Lose
                     ? tr("Whoever runs out of time loses the game.")
                     : tr("When the time runs out, a random move is played for them.");
        html += paragraph(clock);
    } else {
        html += paragraph(tr("There is no time limit."));
    }
    return html;
}

QString RulesText::controlsHtml(const GameSettings& settings) {
    QString html = heading(tr("Playing with the mouse"));
    QString mouse = tr("Click an empty cell to put your mark there.");
    if (settings.rules.gravity) {
        mouse += QLatin1Char(' ');
        mouse += tr("With gravity, a click anywhere in a column drops the mark into it.");
    }
    mouse += QLatin1Char(' ');
    mouse += tr("Hold Ctrl and turn the wheel to zoom; the scroll bars move a zoomed board.");
    html += paragraph(mouse);
    html += heading(tr("Playing with the keyboard"));
    html += QStringLiteral("<ul>") +
            item(tr("The arrow keys move the focus frame from cell to cell.")) +
            item(tr("Enter or Space plays the cell in the focus frame.")) +
            item(tr("Home and End go to the ends of the row; Ctrl+Home and Ctrl+End to the first "
                    "and the last cell.")) +
            item(tr("Page Up and Page Down move by a screenful of rows.")) +
            item(tr("Ctrl++ and Ctrl+− zoom in and out; Ctrl+0 fits the board to the window.")) +
            QStringLiteral("</ul>");
    html += heading(tr("Help during the game"));
    html += paragraph(
        tr("Hint marks a good move with a dashed frame and says who wins with it. Undo takes back "
           "your last move together with the bots' replies. The move list shows earlier "
           "positions. Game → Players changes who plays a seat, or a bot's level, without "
           "starting over. Help → Keyboard Shortcuts lists every shortcut."));
    return html;
}

QString RulesText::howToPlayHtml(const GameSettings& settings) {
    return rulesHtml(settings) + controlsHtml(settings);
}

}  // namespace oxo::ui
