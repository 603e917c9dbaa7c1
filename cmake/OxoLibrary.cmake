# oxo_add_qt_library(NAME LINKS target...): one of OXO's Qt libraries, set up the way they
# all are: static, built from its folder, its own include/ public, linking LINKS publicly,
# with the house's warnings.
function(oxo_add_qt_library name)
    cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "LINKS")
    # A library is its folder: every header under include/ (AUTOMOC must see the public
    # headers' Q_OBJECTs) and every file under src/.
    file(GLOB_RECURSE sources CONFIGURE_DEPENDS
        ${CMAKE_CURRENT_SOURCE_DIR}/include/*.h ${CMAKE_CURRENT_SOURCE_DIR}/src/*.h
        ${CMAKE_CURRENT_SOURCE_DIR}/src/*.cpp)
    qt_add_library(${name} STATIC ${sources})
    target_include_directories(${name} PUBLIC include)
    target_link_libraries(${name} PUBLIC ${arg_LINKS})
    oxo_set_warnings(${name})
endfunction()
