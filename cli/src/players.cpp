#include "oxo/cli/players.h"

#include <QCoreApplication>

namespace oxo::cli {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Players)
};
}  // namespace

PlayerBot makePlayerBot(const QString& spec, std::uint64_t seed) {
    if (const auto level = parseLevel(spec.trimmed().toStdString())) {
        return {makeBot(*level, seed), {}};
    }
    return {nullptr, Text::tr("unknown player '%1' (expected %2)").arg(spec, playerSpecHelp())};
}

QString playerSpecHelp() {
    return Text::tr("easy, medium or hard");
}

}  // namespace oxo::cli
