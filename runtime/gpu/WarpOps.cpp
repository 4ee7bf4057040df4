#include "runtime/gpu/WarpOps.h"

#include "runtime/abi.h"

#include <algorithm>

namespace wmc::rt::gpu {
namespace {

bool isShuffle(uint32_t op) { return op >= WMC_WARP_SHFL_IDX && op <= WMC_WARP_SHFL_XOR; }

// The lane a shuffle reads, or nullopt for the caller's own value.
std::optional<uint32_t> shuffleSource(uint32_t op, uint32_t self, uint32_t arg, uint32_t width) {
  uint32_t segment = self & ~(width - 1), inSegment = self & (width - 1);
  switch (op) {
  case WMC_WARP_SHFL_IDX: return segment + (arg & (width - 1));
  case WMC_WARP_SHFL_UP:
    if (arg > inSegment)
      return std::nullopt;
    return self - arg;
  case WMC_WARP_SHFL_DOWN:
    if (arg >= width - inSegment)
      return std::nullopt;
    return self + arg;
  default: { // xor: earlier segments may be read, later ones give the own value
    uint32_t src = self ^ arg;
    if (src >= kWarpSize || (src & ~(width - 1)) > segment)
      return std::nullopt;
    return src;
  }
  }
}

uint32_t reduce(uint32_t op, const WarpValues &v) {
  bool first = true;
  uint32_t acc = 0;
  for (uint32_t lane = 0; lane < kWarpSize; ++lane) {
    if (!(v.present >> lane & 1))
      continue;
    auto x = static_cast<uint32_t>(v.value[lane]);
    auto sx = static_cast<int32_t>(x), sacc = static_cast<int32_t>(acc);
    if (first) {
      acc = x;
      first = false;
      continue;
    }
    switch (op) {
    case WMC_WARP_REDUCE_ADD: acc += x; break;
    case WMC_WARP_REDUCE_MIN: acc = static_cast<uint32_t>(std::min(sacc, sx)); break;
    case WMC_WARP_REDUCE_MAX: acc = static_cast<uint32_t>(std::max(sacc, sx)); break;
    case WMC_WARP_REDUCE_UMIN: acc = std::min(acc, x); break;
    case WMC_WARP_REDUCE_UMAX: acc = std::max(acc, x); break;
    case WMC_WARP_REDUCE_AND: acc &= x; break;
    case WMC_WARP_REDUCE_OR: acc |= x; break;
    default: acc ^= x; break;
    }
  }
  return acc;
}

} // namespace

std::optional<std::string> warpOperandError(uint32_t op, uint32_t width) {
  if (op > WMC_WARP_REDUCE_XOR)
    return "unknown warp collective " + std::to_string(op);
  if (isShuffle(op) && (width == 0 || width > kWarpSize || (width & (width - 1)) != 0))
    return warpOpName(op) + " with width " + std::to_string(width) +
           ", which is not a power of two from 1 to 32";
  return std::nullopt;
}

uint64_t warpResult(uint32_t op, uint32_t self, const WarpValues &v, uint32_t arg,
                    uint32_t width) {
  uint64_t own = v.value[self];
  uint32_t nonzero = 0, same = 0;
  for (uint32_t lane = 0; lane < kWarpSize; ++lane)
    if (v.present >> lane & 1) {
      nonzero |= (v.value[lane] != 0 ? 1u : 0u) << lane;
      same |= (v.value[lane] == own ? 1u : 0u) << lane;
    }
  switch (op) {
  case WMC_WARP_SYNC: return 0;
  case WMC_WARP_SHFL_IDX:
  case WMC_WARP_SHFL_UP:
  case WMC_WARP_SHFL_DOWN:
  case WMC_WARP_SHFL_XOR: {
    std::optional<uint32_t> src = shuffleSource(op, self, arg, width);
    return src && (v.present >> *src & 1) ? v.value[*src] : own;
  }
  case WMC_WARP_BALLOT: return nonzero;
  case WMC_WARP_ALL: return nonzero == v.present;
  case WMC_WARP_ANY: return nonzero != 0;
  case WMC_WARP_MATCH_ANY: return same;
  case WMC_WARP_MATCH_ALL: return same == v.present ? v.present : 0;
  default: return reduce(op, v);
  }
}

uint32_t lanesInBlock(uint32_t linear, uint32_t blockThreads) {
  uint32_t first = linear / kWarpSize * kWarpSize;
  uint32_t n = std::min(kWarpSize, blockThreads - first);
  return n == kWarpSize ? ~0u : (1u << n) - 1;
}

std::string warpOpName(uint32_t op) {
  static const char *const names[] = {
      "__syncwarp",        "__shfl_sync",       "__shfl_up_sync",     "__shfl_down_sync",
      "__shfl_xor_sync",   "__ballot_sync",     "__all_sync",         "__any_sync",
      "__match_any_sync",  "__match_all_sync",  "__reduce_add_sync",  "__reduce_min_sync",
      "__reduce_max_sync", "__reduce_min_sync", "__reduce_max_sync",  "__reduce_and_sync",
      "__reduce_or_sync",  "__reduce_xor_sync"};
  return op < std::size(names) ? names[op] : "warp collective " + std::to_string(op);
}

} // namespace wmc::rt::gpu
