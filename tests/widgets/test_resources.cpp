// R-U8: the app icon is in the Qt resources where the window expects it, at every size.
#include <QFile>
#include <QIcon>
#include <QImage>
#include <QTest>

#include "oxo/resources/app_icon.h"
#include "test_main.h"

class TestResources : public QObject {
    Q_OBJECT

private slots:
    void svgIsInResources();
    void pngSizesAreInResources_data();
    void pngSizesAreInResources();
    void applicationIconHasSmallAndLargeSizes();
};

void TestResources::svgIsInResources() {
    QFile svg(QStringLiteral(":/icons/oxo.svg"));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QByteArray text = svg.readAll();
    QVERIFY(text.contains("<svg"));
    QVERIFY(text.contains("viewBox=\"0 0 256 256\""));
}

void TestResources::pngSizesAreInResources_data() {
    QTest::addColumn<int>("size");
    for (const int size : {16, 24, 32, 48, 64, 128, 256}) {
        QTest::addRow("%d", size) << size;
    }
}

void TestResources::pngSizesAreInResources() {
    QFETCH(int, size);
    const QImage image(QStringLiteral(":/icons/oxo-%1.png").arg(size));
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(size, size));
    // Drawn, not empty: the centre of the board is opaque.
    QCOMPARE(qAlpha(image.pixel(size / 2, size / 2)), 255);
}

void TestResources::applicationIconHasSmallAndLargeSizes() {
    const QIcon icon = oxo::applicationIcon();
    QVERIFY(!icon.isNull());
    const QList<QSize> sizes = icon.availableSizes();
    QVERIFY(sizes.contains(QSize(16, 16)));
    QVERIFY(sizes.contains(QSize(256, 256)));
    QCOMPARE(icon.pixmap(16).size(), QSize(16, 16));
}

OXO_TEST_MAIN(TestResources)
#include "test_resources.moc"
