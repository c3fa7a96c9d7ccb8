// Shared helpers of the CUDA tests: skip (never pass) a test case when no CUDA
// device is visible, so CI without a GPU reports these tests as skipped.
#pragma once
#include "catch_compat.hpp"
#include "graphblade/core/memory.hpp"

/// Skip the current test case when this machine has no CUDA device.
#define GB_REQUIRE_CUDA()                                                  \
  do {                                                                     \
    if (!::graphblade::memory::cuda_available()) GB_SKIP("no CUDA device"); \
  } while (0)
