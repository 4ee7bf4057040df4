// One kernel launch as the runtime performs it (gpuLaunch in GpuRuntime.h).
#pragma once

#include "abi.h"

#include <cstdint>

namespace wmc::rt {

/// grid x block GPU threads that run fn(arg), or fn(copy of the argSize
/// bytes at arg) with argSize > 0 (docs/gpu.md).
struct GpuLaunch {
  wmc_dim3 grid, block;
  void (*fn)(void *);
  const void *arg;
  uint64_t argSize;
  uint64_t sharedBytes; ///< CUDA dynamic shared memory per block
};

} // namespace wmc::rt
