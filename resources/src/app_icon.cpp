#include "oxo/resources/app_icon.h"

#include <QImageReader>

namespace oxo {

QIcon applicationIcon() {
    QIcon icon;
    for (const int size : {16, 24, 32, 48, 64, 128, 256}) {
        icon.addFile(QStringLiteral(":/icons/oxo-%1.png").arg(size), QSize(size, size));
    }
    if (QImageReader::supportedImageFormats().contains("svg")) {
        icon.addFile(QStringLiteral(":/icons/oxo.svg"));
    }
    return icon;
}

}  // namespace oxo
