// Reading SGF's syntax (R-F7): GameTree = "(" Node+ GameTree* ")", Node = ";" Property*,
// Property = Ident Value+, Value = "[" text with "\" escapes "]". Whitespace between tokens is
// ignored; anything else out of place is an error naming the byte.
#include "sgf_parse.h"

#include <algorithm>
#include <cctype>
#include <iterator>

#include "format_replay.h"

namespace oxo {
namespace {

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

class SgfParser {
public:
    SgfParser(QByteArrayView text, qsizetype maxNodes) : text_(text), maxNodes_(maxNodes) {}
    SgfMainLine parse();

private:
    bool fail(const QString& what) {
        error_ = FormatText::tr("not a valid SGF file: %1 (at byte %2)").arg(what).arg(at_);
        return false;
    }
    void skipSpace() {
        while (at_ < text_.size() && isSpace(text_[at_])) {
            ++at_;
        }
    }
    bool readNode(SgfNode* node);
    bool readValue(QByteArray* value);

    QByteArrayView text_;
    qsizetype maxNodes_;
    qsizetype at_ = 0;
    QString error_;
};

bool SgfParser::readValue(QByteArray* value) {
    ++at_;  // '['
    while (at_ < text_.size() && text_[at_] != ']') {
        char c = text_[at_++];
        if (c == '\\') {
            if (at_ >= text_.size()) {
                break;
            }
            c = text_[at_++];
            // A soft line break: the escaped newline (and its \r\n partner) is dropped.
            if (c == '\n' || c == '\r') {
                if (at_ < text_.size() && (text_[at_] == '\n' || text_[at_] == '\r') &&
                    text_[at_] != c) {
                    ++at_;
                }
                continue;
            }
        }
        value->append(c);
    }
    if (at_ >= text_.size()) {
        return fail(FormatText::tr("a value is not closed with ']'"));
    }
    ++at_;  // ']'
    return true;
}

bool SgfParser::readNode(SgfNode* node) {
    ++at_;  // ';'
    for (;;) {
        skipSpace();
        if (at_ >= text_.size() || !std::isalpha(static_cast<unsigned char>(text_[at_]))) {
            return true;
        }
        SgfProperty property;
        while (at_ < text_.size() && std::isalpha(static_cast<unsigned char>(text_[at_]))) {
            if (std::isupper(static_cast<unsigned char>(text_[at_])) && property.id.size() < 8) {
                property.id.append(text_[at_]);
            }
            ++at_;
        }
        skipSpace();
        if (at_ >= text_.size() || text_[at_] != '[') {
            return fail(FormatText::tr("a property has no value"));
        }
        while (at_ < text_.size() && text_[at_] == '[') {
            QByteArray value;
            if (!readValue(&value)) {
                return false;
            }
            property.values.push_back(std::move(value));
            skipSpace();
        }
        node->push_back(std::move(property));
    }
}

SgfMainLine SgfParser::parse() {
    SgfMainLine line;
    // Mail headers or a byte order mark before the game are skipped, as SGF readers do.
    at_ = text_.indexOf('(');
    if (at_ < 0) {
        at_ = 0;
        fail(FormatText::tr("it does not begin with '('"));
        line.error = error_;
        return line;
    }
    ++at_;
    for (;;) {
        skipSpace();
        if (at_ >= text_.size()) {
            // A file cut short keeps what it had only when it is whole: refuse.
            fail(FormatText::tr("the game tree is not closed with ')'"));
            break;
        }
        const char c = text_[at_];
        if (c == ';') {
            if (std::ssize(line.nodes) >= maxNodes_) {
                fail(FormatText::tr("more than %1 nodes").arg(maxNodes_));
                break;
            }
            SgfNode node;
            if (!readNode(&node)) {
                break;
            }
            line.nodes.push_back(std::move(node));
        } else if (c == '(') {
            ++at_;  // the first variation continues the main line
        } else if (c == ')') {
            if (line.nodes.empty()) {
                fail(FormatText::tr("the game tree has no node"));
            }
            break;  // the main line ends; later variations and games are not read
        } else {
            fail(FormatText::tr("unexpected '%1'").arg(shownText(QString(QLatin1Char(c)))));
            break;
        }
    }
    if (!error_.isEmpty()) {
        line.nodes.clear();
        line.error = error_;
    }
    return line;
}

}  // namespace

SgfMainLine parseSgfMainLine(QByteArrayView text, qsizetype maxNodes) {
    return SgfParser(text, maxNodes).parse();
}

QByteArray sgfEscaped(QByteArrayView value) {
    QByteArray out;
    out.reserve(value.size());
    for (const char c : value) {
        if (c == ']' || c == '\\') {
            out.append('\\');
        }
        out.append(c);
    }
    return out;
}

}  // namespace oxo
