// CUDA's built-in vector types for wmc: dim3, uint3 and the short vectors
// (int2, float4, ...) with their make_* functions. Part of
// <wmc/cuda_runtime.h>.
#ifndef WMC_CUDA_VECTOR_TYPES_H
#define WMC_CUDA_VECTOR_TYPES_H

#pragma GCC system_header

#include <wmc/cuda/detail.h>

#ifdef __CUDA__ // wmc-cuda-lower's parse: usable in host and device code
#pragma clang force_cuda_host_device begin
#endif

// WMC_CUDA_VECTOR(NAME, _Tp, ALIGN2, ALIGN4) defines NAME1..NAME4 and
// make_NAME1..make_NAME4; local to this header.
#define WMC_CUDA_VECTOR(NAME, _Tp, ALIGN2, ALIGN4)                             \
  struct NAME##1 { _Tp x; };                                                   \
  struct alignas(ALIGN2) NAME##2 { _Tp x, y; };                                \
  struct NAME##3 { _Tp x, y, z; };                                             \
  struct alignas(ALIGN4) NAME##4 { _Tp x, y, z, w; };                          \
  WMC_CUDA_INLINE constexpr NAME##1 make_##NAME##1(_Tp x) { return {x}; }      \
  WMC_CUDA_INLINE constexpr NAME##2 make_##NAME##2(_Tp x, _Tp y) { return {x, y}; } \
  WMC_CUDA_INLINE constexpr NAME##3 make_##NAME##3(_Tp x, _Tp y, _Tp z) { return {x, y, z}; } \
  WMC_CUDA_INLINE constexpr NAME##4 make_##NAME##4(_Tp x, _Tp y, _Tp z, _Tp w) { \
    return {x, y, z, w};                                                       \
  }

WMC_CUDA_VECTOR(char, signed char, 2, 4)
WMC_CUDA_VECTOR(uchar, unsigned char, 2, 4)
WMC_CUDA_VECTOR(short, short, 4, 8)
WMC_CUDA_VECTOR(ushort, unsigned short, 4, 8)
WMC_CUDA_VECTOR(int, int, 8, 16)
WMC_CUDA_VECTOR(uint, unsigned int, 8, 16)
WMC_CUDA_VECTOR(long, long, 16, 16)
WMC_CUDA_VECTOR(ulong, unsigned long, 16, 16)
WMC_CUDA_VECTOR(longlong, long long, 16, 16)
WMC_CUDA_VECTOR(ulonglong, unsigned long long, 16, 16)
WMC_CUDA_VECTOR(float, float, 8, 16)
WMC_CUDA_VECTOR(double, double, 16, 16)

#undef WMC_CUDA_VECTOR

// The type of gridDim and blockDim; converts from integers, so a launch can
// say <<<2, 32>>> or <<<dim3(2, 2), dim3(8, 8)>>>.
struct dim3 {
  unsigned int x, y, z;
  WMC_CUDA_INLINE constexpr dim3(unsigned int vx = 1, unsigned int vy = 1,
                                 unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
  WMC_CUDA_INLINE constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  WMC_CUDA_INLINE constexpr operator uint3() const { return uint3{x, y, z}; }
};

#ifdef __CUDA__
#pragma clang force_cuda_host_device end
#endif

#endif
