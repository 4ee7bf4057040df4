// CUDA's warp-level primitives with Volta's independent thread scheduling
// (docs/cuda.md, "Warps"). Part of <wmc/cuda_runtime.h>.
//
// A warp is 32 consecutive threads of a block by linear thread index. Each
// primitive is one collective of the runtime (abi.h, wmc_warp_op) over the
// lanes its mask names: they wait for each other, and each gets its result
// from the values all of them brought. A named lane that never arrives is
// barrier divergence. __syncwarp orders the participants' memory accesses;
// shuffles and votes do not.
#ifndef WMC_CUDA_WARP_H
#define WMC_CUDA_WARP_H

#pragma GCC system_header

#include <wmc/cuda/detail.h>

#include <stdint.h>
#include <type_traits>

#ifdef __CUDA__ // wmc-cuda-lower's parse: usable in host and device code
#pragma clang force_cuda_host_device begin
#endif

// The pass renames the call to __wmc_gpu_warp_collective and adds its site.
extern "C" uint64_t wmc_gpu_warp_collective(uint32_t op, uint32_t mask, uint64_t value,
                                            uint32_t arg, uint32_t width);

namespace wmc::cuda::detail {

// abi.h's enum wmc_warp_op.
enum WarpOp : uint32_t {
  WarpSync = 0,
  WarpShflIdx = 1,
  WarpShflUp = 2,
  WarpShflDown = 3,
  WarpShflXor = 4,
  WarpBallot = 5,
  WarpAll = 6,
  WarpAny = 7,
  WarpMatchAny = 8,
  WarpMatchAll = 9,
  WarpReduceAdd = 10,
  WarpReduceMin = 11,
  WarpReduceMax = 12,
  WarpReduceUMin = 13,
  WarpReduceUMax = 14,
  WarpReduceAnd = 15,
  WarpReduceOr = 16,
  WarpReduceXor = 17,
};

WMC_CUDA_INLINE uint64_t warp(uint32_t op, unsigned mask, uint64_t value, uint32_t arg = 0,
                              uint32_t width = 32) {
  return wmc_gpu_warp_collective(op, mask, value, arg, width);
}

template <class _Tp>
WMC_CUDA_INLINE _Tp shuffle(uint32_t op, unsigned mask, _Tp var, uint32_t arg, int width) {
  static_assert(sizeof(_Tp) <= 8 && std::is_trivially_copyable_v<_Tp>,
                "wmc: warp shuffles of values of up to 8 bytes");
  return fromBits<_Tp>(warp(op, mask, toBits(var), arg, static_cast<uint32_t>(width)));
}

} // namespace wmc::cuda::detail

// __syncwarp: a barrier of the named lanes that orders their memory accesses.
WMC_CUDA_INLINE void __syncwarp(unsigned mask = 0xffffffffu) {
  ::wmc::cuda::detail::warp(::wmc::cuda::detail::WarpSync, mask, 0);
}

template <class _Tp>
WMC_CUDA_INLINE _Tp __shfl_sync(unsigned mask, _Tp var, int srcLane, int width = 32) {
  return ::wmc::cuda::detail::shuffle(::wmc::cuda::detail::WarpShflIdx, mask, var,
                                      static_cast<uint32_t>(srcLane), width);
}
template <class _Tp>
WMC_CUDA_INLINE _Tp __shfl_up_sync(unsigned mask, _Tp var, unsigned int delta, int width = 32) {
  return ::wmc::cuda::detail::shuffle(::wmc::cuda::detail::WarpShflUp, mask, var, delta, width);
}
template <class _Tp>
WMC_CUDA_INLINE _Tp __shfl_down_sync(unsigned mask, _Tp var, unsigned int delta, int width = 32) {
  return ::wmc::cuda::detail::shuffle(::wmc::cuda::detail::WarpShflDown, mask, var, delta, width);
}
template <class _Tp>
WMC_CUDA_INLINE _Tp __shfl_xor_sync(unsigned mask, _Tp var, int laneMask, int width = 32) {
  return ::wmc::cuda::detail::shuffle(::wmc::cuda::detail::WarpShflXor, mask, var,
                                      static_cast<uint32_t>(laneMask), width);
}

