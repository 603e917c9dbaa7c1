#include "oxo/files/player_setup.h"

#include <algorithm>

#include <QCoreApplication>
#include <QDir>
#include <QStringList>
#include <QStringView>

namespace oxo {

namespace {

struct SeatText {
    Q_DECLARE_TR_FUNCTIONS(PlayerSetup)
};

// Characters that break a line or change how the text around them is shown or read: controls,
// line and paragraph separators, and format characters (bidi embeddings, overrides and
// isolates, the byte order mark, zero-width spaces, soft hyphens). The joiners stay: emoji
// sequences and scripts such as Persian need them.
bool hidesOrBreaks(char32_t c) {
    if (c == 0x200C || c == 0x200D) {
        return false;
    }
    switch (QChar::category(c)) {
        case QChar::Other_Control:
        case QChar::Other_Format:
        case QChar::Separator_Line:
        case QChar::Separator_Paragraph:
            return true;
        default:
            return false;
    }
}

bool hasHiddenOrBreaking(const QString& text) {
    const QList<uint> codes = text.toUcs4();
    return std::any_of(codes.begin(), codes.end(),
                       [](uint c) { return hidesOrBreaks(static_cast<char32_t>(c)); });
}

}  // namespace

QString kindKey(PlayerKind kind) {
    // A bot seat is written with its level's one name (oxo::levelName), as everywhere else.
    if (const auto level = botLevel(kind)) {
        const std::string_view name = levelName(*level);
        return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
    }
    return kind == PlayerKind::Engine ? QStringLiteral("engine") : QStringLiteral("human");
}

std::optional<PlayerKind> kindFromKey(QStringView key) {
    for (PlayerKind kind : {PlayerKind::Human, PlayerKind::Easy, PlayerKind::Medium,
                            PlayerKind::Hard, PlayerKind::Engine}) {
        if (key == kindKey(kind)) {
            return kind;
        }
    }
    return std::nullopt;
}

std::optional<BotLevel> botLevel(PlayerKind kind) {
    switch (kind) {
        case PlayerKind::Human:
        case PlayerKind::Engine:
            return std::nullopt;
        case PlayerKind::Easy:
            return BotLevel::Easy;
        case PlayerKind::Medium:
            return BotLevel::Medium;
        case PlayerKind::Hard:
            return BotLevel::Hard;
    }
    return std::nullopt;
}

QString nameProblem(const QString& name) {
    // Names are shown in the status line and the move list: one line of visible text.
    if (!name.isValidUtf16() || hasHiddenOrBreaking(name)) {
        return SeatText::tr(
            "the name contains a control character, an invisible formatting character or "
            "broken text");
    }
    if (name.size() > kMaxPlayerNameLength) {
        return SeatText::tr("the name is %1 characters long; at most %2 are allowed")
            .arg(name.size())
            .arg(kMaxPlayerNameLength);
    }
    return {};
}

QString visibleName(const QString& name) {
    QString clean;
    clean.reserve(name.size());
    const QList<uint> codes = name.toUcs4();
    for (const uint code : codes) {
        // toUcs4() turns a lone surrogate into U+FFFD, so what is left is valid UTF-16.
        if (!hidesOrBreaks(static_cast<char32_t>(code))) {
            const auto c = static_cast<char32_t>(code);
            clean.append(QString::fromUcs4(&c, 1));
        }
    }
    clean.truncate(kMaxPlayerNameLength);
    if (!clean.isEmpty() && clean.back().isHighSurrogate()) {
        clean.chop(1);  // never cut a character in half
    }
    return clean;
}

QString pathProblem(const QString& path) {
    if (path.size() > kMaxPathLength) {
        return SeatText::tr("the path is %1 characters long; at most %2 are allowed")
            .arg(path.size())
            .arg(kMaxPathLength);
    }
    if (!path.isValidUtf16() || hasHiddenOrBreaking(path)) {
        return SeatText::tr(
            "the path contains a control character, an invisible formatting "
            "character or broken text");
    }
    if (!QDir::isAbsolutePath(path)) {
        return SeatText::tr("the path must be absolute (start with /)");
    }
    return {};
}

QString programProblem(const QString& program) {
    if (QString problem = pathProblem(program); !problem.isEmpty()) {
        return problem;
    }
    const QStringList parts = program.split(QLatin1Char('/'));
    const bool spaceAtEnd = std::any_of(parts.begin(), parts.end(), [](const QString& part) {
        return !part.isEmpty() && part.back().isSpace();
    });
    const QList<uint> codes = program.toUcs4();
    const bool oddSpace = std::any_of(codes.begin(), codes.end(), [](uint c) {
        return c != ' ' && QChar::isSpace(static_cast<char32_t>(c));
    });
    if (spaceAtEnd || oddSpace) {
        return SeatText::tr(
            "the program's path has a name ending in a space or a space other than the plain "
            "one, so it could be mistaken for another program");
    }
    return {};
}

std::vector<PlayerSetup> defaultPlayers(int count) {
    return std::vector<PlayerSetup>(static_cast<std::size_t>(count < 0 ? 0 : count));
}

}  // namespace oxo
