// Helpers shared by the CUDA shim headers (<wmc/cuda_runtime.h>,
// <cuda/atomic>): bit patterns of values and the scoped atomic operations of
// <wmc/gpu.h>. Not for direct use.
//
// Every helper is always_inline: the wmc pass inlines it first, so the
// atomic it performs is reported at the user's source line.
#ifndef WMC_CUDA_DETAIL_H
#define WMC_CUDA_DETAIL_H

#pragma GCC system_header

#include <stddef.h>
#include <stdint.h>
#include <type_traits>

#ifdef __CUDA__ // wmc-cuda-lower's parse: usable in host and device code
#pragma clang force_cuda_host_device begin
#endif

#include <wmc/gpu.h>

#define WMC_CUDA_INLINE inline __attribute__((always_inline))

namespace wmc::cuda::detail {

// Memory orders, scopes and read-modify-write operations of the runtime ABI
// (runtime/abi.h); <wmc/gpu.h> names most of them, the rest are numbered
// here as in abi.h.
enum OrderKind : uint32_t {
  Relaxed = WMC_RELAXED,
  Acquire = WMC_ACQUIRE,
  Release = WMC_RELEASE,
  AcqRel = WMC_ACQ_REL,
  SeqCst = WMC_SEQ_CST,
};
enum ScopeKind : uint32_t {
  ScopeSystem = WMC_SCOPE_SYSTEM,
  ScopeDevice = WMC_SCOPE_DEVICE,
  ScopeBlock = WMC_SCOPE_BLOCK,
  ScopeThread = 3, // WMC_SCOPE_THREAD
};
enum RmwOp : uint32_t {
  RmwXchg = WMC__RMW_XCHG,
  RmwAdd = WMC__RMW_ADD,
  RmwSub = WMC__RMW_SUB,
  RmwAnd = WMC__RMW_AND,
  RmwOr = WMC__RMW_OR,
  RmwXor = WMC__RMW_XOR,
  RmwMax = WMC__RMW_MAX,
  RmwMin = WMC__RMW_MIN,
  RmwUMax = WMC__RMW_UMAX,
  RmwUMin = WMC__RMW_UMIN,
  RmwFAdd = WMC__RMW_FADD,
  RmwFSub = WMC__RMW_FSUB,
  RmwFMax = WMC__RMW_FMAX,
  RmwFMin = WMC__RMW_FMIN,
  RmwUIncWrap = 15, // WMC_RMW_UINC_WRAP: old >= v ? 0 : old + 1
  RmwUDecWrap = 16, // WMC_RMW_UDEC_WRAP: old == 0 || old > v ? v : old - 1
};

// The order argument of the wmc_scoped_* functions: memory order in the low
// bits, scope above.
WMC_CUDA_INLINE constexpr uint32_t scoped(uint32_t order, uint32_t scope) {
  return WMC_ORDER_SCOPE(order, scope);
}

template <class _Tp> using Bits =
    std::conditional_t<sizeof(_Tp) == 1, uint8_t,
    std::conditional_t<sizeof(_Tp) == 2, uint16_t,
    std::conditional_t<sizeof(_Tp) == 4, uint32_t, uint64_t>>>;

template <class _Tp> constexpr bool isAtomicSize =
    sizeof(_Tp) == 1 || sizeof(_Tp) == 2 || sizeof(_Tp) == 4 || sizeof(_Tp) == 8;

// A value as the zero-extended bit pattern the runtime expects.
template <class _Tp> WMC_CUDA_INLINE uint64_t toBits(_Tp value) {
  static_assert(isAtomicSize<_Tp> && std::is_trivially_copyable_v<_Tp>,
                "wmc: atomic operations need a 1, 2, 4 or 8-byte value");
  return static_cast<uint64_t>(__builtin_bit_cast(Bits<_Tp>, value));
}

template <class _Tp> WMC_CUDA_INLINE _Tp fromBits(uint64_t bits) {
  return __builtin_bit_cast(_Tp, static_cast<Bits<_Tp>>(bits));
}

template <class _Tp>
WMC_CUDA_INLINE _Tp load(const _Tp *addr, uint32_t order) {
  return fromBits<_Tp>(wmc_scoped_load(addr, sizeof(_Tp), order));
}

template <class _Tp>
WMC_CUDA_INLINE void store(_Tp *addr, _Tp value, uint32_t order) {
  wmc_scoped_store(addr, toBits(value), sizeof(_Tp), order);
}

template <class _Tp>
WMC_CUDA_INLINE _Tp rmw(_Tp *addr, _Tp operand, uint32_t op, uint32_t order) {
  return fromBits<_Tp>(wmc_scoped_rmw(addr, toBits(operand), sizeof(_Tp), op, order));
}

// Returns the old value; the exchange happened iff it equals `expected`
// (bitwise).
template <class _Tp>
WMC_CUDA_INLINE _Tp cmpxchg(_Tp *addr, _Tp expected, _Tp desired, uint32_t success,
                          uint32_t failure, bool weak) {
  return fromBits<_Tp>(wmc_scoped_cmpxchg(addr, toBits(expected), toBits(desired),
                                        sizeof(_Tp), success, failure, weak));
}

// The RMW operation codes for min/max of _Tp.
template <class _Tp> WMC_CUDA_INLINE constexpr uint32_t minOp() {
  if constexpr (std::is_floating_point_v<_Tp>)
    return RmwFMin;
  else if constexpr (std::is_signed_v<_Tp>)
    return RmwMin;
  else
    return RmwUMin;
}
template <class _Tp> WMC_CUDA_INLINE constexpr uint32_t maxOp() {
  if constexpr (std::is_floating_point_v<_Tp>)
    return RmwFMax;
  else if constexpr (std::is_signed_v<_Tp>)
    return RmwMax;
  else
    return RmwUMax;
}

} // namespace wmc::cuda::detail

#ifdef __CUDA__
#pragma clang force_cuda_host_device end
#endif

#endif
