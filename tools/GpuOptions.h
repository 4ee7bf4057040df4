// The GPU options of `wmc check` (docs/cuda.md, docs/opencl.md): launch
// shapes of kernel-only files, their limits, and which options fit which
// dialect.
#ifndef WMC_TOOLS_GPUOPTIONS_H
#define WMC_TOOLS_GPUOPTIONS_H

#include "Dialect.h"
#include "Result.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace wmc::tools {

struct CheckOptions;

using Dim3 = std::array<std::uint32_t, 3>;

// Limits of one launch, as on real GPUs: a block has at most
// kMaxBlockThreads threads, and a launch at most kMaxLaunchThreads (the
// runtime's limit; each GPU thread is a fiber with its own stack).
inline constexpr std::uint64_t kMaxBlockThreads = 1024;
inline constexpr std::uint64_t kMaxLaunchThreads = 65536;

// The model for GPU dialects when --model is not given.
inline constexpr std::string_view kGpuDefaultModel = "src11";

// Parses "X", "X,Y" or "X,Y,Z" (positive integers; missing ones are 1).
std::optional<Dim3> parseDim3(std::string_view text);

// "8" for a one-dimensional shape, else "8,2,1".
std::string formatDim3(const Dim3 &d);

// x * y * z, or UINT64_MAX when that does not fit in 64 bits.
std::uint64_t volume(const Dim3 &d);

// Checks the GPU options against the dialect of FILE and fills in what
// follows from it: the default model (src11) for .cu and .cl, and for .cl
// the grid and block from --global-size and --local-size. Enforces the
// launch limits. Called once FILE's dialect is known.
std::optional<Error> resolveGpuOptions(CheckOptions &options, Dialect dialect);

} // namespace wmc::tools

#endif
