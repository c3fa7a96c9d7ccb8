// Catch2 2.x main, compiled once into graphblade_catch2_main (tests/CMakeLists.txt)
// and linked into every test executable (Catch2 3.x links Catch2WithMain instead).
// Catch2 alone: no project header, so no test-side macro (GRAPHBLADE_DATA_DIR, ...)
// is needed here and no inline helper of catch_compat.hpp is compiled apart.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
