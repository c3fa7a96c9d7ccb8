// Catch2 2.x main (Catch2 3.x links Catch2WithMain instead).
#define CATCH_CONFIG_MAIN
#include "catch_compat.hpp"
