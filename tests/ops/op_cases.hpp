// The operator property cases, parameterised by the place the operands live
// in: the CPU tests pass gb::host, the CUDA tests pass gb::cuda(0). Each
// check_*_cases(where, seed) moves its random operands to `where`, calls the
// front end, brings the result back and compares it with the reference oracle.
#pragma once
#include "op_cases_access.hpp"
#include "op_cases_elementwise.hpp"
#include "op_cases_product.hpp"
