# A sanitizer build instruments everything configured in it; tests/ then registers only the
# tests that ask for that sanitizer (see oxo_add_qtest), so the build stays small.
if(OXO_SANITIZE)
    if(NOT OXO_SANITIZE MATCHES "^(address,undefined|thread)$")
        message(FATAL_ERROR "OXO_SANITIZE must be 'address,undefined' or 'thread', not '${OXO_SANITIZE}'")
    endif()
    add_compile_options(-fsanitize=${OXO_SANITIZE} -fno-omit-frame-pointer -fno-sanitize-recover=all)
    add_link_options(-fsanitize=${OXO_SANITIZE})
endif()