WMC_CUDA_INLINE unsigned __ballot_sync(unsigned mask, int predicate) {
  return static_cast<unsigned>(
      ::wmc::cuda::detail::warp(::wmc::cuda::detail::WarpBallot, mask, predicate != 0));
}
WMC_CUDA_INLINE int __all_sync(unsigned mask, int predicate) {
  return static_cast<int>(
      ::wmc::cuda::detail::warp(::wmc::cuda::detail::WarpAll, mask, predicate != 0));
}
WMC_CUDA_INLINE int __any_sync(unsigned mask, int predicate) {
  return static_cast<int>(
      ::wmc::cuda::detail::warp(::wmc::cuda::detail::WarpAny, mask, predicate != 0));
}

// The lanes of the caller's warp that exist in its block: wmc takes a warp
// to be converged here (independent thread scheduling makes the real value
// depend on timing).
WMC_CUDA_INLINE unsigned __activemask() {
  wmc_dim3 t = __wmc_gpu_thread_idx(), d = __wmc_gpu_block_dim();
  unsigned linear = t.x + d.x * (t.y + d.y * t.z);
  unsigned threads = d.x * d.y * d.z, first = linear / 32 * 32;
  unsigned lanes = threads - first < 32 ? threads - first : 32;
  return lanes == 32 ? 0xffffffffu : (1u << lanes) - 1;
}

template <class _Tp> WMC_CUDA_INLINE unsigned __match_any_sync(unsigned mask, _Tp value) {
  static_assert(std::is_integral_v<_Tp> || std::is_floating_point_v<_Tp>,
                "wmc: __match_any_sync of an arithmetic value");
  return static_cast<unsigned>(::wmc::cuda::detail::warp(::wmc::cuda::detail::WarpMatchAny, mask,
                                                         ::wmc::cuda::detail::toBits(value)));
}
template <class _Tp>
WMC_CUDA_INLINE unsigned __match_all_sync(unsigned mask, _Tp value, int *pred) {
  static_assert(std::is_integral_v<_Tp> || std::is_floating_point_v<_Tp>,
                "wmc: __match_all_sync of an arithmetic value");
  auto all = static_cast<unsigned>(::wmc::cuda::detail::warp(
      ::wmc::cuda::detail::WarpMatchAll, mask, ::wmc::cuda::detail::toBits(value)));
  *pred = all != 0;
  return all;
}

// sm_80's warp reductions of 32-bit values.
#define WMC_CUDA_WARP_REDUCE(NAME, OP, T)                                                          \
  WMC_CUDA_INLINE T NAME(unsigned mask, T value) {                                                 \
    return static_cast<T>(::wmc::cuda::detail::warp(::wmc::cuda::detail::OP, mask,                \
                                                    static_cast<unsigned>(value)));                \
  }
WMC_CUDA_WARP_REDUCE(__reduce_add_sync, WarpReduceAdd, unsigned)
WMC_CUDA_WARP_REDUCE(__reduce_add_sync, WarpReduceAdd, int)
WMC_CUDA_WARP_REDUCE(__reduce_min_sync, WarpReduceUMin, unsigned)
WMC_CUDA_WARP_REDUCE(__reduce_min_sync, WarpReduceMin, int)
WMC_CUDA_WARP_REDUCE(__reduce_max_sync, WarpReduceUMax, unsigned)
WMC_CUDA_WARP_REDUCE(__reduce_max_sync, WarpReduceMax, int)
WMC_CUDA_WARP_REDUCE(__reduce_and_sync, WarpReduceAnd, unsigned)
WMC_CUDA_WARP_REDUCE(__reduce_or_sync, WarpReduceOr, unsigned)
WMC_CUDA_WARP_REDUCE(__reduce_xor_sync, WarpReduceXor, unsigned)
#undef WMC_CUDA_WARP_REDUCE

#ifdef __CUDA__
#pragma clang force_cuda_host_device end
#endif

#endif
