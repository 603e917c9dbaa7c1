// The main line of an SGF game tree (R-F7): its nodes' properties, values unescaped. Only the
// first game of a collection and the first variation at every branch are kept; the rest of
// the text is not looked at. No recursion: deep nesting cannot exhaust the stack.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <utility>
#include <vector>

namespace oxo {

struct SgfProperty {
    QByteArray id;                   // upper-case letters only ("AddBlack" in old files: "AB")
    std::vector<QByteArray> values;  // unescaped bytes
};
using SgfNode = std::vector<SgfProperty>;

struct SgfMainLine {
    std::vector<SgfNode> nodes;
    QString error;  // translated; nodes is empty then
};

// At most `maxNodes` nodes are read; more are an error.
SgfMainLine parseSgfMainLine(QByteArrayView text, qsizetype maxNodes);

// `value` with its escapes and whitespace as SGF wants them written: "\" before "]" and "\".
QByteArray sgfEscaped(QByteArrayView value);

}  // namespace oxo
