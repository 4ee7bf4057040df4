// Tables registered by instrumented modules' constructors, before main runs.
#pragma once

#include "abi.h"

#include <cstddef>
#include <map>
#include <utility>
#include <vector>

namespace wmc::rt {
/// A heap block that start-up code (a C++ dynamic initialiser) allocated
/// before the exploration: part of the initial state, like a global.
struct StartupBlock {
  size_t size;
  const wmc_site *site;
};
std::map<void *, StartupBlock> &startupBlocks();
std::vector<std::pair<const wmc_global *, uint64_t>> &pendingGlobals();
std::vector<std::pair<const wmc_global *, uint64_t>> &pendingBlockShared();
std::vector<std::pair<const wmc_kernel *, uint64_t>> &pendingKernels();
} // namespace wmc::rt
