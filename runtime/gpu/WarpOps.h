// The results of CUDA warp collectives (__shfl*_sync, votes, __match_*,
// __reduce_*_sync; abi.h enum wmc_warp_op) from the values that the lanes
// taking part brought. Pure functions: Warp.cpp does the waiting.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace wmc::rt::gpu {

constexpr uint32_t kWarpSize = 32;

/// The lanes that took part in one collective and their values.
struct WarpValues {
  uint32_t present = 0; ///< bit i: lane i took part
  std::array<uint64_t, kWarpSize> value{};
  void add(uint32_t lane, uint64_t v) {
    present |= 1u << lane;
    value[lane] = v;
  }
};

/// Why op's operands are invalid (a shuffle width that is not a power of two
/// up to 32, an unknown op), or nullopt.
std::optional<std::string> warpOperandError(uint32_t op, uint32_t width);

/// The result of collective `op` for lane `self` (which took part), with the
/// shuffle's lane, delta or lane mask `arg` and segment `width`. A shuffle
/// from a lane that did not take part (outside the mask or the block)
/// gives the caller's own value (CUDA leaves it undefined).
uint64_t warpResult(uint32_t op, uint32_t self, const WarpValues &v, uint32_t arg, uint32_t width);

/// The lanes of the warp of the thread with linear index `linear` that
/// exist in a block of `blockThreads` threads.
uint32_t lanesInBlock(uint32_t linear, uint32_t blockThreads);

/// "__shfl_down_sync" (for messages).
std::string warpOpName(uint32_t op);

} // namespace wmc::rt::gpu
