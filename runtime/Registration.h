// Tables registered by instrumented modules' constructors, before main runs.
#pragma once

#include "abi.h"

#include <utility>
#include <vector>

namespace wmc::rt {
std::vector<std::pair<const wmc_global *, uint64_t>> &pendingGlobals();
std::vector<std::pair<const wmc_global *, uint64_t>> &pendingBlockShared();
std::vector<std::pair<const wmc_kernel *, uint64_t>> &pendingKernels();
} // namespace wmc::rt
