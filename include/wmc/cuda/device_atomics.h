// CUDA's atomic functions (atomicAdd, atomicCAS, ...) for wmc. Part of
// <wmc/cuda_runtime.h>.
//
// As in CUDA, they are relaxed atomics: atomicX at device scope,
// atomicX_block at block scope and atomicX_system at system scope. The
// __threadfence* functions are sequentially consistent fences at block,
// device and system scope.
#ifndef WMC_CUDA_DEVICE_ATOMICS_H
#define WMC_CUDA_DEVICE_ATOMICS_H

#pragma GCC system_header

#include <wmc/cuda/detail.h>

#ifdef __CUDA__ // wmc-cuda-lower's parse: usable in host and device code
#pragma clang force_cuda_host_device begin
#endif

namespace wmc::cuda::detail {

template <uint32_t _Scope> constexpr uint32_t kRelaxed =
    scoped(Relaxed, _Scope);

template <uint32_t _Scope, uint32_t _Op, class _Tp>
WMC_CUDA_INLINE _Tp atomicRmw(_Tp *addr, _Tp value) {
  return rmw(addr, value, _Op, kRelaxed<_Scope>);
}

template <uint32_t _Scope, class _Tp>
WMC_CUDA_INLINE _Tp atomicCas(_Tp *addr, _Tp compare, _Tp value) {
  return cmpxchg(addr, compare, value, kRelaxed<_Scope>, kRelaxed<_Scope>, false);
}

} // namespace wmc::cuda::detail

// WMC_CUDA_ATOMIC(NAME, OP, _Tp) defines NAME, NAME_block and NAME_system for
// pointers to _Tp (device, block and system scope); local to this header.
#define WMC_CUDA_ATOMIC_SCOPE(NAME, SCOPE, OP, _Tp)                            \
  WMC_CUDA_INLINE _Tp NAME(_Tp *address, _Tp val) {                            \
    return ::wmc::cuda::detail::atomicRmw<SCOPE, OP>(address, val);            \
  }
