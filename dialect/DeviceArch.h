// __CUDA_ARCH__ in device code (docs/cuda.md). nvcc compiles a .cu file
// twice, and only the device pass defines __CUDA_ARCH__; wmc compiles it
// once, for the host. So wmc-cuda-lower defines __CUDA_ARCH__ (as
// WMC_CUDA_ARCH, 700 unless -DWMC_CUDA_ARCH=... says otherwise) around each
// device-only function (__global__, or __device__ without __host__): a
// `#define` before its first line and an `#undef` after its last, each
// followed by a `#line` directive, so every line keeps its number.
#ifndef WMC_DIALECT_DEVICEARCH_H
#define WMC_DIALECT_DEVICEARCH_H

#include <string>
#include <utility>
#include <vector>

namespace wmc::dialect {

// Text to insert at the start of line `line` (1-based; one past the last
// line means the end of the file).
struct LineInsertion {
  unsigned line;
  std::string text;
};

// The insertions for device functions spanning the given inclusive line
// ranges, in increasing line order: overlapping or adjacent ranges are
// merged, so the directives never nest.
std::vector<LineInsertion> deviceArchInsertions(std::vector<std::pair<unsigned, unsigned>> ranges);

} // namespace wmc::dialect

#endif
