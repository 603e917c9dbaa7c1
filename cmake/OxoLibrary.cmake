# oxo_add_qt_library(NAME SOURCES file... LINKS target...): one of OXO's Qt libraries, set up
# the way they all are: static, its own include/ public, linking LINKS publicly, with the
# house's warnings.
function(oxo_add_qt_library name)
    cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "SOURCES;LINKS")
    qt_add_library(${name} STATIC ${arg_SOURCES})
    target_include_directories(${name} PUBLIC include)
    target_link_libraries(${name} PUBLIC ${arg_LINKS})
    oxo_set_warnings(${name})
endfunction()