#define WMC_CUDA_ATOMIC(NAME, OP, _Tp)                                         \
  WMC_CUDA_ATOMIC_SCOPE(NAME, ::wmc::cuda::detail::ScopeDevice, OP, _Tp)       \
  WMC_CUDA_ATOMIC_SCOPE(NAME##_block, ::wmc::cuda::detail::ScopeBlock, OP, _Tp) \
  WMC_CUDA_ATOMIC_SCOPE(NAME##_system, ::wmc::cuda::detail::ScopeSystem, OP, _Tp)

WMC_CUDA_ATOMIC(atomicAdd, ::wmc::cuda::detail::RmwAdd, int)
WMC_CUDA_ATOMIC(atomicAdd, ::wmc::cuda::detail::RmwAdd, unsigned int)
WMC_CUDA_ATOMIC(atomicAdd, ::wmc::cuda::detail::RmwAdd, unsigned long long)
WMC_CUDA_ATOMIC(atomicAdd, ::wmc::cuda::detail::RmwFAdd, float)
WMC_CUDA_ATOMIC(atomicAdd, ::wmc::cuda::detail::RmwFAdd, double)

WMC_CUDA_ATOMIC(atomicSub, ::wmc::cuda::detail::RmwSub, int)
WMC_CUDA_ATOMIC(atomicSub, ::wmc::cuda::detail::RmwSub, unsigned int)

WMC_CUDA_ATOMIC(atomicExch, ::wmc::cuda::detail::RmwXchg, int)
WMC_CUDA_ATOMIC(atomicExch, ::wmc::cuda::detail::RmwXchg, unsigned int)
WMC_CUDA_ATOMIC(atomicExch, ::wmc::cuda::detail::RmwXchg, unsigned long long)
WMC_CUDA_ATOMIC(atomicExch, ::wmc::cuda::detail::RmwXchg, float)

WMC_CUDA_ATOMIC(atomicMin, ::wmc::cuda::detail::RmwMin, int)
WMC_CUDA_ATOMIC(atomicMin, ::wmc::cuda::detail::RmwUMin, unsigned int)
WMC_CUDA_ATOMIC(atomicMin, ::wmc::cuda::detail::RmwMin, long long)
WMC_CUDA_ATOMIC(atomicMin, ::wmc::cuda::detail::RmwUMin, unsigned long long)

WMC_CUDA_ATOMIC(atomicMax, ::wmc::cuda::detail::RmwMax, int)
WMC_CUDA_ATOMIC(atomicMax, ::wmc::cuda::detail::RmwUMax, unsigned int)
WMC_CUDA_ATOMIC(atomicMax, ::wmc::cuda::detail::RmwMax, long long)
WMC_CUDA_ATOMIC(atomicMax, ::wmc::cuda::detail::RmwUMax, unsigned long long)

// atomicInc: old >= val ? 0 : old + 1; atomicDec: old == 0 || old > val ?
// val : old - 1.
WMC_CUDA_ATOMIC(atomicInc, ::wmc::cuda::detail::RmwUIncWrap, unsigned int)
WMC_CUDA_ATOMIC(atomicDec, ::wmc::cuda::detail::RmwUDecWrap, unsigned int)

WMC_CUDA_ATOMIC(atomicAnd, ::wmc::cuda::detail::RmwAnd, int)
WMC_CUDA_ATOMIC(atomicAnd, ::wmc::cuda::detail::RmwAnd, unsigned int)
WMC_CUDA_ATOMIC(atomicAnd, ::wmc::cuda::detail::RmwAnd, unsigned long long)
WMC_CUDA_ATOMIC(atomicOr, ::wmc::cuda::detail::RmwOr, int)
WMC_CUDA_ATOMIC(atomicOr, ::wmc::cuda::detail::RmwOr, unsigned int)
WMC_CUDA_ATOMIC(atomicOr, ::wmc::cuda::detail::RmwOr, unsigned long long)
WMC_CUDA_ATOMIC(atomicXor, ::wmc::cuda::detail::RmwXor, int)
WMC_CUDA_ATOMIC(atomicXor, ::wmc::cuda::detail::RmwXor, unsigned int)
WMC_CUDA_ATOMIC(atomicXor, ::wmc::cuda::detail::RmwXor, unsigned long long)

#undef WMC_CUDA_ATOMIC
#undef WMC_CUDA_ATOMIC_SCOPE

// atomicCAS(address, compare, val): stores val if *address == compare;
// returns the old value.
#define WMC_CUDA_ATOMIC_CAS_SCOPE(NAME, SCOPE, _Tp)                            \
  WMC_CUDA_INLINE _Tp NAME(_Tp *address, _Tp compare, _Tp val) {               \
    return ::wmc::cuda::detail::atomicCas<SCOPE>(address, compare, val);       \
  }
#define WMC_CUDA_ATOMIC_CAS(_Tp)                                               \
  WMC_CUDA_ATOMIC_CAS_SCOPE(atomicCAS, ::wmc::cuda::detail::ScopeDevice, _Tp)  \
  WMC_CUDA_ATOMIC_CAS_SCOPE(atomicCAS_block, ::wmc::cuda::detail::ScopeBlock, _Tp) \
  WMC_CUDA_ATOMIC_CAS_SCOPE(atomicCAS_system, ::wmc::cuda::detail::ScopeSystem, _Tp)

WMC_CUDA_ATOMIC_CAS(int)
WMC_CUDA_ATOMIC_CAS(unsigned int)
WMC_CUDA_ATOMIC_CAS(unsigned long long)
WMC_CUDA_ATOMIC_CAS(unsigned short)

#undef WMC_CUDA_ATOMIC_CAS
#undef WMC_CUDA_ATOMIC_CAS_SCOPE

WMC_CUDA_INLINE void __threadfence_block() {
  wmc_scoped_fence(::wmc::cuda::detail::scoped(::wmc::cuda::detail::SeqCst, ::wmc::cuda::detail::ScopeBlock));
}
WMC_CUDA_INLINE void __threadfence() {
  wmc_scoped_fence(::wmc::cuda::detail::scoped(::wmc::cuda::detail::SeqCst, ::wmc::cuda::detail::ScopeDevice));
}
WMC_CUDA_INLINE void __threadfence_system() {
  wmc_scoped_fence(::wmc::cuda::detail::scoped(::wmc::cuda::detail::SeqCst, ::wmc::cuda::detail::ScopeSystem));
}

#ifdef __CUDA__
#pragma clang force_cuda_host_device end
#endif

#endif
