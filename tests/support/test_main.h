// A test's entry point in its folder's program (tests/CMakeLists.txt): QTEST_MAIN and its
// kin, as a function the program's main() calls by the test's name instead of main() itself.
// OXO_TEST_MAIN(TestX) makes the application QTEST_MAIN would (QApplication when the program
// links Qt Widgets), OXO_TEST_GUILESS_MAIN a QCoreApplication, OXO_TEST_APPLESS_MAIN none;
// OXO_TEST_ENTRY(TestX) only declares the function, for a test that writes its own.
#pragma once

#include <QTest>

#define OXO_TEST_ENTRY(TestObject) int oxoTestMain_##TestObject(int argc, char* argv[])

#define OXO_TEST_WRAPPER(TestObject, ...)                                  \
    OXO_TEST_ENTRY(TestObject);                                            \
    OXO_TEST_ENTRY(TestObject) {                                           \
        QT_PREPEND_NAMESPACE(QTest::Internal::callInitMain)<TestObject>(); \
        __VA_ARGS__                                                        \
        TestObject tc;                                                     \
        QTEST_SET_MAIN_SOURCE_PATH                                         \
        return QTest::qExec(&tc, argc, argv);                              \
    }

#define OXO_TEST_MAIN(TestObject) OXO_TEST_WRAPPER(TestObject, QTEST_MAIN_SETUP())
#define OXO_TEST_GUILESS_MAIN(TestObject) \
    OXO_TEST_WRAPPER(TestObject, QTEST_QAPP_SETUP(QCoreApplication))
#define OXO_TEST_APPLESS_MAIN(TestObject) OXO_TEST_WRAPPER(TestObject)
