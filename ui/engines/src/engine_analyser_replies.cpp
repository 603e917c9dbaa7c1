// EngineAnalyser: what the engine says back (its ABOUT, its thinking lines, its move) and
// how the answer is delivered; the requests it is sent are in engine_analyser.cpp.
#include "oxo/engines/engine_analyser.h"

#include <QRegularExpression>

#include <algorithm>

#include "engine_text.h"

namespace oxo::pbrain {

// Named apart from engine_session.cpp's: the library is built as one unity file.
namespace {

// How long ABOUT may take before the analysis goes on under the program's file name.
constexpr std::chrono::milliseconds kAnalyserAboutWait{1000};

}  // namespace

void EngineAnalyser::onReadyRead() {
    if (!process_) {
        return;
    }
    const QByteArray bytes = process_->readAllStandardOutput();
    std::vector<std::string> lines;
    splitter_.feed(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
                   lines);
    QProcess* const reading = process_;
    for (const std::string& line : lines) {
        if (process_ != reading) {
            return;  // ended (or replaced) on an earlier line
        }
        onLine(printable(QString::fromUtf8(line.data(), static_cast<qsizetype>(line.size()))));
    }
    if (splitter_.overflowed() && process_ == reading) {
        fail(tr("%1 sent a line longer than %2 bytes.").arg(displayName()).arg(kMaxLineLength));
    }
}

void EngineAnalyser::onLine(const QString& line) {
    const std::string text = line.toStdString();
    std::string_view restView;
    const std::string word = commandWord(text, &restView);
    const QString rest = QString::fromStdString(std::string(restView));
    if (word == "MESSAGE") {
        const bool searching =
            state_ == State::Thinking || (state_ == State::Stopping && deliverStop_);
        // Between searches, or from one given up, a line may be about another position.
        const bool stale = state_ == State::Ready || state_ == State::Restarting ||
                           (state_ == State::Stopping && !deliverStop_);
        if (stale) {
            return;
        }
        const EngineInfo info = parseEngineMessage(rest, size_);
        if (searching) {
            book_.note(info);
        }
        emit infoChanged(info);
        return;
    }
    if (word == "DEBUG") {
        return;
    }
    if (state_ != State::About && about_.isEmpty() && isAboutLine(line)) {
        about_ = line;  // a late answer to ABOUT
        emit engineStarted(displayName());
        return;
    }
    switch (state_) {
        case State::Idle:
        case State::Ready:
            return;  // nothing was asked
        case State::Starting:
            if (word == "OK") {
                send("ABOUT");
                state_ = State::About;
                timer_.start(std::min(kAnalyserAboutWait, startTimeout_));
            } else if (word == "ERROR" || word == "UNKNOWN") {
                fail(tr("%1 refused a %2×%2 board: %3")
                         .arg(displayName())
                         .arg(size_)
                         .arg(rest.left(200)));
            } else {
                fail(tr("%1 answered \"%2\" to START instead of OK.")
                         .arg(displayName(), line.left(80)));
            }
            return;
        case State::About:
            if (word != "ERROR" && word != "UNKNOWN") {
                about_ = line;  // any line will do: old engines answer free text
            }
            aboutDone();
            return;
        case State::Restarting:
            if (word == "OK") {
                fresh_ = true;
                ignoreRefusals_ = 0;  // the engine answers in order: nothing older is to come
                state_ = State::Ready;
                timer_.stop();
                proceed();
            } else if ((word == "ERROR" || word == "UNKNOWN") && ignoreRefusals_ > 0) {
                --ignoreRefusals_;  // its answer to a YXSTOP it did not know
            } else if (word == "ERROR" || word == "UNKNOWN") {
                // The protocol's fallback: an engine without RESTART is started again.
                killProcess();
                if (request_) {
                    launch();
                }
            }
            return;  // anything else is a late line of a search already ended
        case State::Thinking:
        case State::Stopping:
            onThinkingLine(word, line, rest);
            return;
    }
}

void EngineAnalyser::onThinkingLine(const std::string& word, const QString& line,
                                    const QString& rest) {
    if (word == "OK") {
        return;  // a second answer to a RESTART sent twice
    }
    if (word == "ERROR" || word == "UNKNOWN") {
        if (state_ == State::Thinking && askedMultiPv_ && !multiPv_) {
            // It knows no YXSHOWINFO, YXBOARD or YXNBEST: the plain search, from now on.
            multiPv_ = false;
            searchPlain();
        }
        return;  // otherwise a stray line, waited past as Gomocup managers do
    }
    std::optional<Cell> cell;
    if (word == "SUGGEST") {
        cell = parseCoords(rest.toStdString());
    } else {
        cell = parseCoords(line.toStdString());
    }
    if (!cell) {
        fail(tr("%1 answered \"%2\", which is not a move.").arg(displayName(), line.left(80)));
        return;
    }
    onMove(*cell);
}

void EngineAnalyser::onMove(Cell cell) {
    const bool stopped = state_ == State::Stopping;
    const bool keep = !stopped || deliverStop_;
    timer_.stop();
    state_ = State::Ready;
    if (stopped) {
        ignoreRefusals_ = 1;  // an engine without YXSTOP answers it once it reads it
    }
    if (!keep) {
        proceed();  // the answer of a search given up: the next request goes on
        return;
    }
    Q_ASSERT(request_);
    if (request_->position.check(cell) != MoveError::None) {
        fail(tr("%1 answered the illegal move %2.")
                 .arg(displayName(), QString::fromStdString(formatCoords(cell))));
        return;
    }
    if (askedMultiPv_) {
        multiPv_ = true;
    }
    deliver(cell, stopped);
}

void EngineAnalyser::deliver(Cell best, bool stopped) {
    EngineResult result;
    result.best = best;
    result.stopped = stopped;
    result.summary = book_.summary();
    if (best != Cell{-1, -1}) {
        result.lines = book_.withBest(best);
    }
    request_.reset();
    deliverStop_ = false;
    emit finished(result);  // last: a slot may ask for the next analysis at once
}

}  // namespace oxo::pbrain
